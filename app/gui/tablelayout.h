#pragma once

#include "model/seats.h"

#include <QList>
#include <QRect>

#include <functional>

namespace kib {

// Places the parts of the card table on a 3x3 grid: the hands around the
// trick in the centre (4 seats: N top, E right, S bottom, W left; 3 seats:
// seat 1 top, 2 right, 3 left, piles below; 6 seats: three hands above and
// three below), piles and information boxes in the free corners. Several
// items may share a cell: they stack from the top.
class TableLayout
{
public:
    struct Cell
    {
        int row = 1;
        int column = 1;
        Qt::Alignment align = Qt::AlignCenter;
    };
    struct Item
    {
        QSize size;
        Cell cell;
    };

    static Cell seatCell(Seat seat, int seats);
    static Cell trickCell(int seats);
    static Cell pileCell(int seats);
    static Cell contractCell(int seats);
    static Cell tricksCell(int seats);

    // The size the grid needs for these items, with 'gap' between cells.
    static QSize gridSize(const QList<Item> &items, int gap);
    // The rects of the items, the grid centred in 'area'.
    static QList<QRect> place(const QList<Item> &items, const QRect &area, int gap);
    // The largest scale in [minScale, maxScale] whose items fit 'area'
    // (minScale when none does). 'items' gives the items at a scale.
    static qreal fit(const std::function<QList<Item>(qreal)> &items, const QSize &area,
                     const std::function<int(qreal)> &gap, qreal minScale, qreal maxScale);
};

} // namespace kib
