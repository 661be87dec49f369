#include "jsonstreamwriter.h"

#include "jsonplugin.h"
#include "jsontextwriter.h"

namespace kib {

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
        for (const QString &why : lost)
            m_warnings.append(Diagnostic::warning(QStringLiteral("json.write.unsupported"),
                                                  QStringLiteral("%1; the record is left out").arg(why), 0, 0,
                                                  number));
        return;
    }
    if (m_written++ > 0)
        m_buffer.append(",\n");
    m_buffer.append("        ");
    m_text.write(*record, number, &m_buffer, 2);
    if (!m_text.warnings().isEmpty())
        m_warnings += m_text.warnings();
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
