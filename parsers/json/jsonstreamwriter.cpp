#include "jsonstreamwriter.h"

#include "jsonplugin.h"
#include "jsontextwriter.h"

namespace kib {

namespace {

// A record as JsonStreamWriter::preparer() prepares it.
struct PreparedJson : PreparedRecord
{
    QStringList lost;     // cannotHold(): the record is left out
    QByteArray text;      // else its text, at depth 2
    Diagnostics warnings; // JsonRecordText's, numbered 0
};

} // namespace

void JsonStreamWriter::begin(const QList<Commentary> &fileComments)
{
    QByteArray head = "{\n";
    if (!fileComments.isEmpty()) {
        head.append("    \"comments\": ");
        {
            json::JsonTextWriter w(&head, 1);
            json::JsonRecordText::writeComments(fileComments, w);
        }
        head.append(",\n");
    }
    head.append("    \"format\": \"kibitzer\",\n    \"records\": [\n");
    put(head);
    m_buffer.reserve(kBlock + kBlock / 4);
}

void JsonStreamWriter::write(const RecordPtr &recordPtr)
{
    const int number = next();
    const Record *record = recordPtr.get();
    const QStringList lost = record ? m_plugin.cannotHold(*record) : QStringList{QStringLiteral("an empty record slot")};
    if (!lost.isEmpty()) {
        leaveOut(lost, number);
        return;
    }
    separate();
    m_text.write(*record, number, &m_buffer, 2);
    if (!m_text.warnings().isEmpty())
        m_warnings += m_text.warnings();
    if (m_buffer.size() >= kBlock)
        flushBuffer();
}

void JsonStreamWriter::leaveOut(const QStringList &lost, int number)
{
    for (const QString &why : lost)
        m_warnings.append(Diagnostic::warning(QStringLiteral("json.write.unsupported"),
                                              QStringLiteral("%1; the record is left out").arg(why), 0, 0, number));
}

void JsonStreamWriter::separate()
{
    if (m_written++ > 0)
        m_buffer.append(",\n");
    m_buffer.append("        ");
}

PrepareRecord JsonStreamWriter::preparer() const
{
    const JsonPlugin *plugin = &m_plugin;
    return [plugin](const Record &record) -> std::shared_ptr<PreparedRecord> {
        auto p = std::make_shared<PreparedJson>();
        p->lost = plugin->cannotHold(record);
        if (!p->lost.isEmpty())
            return p;
        // (printed into room for the thread's last record and a quarter
        // more, and handed on: no copy; the room left over given back in
        // place (realloc() shrinks a block where it is), so that the records
        // in flight hold little spare room)
        static thread_local json::JsonRecordText text;
        static thread_local qsizetype lastSize = 0;
        p->text.reserve(lastSize + lastSize / 4 + 256);
        text.write(record, 0, &p->text, 2);
        lastSize = p->text.size();
        if (p->text.capacity() - lastSize > lastSize / 16)
            p->text.squeeze();
        p->warnings = text.warnings();
        return p;
    };
}

void JsonStreamWriter::writePrepared(const PreparedRecord &record)
{
    const auto &p = static_cast<const PreparedJson &>(record);
    const int number = next();
    if (!p.lost.isEmpty()) {
        leaveOut(p.lost, number);
        return;
    }
    separate();
    m_buffer.append(p.text);
    for (Diagnostic d : p.warnings) {
        d.record = number;
        m_warnings.append(d);
    }
    if (m_buffer.size() >= kBlock)
        flushBuffer();
}

void JsonStreamWriter::flushBuffer()
{
    put(m_buffer);
    m_buffer.resize(0); // (its room kept for the next records)
}

void JsonStreamWriter::finish()
{
    m_buffer.append(m_written > 0 ? QByteArrayView("\n    ],\n    \"version\": 1\n}\n")
                                  : QByteArrayView("    ],\n    \"version\": 1\n}\n"));
    flushBuffer();
}

} // namespace kib
