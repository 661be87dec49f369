#pragma once

#include "boardlayout.h"

#include <QColor>

class QPainter;

namespace kib {

// Paints the board itself, without pieces, in its variant's look: chess's
// light and dark squares, makruk's plain squares, shogi's wooden board with
// its promotion zones and star points, the lines, river and palaces of
// xiangqi and janggi, and the coordinates.
class BoardPainter
{
public:
    static void paintBoard(QPainter &painter, const BoardLayout &layout);
    static void paintCoordinates(QPainter &painter, const BoardLayout &layout);
    // Marks squares (the last move's) on the board.
    static void paintMarks(QPainter &painter, const BoardLayout &layout, const QList<int> &squares);

    static QColor lightSquare(BoardVariant variant);
    static QColor darkSquare(BoardVariant variant);
    static QColor markColour();
    static QColor zoneColour();
    // The plain colour of a square as painted without marks or pieces (for
    // a point board: the paper's).
    static QColor squareColour(const BoardLayout &layout, int index);
};

} // namespace kib
