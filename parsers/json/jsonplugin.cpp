#include "jsonplugin.h"

namespace kib {

int JsonPlugin::sniff(QByteArrayView, const QString &) const { return 0; }
QList<RecordSpan> JsonPlugin::split(QByteArrayView data) const { return NotationPlugin::split(data); }
ReadResult JsonPlugin::read(const QByteArray &) const { return {}; }
WriteResult JsonPlugin::write(const Collection &) const { return {}; }

} // namespace kib
