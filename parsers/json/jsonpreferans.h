#pragma once

#include "jsonvaluereader.h"

#include "model/preferansdeal.h"

namespace kib::json {

class JsonWriter;

// A record's "preferans" member: what a preferans deal holds beyond the
// common card-game model (PreferansDeal). Written when not empty.
QJsonObject writePreferans(const PreferansDeal &deal, JsonWriter &writer);

// Reads the "preferans" member into a PreferansDeal, reporting through the
// record's reader.
class JsonPreferansReader : public JsonValueReader
{
public:
    explicit JsonPreferansReader(JsonValueReader &record) : JsonValueReader(record) {}
    void read(const QJsonValue &value, PreferansDeal *deal);
};

} // namespace kib::json
