#include "pbnvalidator.h"

#include "model/bridgeauction.h"

#include <QVarLengthArray>

#include <algorithm>

namespace kib {

namespace {

using Place = PbnRecordInfo::Place;

QString seatName(Seat s)
{
    static const char *const names[] = {"North", "East", "South", "West"};
    return s >= 0 && s < 4 ? QString::fromLatin1(names[s]) : QStringLiteral("?");
}

// A call's or card's irregularity mark ("" for none); most have no
// annotation at all, and are answered without looking further.
QStringView irregularityOf(const AnnotationBox &a)
{
    return a.isEmpty() ? QStringView() : QStringView(a->irregularity);
}

bool isSkip(const Call &c)
{
    return c.kind == Call::Kind::Unknown && irregularityOf(c.annotation) == u"S";
}

// The calls with ^S placeholders as passes, for the laws; stops at the
// first call that could not be read.
QList<Call> lawCalls(const Auction &a, bool *complete)
{
    QList<Call> out;
    *complete = true;
    for (const Call &c : a.calls) {
        if (isSkip(c)) {
            out.append(Call::pass());
        } else if (c.kind == Call::Kind::Unknown || c.kind == Call::Kind::Other) {
            *complete = false;
            break;
        } else {
            out.append(c);
        }
    }
    return out;
}

// A tag's place, looked up when a message needs it (most games need none).
struct TagAt
{
    const PbnRecordInfo &info;
    QLatin1StringView name;
    int line() const { return info.tagPlace(name).line; }
    int column() const { return info.tagPlace(name).column; }
};

Place at(const QList<Place> &places, int i, Place fallback)
{
    return i >= 0 && i < places.size() ? places.at(i) : fallback;
}

} // namespace

void PbnValidator::validate(const CardRecord &r, const PbnRecordInfo &info, PbnReport &report)
{
    quint64 held[4] = {};
    deal(r, info, report, held);
    auction(r, info, report);
    play(r, info, report, held);
    result(r, info, report);
    notes(r, info, report);
}

void PbnValidator::deal(const CardRecord &r, const PbnRecordInfo &info, PbnReport &report, quint64 held[4])
{
    const TagAt p{info, QLatin1StringView("Deal")};
    quint64 seen = 0, twice = 0;
    // (the cards as bits from the Deal tag's decoding, when the deal is that one)
    const bool masks = info.dealMasks && r.deal().hands.size() == 4;
    if (masks) {
        std::copy_n(info.dealHeld, 4, held);
        twice = info.dealTwice;
    }
    int size = -1;
    bool reportedSize = false;
    for (Seat s = 0; s < r.deal().hands.size(); ++s) {
        const Hand &h = r.deal().hands.at(s);
        if (!masks) {
            quint64 hand = 0;
            for (Card c : h.cards) {
                const int index = c.index();
                if (index < 0)
                    continue; // (not a valid card)
                const quint64 bit = quint64(1) << index;
                twice |= seen & bit;
                seen |= bit;
                hand |= bit;
            }
            if (s < 4)
                held[s] = hand;
        }
        if (!h.known)
            continue;
        if (h.cards.size() > 13) {
            report.error(QStringLiteral("pbn.deal.hand-size"),
                         QStringLiteral("the hand of %1 holds %2 cards (more than 13: bad deal)")
                             .arg(seatName(s))
                             .arg(h.cards.size()),
                         p.line(), p.column());
            reportedSize = true;
        } else if (size < 0) {
            size = int(h.cards.size());
        } else if (h.cards.size() != size && !reportedSize) {
            report.error(QStringLiteral("pbn.deal.hand-size"),
                         QStringLiteral("the hands of the deal do not hold the same number of cards (%1 holds %2, "
                                        "another %3: bad deal)")
                             .arg(seatName(s))
                             .arg(h.cards.size())
                             .arg(size),
                         p.line(), p.column());
            reportedSize = true;
        }
    }
    for (int i = 0; i < 52 && twice; ++i) {
        if (!(twice & (quint64(1) << i)))
            continue;
        const Card c(Suit(i / 13), Rank(RankAce - i % 13));
        report.error(QStringLiteral("pbn.deal.duplicate-card"),
                     QStringLiteral("%1 is given to more than one hand (a card twice: bad deal)").arg(c.toString()),
                     p.line(), p.column());
    }
}

void PbnValidator::auction(const CardRecord &r, const PbnRecordInfo &info, PbnReport &report)
{
    if (!info.hasAuction)
        return;
    const Auction &a = r.auction();
    const Place start = at(info.callPlaces, 0, info.auctionPlace);
    if (r.dealer() == NoSeat && info.tagPlace(QLatin1StringView("Dealer")).line == 0)
        report.error(QStringLiteral("pbn.auction.no-dealer"),
                     QStringLiteral("an auction section without a Dealer tag (no dealer)"), info.auctionPlace.line,
                     info.auctionPlace.column);
    if (r.dealer() != NoSeat && info.auctionTagSeat != NoSeat && !a.calls.isEmpty() && a.first != r.dealer())
        report.error(QStringLiteral("pbn.auction.bad-side"),
                     QStringLiteral("the first call is %1's, but the dealer %2 calls first (bad side)")
                         .arg(seatName(a.first), seatName(r.dealer())),
                     start.line, start.column);

    // The calls before each one, for the laws: the auction's own, checked
    // in place, unless a ^S placeholder must read as a pass (then a copy).
    QList<Call> withPasses;
    if (std::any_of(a.calls.cbegin(), a.calls.cend(), isSkip)) {
        withPasses = a.calls;
        for (Call &c : withPasses)
            if (isSkip(c))
                c = Call::pass();
    }
    // (walked call by call: each checked against the calls before it)
    const Call *const lawful = withPasses.isEmpty() ? a.calls.constData() : withPasses.constData();
    bridge::AuctionWalk before(std::span<const Call>(lawful, size_t(a.calls.size())));
    bool readable = true;
    for (int i = 0; i < a.calls.size(); ++i, before.take()) {
        const Call &c = a.calls.at(i);
        if (isSkip(c))
            continue;
        if (c.kind == Call::Kind::Unknown || c.kind == Call::Kind::Other) {
            readable = false;
            break;
        }
        const Place p = at(info.callPlaces, i, info.auctionPlace);
        QString code, why;
        if (!before.isLegal(c, &code, &why)) {
            report.error(QStringLiteral("pbn.") + code, QStringLiteral("%1 (bad call)").arg(why), p.line, p.column);
            if (code == QLatin1StringView("auction.after-end"))
                break;
        } else if (c.kind == Call::Kind::Bid && irregularityOf(c.annotation).contains(QLatin1Char('I'))) {
            const int last = before.lastBid();
            if (last < 0 || c.bidRank() > lawful[last].bidRank())
                report.error(QStringLiteral("pbn.auction.sufficient-irregular"),
                             QStringLiteral("%1 is marked ^I but is sufficient").arg(c.toString()), p.line, p.column);
        }
    }

    // the contract and the declarer against a complete auction
    bool plain = true; // no ^S, nothing unreadable
    for (const Call &c : a.calls)
        plain = plain && c.kind != Call::Kind::Unknown && c.kind != Call::Kind::Other;
    Auction copy;
    if (!plain) {
        bool complete = false;
        copy = a;
        copy.calls = lawCalls(a, &complete);
        if (!readable || !complete)
            return;
    }
    const Auction &laws = plain ? a : copy;
    if (!bridge::isComplete(laws.calls))
        return;
    Seat declarer = NoSeat;
    const Contract fin = bridge::finalContract(laws, r.seats(), &declarer);
    const TagAt cp{info, QLatin1StringView("Contract")};
    if (info.contractValid && !info.endPosition) {
        const Contract &c = r.contract();
        // (spelled only for a message: most games agree)
        auto was = [&]() { return fin.kind == Contract::Kind::PassedOut ? QStringLiteral("Pass") : fin.toString(); };
        if (c.kind != fin.kind || c.level != fin.level || c.strain != fin.strain)
            report.error(QStringLiteral("pbn.contract.auction-denomination"),
                         QStringLiteral("Contract %1 contradicts the auction, which ends in %2 (bad trump)")
                             .arg(c.toString(), was()),
                         cp.line(), cp.column());
        else if (c.risk != fin.risk)
            report.error(QStringLiteral("pbn.contract.auction-risk"),
                         QStringLiteral("Contract %1 contradicts the auction, which ends in %2 (bad risk)")
                             .arg(c.toString(), was()),
                         cp.line(), cp.column());
    }
    if (info.declarerValid) {
        const TagAt dp{info, QLatin1StringView("Declarer")};
        if (fin.kind == Contract::Kind::PassedOut) {
            report.error(QStringLiteral("pbn.declarer.auction"),
                         QStringLiteral("Declarer %1 after an auction that was passed out (bad declarer)")
                             .arg(seatName(r.declarer())),
                         dp.line(), dp.column());
        } else if (declarer != NoSeat) {
            const Seat want = info.declarerCaret ? (declarer + 2) % 4 : declarer;
            if (r.declarer() != want)
                report.error(QStringLiteral("pbn.declarer.auction"),
                             info.declarerCaret
                                 ? QStringLiteral("Declarer ^%1 (declarer and dummy swapped) needs %2 as the "
                                                  "auction's declarer, not %3 (bad declarer)")
                                       .arg(seatName(r.declarer()).left(1), seatName((r.declarer() + 2) % 4),
                                            seatName(declarer))
                                 : QStringLiteral("Declarer %1 contradicts the auction, which makes %2 declarer "
                                                  "(bad declarer)")
                                       .arg(seatName(r.declarer()), seatName(declarer)),
                             dp.line(), dp.column());
        }
    }
}

// A trick of four valid cards, none annotated, from four seats in turn whose
// hands are known, checked at once: when none was played before, each is
// held and none revokes, the hands give them up and true is returned. False,
// and nothing changed, for any other trick, or one with a finding: play()
// then checks it card by card and reports what it finds, in order.
Q_ALWAYS_INLINE bool PbnValidator::cleanTrick(const PlayedCard *cards, quint64 ledSuit, quint64 held[4], quint64 *played)
{
    const Seat lead = cards[0].seat;
    if (unsigned(lead) > 3)
        return false;
    quint64 bit[4];
    bool plain = true;
    for (int k = 0; k < 4; ++k) {
        const PlayedCard &pc = cards[k];
        const int index = pc.card.index();
        plain = plain && pc.kind == PlayedCard::Kind::Card && index >= 0 && pc.seat == ((lead + k) & 3)
                && pc.annotation.isEmpty();
        bit[k] = quint64(1) << (index & 63);
    }
    if (!plain)
        return false;
    const quint64 all = bit[0] | bit[1] | bit[2] | bit[3];
    // (four cards, none twice, none played before)
    if ((*played & all) || (bit[0] & (bit[1] | bit[2] | bit[3])) || (bit[1] & (bit[2] | bit[3])) || (bit[2] & bit[3]))
        return false;
    bool fine = true;
    for (int k = 0; k < 4; ++k) {
        const quint64 hand = held[(lead + k) & 3];
        // (held, and of the suit led or from a hand without one)
        fine = fine && (hand & bit[k]) && ((bit[k] & ledSuit) || !(hand & ledSuit));
    }
    if (!fine)
        return false;
    for (int k = 0; k < 4; ++k)
        held[(lead + k) & 3] &= ~bit[k];
    *played |= all;
    return true;
}

void PbnValidator::play(const CardRecord &r, const PbnRecordInfo &info, PbnReport &report, const quint64 dealt[4])
{
    if (!info.hasPlay || (info.playTagEmpty && r.play().isEmpty()))
        return;
    const Place pp = info.playPlace;
    if (r.deal().isEmpty())
        report.error(QStringLiteral("pbn.play.no-deal"), QStringLiteral("a play section without a deal (no deal)"),
                     pp.line, pp.column);
    if (r.declarer() == NoSeat && !info.endPosition)
        report.error(QStringLiteral("pbn.play.no-declarer"),
                     QStringLiteral("a play section without a declarer (no declarer)"), pp.line, pp.column);
    if (r.contract().kind == Contract::Kind::Unknown && !info.endPosition)
        report.error(QStringLiteral("pbn.play.no-contract"),
                     QStringLiteral("a play section without a contract (no contract)"), pp.line, pp.column);
    const Play &play = r.play();
    if (play.tricks.isEmpty())
        return;
    if (!info.playEnded && play.tricks.size() < info.handSize && !play.queryPoints.contains(play.cardCount())) {
        const Place at = info.cardPlaces.isEmpty() ? pp : info.cardPlaces.last();
        report.warning(QStringLiteral("pbn.play.no-end"),
                       QStringLiteral("the play section stops before the last trick without '*'"), at.line,
                       at.column);
    }
    const bool firstLeadIrregular = !play.tricks.first().cards.isEmpty()
                                    && irregularityOf(play.tricks.first().cards.first().annotation) == u"L";
    if (r.declarer() != NoSeat && play.leader != NoSeat && !firstLeadIrregular && play.leader != (r.declarer() + 1) % 4)
        report.warning(QStringLiteral("pbn.play.leader"),
                       QStringLiteral("Play names %1 but declarer's left-hand opponent %2 leads")
                           .arg(seatName(play.leader), seatName((r.declarer() + 1) % 4)),
                       pp.line, pp.column);

    quint64 held[4] = {dealt[0], dealt[1], dealt[2], dealt[3]};
    bool known[4] = {};
    for (Seat s = 0; s < 4 && s < r.deal().hands.size(); ++s)
        known[s] = r.deal().hands.at(s).known;
    const bool allKnown = known[0] && known[1] && known[2] && known[3];
    quint64 played = 0;
    Seat expectedLeader = play.leader;
    int flat = 0;
    for (const Trick &trick : play.tricks) {
        const PlayedCard *cards = trick.cards.constData();
        const qsizetype n = trick.cards.size();
        const Suit led = n > 0 && cards[0].kind == PlayedCard::Kind::Card ? cards[0].card.suit() : Suit::None;
        const quint64 ledSuit = led == Suit::None ? 0 : quint64(0x1FFF) << (int(led) * 13);
        if (n == 4 && allKnown && cleanTrick(cards, ledSuit, held, &played)) {
            flat += 4;
            expectedLeader = trick.winner;
            continue;
        }
        for (qsizetype k = 0; k < n; ++k, ++flat) {
            const PlayedCard &pc = cards[k];
            // (most cards have no annotation, so no mark)
            const QStringView irregularity = irregularityOf(pc.annotation);
            const bool revokeMark = !irregularity.isEmpty() && irregularity == u"R";
            if (k == 0 && !irregularity.isEmpty() && expectedLeader != NoSeat && pc.seat == expectedLeader
                && irregularity == u"L") {
                const Place p = at(info.cardPlaces, flat, pp);
                report.error(QStringLiteral("pbn.play.bad-lead"),
                             QStringLiteral("^L marks a lead out of turn, but %1 leads in turn (bad lead)")
                                 .arg(seatName(pc.seat)),
                             p.line, p.column);
            }
            if (pc.kind != PlayedCard::Kind::Card)
                continue;
            const Card c = pc.card;
            const int index = c.index();
            if (index < 0)
                continue; // (not a valid card)
            const quint64 bit = quint64(1) << index;
            if (played & bit) {
                const Place p = at(info.cardPlaces, flat, pp);
                report.error(QStringLiteral("pbn.play.card-twice"),
                             QStringLiteral("%1 was played already (bad card)").arg(c.toString()), p.line, p.column);
                continue;
            }
            played |= bit;
            if (unsigned(pc.seat) > 3 || !known[pc.seat])
                continue;
            quint64 &hand = held[pc.seat];
            if (!(hand & bit)) {
                const Place p = at(info.cardPlaces, flat, pp);
                report.error(QStringLiteral("pbn.play.card-not-held"),
                             QStringLiteral("%1 plays %2, which that hand does not hold (bad card)")
                                 .arg(seatName(pc.seat), c.toString()),
                             p.line, p.column);
                continue;
            }
            const bool revoke = k > 0 && c.suit() != led && (hand & ledSuit);
            if (revoke != revokeMark) {
                const Place p = at(info.cardPlaces, flat, pp);
                if (revoke)
                    report.error(QStringLiteral("pbn.play.revoke"),
                                 QStringLiteral("%1 plays %2 holding %3 (revoke: not marked ^R)")
                                     .arg(seatName(pc.seat), c.toString(), suitSymbol(led)),
                                 p.line, p.column);
                else
                    report.error(QStringLiteral("pbn.play.bad-revoke"),
                                 QStringLiteral("%1 is marked ^R but follows the rules (bad revoke)").arg(c.toString()),
                                 p.line, p.column);
            }
            hand &= ~bit;
        }
        expectedLeader = trick.winner;
    }
}

void PbnValidator::result(const CardRecord &r, const PbnRecordInfo &info, PbnReport &report)
{
    if (!info.resultGiven)
        return;
    const TagAt rp{info, QLatin1StringView("Result")};
    if (info.resultPlain >= 0 && (r.declarer() == NoSeat || r.contract().kind == Contract::Kind::PassedOut)) {
        report.error(QStringLiteral("pbn.result.no-declarer"),
                     QStringLiteral("Result gives declarer's tricks, but there is no declarer (no declarer)"),
                     rp.line(), rp.column());
        return;
    }
    if (!r.result() || r.declarer() == NoSeat || r.play().tricks.isEmpty() || info.resultCaret)
        return;
    int won = 0, lost = 0;
    for (const Trick &t : r.play().tricks) {
        if (t.winner == NoSeat)
            continue;
        (r.seats().sameSide(t.winner, r.declarer()) ? won : lost) += 1;
    }
    const int res = *r.result();
    const bool complete = won + lost == info.handSize;
    if ((complete && res != won) || (!complete && (res < won || res > info.handSize - lost)))
        report.warning(QStringLiteral("pbn.result.contradicts-play"),
                       complete ? QStringLiteral("Result %1 contradicts the play, in which declarer takes %2 tricks "
                                                 "(bad result)")
                                      .arg(res)
                                      .arg(won)
                                : QStringLiteral("Result %1 contradicts the play, in which declarer has taken %2 "
                                                 "tricks and lost %3 (bad result)")
                                      .arg(res)
                                      .arg(won)
                                      .arg(lost),
                       rp.line(), rp.column());
}

void PbnValidator::notes(const CardRecord &r, const PbnRecordInfo &info, PbnReport &report)
{
    QVarLengthArray<bool, 16> used(r.notes().size());
    std::fill(used.begin(), used.end(), false);
    auto check = [&](const AnnotationBox &box, Note::Section section, Place p) {
        for (int n : box->noteRefs) {
            bool found = false;
            for (int i = 0; i < r.notes().size(); ++i) {
                const Note &note = r.notes().at(i);
                if (note.section == section && note.number == n) {
                    used[i] = true;
                    found = true;
                }
            }
            if (!found)
                report.warning(QStringLiteral("pbn.note.missing"),
                               QStringLiteral("no note for =%1=").arg(n), p.line, p.column);
        }
    };
    // (most calls and cards have no annotation: no note to look for)
    for (int i = 0; i < r.auction().calls.size(); ++i)
        if (const AnnotationBox &box = r.auction().calls.at(i).annotation; !box.isEmpty())
            check(box, Note::Section::Auction, at(info.callPlaces, i, info.auctionPlace));
    int base = 0; // the flat play index of the trick's first card
    for (const Trick &t : r.play().tricks) {
        const PlayedCard *cards = t.cards.constData();
        const int n = int(t.cards.size());
        // (most tricks have no annotated card: the four told at once, no
        // branch a card)
        if (n == 4
            && (cards[0].annotation.isEmpty() & cards[1].annotation.isEmpty() & cards[2].annotation.isEmpty()
                & cards[3].annotation.isEmpty())) {
            base += 4;
            continue;
        }
        for (int k = 0; k < n; ++k)
            if (!cards[k].annotation.isEmpty())
                check(cards[k].annotation, Note::Section::Play, at(info.cardPlaces, base + k, info.playPlace));
        base += n;
    }
    for (int i = 0; i < used.size(); ++i) {
        if (used.at(i))
            continue;
        const Place p = at(info.notePlaces, i, info.first);
        report.warning(QStringLiteral("pbn.note.unused"),
                       QStringLiteral("note %1 is not referenced by any %2 (unused note)")
                           .arg(r.notes().at(i).number)
                           .arg(r.notes().at(i).section == Note::Section::Auction ? QStringLiteral("call")
                                                                                   : QStringLiteral("card")),
                       p.line, p.column);
    }
}

} // namespace kib
