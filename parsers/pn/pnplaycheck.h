#pragma once

#include "pncontext.h"

namespace kib::pn {

// The checks of the play and the scores of one hand (after PnValidator's
// deal, auction and exchange checks): cards played from the hand that holds
// them, Trick1 led by the declarer and every later trick by the winner of
// the one before, each winner by pinochle's rules (of identical cards the
// first played wins), the counters, and scores that add up: meld and play
// scores per team, HandScores from them (or the bid lost), FinalScores,
// and GameScores carried from the hand before.
class PnPlayCheck
{
public:
    // 'known': per seat, whether its hand when the play starts is known.
    PnPlayCheck(PnContext &context, const CardRecord *previous, const QList<bool> &known);

    void run();

private:
    void checkPlay();
    void checkScores();
    void checkAgainstPrevious();
    bool values(const QString &name, QList<int> *out) const;

    PnContext &m_ctx;
    const CardRecord &m_record;
    const CardRecord *m_previous;
    QList<bool> m_known;
    QList<QList<Seat>> m_teams;
    // counters won by each team, when every trick is there and known
    QList<int> m_counters;
    bool m_countersKnown = false;
};

} // namespace kib::pn
