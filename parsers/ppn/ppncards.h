#pragma once

#include "model/card.h"
#include "model/seats.h"

// PPN's one-character card encoding and deal order.
namespace kib::ppn {

// 1-8 spades, 9 A-G diamonds, H-O hearts, P-W clubs, each from the seven
// up to the ace. A null QChar for a card outside the preferans deck.
QChar encodeCard(Card card);
// The inverse, case-sensitive; false for any other character.
bool decodeCard(QChar letter, Card *card);
QString encodeCards(const Cards &cards);

// A deal order such as "231": the three players in the order they were
// dealt to, the dealer last. Only the rotations of 1 2 3 are orders of a
// table (123, 231, 312); false for anything else.
bool parseDealOrder(QStringView text, QList<Seat> *order);
// The order of a deal by its dealer: the player after the dealer first.
QList<Seat> dealOrderOf(Seat dealer);
QString dealOrderText(Seat dealer);

// A player number 1..3 as a seat; NoSeat for anything else.
Seat seatOfPlayer(QStringView text);

} // namespace kib::ppn
