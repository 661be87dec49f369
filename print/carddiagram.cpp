#include "carddiagram.h"

#include "model/pilenames.h"

#include "parsers/pbn/pbndecoders.h"

#include <QCoreApplication>

namespace kib::print {

namespace {

struct Cell
{
    int row = 0;
    int column = 0;
};

// Where each seat sits in a grid of three columns.
Cell seatCell(int seats, Seat seat)
{
    if (seats == 3) {
        static const Cell c[3] = {{0, 1}, {1, 2}, {1, 0}};
        return c[seat];
    }
    if (seats == 6) {
        static const Cell c[6] = {{0, 1}, {1, 2}, {2, 2}, {3, 1}, {2, 0}, {1, 0}};
        return c[seat];
    }
    static const Cell c[4] = {{0, 1}, {1, 2}, {2, 1}, {1, 0}};
    return c[seat % 4];
}

int rowsFor(int seats)
{
    return seats == 3 ? 2 : seats == 6 ? 4 : 3;
}

void paintBacks(QPainter &p, const QRectF &r, int count)
{
    if (count <= 0)
        return;
    const qreal h = qMin(r.height(), r.width() * 0.3);
    const qreal w = h * 0.68;
    const qreal step = count > 1 ? qMin(w * 0.45, (r.width() - w) / (count - 1)) : 0;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    for (int i = 0; i < count; ++i) {
        const QRectF card(r.left() + i * step, r.top(), w, h);
        p.setPen(QPen(QColor(0x40, 0x40, 0x40), 0.5));
        p.setBrush(QColor(0x1f, 0x4e, 0x8c));
        p.drawRoundedRect(card, w * 0.08, w * 0.08);
        p.setPen(QPen(QColor(0xd8, 0xe4, 0xf4), 0.4));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(card.adjusted(w * 0.1, w * 0.1, -w * 0.1, -w * 0.1), w * 0.05, w * 0.05);
    }
    p.restore();
}

} // namespace

int CardDiagram::rows() const
{
    return rowsFor(record ? record->seats().count() : 4);
}

qreal CardDiagram::height(PageText &text, int seats)
{
    return rowsFor(seats) * handLines() * text.lineHeight();
}

QList<Cards> CardDiagram::dealtHands(const CardRecord &record)
{
    QList<Cards> out;
    for (const Hand &h : record.deal().hands) {
        Cards c = h.cards;
        sortCards(c);
        out.append(c);
    }
    return out;
}

void CardDiagram::paint(PageText &text, const QRectF &area) const
{
    if (!record)
        return;
    QPainter &p = text.painter();
    const int seats = record->seats().count();
    const int nRows = rowsFor(seats);
    const qreal lh = text.lineHeight();
    const qreal rowH = area.height() / nRows;
    const qreal colW = area.width() / 3;
    const qreal base = text.ascent();
    auto cellRect = [&](int row, int column, int rowSpan = 1) {
        return QRectF(area.left() + column * colW, area.top() + row * rowH, colW, rowH * rowSpan);
    };

    // the hands
    QList<bool> occupied(nRows * 3, false);
    for (Seat s = 0; s < seats; ++s) {
        const Cell c = seatCell(seats, s);
        occupied[c.row * 3 + c.column] = true;
        const QRectF r = cellRect(c.row, c.column).adjusted(colW * 0.06, 0, 0, 0);
        const QFont normal = p.font();
        QFont bold = normal;
        bold.setBold(true);
        p.setFont(bold);
        text.draw(QPointF(r.left(), r.top() + base), words::seat(record->seats(), s));
        p.setFont(normal);
        const bool hide = hidden.value(s);
        if (hide) {
            if (backs)
                paintBacks(p, QRectF(r.left(), r.top() + lh * 1.2, r.width() * 0.9, lh * 3.5), int(hands.value(s).size()));
            continue;
        }
        if (s < record->deal().hands.size() && !record->deal().hands.at(s).known && hands.value(s).isEmpty())
            continue;
        for (int i = 0; i < 4; ++i)
            text.draw(QPointF(r.left(), r.top() + lh * (i + 1) + base), words::suitLine(kPrintSuitOrder[i], hands.value(s)));
    }

    // the centre: the seats' letters around a square, as on the table
    const QRectF centre = cellRect(1, 1, seats == 6 ? 2 : 1);
    const qreal side = qMin(centre.width(), centre.height()) * 0.62;
    const QRectF square(centre.center().x() - side / 2, centre.center().y() - side / 2, side, side);
    p.save();
    p.setPen(QPen(QColor(0x2e, 0x6b, 0x3a), 0.8));
    p.setBrush(QColor(0xe8, 0xf2, 0xea));
    p.drawRect(square);
    p.restore();
    if (seats == 4) {
        const bool bridge = record->game() == Game::Bridge;
        const QString letters[4] = {QCoreApplication::translate("kib::Seat", "N"), QCoreApplication::translate("kib::Seat", "E"),
                                    QCoreApplication::translate("kib::Seat", "S"), QCoreApplication::translate("kib::Seat", "W")};
        const QPointF at[4] = {{square.center().x(), square.top() + base + 1},
                               {square.right() - text.width(letters[1]) / 2 - 2, square.center().y() + base / 2},
                               {square.center().x(), square.bottom() - 2},
                               {square.left() + text.width(letters[3]) / 2 + 2, square.center().y() + base / 2}};
        for (int s = 0; s < 4; ++s) {
            const bool vul = bridge && ((record->vulnerability() == Vulnerability::All)
                                        || (record->vulnerability() == Vulnerability::NS && s % 2 == 0)
                                        || (record->vulnerability() == Vulnerability::EW && s % 2 == 1));
            text.drawCentred(at[s].x(), at[s].y(), letters[s], vul ? QColor(0xc6, 0x16, 0x1c) : QColor(0x2e, 0x6b, 0x3a));
        }
    }
    // corners: the facts, the extra lines, the piles, the DD table
    auto freeCell = [&](int row, int column) { return !occupied[row * 3 + column]; };
    auto lines = [&](const QRectF &r, const QStringList &ls) {
        qreal y = r.top();
        for (const QString &l : ls) {
            if (y + lh > r.bottom() + 0.5)
                break;
            text.draw(QPointF(r.left(), y + base), l);
            y += lh;
        }
    };
    if (freeCell(0, 0))
        lines(cellRect(0, 0), info);
    if (freeCell(nRows - 1, 0))
        lines(cellRect(nRows - 1, 0), extra);
    else if (freeCell(0, 0))
        lines(cellRect(0, 0).adjusted(0, lh * info.size(), 0, 0), extra);

    QStringList pileLines;
    for (const Pile &pile : record->deal().piles) {
        if (pile.cards.isEmpty())
            continue;
        const QString name = piletext::pileName(pile.name);
        if (pile.hidden && hidePiles) {
            pileLines.append(name + QStringLiteral(": ?"));
            continue;
        }
        Cards cards = pile.cards;
        sortCards(cards);
        QStringList cs;
        for (const Card &c : cards)
            cs.append(suitSymbol(c.suit()) + words::rank(c.rank()));
        pileLines.append(name + QStringLiteral(": ") + cs.join(QLatin1Char(' ')));
    }
    if (!pileLines.isEmpty() && freeCell(0, 2)) {
        QRectF r = cellRect(0, 2).adjusted(colW * 0.06, 0, 0, 0);
        qreal y = r.top();
        for (const QString &l : pileLines)
            y = text.paragraph(r.left(), y, r.width(), l, r.bottom());
    }

    const std::optional<DoubleDummy> dd = record->game() == Game::Bridge && showDoubleDummy ? doubleDummyOf(*record)
                                                                                            : std::nullopt;
    if (dd && freeCell(nRows - 1, 2)) {
        const QRectF r = cellRect(nRows - 1, 2).adjusted(colW * 0.06, 0, 0, 0);
        const qreal cw = r.width() / 6.2;
        const QString heads[5] = {QCoreApplication::translate("kib::print", "NT", "no trump"), suitSymbol(Suit::Spades), suitSymbol(Suit::Hearts),
                                  suitSymbol(Suit::Diamonds), suitSymbol(Suit::Clubs)};
        const int strainIndex[5] = {4, 3, 2, 1, 0};
        for (int i = 0; i < 5; ++i)
            text.drawCentred(r.left() + cw * (i + 1.5), r.top() + base, heads[i]);
        const Seat order[4] = {North, South, East, West};
        const QString names[4] = {QCoreApplication::translate("kib::Seat", "N"), QCoreApplication::translate("kib::Seat", "S"),
                                  QCoreApplication::translate("kib::Seat", "E"), QCoreApplication::translate("kib::Seat", "W")};
        for (int row = 0; row < 4; ++row) {
            const qreal y = r.top() + lh * (row + 1) + base;
            text.draw(QPointF(r.left() + cw * 0.2, y), names[row]);
            for (int i = 0; i < 5; ++i)
                text.drawCentred(r.left() + cw * (i + 1.5), y, QString::number(dd->tricks[order[row]][strainIndex[i]]));
        }
    }
}

std::optional<DoubleDummy> doubleDummyOf(const Record &record)
{
    const auto t = PbnDecoders::doubleDummyTricks(record);
    if (!t)
        return std::nullopt;
    DoubleDummy d;
    for (int s = 0; s < 4; ++s)
        for (int i = 0; i < 5; ++i)
            d.tricks[s][i] = t->tricks[s][i];
    return d;
}

QString parLine(const Record &record)
{
    QStringList parts;
    for (const auto &pc : PbnDecoders::parContracts(record.tag(QStringLiteral("ParContract")))) {
        const Contract &c = pc.contract;
        const QString strain = c.strain == Strain::NoTrump ? QCoreApplication::translate("kib::print", "NT", "no trump") : suitSymbol(strainSuit(c.strain));
        parts.append(pc.side + QLatin1Char(' ') + QString::number(c.level) + strain + QString(c.risk, QLatin1Char('X')));
    }
    const auto score = PbnDecoders::optimumScoreNS(record);
    if (parts.isEmpty() && !score)
        return QString();
    QString line = QCoreApplication::translate("kib::print", "Par: %1").arg(parts.join(QStringLiteral(", ")));
    if (score)
        line += (parts.isEmpty() ? QString() : QStringLiteral(" ")) + QStringLiteral("NS %1%2").arg(*score > 0 ? QStringLiteral("+") : QString()).arg(*score);
    return line;
}

} // namespace kib::print
