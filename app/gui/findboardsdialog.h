#pragma once

#include "search/recordquery.h"

#include <QDialog>
#include <QPointer>

#include <deque>

class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTimer;
class QElapsedTimer;
class QTableView;

namespace kib {

class Document;
class FindBoardsJob;
class FindBoardsModel;

// Edit ▸ Find Boards: the records of the current file that a query finds
// (the language of `kibitzer-cli search`, docs/cli.md), listed as they are
// found, in file order. A PBN file is searched from its bytes on a thread of
// its own (SpanSearch: only the games the bytes cannot decide are read), the
// records found posted here in batches; the records whose bytes no longer
// say what they are (edited, added) are matched as records here, a few
// milliseconds at a time (a slice of 4 ms). Any other file (another notation, a PBN file with
// '#' chains) is matched record by record, in slices on the event loop. A
// file still loading is searched whole from its bytes at once: what is
// found is listed as its records arrive. A new query, a new document or
// closing the dialog stops the search. Activating a result shows that record.
class FindBoardsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit FindBoardsDialog(QWidget *parent = nullptr);
    ~FindBoardsDialog() override;

    void setDocument(Document *document);
    // Starts a search (what Find does); false when the query does not parse.
    bool find(const QString &query);
    bool isSearching() const;
    // Whether the file's bytes are searched on a thread (SpanSearch), not
    // record by record.
    bool searchesBytes() const { return m_mode == Mode::Bytes; }
    // Indexes (in the document) of the records found so far, in file order.
    QList<int> found() const;
    QLineEdit *queryEdit() const { return m_query; }
    QTableView *results() const { return m_results; }
    FindBoardsModel *resultModel() const { return m_model; }
    QLabel *status() const { return m_status; }

Q_SIGNALS:
    void recordChosen(int index);
    void searchFinished(int found);

protected:
    void hideEvent(QHideEvent *event) override;

private:
    enum class Mode { Idle, Waiting, Bytes, Records };
    void stop();
    void start();
    void startRecords();
    void slice();
    void appended();
    bool mapSome(const QElapsedTimer &clock);
    void replaced(int index);
    void spansFound(const QList<int> &spans);
    bool resolvePending(const QElapsedTimer &clock);
    void jobFinished(bool taken);
    void settle();
    void updateStatus();

    QPointer<Document> m_document;
    RecordQuery m_current;
    QLineEdit *m_query;
    QPushButton *m_findButton;
    QLabel *m_status;
    QProgressBar *m_progress;
    QTableView *m_results;
    FindBoardsModel *m_model;
    QTimer *m_timer;
    Mode m_mode = Mode::Idle;
    QPointer<FindBoardsJob> m_job;
    // Bytes: the document's record of each span (-1: none, or not as read),
    // the records to match as records, the spans found whose record has not
    // arrived yet (the file still loads), the last span a record arrived for
    QList<int> m_spanToIndex;
    QList<int> m_touched;
    int m_touchedDone = 0;
    std::deque<int> m_pending;
    int m_lastSpanArrived = -1;
    bool m_inOrder = true; // the spans mapped so far ascend
    int m_mapped = 0;      // the records whose span is known
    int m_spanCount = 0;
    int m_spansDone = 0;
    // Records: the next record to match
    int m_next = 0;
    bool m_finishedSent = false;
};

} // namespace kib
