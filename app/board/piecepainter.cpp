#include "piecepainter.h"

#include <QFont>
#include <QFontDatabase>
#include <QHash>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace kib {

namespace {

QFont pieceFont(qreal pixelSize, bool bold)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setStyleHint(QFont::SansSerif);
    f.setPixelSize(qMax(4, int(std::lround(pixelSize))));
    f.setBold(bold);
    return f;
}

// Draws 'text' centred on 'centre', shrunk until it fits 'maxWidth'.
void centredText(QPainter &p, const QPointF &centre, const QString &text, qreal pixelSize, qreal maxWidth,
                 const QColor &colour, bool bold = true)
{
    QFont f = pieceFont(pixelSize, bold);
    QFontMetricsF fm(f);
    qreal w = fm.horizontalAdvance(text);
    if (w > maxWidth && w > 0) {
        f.setPixelSize(qMax(4, int(pixelSize * maxWidth / w)));
        fm = QFontMetricsF(f);
        w = fm.horizontalAdvance(text);
    }
    p.setFont(f);
    p.setPen(colour);
    const QRectF box(centre.x() - maxWidth, centre.y() - fm.height() / 2, 2 * maxWidth, fm.height());
    p.drawText(box, Qt::AlignCenter, text);
}

void paintGlyph(QPainter &p, const QRectF &cell, const QString &name, BoardSide owner)
{
    const char16_t code = name.at(0).unicode();
    const bool white = code <= 0x2659;
    // the black glyphs are solid: fill one in the piece's colour, then draw
    // the outline glyph over it for the white pieces
    const QString solid(QChar(char16_t(white ? code + 6 : code)));
    const QString outline(QChar(char16_t(white ? code : code - 6)));
    const QFont f = pieceFont(cell.height() * 0.8, false);
    QPainterPath solidPath, outlinePath;
    solidPath.addText(0, 0, f, solid);
    outlinePath.addText(0, 0, f, outline);
    const QRectF br = solidPath.boundingRect();
    const QPointF shift = cell.center() - br.center();
    solidPath.translate(shift);
    outlinePath.translate(shift);
    p.setPen(Qt::NoPen);
    if (white) {
        p.setBrush(QColor(0xfb, 0xfb, 0xf7));
        p.drawPath(solidPath);
        p.setBrush(QColor(0x15, 0x15, 0x15));
        p.drawPath(outlinePath);
    } else {
        p.setPen(QPen(QColor(255, 255, 255, 110), qMax(0.8, cell.height() * 0.012)));
        p.setBrush(QColor(0x18, 0x18, 0x18));
        p.drawPath(solidPath);
    }
    Q_UNUSED(owner)
}

QPolygonF octagon(const QPointF &c, qreal r)
{
    QPolygonF poly;
    for (int i = 0; i < 8; ++i) {
        const qreal a = (22.5 + 45.0 * i) * M_PI / 180.0;
        poly << QPointF(c.x() + r * std::cos(a), c.y() + r * std::sin(a));
    }
    return poly;
}

void paintCounter(QPainter &p, const QRectF &cell, const QString &name, BoardSide owner, BoardVariant variant)
{
    const QPointF c = cell.center();
    const QColor ink = PiecePainter::inkColour(owner, variant);
    const QString text = PiecePainter::label(name);
    if (variant == BoardVariant::Xiangqi || variant == BoardVariant::Janggi) {
        qreal r = cell.height() * 0.44;
        if (variant == BoardVariant::Janggi) {
            // janggi counters come in three sizes: the general, the soldiers and
            // guards, the rest
            const QString n = name.startsWith(QLatin1Char('+')) ? name.mid(1) : name;
            const QChar k = n.isEmpty() ? QChar() : n.at(0).toLower();
            if (k == u'g' || k == u'k' || n == u"楚" || n == u"漢")
                r = cell.height() * 0.47;
            else if (k == u'j' || k == u's' || k == u'a' || n == u"兵" || n == u"卒" || n == u"士")
                r = cell.height() * 0.36;
            else
                r = cell.height() * 0.42;
        }
        p.setPen(QPen(QColor(0x5a, 0x3d, 0x1e), qMax(1.0, cell.height() * 0.03)));
        p.setBrush(QColor(0xf6, 0xe7, 0xc1));
        if (variant == BoardVariant::Janggi)
            p.drawPolygon(octagon(c, r));
        else
            p.drawEllipse(c, r, r);
        p.setPen(QPen(ink, qMax(1.0, cell.height() * 0.025)));
        p.setBrush(Qt::NoBrush);
        if (variant == BoardVariant::Xiangqi)
            p.drawEllipse(c, r * 0.8, r * 0.8);
        else
            p.drawPolygon(octagon(c, r * 0.82));
        centredText(p, c, text, r * 1.05, r * 1.35, ink);
        return;
    }
    // a counter in the side's colour: light for the bottom side, dark for the top
    const qreal r = cell.height() * 0.4;
    const bool light = owner == BoardSide::Bottom;
    p.setPen(QPen(light ? QColor(0x30, 0x30, 0x30) : QColor(0x05, 0x05, 0x05), qMax(1.0, cell.height() * 0.03)));
    p.setBrush(light ? QColor(0xf8, 0xf5, 0xec) : QColor(0x2e, 0x2e, 0x2e));
    p.drawEllipse(c, r, r);
    centredText(p, c, text, r * (text.size() > 1 ? 0.95 : 1.15), r * 1.6, ink);
}

