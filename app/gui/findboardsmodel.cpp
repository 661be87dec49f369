#include "findboardsmodel.h"

#include "document.h"
#include "recordlistmodel.h"

#include <algorithm>
#include <optional>

namespace kib {

FindBoardsModel::FindBoardsModel(QObject *parent) : QAbstractTableModel(parent) {}

void FindBoardsModel::setDocument(Document *document)
{
    beginResetModel();
    m_document = document;
    m_found.clear();
    endResetModel();
}

void FindBoardsModel::clear()
{
    if (m_found.isEmpty())
        return;
    beginResetModel();
    m_found.clear();
    endResetModel();
}

void FindBoardsModel::add(const QList<int> &indexes)
{
    // the run at the end in one step, the others each in its place
    qsizetype i = 0;
    QList<int> tail;
    for (; i < indexes.size(); ++i) {
        const int index = indexes.at(i);
        if (!tail.isEmpty() ? index > tail.constLast() : (m_found.isEmpty() || index > m_found.constLast()))
            tail.append(index);
        else if (tail.isEmpty() && !contains(index)) {
            const int row = int(std::lower_bound(m_found.cbegin(), m_found.cend(), index) - m_found.cbegin());
            beginInsertRows(QModelIndex(), row, row);
            m_found.insert(row, index);
            endInsertRows();
        } else if (!tail.isEmpty()) {
            break; // (out of order after the run: the rest one by one)
        }
    }
    if (!tail.isEmpty()) {
        const int first = int(m_found.size());
        beginInsertRows(QModelIndex(), first, first + int(tail.size()) - 1);
        m_found.append(tail);
        endInsertRows();
    }
    if (i < indexes.size())
        add(indexes.mid(i));
}

void FindBoardsModel::remove(int index)
{
    const auto it = std::lower_bound(m_found.cbegin(), m_found.cend(), index);
    if (it == m_found.cend() || *it != index)
        return;
    const int row = int(it - m_found.cbegin());
    beginRemoveRows(QModelIndex(), row, row);
    m_found.removeAt(row);
    endRemoveRows();
}

bool FindBoardsModel::contains(int index) const
{
    return std::binary_search(m_found.cbegin(), m_found.cend(), index);
}

int FindBoardsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_found.size());
}

int FindBoardsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant FindBoardsModel::data(const QModelIndex &index, int role) const
{
    if (role != Qt::DisplayRole || !m_document || !index.isValid() || index.row() >= m_found.size())
        return QVariant();
    const int record = m_found.at(index.row());
    if (record >= m_document->recordCount())
        return QVariant();
    if (index.column() == Number)
        return QString::number(m_document->recordNumber(record));
    // (as the record list shows it: from the summary when not built)
    const Collection &records = m_document->collection();
    std::optional<RecordSummary> summary;
    RecordPtr built;
    if (!records.isBuilt(record))
        summary = records.summary(record);
    else if (!(built = records.record(record)))
        return QVariant();
    const auto cell = [&](int column) {
        return summary ? RecordListModel::cellText(*summary, column) : RecordListModel::cellText(*built, column);
    };
    switch (index.column()) {
    case Board: return cell(RecordListModel::Board);
    case Contract: {
        const QString contract = cell(RecordListModel::Contract);
        const QString declarer = cell(RecordListModel::Declarer);
        return declarer.isEmpty() || contract.isEmpty() ? contract : contract + QLatin1Char(' ') + declarer;
    }
    case Tricks: return cell(RecordListModel::Result);
    case Event: return cell(RecordListModel::Event);
    }
    return QVariant();
}

QVariant FindBoardsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QVariant();
    switch (section) {
    case Number: return tr("#");
    case Board: return tr("Board");
    case Contract: return tr("Contract");
    case Tricks: return tr("Tricks");
    case Event: return tr("Event");
    }
    return QVariant();
}

} // namespace kib
