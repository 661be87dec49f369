#pragma once

#include "ppnreport.h"

#include "model/cardrecord.h"

// The throws and the summary of a PPN deal, read into the model and checked.
namespace kib::ppn {

// Builds the tricks. Each trick's leader is the previous trick's winner
// (the starting player for the first); its cards go to the players who
// play, in turn from the leader. Checked: every card is held by its
// player (the main player holds the talon, less the discards, unless the
// contract is a game), suit is followed and a void player trumps, and the
// recorded winner is the one the cards and the trump give.
void readThrows(const DealFields &fields, CardRecord *record, Report *report);

// The summary, one item per player in the deal order: 0, or F/M, tricks,
// then soups (L.., R..) and the bula change. Warns where the tricks do not
// match the throws or the M is not on the main player.
void readSummary(const DealFields &fields, const QList<Seat> &order, CardRecord *record, Report *report);

// "F3:L24", "M6:-20", "0": the summary item's text, and its reading.
QString summaryText(const PreferansScore &score);
bool parseSummary(QStringView text, PreferansScore *score);

} // namespace kib::ppn
