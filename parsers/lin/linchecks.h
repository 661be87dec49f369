#pragma once

#include "lintext.h"

#include "model/cardrecord.h"

namespace kib::lin {

// The checks PBN's reader makes, for one LIN board: the auction's laws,
// each card against the hand that plays it (held, followed suit, played
// once) and the claim against the tricks left. Each problem is an error at
// the token that caused it; the record keeps everything read.
struct Checks
{
    const Text &text;
    int record;
    Diagnostics *out;

    // Checks the auction and sets the contract and the declarer.
    void auction(CardRecord &r, const QList<qsizetype> &callAt, bool hasPlay);
    // Deals the cards to tricks (seats, leaders, winners) and checks them.
    void play(CardRecord &r, const QList<PlayedCard> &cards, const QList<qsizetype> &cardAt);
    // Checks the claim and sets the result.
    void claim(CardRecord &r, qsizetype at);
    // Tricks the declarer's side won in the full tricks played.
    int declarerTricks(const CardRecord &r) const;

private:
    void report(qsizetype at, const QString &code, const QString &message, bool warning = false);
};

} // namespace kib::lin
