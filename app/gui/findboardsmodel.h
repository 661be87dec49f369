#pragma once

#include <QAbstractTableModel>
#include <QList>
#include <QPointer>

namespace kib {

class Document;

// The records Find Boards has found, in file order (their indexes in the
// document), for its result list: a row is a record's number, board,
// contract, tricks and event, shown from its summary when it is not built
// (nothing is built for the list). Hundreds of thousands of rows cost an int
// each.
class FindBoardsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Number, Board, Contract, Tricks, Event, ColumnCount };

    explicit FindBoardsModel(QObject *parent = nullptr);

    void setDocument(Document *document);
    void clear();
    // Adds records found (indexes ascending); those already listed are not
    // added again. Found at the end of the list (the usual case) they are
    // added in one step.
    void add(const QList<int> &indexes);
    void add(int index) { add(QList<int>{index}); }
    void remove(int index);
    bool contains(int index) const;
    const QList<int> &found() const { return m_found; }
    int indexAt(int row) const { return m_found.value(row, -1); }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QPointer<Document> m_document;
    QList<int> m_found; // ascending
};

} // namespace kib
