#include "linrecordsource.h"

#include "linplugin.h"
#include "linsplit.h"

#include "parsers/utf8check.h"

namespace kib {

LinRecordSource::LinRecordSource(const LinPlugin *plugin, QByteArray data, QList<RecordSpan> spans)
    : SpanRecordSource(plugin, std::move(data), std::move(spans)), m_lin(plugin)
{
}

RecordPtr LinRecordSource::build(int sourceIndex) const
{
    if (!m_lin || sourceIndex < 0 || sourceIndex >= spans().size())
        return RecordPtr();
    std::call_once(m_once, [this]() {
        m_plain = LinPlugin::isPlain(data());
        m_firstHeader = lin::firstHeaderOffset(data());
        m_utf8 = isUtf8(data().constData(), data().size());
    });
    const RecordSpan &span = spans().at(sourceIndex);
    if (!m_plain || (m_firstHeader >= 0 && m_firstHeader <= span.offset))
        return SpanRecordSource::build(sourceIndex);
    const ReadResult r = m_lin->readSpanAlone(QByteArrayView(data()), span, sourceIndex + 1, m_utf8);
    return r.collection.isEmpty() ? RecordPtr() : r.collection.records().constFirst();
}

} // namespace kib
