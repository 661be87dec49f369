#include "jsonplugin.h"

#include "jsonreader.h"
#include "jsonscanner.h"
#include "jsonsyntax.h"
#include "jsonwriter.h"
#include "jsonstreamwriter.h"

#include "model/boardrecord.h"
#include "model/cardrecord.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace kib {

namespace {

qsizetype skipSpace(QByteArrayView d, qsizetype pos)
{
    while (pos < d.size() && (d[pos] == ' ' || d[pos] == '\t' || d[pos] == '\n' || d[pos] == '\r'))
        ++pos;
    return pos;
}

// "format" followed by : and "kibitzer", whitespace allowed between.
bool hasKibitzerFormat(QByteArrayView head)
{
    const QByteArrayView key("\"format\"");
    for (qsizetype at = head.indexOf(key); at >= 0; at = head.indexOf(key, at + 1)) {
        qsizetype pos = skipSpace(head, at + key.size());
        if (pos >= head.size() || head[pos] != ':')
            continue;
        pos = skipSpace(head, pos + 1);
        if (head.sliced(pos).startsWith("\"kibitzer\""))
            return true;
    }
    return false;
}

// Where a text that QJsonDocument refused goes wrong, and why: the checker's
// finding when there is one at or before the place Qt stopped, else Qt's.
json::SyntaxError syntaxError(QByteArrayView bytes, const QJsonParseError *qtError)
{
    json::SyntaxError mine = json::findSyntaxError(bytes);
    const qsizetype qtOffset = qtError ? qBound<qsizetype>(0, qsizetype(qtError->offset), bytes.size()) : bytes.size();
    if (mine.found() && (!qtError || mine.offset <= qtOffset))
        return mine;
    return json::SyntaxError{qtOffset, qtError ? qtError->errorString() : QStringLiteral("not a single JSON value")};
}

Diagnostic syntaxDiagnostic(QByteArrayView data, qsizetype offset, const QString &message, qsizetype from,
                            int fromLine, int record)
{
    const json::TextPosition pos = json::positionOf(data, offset, from, fromLine);
    return Diagnostic::error(QStringLiteral("json.syntax"), message, pos.line, pos.column, record);
}

// Diagnostics in the order of the text they point at.
void appendInOrder(Diagnostics *out, Diagnostics add)
{
    std::stable_sort(add.begin(), add.end(), [](const Diagnostic &a, const Diagnostic &b) {
        return a.line != b.line ? a.line < b.line : a.column < b.column;
    });
    *out += add;
}

void readValue(QByteArrayView data, const RecordSpan &span, int recordNumber, const QJsonValue &value,
               ReadResult *out)
{
    json::JsonReader reader(data, span.offset, span.line, recordNumber);
    if (auto record = reader.readRecord(value))
        out->collection.append(std::move(record));
    appendInOrder(&out->diagnostics, reader.diagnostics());
}

} // namespace

int JsonPlugin::sniff(QByteArrayView head, const QString &fileName) const
{
    const qsizetype start = skipSpace(head, json::bomLength(head));
    if (start >= head.size())
        return 0;
    const char first = head[start];
    if (first == '{' && hasKibitzerFormat(head))
        return 95;
    const QString suffix = QFileInfo(fileName).suffix();
    if ((first == '{' || first == '[') && extensions().contains(suffix, Qt::CaseInsensitive))
        return 10;
    return 0;
}

QList<RecordSpan> JsonPlugin::split(QByteArrayView data) const
{
    return json::splitRecords(data);
}