void paintShogi(QPainter &p, const QRectF &cell, const QString &name, BoardSide owner, bool pointingDown)
{
    const QPointF c = cell.center();
    const qreal h = cell.height() * 0.86, w = cell.width() * 0.74;
    QPolygonF poly;
    poly << QPointF(0, -h / 2) << QPointF(w * 0.36, -h * 0.32) << QPointF(w / 2, h / 2) << QPointF(-w / 2, h / 2)
         << QPointF(-w * 0.36, -h * 0.32);
    p.save();
    p.translate(c);
    if (pointingDown)
        p.rotate(180);
    p.setPen(QPen(QColor(0x6e, 0x4b, 0x1f), qMax(1.0, cell.height() * 0.025)));
    p.setBrush(QColor(0xf3, 0xd9, 0x9c));
    p.drawPolygon(poly);
    const bool promoted = name.startsWith(QLatin1Char('+'));
    const QString text = PiecePainter::label(name);
    centredText(p, QPointF(0, h * 0.06), text, h * (text.size() > 1 ? 0.42 : 0.55), w * 0.8,
                promoted ? QColor(0xc0, 0x10, 0x10) : QColor(0x12, 0x12, 0x12));
    p.restore();
    Q_UNUSED(owner)
}

} // namespace

bool PiecePainter::canShowChinese()
{
    static const bool can = !QFontDatabase::families(QFontDatabase::TraditionalChinese).isEmpty()
                            || !QFontDatabase::families(QFontDatabase::SimplifiedChinese).isEmpty();
    return can;
}

QString PiecePainter::label(const QString &name)
{
    if (!name.isEmpty() && name.at(0).unicode() >= 0x2E80 && !canShowChinese()) {
        static const QHash<QChar, QChar> letters = {
            {u'帥', u'K'}, {u'帅', u'K'}, {u'將', u'K'}, {u'将', u'K'}, {u'楚', u'K'}, {u'漢', u'K'},
            {u'仕', u'A'}, {u'士', u'A'}, {u'相', u'E'}, {u'象', u'E'}, {u'傌', u'H'}, {u'馬', u'H'},
            {u'马', u'H'}, {u'俥', u'R'}, {u'車', u'R'}, {u'车', u'R'}, {u'炮', u'C'}, {u'砲', u'C'},
            {u'包', u'C'}, {u'兵', u'P'}, {u'卒', u'P'},
        };
        QString out;
        for (QChar c : name)
            out += letters.value(c, c);
        return out;
    }
    bool ascii = !name.isEmpty();
    for (QChar c : name)
        if (c.unicode() >= 0x80)
            ascii = false;
    return ascii ? name.toUpper() : name;
}

QColor PiecePainter::inkColour(BoardSide owner, BoardVariant variant)
{
    const bool bottom = owner == BoardSide::Bottom;
    switch (variant) {
    case BoardVariant::Xiangqi: return bottom ? QColor(0xb0, 0x1c, 0x1c) : QColor(0x14, 0x14, 0x14);
    case BoardVariant::Janggi: return bottom ? QColor(0x10, 0x5a, 0x3c) : QColor(0xb0, 0x1c, 0x1c);
    default: return bottom ? QColor(0x1a, 0x1a, 0x1a) : QColor(0xf4, 0xf4, 0xf4);
    }
}

QColor PiecePainter::sideColour(BoardSide side, BoardVariant variant)
{
    const bool bottom = side == BoardSide::Bottom;
    switch (variant) {
    case BoardVariant::Xiangqi:
    case BoardVariant::Janggi: return inkColour(side, variant);
    default: return bottom ? QColor(0xf8, 0xf5, 0xec) : QColor(0x2e, 0x2e, 0x2e);
    }
}

void PiecePainter::paint(QPainter &painter, const QRectF &cell, const QString &name, BoardSide owner,
                         BoardVariant variant, bool pointingDown)
{
    if (name.isEmpty() || cell.isEmpty())
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    if (isChessGlyph(name))
        paintGlyph(painter, cell, name, owner);
    else if (variant == BoardVariant::Shogi)
        paintShogi(painter, cell, name, owner, pointingDown);
    else
        paintCounter(painter, cell, name, owner, variant);
    painter.restore();
}

} // namespace kib
