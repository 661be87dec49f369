#pragma once

#include "cardrecord.h"

// The refa of a preferans deal (PPN's "refa" field: 1 when the deal is
// played under a refa, which doubles its value). A pure function on a
// CardRecord like those of preferansedit.h: an empty string when it
// changed the record, else why not.
namespace kib::preferans {

// Marks the deal as played under a refa (or not). The value follows: a
// recorded value becomes the one the contract, the kontra and the refa
// give, and a scored deal is scored again (the summary's soups and bula
// change with the value). Refused when the deal already is (is not) under
// a refa, and for a deal that is not preferans.
QString setRefa(CardRecord &record, bool refa);

} // namespace kib::preferans
