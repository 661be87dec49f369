#pragma once

#include "ddsolver.h"

#include <QHash>
#include <QMutex>
#include <QObject>
#include <QSet>
#include <QThreadPool>

#include <atomic>
#include <memory>
#include <optional>

namespace kib::dd {

// Double-dummy work off the GUI thread: tables with par, and the card
// values of play positions. One worker runs the DDS calls in the order
// asked (DDS spreads each over its own threads). Results are cached by
// deal and by position for the service's life (a session): the same deal
// is never solved twice. cancel() drops what waits; the DDS call running
// finishes, and its result is cached but not waited for.
class AnalysisService : public QObject
{
    Q_OBJECT

public:
    struct TableResult
    {
        bool ok = false;
        QString error;
        DdTable table;
        ParResult par;
    };

    explicit AnalysisService(QObject *parent = nullptr);
    ~AnalysisService() override;

    // The table of a deal (dealPbn()) with par for this dealer and
    // vulnerability, when already solved.
    std::optional<TableResult> cachedTable(const QByteArray &deal, Seat dealer, Vulnerability vulnerability) const;
    // Solves it in the background unless cached or under way; tableReady()
    // follows (at once, queued, when cached).
    void requestTable(const QByteArray &deal, Seat dealer, Vulnerability vulnerability);

    std::optional<StepValues> cachedStep(const QByteArray &positionKey) const;
    // Card values at each of these positions, in order, those not cached;
    // stepReady() for each, then playDone().
    void requestPositions(const QList<Position> &positions);

    void cancel();
    bool isBusy() const { return m_pending > 0; }
    // DDS calls made so far (a table counts one): the cache at work.
    int solveCount() const { return m_solves.load(); }
    // Waits until nothing is under way (tests, screenshots).
    bool waitForIdle(int msecs = 60000);

Q_SIGNALS:
    void tableReady(const QByteArray &deal);
    void stepReady(const QByteArray &positionKey);
    void playDone();
    void busyChanged(bool busy);

private:
    static QByteArray parKey(const QByteArray &deal, Seat dealer, Vulnerability vulnerability);
    void started();
    void finished();

    struct Shared
    {
        mutable QMutex mutex;
        QHash<QByteArray, TableResult> tables;   // by deal
        QHash<QByteArray, ParResult> pars;       // by parKey()
        QHash<QByteArray, StepValues> steps;     // by Position::key()
        std::atomic_int generation{0};
    };
    std::shared_ptr<Shared> m_shared;
    QSet<QByteArray> m_tablesUnderWay;
    QThreadPool m_pool;
    int m_pending = 0;
    std::atomic_int m_solves{0};
};

} // namespace kib::dd
