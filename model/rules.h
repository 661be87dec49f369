#pragma once

#include "deal.h"
#include "deck.h"
#include "game.h"
#include "play.h"
#include "seats.h"

namespace kib::rules {

// Strength of a rank in play: bridge and preferans 2..A; pinochle 9 J Q K T A.
int rankStrength(Game game, Rank rank);

// Who wins a complete trick. Bridge and preferans: the highest trump, else
// the highest card of the suit led. Pinochle: the same, with its rank order,
// and of identical cards the first played wins. NoSeat when the trick is
// incomplete (fewer than 'players' cards) or holds a card that is not known.
Seat trickWinner(Game game, const Trick &trick, Suit trump, int players);

// Who leads the first trick. Bridge: the declarer's left-hand opponent.
// Pinochle: the declarer. Preferans: the player after the dealer.
Seat openingLeader(Game game, const SeatLayout &seats, Seat declarer, Seat dealer);

// Whether playing 'card' from 'held' follows suit to a trick led in 'led'
// (Suit::None: the card leads). Pinochle's obligation to trump or to beat
// the card led is not checked here.
bool followsSuit(const Cards &held, Suit led, Card card);

// How many cards a hand holds when dealt.
int handSize(Game game, DeckKind deck, int seats);

struct DealProblem
{
    enum class Kind { TooManyCopies, HandTooLarge, NotInDeck };
    Kind kind;
    Seat seat = NoSeat;  // for HandTooLarge and NotInDeck
    Card card;           // for TooManyCopies and NotInDeck
    int count = 0;       // how often it occurs / how many cards the hand holds
    QString message(const SeatLayout &seats) const;
};

// Card conservation: no card more often than the deck has it, no hand over
// its size, no card the deck does not have. Partial cards are not counted.
QList<DealProblem> checkDeal(const Deal &deal, const Deck &deck, int handSize);

} // namespace kib::rules
