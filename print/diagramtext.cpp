#include "diagramtext.h"

#include "pagetext.h"

#include <QRegularExpression>

#include <QCoreApplication>

namespace kib::print {

namespace {

QStringList handLines(const CardRecord &record, Seat seat, const QList<Cards> &hands, const QList<bool> &hidden)
{
    QStringList out{words::seat(record.seats(), seat)};
    if (hidden.value(seat))
        return out;
    for (Suit s : kPrintSuitOrder)
        out.append(words::suitLine(s, hands.value(seat)));
    return out;
}

} // namespace

QString diagramText(const CardRecord &record, const QList<Cards> &hands, const QList<bool> &hidden)
{
    QStringList out;
    QStringList head;
    const QString board = words::boardNumber(record, 0);
    if (board != u"0")
        head.append((record.game() == Game::Bridge ? QCoreApplication::translate("kib::print", "Board %1") : QCoreApplication::translate("kib::print", "Deal %1")).arg(board));
    if (record.dealer() != NoSeat)
        head.append(QCoreApplication::translate("kib::print", "Dealer %1").arg(words::seat(record.seats(), record.dealer())));
    if (record.game() == Game::Bridge && record.vulnerability() != Vulnerability::Unknown)
        head.append(QCoreApplication::translate("kib::print", "Vul %1").arg(words::vulnerability(record.vulnerability())));
    if (!head.isEmpty())
        out.append(head.join(QStringLiteral(", ")));

    if (record.seats().count() != 4) {
        for (Seat s = 0; s < record.seats().count(); ++s) {
            const QStringList lines = handLines(record, s, hands, hidden);
            out.append(lines.first());
            for (int i = 1; i < lines.size(); ++i)
                out.append(QStringLiteral("  ") + lines.at(i));
        }
    } else {
        const QStringList n = handLines(record, North, hands, hidden);
        const QStringList e = handLines(record, East, hands, hidden);
        const QStringList s = handLines(record, South, hands, hidden);
        const QStringList w = handLines(record, West, hands, hidden);
        int width = 0;
        for (const QString &l : w)
            width = qMax(width, int(l.size()));
        const int indent = qMax(width + 4, 12);
        const QString pad(indent, QLatin1Char(' '));
        for (const QString &l : n)
            out.append(pad + l);
        const int rows = int(qMax(w.size(), e.size()));
        for (int i = 0; i < rows; ++i) {
            const QString left = w.value(i).leftJustified(indent, QLatin1Char(' '));
            const QString right = e.value(i);
            const QString line = right.isEmpty() ? left : left + pad + right;
            out.append(QString(line).remove(QRegularExpression(QStringLiteral("\\s+$"))));
        }
        for (const QString &l : s)
            out.append(pad + l);
    }
    for (const Pile &p : record.deal().piles) {
        if (p.cards.isEmpty() || p.hidden)
            continue;
        Cards cards = p.cards;
        sortCards(cards);
        QStringList cs;
        for (const Card &c : cards)
            cs.append(suitSymbol(c.suit()) + words::rank(c.rank()));
        out.append(p.name + QStringLiteral(": ") + cs.join(QLatin1Char(' ')));
    }
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace kib::print
