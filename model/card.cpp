#include "card.h"

#include <algorithm>

namespace kib {

QChar suitLetter(Suit suit)
{
    static constexpr char letters[] = "SHDC?";
    return QLatin1Char(letters[std::min(int(suit), 4)]);
}

bool suitFromLetter(QChar letter, Suit *suit)
{
    switch (letter.toUpper().unicode()) {
    case 'S': *suit = Suit::Spades; return true;
    case 'H': *suit = Suit::Hearts; return true;
    case 'D': *suit = Suit::Diamonds; return true;
    case 'C': *suit = Suit::Clubs; return true;
    default: return false;
    }
}

QString suitSymbol(Suit suit)
{
    switch (suit) {
    case Suit::Spades: return QStringLiteral("\u2660");
    case Suit::Hearts: return QStringLiteral("\u2665");
    case Suit::Diamonds: return QStringLiteral("\u2666");
    case Suit::Clubs: return QStringLiteral("\u2663");
    case Suit::None: break;
    }
    return QStringLiteral("?");
}

QChar rankLetter(Rank rank)
{
    static constexpr char letters[] = "?x23456789TJQKA";
    return rank <= RankAce ? QLatin1Char(letters[rank]) : QLatin1Char('?');
}

bool rankFromLetter(QChar letter, Rank *rank)
{
    const char16_t c = letter.toUpper().unicode();
    if (c >= '2' && c <= '9') {
        *rank = Rank(c - '0');
        return true;
    }
    switch (c) {
    case 'T': *rank = RankTen; return true;
    case 'J': *rank = RankJack; return true;
    case 'Q': *rank = RankQueen; return true;
    case 'K': *rank = RankKing; return true;
    case 'A': *rank = RankAce; return true;
    case 'X': *rank = RankLow; return true;
    case '?': *rank = RankUnknown; return true;
    default: return false;
    }
}

QString Card::toString() const
{
    QString s(2, QLatin1Char('?'));
    s[0] = suitLetter(m_suit);
    s[1] = rankLetter(m_rank);
    return s;
}

bool Card::fromString(QStringView text, Card *card)
{
    text = text.trimmed();
    if (text.size() < 2)
        return false;
    Suit suit;
    if (!suitFromLetter(text.front(), &suit))
        return false;
    QStringView rest = text.mid(1).trimmed();
    Rank rank;
    if (rest == u"10")
        rank = RankTen;
    else if (rest.size() != 1 || !rankFromLetter(rest.front(), &rank))
        return false;
    *card = Card(suit, rank);
    return true;
}

void sortCards(Cards &cards)
{
    std::stable_sort(cards.begin(), cards.end(), [](Card a, Card b) {
        if (a.suit() != b.suit())
            return a.suit() < b.suit();
        return a.rank() > b.rank();
    });
}

QString cardsToDotted(const Cards &cards)
{
    QString out;
    for (int s = 0; s < SuitCount; ++s) {
        if (s)
            out += QLatin1Char('.');
        Cards suitCards;
        for (Card c : cards)
            if (int(c.suit()) == s)
                suitCards.append(c);
        sortCards(suitCards);
        for (Card c : suitCards)
            out += rankLetter(c.rank());
    }
    return out;
}

} // namespace kib
