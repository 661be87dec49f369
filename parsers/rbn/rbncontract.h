#pragma once

#include "rbnproblem.h"

#include "model/cardrecord.h"

#include <QByteArray>

#include <string>

namespace kib::rbn {

struct ParsedContract
{
    Contract contract;      // level 0 when the data gives none (an ending)
    Seat declarer = NoSeat;
    Seat leader = NoSeat;   // only when the data names the first leader
    bool keepData = false;  // a goal or extra fields: the model has no place for them
};

// The C label: [level] strain [X|R] [goal] ':' declarer [':' leader
// [':' more...]]; upper or lower case.
ParsedContract parseContract(QByteArrayView data, Problems *problems);
// The C data; the leader is written when it is not NoSeat.
QByteArray formatContract(const Contract &contract, Seat declarer, Seat leader);
// The same, appended to 'out' (the writer's bytes for the record's labels).
void appendContract(std::string &out, const Contract &contract, Seat declarer, Seat leader);

struct ParsedResult
{
    std::optional<int> tricks;
    bool passedOut = false; // P
    QList<Score> scores;    // Score "NS n", ScoreIMP "NS n", ScorePercentage "NS n"
    bool keepData = false;  // extra fields
};

// The R label: tricks (or P) with the raw score after its sign, then ':'
// and the effective score: = (push or tie: ScoreIMP "NS 0"), a signed
// number (IMPs, or board-a-match +1/-1: ScoreIMP) or a plain number (a
// matchpoint percentage: ScorePercentage). All relative to North-South.
ParsedResult parseResult(QByteArrayView data, Problems *problems);
// The R data; empty when there is nothing to write. Scores it cannot spell
// are left out (see cannotHold).
QByteArray formatResult(std::optional<int> tricks, bool passedOut, const QList<Score> &scores);

} // namespace kib::rbn
