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
// An auction's calls taken one after another, each asked isLegal() against
// the calls taken before it: their position is carried from call to call,
// not found again from the first call each time (check() and the readers'
// checks walk whole auctions so).
class AuctionWalk
{
public:
    // 'calls' must outlive the walk.
    explicit AuctionWalk(std::span<const Call> calls) : m_calls(calls) {}
    // isLegal(the calls taken so far, call)
    bool isLegal(const Call &call, QString *code = nullptr, QString *why = nullptr) const;
    // The next of the calls taken.
    void take()
    {
        const int i = m_taken++;
        switch (m_calls[size_t(i)].kind) {
        case Call::Kind::Pass: ++m_passes; return;
        case Call::Kind::Bid: m_lastBid = i; m_risk = 0; m_lastRiskBy = -1; break;
        case Call::Kind::Double: m_risk = 1; m_lastRiskBy = i; break;
        case Call::Kind::Redouble: m_risk = 2; m_lastRiskBy = i; break;
        default: break;
        }
        m_passes = 0;
    }
    int taken() const { return m_taken; }
    // isComplete(the calls taken so far)
    bool complete() const
    {
        const bool anyBid = m_lastBid >= 0 || m_passes < m_taken;
        return anyBid ? m_passes >= 3 && m_taken >= 4 : m_passes >= 4;
    }
    int lastBid() const { return m_lastBid; } // the index of the last bid taken, -1 when none
    int risk() const { return m_risk; }       // 0, 1 (doubled), 2 (redoubled) since that bid
    int passesInRow() const { return m_passes; } // the passes since the last other call

private:
    std::span<const Call> m_calls;
    int m_taken = 0;
    int m_lastBid = -1;
    int m_risk = 0;
    int m_lastRiskBy = -1; // the index of the last double or redouble
    int m_passes = 0;      // passes since the last other call
};

// The legal calls for the next player, in bidding-box order.
QList<Call> legalCalls(const QList<Call> &calls);
// Three passes after a bid, or four passes at the start.
bool isComplete(const QList<Call> &calls);
bool isComplete(std::span<const Call> calls);
// The passes that, added after 'calls', end the auction (0: it has ended).
int passesToEnd(std::span<const Call> calls);
// Every breach of the laws, calls after the end included.
QList<AuctionProblem> check(const Auction &auction);

// The final contract and declarer implied by a complete (or partial)
// auction; Contract::Kind::PassedOut after four passes; Unknown when no bid.
Contract finalContract(const Auction &auction, const SeatLayout &seats, Seat *declarer);

} // namespace kib::bridge
