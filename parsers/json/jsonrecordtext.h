#pragma once

#include "jsoncardtext.h"
#include "jsonrowtexts.h"

#include "model/diagnostic.h"
#include "model/card.h"
#include "model/seats.h"
#include "model/record.h"

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QVarLengthArray>

namespace kib {
class CardRecord;
struct Auction;
struct Play;
struct Trick;
struct PlayedCard;
}

namespace kib::json {

class JsonTextWriter;

// One record's Kibitzer JSON printed straight as text: the bytes
// QJsonDocument::toJson(Indented) gives for JsonWriter::write()'s object,
// and the same warnings, without building the object (issue 18: the object
// and toJson() were 85 % of `kibitzer-cli dump`).
//
// Card records are printed member by member in QJsonObject's key order.
// A record whose writing warns (a seat the table does not have, cards of a
// hand marked unknown) and a board record are written by JsonWriter and
// printed through QJsonDocument, so that their bytes and warnings are
// JsonWriter's by construction; the game parts written rarely (pinochle,
// preferans, an annotated call) go the same way, part by part.
//
// Keep one for a whole file: it remembers how each call and played card it
// met is spelled.
class JsonRecordText
{
public:
    // Appends the record's text to 'out' at indent level 'depth' (its first
    // line not indented, no line break after its last); 'recordNumber'
    // (1-based) names it in warnings.
    void write(const Record &record, int recordNumber, QByteArray *out, int depth);

    // What write() could not write (JsonWriter::warnings()), for the last record.
    const Diagnostics &warnings() const { return m_warnings; }

    // JsonWriter::writeComments() and its tags, printed (the tags with the
    // tables' rows kept from record to record: JsonRowTexts).
    static void writeComments(const QList<Commentary> &comments, JsonTextWriter &w);
    void writeTags(const Tags &tags, JsonTextWriter &w);

private:
    // false: the record warns, and goes the object way
    bool writeCard(const CardRecord &r, JsonTextWriter &w);
    bool writeAuction(const Auction &a, JsonTextWriter &w);
    bool writePlay(const Play &p, JsonTextWriter &w);
    bool writeTrick(const Trick &t, JsonTextWriter &w);
    // the seat's letter, quoted ("null" for NoSeat); false: not a seat of the table
    bool seat(Seat s, JsonTextWriter &w) const;
    void cards(const Cards &cards, JsonTextWriter &w);
    // the played card's text at 'depth' kept and added to 'texts'; false:
    // it cannot be kept (printed the general way)
    bool keptPlayedCard(const PlayedCard &pc, int depth, QVarLengthArray<const JsonCardText::Text *, 8> &texts);

    Diagnostics m_warnings;
    int m_recordNumber = 0;
    const SeatLayout *m_layout = nullptr;
    QVarLengthArray<QByteArray, 6> m_letters; // quoted, by seat
    // the seats' letters for m_lettersGame and m_seatLetters.size() seats,
    // and the seats in their letters' order
    Game m_lettersGame = Game::Bridge;
    QVarLengthArray<QString, 6> m_seatLetters;
    QVarLengthArray<Seat, 6> m_seatsByLetter;
    QHash<quint32, QByteArray> m_cards;       // a card's quoted spelling
    QHash<quint64, QByteArray> m_played;      // encodePlayedCard()'s text
    QHash<quint64, QByteArray> m_calls;       // encodeCall()'s text, at its depth
public:
    // encodeCall()'s members, each Undefined when the object has none (found
    // once for each call with no text: not looked up in the object for each)
    struct CallMembers
    {
        QJsonValue call, kind, level, strain, text;
    };

private:
    QHash<quint64, CallMembers> m_callMembers; // encodeCall() of a call with no text
    JsonCardText m_cardText; // hands' cards and plain tricks from fragments
    JsonRowTexts m_rowTexts; // tables' rows shared from game to game, printed once
};

} // namespace kib::json
