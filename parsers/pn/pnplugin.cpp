#include "pnplugin.h"
#include "pnstreamwriter.h"

#include "pnlabels.h"
#include "pnlexer.h"
#include "pnrecordreader.h"
#include "pnwriter.h"

#include <QFileInfo>

namespace kib {

using namespace pn;

int PnPlugin::sniff(QByteArrayView head, const QString &fileName) const
{
    const bool named = QFileInfo(fileName).suffix().compare(QLatin1String("pn"), Qt::CaseInsensitive) == 0;
    if (head.startsWith("\xEF\xBB\xBF"))
        head = head.sliced(3);
    // look at the first lines with text: every one a PN line?
    int lines = 0;
    int known = 0;
    int specific = 0;
    bool notation = false;
    qsizetype pos = 0;
    while (pos < head.size() && lines < 40) {
        qsizetype eol = head.indexOf('\n', pos);
        if (eol < 0)
            eol = head.size();
        QByteArrayView raw = head.sliced(pos, eol - pos);
        pos = eol + 1;
        if (raw.endsWith('\r'))
            raw.chop(1);
        if (raw.trimmed().isEmpty())
            continue;
        ++lines;
        const PnLine l = PnLexer::line(QString::fromUtf8(raw), 0);
        if (!l.labelError.isEmpty() || l.tokens.isEmpty())
            continue;
        const PnLabel *info = pnLabel(l.base);
        if (!info)
            continue;
        ++known;
        if (l.base == u"Notation" && l.value.startsWith(QLatin1String("PN ")))
            notation = true;
        // lines no other notation starts with
        if (l.base == u"Hand" || l.base == u"Bids" || l.base == u"Trick" || l.base == u"Meld"
            || l.base == u"Dealer" || l.base == u"GameScores" || l.base == u"Contract" || l.base == u"Seat"
            || l.base == u"Team")
            ++specific;
    }
    if (notation)
        return 100;
    if (lines == 0)
        return 0;
    const bool allKnown = known == lines;
    if (allKnown && specific >= 3)
        return 90;
    if (known * 10 >= lines * 8 && specific >= 2)
        return named ? 70 : 50;
    if (named && known > 0)
        return 30;
    return 0;
}

QList<RecordSpan> PnPlugin::split(QByteArrayView data) const
{
    return PnLexer::split(data);
}

ReadResult PnPlugin::readRecord(QByteArrayView data, const RecordSpan &span, int recordNumber,
                                const Record *previous) const
{
    ReadResult result;
    const auto *before = dynamic_cast<const CardRecord *>(previous);
    if (before && before->game() != Game::Pinochle)
        before = nullptr;
    const qsizetype offset = qBound<qsizetype>(0, span.offset, data.size());
    const qsizetype length = qBound<qsizetype>(0, span.length, data.size() - offset);
    const bool startsGame = PnLexer::startsGame(data, offset);
    PnRecordReader reader(recordNumber, before, startsGame);
    auto record = reader.read(PnLexer::sections(data.sliced(offset, length), span.line), span.line);
    result.collection.append(record);
    result.collection.setSourceFormat(id());
    result.diagnostics = reader.diagnostics();
    return result;
}

ReadResult PnPlugin::read(const QByteArray &data) const
{
    ReadResult result;
    result.collection.setSourceFormat(id());
    const QList<RecordSpan> spans = split(data);
    const Record *previous = nullptr;
    for (int i = 0; i < spans.size(); ++i) {
        ReadResult one = readRecord(data, spans.at(i), i + 1, previous);
        result.diagnostics += one.diagnostics;
        for (const RecordPtr &r : one.collection.records()) {
            result.collection.append(r);
            previous = r.get();
        }
    }
    return result;
}

WriteResult PnPlugin::write(const Collection &collection) const
{
    return PnWriter().write(collection);
}

std::unique_ptr<RecordWriter> PnPlugin::recordWriter(QIODevice *out) const
{
    return std::make_unique<PnStreamWriter>(out);
}

QStringList PnPlugin::cannotHold(const Record &record) const
{
    return PnWriter::cannotHold(record);
}

} // namespace kib
