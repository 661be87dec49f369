#pragma once

#include "model/tablestate.h"

#include <QStringList>

namespace kib {

// What a pinochle hand shows at one step of its replay, beyond the hands
// and the trick: teams, the bids by round so far, and once the auction is
// over the contract, the exchange (passes, kitty, discard), each seat's
// meld with its points, the counters each team has taken, and at the end
// the hand's scores per team. Pure text: the panel renders it, tests read it.
struct PinochleSummary
{
    struct Line
    {
        QString label;    // "Team1", "Bids2", "Meld3", "HandScores" ...
        QString text;     // what it says, for people
    };

    QString status;            // "Complete", "Incomplete: DateTime left out", "Invalid"
    QList<Line> teams;         // each team: its seats and players
    QStringList bidSeats;      // the seats of a round, left of the dealer first
    QList<QStringList> bids;   // the calls made so far, by round
    QList<Line> contract;      // once the auction is over
    QList<Line> exchange;      // passes, kitty, discard
    QList<Line> melds;         // each seat's meld and points, then each team's
    QList<Line> counters;      // each team's counters so far (in the play)
    QList<Line> scores;        // GameScores, then at the end the results

    bool isEmpty() const { return teams.isEmpty(); }
    // Every line as "label: text", section by section.
    QStringList lines() const;

    // The summary of a pinochle record at the state of its replay; empty
    // for other games.
    static PinochleSummary at(const CardRecord &record, const TableState &state);
};

} // namespace kib
