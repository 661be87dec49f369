#pragma once

#include "fileloader.h"

#include "model/collection.h"
#include "model/replaycursor.h"

#include <QObject>
#include <QSet>

namespace kib {

// One open file: its collection of records, the diagnostics from reading
// it, the current record and the replay cursor over it, and which hidden
// hands the user has revealed. Every view of the file binds to one
// Document; the editor adds its undo stack here.
class Document : public QObject
{
    Q_OBJECT

public:
    explicit Document(QObject *parent = nullptr);
    ~Document() override;

    // Reads a file in the background: records arrive while it reads
    // (recordsAppended); the first one becomes current at once.
    void open(const QString &path);
    // Reads a file before returning (screenshots, tests). Returns false with
    // 'error' set when the file cannot be read at all.
    bool openNow(const QString &path, QString *error = nullptr);
    // Takes records made elsewhere (tests, a new file).
    void setCollection(Collection collection, const Diagnostics &diagnostics = {});
    // Adds records at the end (numbered after the last one).
    void appendRecords(const QList<RecordPtr> &records);
    void cancelLoading();
    bool isLoading() const { return m_loading; }
    bool waitForLoaded(int msecs = 30000);

    QString filePath() const { return m_path; }
    QString displayName() const;
    QString formatId() const { return m_formatId; }

    const Collection &collection() const { return m_collection; }
    int recordCount() const { return m_collection.size(); }
    RecordPtr record(int index) const;
    // The record's 1-based number in its file, and the way back.
    int recordNumber(int index) const;
    int indexOfRecordNumber(int number) const;
    // The text of the record in its file and the line it starts on.
    QString sourceText(int index, int *firstLine) const;

    const Diagnostics &diagnostics() const { return m_diagnostics; }

    int currentIndex() const { return m_current; }
    void setCurrentIndex(int index);
    RecordPtr currentRecord() const { return record(m_current); }
    ReplayCursor *cursor() const { return m_cursor; }

    // Hidden hands of the current record: revealed one by one or all.
    bool hasHiddenHands() const;
    bool isHidden(Seat seat) const;   // marked hidden and not revealed
    bool isRevealed(Seat seat) const { return m_revealed.contains(seat); }
    void reveal(Seat seat);
    void revealAll();
    void hideAgain();

Q_SIGNALS:
    void loadingStarted();
    void loadingProgress(qint64 done, qint64 total);
    void loadingFinished(bool cancelled, const QString &error);
    void recordsAppended(int first, int last);
    void diagnosticsChanged();
    void currentIndexChanged(int index);
    void revealedChanged();

private:
    void opened(const QString &formatId, const QByteArray &data, const QList<RecordSpan> &spans);
    void append(const LoadedBatch &batch);

    QString m_path;
    QString m_formatId;
    QByteArray m_data;
    QList<RecordSpan> m_spans;
    Collection m_collection;
    QList<int> m_recordNumbers;
    QList<int> m_recordSpans;
    Diagnostics m_diagnostics;
    int m_current = -1;
    ReplayCursor *m_cursor;
    FileLoader *m_loader = nullptr;
    bool m_loading = false;
    QSet<Seat> m_revealed;
};

} // namespace kib
