#pragma once

#include "model/boardvariant.h"

#include <QColor>
#include <QRectF>
#include <QString>

class QPainter;

namespace kib {

// Draws a piece from its name in the look of its variant: Unicode chess
// glyphs as glyphs (white ones filled white), xiangqi and janggi pieces as
// round or octagonal counters, shogi pieces as pentagons pointing at the
// opponent, and any other name as a readable label on a counter of its
// side's colour.
class PiecePainter
{
public:
    // 'cell' is the square (or the cell around a point) the piece fills;
    // 'pointingDown' turns a shogi piece towards the bottom of the screen.
    static void paint(QPainter &painter, const QRectF &cell, const QString &name, BoardSide owner,
                      BoardVariant variant, bool pointingDown);

    // The text drawn for a name: letters in capitals (the counter's colour
    // or direction already tells the side), anything else as written, except
    // xiangqi and janggi characters when no installed font can show them:
    // those become the usual letters (K A E H R C P).
    static QString label(const QString &name);
    // Whether an installed font covers Chinese characters.
    static bool canShowChinese();

    // The colour a side's labels are drawn in (red and black for xiangqi ...).
    static QColor inkColour(BoardSide owner, BoardVariant variant);
    // The colour that stands for a side beside the board (white and black,
    // red and black, green and red).
    static QColor sideColour(BoardSide side, BoardVariant variant);
};

} // namespace kib
