#include "analysisservice.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QMutexLocker>
#include <QPointer>
#include <QThread>

namespace kib::dd {

AnalysisService::AnalysisService(QObject *parent)
    : QObject(parent), m_shared(std::make_shared<Shared>())
{
    m_pool.setMaxThreadCount(1);
    // DDS keeps memory per worker thread: one long-lived thread
    m_pool.setExpiryTimeout(-1);
}

AnalysisService::~AnalysisService()
{
    cancel();
    m_pool.waitForDone();
}

QByteArray AnalysisService::parKey(const QByteArray &deal, Seat dealer, Vulnerability v)
{
    return deal + '|' + char('0' + dealer + 1) + char('0' + int(v));
}

std::optional<AnalysisService::TableResult> AnalysisService::cachedTable(const QByteArray &deal, Seat dealer,
                                                                         Vulnerability v) const
{
    QMutexLocker lock(&m_shared->mutex);
    auto t = m_shared->tables.constFind(deal);
    if (t == m_shared->tables.constEnd())
        return std::nullopt;
    TableResult r = *t;
    if (r.ok) {
        auto p = m_shared->pars.constFind(parKey(deal, dealer, v));
        if (p == m_shared->pars.constEnd())
            return std::nullopt;
        r.par = *p;
    }
    return r;
}

void AnalysisService::started()
{
    if (m_pending++ == 0)
        Q_EMIT busyChanged(true);
}

void AnalysisService::finished()
{
    if (--m_pending == 0)
        Q_EMIT busyChanged(false);
}

void AnalysisService::requestTable(const QByteArray &deal, Seat dealer, Vulnerability v)
{
    if (cachedTable(deal, dealer, v)) {
        QMetaObject::invokeMethod(this, [this, deal] { Q_EMIT tableReady(deal); }, Qt::QueuedConnection);
        return;
    }
    const QByteArray key = parKey(deal, dealer, v);
    if (m_tablesUnderWay.contains(key))
        return;
    m_tablesUnderWay.insert(key);
    started();
    auto shared = m_shared;
    const int generation = shared->generation.load();
    QPointer<AnalysisService> self(this);
    m_pool.start([this, self, shared, generation, deal, dealer, v, key] {
        if (shared->generation.load() == generation) {
            TableResult result;
            bool have = false;
            {
                QMutexLocker lock(&shared->mutex);
                if (auto t = shared->tables.constFind(deal); t != shared->tables.constEnd()) {
                    result = *t;
                    have = true;
                }
            }
            if (!have) {
                QList<DdTable> tables;
                result.ok = solveTables({deal}, &tables, &result.error);
                m_solves.fetch_add(1);
                if (result.ok)
                    result.table = tables.value(0);
            }
            const ParResult p = result.ok ? par(result.table, dealer, v) : ParResult();
            QMutexLocker lock(&shared->mutex);
            shared->tables.insert(deal, result);
            shared->pars.insert(key, p);
        }
        QMetaObject::invokeMethod(
            self, [self, deal, key] {
                if (!self)
                    return;
                self->m_tablesUnderWay.remove(key);
                self->finished();
                Q_EMIT self->tableReady(deal);
            },
            Qt::QueuedConnection);
    });
}

std::optional<StepValues> AnalysisService::cachedStep(const QByteArray &key) const
{
    QMutexLocker lock(&m_shared->mutex);
    auto s = m_shared->steps.constFind(key);
    if (s == m_shared->steps.constEnd())
        return std::nullopt;
    return *s;
}

void AnalysisService::requestPositions(const QList<Position> &positions)
{
    started();
    auto shared = m_shared;
    const int generation = shared->generation.load();
    QPointer<AnalysisService> self(this);
    m_pool.start([this, self, shared, generation, positions] {
        for (const Position &pos : positions) {
            if (shared->generation.load() != generation)
                break;
            const QByteArray key = pos.key();
            {
                QMutexLocker lock(&shared->mutex);
                if (shared->steps.contains(key))
                    continue;
            }
            const StepValues values = cardValues(pos);
            m_solves.fetch_add(1);
            {
                QMutexLocker lock(&shared->mutex);
                shared->steps.insert(key, values);
            }
            QMetaObject::invokeMethod(
                self, [self, key] {
                    if (self)
                        Q_EMIT self->stepReady(key);
                },
                Qt::QueuedConnection);
        }
        QMetaObject::invokeMethod(
            self, [self] {
                if (!self)
                    return;
                self->finished();
                Q_EMIT self->playDone();
            },
            Qt::QueuedConnection);
    });
}

void AnalysisService::cancel()
{
    m_shared->generation.fetch_add(1);
}

bool AnalysisService::waitForIdle(int msecs)
{
    QDeadlineTimer deadline(msecs);
    while (m_pending > 0 && !deadline.hasExpired()) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        QThread::msleep(5);
    }
    QCoreApplication::processEvents();
    return m_pending == 0;
}

} // namespace kib::dd
