#include "sequenceblock.h"

#include "model/commentarymarkup.h"

#include <QCoreApplication>

namespace kib::print {

namespace {

// The seat of each column: bridge W N E S (as hand records print it),
// other games in seat order.
QList<Seat> columns(const CardRecord &record)
{
    if (record.game() == Game::Bridge && record.seats().count() == 4)
        return {West, North, East, South};
    QList<Seat> out;
    for (Seat s = 0; s < record.seats().count(); ++s)
        out.append(s);
    return out;
}

} // namespace

qreal SequenceBlock::auction(PageText &text, const CardRecord &record, qreal x, qreal y, qreal width, qreal bottom,
                             int calls, bool question)
{
    const Auction &a = record.auction();
    if (a.calls.isEmpty() && !question)
        return y;
    const int shown = calls < 0 ? int(a.calls.size()) : qMin(calls, int(a.calls.size()));
    const QList<Seat> cols = columns(record);
    const qreal lh = text.lineHeight();
    const qreal base = text.ascent();
    const qreal cw = qMin(width / cols.size(), text.width(QStringLiteral("Southwest ")) * 1.05);
    if (y + 2 * lh > bottom)
        return y;
    QPainter &p = text.painter();
    const QFont normal = p.font();
    QFont bold = normal;
    bold.setBold(true);
    p.setFont(bold);
    for (int i = 0; i < cols.size(); ++i) {
        QString name = words::seat(record.seats(), cols.at(i));
        if (text.width(name) > cw * 0.95)
            name = record.seats().letter(cols.at(i));
        text.draw(QPointF(x + i * cw, y + base), name);
    }
    p.setFont(normal);
    p.save();
    p.setPen(QPen(QColor(0x88, 0x88, 0x88), 0.5));
    p.drawLine(QPointF(x, y + lh * 1.05), QPointF(x + cw * cols.size(), y + lh * 1.05));
    p.restore();
    y += lh * 1.15;
    const Seat first = a.first != NoSeat ? a.first : record.dealer() != NoSeat ? record.dealer() : cols.first();
    int column = qMax(0, int(cols.indexOf(first)));
    int row = 0;
    auto place = [&](const QString &what) {
        const qreal top = y + row * lh;
        if (top + lh <= bottom)
            text.draw(QPointF(x + column * cw, top + base), what);
        if (++column == cols.size()) {
            column = 0;
            ++row;
        }
    };
    for (int i = 0; i < shown; ++i) {
        const Call &c = a.calls.at(i);
        QString what = words::call(c);
        for (int n : c.annotation->noteRefs)
                what += QStringLiteral(" (%1)").arg(n);
        place(what);
    }
    if (question)
        place(QStringLiteral("?"));
    const int usedRows = row + (column > 0 ? 1 : 0);
    return qMin(bottom, y + usedRows * lh + lh * 0.4);
}

qreal SequenceBlock::play(PageText &text, const CardRecord &record, qreal x, qreal y, qreal width, qreal bottom,
                          int cards, bool question)
{
    const Play &pl = record.play();
    const qreal lh = text.lineHeight();
    const qreal base = text.ascent();
    int left = cards < 0 ? pl.cardCount() : cards;
    int trickNo = 0;
    QString line;
    for (const Trick &t : pl.tricks) {
        if (left <= 0)
            break;
        ++trickNo;
        QStringList cs;
        for (const PlayedCard &pc : t.cards) {
            if (left <= 0)
                break;
            cs.append(words::card(pc));
            --left;
        }
        const QString leader = t.leader != NoSeat ? record.seats().letter(t.leader) : QString();
        line = QStringLiteral("%1. %2%3").arg(trickNo).arg(leader.isEmpty() ? QString() : leader + QStringLiteral(": "),
                                                           cs.join(QLatin1Char(' ')));
        if (y + lh > bottom)
            return y;
        if (left == 0 && question && cs.size() < t.cards.size()) {
            line += QStringLiteral(" ?");
            question = false;
        }
        text.draw(QPointF(x, y + base), line);
        y += lh;
    }
    if (question && y + lh <= bottom) {
        text.draw(QPointF(x, y + base), QStringLiteral("%1. ?").arg(trickNo + 1));
        y += lh;
    }
    if (cards < 0 && pl.claim && y + lh <= bottom) {
        const QString claim = pl.claim->text.isEmpty()
                                  ? QCoreApplication::translate("kib::print", "Claim: %n trick(s)", nullptr, pl.claim->tricks)
                                  : QCoreApplication::translate("kib::print", "Claim: %1").arg(pl.claim->text);
        text.draw(QPointF(x, y + base), claim);
        y += lh;
    }
    Q_UNUSED(width)
    return y;
}

QStringList SequenceBlock::notes(const Record &record)
{
    QStringList out;
    for (const Note &n : record.notes())
        out.append(QStringLiteral("(%1) %2").arg(n.number).arg(words::symbols(commentaryPlainText(n.text))));
    return out;
}

} // namespace kib::print
