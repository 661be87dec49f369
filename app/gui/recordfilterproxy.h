#pragma once

#include <QElapsedTimer>
#include <QSortFilterProxyModel>
#include <QTimer>

namespace kib {

// The record list's sort and filter. The filter (records where any column's
// RecordListModel::FilterRole text contains the typed text, any case) is
// applied after a pause in typing, and found row by row in slices on the
// event loop (as the Find Boards dialog searches): typing into it never
// freezes the window, on a file of a million records or one still loading.
// Until the new filter has looked at every row the list shows the one
// before; then the list changes at once (one layout change, not a signal a
// row). What a row matched is remembered; rows appended while a file loads
// are matched as they arrive.
class RecordFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit RecordFilterProxy(QObject *parent = nullptr);

    void setSourceModel(QAbstractItemModel *model) override;

    // Filters by 'text' once typing pauses (debounceMs).
    void setFilterTextSoon(const QString &text);
    // Filters by 'text' now (still in slices: see isFiltering()).
    void setFilterText(const QString &text);
    // The filter the list shows.
    QString filterText() const { return m_pattern; }
    // Whether a filter is waiting for typing to pause or being found.
    bool isFiltering() const { return m_debounce.isActive() || m_scanning; }

    static constexpr int debounceMs = 250;
    static constexpr int sliceMs = 20;

Q_SIGNALS:
    // The list shows the filter last asked for.
    void filteringFinished();

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    enum : quint8 { Unknown = 0, Match = 1, NoMatch = 2 };
    bool matches(int row, const QString &pattern) const;
    void scanSlice();
    void forget(int first, int last);
    void restartScan();

    QString m_pattern;                 // the filter shown
    mutable QList<quint8> m_state;     // what each source row matched (Unknown: not asked yet)
    QString m_pending;                 // the filter being found
    QList<quint8> m_pendingState;
    int m_scanRow = 0;
    bool m_scanning = false;
    QTimer m_debounce;
    QTimer m_slice;
    QList<QMetaObject::Connection> m_sourceConnections;
};

} // namespace kib
