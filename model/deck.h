#pragma once

#include "card.h"

namespace kib {

enum class DeckKind {
    Bridge52,    // 2..A in each suit
    Pinochle48,  // A T K Q J 9 twice in each suit
    Pinochle80,  // A T K Q J four times in each suit
    Preferans32, // 7..A in each suit
};

class Deck
{
public:
    explicit Deck(DeckKind kind = DeckKind::Bridge52) : m_kind(kind) {}

    DeckKind kind() const { return m_kind; }
    QString id() const; // "bridge52", "pinochle48", "pinochle80", "preferans32"
    static bool fromId(const QString &id, DeckKind *kind);

    // How often the card occurs in this deck (0 when it is not part of it).
    int copies(Card card) const;
    bool contains(Card card) const { return copies(card) > 0; }
    // The ranks of a suit in the deck, highest first.
    QList<Rank> ranks() const;
    int size() const;
    // Every card of the deck, duplicates included, in suit-major order.
    Cards cards() const;

private:
    DeckKind m_kind;
};

} // namespace kib
