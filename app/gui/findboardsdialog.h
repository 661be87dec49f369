#pragma once

#include "search/recordquery.h"

#include <QDialog>
#include <QPointer>

class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTimer;
class QTreeWidget;

namespace kib {

class Document;

// Edit ▸ Find Boards: the records of the current file that a query finds
// (the language of `kibitzer-cli search`, docs/cli.md), listed as they are
// found. The search runs in slices on the event loop, so the window stays
// responsive; a record not built is built for the look and let go again (a
// search builds nothing that stays). Records that arrive while the file
// still loads are searched as they come. Activating a result shows that
// record.
class FindBoardsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit FindBoardsDialog(QWidget *parent = nullptr);

    void setDocument(Document *document);
    // Starts a search (what Find does); false when the query does not parse.
    bool find(const QString &query);
    bool isSearching() const;
    // Indexes (in the document) of the records found so far, in file order.
    QList<int> found() const { return m_found; }
    QLineEdit *queryEdit() const { return m_query; }
    QTreeWidget *results() const { return m_results; }
    QLabel *status() const { return m_status; }

Q_SIGNALS:
    void recordChosen(int index);
    void searchFinished(int found);

private:
    void slice();
    void updateStatus();

    QPointer<Document> m_document;
    RecordQuery m_current;
    QLineEdit *m_query;
    QPushButton *m_findButton;
    QLabel *m_status;
    QProgressBar *m_progress;
    QTreeWidget *m_results;
    QTimer *m_timer;
    QList<int> m_found;
    int m_next = 0;
    int m_generation = 0;
};

} // namespace kib
