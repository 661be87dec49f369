#pragma once

#include "model/cardrecord.h"

#include <QByteArray>

namespace kib::dd {

// The cards of four bridge hands in the form DDS reads: "N:AK2.QJ.. ..."
// (North first, each hand spades.hearts.diamonds.clubs).
QByteArray handsPbn(const QList<Cards> &hands);

// The deal of a bridge record as DDS takes it for a table, or empty with
// 'reason' saying plainly why it cannot be analysed (a hand not given,
// cards not known, hands of different sizes ...). Hands may hold fewer
// than 13 cards each (an end position), as long as all hold as many.
QByteArray dealPbn(const CardRecord &record, QString *reason);

// A position during the play, as DDS's SolveBoard takes it.
struct Position
{
    QByteArray remain;         // the cards still held ("N:..."), the current trick's excluded
    int trump = 4;             // DDS: 0 spades, 1 hearts, 2 diamonds, 3 clubs, 4 no trump
    Seat first = NoSeat;       // who led the current trick (or leads next)
    Cards trick;               // cards on the table in the current trick, leader first (0..3)
    Seat toPlay = NoSeat;
    Seat declarer = NoSeat;
    int declarerTricks = 0;    // tricks the declarer's side has won so far
    int tricksLeft = 0;        // tricks still to be played, the current one included
    bool declarerToPlay() const { return toPlay % 2 == declarer % 2; }
    // Everything that decides the values (a cache key).
    QByteArray key() const;
};

// The position at a replay step: from the end of the auction (the opening
// lead) to the last card. False with 'reason' when there is nothing to
// analyse there (no contract, the auction not over, unknown cards, the
// play over ...).
bool positionAt(const CardRecord &record, int step, Position *position, QString *reason);

// The opening leader of a record: the play's leader, else the declarer's
// left-hand opponent. NoSeat when the record does not say.
Seat openingLeaderOf(const CardRecord &record);

} // namespace kib::dd
