#pragma once

#include "pnlabels.h"
#include "pnlexer.h"

namespace kib::pn {

// The order of the lines inside one group of a Hand Section, as PN 1.0's
// Line List gives it: Bids# before Contract, MeldScores before HandScores,
// Hand1 before Hand2 (the order of the groups is checked apart, as an error).
struct PnSequence
{
    int rank = -1;       // the last line's place in the Line List
    int number = 0;      // and its number
    PnGroup group = PnGroup::Event;
    QString last;        // its label

    // False when 'line' (read in group 'g') stands after a line of its group
    // that the Line List puts after it; the line is taken as the last either way.
    bool accepts(const PnLine &line, PnGroup g);
};

} // namespace kib::pn
