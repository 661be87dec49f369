#pragma once

#include "pnlexer.h"

#include "model/card.h"
#include "model/seats.h"

namespace kib::pn {

// PN's order of cards: suits C D S H ("alphabetical and colour-alternating"),
// ranks A T K Q J 9 (pinochle's hierarchy).
int suitOrder(Suit suit);      // C 0, D 1, S 2, H 3; 4 otherwise
int rankOrder(Rank rank);      // A 0, T 1, K 2, Q 3, J 4, 9 5; 6 otherwise
bool pnLess(Card a, Card b);
void sortPn(Cards &cards);
bool isPnSorted(const Cards &cards);

// One card as PN writes it individually: "CT", "H9"; "?" is a card for the
// reader to supply (a partial card in the model). Upper case only.
bool cardFromToken(QStringView token, Card *card);
QString cardToken(Card card);

// The grouped syntax of Hand# and Meld#: "CAT DATKKQQJ STKQQ HATTQQQJ",
// each suit once in the order C D S H, a bare suit letter for a suit
// without cards, ranks in the order A T K Q J 9. An empty string when the
// tokens are well formed; otherwise why not, with the column concerned.
QString parseGrouped(const QList<PnToken> &tokens, Cards *cards, int *column);
QString groupedText(const Cards &cards);

// "Seat3" (1..seats).
bool seatFromToken(QStringView token, int seats, Seat *seat);
QString seatToken(Seat seat);
// "Team2" (1..teams).
bool teamFromToken(QStringView token, int teams, int *team);

// "yyyy-mm-dd hh:ii:ss", a real date and time.
bool isDateTime(QStringView value);

} // namespace kib::pn
