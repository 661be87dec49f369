#include "playedit.h"
#include "querypoints.h"

#include "annotationedit.h"
#include "auctionedit.h"
#include "bridgeauction.h"
#include "rules.h"
#include "tablestate.h"

#include <algorithm>

namespace kib::entry {

namespace {

constexpr int Tricks = 13;

// The cards each seat holds after 'position' cards.
QList<Cards> heldAfter(const CardRecord &r, int position)
{
    return tableStateAt(r, r.stepOfCard(0) - 1 + position).held;
}

Seat openingLeaderOf(const CardRecord &r)
{
    if (r.play().leader != NoSeat)
        return r.play().leader;
    return rules::openingLeader(Game::Bridge, r.seats(), r.declarer(), r.dealer());
}

} // namespace

bool canEnterPlay(const CardRecord &r, QString *why)
{
    if (r.game() != Game::Bridge || r.seats().count() != 4)
        return fail(why, QStringLiteral("only the play of bridge deals can be entered"));
    if (!r.auction().calls.isEmpty() && !bridge::isComplete(r.auction().calls))
        return fail(why, QStringLiteral("the auction is not complete"));
    if (r.contract().kind == Contract::Kind::PassedOut)
        return fail(why, QStringLiteral("the deal was passed out: there is no play"));
    if (!r.contract().isBid() || r.declarer() == NoSeat)
        return fail(why, QStringLiteral("no contract and declarer: finish the auction first"));
    return true;
}

Seat seatToPlay(const CardRecord &r, int position)
{
    const Play &p = r.play();
    if (position <= 0)
        return openingLeaderOf(r);
    int t = 0, k = 0;
    if (!p.locate(position - 1, &t, &k))
        return NoSeat;
    const Trick &trick = p.tricks.at(t);
    if (k == 3)
        return trick.winner;
    const Seat last = trick.cards.at(k).seat;
    return last == NoSeat ? NoSeat : r.seats().next(last);
}

void countTricks(const CardRecord &r, int *won, int *lost)
{
    *won = *lost = 0;
    for (const Trick &t : r.play().tricks) {
        if (t.cards.size() < 4 || t.winner == NoSeat)
            continue;
        (r.seats().sameSide(t.winner, r.declarer()) ? *won : *lost) += 1;
    }
}

void syncResult(CardRecord &r)
{
    const Play &p = r.play();
    int won = 0, lost = 0;
    countTricks(r, &won, &lost);
    if (won + lost == Tricks)
        r.setResult(won);
    else if (p.claim && p.claim->tricks >= 0)
        r.setResult(p.claim->tricks);
    else
        r.setResult(std::nullopt);
}

bool enterCard(CardRecord &r, int position, Card card, bool revoke, QString *why)
{
    if (!canEnterPlay(r, why))
        return false;
    Play &p = r.play();
    if (position < 0 || position > p.cardCount())
        return fail(why, QStringLiteral("no such place in the play"));
    if (position >= Tricks * 4)
        return fail(why, QStringLiteral("all thirteen tricks have been played"));
    if (!card.isValid())
        return fail(why, QStringLiteral("not a card"));
    const Seat seat = seatToPlay(r, position);
    if (seat == NoSeat)
        return fail(why, QStringLiteral("who plays next is not known (a trick before holds unknown cards)"));
    const QString name = r.seats().name(seat);
    if (seat >= r.deal().hands.size() || !r.deal().hands.at(seat).known)
        return fail(why, QStringLiteral("%1's hand is not known").arg(name));
    const QList<Cards> held = heldAfter(r, position);
    if (!held.value(seat).contains(card)) {
        for (Seat s = 0; s < held.size(); ++s)
            if (held.at(s).contains(card))
                return fail(why, QStringLiteral("%1 is %2's card, and it is %3's turn to play")
                                     .arg(card.toString(), r.seats().name(s), name));
        return fail(why, QStringLiteral("%1 does not hold %2").arg(name, card.toString()));
    }

    // the suit led to the trick this card goes to
    Suit led = Suit::None;
    int t = 0, k = 0;
    if (position > 0 && p.locate(position - 1, &t, &k) && k < 3) {
        const PlayedCard &first = p.tricks.at(t).cards.first();
        if (first.kind == PlayedCard::Kind::Card)
            led = first.card.suit();
    }
    const bool follows = rules::followsSuit(held.at(seat), led, card);
    if (!follows && !revoke)
        return fail(why, QStringLiteral("%1 must follow suit to %2 (mark a revoke to play %3)")
                             .arg(name, suitSymbol(led), card.toString()));

    const int calls = int(r.auction().calls.size());
    QList<int> moved;
    truncateAfter(r, calls, position, &moved);
    p.claim.reset();
    p.leader = openingLeaderOf(r);
    if (p.tricks.isEmpty() || p.tricks.last().cards.size() >= 4) {
        Trick next;
        next.leader = seat;
        p.tricks.append(next);
    }
    PlayedCard pc;
    pc.kind = PlayedCard::Kind::Card;
    pc.card = card;
    pc.seat = seat;
    if (!follows)
        annotations::setIrregularity(pc, QStringLiteral("R"));
    Trick &trick = p.tricks.last();
    trick.cards.append(pc);
    if (trick.cards.size() == 4)
        trick.winner = rules::trickWinner(Game::Bridge, trick, r.trump(), 4);
    // commentary on the cards replaced (the board's closing words too): on
    // the card that replaces them
    for (int i : std::as_const(moved))
        r.comments()[i].anchor = Anchor{Anchor::Kind::Card, position};
    syncResult(r);
    return true;
}

bool removeLastCard(CardRecord &r, QString *why)
{
    const int count = r.play().cardCount();
    if (count == 0)
        return fail(why, QStringLiteral("no card has been played"));
    truncateAfter(r, int(r.auction().calls.size()), count - 1);
    syncResult(r);
    return true;
}

void claimRange(const CardRecord &r, int position, int *least, int *most)
{
    int won = 0, lost = 0;
    for (int t = 0, seen = 0; t < r.play().tricks.size(); ++t) {
        const Trick &trick = r.play().tricks.at(t);
        seen += int(trick.cards.size());
        if (seen > position || trick.cards.size() < 4 || trick.winner == NoSeat)
            break;
        (r.seats().sameSide(trick.winner, r.declarer()) ? won : lost) += 1;
    }
    *least = won;
    *most = Tricks - lost;
}

bool claimTricks(CardRecord &r, int position, int tricks, QString *why)
{
    if (!canEnterPlay(r, why))
        return false;
    if (position < 0 || position > r.play().cardCount())
        return fail(why, QStringLiteral("no such place in the play"));
    if (position >= Tricks * 4)
        return fail(why, QStringLiteral("all thirteen tricks have been played: there is nothing to claim"));
    int least = 0, most = Tricks;
    claimRange(r, position, &least, &most);
    if (tricks < least || tricks > most)
        return fail(why, QStringLiteral("the declaring side can claim %1 to %2 tricks, not %3")
                             .arg(least)
                             .arg(most)
                             .arg(tricks));
    truncateAfter(r, int(r.auction().calls.size()), position);
    r.play().leader = openingLeaderOf(r);
    r.play().claim = Claim{tricks, QString()};
    syncResult(r);
    return true;
}

bool removeClaim(CardRecord &r, QString *why)
{
    if (!r.play().claim)
        return fail(why, QStringLiteral("there is no claim"));
    r.play().claim.reset();
    syncResult(r);
    return true;
}

bool setPlayQuery(CardRecord &r, int position, bool on, QString *why)
{
    return setQueryPoint(r.play().queryPoints, position, r.play().cardCount(), on, QStringLiteral("play"), QStringLiteral("your play?"), why);
}

} // namespace kib::entry
