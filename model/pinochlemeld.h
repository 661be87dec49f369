#pragma once

#include "cardrecord.h"

#include <QStringList>

namespace kib::pinochle {

// The value of a meld by the common pinochle table (docs/pn.md):
//   run (A T K Q J of trump) 15, two runs 150, three 225, four 300;
//   royal marriage (K Q of trump, not in a run) 4; marriage (K Q) 2;
//   pinochle (Q of spades, J of diamonds) 4, two 30, three 60, four 90;
//   dix (9 of trump, single deck) 1;
//   aces, kings, queens, jacks around (one of each suit) 10, 8, 6, 4,
//   twice around ten times that, three times fifteen, four times twenty.
// Each card counts once in each kind of meld (a king may be in a run and
// in kings around), never twice in the same kind.
struct MeldValue
{
    int points = 0;
    QStringList parts; // "run 15", "kings around 8", "marriage ♠ 2" ...
    Cards unused;      // cards of the meld that are in no combination
};

// The value of 'cards' tabled with 'trump' (Suit::None: no trump, no run,
// royal marriage or dix). Partial cards are ignored.
MeldValue meldValue(const Cards &cards, Suit trump);

// What is wrong with one seat's declared meld (PN Meld#).
struct MeldProblem
{
    enum class Kind : quint8 {
        NotHeld,        // cards tabled that the hand (after the exchange) does not hold: an error
        PointsMismatch, // the points given are not the meld's value: a warning (house rules differ)
        Unused,         // cards tabled that are in no meld: a warning
    };
    Kind kind;
    Seat seat = NoSeat;
    Cards cards;        // NotHeld, Unused: the cards concerned
    int declared = 0;   // PointsMismatch: the points written ...
    int value = 0;      // ... and the meld's value
    QString message() const; // "Meld2: ..." (PN's seat numbering)
};

// Checks each Meld# of a pinochle record whose cards are given: the cards
// against the seat's hand for the play (when 'known' says the hand is
// known, empty: all are), the points against meldValue() when the trump is
// given (or none) and the points are given.
QList<MeldProblem> checkMelds(const CardRecord &record, const QList<bool> &known = {});

} // namespace kib::pinochle
