#include "linplugin.h"

#include "linboard.h"
#include "linlink.h"
#include "linread.h"
#include "linrecordsource.h"
#include "linrecordwriter.h"
#include "lintext.h"
#include "linwriter.h"

#include "parsers/recordsink.h"
#include "parsers/utf8check.h"

#include <QRegularExpression>

#include <functional>

namespace kib {

namespace {

// The text to read: a link's LIN, URL-encoded LIN decoded, else the bytes.
// 'how' is set when the bytes were not plain LIN.
QByteArray plainLin(QByteArrayView data, QString *how)
{
    QByteArrayView head = data.startsWith("\xEF\xBB\xBF") ? data.sliced(3) : data;
    const QByteArray trimmed = head.first(qMin<qsizetype>(head.size(), 8192)).toByteArray().trimmed();
    if (trimmed.startsWith("http") || trimmed.startsWith("www.")) {
        const QString text = QString::fromUtf8(head).trimmed();
        if (lin::isHandViewerLink(text)) {
            QString error;
            const QByteArray lin = lin::linFromLink(text, &error);
            *how = error.isEmpty() ? QStringLiteral("link") : error;
            return lin;
        }
    }
    if (lin::looksUrlEncoded(head)) {
        *how = QStringLiteral("encoded");
        return lin::fromUrlForm(head);
    }
    return QByteArray();
}

// split()'s spans from the first byte of each board with a deal: each to
// the next one's start, the last to the end; one span of the whole text for
// a single board or none.
QList<RecordSpan> spansFrom(QByteArrayView data, const QList<qsizetype> &starts)
{
    if (starts.size() <= 1)
        return {RecordSpan{0, data.size(), 1}};
    QList<RecordSpan> out;
    out.reserve(starts.size());
    qsizetype line = 1, counted = 0;
    for (int i = 0; i < starts.size(); ++i) {
        const qsizetype end = i + 1 < starts.size() ? starts[i + 1] : data.size();
        line += data.sliced(counted, starts[i] - counted).count('\n');
        counted = starts[i];
        out.append(RecordSpan{starts[i], end - starts[i], int(line)});
    }
    return out;
}

// The first board with a deal among a span's tokens (the header's put
// before them) read as record 'recordNumber', 'ordinal' boards before it.
ReadResult firstBoard(const lin::Text &text, int recordNumber, int ordinal)
{
    ReadResult out;
    out.diagnostics = text.diagnostics();
    const lin::Layout layout = lin::group(text.tokens());
    for (int i = 0; i < layout.boards.size(); ++i) {
        const lin::BoardTokens &b = layout.boards.at(i);
        if (!b.hasDeal) {
            // (as read() says it: a placeholder after the board, in its span)
            out.diagnostics.append(lin::noDeal(text, b));
            continue;
        }
        if (!out.collection.isEmpty())
            break;
        lin::BoardRead r = lin::readBoard(text, layout, i, recordNumber, ordinal);
        out.diagnostics += r.diagnostics;
        out.collection.append(r.record);
    }
    return out;
}

} // namespace

bool LinPlugin::isPlain(QByteArrayView data)
{
    QString how;
    return plainLin(data, &how).isEmpty() && how.isEmpty();
}

int LinPlugin::sniff(QByteArrayView head, const QString &) const
{
    QByteArrayView h = head.startsWith("\xEF\xBB\xBF") ? head.sliced(3) : head;
    QByteArray t = h.first(qMin<qsizetype>(h.size(), 4096)).toByteArray().trimmed();
    if (t.startsWith("http") || t.startsWith("www.")) {
        const QString s = QString::fromUtf8(t).trimmed();
        return lin::isHandViewerLink(s) && !s.contains(QLatin1Char('\n')) ? 90 : 0;
    }
    if (lin::looksUrlEncoded(t))
        t = lin::fromUrlForm(t);
    static const QRegularExpression start(QStringLiteral("^[A-Za-z]{2}\\|"));
    if (!start.match(QString::fromLatin1(t.first(qMin<qsizetype>(t.size(), 3)))).hasMatch())
        return 0;
    const QByteArray lower = t.toLower();
    int known = 0;
    for (const char *k : {"pn|", "md|", "qx|", "vg|", "st|", "mb|", "ah|", "sv|", "pc|", "rh|", "nt|"})
        known += lower.contains(k);
    if (lower.contains("md|") && known >= 2)
        return 95;
    return known >= 2 ? 70 : 0;
}

QList<RecordSpan> LinPlugin::split(QByteArrayView data) const
{
    if (!isPlain(data))
        return {RecordSpan{0, data.size(), 1}};
    const lin::Text text(data, 0, -1, 0, true);
    const lin::Layout layout = lin::group(text.tokens());
    QList<qsizetype> starts;
    for (const lin::BoardTokens &b : layout.boards)
        if (b.hasDeal)
            starts.append(text.tokens().at(b.first).keyOffset);
    return spansFrom(data, starts);
}

ReadResult LinPlugin::read(const QByteArray &data) const
{
    QString how;
    const QByteArray plain = plainLin(data, &how);
    ReadResult out;
    out.diagnostics = lin::readText(how.isEmpty() ? QByteArrayView(data) : QByteArrayView(plain), how,
                               [&](const RecordPtr &record) { out.collection.append(record); });
    out.collection.setSourceFormat(id());
    return out;
}

Diagnostics LinPlugin::readEach(const QByteArray &data, RecordSink &sink) const
{
    QString how;
    const QByteArray plain = plainLin(data, &how);
    sink.fileComments({}); // (LIN has no comments outside a board)
    const lin::Take take = [&](const RecordPtr &record) { sink.record(record); };
    // (a link's or URL-encoded LIN, decoded, is one board or a few)
    return how.isEmpty() ? lin::readInParts(data, take) : lin::readText(plain, how, take);
}

std::unique_ptr<RecordWriter> LinPlugin::recordWriter(QIODevice *out) const
{
    return std::make_unique<LinRecordWriter>(out);
}

ReadResult LinPlugin::readRecord(QByteArrayView data, const RecordSpan &span, int recordNumber, const Record *) const
{
    if (!isPlain(data) || (span.offset == 0 && span.length == data.size()))
        return read(data.toByteArray());
    // what stands before the span: the header, and how many boards
    const lin::Text before(data, 0, span.offset, 0, true);
    const lin::Layout pre = lin::group(before.tokens());
    QList<lin::Token> header;
    for (int i : pre.header)
        header.append(before.tokens().at(i));
    int ordinal = 0;
    for (const lin::BoardTokens &b : pre.boards)
        ordinal += b.hasDeal;
    lin::Text text(data, span.offset, span.offset + span.length, recordNumber);
    text.prepend(header);
    ReadResult out = firstBoard(text, recordNumber, ordinal);
    out.standsAlone = header.isEmpty();
    return out;
}

ReadResult LinPlugin::readSpanAlone(QByteArrayView data, const RecordSpan &span, int recordNumber, bool utf8) const
{
    const lin::Text text(data, span.offset, span.offset + span.length, recordNumber, lin::Text::Span{span.line, utf8});
    // (no header before the span: the ordinal, which only the header's
    // pw names need, is the span's place)
    ReadResult out = firstBoard(text, recordNumber, recordNumber - 1);
    out.standsAlone = true;
    return out;
}

ReadResult LinPlugin::readLazily(const QByteArray &data) const
{
    ReadResult out;
    CollectingReadSink sink(&out, this);
    readLazilyInto(data, sink, ReadOptions{});
    out.collection.setSourceFormat(id());
    return out;
}

void LinPlugin::readLazilyInto(const QByteArray &data, LazyReadSink &sink, const ReadOptions &) const
{
    // Read a part at a time as readEach() reads; a board that no header
    // token stands before is kept as its summary (LinRecordSource builds it
    // again from its span alone), any other as it was read. The spans are
    // known once the file is read: the sink is begun then.
    struct Read
    {
        RecordPtr record;
        RecordSummary summary;
    };
    QList<qsizetype> starts;
    QList<Read> read;
    Diagnostics diagnostics;
    const bool plain = isPlain(data);
    if (plain) {
        const qsizetype firstHeader = lin::firstHeaderOffset(data);
        diagnostics = lin::readInPartsAt(data, [&](const RecordPtr &record, qsizetype offset) {
            starts.append(offset);
            // (the first kept built: a file of one board is one span of the
            // whole text)
            if (!read.isEmpty() && (firstHeader < 0 || firstHeader > offset) && RecordSummary::describes(*record))
                read.append({RecordPtr(), RecordSummary::of(*record)});
            else
                read.append({record, RecordSummary()});
        });
    } else {
        // (a link's LIN or URL-encoded LIN, decoded: a board or a few, kept built)
        ReadResult whole = this->read(data);
        diagnostics = whole.diagnostics;
        for (const RecordPtr &record : whole.collection.records())
            read.append({record, RecordSummary()});
    }
    // (a link's or URL-encoded LIN is one span: no starts)
    const QList<RecordSpan> spans = spansFrom(data, starts);
    const bool oneEach = spans.size() == read.size();
    sink.begin(data, spans);
    sink.fileComments({}); // (LIN has no comments outside a board)
    for (int i = 0; i < read.size(); ++i) {
        if (sink.stopRequested())
            return; // (what was handed on stays valid)
        if (read[i].record)
            sink.record(oneEach ? i : -1, read[i].record, RecordSummary());
        else
            sink.record(i, RecordPtr(), read[i].summary);
    }
    sink.diagnostics(diagnostics);
}

std::shared_ptr<const RecordSource> LinPlugin::recordSource(const QByteArray &data, const QList<RecordSpan> &spans) const
{
    return std::make_shared<LinRecordSource>(this, data, spans);
}

WriteResult LinPlugin::write(const Collection &collection) const
{
    // (LinRecordWriter's bytes and warnings, record by record)
    return writeRecordByRecord(*this, collection);
}

QStringList LinPlugin::cannotHold(const Record &record) const
{
    return lin::cannotHold(record);
}

} // namespace kib
