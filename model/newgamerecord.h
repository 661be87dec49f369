#pragma once

#include "boardrecord.h"
#include "cardrecord.h"

#include <memory>

namespace kib {

// New records of the games other than bridge, for the editor's "New ..."
// actions (newrecord.h has bridge's). Each one saves through its own
// notation's writer and reads back as it is (docs/pn.md, docs/ppn.md,
// docs/pcn.md say what each notation needs).

// A new pinochle hand of 'seats' players (3, 4 or 6) with a single (48)
// or double (80) deck: the deal numbered after 'previous' when that is a
// pinochle hand of the same table (its dealer's left-hand neighbour deals;
// the same teams and players), else deal 1 dealt by the last seat; every
// hand still unknown. nullptr for another number of seats. (PN tells the
// deck from the hands: a double deck is saved as such once they are in.)
std::shared_ptr<CardRecord> newPinochleRecord(int seats, bool doubleDeck, const Record *previous);

// A new preferans deal (three players, 32 cards): numbered after
// 'previous' when that is a preferans deal (the deal passes to the left,
// the info section's tags are kept), else deal 1 with Player1..3 as the
// dealer's order 123. The cards are 'deck' dealt in the deal order (ten,
// ten, ten, then the talon: PPN's card string); with no deck given, a
// shuffled one (PPN cannot hold a deal without its cards). The auction is
// empty: PPN writes a deal without bids as passed out.
std::shared_ptr<CardRecord> newPreferansRecord(const Record *previous, const Cards &deck = {});

// A new game of a chess variant from its starting position, bottom side
// (White, Sente, Red, Cho) to move; the event and site of 'previous' are
// kept. nullptr for BoardVariant::Generic.
std::shared_ptr<BoardRecord> newBoardRecord(BoardVariant variant, const Record *previous);

} // namespace kib
