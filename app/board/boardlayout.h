#pragma once

#include "model/boardvariant.h"

#include <QPointF>
#include <QRectF>
#include <QSizeF>

namespace kib {

// Where a board's squares stand inside a widget: the geometry shared by
// painting, hit testing and tests. Square boards (chess, makruk, shogi,
// generic) put pieces inside squares; xiangqi and janggi put them on the
// intersections of lines. Rows count from the top of the record's board
// (PCN index 0); a flipped board shows the top side at the bottom.
class BoardLayout
{
public:
    BoardLayout() = default;
    BoardLayout(const QSizeF &area, int rows, int columns, BoardVariant variant, bool flipped, bool coordinates);

    bool isValid() const { return m_rows > 0 && m_columns > 0 && m_cell > 0; }
    int rows() const { return m_rows; }
    int columns() const { return m_columns; }
    BoardVariant variant() const { return m_variant; }
    bool isFlipped() const { return m_flipped; }
    // Pieces on the intersections of lines (xiangqi, janggi).
    bool onPoints() const { return m_onPoints; }

    qreal cell() const { return m_cell; }
    // The board with its margins (where the wood or paper is painted).
    QRectF boardRect() const { return m_board; }
    // The playing area: the squares, or the lines from the first to the last point.
    QRectF gridRect() const { return m_grid; }

    // The row and column a record square is shown at (flipping applied).
    int displayRow(int row) const { return m_flipped ? m_rows - 1 - row : row; }
    int displayColumn(int column) const { return m_flipped ? m_columns - 1 - column : column; }
    // The centre of square 'index', and the cell a piece on it is drawn in.
    QPointF centre(int index) const;
    QRectF cellRect(int index) const;
    // The centre of a displayed row and column.
    QPointF displayCentre(int displayRow, int displayColumn) const;
    // The record square under 'pos', -1 when none.
    int indexAt(const QPointF &pos) const;

    // The labels of files and ranks as the variant names squares
    // (squareName()): chess-like boards name files a.. under the board and
    // ranks 1.. at its left; shogi names files 9..1 above and ranks a.. at its
    // right. Each label comes with the point it is centred on.
    struct Label
    {
        QPointF at;
        QString text;
    };
    QList<Label> coordinateLabels() const;

private:
    int m_rows = 0;
    int m_columns = 0;
    BoardVariant m_variant = BoardVariant::Chess;
    bool m_flipped = false;
    bool m_onPoints = false;
    bool m_coordinates = true;
    qreal m_cell = 0;
    qreal m_margin = 0;
    QRectF m_board;
    QRectF m_grid;
};

} // namespace kib
