#include "linchecks.h"

#include "model/bridgeauction.h"
#include "model/rules.h"

#include <array>

namespace kib::lin {

void Checks::report(qsizetype at, const QString &code, const QString &message, bool warning)
{
    out->append(text.at(at, code, message, warning, record));
}

void Checks::auction(CardRecord &r, const QList<qsizetype> &callAt, bool hasPlay)
{
    const Auction &a = r.auction();
    if (a.calls.isEmpty())
        return;
    if (a.first == NoSeat) {
        report(callAt.value(0), QStringLiteral("lin.call.no-dealer"),
               QStringLiteral("calls but no dealer (md has no dealer digit and there is no board number)"));
        return;
    }
    for (const bridge::AuctionProblem &p : bridge::check(a))
        report(callAt.value(p.index), QStringLiteral("lin.") + p.code,
               QStringLiteral("call %1 (%2): %3").arg(p.index + 1).arg(a.calls.value(p.index).toString(), p.message));
    Seat declarer = NoSeat;
    const bool complete = bridge::isComplete(a.calls);
    if (complete || hasPlay) {
        const Contract c = bridge::finalContract(a, r.seats(), &declarer);
        r.setContract(c);
        r.setDeclarer(declarer);
    }
}

int Checks::declarerTricks(const CardRecord &r) const
{
    int n = 0;
    for (const Trick &t : r.play().tricks)
        if (t.cards.size() == 4 && t.winner != NoSeat && r.declarer() != NoSeat
            && r.seats().sameSide(t.winner, r.declarer()))
            ++n;
    return n;
}

namespace {

// The hands' cards counted by Card::index() (a hand may hold a card twice
// when its deal is wrong: each copy is played once), and the cards of a
// suit not fully known by suit, as rules::followsSuit() counts them.
class Holdings
{
public:
    explicit Holdings(const Deal &deal)
    {
        for (Seat s = 0; s < 4; ++s)
            for (Card c : deal.hands[s].cards) {
                if (c.isValid())
                    ++m_count[s][c.index()];
                else if (c.suit() != Suit::None)
                    ++m_partial[s][int(c.suit())];
            }
    }
    // (a card not fully known is held by no one and never played)
    bool holds(Seat s, Card c) const { return c.isValid() && m_count[s][c.index()] > 0; }
    void remove(Seat s, Card c)
    {
        if (c.isValid())
            --m_count[s][c.index()];
    }
    // rules::followsSuit() for these cards
    bool follows(Seat s, Suit led, Card c) const
    {
        if (led == Suit::None || c.suit() == led)
            return true;
        if (m_partial[s][int(led)] > 0)
            return false;
        const int first = int(led) * 13;
        for (int i = first; i < first + 13; ++i)
            if (m_count[s][i] > 0)
                return false;
        return true;
    }

private:
    std::array<std::array<quint16, 52>, 4> m_count{};
    std::array<std::array<int, 4>, 4> m_partial{};
};

} // namespace

void Checks::play(CardRecord &r, const QList<PlayedCard> &cards, const QList<qsizetype> &cardAt)
{
    if (cards.isEmpty())
        return;
    const Deal &deal = r.deal();
    // (every card of a LIN play is valid: readCard() keeps no other)
    const Holdings dealt(deal);
    const auto holder = [&](Card c) {
        for (Seat s = 0; s < 4; ++s)
            if (dealt.holds(s, c))
                return s;
        return NoSeat;
    };
    if (!bridge::isComplete(r.auction().calls))
        report(cardAt.value(0), QStringLiteral("lin.play.early"),
               r.auction().calls.isEmpty() ? QStringLiteral("play with no auction: the leader is the holder of the first card")
                                           : QStringLiteral("play before the auction is complete: the auction ends here"),
               true);
    const bool trumpKnown = r.contract().isBid();
    const Suit trump = r.contract().trump();
    Seat leader = NoSeat;
    if (trumpKnown && r.declarer() != NoSeat)
        leader = rules::openingLeader(Game::Bridge, r.seats(), r.declarer(), r.dealer());
    if (leader == NoSeat)
        leader = holder(cards.first().card);
    Holdings held = dealt;
    quint64 played = 0;
    Play &play = r.play();
    play.leader = leader;
    play.tricks.clear();
    play.tricks.reserve((cards.size() + 3) / 4);
    Seat next = leader;
    for (int k = 0; k < cards.size(); ++k) {
        if (play.tricks.isEmpty() || play.tricks.last().cards.size() == 4) {
            const Seat lead = play.tricks.isEmpty() ? leader : (play.tricks.last().winner != NoSeat ? play.tricks.last().winner : holder(cards[k].card));
            play.tricks.append(Trick{lead, {}, NoSeat});
            play.tricks.last().cards.reserve(4);
            next = lead;
        }
        Trick &trick = play.tricks.last();
        PlayedCard pc = cards[k];
        pc.seat = next;
        const Card c = pc.card;
        const quint64 bit = c.isValid() ? quint64(1) << c.index() : 0;
        const qsizetype at = cardAt.value(k);
        if (played & bit) {
            report(at, QStringLiteral("lin.play.twice"), QStringLiteral("%1 was played before").arg(c.toString()));
        } else if (next != NoSeat && deal.hands[next].known) {
            if (!held.holds(next, c)) {
                const QString who = r.seats().name(next);
                const Seat h = holder(c);
                report(at, QStringLiteral("lin.play.not-held"),
                       h == NoSeat ? QStringLiteral("%1 plays %2, which no hand holds").arg(who, c.toString())
                                   : QStringLiteral("%1 plays %2, which %3 holds").arg(who, c.toString(), r.seats().name(h)));
            } else {
                const Suit led = trick.cards.isEmpty() ? Suit::None : trick.cards.first().card.suit();
                if (!held.follows(next, led, c))
                    report(at, QStringLiteral("lin.play.revoke"),
                           QStringLiteral("%1 plays %2 on a %3 lead holding %4 (revoke)")
                               .arg(r.seats().name(next), c.toString(), QString(suitLetter(led)), suitSymbol(led)));
                held.remove(next, c);
            }
        }
        played |= bit;
        trick.cards.append(pc);
        next = next == NoSeat ? NoSeat : r.seats().next(next);
        if (trick.cards.size() == 4)
            trick.winner = trumpKnown || r.auction().calls.isEmpty()
                               ? rules::trickWinner(Game::Bridge, trick, trumpKnown ? trump : Suit::None, 4)
                               : NoSeat;
    }
    if (play.tricks.size() > 13)
        report(cardAt.value(52), QStringLiteral("lin.play.too-many"), QStringLiteral("more than 52 cards played"));
}

void Checks::claim(CardRecord &r, qsizetype at)
{
    const int n = r.play().claim->tricks;
    r.setResult(n);
    if (!r.contract().isBid()) {
        report(at, QStringLiteral("lin.claim.no-contract"), QStringLiteral("a claim with no contract"), true);
        return;
    }
    int full = 0;
    for (const Trick &t : r.play().tricks)
        full += t.cards.size() == 4;
    const int won = declarerTricks(r);
    const int left = 13 - full;
    if (n > won + left)
        report(at, QStringLiteral("lin.claim.too-many"),
               QStringLiteral("claims %1 tricks for the declarer, who has won %2 with %3 left").arg(n).arg(won).arg(left));
    else if (n < won)
        report(at, QStringLiteral("lin.claim.too-few"),
               QStringLiteral("claims %1 tricks for the declarer, who has already won %2").arg(n).arg(won));
}

} // namespace kib::lin
