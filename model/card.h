#pragma once

#include <QList>
#include <QMetaType>
#include <QString>

namespace kib {

// Suits in PBN's order of precedence (spades highest). Preferans and pinochle
// use the same four suits; only their rank sets differ.
enum class Suit : quint8 {
    Spades = 0,
    Hearts = 1,
    Diamonds = 2,
    Clubs = 3,
    None = 4, // a card whose suit is not known
};

constexpr int SuitCount = 4;

// Ranks as numbers: 2..10, J=11, Q=12, K=13, A=14. Pinochle's ten ranks
// above the king in play; that ordering lives in rules, not here.
using Rank = quint8;
constexpr Rank RankUnknown = 0; // RBN '?': a card of known suit, unknown rank
constexpr Rank RankLow = 1;     // RBN 'x': a low card of that suit
constexpr Rank RankTen = 10;
constexpr Rank RankJack = 11;
constexpr Rank RankQueen = 12;
constexpr Rank RankKing = 13;
constexpr Rank RankAce = 14;

class Card
{
public:
    constexpr Card() = default;
    constexpr Card(Suit suit, Rank rank) : m_suit(suit), m_rank(rank) {}

    constexpr Suit suit() const { return m_suit; }
    constexpr Rank rank() const { return m_rank; }
    constexpr bool isValid() const { return m_suit != Suit::None && m_rank >= 2 && m_rank <= RankAce; }
    // A card stands in a hand but is not fully known (x, ? or no suit).
    constexpr bool isPartial() const { return !isValid(); }

    // "SA", "HT", "C2"; partial cards give "Sx", "S?", "??".
    QString toString() const;
    // Accepts suit+rank ("SA", "s10", "H t"), case-insensitive. "10" is T.
    static bool fromString(QStringView text, Card *card);

    friend constexpr bool operator==(Card a, Card b) { return a.m_suit == b.m_suit && a.m_rank == b.m_rank; }
    friend constexpr bool operator!=(Card a, Card b) { return !(a == b); }

    // An index 0..51 for a valid card (suit-major, ace first), -1 otherwise.
    constexpr int index() const { return isValid() ? int(m_suit) * 13 + (RankAce - m_rank) : -1; }

private:
    Suit m_suit = Suit::None;
    Rank m_rank = RankUnknown;
};

using Cards = QList<Card>;

QChar suitLetter(Suit suit);                 // S H D C, '?' for None
bool suitFromLetter(QChar letter, Suit *suit);  // case-insensitive
QString suitSymbol(Suit suit);               // ♠ ♥ ♦ ♣
QChar rankLetter(Rank rank);                 // 2..9 T J Q K A, x, ?
bool rankFromLetter(QChar letter, Rank *rank);  // case-insensitive, x and ?

// Sorts for display: suit order S H D C, high rank first.
void sortCards(Cards &cards);
// Hand in PBN's dotted form "AKQ2.JT9.876.543" (spades first).
QString cardsToDotted(const Cards &cards);

} // namespace kib

Q_DECLARE_METATYPE(kib::Card)
