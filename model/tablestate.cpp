#include "tablestate.h"

#include "bridgeauction.h"
#include "pinochlerules.h"

namespace kib {

int TableState::sideTricks(const SeatLayout &seats, Seat seat) const
{
    int n = 0;
    for (Seat s = 0; s < tricksWon.size(); ++s)
        if (s == seat || seats.sameSide(s, seat))
            n += tricksWon.at(s);
    return n;
}

static void removeOne(Cards &cards, Card card)
{
    const qsizetype i = cards.indexOf(card);
    if (i >= 0)
        cards.removeAt(i);
}

// Preferans: the main player picks up the talon and discards two cards.
static bool takeTalon(const CardRecord &record, QList<Cards> &held)
{
    const Seat main = record.declarer();
    const Pile *talon = record.deal().pile(QStringLiteral("talon"));
    if (!record.contract().isBid() || record.contract().withoutTalon || main < 0 || main >= held.size() || !talon)
        return false;
    held[main] += talon->cards;
    if (const Pile *discard = record.deal().pile(QStringLiteral("discard")))
        for (Card c : discard->cards)
            removeOne(held[main], c);
    return true;
}

TableState tableStateAt(const CardRecord &record, int step)
{
    TableState st;
    const SeatLayout &seats = record.seats();
    const int calls = record.auctionSteps();
    st.step = qBound(0, step, record.stepCount());
    st.held.resize(seats.count());
    st.tricksWon.fill(0, seats.count());
    for (Seat s = 0; s < seats.count() && s < record.deal().hands.size(); ++s)
        st.held[s] = record.deal().hands.at(s).cards;

    if (record.game() == Game::Preferans && st.step > 0 && st.step >= calls)
        st.talonTaken = takeTalon(record, st.held);
    // Pinochle: once the auction is over, the hands after the exchange
    // (passes, kitty and discard; Hand# redeclared in PN).
    if (record.game() == Game::Pinochle && st.step > 0 && st.step >= calls) {
        st.held = pinochle::handsForPlay(record);
        st.held.resize(seats.count());
        st.exchangeDone = true;
    }

    st.callsMade = qMin(st.step, calls);
    st.cardsPlayed = qMax(0, st.step - calls);
    st.phase = st.step == 0 ? TableState::Phase::Deal
               : st.step <= calls ? TableState::Phase::Auction
                                  : TableState::Phase::Play;

    if (st.cardsPlayed == 0) {
        const Auction &a = record.auction();
        const bool auctionOpen = st.callsMade < calls
                                 || (record.game() == Game::Bridge && !bridge::isComplete(a.calls));
        if (auctionOpen)
            st.toAct = a.first == NoSeat ? NoSeat : a.seatOf(st.callsMade, seats);
        else
            st.toAct = record.play().leader;
        return st;
    }

    int remaining = st.cardsPlayed;
    const QList<Trick> &tricks = record.play().tricks;
    for (int t = 0; t < tricks.size() && remaining > 0; ++t) {
        const Trick &trick = tricks.at(t);
        const int n = qMin(remaining, int(trick.cards.size()));
        st.trick = t;
        st.trickLeader = trick.leader;
        st.onTable.clear();
        for (int i = 0; i < n; ++i) {
            const PlayedCard &pc = trick.cards.at(i);
            if (pc.kind == PlayedCard::Kind::Card && pc.seat >= 0 && pc.seat < st.held.size())
                removeOne(st.held[pc.seat], pc.card);
            st.onTable.append(pc);
        }
        remaining -= n;
        const bool complete = n == trick.cards.size() && trick.winner != NoSeat;
        if (complete) {
            st.trickWinner = trick.winner;
            if (trick.winner < st.tricksWon.size())
                ++st.tricksWon[trick.winner];
        } else {
            st.trickWinner = NoSeat;
        }
    }
    // Who plays next: the next seat in the trick, or the winner of a
    // completed trick.
    if (st.trickWinner != NoSeat)
        st.toAct = st.trickWinner;
    else if (!st.onTable.isEmpty())
        st.toAct = seats.next(st.onTable.last().seat);
    return st;
}

} // namespace kib
