#pragma once

#include "game.h"

#include <QStringList>

namespace kib {

// A seat is an index into the game's seat list: 0..seatCount()-1.
using Seat = int;
constexpr Seat NoSeat = -1;

// Bridge seats in PBN order (clockwise, starting with North).
enum BridgeSeat : Seat { North = 0, East = 1, South = 2, West = 3 };

// N E S W (either case) to a bridge seat, NoSeat for anything else. For
// parsers' hot paths; SeatLayout::fromLetter() serves every game.
constexpr Seat bridgeSeatFromLetter(char16_t c)
{
    switch (c) {
    case 'N': case 'n': return North;
    case 'E': case 'e': return East;
    case 'S': case 's': return South;
    case 'W': case 'w': return West;
    default: return NoSeat;
    }
}

// The seats of one table: how many and what the game calls them.
class SeatLayout
{
public:
    SeatLayout() = default;
    SeatLayout(Game game, int count);

    Game game() const { return m_game; }
    int count() const { return m_count; }
    // Short name used in notations and JSON: N E S W; 1..6; 1..3.
    QString letter(Seat seat) const;
    // Name shown to people: North; Seat1 North / Southeast ...; Player 1.
    QString name(Seat seat) const;
    Seat fromLetter(QStringView letter) const; // case-insensitive, NoSeat if unknown

    Seat next(Seat seat, int steps = 1) const;
    // Same side: partners in 4- and 6-seat games (teams alternate), only itself with 3 seats.
    bool sameSide(Seat a, Seat b) const;

private:
    Game m_game = Game::Bridge;
    int m_count = 4;
};

} // namespace kib