ReadResult JsonPlugin::read(const QByteArray &data) const
{
    ReadResult out;
    out.collection.setSourceFormat(id());
    const QList<RecordSpan> spans = split(data);

    // Small files go to QJsonDocument whole. Larger ones are checked by a
    // byte scanner, then read as the document without its records plus each
    // record on its own: far less memory, and QJsonDocument refuses texts
    // over 2 GiB anyway. Both ways give the same records and diagnostics.
    const bool whole = data.size() <= m_wholeDocumentLimit;
    QJsonDocument doc;
    QJsonParseError parseError{};
    json::SyntaxError syntax;
    if (whole) {
        doc = QJsonDocument::fromJson(data, &parseError);
        if (parseError.error != QJsonParseError::NoError)
            syntax = syntaxError(data, &parseError);
    } else {
        syntax = json::findSyntaxError(data);
        if (!syntax.found()) {
            qsizetype cut = 0, removed = 0;
            QByteArray head = data;
            if (!spans.isEmpty()) {
                cut = spans.first().offset;
                removed = spans.last().offset + spans.last().length - cut;
                head = data.left(cut) + data.mid(cut + removed);
            }
            doc = QJsonDocument::fromJson(head, &parseError);
            if (parseError.error != QJsonParseError::NoError) {
                syntax = syntaxError(head, &parseError);
                if (syntax.offset >= cut)
                    syntax.offset += removed;
            }
        }
    }

    if (syntax.found()) {
        int record = 0;
        for (int i = 0; i < spans.size() && !record; ++i)
            if (syntax.offset >= spans.at(i).offset && syntax.offset < spans.at(i).offset + spans.at(i).length)
                record = i + 1;
        // the records before the error still read
        for (int i = 0; i < spans.size() && spans.at(i).offset + spans.at(i).length <= syntax.offset; ++i) {
            ReadResult r = readRecord(data, spans.at(i), i + 1, nullptr);
            for (RecordPtr &rec : r.collection.records())
                out.collection.append(std::move(rec));
            out.diagnostics += r.diagnostics;
        }
        out.diagnostics.append(syntaxDiagnostic(data, syntax.offset, syntax.message, 0, 1, record));
        return out;
    }

    const qsizetype start = skipSpace(data, json::bomLength(data));
    const json::TextPosition startPos = json::positionOf(data, start);
    if (!doc.isObject()) {
        out.diagnostics.append(Diagnostic::error(QStringLiteral("json.format"),
                                                 QStringLiteral("not a Kibitzer JSON file: the document is not an "
                                                                "object"),
                                                 startPos.line, startPos.column));
        return out;
    }
    json::JsonReader top(data, start, startPos.line, 0);
    QJsonArray records;
    const bool ok = top.readDocument(doc.object(), &records, &out.collection.fileComments());
    appendInOrder(&out.diagnostics, top.diagnostics());
    if (!ok)
        return out;
    if (!whole) {
        for (int i = 0; i < spans.size(); ++i) {
            ReadResult r = readRecord(data, spans.at(i), i + 1, nullptr);
            for (RecordPtr &rec : r.collection.records())
                out.collection.append(std::move(rec));
            out.diagnostics += r.diagnostics;
        }
        return out;
    }
    // split() gives one span per element; should the scanner ever disagree
    // with QJsonDocument, records are still read, placed at the document
    const bool spansMatch = spans.size() == records.size();
    for (int i = 0; i < records.size(); ++i) {
        const RecordSpan span = spansMatch ? spans.at(i) : RecordSpan{start, data.size() - start, startPos.line};
        readValue(data, span, i + 1, records.at(i), &out);
    }
    return out;
}

ReadResult JsonPlugin::readRecord(QByteArrayView data, const RecordSpan &span, int recordNumber,
                                  const Record *) const
{
    ReadResult out;
    out.collection.setSourceFormat(id());
    if (span.offset < 0 || span.length < 0 || span.offset > data.size() || span.length > data.size() - span.offset) {
        out.diagnostics.append(Diagnostic::error(QStringLiteral("json.span"),
                                                 QStringLiteral("the record's span lies outside the file"), 0, 0,
                                                 recordNumber));
        return out;
    }
    const QByteArrayView bytes = data.sliced(span.offset, span.length);
    // wrapped in an array, so that a record that is not an object parses too
    // and gets the same diagnostic as in read()
    QByteArray wrapped;
    wrapped.reserve(bytes.size() + 2);
    wrapped.append('[').append(bytes).append(']');
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(wrapped, &parseError);
    if (parseError.error != QJsonParseError::NoError || doc.array().size() != 1) {
        QJsonParseError inner = parseError;
        inner.offset = qMax(0, parseError.offset - 1);
        const json::SyntaxError syntax =
            syntaxError(bytes, parseError.error != QJsonParseError::NoError ? &inner : nullptr);
        out.diagnostics.append(syntaxDiagnostic(data, span.offset + syntax.offset, syntax.message, span.offset,
                                                span.line, recordNumber));
        return out;
    }
    readValue(data, span, recordNumber, doc.array().at(0), &out);
    return out;
}

WriteResult JsonPlugin::write(const Collection &collection) const
{
    WriteResult out;
    QJsonObject top{{QStringLiteral("format"), QStringLiteral("kibitzer")}, {QStringLiteral("version"), 1}};
    if (!collection.fileComments().isEmpty())
        top.insert(QStringLiteral("comments"), json::JsonWriter::writeComments(collection.fileComments()));
    QJsonArray records;
    for (int i = 0; i < collection.size(); ++i) {
        const Record *record = collection.records().at(i).get();
        const QStringList lost = record ? cannotHold(*record) : QStringList{QStringLiteral("an empty record slot")};
        if (!lost.isEmpty()) {
            for (const QString &why : lost)
                out.warnings.append(Diagnostic::warning(QStringLiteral("json.write.unsupported"),
                                                        QStringLiteral("%1; the record is left out").arg(why), 0, 0,
                                                        i + 1));
            continue;
        }
        json::JsonWriter writer(i + 1);
        if (const auto *board = dynamic_cast<const BoardRecord *>(record))
            records.append(writer.write(*board));
        else
            records.append(writer.write(static_cast<const CardRecord &>(*record)));
        out.warnings += writer.warnings();
    }
    top.insert(QStringLiteral("records"), records);
    out.data = QJsonDocument(top).toJson(QJsonDocument::Indented);
    if (!out.data.endsWith('\n'))
        out.data.append('\n');
    return out;
}

std::unique_ptr<RecordWriter> JsonPlugin::recordWriter(QIODevice *out) const
{
    return std::make_unique<JsonStreamWriter>(*this, out);
}

QStringList JsonPlugin::cannotHold(const Record &record) const
{
    QStringList out = NotationPlugin::cannotHold(record);
    if (out.isEmpty() && !dynamic_cast<const CardRecord *>(&record) && !dynamic_cast<const BoardRecord *>(&record))
        out.append(QStringLiteral("%1 holds card and board records only").arg(displayName()));
    return out;
}

} // namespace kib
