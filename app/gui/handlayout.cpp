#include "handlayout.h"

#include "cardart.h"
#include "suitstyle.h"

#include "model/rules.h"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

namespace kib {

namespace {

constexpr Suit alternateOrder[] = {Suit::Spades, Suit::Hearts, Suit::Clubs, Suit::Diamonds};

int suitPosition(Suit suit, bool alternate)
{
    const Suit *order = alternate ? alternateOrder : HandLayout::textOrder;
    for (int i = 0; i < 4; ++i)
        if (order[i] == suit)
            return i;
    return 4;
}

// Where a fan of 'n' cards in two rows breaks: at the change of suit
// nearest the middle, unless that leaves one row much longer.
int rowBreak(const QList<Card> &cards)
{
    const int n = int(cards.size());
    const int half = (n + 1) / 2;
    int best = half;
    int bestDistance = n;
    for (int i = 1; i < n; ++i) {
        if (cards.at(i).suit() == cards.at(i - 1).suit())
            continue;
        const int d = qAbs(i - half);
        if (d < bestDistance) {
            best = i;
            bestDistance = d;
        }
    }
    return bestDistance <= 2 ? best : half;
}

} // namespace

const Suit HandLayout::textOrder[4] = {Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs};

Cards HandLayout::displayOrder(const Cards &cards, Game game, bool alternate)
{
    Cards out = cards;
    std::stable_sort(out.begin(), out.end(), [game, alternate](Card a, Card b) {
        const int sa = suitPosition(a.suit(), alternate);
        const int sb = suitPosition(b.suit(), alternate);
        if (sa != sb)
            return sa < sb;
        return rules::rankStrength(game, a.rank()) > rules::rankStrength(game, b.rank());
    });
    return out;
}

QSize HandLayout::size(const HandContent &content, bool images, int handRows, qreal s)
{
    const int capacity = qMax(1, content.capacity);
    if (!images) {
        const qreal perSuit = std::ceil(capacity / 4.0) + 3;
        const qreal w = s * (3.0 + qMax<qreal>(7, perSuit));
        const int rows = content.seat == NoSeat ? 1 : 4;
        const qreal h = s * (textTitle + 2 * textPad * 0.6 + rows * textRow);
        return QSize(qCeil(w), qCeil(h));
    }
    const qreal cw = s * CardArt::aspect;
    const int rows = content.seat == NoSeat ? 1 : handRows;
    const int perRow = rows == 4 ? qMax(5, (capacity + 3) / 4 + 2) : rows == 2 ? (capacity + 1) / 2 + 2 : capacity;
    const qreal gaps = rows == 1 && content.seat != NoSeat ? 3 : rows == 2 ? 1 : 0;
    const qreal w = cw + (perRow - 1) * fanStep * s + gaps * fanSuitGap * s;
    const qreal offset = rows == 4 ? 3 * rowOffset4 : rows == 2 ? rowOffset2 : 0;
    const qreal h = qMax<qreal>(14.0, s * 0.22) + s * (1.04 + offset);
    return QSize(qCeil(w), qCeil(h));
}

qreal HandLayout::titleHeight(bool images, qreal scale)
{
    return images ? qMax<qreal>(14.0, scale * 0.22) : scale * textTitle;
}

QList<HandItem> HandLayout::items(const HandContent &content, bool images, int handRows, qreal scale,
                                   bool greyPlayed, const QRectF &body, const QFont &baseFont)
{
    QList<HandItem> out;
    if (!content.known || content.hidden)
        return out;
    const bool alternate = images;
    // merge held and (when greyed) played cards, in display order
    QList<std::pair<Card, bool>> merged;
    for (Card c : content.held)
        merged.append({c, false});
    if (greyPlayed)
        for (Card c : content.played)
            merged.append({c, true});
    std::stable_sort(merged.begin(), merged.end(), [&content, alternate](const auto &a, const auto &b) {
        const int sa = suitPosition(a.first.suit(), alternate);
        const int sb = suitPosition(b.first.suit(), alternate);
        if (sa != sb)
            return sa < sb;
        return rules::rankStrength(content.game, a.first.rank()) > rules::rankStrength(content.game, b.first.rank());
    });
        if (images) {
        const int rows = content.seat == NoSeat ? 1 : handRows;
        const qreal ch = scale;
        const qreal cw = ch * CardArt::aspect;
        const bool gaps = content.seat != NoSeat;
        QList<Card> order;
        for (const auto &m : merged)
            order.append(m.first);

        // rows of several: one block, each row starting at its left edge
        qreal blockLeft = -1;
        auto rowWidth = [&](int from, int to, qreal *step, qreal *gap) {
            int suitChanges = 0;
            for (int i = from + 1; i < to; ++i)
                if (merged.at(i).first.suit() != merged.at(i - 1).first.suit())
                    ++suitChanges;
            *step = fanStep * ch;
            *gap = gaps ? fanSuitGap * ch : 0;
            const int n = to - from;
            qreal total = n <= 0 ? 0 : cw + (n - 1) * *step + suitChanges * *gap;
            if (total > body.width() && n > 1) { // more cards than planned: squeeze
                const qreal k = (body.width() - cw) / (total - cw);
                *step *= k;
                *gap *= k;
                total = body.width();
            }
            return total;
        };
        auto layRow = [&](int from, int to, qreal y) {
            qreal step, gap;
            const qreal total = rowWidth(from, to, &step, &gap);
            qreal x = blockLeft >= 0 ? blockLeft : body.x() + (body.width() - total) / 2;
            for (int i = from; i < to; ++i) {
                if (i > from) {
                    x += step;
                    if (merged.at(i).first.suit() != merged.at(i - 1).first.suit())
                        x += gap;
                }
                out.append(HandItem{merged.at(i).first, merged.at(i).second, QRectF(x, y, cw, ch)});
            }
        };
        if (rows > 1) {
            // the widest row decides where the block starts
            qreal widest = 0, step, gap;
            for (int row = 0; row < 4; ++row) {
                int from = 0;
                while (from < merged.size() && merged.at(from).first.suit() != textOrder[row])
                    ++from;
                int to = from;
                while (to < merged.size() && merged.at(to).first.suit() == textOrder[row])
                    ++to;
                widest = qMax(widest, rowWidth(from, to, &step, &gap));
            }
            if (rows == 2 && merged.size() > 1) {
                QList<Card> cards;
                for (const auto &m : merged)
                    cards.append(m.first);
                const int split = rowBreak(cards);
                widest = qMax(rowWidth(0, split, &step, &gap), rowWidth(split, int(merged.size()), &step, &gap));
            }
            blockLeft = body.x() + (body.width() - widest) / 2;
        }
        const qreal y = body.y() + scale * 0.04;
        if (rows == 4) { // one row per suit, in the text order (merged is S H C D)
            for (int row = 0; row < 4; ++row) {
                const Suit suit = textOrder[row];
                int from = 0;
                while (from < merged.size() && merged.at(from).first.suit() != suit)
                    ++from;
                int to = from;
                while (to < merged.size() && merged.at(to).first.suit() == suit)
                    ++to;
                layRow(from, to, y + row * rowOffset4 * ch);
            }
            // cards of no known suit close the last row
            int from = 0;
            while (from < merged.size() && merged.at(from).first.suit() != Suit::None)
                ++from;
            if (from < merged.size())
                layRow(from, int(merged.size()), y + 3 * rowOffset4 * ch);
            std::stable_sort(out.begin(), out.end(), [](const HandItem &a, const HandItem &b) { return a.rect.y() < b.rect.y(); });
        } else if (rows == 2 && merged.size() > 1) {
            const int split = rowBreak(order);
            layRow(0, split, y);
            layRow(split, int(merged.size()), y + rowOffset2 * ch);
        } else {
            layRow(0, int(merged.size()), y);
        }
        return out;
    }
    // Text style: one row per suit; rects cover each rank's text.
    QFont f = baseFont;
    f.setPixelSize(qMax(6, qRound(scale)));
    f.setBold(true);
    const QFontMetricsF fm(f);
    const qreal s = scale;
    const qreal left = body.x() + s * textPad + fm.horizontalAdvance(QStringLiteral("\u2660")) + s * 0.45;
    const qreal avail = body.right() - s * textPad - left;
    for (int row = 0; row < 4; ++row) {
        const Suit suit = textOrder[row];
        QList<std::pair<Card, bool>> cards;
        for (const auto &m : merged)
            if (m.first.suit() == suit)
                cards.append(m);
        if (cards.isEmpty())
            continue;
        qreal gap = s * 0.32;
        qreal width = 0;
        for (const auto &c : cards)
            width += fm.horizontalAdvance(style::rankText(c.first.rank()));
        if (width + gap * (cards.size() - 1) > avail)
            gap = qMax<qreal>(0, (avail - width) / qMax<qsizetype>(1, cards.size() - 1));
        const qreal squeeze = width > avail ? avail / width : 1.0;
        qreal x = left;
        const qreal y = body.y() + s * textPad * 0.6 + row * s * textRow;
        for (const auto &c : cards) {
            const qreal w = fm.horizontalAdvance(style::rankText(c.first.rank())) * squeeze;
            out.append(HandItem{c.first, c.second, QRectF(x, y, w, s * textRow)});
            x += w + gap;
        }
    }
    return out;
}

} // namespace kib
