#pragma once

#include "cardrecord.h"

#include <optional>

// Editing a pinochle hand step by step, with the checks the PN reader
// makes (parsers/pn/pnvalidator.cpp): pure functions on a CardRecord, for
// the editor's entry widgets. Each operation returns an empty string when it
// changed the record, else why it could not (and leaves it as it was).
namespace kib::pinochle {

// The auction as it stands: rounds of one call per seat from the seat left
// of the dealer; a pass puts a seat out ('-' in its place in later rounds);
// each bid exceeds the highest so far; the auction is over when every seat
// passed or one bidder is left.
struct AuctionState
{
    bool complete = false;
    Seat toCall = NoSeat;   // the next seat still in the auction (NoSeat when complete)
    int high = 0;           // the highest bid so far (0: none)
    Seat highSeat = NoSeat;
    QString problem;        // the calls so far break the rules
};
AuctionState auctionState(const CardRecord &record);
// A bid of 'points' (> the highest so far, and at least 'minimum') or a
// pass (points 0) for the seat to call; '-' is written for the seats out of
// the auction before it.
QString appendBid(CardRecord &record, int points, int minimum = 1);

// The contract: the auction's winner, the winning bid, and the trump
// (Suit::None: no trump, PN '-').
QString setContract(CardRecord &record, Suit trump);

// The kitty (before the auction: the deal's "kitty" pile) when the deal
// leaves cards over; they must complete the deck with the hands.
QString setKitty(CardRecord &record, const Cards &cards);
// A seat passes cards to another (partners in 4 and 6 seat games) after
// the contract: cards it holds now.
QString passCards(CardRecord &record, Seat from, Seat to, const Cards &cards);
// The declarer throws as many cards as the kitty brought (any number
// without a kitty), from the hand with the kitty and the passes; the
// counters are counted.
QString discard(CardRecord &record, const Cards &cards);
// A seat's meld: cards it holds for the play, each in some meld; the points
// are the meld's value by the table (pinochlemeld.h) unless given, and
// given ones must agree with it.
QString declareMeld(CardRecord &record, Seat seat, const Cards &cards, std::optional<int> points = std::nullopt);

// Who plays next: the declarer leads the first trick, each trick's winner
// the next; NoSeat when the hands are played out or there is no contract.
Seat nextToPlay(const CardRecord &record);
// Appends a card with pinochle's rules of play: follow suit and beat the
// best card of the suit led when able (unless the trick is trumped); void,
// trump and beat the best trump when able. A complete trick gets its winner
// (of identical cards the first played wins) and its counters (and the
// last trick's bonus).
QString appendCard(CardRecord &record, Card card);

} // namespace kib::pinochle
