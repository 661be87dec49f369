#pragma once

#include "model/auction.h"

// PPN's bids field: each player's highest bid, decoded into the whole
// auction, and the other way round.
namespace kib::ppn {

// One player's highest bid: P (passed at once), a number 2..8, "mine" at
// a number (M3: held the bid of a later player), G (announced a game and
// named none) or a named game (G4).
struct Bid
{
    enum class Kind : quint8 { Pass, Number, Mine, Game, NamedGame };
    Kind kind = Kind::Pass;
    int value = 0;

    friend bool operator==(const Bid &, const Bid &) = default;
};

bool parseBid(QStringView text, Bid *bid);
QString bidText(const Bid &bid);

// The model's calls for preferans: Pass, and Call::Kind::Other spelled
// "2".."8", "mine 3", "game", "game hearts" (spades, diamonds, hearts,
// clubs, betl, sans, preferans).
Call bidCall(const Bid &bid);
// False for a call that is not one of those.
bool callBid(const Call &call, Bid *bid);

struct DecodedAuction
{
    QList<Call> calls;        // from the first player of the deal order, one per turn
    Seat winner = NoSeat;     // NoSeat when everybody passed
    Bid winning;              // the winner's bid: Number/Mine value, or NamedGame
    QString problem;          // empty when the bids come from one auction
};

// Replays the auction that gives these highest bids (one per player, in
// the deal order 'order'). Players speak in turn; a player who is out
// (passed, or outbid by a game) passes on each later turn, so that call i
// is always made by order[i % 3]. Bids rise one at a time from 2; a player
// earlier in the deal order holds a later player's bid with "mine"; a game
// is announced at a player's first turn only and beats every number; the
// announcers then name their games, the earlier one first.
DecodedAuction decodeBids(const QList<Bid> &highest, const QList<Seat> &order);

// Each seat's highest bid in an auction (P for a seat without a bid).
// 'unknown' counts the calls that are not preferans bids.
QList<Bid> highestBids(const Auction &auction, int seats, int *unknown = nullptr);

} // namespace kib::ppn
