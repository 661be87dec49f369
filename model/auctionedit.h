#pragma once

#include "cardrecord.h"

namespace kib::entry {

// Entering a bridge auction, one change at a time, on a CardRecord (the
// editor applies them to a copy inside one undo command). Every function
// returns false and says why in 'why' (when given) when it cannot apply;
// the record is then left as it was.
//
// 'position' is where the user stands in the auction: the number of calls
// made before the new one (the replay's callsMade). A call entered before
// the end replaces what follows: the later calls, the whole play, the
// claim, the result, and the commentary, notes and query points that
// belonged to them.

// Appends 'call' (its annotation is not looked at) for the seat to act at
// 'position', after removing what follows. A bid that the laws call
// insufficient is accepted only when 'irregular' is set, and it is then
// marked with the irregularity "I" (PBN's ^I); with 'irregular' set a
// sufficient bid is entered as a plain bid. When the call ends the auction
// the contract, the declarer and the opening leader follow from it.
bool enterCall(CardRecord &record, int position, const Call &call, bool irregular, QString *why = nullptr);

// Removes the last call (never while cards are played: remove those first).
bool removeLastCall(CardRecord &record, QString *why = nullptr);

// Alerts call 'index' with this explanation, PBN's way: the call refers to
// a new auction note (the lowest free number) that holds the explanation
// ("Alert" when it is empty). A call already alerted gets the new
// explanation instead of the old one.
bool alertCall(CardRecord &record, int index, const QString &explanation, QString *why = nullptr);
// Removes the alert of call 'index': its flag, its inline explanation and
// its note references, and the notes no other call refers to.
bool removeAlert(CardRecord &record, int index, QString *why = nullptr);
bool isAlerted(const CardRecord &record, int index);
// The explanation of an alerted call (inline text or its notes' text).
QString alertExplanation(const CardRecord &record, int index);

// Marks or unmarks a "your call?" point after 'position' calls.
bool setCallQuery(CardRecord &record, int position, bool on, QString *why = nullptr);

// --- shared with the play (playedit.h) ---------------------------------

// Keeps the first 'calls' calls and the first 'cards' cards (a shorter
// auction leaves no card). Drops the claim when anything goes, and the
// query points and notes of what went; commentary on what went moves to
// the nearest step kept (it is never dropped), and 'moved' (when given)
// gets the indices in comments() of what moved, for the caller to put on
// the call or card entered in its place.
void truncateAfter(CardRecord &record, int calls, int cards, QList<int> *moved = nullptr);
// After the auction changed: a complete auction sets the contract, the
// declarer and the opening leader (a changed contract drops the result);
// an auction that was complete and no longer is clears them.
void syncContract(CardRecord &record, bool wasComplete);

} // namespace kib::entry
