#pragma once

#include "notationplugin.h"

#include "model/recordsource.h"

namespace kib {

// Builds a record again from its span of a file's bytes, through the
// plug-in that read it (NotationPlugin::readRecord() with no record before:
// only for records that stand alone, ReadResult::standsAlone). Keeps the
// bytes (a QByteArray is shared, not copied). The plug-in must outlive the
// source: plug-ins are stateless, so a static instance or the built-in
// registry's serves.
class SpanRecordSource : public RecordSource
{
public:
    SpanRecordSource(const NotationPlugin *plugin, QByteArray data, QList<RecordSpan> spans);

    RecordPtr build(int sourceIndex) const override;

    const QByteArray &data() const { return m_data; }
    const QList<RecordSpan> &spans() const { return m_spans; }

private:
    const NotationPlugin *m_plugin;
    QByteArray m_data;
    QList<RecordSpan> m_spans;
};

} // namespace kib
