#include "recordwriter.h"

#include "notationplugin.h"
#include "recordsink.h"

namespace kib {

RecordWriter::~RecordWriter() = default;
RecordSink::~RecordSink() = default;
RecordStreaming::~RecordStreaming() = default;

namespace {

Diagnostics readWhole(const NotationPlugin &plugin, const QByteArray &data, RecordSink &sink)
{
    ReadResult r = plugin.read(data);
    sink.fileComments(r.collection.fileComments());
    for (const RecordPtr &record : r.collection.records())
        sink.record(record);
    return r.diagnostics;
}

} // namespace

Diagnostics RecordStreaming::readEach(const QByteArray &data, RecordSink &sink) const
{
    return readWhole(*dynamic_cast<const NotationPlugin *>(this), data, sink);
}

std::unique_ptr<RecordWriter> RecordStreaming::recordWriter(QIODevice *out) const
{
    return std::make_unique<CollectingRecordWriter>(*dynamic_cast<const NotationPlugin *>(this), out);
}

Diagnostics readRecordByRecord(const NotationPlugin &plugin, const QByteArray &data, RecordSink &sink)
{
    if (const auto *s = dynamic_cast<const RecordStreaming *>(&plugin))
        return s->readEach(data, sink);
    return readWhole(plugin, data, sink);
}

std::unique_ptr<RecordWriter> recordWriterFor(const NotationPlugin &plugin, QIODevice *out)
{
    if (const auto *s = dynamic_cast<const RecordStreaming *>(&plugin))
        return s->recordWriter(out);
    return std::make_unique<CollectingRecordWriter>(plugin, out);
}

void RecordWriter::put(QByteArrayView bytes)
{
    if (m_failed || bytes.isEmpty())
        return;
    if (m_out->write(bytes.data(), bytes.size()) != bytes.size())
        m_failed = true;
}

void CollectingRecordWriter::begin(const QList<Commentary> &fileComments)
{
    m_records.fileComments() = fileComments;
    m_records.setSourceFormat(m_sourceFormat);
}

void CollectingRecordWriter::write(const RecordPtr &record)
{
    next();
    m_records.append(record);
}

void CollectingRecordWriter::finish()
{
    WriteResult written = m_plugin.write(m_records);
    m_warnings = std::move(written.warnings);
    put(written.data);
    m_records = Collection();
}

} // namespace kib

#include <QBuffer>

namespace kib {

WriteResult writeRecordByRecord(const NotationPlugin &plugin, const Collection &collection)
{
    WriteResult out;
    QBuffer buffer(&out.data);
    buffer.open(QIODevice::WriteOnly);
    const std::unique_ptr<RecordWriter> writer = recordWriterFor(plugin, &buffer);
    writer->setSourceFormat(collection.sourceFormat());
    writer->begin(collection.fileComments());
    for (int i = 0; i < collection.size(); ++i)
        writer->write(collection.record(i));
    writer->finish();
    out.warnings = writer->warnings();
    return out;
}

} // namespace kib
