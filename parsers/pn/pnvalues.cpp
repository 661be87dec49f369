#include "pnvalues.h"

#include <QDateTime>

#include <algorithm>

namespace kib::pn {

int suitOrder(Suit suit)
{
    switch (suit) {
    case Suit::Clubs: return 0;
    case Suit::Diamonds: return 1;
    case Suit::Spades: return 2;
    case Suit::Hearts: return 3;
    case Suit::None: break;
    }
    return 4;
}

int rankOrder(Rank rank)
{
    switch (rank) {
    case RankAce: return 0;
    case RankTen: return 1;
    case RankKing: return 2;
    case RankQueen: return 3;
    case RankJack: return 4;
    case 9: return 5;
    default: break;
    }
    return 6;
}

bool pnLess(Card a, Card b)
{
    if (suitOrder(a.suit()) != suitOrder(b.suit()))
        return suitOrder(a.suit()) < suitOrder(b.suit());
    return rankOrder(a.rank()) < rankOrder(b.rank());
}

void sortPn(Cards &cards)
{
    std::stable_sort(cards.begin(), cards.end(), pnLess);
}

bool isPnSorted(const Cards &cards)
{
    return std::is_sorted(cards.begin(), cards.end(), pnLess);
}

static bool pnSuit(QChar c, Suit *suit)
{
    switch (c.unicode()) {
    case 'C': *suit = Suit::Clubs; return true;
    case 'D': *suit = Suit::Diamonds; return true;
    case 'S': *suit = Suit::Spades; return true;
    case 'H': *suit = Suit::Hearts; return true;
    default: return false;
    }
}

static bool pnRank(QChar c, Rank *rank)
{
    switch (c.unicode()) {
    case 'A': *rank = RankAce; return true;
    case 'T': *rank = RankTen; return true;
    case 'K': *rank = RankKing; return true;
    case 'Q': *rank = RankQueen; return true;
    case 'J': *rank = RankJack; return true;
    case '9': *rank = 9; return true;
    default: return false;
    }
}

bool cardFromToken(QStringView token, Card *card)
{
    if (token == u"?") {
        *card = Card();
        return true;
    }
    Suit s;
    Rank r;
    if (token.size() != 2 || !pnSuit(token.at(0), &s) || !pnRank(token.at(1), &r))
        return false;
    *card = Card(s, r);
    return true;
}

QString cardToken(Card card)
{
    return card.isValid() ? card.toString() : QStringLiteral("?");
}

QString parseGrouped(const QList<PnToken> &tokens, Cards *cards, int *column)
{
    static const Suit order[4] = {Suit::Clubs, Suit::Diamonds, Suit::Spades, Suit::Hearts};
    Cards out;
    *column = tokens.isEmpty() ? 0 : tokens.first().column;
    if (tokens.size() != 4)
        return QStringLiteral("grouped cards list each suit once, in the order C D S H (%1 groups found)")
            .arg(tokens.size());
    for (int g = 0; g < 4; ++g) {
        const PnToken &t = tokens.at(g);
        *column = t.column;
        Suit s;
        if (!pnSuit(t.text.at(0), &s))
            return QStringLiteral("\"%1\" does not start with a suit letter (C D S H)").arg(t.text);
        if (s != order[g])
            return QStringLiteral("suits go in the order C D S H: \"%1\" stands where %2 belongs")
                .arg(t.text, QString(suitLetter(order[g])));
        int last = -1;
        for (qsizetype i = 1; i < t.text.size(); ++i) {
            Rank r;
            if (!pnRank(t.text.at(i), &r))
                return QStringLiteral("'%1' in \"%2\" is not a pinochle rank (A T K Q J 9)")
                    .arg(t.text.at(i))
                    .arg(t.text);
            if (rankOrder(r) < last)
                return QStringLiteral("ranks go in the order A T K Q J 9: \"%1\" is out of order").arg(t.text);
            last = rankOrder(r);
            out.append(Card(s, r));
        }
    }
    *cards = out;
    return {};
}

QString groupedText(const Cards &cards)
{
    Cards sorted = cards;
    sortPn(sorted);
    QStringList groups;
    for (Suit s : {Suit::Clubs, Suit::Diamonds, Suit::Spades, Suit::Hearts}) {
        QString g(suitLetter(s));
        for (Card c : sorted)
            if (c.suit() == s)
                g += rankLetter(c.rank());
        groups.append(g);
    }
    return groups.join(QLatin1Char(' '));
}

static bool numbered(QStringView token, QStringView prefix, int max, int *n)
{
    if (!token.startsWith(prefix))
        return false;
    const QStringView digits = token.mid(prefix.size());
    if (digits.isEmpty() || digits.size() > 2 || digits.startsWith(u'0'))
        return false;
    for (QChar c : digits)
        if (!c.isDigit())
            return false;
    const int v = digits.toInt();
    if (v < 1 || v > max)
        return false;
    *n = v;
    return true;
}

bool seatFromToken(QStringView token, int seats, Seat *seat)
{
    int n = 0;
    if (!numbered(token, u"Seat", seats, &n))
        return false;
    *seat = n - 1;
    return true;
}

QString seatToken(Seat seat)
{
    return QStringLiteral("Seat%1").arg(seat + 1);
}

bool teamFromToken(QStringView token, int teams, int *team)
{
    return numbered(token, u"Team", teams, team);
}

bool isDateTime(QStringView value)
{
    if (value.size() != 19)
        return false;
    const QDateTime dt = QDateTime::fromString(value.toString(), QStringLiteral("yyyy-MM-dd HH:mm:ss"));
    return dt.isValid();
}

} // namespace kib::pn
