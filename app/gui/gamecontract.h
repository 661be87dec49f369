#pragma once

#include "model/tablestate.h"
#include "preferansnames.h"

#include <QString>

namespace kib::style {

// What the table shows of the contract and the exchange for games other
// than bridge (bridge: empty strings; the caller falls back to the
// bridge spellings).

// Preferans: the contract by its name ("♥ Hearts (4), kontra", "Game Betl
// (G6), without the talon", "Passed out: all passed"); empty otherwise.
QString gameContractText(const CardRecord &record);
// preferansContractName() and kontraText(): app/preferans/preferansnames.h.
// Preferans: who follows the main player ("Follows: Ann, Cy", "Nobody
// follows") and the refa; empty otherwise or when not recorded.
QString followersText(const CardRecord &record);
// The centre of the table at an exchange step: "Bob takes the talon",
// "Bob discards ♦7 ♠7", "Cards are passed", "Cy takes the kitty",
// "Melds on the table"; empty at other steps.
QString exchangeCaption(const CardRecord &record, const TableState &state);
// The cards a pile of the deal shows at this point of the replay: the
// talon and the kitty once taken are empty, the discard before it is
// thrown is empty.
Cards pileCardsAt(const CardRecord &record, const TableState &state, const Pile &pile);
// A pile's name for people, in the user's language (piletext::pileName()).
QString pileName(const QString &name);

} // namespace kib::style
