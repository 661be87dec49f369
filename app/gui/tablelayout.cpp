#include "tablelayout.h"

#include <array>

namespace kib {

TableLayout::Cell TableLayout::seatCell(Seat seat, int seats)
{
    // hands hug the centre: the top hand sits at the bottom of its cell...
    const Cell top{0, 1, Qt::AlignHCenter | Qt::AlignBottom};
    const Cell right{1, 2, Qt::AlignLeft | Qt::AlignVCenter};
    const Cell bottom{2, 1, Qt::AlignHCenter | Qt::AlignTop};
    const Cell left{1, 0, Qt::AlignRight | Qt::AlignVCenter};
    switch (seats) {
    case 3: {
        const std::array<Cell, 3> cells{top, right, left};
        return cells.at(qBound(0, seat, 2));
    }
    case 6: {
        const std::array<Cell, 6> cells{
            Cell{0, 1, Qt::AlignHCenter | Qt::AlignBottom}, Cell{0, 2, Qt::AlignLeft | Qt::AlignBottom},
            Cell{2, 2, Qt::AlignLeft | Qt::AlignTop},       Cell{2, 1, Qt::AlignHCenter | Qt::AlignTop},
            Cell{2, 0, Qt::AlignRight | Qt::AlignTop},      Cell{0, 0, Qt::AlignRight | Qt::AlignBottom},
        };
        return cells.at(qBound(0, seat, 5));
    }
    default: {
        const std::array<Cell, 4> cells{top, right, bottom, left};
        return cells.at(qBound(0, seat, 3));
    }
    }
}

TableLayout::Cell TableLayout::trickCell(int)
{
    return Cell{1, 1, Qt::AlignCenter};
}

TableLayout::Cell TableLayout::pileCell(int seats)
{
    switch (seats) {
    case 3: return Cell{2, 1, Qt::AlignHCenter | Qt::AlignTop};
    case 6: return Cell{1, 0, Qt::AlignLeft | Qt::AlignVCenter};
    default: return Cell{2, 2, Qt::AlignLeft | Qt::AlignTop};
    }
}

TableLayout::Cell TableLayout::contractCell(int seats)
{
    if (seats == 6)
        return Cell{1, 0, Qt::AlignLeft | Qt::AlignTop};
    return Cell{0, 0, Qt::AlignLeft | Qt::AlignTop};
}

TableLayout::Cell TableLayout::tricksCell(int seats)
{
    if (seats == 6)
        return Cell{1, 2, Qt::AlignRight | Qt::AlignTop};
    return Cell{0, 2, Qt::AlignRight | Qt::AlignTop};
}

namespace {

struct Grid
{
    std::array<int, 3> widths{0, 0, 0};
    std::array<int, 3> heights{0, 0, 0};
    std::array<std::array<int, 3>, 3> stack{}; // stacked height per cell
};

Grid measure(const QList<TableLayout::Item> &items, int gap)
{
    Grid g;
    for (const auto &item : items) {
        const int r = qBound(0, item.cell.row, 2);
        const int c = qBound(0, item.cell.column, 2);
        int &h = g.stack[r][c];
        h += (h > 0 ? gap : 0) + item.size.height();
        g.widths[c] = qMax(g.widths[c], item.size.width());
        g.heights[r] = qMax(g.heights[r], h);
    }
    return g;
}

int total(const std::array<int, 3> &sizes, int gap)
{
    int sum = 0, used = 0;
    for (int s : sizes) {
        sum += s;
        used += s > 0 ? 1 : 0;
    }
    return sum + qMax(0, used - 1) * gap;
}

} // namespace

QSize TableLayout::gridSize(const QList<Item> &items, int gap)
{
    const Grid g = measure(items, gap);
    return QSize(total(g.widths, gap), total(g.heights, gap));
}

QList<QRect> TableLayout::place(const QList<Item> &items, const QRect &area, int gap)
{
    Grid g = measure(items, gap);
    const QSize need(total(g.widths, gap), total(g.heights, gap));
    // spare room goes to the outer columns and rows, keeping the centre tight
    const int spareW = qMax(0, area.width() - need.width());
    const int spareH = qMax(0, area.height() - need.height());
    std::array<int, 3> x{}, y{};
    x[0] = area.x() + spareW / 2;
    x[1] = x[0] + g.widths[0] + (g.widths[0] > 0 ? gap : 0);
    x[2] = x[1] + g.widths[1] + (g.widths[1] > 0 ? gap : 0);
    y[0] = area.y() + spareH / 2;
    y[1] = y[0] + g.heights[0] + (g.heights[0] > 0 ? gap : 0);
    y[2] = y[1] + g.heights[1] + (g.heights[1] > 0 ? gap : 0);
    // the corner cells may use the spare room
    std::array<int, 3> colW = g.widths, rowH = g.heights;

    std::array<std::array<int, 3>, 3> filled{};
    QList<QRect> out;
    for (const auto &item : items) {
        const int r = qBound(0, item.cell.row, 2);
        const int c = qBound(0, item.cell.column, 2);
        const QRect cell(x[c], y[r], colW[c], rowH[r]);
        const QSize s = item.size;
        int left = cell.x();
        if (item.cell.align & Qt::AlignRight)
            left = cell.right() + 1 - s.width();
        else if (item.cell.align & Qt::AlignHCenter)
            left = cell.x() + (cell.width() - s.width()) / 2;
        int top;
        const int stackH = g.stack[r][c];
        if (item.cell.align & Qt::AlignBottom)
            top = cell.bottom() + 1 - stackH + filled[r][c];
        else if (item.cell.align & Qt::AlignVCenter)
            top = cell.y() + (cell.height() - stackH) / 2 + filled[r][c];
        else
            top = cell.y() + filled[r][c];
        filled[r][c] += s.height() + gap;
        out.append(QRect(QPoint(left, top), s));
    }
    return out;
}

qreal TableLayout::fit(const std::function<QList<Item>(qreal)> &items, const QSize &area,
                       const std::function<int(qreal)> &gap, qreal minScale, qreal maxScale)
{
    auto fits = [&](qreal s) {
        const QSize need = gridSize(items(s), gap(s));
        return need.width() <= area.width() && need.height() <= area.height();
    };
    if (!fits(minScale))
        return minScale;
    if (fits(maxScale))
        return maxScale;
    qreal lo = minScale, hi = maxScale;
    for (int i = 0; i < 18; ++i) {
        const qreal mid = (lo + hi) / 2;
        if (fits(mid))
            lo = mid;
        else
            hi = mid;
    }
    return lo;
}

} // namespace kib
