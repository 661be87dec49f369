#include "rbnfamilyplugin.h"
#include "rbnstreamwriter.h"

#include "rbnfidelity.h"
#include "rbnreader.h"
#include "rbnwriter.h"

#include "parsers/signatureline.h"

namespace kib {

int RbnFamilyPlugin::sniff(QByteArrayView head, const QString &) const
{
    return rbn::sniff(head, m_form);
}

QList<RecordSpan> RbnFamilyPlugin::split(QByteArrayView data) const
{
    const qsizetype bom = data.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    QList<RecordSpan> spans = rbn::splitBlocks(data.sliced(bom), m_form);
    for (RecordSpan &s : spans)
        s.offset += bom;
    return spans;
}

ReadResult RbnFamilyPlugin::read(const QByteArray &data) const
{
    ReadResult r = rbn::readAll(data, m_form);
    r.collection.setSourceFormat(id());
    return r;
}

Diagnostics RbnFamilyPlugin::readEach(const QByteArray &data, RecordSink &sink) const
{
    return rbn::readEach(data, m_form, sink);
}

ReadResult RbnFamilyPlugin::readRecord(QByteArrayView data, const RecordSpan &span, int recordNumber,
                                       const Record *previous) const
{
    return rbn::readOne(data, span, recordNumber, previous, m_form);
}

WriteResult RbnFamilyPlugin::write(const Collection &collection) const
{
    WriteResult out;
    rbn::Writer writer(m_form);
    QList<int> skipped;
    out.data = writer.write(collection, &skipped);
    if (const Diagnostic changed = signatureChange(collection, writer.signature(), id() + QStringLiteral(".write.signature"));
        !changed.code.isEmpty())
        out.warnings.append(changed);
    if (!writer.fileCommentsLoss().isEmpty())
        out.warnings.append(Diagnostic::warning(QStringLiteral("rbn.write.lost"), writer.fileCommentsLoss()));
    const QList<QStringList> lost = rbn::lostInWriting(collection, out.data, m_form);
    for (int i = 0; i < lost.size(); ++i)
        for (const QString &what : lost[i])
            out.warnings.append(Diagnostic::warning(QStringLiteral("rbn.write.lost"), what, 0, 0, i + 1));
    return out;
}

std::unique_ptr<RecordWriter> RbnFamilyPlugin::recordWriter(QIODevice *out) const
{
    return std::make_unique<RbnStreamWriter>(m_form, out);
}

bool RbnFamilyPlugin::repeatsPrevious(QByteArrayView data, const RecordSpan &span) const
{
    return !rbn::readOne(data, span, 1, nullptr, m_form).standsAlone;
}

QStringList RbnFamilyPlugin::cannotHold(const Record &record) const
{
    return rbn::cannotHold(record, m_form);
}

} // namespace kib
