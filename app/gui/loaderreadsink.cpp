#include "loaderreadsink.h"

#include "model/cardrecord.h"
#include "model/repeatgate.h"

#include <utility>

namespace kib {

namespace {
// A batch is what the window's thread takes in one go (its rows added to the
// list, matched by the list's filter): small enough to take a few
// milliseconds, so the window answers while a large file loads (1,000
// records took 20 to 45 ms of it on a loaded machine: 250 take a quarter).
constexpr int kBatchRecords = 250;
constexpr qint64 kBatchMs = 100;

// The whole file's first record is the one shown (read from the file's
// head): the same bridge deal, auction, play, tags, notes and commentary,
// from the same line. A read that keeps it unbuilt ('read' null: it stands
// alone, and is built again from its span's bytes as the head's read built
// it) gives the same.
bool sameRecord(const Record *shown, const Record *read)
{
    if (!read)
        return shown != nullptr;
    const auto *a = dynamic_cast<const CardRecord *>(shown);
    const auto *b = dynamic_cast<const CardRecord *>(read);
    return a && b && *a == *b && a->sourceLine() == b->sourceLine();
}
} // namespace

LoaderReadSink::LoaderReadSink(const QString &formatId, const LoadSink &sink, const std::atomic_bool *cancel)
    : m_formatId(formatId), m_sink(sink), m_cancel(cancel)
{
    m_sinceBatch.start();
}

void LoaderReadSink::setShownFirst(const RecordSpan &span, RecordPtr shown, std::function<void()> retract)
{
    m_shownFirst = span;
    m_shownRecord = std::move(shown);
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
    if (m_shownFirst) {
        m_shownFirst.reset();
        const RecordPtr shown = std::exchange(m_shownRecord, RecordPtr());
        if (spanIndex == 0 && sameRecord(shown.get(), record.get())) {
            // the record on the table (its diagnostics, which the shown one
            // came without, are handed on as the read gives them)
            ++m_number;
            return;
        }
        // (span 0 gave no record, or another: read from the whole file, it
        // reads otherwise) the shown one is let go
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
    m_batch.diagnostics += capped;
    m_allDiagnostics += capped;
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
