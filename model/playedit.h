#pragma once

#include "cardrecord.h"

namespace kib::entry {

// Entering the play of a bridge deal, one change at a time (see
// auctionedit.h for the conventions). 'position' is the number of cards
// played before the new one (the replay's cardsPlayed); a card or a claim
// entered before the end replaces what follows.

// Whether cards can be entered: a bridge record with a contract (a bid)
// and a declarer, its auction (if any) complete.
bool canEnterPlay(const CardRecord &record, QString *why = nullptr);

// Who plays the card after 'position' cards: the opening leader, the
// winner of the trick just completed, or the next seat in the trick.
// NoSeat when it cannot be known (a trick holds unknown cards).
Seat seatToPlay(const CardRecord &record, int position);

// Plays 'card' for the seat to play after 'position' cards. The card must
// be in that hand; it must follow suit unless 'revoke' is set, and a card
// that does not is then marked with the irregularity "R" (PBN's ^R); with
// 'revoke' set a card that follows suit is played as it is. A trick's
// fourth card gives its winner (who leads the next trick); the thirteenth
// trick gives the result (tricks of the declaring side).
bool enterCard(CardRecord &record, int position, Card card, bool revoke, QString *why = nullptr);

// Removes the last card played (the claim, if any, goes with it).
bool removeLastCard(CardRecord &record, QString *why = nullptr);

// The tricks the declaring side may claim after 'position' cards: at
// least those it has won, at most those the defenders have not.
void claimRange(const CardRecord &record, int position, int *least, int *most);
// A claim after 'position' cards: 'tricks' for the declaring side in all.
// The cards after 'position' go; the result becomes the tricks claimed.
bool claimTricks(CardRecord &record, int position, int tricks, QString *why = nullptr);
bool removeClaim(CardRecord &record, QString *why = nullptr);

// Marks or unmarks a "your play?" point after 'position' cards.
bool setPlayQuery(CardRecord &record, int position, bool on, QString *why = nullptr);

// Tricks won by the declaring side and by the defenders (complete tricks
// with a known winner).
void countTricks(const CardRecord &record, int *won, int *lost);
// The result after a change of the play: the tricks won when all thirteen
// were played, the tricks claimed after a claim, otherwise not known.
void syncResult(CardRecord &record);

} // namespace kib::entry
