#include "ppnplugin.h"
#include "ppnstreamwriter.h"

#include "ppn2019.h"
#include "ppnbracket.h"
#include "ppndealwriter.h"

#include "model/cardrecord.h"

#include <QRegularExpression>

#include <cstring>

namespace kib {

namespace {

bool ownTags(const Record &record)
{
    for (const Tag &t : record.tags())
        if (!t.inherited)
            return true;
    return false;
}

// Whether 'head' has a '[' that a digit follows (after white space) or
// "Bula" or "Refe": what sniff()'s expressions need before they can match.
// A file without one (a PBN file, whose '[' a tag name follows) is told at
// once, without the text made and searched (3 M instructions for 16 KB).
bool mayHoldBrackets(QByteArrayView head)
{
    const char *p = head.data();
    const char *end = p + head.size();
    while (p != end && (p = static_cast<const char *>(std::memchr(p, '[', size_t(end - p))))) {
        const QByteArrayView rest(p + 1, end);
        if (rest.startsWith("Bula") || rest.startsWith("Refe"))
            return true;
        for (++p; p < end && ppn::maySpace(*p);)
            ++p;
        if (p < end && *p >= '0' && *p <= '9')
            return true;
    }
    return false;
}

} // namespace

int PpnPlugin::sniff(QByteArrayView head, const QString &) const
{
    static const QRegularExpression deal(QStringLiteral("(^|\\n)\\s*\\[\\s*\\d+\\s+[123]{3}\\s+[1-9A-Z]{32}[\\s\\]]"));
    static const QRegularExpression info(QStringLiteral("(^|\\n)\\s*\\[(Bula|Refe)\\s+[^\"\\s]"));
    const QByteArrayView bytes = head.first(qMin<qsizetype>(head.size(), 16384));
    if (!mayHoldBrackets(bytes))
        return 0; // (neither expression can match)
    const QString text = QString::fromUtf8(bytes);
    if (text.contains(deal))
        return 95;
    if (ppn::looksLike2019(head))
        return 0;
    return text.contains(info) ? 60 : 0;
}

QList<RecordSpan> PpnPlugin::split(QByteArrayView data) const
{
    if (ppn::looksLike2019(data.first(qMin<qsizetype>(data.size(), 65536))))
        return ppn::split2019(data);
    return ppn::splitBracketed(data);
}

ReadResult PpnPlugin::read(const QByteArray &data) const
{
    if (ppn::looksLike2019(QByteArrayView(data).first(qMin<qsizetype>(data.size(), 65536))))
        return ppn::read2019(data);
    ReadResult out;
    out.collection.setSourceFormat(id());
    const QList<RecordSpan> spans = split(data);
    const Record *previous = nullptr;
    for (int i = 0; i < spans.size(); ++i) {
        ReadResult r = readRecord(data, spans.at(i), out.collection.size() + 1, previous);
        out.diagnostics += r.diagnostics;
        for (const RecordPtr &rec : r.collection.records())
            out.collection.append(rec);
        if (!out.collection.isEmpty())
            previous = out.collection.records().last().get();
    }
    return out;
}

ReadResult PpnPlugin::readRecord(QByteArrayView data, const RecordSpan &span, int recordNumber,
                                 const Record *previous) const
{
    if (span.offset < 0 || span.length < 0 || span.offset + span.length > data.size()) {
        ReadResult out;
        out.diagnostics.append(Diagnostic::error(QStringLiteral("ppn.span"),
                                                 QStringLiteral("the record's span lies outside the file"), 0, 0,
                                                 recordNumber));
        return out;
    }
    if (ppn::looksLike2019(data.first(qMin<qsizetype>(data.size(), 65536))))
        return ppn::read2019Span(data, span, recordNumber, previous);
    ReadResult out = ppn::readBracketedSpan(data, span, recordNumber, previous);
    out.collection.setSourceFormat(id());
    return out;
}

WriteResult PpnPlugin::write(const Collection &collection) const
{
    WriteResult out;
    QString text;
    for (int i = 0; i < collection.size(); ++i) {
        const Record *record = collection.records().at(i).get();
        const auto *r = dynamic_cast<const CardRecord *>(record);
        ppn::DealText deal;
        if (!r || r->game() != Game::Preferans) {
            out.warnings.append(Diagnostic::warning(QStringLiteral("ppn.write"),
                                                    QStringLiteral("PPN holds preferans deals only: record left out"),
                                                    0, 0, i + 1));
            continue;
        }
        for (const QString &loss : ppn::ppnLosses(*r))
            out.warnings.append(Diagnostic::warning(QStringLiteral("ppn.write.lost"), loss, 0, 0, i + 1));
        if (!ppn::dealText(*r, i + 1, &deal, &out.warnings))
            continue;
        if (ownTags(*r) && !r->tags().isEmpty()) {
            if (!text.isEmpty())
                text += QLatin1Char('\n');
            for (const Tag &t : r->tags())
                text += ppn::bracketedTag(t.name, t.value) + QLatin1Char('\n');
            text += QLatin1Char('\n');
        }
        text += ppn::bracketedDeal(deal) + QLatin1Char('\n');
    }
    out.data = text.toUtf8();
    return out;
}

std::unique_ptr<RecordWriter> PpnPlugin::recordWriter(QIODevice *out) const
{
    return std::make_unique<PpnStreamWriter>(out);
}

QStringList PpnPlugin::cannotHold(const Record &record) const
{
    return ppn::ppnLosses(record);
}

} // namespace kib
