#pragma once

#include "card.h"
#include "contract.h"

#include <optional>

namespace kib {

class CardRecord;
class SeatLayout;

namespace bridge {

// High-card points: ace 4, king 3, queen 2, jack 1.
int highCardPoints(const Cards &cards);

// The duplicate score of a bridge contract made with 'tricks' tricks (0 to
// 13) by the declaring side, from its point of view: positive when made
// (trick score, game or part-score bonus, slam bonus, overtricks, the
// insult for a doubled contract), negative when defeated (the penalty for
// the undertricks). Laws of Duplicate Bridge 2017, law 77. Nothing for a
// contract that is not a bid (passed out scores 0 as well).
std::optional<int> duplicateScore(const Contract &contract, bool vulnerable, int tricks);

// The declaring side of 'record' is vulnerable (by its Vulnerable tag).
// Unknown vulnerability: nullopt.
std::optional<bool> declarerVulnerable(const CardRecord &record);

// The record's result scored: "N-S +620" / "E-W −100"; empty when the
// contract, declarer, vulnerability or result is not known.
struct ResultScore
{
    int declarerScore = 0; // from the declaring side's point of view
    int northSouth = 0;    // the same from N-S's
    bool known = false;
};
ResultScore scoreOf(const CardRecord &record);

} // namespace bridge
} // namespace kib
