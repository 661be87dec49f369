#include "linrecordsource.h"

#include "linplugin.h"
#include "linsplit.h"

#include "parsers/utf8check.h"

namespace kib {

LinRecordSource::LinRecordSource(const LinPlugin *plugin, QByteArray data, QList<RecordSpan> spans)
    : m_plugin(plugin), m_data(std::move(data)), m_spans(std::move(spans))
{
}

RecordPtr LinRecordSource::build(int sourceIndex) const
{
    if (!m_plugin || sourceIndex < 0 || sourceIndex >= m_spans.size())
        return RecordPtr();
    std::call_once(m_once, [this]() {
        m_plain = LinPlugin::isPlain(m_data);
        m_firstHeader = lin::firstHeaderOffset(m_data);
        m_utf8 = isUtf8(m_data.constData(), m_data.size());
    });
    const RecordSpan &span = m_spans.at(sourceIndex);
    const bool alone = m_plain && (m_firstHeader < 0 || m_firstHeader > span.offset);
    const ReadResult r = alone ? m_plugin->readSpanAlone(QByteArrayView(m_data), span, sourceIndex + 1, m_utf8)
                               : m_plugin->readRecord(QByteArrayView(m_data), span, sourceIndex + 1, nullptr);
    return r.collection.isEmpty() ? RecordPtr() : r.collection.records().constFirst();
}

} // namespace kib
