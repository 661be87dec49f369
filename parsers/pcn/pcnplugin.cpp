#include "pcnplugin.h"
#include "pcnstreamwriter.h"

#include "pcnreader.h"
#include "pcnwriter.h"

#include <QFileInfo>

namespace kib {

int PcnPlugin::sniff(QByteArrayView head, const QString &fileName) const
{
    qsizetype i = head.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    while (i < head.size() && (head.at(i) == ' ' || head.at(i) == '\t' || head.at(i) == '\n' || head.at(i) == '\r'))
        ++i;
    if (i >= head.size() || (head.at(i) != '{' && head.at(i) != '['))
        return 0;
    const bool named = QFileInfo(fileName).suffix().compare(QLatin1String("pcn"), Qt::CaseInsensitive) == 0;
    const QByteArrayView body = head.sliced(i);
    // PCN's own keys: the first position, under its 1.0 or its 2020 name
    const bool squares = body.contains("\"squares\"") || body.contains("\"startpos\"");
    const bool shape = body.contains("\"indexes\"");
    if (squares && shape)
        return 90;
    if (squares || shape)
        return named ? 80 : 50;
    return named ? 30 : 0;
}

ReadResult PcnPlugin::read(const QByteArray &data) const
{
    return pcn::readPcn(data);
}

WriteResult PcnPlugin::write(const Collection &collection) const
{
    return pcn::writePcn(collection);
}

std::unique_ptr<RecordWriter> PcnPlugin::recordWriter(QIODevice *out) const
{
    return std::make_unique<PcnStreamWriter>(out);
}

QStringList PcnPlugin::cannotHold(const Record &record) const
{
    return pcn::pcnCannotHold(record);
}

} // namespace kib
