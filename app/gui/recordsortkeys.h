#pragma once

#include <QHash>
#include <QString>

#include <vector>

namespace kib {

class RecordListModel;

// The sort keys of one column of the record list, computed once per row
// (RecordListModel::sortNumber() or sortText()), not a QVariant per
// comparison: a number per row, or for a text column the index of its text
// among the column's distinct texts (a file of a million boards has few
// events or pairs of players). Rows are keyed in file order as they come.
// less() is the list's order: by key (texts in any case), then file order
// (a stable sort, as QSortFilterProxyModel's).
class RecordSortKeys
{
public:
    RecordSortKeys() = default;
    RecordSortKeys(int column, bool descending);

    int column() const { return m_column; }
    bool descending() const { return m_descending; }
    void setDescending(bool descending) { m_descending = descending; }
    // Rows keyed so far (0 .. keyed() - 1).
    int keyed() const { return int(m_values.size()); }
    // Keys the rows from keyed() up to 'end' (not past it).
    void keyUpTo(const RecordListModel &model, int end);
    // Keys keyed row 'row' again (it was edited).
    void rekey(const RecordListModel &model, int row);

    bool less(int a, int b) const
    {
        const int c = compare(a, b);
        if (c != 0)
            return m_descending ? c > 0 : c < 0;
        return a < b;
    }

    // Every keyed row in this order: made from a copy, on any thread (the
    // list sorts a large file on a thread of its own).
    std::vector<int> sortedRows() const;

    // Inserts 'rows' (keyed, in any order) into 'into' (in this order).
    void mergeInto(std::vector<int> &into, std::vector<int> rows) const;

private:
    qint64 keyOf(const RecordListModel &model, int row);
    int compare(int a, int b) const
    {
        if (!m_text)
            return m_values[a] < m_values[b] ? -1 : m_values[a] > m_values[b] ? 1 : 0;
        if (m_values[a] == m_values[b])
            return 0;
        return QString::compare(m_texts[m_values[a]], m_texts[m_values[b]], Qt::CaseInsensitive);
    }

    int m_column = -1;
    bool m_descending = false;
    bool m_text = false;
    std::vector<qint64> m_values;  // per row: the number, or the index of its text
    std::vector<QString> m_texts;  // a text column's distinct texts
    QHash<QString, int> m_textIndex;
};

} // namespace kib
