#pragma once

#include "auction.h"
#include "contract.h"

#include <span>

namespace kib::bridge {

// The laws of the bridge auction, for validation and for the bidding box.

struct AuctionProblem
{
    int index = -1;     // the offending call
    QString code;       // "auction.insufficient", "auction.double-partner", ...
    QString message;
};

// Whether 'call' may follow 'calls' (first caller at index 0). An
// insufficient bid is legal when its annotation marks the irregularity 'I'.
bool isLegal(const QList<Call> &calls, const Call &call, QString *code = nullptr, QString *why = nullptr);
// The same over calls in place (a prefix of an auction's, say): no list to
// copy them into.
bool isLegal(std::span<const Call> calls, const Call &call, QString *code = nullptr, QString *why = nullptr);
// The legal calls for the next player, in bidding-box order.
QList<Call> legalCalls(const QList<Call> &calls);
// Three passes after a bid, or four passes at the start.
bool isComplete(const QList<Call> &calls);
// Every breach of the laws, calls after the end included.
QList<AuctionProblem> check(const Auction &auction);

// The final contract and declarer implied by a complete (or partial)
// auction; Contract::Kind::PassedOut after four passes; Unknown when no bid.
Contract finalContract(const Auction &auction, const SeatLayout &seats, Seat *declarer);

} // namespace kib::bridge
