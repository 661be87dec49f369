#pragma once

#include "cardrecord.h"

namespace kib::pinochle {

// Pinochle knowledge shared by the PN reader, its checks and the views.

// The seats of each team (team 1 first). PN's defaults: 3 players play
// alone (Team1 Seat1, Team2 Seat2, Team3 Seat3); 4 and 6 players in two
// teams of alternate seats. A "Team#" tag ("Seat1 Seat3") replaces a
// default team; seats it takes leave their default team.
QList<QList<Seat>> teams(const CardRecord &record);
QList<QList<Seat>> defaultTeams(int seats);
// 0-based team of a seat, -1 when it is in none.
int teamOf(const QList<QList<Seat>> &teams, Seat seat);
// "Seat1 Seat3" -> {0, 2}; false on anything else (seats beyond 'seats' too).
bool parseTeam(const QString &value, int seats, QList<Seat> *out);

// The name of the player in a seat: the "Seat#" tag, else PN's default
// (North, Southeast, ...).
QString playerName(const CardRecord &record, Seat seat);

// A score line (see PinochleHand) split into one value per team; empty
// when the record has no such line.
QList<Points> teamScores(const CardRecord &record, const QString &name);

// The round (0-based) of a call: rounds hold one call per seat, starting
// left of the dealer.
inline int bidRound(int callIndex, int seats) { return seats > 0 ? callIndex / seats : 0; }

// Counters: aces, tens and kings count one each; the last trick adds one
// with a single deck and two with a double deck (25 or 50 in all).
int counterValue(Card card);
int lastTrickBonus(DeckKind deck);
int totalCounters(DeckKind deck);

// Cards in the kitty (every "kitty" and "kittyN" pile of the deal).
Cards kittyCards(const Deal &deal);

// Each seat's hand when the play starts: a Hand# redeclared after the
// exchange where there is one; otherwise the dealt hand with the passes
// applied and, for the declarer, the kitty taken and the discard thrown.
QList<Cards> handsForPlay(const CardRecord &record);
// Where passed cards go when Pass# does not name the receiver: across
// the table (4 and 6 seats); NoSeat with 3 seats.
Seat passReceiver(const CardTransfer &pass, int seats);

// Removes one copy of each card of 'cards' from 'from'; false (and 'from'
// as far as it got) when a card is missing.
bool removeCards(Cards &from, const Cards &cards);

} // namespace kib::pinochle
