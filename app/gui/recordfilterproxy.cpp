#include "recordfilterproxy.h"

#include "document.h"
#include "recordlistmodel.h"

#include <QThread>

#include <memory>

namespace kib {

RecordFilterProxy::RecordFilterProxy(QObject *parent) : QAbstractProxyModel(parent)
{
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(debounceMs);
    connect(&m_debounce, &QTimer::timeout, this, [this]() { setFilterText(m_pending); });
    m_slice.setSingleShot(true);
    m_slice.setInterval(0);
    connect(&m_slice, &QTimer::timeout, this, &RecordFilterProxy::scanSlice);
    m_keySlice.setSingleShot(true);
    m_keySlice.setInterval(0);
    connect(&m_keySlice, &QTimer::timeout, this, &RecordFilterProxy::keySlice);
    m_merge.setSingleShot(true);
    m_merge.setInterval(mergeMs);
    connect(&m_merge, &QTimer::timeout, this, &RecordFilterProxy::mergeWaiting);
}

RecordFilterProxy::~RecordFilterProxy()
{
    // (a sort thread reports to this object: it ends first)
    for (QThread *t : findChildren<QThread *>(Qt::FindDirectChildrenOnly))
        t->wait();
}

const RecordListModel *RecordFilterProxy::model() const
{
    return qobject_cast<const RecordListModel *>(sourceModel());
}

void RecordFilterProxy::setSourceModel(QAbstractItemModel *source)
{
    for (const QMetaObject::Connection &c : std::as_const(m_sourceConnections))
        disconnect(c);
    m_sourceConnections.clear();
    beginResetModel();
    QAbstractProxyModel::setSourceModel(source);
    if (source) {
        // RecordListModel appends rows while a file loads, changes a row when
        // it is edited, and resets for anything else; anything else is
        // taken as a reset too
        const auto begin = [this]() { beginResetModel(); };
        const auto end = [this]() {
            rebuild();
            endResetModel();
        };
        m_sourceConnections << connect(source, &QAbstractItemModel::modelAboutToBeReset, this, begin);
        m_sourceConnections << connect(source, &QAbstractItemModel::modelReset, this, end);
        m_sourceConnections << connect(source, &QAbstractItemModel::layoutAboutToBeChanged, this, begin);
        m_sourceConnections << connect(source, &QAbstractItemModel::layoutChanged, this, end);
        m_sourceConnections << connect(source, &QAbstractItemModel::rowsAboutToBeRemoved, this, begin);
        m_sourceConnections << connect(source, &QAbstractItemModel::rowsRemoved, this, end);
        m_sourceConnections << connect(source, &QAbstractItemModel::rowsAboutToBeMoved, this, begin);
        m_sourceConnections << connect(source, &QAbstractItemModel::rowsMoved, this, end);
        m_sourceConnections << connect(source, &QAbstractItemModel::rowsAboutToBeInserted, this,
                                       [this](const QModelIndex &parent, int first) {
                                           if (!parent.isValid() && first != m_count)
                                               beginResetModel(); // (not appended: see appended())
                                       });
        m_sourceConnections << connect(source, &QAbstractItemModel::rowsInserted, this, &RecordFilterProxy::appended);
        m_sourceConnections << connect(source, &QAbstractItemModel::dataChanged, this, &RecordFilterProxy::changed);
    }
    rebuild();
    endResetModel();
}

// --- the mapping ---------------------------------------------------------

QModelIndex RecordFilterProxy::mapToSource(const QModelIndex &proxyIndex) const
{
    if (!proxyIndex.isValid() || !sourceModel() || proxyIndex.row() >= int(m_shown.size()))
        return {};
    return sourceModel()->index(m_shown[proxyIndex.row()], proxyIndex.column());
}

void RecordFilterProxy::positions() const
{
    if (m_positionsValid)
        return;
    m_position.assign(size_t(m_count), -1);
    for (size_t i = 0; i < m_shown.size(); ++i)
        m_position[m_shown[i]] = int(i);
    m_positionsValid = true;
}

QModelIndex RecordFilterProxy::mapFromSource(const QModelIndex &sourceIndex) const
{
    if (!sourceIndex.isValid() || sourceIndex.model() != sourceModel() || sourceIndex.row() >= m_count)
        return {};
    positions();
    const int row = m_position[sourceIndex.row()];
    return row < 0 ? QModelIndex() : createIndex(row, sourceIndex.column());
}

QModelIndex RecordFilterProxy::index(int row, int column, const QModelIndex &parent) const
{
    if (parent.isValid() || row < 0 || row >= int(m_shown.size()) || column < 0 || column >= columnCount())
        return {};
    return createIndex(row, column);
}

QModelIndex RecordFilterProxy::parent(const QModelIndex &) const
{
    return {};
}

QModelIndex RecordFilterProxy::sibling(int row, int column, const QModelIndex &) const
{
    return index(row, column);
}

int RecordFilterProxy::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_shown.size());
}

