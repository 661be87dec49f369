#pragma once

#include "fileloader.h"

#include "parsers/fileio.h"

#include "model/collection.h"
#include "model/replaycursor.h"

#include <QObject>
#include <QSet>

#include <functional>

class QUndoStack;

namespace kib {

// One open file: its collection of records, the diagnostics from reading
// it, the current record and the replay cursor over it, and which hidden
// hands the user has revealed. Every view of the file binds to one
// Document. Edits go through the document's undo stack (one per document):
// the commands in edit/ call the primitives below, which announce what
// changed; nothing else changes the records.
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

    // --- Editing (document_edit.cpp) -------------------------------------
    QUndoStack *undoStack() const { return m_undo; }
    // Unsaved changes: the undo stack is not at the state last saved or opened.
    bool isModified() const;
    // One undoable change of record 'index', named 'text' ("Bid 1NT"):
    // 'change' edits a copy of the record; nothing is pushed when it returns
    // false. Afterwards the record is current and the replay stands at
    // 'stepAfter' (-1: the step it was at, clamped). Returns whether a
    // command was pushed.
    bool editRecord(int index, const QString &text, const std::function<bool(Record &)> &change,
                    int stepAfter = -1);
    bool editCurrentRecord(const QString &text, const std::function<bool(Record &)> &change, int stepAfter = -1)
    {
        return editRecord(m_current, text, change, stepAfter);
    }
    // Structural edits, each one undoable command.
    void insertRecord(int index, RecordPtr record, const QString &text);
    void removeRecord(int index);
    void moveRecord(int from, int to);

    // Whether record 'index' is exactly the record read from the file (not
    // edited, or edited and undone back): saving in the file's own notation
    // copies its bytes. Its span in originalData(), -1 when not untouched.
    bool isUntouched(int index) const { return untouchedSpan(index) >= 0; }
    int untouchedSpan(int index) const;
    const QByteArray &originalData() const { return m_data; }
    const QList<RecordSpan> &originalSpans() const { return m_spans; }
    // After a save: the new file name and notation; the stack marked clean.
    void setSaved(const QString &path, const QString &formatId);

    // --- Saving (document_save.cpp) --------------------------------------
    // Writes the records to the file and notation they were read from or
    // last saved as (an error when there is none: use saveAs()).
    SavedFile save();
    // Writes the records to 'path' in notation 'formatId', atomically and
    // read back first. In the notation the document was read (or last
    // saved) in, untouched records keep their bytes. On success the file
    // becomes the document's: its path, notation, the bytes later saves
    // keep, and the clean state of the undo stack.
    SavedFile saveAs(const QString &path, const QString &formatId);
    // What saving in 'formatId' would lose, one warning per loss naming the
    // record (only records that are not kept byte for byte can lose).
    Diagnostics lossesIn(const QString &formatId) const;
    // The notations that can be written and hold the games of every record.
    QList<const NotationPlugin *> writableFormats() const;
    // Records recovered from an autosave of the file 'path' (notation
    // 'formatId'): the document is modified until saved. Records equal to
    // one in the file at 'path' count as untouched.
    void setRecovered(Collection collection, const QString &path, const QString &formatId);

    // Primitives for the undo commands (edit/recordcommands.h) only.
    struct Entry
    {
        RecordPtr record;
        int number = 0;  // 1-based number in the file read, 0 for a new record
        int span = -1;   // its span in originalData(), -1 for a new record
    };
    Entry entry(int index) const;
    void replaceRecordAt(int index, RecordPtr record);
    void insertEntryAt(int index, const Entry &entry);
    Entry takeEntryAt(int index);
    // Makes 'index' current at 'step' (clamped), even when it already is.
    void setPosition(int index, int step);
    int currentStep() const;

Q_SIGNALS:
    void loadingStarted();
    void loadingProgress(qint64 done, qint64 total);
    void loadingFinished(bool cancelled, const QString &error);
    void recordsAppended(int first, int last);
    void diagnosticsChanged();
    void currentIndexChanged(int index);
    void revealedChanged();
    // Editing: a record changed in place, or records were inserted, removed
    // or moved (views reset their rows); the modified state changed.
    void recordReplaced(int index);
    void recordsAboutToBeRearranged();
    void recordsRearranged();
    void modifiedChanged(bool modified);
    // After a save: the path, notation and record numbers may have changed.
    void saved();

private:
    void opened(const QString &formatId, const QByteArray &data, const QList<RecordSpan> &spans);
    void append(const LoadedBatch &batch);
    void adoptFile(const QByteArray &data, const QString &formatId, bool inOrder);

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
    QUndoStack *m_undo;
    // the records as read, by span: a record is untouched while it is the
    // very object read from its span
    QList<RecordPtr> m_originals;
};

} // namespace kib
