#include "pinochleedit.h"

#include "pinochlemeld.h"
#include "pinochlerules.h"
#include "rules.h"
#include "tablestate.h"

namespace kib::pinochle {

namespace {

bool isDash(const Call &c)
{
    return c.kind == Call::Kind::Unknown && c.text == u"-";
}

Call dash()
{
    Call c;
    c.kind = Call::Kind::Unknown;
    c.text = QStringLiteral("-");
    return c;
}

Seat firstBidder(const CardRecord &r)
{
    if (r.auction().first != NoSeat)
        return r.auction().first;
    return r.dealer() != NoSeat ? r.seats().next(r.dealer()) : Seat(0);
}

QString cardsText(const Cards &cards)
{
    QStringList out;
    for (Card c : cards)
        out.append(c.toString());
    return out.join(QLatin1Char(' '));
}

// The cards each seat holds now (after the exchange steps written so far).
QList<Cards> heldNow(const CardRecord &r)
{
    return tableStateAt(r, r.stepCount()).held;
}

int strength(Card c)
{
    return rules::rankStrength(Game::Pinochle, c.rank());
}

} // namespace

AuctionState auctionState(const CardRecord &record)
{
    AuctionState st;
    const int n = record.seats().count();
    const Seat first = firstBidder(record);
    QList<bool> active(n, true);
    const QList<Call> &calls = record.auction().calls;
    for (int i = 0; i < calls.size(); ++i) {
        const Call &c = calls.at(i);
        const Seat s = record.seats().next(first, i);
        if (st.complete) {
            st.problem = QStringLiteral("call %1 comes after the end of the auction").arg(i + 1);
            return st;
        }
        if (!active.at(s) != isDash(c)) {
            st.problem = QStringLiteral("call %1: Seat%2 is %3 the auction").arg(i + 1).arg(s + 1).arg(
                active.at(s) ? QStringLiteral("in") : QStringLiteral("out of"));
            return st;
        }
        if (c.kind == Call::Kind::Pass) {
            active[s] = false;
        } else if (c.kind == Call::Kind::Other) {
            const int v = c.text.toInt();
            if (v <= st.high) {
                st.problem = QStringLiteral("call %1: %2 does not exceed %3").arg(i + 1).arg(v).arg(st.high);
                return st;
            }
            st.high = v;
            st.highSeat = s;
        } else if (!isDash(c)) {
            st.problem = QStringLiteral("call %1 is not known").arg(i + 1);
            return st;
        }
        const int left = int(active.count(true));
        st.complete = left == 0 || (left == 1 && st.high > 0 && active.at(st.highSeat));
    }
    if (!st.complete)
        for (int i = int(calls.size()); i < calls.size() + n; ++i) {
            const Seat s = record.seats().next(first, i);
            if (active.at(s)) {
                st.toCall = s;
                break;
            }
        }
    return st;
}

QString appendBid(CardRecord &record, int points, int minimum)
{
    const AuctionState st = auctionState(record);
    if (!st.problem.isEmpty())
        return st.problem;
    if (st.complete || st.toCall == NoSeat)
        return QStringLiteral("the auction is over");
    if (points < 0)
        return QStringLiteral("a bid is a positive number");
    if (points > 0 && points <= st.high)
        return QStringLiteral("a bid of %1 does not exceed Seat%2's %3").arg(points).arg(st.highSeat + 1).arg(st.high);
    if (points > 0 && points < minimum)
        return QStringLiteral("bids start at %1").arg(minimum);
    Auction &a = record.auction();
    if (a.first == NoSeat)
        a.first = firstBidder(record);
    while (a.seatOf(int(a.calls.size()), record.seats()) != st.toCall)
        a.calls.append(dash());
    a.calls.append(points > 0 ? Call::other(QString::number(points)) : Call::pass());
    return {};
}

QString setContract(CardRecord &record, Suit trump)
{
    const AuctionState st = auctionState(record);
    if (!st.problem.isEmpty())
        return st.problem;
    if (!st.complete)
        return QStringLiteral("the auction is not over");
    if (st.high <= 0)
        return QStringLiteral("every player passed: there is no contract");
    Contract c;
    c.kind = Contract::Kind::Bid;
    c.level = st.high;
    c.strain = suitStrain(trump);
    record.setContract(c);
    record.setDeclarer(st.highSeat);
    PinochleHand &pn = record.pinochle();
    pn.declarer = PnMark::Given;
    pn.bid = PnMark::Given;
    pn.trump = trump == Suit::None ? PnMark::Withheld : PnMark::Given;
    return {};
}

QString setKitty(CardRecord &record, const Cards &cards)
{
    if (!record.auction().calls.isEmpty())
        return QStringLiteral("the kitty is dealt before the auction");
    Cards rest = record.deck().cards();
    for (const Hand &h : record.deal().hands)
        if (!removeCards(rest, h.cards))
            return QStringLiteral("the hands hold cards the deck does not");
    Cards kitty = cards;
    if (!removeCards(rest, kitty))
        return QStringLiteral("the kitty holds cards the hands and the deck leave no room for");
    bool handsKnown = true;
    for (const Hand &h : record.deal().hands)
        handsKnown = handsKnown && h.known;
    if (handsKnown && !rest.isEmpty())
        return QStringLiteral("the deal leaves %1 over: the kitty holds what the hands do not").arg(cardsText(rest));
    record.deal().pile(QStringLiteral("kitty")).cards = cards;
    return {};
}

QString passCards(CardRecord &record, Seat from, Seat to, const Cards &cards)
{
    const int n = record.seats().count();
    if (!record.contract().isBid())
        return QStringLiteral("cards are passed once the contract is made");
    if (from < 0 || from >= n || to < 0 || to >= n || from == to)
        return QStringLiteral("cards pass from one seat to another");
    if (cards.isEmpty())
        return QStringLiteral("no cards to pass");
    if (!record.play().isEmpty() || !record.pinochle().melds.isEmpty())
        return QStringLiteral("the meld or the play has started");
    Cards held = heldNow(record).value(from);
    if (!removeCards(held, cards))
        return QStringLiteral("Seat%1 does not hold %2").arg(from + 1).arg(cardsText(cards));
    CardTransfer t;
    t.from = from;
    t.to = passReceiver(CardTransfer{from, NoSeat, PnMark::Given, {}}, n) == to ? NoSeat : to;
    t.cards = cards;
    record.pinochle().passes.append(t);
    return {};
}

QString discard(CardRecord &record, const Cards &cards)
{
    const Seat declarer = record.declarer();
    if (!record.contract().isBid() || declarer == NoSeat)
        return QStringLiteral("the declarer discards once the contract is made");
    if (record.pinochle().discard.mark != PnMark::Absent)
        return QStringLiteral("the discard is made");
    if (!record.play().isEmpty() || !record.pinochle().melds.isEmpty())
        return QStringLiteral("the meld or the play has started");
    const Cards kitty = kittyCards(record.deal());
    if (!kitty.isEmpty() && cards.size() != kitty.size())
        return QStringLiteral("the declarer discards as many cards as the kitty brought (%1)").arg(kitty.size());
    // the hand with the kitty taken and the passes so far
    CardRecord withKitty = record;
    withKitty.pinochle().discard.mark = PnMark::Given; // the last exchange step: handsForPlay
    withKitty.pinochle().discard.cards.clear();
    Cards held = handsForPlay(withKitty).value(declarer);
    if (!removeCards(held, cards))
        return QStringLiteral("Seat%1 does not hold %2").arg(declarer + 1).arg(cardsText(cards));
    Discard &d = record.pinochle().discard;
    d.mark = PnMark::Given;
    d.cards = cards;
    int counters = 0;
    for (Card c : cards)
        counters += counterValue(c);
    d.counters = Points::of(counters);
    return {};
}

QString declareMeld(CardRecord &record, Seat seat, const Cards &cards, std::optional<int> points)
{
    if (!record.contract().isBid())
        return QStringLiteral("meld is tabled once the contract is made");
    if (seat < 0 || seat >= record.seats().count())
        return QStringLiteral("no such seat");
    if (record.pinochle().meld(seat))
        return QStringLiteral("Seat%1 has tabled its meld").arg(seat + 1);
    if (!record.play().isEmpty())
        return QStringLiteral("the play has started");
    const MeldValue value = meldValue(cards, record.trump());
    CardRecord next = record;
    Meld m;
    m.seat = seat;
    m.cards = cards;
    m.points = Points::of(points.value_or(value.points));
    next.pinochle().melds.append(m);
    for (const MeldProblem &p : checkMelds(next))
        if (p.seat == seat)
            return p.message();
    record = next;
    return {};
}

Seat nextToPlay(const CardRecord &record)
{
    if (!record.contract().isBid() || record.declarer() == NoSeat)
        return NoSeat;
    const int n = record.seats().count();
    const Play &play = record.play();
    if (play.tricks.isEmpty())
        return play.leader != NoSeat ? play.leader : rules::openingLeader(Game::Pinochle, record.seats(), record.declarer(), record.dealer());
    const Trick &last = play.tricks.last();
    if (last.cards.size() < n)
        return record.seats().next(last.cards.last().seat);
    int left = 0;
    for (const Cards &h : heldNow(record))
        left += int(h.size());
    return left == 0 ? NoSeat : last.winner;
}

QString appendCard(CardRecord &record, Card card)
{
    const Seat seat = nextToPlay(record);
    if (seat == NoSeat)
        return record.contract().isBid() ? QStringLiteral("the hands are played out") : QStringLiteral("there is no contract");
    const int n = record.seats().count();
    const Cards held = heldNow(record).value(seat);
    if (!held.contains(card))
        return QStringLiteral("Seat%1 does not hold %2").arg(seat + 1).arg(card.toString());
    Play &play = record.play();
    const bool newTrick = play.tricks.isEmpty() || play.tricks.last().cards.size() >= n;
    const Suit trump = record.trump();
    if (!newTrick) {
        const Trick &t = play.tricks.last();
        const Suit led = t.cards.first().card.suit();
        int bestLed = -1, bestTrump = -1;
        for (const PlayedCard &pc : t.cards) {
            if (pc.card.suit() == led)
                bestLed = qMax(bestLed, strength(pc.card));
            if (trump != Suit::None && pc.card.suit() == trump)
                bestTrump = qMax(bestTrump, strength(pc.card));
        }
        auto canBeat = [&](Suit suit, int best) {
            for (Card c : held)
                if (c.suit() == suit && strength(c) > best)
                    return true;
            return false;
        };
        auto holds = [&](Suit suit) {
            for (Card c : held)
                if (c.suit() == suit)
                    return true;
            return false;
        };
        if (holds(led)) {
            if (card.suit() != led)
                return QStringLiteral("Seat%1 must follow %2").arg(seat + 1).arg(suitSymbol(led));
            const bool trumped = led != trump && bestTrump >= 0;
            if (!trumped && strength(card) <= bestLed && canBeat(led, bestLed))
                return QStringLiteral("Seat%1 must beat the best %2 on the trick").arg(seat + 1).arg(suitSymbol(led));
        } else if (trump != Suit::None && holds(trump)) {
            if (card.suit() != trump)
                return QStringLiteral("Seat%1 has no %2 and must trump").arg(seat + 1).arg(suitSymbol(led));
            if (strength(card) <= bestTrump && canBeat(trump, bestTrump))
                return QStringLiteral("Seat%1 must beat the best trump on the trick").arg(seat + 1);
        }
    }
    PinochleHand &pn = record.pinochle();
    if (newTrick) {
        if (play.tricks.isEmpty() && play.leader == NoSeat)
            play.leader = seat;
        play.tricks.append(Trick{seat, {}, NoSeat});
        pn.tricks.resize(play.tricks.size());
    }
    Trick &trick = play.tricks.last();
    PlayedCard pc;
    pc.card = card;
    pc.seat = seat;
    trick.cards.append(pc);
    if (trick.cards.size() == n) {
        trick.winner = rules::trickWinner(Game::Pinochle, trick, trump, n);
        int counters = 0;
        for (const PlayedCard &p : trick.cards)
            counters += counterValue(p.card);
        int left = 0;
        for (const Cards &h : heldNow(record))
            left += int(h.size());
        if (left == 0)
            counters += lastTrickBonus(record.deck().kind());
        pn.tricks.last() = TrickScore{PnMark::Given, Points::of(counters)};
    }
    return {};
}

} // namespace kib::pinochle
