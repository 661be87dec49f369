#include "jsonstreamwriter.h"

#include "jsonplugin.h"
#include "jsonwriter.h"

#include "model/boardrecord.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace kib {

namespace {

// 'text' (a document ending in a line break) with 'indent' spaces before
// each line, without its last line break.
void appendIndented(QByteArray &out, const QByteArray &text, int indent)
{
    qsizetype from = 0;
    while (from < text.size()) {
        qsizetype nl = text.indexOf('\n', from);
        if (nl < 0)
            nl = text.size();
        if (from > 0)
            out.append('\n');
        out.append(indent, ' ');
        out.append(text.constData() + from, nl - from);
        from = nl + 1;
    }
}

} // namespace

void JsonStreamWriter::begin(const QList<Commentary> &fileComments)
{
    QByteArray head = "{\n";
    if (!fileComments.isEmpty()) {
        // "comments" on its own, at the top level's indent
        const QByteArray doc =
            QJsonDocument(QJsonObject{{QStringLiteral("comments"), json::JsonWriter::writeComments(fileComments)}})
                .toJson(QJsonDocument::Indented);
        // "{\n" ... "\n}\n": the member's lines, already indented by four
        head.append(doc.constData() + 2, doc.size() - 2 - 3);
        head.append(",\n");
    }
    head.append("    \"format\": \"kibitzer\",\n    \"records\": [\n");
    put(head);
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
    json::JsonWriter writer(number);
    QJsonObject object;
    if (const auto *board = dynamic_cast<const BoardRecord *>(record))
        object = writer.write(*board);
    else
        object = writer.write(static_cast<const CardRecord &>(*record));
    m_warnings += writer.warnings();
    m_buffer.clear();
    if (m_written++ > 0)
        m_buffer.append(",\n");
    appendIndented(m_buffer, QJsonDocument(object).toJson(QJsonDocument::Indented), 8);
    put(m_buffer);
}

void JsonStreamWriter::finish()
{
    put(m_written > 0 ? QByteArrayView("\n    ],\n    \"version\": 1\n}\n") : QByteArrayView("    ],\n    \"version\": 1\n}\n"));
}

} // namespace kib
