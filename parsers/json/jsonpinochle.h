#pragma once

#include "jsonvaluereader.h"

#include "model/pinochle.h"

namespace kib::json {

class JsonWriter;

// A record's "pinochle" member: what a pinochle hand holds beyond the
// common card-game model (PinochleHand: the exchange, melds, trick
// counters and how PN wrote each line). Written when not empty.
QJsonObject writePinochle(const PinochleHand &hand, JsonWriter &writer);

// Reads the "pinochle" member into a PinochleHand, reporting through the
// record's reader.
class JsonPinochleReader : public JsonValueReader
{
public:
    explicit JsonPinochleReader(JsonValueReader &record) : JsonValueReader(record) {}
    void read(const QJsonValue &value, PinochleHand *hand);

private:
    bool readMark(const QJsonValue &v, PnMark *mark);
    bool readPoints(const QJsonValue &v, Points *points);
    void markField(const QJsonObject &o, const char *key, PnMark *mark);
    void pointsField(const QJsonObject &o, const char *key, Points *points);
    void cardsField(const QJsonObject &o, const char *key, Cards *cards);
};

} // namespace kib::json
