#pragma once

#include <QWidget>

class QComboBox;
class QLineEdit;
class QAbstractProxyModel;
class QTableView;

namespace kib {

class Document;
class RecordFilterProxy;
class RecordListModel;

// The record list: the open files (when there are several), a filter box
// that matches any column (applied once typing pauses, found in slices:
// RecordFilterProxy), and the sortable table of records.
class RecordListPanel : public QWidget
{
    Q_OBJECT

public:
    explicit RecordListPanel(QWidget *parent = nullptr);

    void setDocuments(const QList<Document *> &documents, Document *current);
    void setDocument(Document *document);
    Document *document() const;

    // Makes the record at source row 'index' the selected row.
    void selectRecord(int index);
    // The record 'delta' visible rows away from 'index' in the list's
    // current order (sorted, filtered); -1 when there is none.
    int neighbour(int index, int delta) const;

    RecordListModel *model() const { return m_model; }
    QAbstractProxyModel *proxy() const;
    RecordFilterProxy *filter() const { return m_proxy; }
    QTableView *view() const { return m_view; }
    QLineEdit *filterEdit() const { return m_filter; }

    QByteArray saveHeaderState() const;
    void restoreHeaderState(const QByteArray &state);

Q_SIGNALS:
    void recordActivated(int index);
    void documentSelected(int index);

private:
    void currentRowChanged();

    QComboBox *m_files;
    QLineEdit *m_filter;
    QTableView *m_view;
    RecordListModel *m_model;
    RecordFilterProxy *m_proxy;
    bool m_syncing = false;
};

} // namespace kib
