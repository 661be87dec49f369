#pragma once

#include "fileloader.h"

#include "parsers/lazyread.h"

#include <QElapsedTimer>

#include <functional>
#include <optional>

namespace kib {

// What FileLoader::readNow() hands to the plug-in's one read
// (readLazilyInto(), the read `kibitzer-cli validate` makes):
// turns the records and diagnostics it is handed, in file order, into
// LoadedBatch'es (the first record at once, then every 100 ms or 1,000
// records), with progress; finish() sends the last batch, which holds the
// whole file's diagnostics (capped as readFile() caps them) and file
// commentary: what the CLI reports, from the same read.
class LoaderReadSink : public LazyReadSink
{
public:
    LoaderReadSink(const QString &formatId, const LoadSink &sink, const std::atomic_bool *cancel);

    void begin(const QByteArray &data, const QList<RecordSpan> &spans) override;
    void fileComments(const QList<Commentary> &comments) override;
    void record(int spanIndex, RecordPtr record, const RecordSummary &summary) override;
    void diagnostics(const Diagnostics &more) override;
    bool stopRequested() const override { return m_cancel && *m_cancel; }

    // The file's first record is already shown ('shown', read from the head
    // of a large file, span 'span'; its diagnostics are those the read gives
    // it): the read's first record is not handed on again when the read's
    // first span is that one and its record the same (the whole file may
    // read otherwise: LIN's encoding is the whole file's); otherwise
    // 'retract' is called before anything more is handed on, to let the
    // shown record go, and the read's is handed on.
    void setShownFirst(const RecordSpan &span, RecordPtr shown, std::function<void()> retract);

    // After the read: the last batch (unless cancelled) and the progress's end.
    void finish();

private:
    void flush();

    QString m_formatId;
    const LoadSink &m_sink;
    const std::atomic_bool *m_cancel;
    QList<RecordSpan> m_spans;
    qint64 m_size = 0;
    LoadedBatch m_batch;
    QElapsedTimer m_sinceBatch;
    bool m_first = true;
    int m_number = 0;
    // (the record shown first: its span, until the read's first record)
    std::optional<RecordSpan> m_shownFirst;
    RecordPtr m_shownRecord;
    std::function<void()> m_retract;
    Diagnostics m_allDiagnostics;
    QList<Commentary> m_allComments;
};

} // namespace kib
