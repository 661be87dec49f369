#pragma once

#include "model/seats.h"

#include <QString>

#include <functional>

namespace kib {

class CardRecord;

// What players expect on the table beside the cards (bridge): each hand's
// high-card points, the points of each pair, and the result scored (the
// duplicate score of the contract made or defeated, with the IMP and
// matchpoint figures the record gives).
namespace tablefacts {

// "12 HCP" for a bridge hand that is known and shown; empty otherwise.
QString handPoints(const CardRecord &record, Seat seat, bool hidden);
// "HCP: N-S 23 · E-W 17" when the four hands are known and shown.
QString pairPoints(const CardRecord &record, const std::function<bool(Seat)> &hidden);
// "Score: N-S +620 (4♠ by S, 10 tricks, vulnerable)", then the record's
// Score, ScoreIMP, ScoreMP and ScorePercentage where it has them; empty when
// the result cannot be scored.
QString resultScore(const CardRecord &record);

} // namespace tablefacts
} // namespace kib
