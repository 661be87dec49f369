#include "pinochlerules.h"

namespace kib::pinochle {

QList<QList<Seat>> defaultTeams(int seats)
{
    QList<QList<Seat>> out;
    if (seats == 3) {
        for (Seat s = 0; s < 3; ++s)
            out.append(QList<Seat>{s});
        return out;
    }
    out.resize(2);
    for (Seat s = 0; s < seats; ++s)
        out[s % 2].append(s);
    return out;
}

bool parseTeam(const QString &value, int seats, QList<Seat> *out)
{
    const QStringList words = value.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words.isEmpty())
        return false;
    QList<Seat> team;
    for (const QString &w : words) {
        if (!w.startsWith(QLatin1String("Seat")))
            return false;
        bool ok = false;
        const int n = w.mid(4).toInt(&ok);
        if (!ok || n < 1 || n > seats || w.mid(4).startsWith(QLatin1Char('+')) || team.contains(n - 1))
            return false;
        team.append(n - 1);
    }
    *out = team;
    return true;
}

QList<QList<Seat>> teams(const CardRecord &record)
{
    const int seats = record.seats().count();
    QList<QList<Seat>> out = defaultTeams(seats);
    for (int t = 1; t <= 6; ++t) {
        QList<Seat> team;
        if (!parseTeam(record.tag(QStringLiteral("Team%1").arg(t)), seats, &team))
            continue;
        for (QList<Seat> &other : out)
            for (Seat s : team)
                other.removeAll(s);
        while (out.size() < t)
            out.append(QList<Seat>{});
        out[t - 1] = team;
    }
    return out;
}

int teamOf(const QList<QList<Seat>> &teams, Seat seat)
{
    for (int t = 0; t < teams.size(); ++t)
        if (teams.at(t).contains(seat))
            return t;
    return -1;
}

QString playerName(const CardRecord &record, Seat seat)
{
    const QString name = record.tag(QStringLiteral("Seat%1").arg(seat + 1));
    return name.isEmpty() ? record.seats().name(seat) : name;
}

QList<Points> teamScores(const CardRecord &record, const QString &name)
{
    QList<Points> out;
    for (const Score &s : record.scores()) {
        if (s.name != name)
            continue;
        for (const QString &token : s.value.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            Points p;
            if (!Points::fromString(token, &p))
                p = Points{PnMark::Withheld, 0};
            out.append(p);
        }
        break;
    }
    return out;
}

int counterValue(Card card)
{
    const Rank r = card.rank();
    return card.isValid() && (r == RankAce || r == RankTen || r == RankKing) ? 1 : 0;
}

int lastTrickBonus(DeckKind deck)
{
    return deck == DeckKind::Pinochle80 ? 2 : 1;
}

int totalCounters(DeckKind deck)
{
    int n = 0;
    for (Card c : Deck(deck).cards())
        n += counterValue(c);
    return n + lastTrickBonus(deck);
}

Cards kittyCards(const Deal &deal)
{
    Cards out;
    for (const Pile &p : deal.piles)
        if (p.name.startsWith(QLatin1String("kitty")))
            out += p.cards;
    return out;
}

Seat passReceiver(const CardTransfer &pass, int seats)
{
    if (pass.to != NoSeat)
        return pass.to;
    if (pass.from < 0 || seats % 2 != 0)
        return NoSeat;
    return (pass.from + seats / 2) % seats;
}

bool removeCards(Cards &from, const Cards &cards)
{
    bool all = true;
    for (Card c : cards) {
        const qsizetype i = from.indexOf(c);
        if (i >= 0)
            from.removeAt(i);
        else
            all = false;
    }
    return all;
}

QList<Cards> handsForPlay(const CardRecord &record)
{
    const int n = record.seats().count();
    const PinochleHand &pn = record.pinochle();
    QList<Cards> out(n);
    for (Seat s = 0; s < n && s < record.deal().hands.size(); ++s)
        out[s] = record.deal().hands.at(s).cards;
    for (const CardTransfer &pass : pn.passes) {
        if (pass.mark != PnMark::Given || pass.from < 0 || pass.from >= n)
            continue;
        removeCards(out[pass.from], pass.cards);
        const Seat to = passReceiver(pass, n);
        if (to >= 0 && to < n)
            out[to] += pass.cards;
    }
    const Seat declarer = record.declarer();
    if (declarer >= 0 && declarer < n) {
        for (Card c : kittyCards(record.deal()))
            if (c.isValid())
                out[declarer].append(c);
        if (pn.discard.mark == PnMark::Given)
            removeCards(out[declarer], pn.discard.cards);
    }
    for (Seat s = 0; s < n && s < pn.exchanged.size(); ++s)
        if (pn.exchanged.at(s).mark == PnMark::Given)
            out[s] = pn.exchanged.at(s).cards;
    return out;
}

} // namespace kib::pinochle
