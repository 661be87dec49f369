#include "findboardsjob.h"

#include "search/spansearch.h"

#include <QElapsedTimer>
#include <QThread>

namespace kib {

namespace {
constexpr int kPostEveryMs = 10; // a batch of spans found at most this often
}

FindBoardsJob *FindBoardsJob::start(const QByteArray &data, const QList<RecordSpan> &spans, const RecordQuery &query)
{
    auto *job = new FindBoardsJob;
    job->m_thread = QThread::create([job, data, spans, query, cancel = job->m_cancel]() {
        QList<int> batch;
        QElapsedTimer sincePost;
        sincePost.start();
        const auto flush = [&](int done) {
            if (cancel->load())
                return;
            job->post([job, batch, done]() {
                if (!batch.isEmpty())
                    Q_EMIT job->found(batch);
                if (done >= 0)
                    Q_EMIT job->progress(done);
            });
            batch.clear();
            sincePost.restart();
        };
        SpanSearch::Run how;
        how.needRecords = false; // (the list shows the document's records)
        how.cancel = cancel.get();
        how.found = [&](int span, int, const Record *) {
            batch.append(span);
            if (sincePost.elapsed() >= kPostEveryMs)
                flush(-1);
        };
        how.progress = [&](int done) {
            if (sincePost.elapsed() >= kPostEveryMs || done == int(spans.size()))
                flush(done);
        };
        const bool taken = SpanSearch::run(data, spans, query, how);
        if (!batch.isEmpty())
            flush(int(spans.size()));
        if (!cancel->load())
            job->post([job, taken]() { Q_EMIT job->finished(taken); });
    });
    // (queued: after everything the thread posted)
    connect(job->m_thread, &QThread::finished, job, [job]() {
        job->m_thread->wait();
        delete job->m_thread;
        job->m_thread = nullptr;
        job->deleteLater();
    });
    job->m_thread->start();
    return job;
}

void FindBoardsJob::cancel()
{
    m_cancel->store(true);
    disconnect(this, &FindBoardsJob::found, nullptr, nullptr);
    disconnect(this, &FindBoardsJob::progress, nullptr, nullptr);
    disconnect(this, &FindBoardsJob::finished, nullptr, nullptr);
}

void FindBoardsJob::post(std::function<void()> fn)
{
    QMetaObject::invokeMethod(this, std::move(fn), Qt::QueuedConnection);
}

} // namespace kib
