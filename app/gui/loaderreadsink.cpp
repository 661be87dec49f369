#include "loaderreadsink.h"

#include "model/repeatgate.h"

namespace kib {

namespace {
// A batch is what the window's thread takes in one go (its rows added to the
// list, matched by the list's filter): small enough to take a few
// milliseconds, so the window answers while a large file loads (1,000
// records took 20 to 45 ms of it on a loaded machine: 250 take a quarter).
constexpr int kBatchRecords = 250;
constexpr qint64 kBatchMs = 100;
} // namespace

LoaderReadSink::LoaderReadSink(const QString &formatId, const LoadSink &sink, const std::atomic_bool *cancel)
    : m_formatId(formatId), m_sink(sink), m_cancel(cancel)
{
    m_sinceBatch.start();
}

void LoaderReadSink::setShownFirst(const RecordSpan &span, const Diagnostics &diagnostics,
                                   std::function<void()> retract)
{
    m_shownFirst = span;
    m_shownDiagnostics = diagnostics;
    m_retract = std::move(retract);
    m_first = false; // (the first record is on the table already)
}

void LoaderReadSink::begin(const QByteArray &data, const QList<RecordSpan> &spans)
{
    m_spans = spans;
    m_size = data.size();
    if (m_shownFirst) {
        const RecordSpan &a = *m_shownFirst;
        if (spans.isEmpty() || spans.first().offset != a.offset || spans.first().length != a.length
            || spans.first().line != a.line) {
            // (not expected: the whole file's first record is another)
            m_shownFirst.reset();
            m_shownDiagnostics.clear();
            m_first = true;
            if (m_retract)
                m_retract();
        }
    }
    if (m_sink.opened)
        m_sink.opened(m_formatId, data, spans);
}

void LoaderReadSink::fileComments(const QList<Commentary> &comments)
{
    m_batch.fileComments += comments;
    m_allComments += comments;
}

void LoaderReadSink::record(int spanIndex, RecordPtr record, const RecordSummary &summary)
{
    const qsizetype lastDiagnostics = m_lastDiagnostics;
    m_lastDiagnostics = -1;
    if (m_shownFirst) {
        m_shownFirst.reset();
        if (spanIndex == 0) {
            // the record on the table: shown with its diagnostics, which the
            // last batch reports again. Those handed on just before it (a
            // read that reports each record's before it) are not handed on
            // twice; else they are looked for in those still to come (a read
            // that reports them after its records, as LIN's).
            ++m_number;
            if (lastDiagnostics >= 0 && !m_shownDiagnostics.isEmpty()
                && m_batch.diagnostics.mid(lastDiagnostics) == m_shownDiagnostics) {
                m_batch.diagnostics.resize(lastDiagnostics);
                m_shownDiagnostics.clear();
            }
            return;
        }
        // (not expected: span 0 gave no record) the shown one is let go
        m_shownDiagnostics.clear();
        m_first = true;
        if (m_retract)
            m_retract();
    }
    m_batch.records.append(record);
    m_batch.summaries.append(record ? RecordSummary() : summary);
    m_batch.recordNumbers.append(++m_number);
    m_batch.spans.append(spanIndex);
    if (m_first || m_sinceBatch.elapsed() > kBatchMs || m_batch.records.size() >= kBatchRecords) {
        m_first = false;
        flush();
        if (m_sink.progress && spanIndex >= 0 && spanIndex < m_spans.size())
            m_sink.progress(m_spans.at(spanIndex).offset + m_spans.at(spanIndex).length, m_size);
    }
}

void LoaderReadSink::diagnostics(const Diagnostics &more)
{
    // (a record's diagnostics come in one piece: capped alone, they are
    // capped as the whole list is)
    Diagnostics capped = more;
    capRepeats(&capped);
    m_allDiagnostics += capped;
    if (!m_shownFirst && !m_shownDiagnostics.isEmpty()) {
        // the shown record's, after it (see record()): the last batch's
        // list has them, the batches do not hand them on twice
        const qsizetype n = m_shownDiagnostics.size();
        for (qsizetype i = 0; i + n <= capped.size(); ++i)
            if (capped.at(i) == m_shownDiagnostics.first() && capped.mid(i, n) == m_shownDiagnostics) {
                capped.remove(i, n);
                break;
            }
        m_shownDiagnostics.clear();
    }
    m_lastDiagnostics = m_batch.diagnostics.size();
    m_batch.diagnostics += capped;
}

void LoaderReadSink::flush()
{
    if (m_sink.batch
        && (!m_batch.records.isEmpty() || !m_batch.diagnostics.isEmpty() || !m_batch.fileComments.isEmpty()))
        m_sink.batch(m_batch);
    m_batch = LoadedBatch{};
    m_sinceBatch.restart();
}

void LoaderReadSink::finish()
{
    flush();
    if (!stopRequested()) {
        // (the whole file's diagnostics and commentary in place of those the
        // batches reported: the same, in one piece)
        m_batch.diagnostics = m_allDiagnostics;
        m_batch.fileComments = m_allComments;
        m_batch.replacesDiagnostics = true;
        if (m_sink.batch)
            m_sink.batch(m_batch);
        m_batch = LoadedBatch{};
    }
    if (m_sink.progress)
        m_sink.progress(m_size, m_size);
}

} // namespace kib
