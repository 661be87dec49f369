#pragma once

#include "model/card.h"
#include "model/seats.h"

#include <QList>
#include <QString>
#include <QStringView>
#include <QVarLengthArray>

namespace kib {

// What the PBN reader learns about one record beyond the model: where its
// parts stand in the file (for diagnostics) and how they were written.
struct PbnRecordInfo
{
    struct Place
    {
        int line = 0;
        int column = 0;
    };
    // A game's tags' places, parallel to its tags (file order): in the
    // reader's own room up to 64, appended inline (a QList's append is a
    // capacity and a detach test, about twenty instructions for each tag)
    using Places = QVarLengthArray<Place, 64>;

    // tags in file order (dropped ones included), with their places
    struct TagPlace
    {
        // (a constructor of its own: emplaced from a name and a place, which
        // clang before 16 cannot do for an aggregate)
        TagPlace() = default;
        TagPlace(QStringView n, Place p) : name(n), place(p) {}
        // (a view, so that a tag's place costs no string copy, no reference
        // count: of a known name's text, which lives as long as the program,
        // or of the name the reader keeps among the other names met, as long
        // as the reader and so as its info; PbnRecordReader::handleTag())
        QStringView name;
        Place place;
    };
    // (in the reader's room up to 64, appended inline: as Places)
    QVarLengthArray<TagPlace, 64> tags;
    Place tagPlace(QLatin1StringView name) const
    {
        for (const TagPlace &t : tags)
            if (t.name.size() == name.size() && t.name == name)
                return t.place;
        return {};
    }
    Place first;                  // the record's first token

    // auction section
    bool hasAuction = false;
    Seat auctionTagSeat = NoSeat; // the seat the Auction tag names
    int auctionDashes = 0;        // '-' before the first call
    Place auctionPlace;           // the Auction tag
    QList<Place> callPlaces;      // one per call

    // play section
    bool hasPlay = false;
    bool playTagEmpty = false;    // [Play ""]
    bool playEnded = false;       // '*'
    Place playPlace;
    QList<Place> cardPlaces;      // one per card, flat play index

    QList<Place> notePlaces;      // one per note of the record

    // tag values as the model cannot hold them
    Suit endPositionTrump = Suit::None; // Contract "S" (end positions): the trump
    bool endPosition = false;
    bool declarerCaret = false;   // Declarer "^S"
    bool resultCaret = false;     // Result "^9"
    int resultNS = -1;            // Result "NS n [EW m]"
    int resultEW = -1;
    int resultPlain = -1;
    bool resultGiven = false;     // a Result value other than "" and "?"
    bool contractValid = false;
    bool declarerValid = false;
    int handSize = 13;
    Seat dealExportFrom = NoSeat; // the Deal value is already in export form from this seat            // cards per hand in the deal (end positions have fewer)
    // the deal as the Deal tag gave it (set with the record's deal): each
    // seat's cards as bits (Card::index()), and the cards given more than once
    bool dealMasks = false;
    quint64 dealHeld[4] = {};
    quint64 dealTwice = 0;
};

} // namespace kib

// (a view and two ints: copied as bytes, nothing to destroy)
Q_DECLARE_TYPEINFO(kib::PbnRecordInfo::TagPlace, Q_PRIMITIVE_TYPE);
Q_DECLARE_TYPEINFO(kib::PbnRecordInfo::Place, Q_PRIMITIVE_TYPE);
