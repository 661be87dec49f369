#include "boardlayout.h"

#include <QList>
#include <QString>

#include <cmath>

namespace kib {

namespace {

// The margin around the playing area, in cells: room for coordinates.
constexpr qreal kMargin = 0.5;

} // namespace

BoardLayout::BoardLayout(const QSizeF &area, int rows, int columns, BoardVariant variant, bool flipped,
                         bool coordinates)
    : m_rows(rows), m_columns(columns), m_variant(variant), m_flipped(flipped), m_coordinates(coordinates)
{
    if (rows <= 0 || columns <= 0 || area.isEmpty())
        return;
    m_onPoints = variant == BoardVariant::Xiangqi || variant == BoardVariant::Janggi;
    const qreal margin = coordinates ? kMargin : 0.15;
    // a point board needs half a cell beyond its outer lines for the pieces:
    // the same room as a square board of the same number of squares
    m_cell = std::floor(qMin(area.width() / (columns + 2 * margin), area.height() / (rows + 2 * margin)));
    if (m_cell < 4) {
        m_cell = 0;
        return;
    }
    m_margin = margin * m_cell;
    const QSizeF boardSize(columns * m_cell + 2 * m_margin, rows * m_cell + 2 * m_margin);
    const QPointF origin((area.width() - boardSize.width()) / 2, (area.height() - boardSize.height()) / 2);
    m_board = QRectF(QPointF(std::floor(origin.x()), std::floor(origin.y())), boardSize);
    const QRectF squares(m_board.topLeft() + QPointF(m_margin, m_margin), QSizeF(columns * m_cell, rows * m_cell));
    if (m_onPoints)
        m_grid = squares.adjusted(m_cell / 2, m_cell / 2, -m_cell / 2, -m_cell / 2);
    else
        m_grid = squares;
}

QPointF BoardLayout::displayCentre(int displayRow, int displayColumn) const
{
    if (m_onPoints)
        return m_grid.topLeft() + QPointF(displayColumn * m_cell, displayRow * m_cell);
    return m_grid.topLeft() + QPointF((displayColumn + 0.5) * m_cell, (displayRow + 0.5) * m_cell);
}

QPointF BoardLayout::centre(int index) const
{
    if (!isValid() || index < 0 || index >= m_rows * m_columns)
        return {};
    return displayCentre(displayRow(index / m_columns), displayColumn(index % m_columns));
}

QRectF BoardLayout::cellRect(int index) const
{
    if (!isValid() || index < 0 || index >= m_rows * m_columns)
        return {};
    const QPointF c = centre(index);
    return QRectF(c.x() - m_cell / 2, c.y() - m_cell / 2, m_cell, m_cell);
}

int BoardLayout::indexAt(const QPointF &pos) const
{
    if (!isValid())
        return -1;
    const QPointF origin = m_onPoints ? m_grid.topLeft() - QPointF(m_cell / 2, m_cell / 2) : m_grid.topLeft();
    const int dc = int(std::floor((pos.x() - origin.x()) / m_cell));
    const int dr = int(std::floor((pos.y() - origin.y()) / m_cell));
    if (dr < 0 || dr >= m_rows || dc < 0 || dc >= m_columns)
        return -1;
    return displayRow(dr) * m_columns + displayColumn(dc);
}

QList<BoardLayout::Label> BoardLayout::coordinateLabels() const
{
    QList<Label> out;
    if (!isValid() || !m_coordinates || m_columns > 26)
        return out;
    const bool shogi = m_variant == BoardVariant::Shogi;
    const qreal edge = m_margin / 2;
    for (int c = 0; c < m_columns; ++c) {
        const QPointF p = displayCentre(0, displayColumn(c));
        const QString text = shogi ? QString::number(m_columns - c) : QString(QChar(u'a' + c));
        const qreal y = shogi ? m_board.top() + edge : m_board.bottom() - edge;
        out.append(Label{QPointF(p.x(), y), text});
    }
    for (int r = 0; r < m_rows; ++r) {
        const QPointF p = displayCentre(displayRow(r), 0);
        const QString text = shogi ? QString(QChar(u'a' + r)) : QString::number(m_rows - r);
        const qreal x = shogi ? m_board.right() - edge : m_board.left() + edge;
        out.append(Label{QPointF(x, p.y()), text});
    }
    return out;
}

} // namespace kib
