#pragma once

#include "call.h"
#include "seats.h"

namespace kib {

// The calls of one deal, in order, from the seat that calls first.
struct Auction
{
    Seat first = NoSeat;       // who calls first (the dealer in bridge)
    QList<Call> calls;
    // "Your call?" points: each is the number of calls made before the
    // question is asked (calls.size() for a question at the end).
    QList<int> queryPoints;
    bool isEmpty() const { return calls.isEmpty(); }
    Seat seatOf(int callIndex, const SeatLayout &seats) const { return seats.next(first, callIndex); }

    friend bool operator==(const Auction &, const Auction &) = default;
};

} // namespace kib
