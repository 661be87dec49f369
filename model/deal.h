#pragma once

#include "card.h"

namespace kib {

struct Hand
{
    bool known = false;   // false: the notation gives no hand for this seat
    bool hidden = false;  // a quiz hides it until the reader asks
    Cards cards;          // may hold partial cards (Card::isPartial)

    friend bool operator==(const Hand &, const Hand &) = default;
};

// Cards outside the hands: kitty, widow, talon, discards.
struct Pile
{
    QString name;         // "kitty", "widow", "talon", "discard" ...
    Cards cards;
    bool hidden = false;

    friend bool operator==(const Pile &, const Pile &) = default;
};

struct Deal
{
    QList<Hand> hands;    // one per seat, indexed by Seat
    QList<Pile> piles;

    explicit Deal(int seats = 4) : hands(seats) {}
    bool isEmpty() const;
    const Pile *pile(const QString &name) const;
    Pile &pile(const QString &name); // created when missing

    friend bool operator==(const Deal &, const Deal &) = default;
};

} // namespace kib
