#pragma once

#include "recordsortkeys.h"

#include <QAbstractProxyModel>
#include <QElapsedTimer>
#include <QTimer>

#include <atomic>
#include <vector>

class QThread;

namespace kib {

class RecordListModel;

// The record list's sort and filter, over a RecordListModel, made for files
// of a million records that are still loading (issue 18).
//
// Filter: the records where any column's RecordListModel::FilterRole text
// contains the typed text, any case; applied after a pause in typing and
// found row by row in slices on the event loop, so typing never freezes the
// window. Until the new filter has looked at every row the list shows the
// one before; then the list changes at once (one layout change).
//
// Sort: by one column's keys, computed once per row (RecordSortKeys), in
// slices; a large list is then sorted on a thread of its own (the list shows
// the order before meanwhile: isSorting()). Rows that arrive while a file
// loads are not inserted one by one: in file order they are appended; sorted,
// they wait and are merged into the sorted list a few times a second (each
// placed by binary search, the list copied once), in one layout change.
class RecordFilterProxy : public QAbstractProxyModel
{
    Q_OBJECT

public:
    explicit RecordFilterProxy(QObject *parent = nullptr);
    ~RecordFilterProxy() override;

    void setSourceModel(QAbstractItemModel *model) override;

    // Filters by 'text' once typing pauses (debounceMs).
    void setFilterTextSoon(const QString &text);
    // Filters by 'text' now (still in slices: see isFiltering()).
    void setFilterText(const QString &text);
    // The filter the list shows.
    QString filterText() const { return m_pattern; }
    // Whether a filter is waiting for typing to pause or being found.
    bool isFiltering() const { return m_debounce.isActive() || m_scanning; }
    // Whether a sort asked for is not shown yet (keys being computed, or
    // sorted on its thread), or rows that arrived wait to be merged in.
    bool isSorting() const { return m_job.active || !m_waiting.empty(); }
    // The column sorted by (-1: file order) and the order, as shown.
    int sortColumn() const { return m_keys.column(); }
    Qt::SortOrder sortOrder() const { return m_keys.descending() ? Qt::DescendingOrder : Qt::AscendingOrder; }

    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    QModelIndex mapToSource(const QModelIndex &proxyIndex) const override;
    QModelIndex mapFromSource(const QModelIndex &sourceIndex) const override;
    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;
    QModelIndex sibling(int row, int column, const QModelIndex &idx) const override;

    static constexpr int debounceMs = 250;
    static constexpr int sliceMs = 20;
    // Sorted, rows that arrive are merged in at most this often.
    static constexpr int mergeMs = 250;
    // A list up to this long is sorted (and rows merged) at once.
    static constexpr int smallList = 20000;

Q_SIGNALS:
    // The list shows the filter last asked for.
    void filteringFinished();
    // The list shows the sort last asked for, every row merged in.
    void sortingFinished();

private:
    enum : quint8 { NoMatch = 0, Match = 1 };
    const RecordListModel *model() const;
    bool matches(int row, const QString &pattern) const;
    void scanSlice();
    void restartScan();
    void keySlice();
    void startSortThread();
    void sortDone(int generation, std::vector<int> rows, int keyedRows);
    void appended(const QModelIndex &parent, int first, int last);
    void changed(const QModelIndex &from, const QModelIndex &to);
    void rebuild();
    void mergeWaiting();
    // The rows shown, from the sorted rows (or file order) and the filter.
    void reshow();
    // Runs 'change' (which sets m_shown) as one layout change, the
    // persistent indexes (the view's current row, its selection) following
    // their rows.
    void relayout(const std::function<void()> &change);
    void positions() const;

    int m_count = 0;                // source rows taken in
    std::vector<int> m_shown;       // proxy row -> source row
    mutable std::vector<int> m_position; // source row -> proxy row (-1: not shown); built when asked
    mutable bool m_positionsValid = false;

    // sort
    RecordSortKeys m_keys;          // the order shown (column -1: file order)
    std::vector<int> m_sorted;      // every row taken in, in that order (sorted only)
    std::vector<int> m_waiting;     // rows arrived, not yet merged into m_sorted
    QTimer m_merge;
    struct Job
    {
        bool active = false;
        int generation = 0;
        RecordSortKeys keys;        // being computed
        bool threadRunning = false;
    } m_job;
    QThread *m_thread = nullptr;

    // filter
    QString m_pattern;              // the filter shown
    std::vector<quint8> m_match;    // what each source row matched (empty: no filter)
    QString m_pending;              // the filter being found
    std::vector<quint8> m_pendingMatch;
    int m_scanRow = 0;
    bool m_scanning = false;
    QTimer m_debounce;
    QTimer m_slice;
    QTimer m_keySlice;
    QList<QMetaObject::Connection> m_sourceConnections;
};

} // namespace kib
