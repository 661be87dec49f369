#pragma once

#include "model/boardrecord.h"
#include "model/cardrecord.h"
#include "model/diagnostic.h"

#include <QJsonArray>
#include <QJsonObject>

namespace kib::json {

// Turns one CardRecord or BoardRecord into its Kibitzer JSON object
// (docs/json-model.md).
// Members holding a default value are left out; everything else is written,
// so that JsonReader gives back an equal record.
class JsonWriter
{
public:
    // 'recordNumber' (1-based) names the record in warnings.
    explicit JsonWriter(int recordNumber = 0) : m_recordNumber(recordNumber) {}

    QJsonObject write(const CardRecord &record);
    // A chess-variant record: the common members and jsonboard.h's.
    QJsonObject write(const BoardRecord &record);
    // Commentary, for records and for the file level alike.
    static QJsonArray writeComments(const QList<Commentary> &comments);

    // What could not be written (a seat outside the table, cards of a hand
    // marked unknown, a setup that does not fit its board); empty for every
    // record the model builds itself.
    const Diagnostics &warnings() const { return m_warnings; }

    // A seat letter of the record being written, null for NoSeat (and, with
    // a warning naming 'field', for a seat the table does not have).
    QJsonValue seat(Seat seat, const QString &field);
    static QJsonArray cards(const Cards &cards);
    static QJsonArray ints(const QList<int> &list);

private:
    friend class JsonRecordText; // prints records without the object, JsonWriter's parts where rare

    // What every record has: "tags", "notes", "comments".
    void writeCommon(const Record &record, QJsonObject *out) const;
    QJsonArray tags(const Tags &tags) const;
    void writeDeal(const CardRecord &record, QJsonObject *out);
    QJsonObject auction(const Auction &auction);
    QJsonObject play(const Play &play);
    QJsonObject trick(const Trick &trick, int index);

    int m_recordNumber;
    const SeatLayout *m_seats = nullptr;
    Diagnostics m_warnings;
};

} // namespace kib::json
