#include "boardpainter.h"

#include "piecepainter.h"

#include <QCoreApplication>
#include <QFont>
#include <QPainter>

namespace kib {

namespace {

QColor frameColour(BoardVariant v)
{
    switch (v) {
    case BoardVariant::Chess: return QColor(0x6f, 0x4e, 0x37);
    case BoardVariant::Makruk: return QColor(0x7a, 0x4f, 0x2a);
    case BoardVariant::Shogi: return QColor(0xd9, 0xb0, 0x62);
    case BoardVariant::Xiangqi: return QColor(0xe9, 0xc9, 0x8a);
    case BoardVariant::Janggi: return QColor(0xe2, 0xbf, 0x7e);
    case BoardVariant::Generic: break;
    }
    return QColor(0x4f, 0x5d, 0x56);
}

QColor lineColour(BoardVariant v)
{
    switch (v) {
    case BoardVariant::Xiangqi: return QColor(0x6b, 0x2a, 0x12);
    case BoardVariant::Janggi: return QColor(0x3b, 0x2a, 0x18);
    default: return QColor(0x2a, 0x1e, 0x12);
    }
}

void paintSquares(QPainter &p, const BoardLayout &l)
{
    const BoardVariant v = l.variant();
    const qreal c = l.cell();
    const QRectF g = l.gridRect();
    const bool checkered = v == BoardVariant::Chess || v == BoardVariant::Generic;
    p.setPen(Qt::NoPen);
    if (checkered) {
        for (int r = 0; r < l.rows(); ++r)
            for (int col = 0; col < l.columns(); ++col) {
                p.setBrush((r + col) % 2 ? BoardPainter::darkSquare(v) : BoardPainter::lightSquare(v));
                p.drawRect(QRectF(g.left() + col * c, g.top() + r * c, c, c));
            }
        return;
    }
    p.setBrush(BoardPainter::lightSquare(v));
    p.drawRect(g);
    if (v == BoardVariant::Shogi && l.rows() >= 7) {
        // the promotion zones: each side's last three ranks
        p.setBrush(BoardPainter::zoneColour());
        p.drawRect(QRectF(g.left(), g.top(), g.width(), 3 * c));
        p.drawRect(QRectF(g.left(), g.bottom() - 3 * c, g.width(), 3 * c));
    }
    p.setPen(QPen(lineColour(v), qMax(1.0, c * 0.02)));
    p.setBrush(Qt::NoBrush);
    for (int r = 0; r <= l.rows(); ++r)
        p.drawLine(QPointF(g.left(), g.top() + r * c), QPointF(g.right(), g.top() + r * c));
    for (int col = 0; col <= l.columns(); ++col)
        p.drawLine(QPointF(g.left() + col * c, g.top()), QPointF(g.left() + col * c, g.bottom()));
    if (v == BoardVariant::Shogi && l.rows() == 9 && l.columns() == 9) {
        // star points where the promotion zones' lines cross
        p.setPen(Qt::NoPen);
        p.setBrush(lineColour(v));
        for (int r : {3, 6})
            for (int col : {3, 6})
                p.drawEllipse(QPointF(g.left() + col * c, g.top() + r * c), c * 0.06, c * 0.06);
    }
}

void pointMark(QPainter &p, const QPointF &at, qreal c, bool left, bool right)
{
    const qreal gap = c * 0.08, len = c * 0.16;
    for (int sx : {-1, 1}) {
        if ((sx < 0 && !left) || (sx > 0 && !right))
            continue;
        for (int sy : {-1, 1}) {
            const QPointF o(at.x() + sx * gap, at.y() + sy * gap);
            p.drawLine(o, o + QPointF(sx * len, 0));
            p.drawLine(o, o + QPointF(0, sy * len));
        }
    }
}

void paintPoints(QPainter &p, const BoardLayout &l)
{
    const BoardVariant v = l.variant();
    const qreal c = l.cell();
    const QRectF g = l.gridRect();
    const int rows = l.rows(), cols = l.columns();
    const bool classic = rows == 10 && cols == 9;
    const bool xiangqi = v == BoardVariant::Xiangqi;
    p.setPen(Qt::NoPen);
    p.setBrush(BoardPainter::lightSquare(v));
    p.drawRect(g.adjusted(-c * 0.3, -c * 0.3, c * 0.3, c * 0.3));
    const QPen thin(lineColour(v), qMax(1.0, c * 0.022));
    p.setPen(QPen(lineColour(v), qMax(1.5, c * 0.05)));
    p.setBrush(Qt::NoBrush);
    p.drawRect(g.adjusted(-c * 0.12, -c * 0.12, c * 0.12, c * 0.12));
    p.setPen(thin);
    for (int r = 0; r < rows; ++r)
        p.drawLine(QPointF(g.left(), g.top() + r * c), QPointF(g.right(), g.top() + r * c));
    for (int col = 0; col < cols; ++col) {
        const qreal x = g.left() + col * c;
        if (classic && xiangqi && col > 0 && col < cols - 1) {
            // the river cuts the inner files
            p.drawLine(QPointF(x, g.top()), QPointF(x, g.top() + 4 * c));
            p.drawLine(QPointF(x, g.top() + 5 * c), QPointF(x, g.bottom()));
        } else {
            p.drawLine(QPointF(x, g.top()), QPointF(x, g.bottom()));
        }
    }
    if (!classic)
        return;
    // the palaces: the 3x3 points around each general, with their diagonals
    for (int top : {0, 7}) {
        const QPointF a(g.left() + 3 * c, g.top() + top * c), b(g.left() + 5 * c, g.top() + (top + 2) * c);
        p.drawLine(a, b);
        p.drawLine(QPointF(b.x(), a.y()), QPointF(a.x(), b.y()));
    }
    if (xiangqi) {
        // where the cannons and soldiers start
        for (int r : {2, 7})
            for (int col : {1, 7})
                pointMark(p, QPointF(g.left() + col * c, g.top() + r * c), c, true, true);
        for (int r : {3, 6})
            for (int col = 0; col < cols; col += 2)
                pointMark(p, QPointF(g.left() + col * c, g.top() + r * c), c, col > 0, col < cols - 1);
        const QRectF river(g.left(), g.top() + 4 * c, g.width(), c);
        if (PiecePainter::canShowChinese()) {
            QFont f;
            f.setPixelSize(qMax(6, int(c * 0.5)));
            p.setFont(f);
            p.drawText(QRectF(river.left(), river.top(), river.width() / 2, c), Qt::AlignCenter,
                       QStringLiteral("楚 河"));
            p.drawText(QRectF(river.center().x(), river.top(), river.width() / 2, c), Qt::AlignCenter,
                       QStringLiteral("漢 界"));
        } else {
            QFont f(QStringLiteral("DejaVu Serif"));
            f.setPixelSize(qMax(6, int(c * 0.32)));
            f.setItalic(true);
            p.setFont(f);
            p.drawText(river, Qt::AlignCenter, QCoreApplication::translate("kib::BoardPainter", "river", "the middle of a xiangqi board"));
        }
    }
}

} // namespace

QColor BoardPainter::lightSquare(BoardVariant variant)
{
    switch (variant) {
    case BoardVariant::Chess: return QColor(0xf0, 0xd9, 0xb5);
    case BoardVariant::Makruk: return QColor(0xe0, 0xb8, 0x74);
    case BoardVariant::Shogi: return QColor(0xec, 0xc9, 0x82);
    case BoardVariant::Xiangqi: return QColor(0xf3, 0xdb, 0xa6);
    case BoardVariant::Janggi: return QColor(0xed, 0xcf, 0x93);
    case BoardVariant::Generic: break;
    }
    return QColor(0xe6, 0xe9, 0xd8);
}

QColor BoardPainter::darkSquare(BoardVariant variant)
{
    switch (variant) {
    case BoardVariant::Chess: return QColor(0xb5, 0x88, 0x63);
    case BoardVariant::Generic: return QColor(0x86, 0xa6, 0x66);
    default: return lightSquare(variant);
    }
}

QColor BoardPainter::zoneColour()
{
    // shogi's wood darkened a little (opaque, so that it is one colour)
    const QColor wood = lightSquare(BoardVariant::Shogi);
    return QColor(wood.red() * 86 / 100, wood.green() * 84 / 100, wood.blue() * 78 / 100);
}

QColor BoardPainter::squareColour(const BoardLayout &layout, int index)
{
    const BoardVariant v = layout.variant();
    if (!layout.isValid() || layout.onPoints())
        return lightSquare(v);
    const int r = layout.displayRow(index / layout.columns());
    const int c = layout.displayColumn(index % layout.columns());
    if (v == BoardVariant::Shogi && layout.rows() >= 7 && (r < 3 || r >= layout.rows() - 3))
        return zoneColour();
    return (r + c) % 2 ? darkSquare(v) : lightSquare(v);
}

QColor BoardPainter::markColour()
{
    return QColor(0xff, 0xd4, 0x00, 120);
}

void BoardPainter::paintBoard(QPainter &painter, const BoardLayout &layout)
{
    if (!layout.isValid())
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setPen(Qt::NoPen);
    painter.setBrush(frameColour(layout.variant()));
    painter.drawRect(layout.boardRect());
    if (layout.onPoints()) {
        painter.setRenderHint(QPainter::Antialiasing, true);
        paintPoints(painter, layout);
    } else {
        paintSquares(painter, layout);
    }
    painter.restore();
}

void BoardPainter::paintMarks(QPainter &painter, const BoardLayout &layout, const QList<int> &squares)
{
    if (!layout.isValid())
        return;
    painter.save();
    painter.setPen(Qt::NoPen);
    painter.setBrush(markColour());
    const qreal c = layout.cell();
    for (int index : squares) {
        const QRectF cell = layout.cellRect(index);
        if (cell.isEmpty())
            continue;
        if (layout.onPoints()) {
            painter.setRenderHint(QPainter::Antialiasing, true);
            painter.drawRoundedRect(cell.adjusted(c * 0.04, c * 0.04, -c * 0.04, -c * 0.04), c * 0.08, c * 0.08);
        } else {
            painter.setRenderHint(QPainter::Antialiasing, false);
            painter.drawRect(cell);
        }
    }
    painter.restore();
}

void BoardPainter::paintCoordinates(QPainter &painter, const BoardLayout &layout)
{
    const QList<BoardLayout::Label> labels = layout.coordinateLabels();
    if (labels.isEmpty())
        return;
    painter.save();
    painter.setRenderHint(QPainter::TextAntialiasing);
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(qMax(6, int(layout.cell() * 0.24)));
    f.setBold(true);
    painter.setFont(f);
    const BoardVariant v = layout.variant();
    const bool darkFrame = v == BoardVariant::Chess || v == BoardVariant::Makruk || v == BoardVariant::Generic;
    painter.setPen(darkFrame ? QColor(0xf3, 0xe6, 0xd0) : QColor(0x4a, 0x30, 0x18));
    const qreal half = layout.cell() / 2;
    for (const BoardLayout::Label &l : labels)
        painter.drawText(QRectF(l.at.x() - half, l.at.y() - half, 2 * half, 2 * half), Qt::AlignCenter, l.text);
    painter.restore();
}

} // namespace kib
