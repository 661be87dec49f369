#pragma once

#include "ddposition.h"
#include "ddtable.h"

#include <atomic>

namespace kib::dd {

// Synchronous calls into DDS. DDS is not re-entrant from several threads
// at once through these entry points, so every call here takes one lock;
// DDS spreads its own work over its thread pool. Call from a worker
// thread (AnalysisService), never from the GUI thread.

// DDS's worker threads: 0 lets DDS choose (every core).
void setThreads(int threads);
// What DDS reports about itself: "DDS 2.9.0, 2 threads".
QString solverInfo();

// Tables of deals (dealPbn() strings), CalcAllTablesPBN over blocks of
// up to 40 deals of 13 cards a hand; end positions (fewer cards) are
// solved with SolveBoard. 'out' gets one table per deal. False with 'error'
// on a DDS failure. Stops between blocks when 'cancel' becomes true.
bool solveTables(const QList<QByteArray> &deals, QList<DdTable> *out, QString *error,
                 const std::atomic_bool *cancel = nullptr);
// The most deals one CalcAllTablesPBN call takes with all five strains.
constexpr int TablesPerCall = 40;

// Par of a table with the board's vulnerability: DealerPar when the dealer
// is known, else SidesPar (North-South's view).
ParResult par(const DdTable &table, Seat dealer, Vulnerability vulnerability);

// The value of every card the player to play may play: the tricks the
// declarer's side takes in all (won so far included) with best play after it.
struct CardValue
{
    Card card;
    int tricks = 0;
    bool costs = false;   // worse for the player's side than the best card
    friend bool operator==(const CardValue &, const CardValue &) = default;
};

struct StepValues
{
    bool valid = false;
    QString reason;       // when not valid
    Seat toPlay = NoSeat;
    Seat declarer = NoSeat;
    int best = -1;        // the position's value: tricks for declarer's side with best play
    QList<CardValue> cards; // display order is the caller's
    const CardValue *find(Card c) const;
};

// SolveBoardPBN with all solutions at one position.
StepValues cardValues(const Position &position, QString *error = nullptr);

// Raw DDS error text for a return code.
QString errorText(int code);

} // namespace kib::dd
