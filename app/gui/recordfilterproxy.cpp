#include "recordfilterproxy.h"

#include "document.h"
#include "recordlistmodel.h"

namespace kib {

RecordFilterProxy::RecordFilterProxy(QObject *parent) : QSortFilterProxyModel(parent)
{
    setFilterRole(RecordListModel::FilterRole);
    setFilterKeyColumn(-1);
    setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(debounceMs);
    connect(&m_debounce, &QTimer::timeout, this, [this]() { setFilterText(m_pending); });
    m_slice.setSingleShot(true);
    m_slice.setInterval(0);
    connect(&m_slice, &QTimer::timeout, this, &RecordFilterProxy::scanSlice);
}

void RecordFilterProxy::setSourceModel(QAbstractItemModel *model)
{
    for (const QMetaObject::Connection &c : std::as_const(m_sourceConnections))
        disconnect(c);
    m_sourceConnections.clear();
    // (connected before the base class connects its own: what a row
    // matched is forgotten before the base class asks again)
    if (model) {
        m_sourceConnections << connect(model, &QAbstractItemModel::modelAboutToBeReset, this, [this]() {
            forget(0, -1);
        });
        m_sourceConnections << connect(model, &QAbstractItemModel::layoutAboutToBeChanged, this, [this]() {
            forget(0, -1);
        });
        m_sourceConnections << connect(model, &QAbstractItemModel::rowsAboutToBeRemoved, this, [this]() {
            forget(0, -1);
        });
        m_sourceConnections << connect(model, &QAbstractItemModel::rowsAboutToBeMoved, this, [this]() {
            forget(0, -1);
        });
        m_sourceConnections << connect(model, &QAbstractItemModel::rowsAboutToBeInserted, this,
                                       [this](const QModelIndex &, int first) {
                                           // (rows appended keep what the others matched)
                                           if (first < sourceModel()->rowCount())
                                               forget(0, -1);
                                       });
        m_sourceConnections << connect(model, &QAbstractItemModel::dataChanged, this,
                                       [this](const QModelIndex &from, const QModelIndex &to) {
                                           forget(from.row(), to.row());
                                       });
    }
    forget(0, -1);
    QSortFilterProxyModel::setSourceModel(model);
}

void RecordFilterProxy::forget(int first, int last)
{
    if (last < 0) {
        m_state.clear();
        if (m_scanning)
            restartScan();
        return;
    }
    for (int r = first; r <= last && r < m_state.size(); ++r)
        m_state[r] = Unknown;
    for (int r = first; r <= last && r < m_pendingState.size(); ++r)
        m_pendingState[r] = Unknown;
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
    m_pendingState.clear();
    m_scanRow = 0;
    m_scanning = true;
    m_slice.start();
}

void RecordFilterProxy::scanSlice()
{
    if (!m_scanning)
        return;
    const int rows = sourceModel() ? sourceModel()->rowCount() : 0;
    QElapsedTimer slice;
    slice.start();
    if (!m_pending.isEmpty()) {
        m_pendingState.resize(rows);
        while (m_scanRow < rows) {
            m_pendingState[m_scanRow] = matches(m_scanRow, m_pending) ? Match : NoMatch;
            ++m_scanRow;
            if ((m_scanRow & 63) == 0 && slice.elapsed() >= sliceMs)
                break;
        }
        if (m_scanRow < rows) {
            m_slice.start();
            return;
        }
    }
    // every row looked at: the list shows the new filter, in one change
    m_scanning = false;
    m_pattern = m_pending;
    m_state = std::move(m_pendingState);
    m_pendingState.clear();
    invalidate();
    Q_EMIT filteringFinished();
}

bool RecordFilterProxy::matches(int row, const QString &pattern) const
{
    const QAbstractItemModel *m = sourceModel();
    for (int c = 0; c < m->columnCount(); ++c)
        if (m->index(row, c).data(RecordListModel::FilterRole).toString().contains(pattern, Qt::CaseInsensitive))
            return true;
    return false;
}

bool RecordFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (m_pattern.isEmpty() || sourceParent.isValid())
        return true;
    if (sourceRow >= m_state.size())
        m_state.resize(sourceRow + 1);
    quint8 &state = m_state[sourceRow];
    if (state == Unknown)
        state = matches(sourceRow, m_pattern) ? Match : NoMatch;
    return state == Match;
}

} // namespace kib
