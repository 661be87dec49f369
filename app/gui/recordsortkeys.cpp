#include "recordsortkeys.h"

#include "document.h"
#include "recordlistmodel.h"

#include <algorithm>
#include <utility>

namespace kib {

RecordSortKeys::RecordSortKeys(int column, bool descending)
    : m_column(column), m_descending(descending), m_text(!RecordListModel::sortsByNumber(column))
{
}

qint64 RecordSortKeys::keyOf(const RecordListModel &model, int row)
{
    if (!m_text)
        return model.sortNumber(row, m_column);
    const QString text = model.sortText(row, m_column);
    auto it = m_textIndex.constFind(text);
    if (it == m_textIndex.constEnd()) {
        it = m_textIndex.insert(text, int(m_texts.size()));
        m_texts.push_back(text);
    }
    return *it;
}

void RecordSortKeys::keyUpTo(const RecordListModel &model, int end)
{
    if (end <= keyed())
        return;
    // (grown by half at least: rows come a batch at a time, and a vector
    // reserved to the row would be copied whole each time)
    if (size_t(end) > m_values.capacity())
        m_values.reserve(std::max(size_t(end), m_values.capacity() + m_values.capacity() / 2));
    for (int row = keyed(); row < end; ++row)
        m_values.push_back(keyOf(model, row));
}

void RecordSortKeys::rekey(const RecordListModel &model, int row)
{
    if (row >= 0 && row < keyed())
        m_values[row] = keyOf(model, row);
}

std::vector<int> RecordSortKeys::sortedRows() const
{
    const int n = keyed();
    // (key, row) pairs sorted as numbers: a text's key is its rank among
    // the distinct texts, found once
    std::vector<std::pair<qint64, int>> keys(size_t(n), {0, 0});
    if (m_text) {
        std::vector<int> byText(m_texts.size());
        for (size_t i = 0; i < byText.size(); ++i)
            byText[i] = int(i);
        std::sort(byText.begin(), byText.end(), [this](int a, int b) {
            const int c = QString::compare(m_texts[a], m_texts[b], Qt::CaseInsensitive);
            return c != 0 ? c < 0 : a < b;
        });
        std::vector<qint64> rank(m_texts.size());
        qint64 r = 0;
        for (size_t i = 0; i < byText.size(); ++i) {
            // (texts equal in any case share a rank)
            if (i > 0 && QString::compare(m_texts[byText[i - 1]], m_texts[byText[i]], Qt::CaseInsensitive) != 0)
                ++r;
            rank[byText[i]] = r;
        }
        for (int row = 0; row < n; ++row)
            keys[row] = {rank[m_values[row]], row};
    } else {
        for (int row = 0; row < n; ++row)
            keys[row] = {m_values[row], row};
    }
    if (m_descending)
        for (auto &k : keys)
            k.first = -k.first;
    std::sort(keys.begin(), keys.end());
    std::vector<int> out(static_cast<size_t>(n));
    for (int i = 0; i < n; ++i)
        out[i] = keys[i].second;
    return out;
}

void RecordSortKeys::mergeInto(std::vector<int> &into, std::vector<int> rows) const
{
    if (rows.empty())
        return;
    const auto less = [this](int a, int b) { return this->less(a, b); };
    std::sort(rows.begin(), rows.end(), less);
    // where each goes, by binary search (a few comparisons each, not one
    // per row of the list), then one pass copying the runs between
    std::vector<int> out;
    out.reserve(into.size() + rows.size());
    auto from = into.begin();
    for (int row : rows) {
        const auto at = std::upper_bound(from, into.end(), row, less);
        out.insert(out.end(), from, at);
        out.push_back(row);
        from = at;
    }
    out.insert(out.end(), from, into.end());
    into = std::move(out);
}

} // namespace kib
