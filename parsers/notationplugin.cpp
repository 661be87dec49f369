#include "notationplugin.h"
#include "spanrecordsource.h"

namespace kib {

NotationPlugin::~NotationPlugin() = default;

QList<RecordSpan> NotationPlugin::split(QByteArrayView data) const
{
    return {RecordSpan{0, data.size(), 1}};
}

ReadResult NotationPlugin::readRecord(QByteArrayView data, const RecordSpan &span, int recordNumber,
                                      const Record *) const
{
    const QByteArray bytes = data.sliced(span.offset, span.length).toByteArray();
    ReadResult r = read(bytes);
    for (Diagnostic &d : r.diagnostics) {
        if (d.line > 0)
            d.line += span.line - 1;
        d.record = recordNumber;
    }
    for (const RecordPtr &rec : r.collection.records())
        if (rec->sourceLine() > 0)
            rec->setSourceLine(rec->sourceLine() + span.line - 1);
    return r;
}

bool NotationPlugin::repeatsPrevious(QByteArrayView, const RecordSpan &) const
{
    return false;
}

std::shared_ptr<const RecordSource> NotationPlugin::recordSource(const QByteArray &data,
                                                                 const QList<RecordSpan> &spans) const
{
    return std::make_shared<SpanRecordSource>(this, data, spans);
}

WriteResult NotationPlugin::write(const Collection &) const
{
    WriteResult r;
    r.warnings.append(Diagnostic::error(QStringLiteral("write.unsupported"),
                                        QStringLiteral("%1 cannot be written").arg(displayName())));
    return r;
}

QStringList NotationPlugin::cannotHold(const Record &record) const
{
    if (!games().contains(record.game()))
        return {QStringLiteral("%1 cannot hold a %2 record").arg(displayName(), gameId(record.game()))};
    return {};
}

QString NotationPlugin::fileFilter() const
{
    QStringList patterns;
    for (const QString &ext : extensions())
        patterns.append(QStringLiteral("*.") + ext);
    return QStringLiteral("%1 (%2)").arg(displayName(), patterns.join(QLatin1Char(' ')));
}

} // namespace kib
