#pragma once

#include "contract.h"

#include <QString>

namespace kib::preferanstext {

// Preferans contracts, calls and kontras in the user's language, through
// QCoreApplication::translate() in the "kib::style" context ("Hearts", "Game
// Betl", "Passed out"; "mein 7"; "rekontra"): preferans::contractName() and
// kontraName() are the notations' English. In the model so that the viewer,
// the score sheet and the printed pages say the same words.
QString preferansContractName(const Contract &contract);
QString kontraText(int risk);
// The contract's name alone ("Hearts", "Betl", "7" past the named ones).
QString preferansLevelName(int level);
// A preferans call as the model writes it (Call::toString(): "Pass", "7",
// "mine 7", "game", "game hearts") in the user's language ("Passe", "7",
// "mein 7", "Spiel", "Spiel Herz"); any other text as it is.
QString preferansCallText(const QString &call);

} // namespace kib::preferanstext
