#pragma once

#include "card.h"
#include "seats.h"

#include <QStringList>

namespace kib {

// What a pinochle hand holds beyond the deal, the auction and the play that
// CardRecord has for every game: the exchange (passes, discard, hands
// redeclared after it), each seat's meld, each trick's counters, and what a
// Pinochle Notation (PN 1.0) annotation says about itself. The kitty is a
// pile of the deal ("kitty", or "kitty1", "kitty2" ... when it is shown a
// card per round of bidding); results are CardRecord::scores() named after
// their PN line ("GameScores", "MeldScores", "PlayScores", "Adjustments",
// "HandScores", "FinalScores": one value per team, space-separated;
// "Winner": "Team1" or "Seat2").

// How a value of a line stands: left out with its line, written, or one of
// PN's placeholders: '-' (withheld, or no action) and '?' (for the reader to
// supply: a quiz point).
enum class PnMark : quint8 { Absent, Given, Withheld, Query };

// "-" and "?" for the placeholders, empty otherwise.
QString pnMarkText(PnMark mark);
// PnMark::Withheld for "-", Query for "?", Given for anything else.
PnMark pnMarkOf(QStringView token);

// A number that may be a placeholder: points, counters, a deal number.
struct Points
{
    PnMark mark = PnMark::Absent;
    int value = 0;

    static Points of(int value) { return Points{PnMark::Given, value}; }
    bool isGiven() const { return mark == PnMark::Given; }
    bool isPresent() const { return mark != PnMark::Absent; }
    // "12", "-7", "-", "?"; empty when absent.
    QString toString() const;
    // An integer (optionally signed), "-" or "?".
    static bool fromString(QStringView text, Points *points);

    friend bool operator==(const Points &, const Points &) = default;
};

// Cards given by one seat to another before the play (PN Pass#).
struct CardTransfer
{
    Seat from = NoSeat;
    Seat to = NoSeat;          // NoSeat: not written (passed across the table)
    PnMark mark = PnMark::Given; // Withheld/Query: the cards are "-" or "?"
    Cards cards;               // a partial card stands for a '?' card

    friend bool operator==(const CardTransfer &, const CardTransfer &) = default;
};

// The cards the kitty's receiver throws away, with their counters (Discard).
struct Discard
{
    PnMark mark = PnMark::Absent; // Absent: no Discard line
    Cards cards;
    Points counters;

    friend bool operator==(const Discard &, const Discard &) = default;
};

// One seat's meld (PN Meld#): the cards tabled and their points.
struct Meld
{
    Seat seat = NoSeat;
    PnMark mark = PnMark::Given; // of the cards: Given (possibly none), "-" or "?"
    Cards cards;
    Points points;

    friend bool operator==(const Meld &, const Meld &) = default;
};

// A hand as a PN Hand# line states it.
struct PnHand
{
    PnMark mark = PnMark::Absent; // Absent: no line; Given: cards below
    Cards cards;

    friend bool operator==(const PnHand &, const PnHand &) = default;
};

// What a Trick# line adds to the trick: how its winner was written and the
// trick's counters. The winner itself is Trick::winner.
struct TrickScore
{
    PnMark winner = PnMark::Given;
    Points counters;

    friend bool operator==(const TrickScore &, const TrickScore &) = default;
};

// PN's three statuses of an annotation (Unknown: not read from PN).
enum class PnStatus : quint8 { Unknown, Invalid, Incomplete, Complete };
QString pnStatusName(PnStatus status);              // "Invalid", "Incomplete", "Complete", ""
bool pnStatusFromName(QStringView name, PnStatus *status);

struct PinochleHand
{
    int game = 0;          // 1-based number of the game in its annotation; 0 unknown
    Points deal;           // the Deal line
    PnMark dealer = PnMark::Absent;   // how Dealer was written (the seat: CardRecord::dealer())
    QList<PnMark> hands;   // per seat, how Hand# was written (the cards: Deal::hands)
    // The Contract line: how each value was written (the values:
    // CardRecord::declarer(), contract().level, contract().strain).
    PnMark declarer = PnMark::Absent;
    PnMark bid = PnMark::Absent;
    PnMark trump = PnMark::Absent; // Withheld: no trump ('-')
    QList<CardTransfer> passes;    // Pass# in file order
    Discard discard;
    QList<PnHand> exchanged;       // per seat: Hand# redeclared after the exchange
    QList<Meld> melds;             // Meld# in file order
    QList<TrickScore> tricks;      // per trick of Play::tricks
    PnStatus status = PnStatus::Unknown;
    QStringList missing;           // expected lines an Incomplete annotation leaves out

    bool isEmpty() const { return *this == PinochleHand(); }
    const Meld *meld(Seat seat) const;

    friend bool operator==(const PinochleHand &, const PinochleHand &) = default;
};

} // namespace kib
