#include "deck.h"

namespace kib {

QString Deck::id() const
{
    switch (m_kind) {
    case DeckKind::Bridge52: return QStringLiteral("bridge52");
    case DeckKind::Pinochle48: return QStringLiteral("pinochle48");
    case DeckKind::Pinochle80: return QStringLiteral("pinochle80");
    case DeckKind::Preferans32: return QStringLiteral("preferans32");
    }
    return {};
}

bool Deck::fromId(const QString &id, DeckKind *kind)
{
    for (DeckKind k : {DeckKind::Bridge52, DeckKind::Pinochle48, DeckKind::Pinochle80, DeckKind::Preferans32}) {
        if (Deck(k).id() == id) {
            *kind = k;
            return true;
        }
    }
    return false;
}

QList<Rank> Deck::ranks() const
{
    switch (m_kind) {
    case DeckKind::Bridge52:
        return {RankAce, RankKing, RankQueen, RankJack, RankTen, 9, 8, 7, 6, 5, 4, 3, 2};
    case DeckKind::Pinochle48:
        return {RankAce, RankTen, RankKing, RankQueen, RankJack, 9};
    case DeckKind::Pinochle80:
        return {RankAce, RankTen, RankKing, RankQueen, RankJack};
    case DeckKind::Preferans32:
        return {RankAce, RankKing, RankQueen, RankJack, RankTen, 9, 8, 7};
    }
    return {};
}

int Deck::copies(Card card) const
{
    if (!card.isValid() || !ranks().contains(card.rank()))
        return 0;
    switch (m_kind) {
    case DeckKind::Pinochle48: return 2;
    case DeckKind::Pinochle80: return 4;
    default: return 1;
    }
}

int Deck::size() const
{
    return int(ranks().size()) * SuitCount * copies(Card(Suit::Spades, RankAce));
}

Cards Deck::cards() const
{
    Cards out;
    const int n = copies(Card(Suit::Spades, RankAce));
    for (int s = 0; s < SuitCount; ++s)
        for (Rank r : ranks())
            for (int i = 0; i < n; ++i)
                out.append(Card(Suit(s), r));
    return out;
}

} // namespace kib
