#pragma once

#include "cardrecord.h"

namespace kib {

// What the card table shows at one step of a CardRecord's replay.
struct TableState
{
    enum class Phase : quint8 { Deal, Auction, Exchange, Play };

    int step = 0;
    Phase phase = Phase::Deal;
    int callsMade = 0;          // the auction so far is calls[0, callsMade)
    int exchangeStepsDone = 0;  // CardRecord::exchangeSteps()[0, exchangeStepsDone) are done
    int cardsPlayed = 0;        // flat count of cards played so far
    QList<Cards> held;          // per seat: cards still in the hand
    int trick = -1;             // index of the trick on the table, -1 before the lead
    QList<PlayedCard> onTable;  // cards of that trick played so far, leader first
    Seat trickLeader = NoSeat;
    Seat trickWinner = NoSeat;  // set once the trick on the table is complete
    QList<int> tricksWon;       // per seat: completed tricks won so far
    Seat toAct = NoSeat;        // who calls or plays next, when it follows from the record
    // Preferans: the main player has taken the talon (its step is done;
    // never in a game played without the talon) ...
    bool talonTaken = false;
    // ... and (preferans and pinochle) has thrown the discard.
    bool discarded = false;
    // Pinochle: the hands are those for the play (every exchange step done:
    // passes, the kitty taken, the discard thrown).
    bool exchangeDone = false;
    // Pinochle: the melds are on the table (the Meld step is done).
    bool meldShown = false;

    // Tricks won by the seat's side (partners' tricks added in 4/6 seat games).
    int sideTricks(const SeatLayout &seats, Seat seat) const;
};

// The state at 'step' (clamped to 0..stepCount()). Costs one pass over the
// cards played before the step: cheap enough to call on every move.
TableState tableStateAt(const CardRecord &record, int step);

} // namespace kib
