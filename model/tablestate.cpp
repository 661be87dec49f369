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

// Applies the exchange steps [0, done) to the hands.
static void applyExchange(const CardRecord &record, const QList<ExchangeStep> &steps, int done, TableState &st)
{
    const int n = record.seats().count();
    const Seat declarer = record.declarer();
    const bool declarerSeated = declarer >= 0 && declarer < st.held.size();
    const PinochleHand &pn = record.pinochle();
    for (int i = 0; i < done; ++i) {
        switch (steps.at(i)) {
        case ExchangeStep::Talon:
            if (const Pile *talon = record.deal().pile(QStringLiteral("talon")); talon && declarerSeated)
                st.held[declarer] += talon->cards;
            st.talonTaken = true;
            break;
        case ExchangeStep::Discard:
            if (record.game() == Game::Preferans) {
                if (const Pile *discard = record.deal().pile(QStringLiteral("discard")); discard && declarerSeated)
                    for (Card c : discard->cards)
                        removeOne(st.held[declarer], c);
            } else if (pn.discard.mark == PnMark::Given && declarerSeated) {
                pinochle::removeCards(st.held[declarer], pn.discard.cards);
            }
            st.discarded = true;
            break;
        case ExchangeStep::Pass:
            for (const CardTransfer &pass : pn.passes) {
                if (pass.mark != PnMark::Given || pass.from < 0 || pass.from >= n)
                    continue;
                pinochle::removeCards(st.held[pass.from], pass.cards);
                const Seat to = pinochle::passReceiver(pass, n);
                if (to >= 0 && to < n)
                    st.held[to] += pass.cards;
            }
            break;
        case ExchangeStep::Kitty:
            if (declarerSeated)
                for (Card c : pinochle::kittyCards(record.deal()))
                    if (c.isValid())
                        st.held[declarer].append(c);
            break;
        case ExchangeStep::Exchange:
            break;
        case ExchangeStep::Meld:
            st.meldShown = true;
            break;
        }
    }
    // Pinochle: once every step before the meld is done, the hands as they
    // are for the play (Hand# redeclared where there is one)
    const int beforeMeld = int(steps.size()) - (steps.contains(ExchangeStep::Meld) ? 1 : 0);
    if (record.game() == Game::Pinochle && done >= beforeMeld) {
        st.held = pinochle::handsForPlay(record);
        st.held.resize(n);
        st.exchangeDone = true;
    }
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

    const QList<ExchangeStep> exchange = record.exchangeSteps();
    const int playStart = calls + int(exchange.size());
    st.exchangeStepsDone = qBound(0, st.step - calls, int(exchange.size()));
    if (st.step > 0 && st.step >= calls)
        applyExchange(record, exchange, st.exchangeStepsDone, st);

    st.callsMade = qMin(st.step, calls);
    st.cardsPlayed = qMax(0, st.step - playStart);
    st.phase = st.step == 0 ? TableState::Phase::Deal
               : st.step <= calls ? TableState::Phase::Auction
               : st.step <= playStart ? TableState::Phase::Exchange
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
