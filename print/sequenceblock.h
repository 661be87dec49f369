#pragma once

#include "pagetext.h"

#include "model/cardrecord.h"

namespace kib::print {

// The auction as a grid (one column a seat; bridge West North East South)
// and the play trick by trick, drawn from the top of a rectangle. Each
// returns the y below what it drew; what would pass 'bottom' is left out.
struct SequenceBlock
{
    // The first 'calls' calls (all: -1), then "?" when 'question'.
    static qreal auction(PageText &text, const CardRecord &record, qreal x, qreal y, qreal width, qreal bottom,
                         int calls = -1, bool question = false);
    // The first 'cards' cards (all: -1), one trick a line, then "?" when 'question'.
    static qreal play(PageText &text, const CardRecord &record, qreal x, qreal y, qreal width, qreal bottom,
                      int cards = -1, bool question = false);
    // The notes of the auction and the play, "1: Stayman ...".
    static QStringList notes(const Record &record);
};

} // namespace kib::print
