#include "lazyread.h"

#include "model/hugepages.h"

namespace kib {

LazyReadSink::~LazyReadSink() = default;
LazyReading::~LazyReading() = default;

void readLazilyInto(const NotationPlugin &plugin, const QByteArray &data, LazyReadSink &sink,
                    const ReadOptions &options)
{
    if (const auto *own = dynamic_cast<const LazyReading *>(&plugin)) {
        own->readLazilyInto(data, sink, options);
        return;
    }
    const QList<RecordSpan> spans = plugin.split(data);
    sink.begin(data, spans);
    ReadResult r = plugin.readLazily(data);
    const Collection &c = r.collection;
    sink.fileComments(c.fileComments());
    // (a record's own span when each span gave one record: saving then
    // keeps the bytes of the records not changed)
    const bool oneEach = c.size() == spans.size();
    for (int i = 0; i < c.size(); ++i) {
        if (c.isBuilt(i))
            sink.record(oneEach ? i : -1, c.record(i), RecordSummary());
        else
            sink.record(c.sourceIndexOf(i), RecordPtr(), c.summary(i));
    }
    sink.diagnostics(r.diagnostics);
}

void LazyReadSink::begin(const QByteArray &, const QList<RecordSpan> &) {}

void CollectingReadSink::begin(const QByteArray &data, const QList<RecordSpan> &spans)
{
    m_out->collection.reserve(int(spans.size()), m_source != nullptr);
    if (m_source) {
        m_out->collection.setSource(m_source->recordSource(data, spans));
    }
}

void CollectingReadSink::fileComments(const QList<Commentary> &comments)
{
    m_out->collection.fileComments() += comments;
}

void CollectingReadSink::record(int spanIndex, RecordPtr record, const RecordSummary &summary)
{
    if (record && !m_source)
        m_out->collection.append(std::move(record)); // (as read() keeps them: no source place)
    else if (record)
        m_out->collection.appendFrom(std::move(record), spanIndex);
    else
        m_out->collection.appendUnbuilt(spanIndex, summary);
}

void CollectingReadSink::diagnostics(const Diagnostics &more)
{
    Diagnostics &all = m_out->diagnostics;
    // (a large file's warnings are many: once they take a megabyte, their
    // list grows here to twice its size, advised before it is written)
    if (all.size() + more.size() > all.capacity() && all.size() * qsizetype(sizeof(Diagnostic)) >= 1024 * 1024) {
        Diagnostics bigger;
        bigger.reserve(2 * (all.size() + more.size()));
        adviseHugePagesFor(bigger);
        bigger.append(std::move(all));
        all.swap(bigger);
    }
    all += more;
}

} // namespace kib
