#pragma once

#include "model/card.h"

#include <bit>
#include <new>

namespace kib {

// Hands as 52-bit masks (bit Card::index(): spades first, the ace first in
// each suit), for the deal's readers that gather a hand's cards as bits: the
// cards made from a mask come in sortCards()'s order (no card twice).

// A card's bit (Card::index()), and a suit's thirteen
constexpr quint64 cardBit(Suit s, Rank r)
{
    return quint64(1) << (int(s) * 13 + (RankAce - r));
}
constexpr quint64 suitMask(Suit s)
{
    return quint64(0x1fff) << (int(s) * 13);
}

// A card's bit by rank * 4 + suit (a suit under 4, a rank under 16), 0 for
// no card of the deck.
inline constexpr struct BitOfRankSuit
{
    quint64 bit[64] = {};
    constexpr BitOfRankSuit()
    {
        for (int s = 0; s < 4; ++s)
            for (int r = 2; r <= RankAce; ++r)
                bit[r * 4 + s] = cardBit(Suit(s), Rank(r));
    }
} kBitOfRankSuit;

// The cards as bits; false when one is no card of the deck (x, ?, no suit)
// or is given twice.
inline bool cardsMask(const Cards &cards, quint64 *mask)
{
    quint64 m = 0, twice = 0;
    for (Card c : cards) {
        const unsigned suit = unsigned(c.suit()), rank = c.rank();
        if ((suit | (rank & ~15u)) >= 4u) // (a suit of 4 or more, a rank of 16 or more)
            return false;
        const quint64 bit = kBitOfRankSuit.bit[rank * 4 + suit];
        if (!bit)
            return false;
        twice |= m & bit;
        m |= bit;
    }
    *mask = m;
    return twice == 0;
}

// Card::index() -> the card
inline constexpr struct CardByIndex
{
    Card card[52];
    constexpr CardByIndex()
    {
        for (int i = 0; i < 52; ++i)
            card[i] = Card(Suit(i / 13), Rank(RankAce - i % 13));
    }
} kCardByIndex;

// The cards of 'mask' constructed at 'out' (room for each), in index order;
// the end of them.
inline Card *placeMaskCards(Card *out, quint64 mask)
{
    for (; mask; mask &= mask - 1)
        new (out++) Card(kCardByIndex.card[std::countr_zero(mask)]);
    return out;
}

} // namespace kib
