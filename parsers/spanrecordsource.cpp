#include "spanrecordsource.h"

namespace kib {

SpanRecordSource::SpanRecordSource(const NotationPlugin *plugin, QByteArray data, QList<RecordSpan> spans)
    : m_plugin(plugin), m_data(std::move(data)), m_spans(std::move(spans))
{
}

RecordPtr SpanRecordSource::build(int sourceIndex) const
{
    if (!m_plugin || sourceIndex < 0 || sourceIndex >= m_spans.size())
        return RecordPtr();
    ReadResult r = m_plugin->readRecord(QByteArrayView(m_data), m_spans.at(sourceIndex), sourceIndex + 1, nullptr);
    return r.collection.isEmpty() ? RecordPtr() : r.collection.records().constFirst();
}

} // namespace kib
