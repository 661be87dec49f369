#pragma once

#include "model/contract.h"

#include <QString>

namespace kib::style {

// Preferans contracts and kontras in the user's language, for the table,
// the entry panels and the score sheet ("Hearts", "Game Betl", "Passed
// out"; "rekontra"): preferans::contractName() and kontraName() are the
// notations' English. Here, in the preferans views' library, so that the
// score sheet (which cannot see the viewer's style:: names) and the viewer
// say the same words; translated in the "kib::style" context.
QString preferansContractName(const Contract &contract);
QString kontraText(int risk);
// The contract's name alone ("Hearts", "Betl", "7" past the named ones).
QString preferansLevelName(int level);
// A preferans call as the model writes it (Call::toString(): "Pass", "7",
// "mine 7", "game", "game hearts") in the user's language ("Passe", "7",
// "mein 7", "Spiel", "Spiel Herz"); any other text as it is.
QString preferansCallText(const QString &call);

} // namespace kib::style
