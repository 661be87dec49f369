#pragma once

#include "contract.h"
#include "game.h"
#include "seats.h"

#include <QString>

#include <optional>

namespace kib {

class Record;

// What a list of records shows of a bridge record (board, event, players,
// contract, declarer, result), small enough to keep for every record of a
// large file while the record itself is let go (Collection keeps it for a
// record it can build again). Raw values: tag text is not decoded.
struct RecordSummary
{
    Game game = Game::Bridge;
    Contract contract;                 // Kind::Unknown: see contractTag
    Seat declarer = NoSeat;            // NoSeat: see declarerTag
    std::optional<int> result;         // none: see resultTag
    QString board;                     // boardLabel()
    QString event;                     // eventLabel()
    QString north, east, south, west;  // the players' tags
    QString contractTag, declarerTag, resultTag; // the tags, when the model has no value

    // Whether a record is one a summary describes in full (a bridge card record).
    static bool describes(const Record &record);
    // The summary of a bridge record (describes(record) must hold).
    static RecordSummary of(const Record &record);

    // The first of Board, Deal and Game that is set, not "?" or "#", and at
    // most 12 characters long (trimmed).
    static QString boardLabel(const Record &record);
    // The first of Event, Site, Location and Date that is set and not "?" or
    // "#" (trimmed).
    static QString eventLabel(const Record &record);
};

} // namespace kib
