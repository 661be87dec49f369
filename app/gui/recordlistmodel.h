#pragma once

#include <QAbstractTableModel>
#include <QPointer>

namespace kib {

class Document;
class Record;
struct RecordSummary;

// The records of a Document as a table: board, event, players, contract,
// declarer, result, game. Rows follow the collection and grow while a file
// is read. SortRole gives values that sort naturally (board 2 before 10);
// FilterRole gives the text a filter matches (suit symbols and letters).
class RecordListModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Board, Event, Players, Contract, Declarer, Result, GameColumn, ColumnCount };
    enum Role { SortRole = Qt::UserRole + 1, FilterRole, IndexRole };

    explicit RecordListModel(QObject *parent = nullptr);

    void setDocument(Document *document);
    Document *document() const { return m_document; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The text of a cell as shown (used by data() and by tests). A bridge
    // record shows as its summary (RecordSummary), which is what a record
    // read and let go keeps.
    static QString cellText(const Record &record, int column);
    static QString cellText(const RecordSummary &summary, int column);

    // What the list sorts and filters by, without a QVariant (RecordFilterProxy
    // asks each row once): whether 'column' sorts by number (sortNumber())
    // rather than text (sortText(), compared in any case), and whether any
    // column's FilterRole text of 'row' contains 'pattern' (any case).
    static bool sortsByNumber(int column) { return column == Board || column == Result; }
    qint64 sortNumber(int row, int column) const;
    QString sortText(int row, int column) const;
    bool rowContains(int row, const QString &pattern) const;

private:
    struct Row;
    bool rowAt(int row, Row *out) const;
    static QString text(const Row &r, int column);
    static qint64 number(const Row &r, int row, int column);
    static QString sortString(const Row &r, int column);
    static QString filterString(const Row &r, int column);

    void appended(int first, int last);

    QPointer<Document> m_document;
    int m_rows = 0;
};

} // namespace kib