int RecordFilterProxy::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || !sourceModel() ? 0 : sourceModel()->columnCount();
}

bool RecordFilterProxy::hasChildren(const QModelIndex &parent) const
{
    return !parent.isValid() && !m_shown.empty();
}

// --- what is shown -------------------------------------------------------

void RecordFilterProxy::reshow()
{
    m_shown.clear();
    const bool filtered = !m_pattern.isEmpty();
    const auto keep = [&](int row) { return !filtered || m_match[row] == Match; };
    if (m_keys.column() < 0) {
        m_shown.reserve(size_t(m_count));
        for (int row = 0; row < m_count; ++row)
            if (keep(row))
                m_shown.push_back(row);
    } else {
        m_shown.reserve(m_sorted.size());
        for (int row : m_sorted)
            if (keep(row))
                m_shown.push_back(row);
    }
    m_positionsValid = false;
}

void RecordFilterProxy::relayout(const std::function<void()> &change)
{
    Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    std::vector<int> rows;
    rows.reserve(size_t(before.size()));
    for (const QModelIndex &i : before)
        rows.push_back(i.row() >= 0 && i.row() < int(m_shown.size()) ? m_shown[i.row()] : -1);
    change();
    m_positionsValid = false;
    QModelIndexList after;
    after.reserve(before.size());
    if (!before.isEmpty())
        positions();
    for (qsizetype i = 0; i < before.size(); ++i) {
        const int row = rows[i] >= 0 && rows[i] < m_count ? m_position[rows[i]] : -1;
        after.append(row >= 0 ? createIndex(row, before.at(i).column()) : QModelIndex());
    }
    changePersistentIndexList(before, after);
    Q_EMIT layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

void RecordFilterProxy::rebuild()
{
    // (everything again, at once: the source was reset or rearranged)
    ++m_job.generation;
    const bool job = m_job.active;
    const int column = job ? m_job.keys.column() : m_keys.column();
    const bool descending = job ? m_job.keys.descending() : m_keys.descending();
    m_job.active = false;
    m_keySlice.stop();
    m_merge.stop();
    m_count = model() ? model()->rowCount() : 0;
    m_match.clear();
    if (!m_pattern.isEmpty()) {
        m_match.resize(size_t(m_count));
        for (int row = 0; row < m_count; ++row)
            m_match[row] = matches(row, m_pattern) ? Match : NoMatch;
    }
    if (m_scanning)
        restartScan();
    m_keys = column >= 0 ? RecordSortKeys(column, descending) : RecordSortKeys();
    m_sorted.clear();
    m_waiting.clear();
    if (column >= 0 && model()) {
        m_keys.keyUpTo(*model(), m_count);
        m_sorted = m_keys.sortedRows();
    }
    reshow();
    if (job)
        Q_EMIT sortingFinished();
}

void RecordFilterProxy::appended(const QModelIndex &parent, int first, int last)
{
    if (parent.isValid())
        return;
    if (first != m_count) {
        rebuild();
        endResetModel();
        return;
    }
    const int end = last + 1;
    const bool filtered = !m_pattern.isEmpty();
    if (filtered) {
        m_match.resize(size_t(end));
        for (int row = first; row < end; ++row)
            m_match[row] = matches(row, m_pattern) ? Match : NoMatch;
    }
    m_count = end;
    if (m_job.active && m_job.keys.keyed() == first && model())
        m_job.keys.keyUpTo(*model(), end); // (sorted on its thread meanwhile)
    if (m_keys.column() < 0) {
        // in file order: the rows that match go at the end
        std::vector<int> rows;
        for (int row = first; row < end; ++row)
            if (!filtered || m_match[row] == Match)
                rows.push_back(row);
        if (m_positionsValid)
            m_position.resize(size_t(end), -1);
        if (rows.empty())
            return;
        const int at = int(m_shown.size());
        beginInsertRows(QModelIndex(), at, at + int(rows.size()) - 1);
        for (size_t i = 0; i < rows.size(); ++i) {
            m_shown.push_back(rows[i]);
            if (m_positionsValid)
                m_position[rows[i]] = at + int(i);
        }
        endInsertRows();
        return;
    }
    // sorted: they wait, and are merged in a few times a second
    m_keys.keyUpTo(*model(), end);
    for (int row = first; row < end; ++row)
        m_waiting.push_back(row);
    if (m_sorted.size() + m_waiting.size() <= size_t(smallList))
        mergeWaiting();
    else if (!m_merge.isActive())
        m_merge.start();
}

void RecordFilterProxy::mergeWaiting()
{
    m_merge.stop();
    if (m_waiting.empty() || m_keys.column() < 0) {
        m_waiting.clear();
        return;
    }
    relayout([this]() {
        std::vector<int> rows = std::move(m_waiting);
        m_waiting.clear();
        std::vector<int> shown;
        if (m_pattern.isEmpty()) {
            shown = rows;
        } else {
            for (int row : rows)
                if (m_match[row] == Match)
                    shown.push_back(row);
        }
        m_keys.mergeInto(m_sorted, std::move(rows));
        m_keys.mergeInto(m_shown, std::move(shown));
    });
    if (!isSorting())
        Q_EMIT sortingFinished();
}

void RecordFilterProxy::changed(const QModelIndex &from, const QModelIndex &to)
{
    if (from.parent().isValid() || !model())
        return;
    const int first = qMax(0, from.row());
    const int last = qMin(to.row(), m_count - 1);
    if (last < first)
        return;
    for (int row = first; row <= last; ++row) {
        if (!m_pattern.isEmpty())
            m_match[row] = matches(row, m_pattern) ? Match : NoMatch;
        if (m_scanning && row < int(m_pendingMatch.size()))
            m_pendingMatch[row] = matches(row, m_pending) ? Match : NoMatch;
    }
    if (m_job.active) {
        // (its keys are stale: sorted again)
        const int column = m_job.keys.column();
        const Qt::SortOrder order = m_job.keys.descending() ? Qt::DescendingOrder : Qt::AscendingOrder;
        m_job.active = false;
        m_job.keys = RecordSortKeys();
        sort(column, order);
    }
    relayout([&]() {
        if (m_keys.column() >= 0) {
            // the changed rows placed again by their new keys
            for (int row = first; row <= last; ++row)
                m_keys.rekey(*model(), row);
            std::vector<int> rows;
            std::erase_if(m_sorted, [&](int row) { return row >= first && row <= last; });
            for (int row = first; row <= last; ++row)
                if (std::find(m_waiting.begin(), m_waiting.end(), row) == m_waiting.end())
                    rows.push_back(row);
            m_keys.mergeInto(m_sorted, std::move(rows));
        }
        reshow();
    });
    positions();
    for (int row = first; row <= last; ++row)
        if (m_position[row] >= 0)
            Q_EMIT dataChanged(index(m_position[row], 0), index(m_position[row], columnCount() - 1));
}

// --- sorting -------------------------------------------------------------

void RecordFilterProxy::sort(int column, Qt::SortOrder order)
{
    if (column >= columnCount())
        column = -1;
    const bool descending = order == Qt::DescendingOrder;
    const bool asked = m_job.active ? (column == m_job.keys.column() && descending == m_job.keys.descending())
                                    : (column == m_keys.column() && (column < 0 || descending == m_keys.descending()));
    if (asked)
        return;
    ++m_job.generation; // (a sort on its thread is not wanted any more)
    m_job.active = false;
    m_keySlice.stop();
    if (column < 0 || !model()) {
        relayout([this]() {
            m_keys = RecordSortKeys();
            m_sorted.clear();
            m_waiting.clear();
            reshow();
        });
        Q_EMIT sortingFinished();
        return;
    }
    // the same column the other way: its keys are there already
    RecordSortKeys keys = column == m_keys.column() ? m_keys : RecordSortKeys(column, descending);
    keys.setDescending(descending);
    if (m_count <= smallList) {
        keys.keyUpTo(*model(), m_count);
        std::vector<int> rows = keys.sortedRows();
        relayout([&]() {
            m_keys = std::move(keys);
            m_sorted = std::move(rows);
            m_waiting.clear();
            reshow();
        });
        Q_EMIT sortingFinished();
        return;
    }
    m_job.active = true;
    m_job.keys = std::move(keys);
    m_keySlice.start();
}

void RecordFilterProxy::keySlice()
{
    if (!m_job.active || !model())
        return;
    QElapsedTimer slice;
    slice.start();
    while (m_job.keys.keyed() < m_count) {
        m_job.keys.keyUpTo(*model(), qMin(m_count, m_job.keys.keyed() + 256));
        if (slice.elapsed() >= sliceMs)
            break;
    }
    if (m_job.keys.keyed() < m_count) {
        m_keySlice.start();
        return;
    }
    startSortThread();
}

void RecordFilterProxy::startSortThread()
{
    // the keys copied (a number a row) and sorted on a thread of their own;
    // rows that arrive meanwhile are keyed here and merged in after
    const auto keys = std::make_shared<const RecordSortKeys>(m_job.keys);
    const int generation = m_job.generation;
    QThread *thread = QThread::create([this, keys, generation]() {
        auto rows = std::make_shared<std::vector<int>>(keys->sortedRows());
        const int keyed = keys->keyed();
        QMetaObject::invokeMethod(
            this, [this, rows, generation, keyed]() { sortDone(generation, std::move(*rows), keyed); },
            Qt::QueuedConnection);
    });
    thread->setObjectName(QStringLiteral("kibitzer-sort"));
    thread->setParent(this);
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    thread->start();
}

void RecordFilterProxy::sortDone(int generation, std::vector<int> rows, int keyedRows)
{
    if (generation != m_job.generation || !m_job.active)
        return;
    m_job.active = false;
    relayout([&]() {
        m_keys = std::move(m_job.keys);
        m_job.keys = RecordSortKeys();
        m_keys.keyUpTo(*model(), m_count);
        m_sorted = std::move(rows);
        // (what arrived while it was sorted)
        m_waiting.clear();
        std::vector<int> later;
        for (int row = keyedRows; row < m_count; ++row)
            later.push_back(row);
        m_keys.mergeInto(m_sorted, std::move(later));
        reshow();
    });
    m_merge.stop();
    Q_EMIT sortingFinished();
}

// --- filtering -----------------------------------------------------------

bool RecordFilterProxy::matches(int row, const QString &pattern) const
{
    return model() && model()->rowContains(row, pattern);
}

void RecordFilterProxy::setFilterTextSoon(const QString &text)
{
    m_pending = text;
    m_slice.stop();
    m_scanning = false;
    m_debounce.start();
}

void RecordFilterProxy::setFilterText(const QString &text)
{
    m_debounce.stop();
    m_pending = text;
    restartScan();
}

void RecordFilterProxy::restartScan()
{
    m_pendingMatch.clear();
    m_scanRow = 0;
    m_scanning = true;
    m_slice.start();
}

void RecordFilterProxy::scanSlice()
{
    if (!m_scanning)
        return;
    QElapsedTimer slice;
    slice.start();
    if (!m_pending.isEmpty()) {
        m_pendingMatch.resize(size_t(m_count));
        while (m_scanRow < m_count) {
            m_pendingMatch[m_scanRow] = matches(m_scanRow, m_pending) ? Match : NoMatch;
            ++m_scanRow;
            if ((m_scanRow & 63) == 0 && slice.elapsed() >= sliceMs)
                break;
        }
        if (m_scanRow < m_count) {
            m_slice.start();
            return;
        }
    }
    // every row looked at: the list shows the new filter, in one change
    m_scanning = false;
    relayout([this]() {
        m_pattern = m_pending;
        m_match = m_pattern.isEmpty() ? std::vector<quint8>() : std::move(m_pendingMatch);
        m_pendingMatch.clear();
        reshow();
    });
    Q_EMIT filteringFinished();
}

} // namespace kib
