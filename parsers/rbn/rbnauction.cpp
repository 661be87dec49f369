#include "rbnauction.h"

#include "rbnmarks.h"

#include "model/bridgeauction.h"

#include <string>

namespace kib::rbn {

namespace {

int dealerOf(char c)
{
    if ((c & ~0x20) == 'X')
        return NoSeat; // the dealer is not known
    const Seat seat = bridgeSeatFromLetter(uchar(c));
    return seat == NoSeat ? -2 : seat;
}

bool vulnerabilityOf(char c, Vulnerability *v)
{
    switch (c & ~0x20) {
    case 'Z': *v = Vulnerability::None; return true;
    case 'N': *v = Vulnerability::NS; return true;
    case 'E': *v = Vulnerability::EW; return true;
    case 'B': *v = Vulnerability::All; return true;
    case 'X': *v = Vulnerability::Unknown; return true;
    default: return false;
    }
}

char vulnerabilityLetter(Vulnerability v)
{
    switch (v) {
    case Vulnerability::None: return 'Z';
    case Vulnerability::NS: return 'N';
    case Vulnerability::EW: return 'E';
    case Vulnerability::All: return 'B';
    case Vulnerability::Unknown: break;
    }
    return 'X';
}

bool strainOf(char c, Strain *s)
{
    switch (c & ~0x20) {
    case 'C': *s = Strain::Clubs; return true;
    case 'D': *s = Strain::Diamonds; return true;
    case 'H': *s = Strain::Hearts; return true;
    case 'S': *s = Strain::Spades; return true;
    case 'N': *s = Strain::NoTrump; return true;
    default: return false;
    }
}

bool isLower(char c)
{
    return c >= 'a' && c <= 'z';
}

// The call as RBN spells it appended to 'out'; false (nothing appended) for a
// bid that is not one
bool appendCall(std::string &out, const Call &c)
{
    switch (c.kind) {
    case Call::Kind::Pass: out += 'P'; return true;
    case Call::Kind::Double: out += 'X'; return true;
    case Call::Kind::Redouble: out += 'R'; return true;
    case Call::Kind::Bid:
        if (c.bidRank() < 0)
            return false;
        out += char('0' + c.level); // (1 to 7: bidRank() says so)
        out += "CDHSN"[int(c.strain)];
        return true;
    default:
        out += 'P'; // a placeholder: the call travels in RbnMarks
        return true;
    }
}

} // namespace

ParsedAuction parseAuction(QByteArrayView v, Problems *problems)
{
    ParsedAuction out;
    QList<int> offsets; // of each call
    qsizetype pos = 0;
    Vulnerability vul;
    if (v.size() >= 3 && v[2] == ':' && dealerOf(v[0]) != -2 && vulnerabilityOf(v[1], &vul)) {
        out.dealer = dealerOf(v[0]);
        out.vulnerability = vul;
        out.lowerCase = isLower(v[0]) || isLower(v[1]);
        pos = 3;
    } else {
        out.dealer = West; // the standard's default "WX:"
    }
    QList<Call> &calls = out.auction.calls;
    // (room made once: a call takes a character at least, and an A's
    // passes fit in what a short auction leaves)
    calls.reserve(qMax<qsizetype>(v.size() - pos, 4));
    offsets.reserve(calls.capacity());
    bool ended = false;
    while (pos < v.size()) {
        const char c = v[pos];
        const int at = int(pos);
        if (c == ':') {
            ++pos;
            continue;
        }
        if (c == 'Y' || c == 'y') {
            out.auction.queryPoints.append(int(calls.size()));
            out.lowerCase = out.lowerCase || isLower(c);
            ++pos;
            continue;
        }
        Call call;
        bool ok = true;
        switch (c & ~0x20) {
        case 'P': call = Call::pass(); ++pos; break;
        case 'X': call = Call::dbl(); ++pos; break;
        case 'R': call = Call::redbl(); ++pos; break;
        case 'A': {
            out.lowerCase = out.lowerCase || isLower(c);
            ++pos;
            if (const int passes = bridge::passesToEnd(std::span<const Call>(calls.constData(), size_t(calls.size())));
                passes == 0) {
                report(problems, at, "rbn.auction.after-end", QStringLiteral("A (all pass) comes after the auction has ended"));
            } else {
                for (int k = 0; k < passes; ++k) {
                    calls.append(Call::pass());
                    offsets.append(at);
                }
            }
            ended = true;
            Annotation none;
            const qsizetype after = parseMarks(v, pos, &none, nullptr);
            if (after != pos) {
                report(problems, int(pos), "rbn.auction.mark", QStringLiteral("A (all pass) cannot carry a mark or a note"));
                pos = after;
            }
            continue;
        }
        default:
            if (c >= '1' && c <= '7') {
                Strain s;
                if (pos + 1 < v.size() && strainOf(v[pos + 1], &s)) {
                    call = Call::bid(c - '0', s);
                    out.lowerCase = out.lowerCase || isLower(v[pos + 1]);
                    pos += 2;
                    break;
                }
                report(problems, at, "rbn.auction.bad-call", QStringLiteral("a bid needs a strain C D H S or N after its level"));
            } else if (c >= '0' && c <= '9') {
                report(problems, at, "rbn.auction.bad-call", QStringLiteral("%1 is not a level (1-7)").arg(QLatin1Char(c)));
            } else if (c == '!' || c == '?' || c == '*' || c == '^') {
                report(problems, at, "rbn.auction.mark", QStringLiteral("a mark must follow a call"));
                Annotation none;
                pos = qMax(pos + 1, parseMarks(v, pos, &none, nullptr));
                continue;
            }
            ok = false; // characters that are not allowed were reported with the line
            ++pos;
            break;
        }
        if (!ok)
            continue;
        if (isLower(c))
            out.lowerCase = true;
        if (ended)
            report(problems, at, "rbn.auction.after-end", QStringLiteral("%1 comes after A (all pass)").arg(call.toString()));
        Annotation marks;
        pos = parseMarks(v, pos, &marks, problems);
        if (!marks.isEmpty()) // (an empty annotation is the box's null)
            call.annotation = marks;
        calls.append(std::move(call));
        offsets.append(at);
    }
    if (!calls.isEmpty() || !out.auction.queryPoints.isEmpty())
        out.auction.first = out.dealer;
    out.callOffsets = offsets;
    out.allPass = ended;
    return out;
}

void checkAuction(const ParsedAuction &parsed, const Auction &auction, Problems *problems)
{
    // After a token that is no call at all (carried in RbnMarks, such as a
    // PBN auction's words) the laws cannot be followed: check up to it.
    Auction checked = auction;
    for (qsizetype i = 0; i < checked.calls.size(); ++i) {
        const Call &c = std::as_const(checked.calls)[i]; // (read: no copy of the shared list)
        if ((c.kind == Call::Kind::Other || c.kind == Call::Kind::Unknown) && c.annotation->irregularity.isEmpty()) {
            checked.calls.resize(i);
            break;
        }
    }
    for (const bridge::AuctionProblem &p : bridge::check(checked)) {
        if (p.code == u"auction.after-end" && parsed.allPass)
            continue; // reported with the A
        if (p.index >= 0 && p.index < auction.calls.size()) {
            const Call &c = auction.calls[p.index];
            if (!c.annotation->irregularity.isEmpty() || c.kind == Call::Kind::Other || c.kind == Call::Kind::Unknown)
                continue; // an irregularity the record accepts (PBN's ^I ^S), a call carried in RbnMarks
        }
        report(problems, parsed.callOffsets.value(p.index), ("rbn." + p.code.toLatin1()).constData(), p.message);
    }
}

QByteArray formatAuction(Seat dealer, Vulnerability vulnerability, const Auction &auction)
{
    // (written into a std::string, a character appended in place, and made
    // a QByteArray once at the end)
    std::string out;
    out.reserve(64);
    appendAuction(out, dealer, vulnerability, auction);
    return QByteArray(out.data(), qsizetype(out.size()));
}

void appendAuction(std::string &out, Seat dealer, Vulnerability vulnerability, const Auction &auction)
{
    const Seat d = dealer != NoSeat ? dealer : auction.first;
    out += d >= 0 && d < 4 ? "NESW"[d] : 'X';
    out += vulnerabilityLetter(vulnerability);
    out += ':';
    const QList<Call> &calls = auction.calls;
    const int n = int(calls.size());
    // Trailing passes that end the auction are written as A.
    int fold = n;
    bool spelt = true; // placeholders for calls RBN cannot spell would count as passes
    for (const Call &c : calls)
        spelt = spelt && c.kind != Call::Kind::Other && c.kind != Call::Kind::Unknown;
    if (spelt && n > 0 && bridge::isComplete(calls)
        && !bridge::isComplete(std::span<const Call>(calls.constData(), size_t(n - 1)))) {
        for (int j = n - 1; j >= 0; --j) {
            const Call &c = calls[j];
            if (c.kind != Call::Kind::Pass || !c.annotation.isEmpty())
                break;
            bool inside = false;
            for (int q : auction.queryPoints)
                inside = inside || (q > j && q < n);
            if (inside)
                break;
            fold = j;
        }
    }
    auto queries = [&](int at) {
        for (int q : auction.queryPoints)
            if (q == at)
                out += 'Y';
    };
    for (int i = 0; i < fold; ++i) {
        if (i > 0 && i % 4 == 0)
            out += ':';
        queries(i);
        if (appendCall(out, calls[i]) && !calls[i].annotation.isEmpty())
            appendMarks(out, calls[i].annotation.get());
    }
    if (fold < n) {
        if (fold > 0 && fold % 4 == 0)
            out += ':';
        queries(fold);
        out += 'A';
    } else if (n > 0 && n % 4 == 0 && auction.queryPoints.contains(n)) {
        out += ':';
    }
    queries(n);
}

} // namespace kib::rbn
