#include "bridgeauction.h"

#include <algorithm>

namespace kib::bridge {

namespace {

bool sameSide(int a, int b) { return (a - b) % 2 == 0; }

std::span<const Call> spanOf(const QList<Call> &calls)
{
    return {calls.constData(), size_t(calls.size())};
}

// The walk with every call taken.
AuctionWalk walked(std::span<const Call> calls)
{
    AuctionWalk walk(calls);
    for (size_t i = 0; i < calls.size(); ++i)
        walk.take();
    return walk;
}

} // namespace

bool AuctionWalk::isLegal(const Call &call, QString *code, QString *why) const
{
    auto fail = [&](const char *c, const QString &w) {
        if (code)
            *code = QString::fromLatin1(c);
        if (why)
            *why = w;
        return false;
    };
    if (complete())
        return fail("auction.after-end", QStringLiteral("%1 comes after the auction has ended").arg(call.toString()));
    const int me = m_taken;
    switch (call.kind) {
    case Call::Kind::Pass:
        return true;
    case Call::Kind::Bid: {
        if (call.bidRank() < 0)
            return fail("auction.bad-bid", QStringLiteral("%1 is not a bid").arg(call.toString()));
        if (m_lastBid >= 0 && call.bidRank() <= m_calls[size_t(m_lastBid)].bidRank()
            && !call.annotation->irregularity.contains(QLatin1Char('I'), Qt::CaseInsensitive))
            return fail("auction.insufficient", QStringLiteral("%1 is insufficient after %2")
                                                    .arg(call.toString(), m_calls[size_t(m_lastBid)].toString()));
        return true;
    }
    case Call::Kind::Double:
        if (m_lastBid < 0)
            return fail("auction.double-nothing", QStringLiteral("X with no bid to double"));
        if (sameSide(me, m_lastBid))
            return fail("auction.double-partner",
                        QStringLiteral("X of partner's bid %1").arg(m_calls[size_t(m_lastBid)].toString()));
        if (m_risk != 0)
            return fail("auction.double-twice", QStringLiteral("X of a bid already doubled"));
        return true;
    case Call::Kind::Redouble:
        if (m_risk != 1)
            return fail("auction.redouble-undoubled", QStringLiteral("XX without a double to redouble"));
        if (sameSide(me, m_lastRiskBy))
            return fail("auction.redouble-own", QStringLiteral("XX of partner's double"));
        return true;
    case Call::Kind::Other:
    case Call::Kind::Unknown:
        return fail("auction.not-bridge", QStringLiteral("%1 is not a bridge call").arg(call.toString()));
    }
    return true;
}

bool isLegal(std::span<const Call> calls, const Call &call, QString *code, QString *why)
{
    return walked(calls).isLegal(call, code, why); // (one pass over the calls)
}

bool isComplete(const QList<Call> &calls)
{
    return isComplete(spanOf(calls));
}

bool isComplete(std::span<const Call> calls)
{
    return walked(calls).complete();
}

int passesToEnd(std::span<const Call> calls)
{
    // (each pass added is one more call and one more pass in a row: after
    // a bid, or any other call, three in a row and four calls at least; at
    // the start, four)
    const AuctionWalk w = walked(calls);
    if (w.complete())
        return 0;
    const int inRow = w.passesInRow(), taken = w.taken();
    const bool anyBid = w.lastBid() >= 0 || inRow < taken;
    return anyBid ? std::max({3 - inRow, 4 - taken, 0}) : 4 - inRow;
}

bool isLegal(const QList<Call> &calls, const Call &call, QString *code, QString *why)
{
    return isLegal(spanOf(calls), call, code, why);
}

QList<Call> legalCalls(const QList<Call> &calls)
{
    QList<Call> out;
    QList<Call> candidates{Call::pass(), Call::dbl(), Call::redbl()};
    for (int level = 1; level <= 7; ++level)
        for (Strain s : {Strain::Clubs, Strain::Diamonds, Strain::Hearts, Strain::Spades, Strain::NoTrump})
            candidates.append(Call::bid(level, s));
    for (const Call &c : candidates)
        if (isLegal(calls, c))
            out.append(c);
    return out;
}

QList<AuctionProblem> check(const Auction &auction)
{
    QList<AuctionProblem> out;
    // (each call against the calls before it, viewed in place, their
    // position carried from call to call)
    AuctionWalk walk(spanOf(auction.calls));
    for (int i = 0; i < auction.calls.size(); ++i) {
        QString code, why;
        if (!walk.isLegal(auction.calls.at(i), &code, &why)) {
            out.append({i, code, why});
            if (code == u"auction.after-end")
                break;
        }
        walk.take();
    }
    return out;
}

Contract finalContract(const Auction &auction, const SeatLayout &seats, Seat *declarer)
{
    Contract c;
    if (declarer)
        *declarer = NoSeat;
    const AuctionWalk p = walked(spanOf(auction.calls));
    if (p.lastBid() < 0) {
        if (p.complete())
            c.kind = Contract::Kind::PassedOut;
        return c;
    }
    const Call &bid = auction.calls.at(p.lastBid());
    c.kind = Contract::Kind::Bid;
    c.level = bid.level;
    c.strain = bid.strain;
    c.risk = p.risk();
    if (declarer && auction.first != NoSeat) {
        // the first player of the declaring side to name the final strain
        for (int i = p.lastBid() % 2; i <= p.lastBid(); i += 2) {
            const Call &x = auction.calls.at(i);
            if (x.kind == Call::Kind::Bid && x.strain == bid.strain) {
                *declarer = auction.seatOf(i, seats);
                break;
            }
        }
    }
    return c;
}

} // namespace kib::bridge
