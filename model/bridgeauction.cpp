#include "bridgeauction.h"

namespace kib::bridge {

namespace {

struct Position
{
    int lastBid = -1;        // index of the last bid
    int risk = 0;            // 0, 1 (doubled), 2 (redoubled) since the last bid
    int lastRiskBy = -1;     // index of the last double or redouble
};

// The position after call 'i' (the calls before it gave 'p' and 'passes',
// the passes since the last other call).
void advance(Position &p, int &passes, const Call &call, int i)
{
    switch (call.kind) {
    case Call::Kind::Pass: ++passes; return;
    case Call::Kind::Bid: p.lastBid = i; p.risk = 0; p.lastRiskBy = -1; break;
    case Call::Kind::Double: p.risk = 1; p.lastRiskBy = i; break;
    case Call::Kind::Redouble: p.risk = 2; p.lastRiskBy = i; break;
    default: break;
    }
    passes = 0;
}

Position positionOf(std::span<const Call> calls, int *trailingPasses = nullptr)
{
    Position p;
    int passes = 0;
    for (int i = 0; i < int(calls.size()); ++i)
        advance(p, passes, calls[i], i);
    if (trailingPasses)
        *trailingPasses = passes;
    return p;
}

// Whether the calls, whose position and trailing passes are given, end the
// auction.
bool completes(std::span<const Call> calls, const Position &p, int trailingPasses)
{
    const bool anyBid = p.lastBid >= 0 || trailingPasses < int(calls.size());
    return anyBid ? trailingPasses >= 3 && calls.size() >= 4 : trailingPasses >= 4;
}

bool sameSide(int a, int b) { return (a - b) % 2 == 0; }

std::span<const Call> spanOf(const QList<Call> &calls)
{
    return {calls.constData(), size_t(calls.size())};
}

// isLegal() once the calls' position is known.
bool legalAfter(std::span<const Call> calls, const Position &p, int trailingPasses, const Call &call, QString *code,
                QString *why)
{
    auto fail = [&](const char *c, const QString &w) {
        if (code)
            *code = QString::fromLatin1(c);
        if (why)
            *why = w;
        return false;
    };
    if (completes(calls, p, trailingPasses))
        return fail("auction.after-end", QStringLiteral("%1 comes after the auction has ended").arg(call.toString()));
    const int me = int(calls.size());
    switch (call.kind) {
    case Call::Kind::Pass:
        return true;
    case Call::Kind::Bid: {
        if (call.bidRank() < 0)
            return fail("auction.bad-bid", QStringLiteral("%1 is not a bid").arg(call.toString()));
        if (p.lastBid >= 0 && call.bidRank() <= calls[p.lastBid].bidRank()
            && !call.annotation->irregularity.contains(QLatin1Char('I'), Qt::CaseInsensitive))
            return fail("auction.insufficient",
                        QStringLiteral("%1 is insufficient after %2").arg(call.toString(), calls[p.lastBid].toString()));
        return true;
    }
    case Call::Kind::Double:
        if (p.lastBid < 0)
            return fail("auction.double-nothing", QStringLiteral("X with no bid to double"));
        if (sameSide(me, p.lastBid))
            return fail("auction.double-partner", QStringLiteral("X of partner's bid %1").arg(calls[p.lastBid].toString()));
        if (p.risk != 0)
            return fail("auction.double-twice", QStringLiteral("X of a bid already doubled"));
        return true;
    case Call::Kind::Redouble:
        if (p.risk != 1)
            return fail("auction.redouble-undoubled", QStringLiteral("XX without a double to redouble"));
        if (sameSide(me, p.lastRiskBy))
            return fail("auction.redouble-own", QStringLiteral("XX of partner's double"));
        return true;
    case Call::Kind::Other:
    case Call::Kind::Unknown:
        return fail("auction.not-bridge", QStringLiteral("%1 is not a bridge call").arg(call.toString()));
    }
    return true;
}

} // namespace

bool isLegal(std::span<const Call> calls, const Call &call, QString *code, QString *why)
{
    int trailingPasses = 0;
    const Position p = positionOf(calls, &trailingPasses); // (one pass over the calls)
    return legalAfter(calls, p, trailingPasses, call, code, why);
}

bool isComplete(const QList<Call> &calls)
{
    int trailingPasses = 0;
    const Position p = positionOf(spanOf(calls), &trailingPasses);
    return completes(spanOf(calls), p, trailingPasses);
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
    // (each call against the calls before it, viewed in place, and their
    // position carried from call to call: no list of them copied, no pass
    // over them, call by call)
    const std::span<const Call> calls = spanOf(auction.calls);
    Position p;
    int passes = 0;
    for (size_t i = 0; i < calls.size(); ++i) {
        QString code, why;
        if (!legalAfter(calls.first(i), p, passes, calls[i], &code, &why)) {
            out.append({int(i), code, why});
            if (code == u"auction.after-end")
                break;
        }
        advance(p, passes, calls[i], int(i));
    }
    return out;
}

Contract finalContract(const Auction &auction, const SeatLayout &seats, Seat *declarer)
{
    Contract c;
    if (declarer)
        *declarer = NoSeat;
    const Position p = positionOf(spanOf(auction.calls));
    if (p.lastBid < 0) {
        if (isComplete(auction.calls))
            c.kind = Contract::Kind::PassedOut;
        return c;
    }
    const Call &bid = auction.calls.at(p.lastBid);
    c.kind = Contract::Kind::Bid;
    c.level = bid.level;
    c.strain = bid.strain;
    c.risk = p.risk;
    if (declarer && auction.first != NoSeat) {
        // the first player of the declaring side to name the final strain
        for (int i = p.lastBid % 2; i <= p.lastBid; i += 2) {
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
