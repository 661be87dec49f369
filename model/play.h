#pragma once

#include "annotationbox.h"
#include "card.h"
#include "seats.h"

#include <optional>

namespace kib {

struct PlayedCard
{
    enum class Kind : quint8 {
        Card,     // a known card
        Unknown,  // PBN '-': a card was played, which one does not matter
        Pseudo,   // RBN pseudo plays (- ~ + .): see 'pseudo'
    };
    Kind kind = Kind::Card;
    Card card;
    Seat seat = NoSeat;
    QChar pseudo;            // the pseudo play's character for Kind::Pseudo
    AnnotationBox annotation; // null when empty: read with ->, write through edit()

    friend bool operator==(const PlayedCard &, const PlayedCard &) = default;
};

} // namespace kib

// (moved in memory as bytes when a list grows: every member allows it)
Q_DECLARE_TYPEINFO(kib::PlayedCard, Q_RELOCATABLE_TYPE);

namespace kib {

struct Trick
{
    Seat leader = NoSeat;
    QList<PlayedCard> cards; // in the order played, leader first
    Seat winner = NoSeat;    // NoSeat while incomplete or unknown

    friend bool operator==(const Trick &, const Trick &) = default;
};

struct Claim
{
    int tricks = -1;  // tricks claimed for the declaring side in all, -1 if not stated
    QString text;     // the claim as written, where the notation has words

    friend bool operator==(const Claim &, const Claim &) = default;
};

struct Play
{
    Seat leader = NoSeat;      // who leads the first trick
    QList<Trick> tricks;
    std::optional<Claim> claim;
    // "Your play?" points: the number of cards played before the question.
    QList<int> queryPoints;

    int cardCount() const;
    bool isEmpty() const { return tricks.isEmpty(); }
    // Flat index -> (trick, position); false when out of range.
    bool locate(int cardIndex, int *trick, int *position) const;
    const PlayedCard *cardAt(int cardIndex) const;

    friend bool operator==(const Play &, const Play &) = default;
};

} // namespace kib

Q_DECLARE_TYPEINFO(kib::Trick, Q_RELOCATABLE_TYPE);
