#pragma once

#include "parsers/json/jsonplugin.h"

#include "model/collection.h"

namespace kib::test {

// A record as Kibitzer JSON, with the line it starts on: equal text, equal
// record (tags, deal, auction, play, notes, commentary, hidden hands).
inline QByteArray recordJson(const RecordPtr &record)
{
    static const JsonPlugin plugin;
    Collection one;
    one.append(record);
    return plugin.write(one).data + QByteArray::number(record->sourceLine());
}

} // namespace kib::test
