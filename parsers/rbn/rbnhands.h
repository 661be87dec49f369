#pragma once

#include "rbnproblem.h"

#include "model/deal.h"

#include <QByteArray>

namespace kib::rbn {

// The H label: the seat of the first hand, then up to four hands clockwise,
// each after ':' (shown) or ';' (hidden). Suits in the order S H D C split by
// dots; 'x' is a low card of that suit, '?' a card of unknown rank. Three
// full hands and an empty fourth give the fourth the rest of the deck. Case
// does not matter. Reports cards used twice, hands over 13 cards and suits
// over 13 cards.
void parseHands(QByteArrayView data, Deal *deal, Problems *problems);

// The H data for a deal, as the standard's utilities write it: starting with
// the first shown hand that has cards (in the order W N E S), a full deal as
// three hands and the separator of the fourth, superfluous dots removed from
// hands under 13 cards, upper case ('x' stays lower case). Empty when the
// deal holds no hand.
QByteArray formatHands(const Deal &deal);

// The fourth hand of a full deal: every card not in the three hands, the x
// cards of those taking the lowest cards no hand names. False when the rest
// is not known (a '?' card, or more x cards than free cards).
bool restOfDeck(const QList<Cards> &three, Cards *rest);

} // namespace kib::rbn
