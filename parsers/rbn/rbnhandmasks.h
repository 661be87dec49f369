#pragma once

#include "model/deal.h"

#include <QByteArray>
#include <QByteArrayView>

namespace kib::rbn {

// The common deal's short ways for parseHands() and formatHands(): each hand
// kept as a 52-bit mask of its cards while it is read or written.

// parseHands() of the common H data 'v' (its seat 'first' read already), in
// one pass from after the seat: at most four hands, each after ':' or ';',
// each ranks of the deck (either case) and dots only, at most four suits, no
// card given twice in the deal, no hand beyond 13 cards (nothing to report).
// Each hand is read into its bits, then every hand's cards, and the fourth's
// worked out, made from the bits into one shared block. 'deal' is a fresh
// Deal(4). False, with 'deal' as it was, for anything else: the general way
// reads it then.
bool readCommonHands(QByteArrayView v, int first, Deal *deal);

// formatHands() of the common deal, where every hand given holds cards of
// the deck only, none twice, from 'four' (the hands from seat 'start'): each hand written from its bits into a buffer on the stack,
// the full deal found by the bits (the fourth is restOfDeck() of the three
// when it is the cards they do not hold). False, 'out' untouched, for any
// other deal.
bool formatCommonHands(const Hand *const *four, int start, QByteArray *out);

} // namespace kib::rbn
