#pragma once

#include "pagetext.h"

#include "model/boardrecord.h"

#include <QRectF>

namespace kib::print {

// A chess-variant record on paper: the players, the board after a chosen
// move (squares shaded as on the screen, pieces as text: the chess glyphs,
// shogi and xiangqi names), pieces in hand, and the move list with the
// chosen move marked.
struct BoardBlock
{
    // 'step' -1: after the last move.
    static void paint(PageText &text, const BoardRecord &record, int step, const QRectF &area);
};

} // namespace kib::print
