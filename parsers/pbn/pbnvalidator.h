#pragma once

#include "pbnrecordinfo.h"
#include "pbnreport.h"

#include "model/cardrecord.h"

namespace kib {

// Checks a record read from PBN against the rules of bridge and of the
// standard: the deal (no card twice, no hand over 13 cards, hands of one
// size), the auction (its first caller, the laws), the contract and
// declarer against the auction, the play (cards held, revokes, the
// irregularities ^R and ^L), the result against the play, and the notes.
class PbnValidator
{
public:
    static void validate(const CardRecord &record, const PbnRecordInfo &info, PbnReport &report);

private:
    // (deal() gives each hand's cards as bits of Card::index(), which
    // play() then checks the cards played against)
    static void deal(const CardRecord &record, const PbnRecordInfo &info, PbnReport &report, quint64 held[4]);
    static void auction(const CardRecord &record, const PbnRecordInfo &info, PbnReport &report);
    static void play(const CardRecord &record, const PbnRecordInfo &info, PbnReport &report, const quint64 dealt[4]);
    static bool cleanTrick(const PlayedCard *cards, quint64 ledSuit, quint64 held[4], quint64 *played);
    static void result(const CardRecord &record, const PbnRecordInfo &info, PbnReport &report);
    static void notes(const CardRecord &record, const PbnRecordInfo &info, PbnReport &report);
};

} // namespace kib
