#include "preferansedit.h"

#include "rules.h"
#include "tablestate.h"

#include <QSet>

namespace kib::preferans {

namespace {

const char *const kGameNames[] = {"spades", "diamonds", "hearts", "clubs", "betl", "sans", "preferans"};

Call numberCall(int value) { return Call::other(QString::number(value)); }
Call mineCall(int value) { return Call::other(QStringLiteral("mine %1").arg(value)); }
Call gameCall() { return Call::other(QStringLiteral("game")); }
Call namedGameCall(int value) { return Call::other(QStringLiteral("game ") + QLatin1String(kGameNames[value - 2])); }

// What a call says: Pass, a number (mine or not), "game", a named game.
struct Said
{
    enum class Kind { Pass, Number, Mine, Game, Named, Other } kind = Kind::Other;
    int value = 0;
};

Said said(const Call &call)
{
    if (call.kind == Call::Kind::Pass)
        return {Said::Kind::Pass, 0};
    if (call.kind != Call::Kind::Other)
        return {};
    const QString &t = call.text;
    bool ok = false;
    if (const int n = t.toInt(&ok); ok && n >= 2 && n <= 8)
        return {Said::Kind::Number, n};
    if (t.startsWith(QLatin1String("mine "))) {
        const int n = QStringView(t).mid(5).toInt(&ok);
        return ok && n >= 2 && n <= 8 ? Said{Said::Kind::Mine, n} : Said{};
    }
    if (t == u"game")
        return {Said::Kind::Game, 0};
    for (int v = 2; v <= 8; ++v)
        if (t == QStringLiteral("game ") + QLatin1String(kGameNames[v - 2]))
            return {Said::Kind::Named, v};
    return {};
}

struct Player
{
    bool acted = false;
    bool out = false;
    bool announced = false;
    bool named = false;
};

class AuctionReplay
{
public:
    explicit AuctionReplay(const CardRecord &r) : m_seats(r.seats())
    {
        const Seat first = r.auction().first != NoSeat ? r.auction().first
                           : r.dealer() != NoSeat      ? m_seats.next(r.dealer())
                                                       : Seat(0);
        for (int i = 0; i < 3; ++i)
            m_order.append(m_seats.next(first, i));
    }

    bool finished() const
    {
        int in = 0, last = -1;
        for (int i = 0; i < 3; ++i) {
            const Player &p = m_players[i];
            if (!p.acted)
                return false;
            if (!p.out && (!m_gamePhase || p.announced)) {
                ++in;
                last = i;
            }
        }
        if (in != 1)
            return in == 0;
        return m_gamePhase ? m_players[last].named : m_holder == last;
    }

    // Whether everybody else is out once 'pos' announces a game.
    bool aloneAfterAnnouncing(int pos) const
    {
        for (int i = 0; i < 3; ++i) {
            if (i == pos)
                continue;
            const Player &o = m_players[i];
            const bool outAfter = o.out || (o.acted && !o.announced);
            if (!outAfter)
                return false;
        }
        return true;
    }

    QList<Call> legal() const
    {
        if (finished())
            return {};
        const int pos = m_calls % 3;
        const Player &p = m_players[pos];
        QList<Call> out{Call::pass()};
        if (p.out)
            return out;
        if (!p.acted) {
            if (aloneAfterAnnouncing(pos)) {
                for (int v = 2; v <= 8; ++v)
                    out.append(namedGameCall(v));
            } else {
                out.append(gameCall());
            }
            if (m_gamePhase)
                return out;
        }
        if (m_gamePhase) {
            if (p.announced && !p.named)
                for (int v = 2; v <= 8; ++v)
                    if (m_gameHolder < 0 || v > m_gameBest || (v == m_gameBest && pos < m_gameHolder))
                        out.append(namedGameCall(v));
            return out;
        }
        const bool mine = m_holder >= 0 && pos < m_holder;
        const int value = m_holder < 0 ? 2 : mine ? m_value : m_value + 1;
        if (value <= 8)
            out.insert(1, mine ? mineCall(value) : numberCall(value));
        return out;
    }

    // Applies a call; false (and nothing done) when it is not legal.
    bool apply(const Call &call)
    {
        bool ok = false;
        for (const Call &c : legal())
            ok = ok || c.sameCall(call);
        if (!ok)
            return false;
        const int pos = m_calls % 3;
        Player &p = m_players[pos];
        const bool first = !p.acted;
        p.acted = true;
        const Said s = said(call);
        switch (s.kind) {
        case Said::Kind::Pass:
            p.out = true;
            break;
        case Said::Kind::Number:
        case Said::Kind::Mine:
            m_value = s.value;
            m_holder = pos;
            break;
        case Said::Kind::Game:
            announce(pos);
            break;
        case Said::Kind::Named:
            if (first)
                announce(pos);
            p.named = true;
            m_gameBest = s.value;
            m_gameHolder = pos;
            break;
        case Said::Kind::Other:
            return false;
        }
        ++m_calls;
        return true;
    }

    AuctionState state() const
    {
        AuctionState st;
        st.complete = finished();
        st.legal = legal();
        st.toCall = st.complete ? NoSeat : m_order.at(m_calls % 3);
        st.game = m_gamePhase;
        if (m_gamePhase && m_gameHolder >= 0) {
            st.winner = m_order.at(m_gameHolder);
            st.value = m_gameBest;
            st.gameNamed = true;
        } else if (!m_gamePhase && m_holder >= 0) {
            st.winner = m_order.at(m_holder);
            st.value = m_value;
        }
        return st;
    }

private:
    void announce(int pos)
    {
        m_players[pos].announced = true;
        m_gamePhase = true;
        for (int i = 0; i < 3; ++i)
            if (i != pos && m_players[i].acted && !m_players[i].announced)
                m_players[i].out = true;
    }

    SeatLayout m_seats;
    QList<Seat> m_order;
    Player m_players[3];
    int m_calls = 0;
    bool m_gamePhase = false;
    int m_value = 0;
    int m_holder = -1;
    int m_gameBest = 0;
    int m_gameHolder = -1;
};

QString cardName(Card c)
{
    return c.toString();
}

void clearAfterDeal(CardRecord &r)
{
    r.auction().calls.clear();
    r.setContract(Contract{});
    r.setDeclarer(NoSeat);
    r.play() = Play{};
    r.setResult(std::nullopt);
    const int number = r.preferans().number;
    r.preferans() = PreferansDeal{};
    r.preferans().number = number;
    QList<Pile> &piles = r.deal().piles;
    piles.erase(std::remove_if(piles.begin(), piles.end(), [](const Pile &p) { return p.name == u"discard"; }),
                piles.end());
}

// The seats that play: the main player and the followers.
QList<Seat> playing(const CardRecord &r)
{
    QList<Seat> out{r.declarer()};
    out += r.preferans().followers;
    std::sort(out.begin(), out.end());
    return out;
}

bool holdsSuit(const Cards &held, Suit suit)
{
    for (Card c : held)
        if (c.suit() == suit)
            return true;
    return false;
}

} // namespace

bool cardFromCode(QChar code, Card *card)
{
    static const QString codes = QStringLiteral("123456789ABCDEFGHIJKLMNOPQRSTUVW");
    const qsizetype i = codes.indexOf(code);
    if (i < 0 || code.isLower())
        return false;
    static const Suit suits[] = {Suit::Spades, Suit::Diamonds, Suit::Hearts, Suit::Clubs};
    *card = Card(suits[i / 8], Rank(7 + i % 8));
    return true;
}

QChar codeOfCard(Card card)
{
    static const QString codes = QStringLiteral("123456789ABCDEFGHIJKLMNOPQRSTUVW");
    int suit = -1;
    switch (card.suit()) {
    case Suit::Spades: suit = 0; break;
    case Suit::Diamonds: suit = 1; break;
    case Suit::Hearts: suit = 2; break;
    case Suit::Clubs: suit = 3; break;
    case Suit::None: break;
    }
    if (suit < 0 || card.rank() < 7 || card.rank() > RankAce)
        return {};
    return codes.at(suit * 8 + card.rank() - 7);
}

QString setDeal(CardRecord &record, const QString &cards)
{
    if (cards.size() != 32)
        return QStringLiteral("the card string has %1 characters, not 32").arg(cards.size());
    Cards dealt;
    for (QChar ch : cards) {
        Card c;
        if (!cardFromCode(ch, &c))
            return QStringLiteral("'%1' is not a card: the cards are 1-8, 9 and A-W").arg(ch);
        dealt.append(c);
    }
    if (record.dealer() == NoSeat)
        return QStringLiteral("the deal has no dealer");
    QList<Cards> hands(3);
    for (int k = 0; k < 3; ++k)
        hands[record.seats().next(record.dealer(), k + 1)] = dealt.mid(k * 10, 10);
    return setDeal(record, hands, dealt.mid(30));
}

QString setDeal(CardRecord &record, const QList<Cards> &hands, const Cards &talon)
{
    if (record.game() != Game::Preferans || record.seats().count() != 3)
        return QStringLiteral("not a preferans deal of three players");
    if (hands.size() != 3)
        return QStringLiteral("a preferans deal has three hands");
    for (Seat s = 0; s < 3; ++s)
        if (hands.at(s).size() != 10)
            return QStringLiteral("player %1 holds %2 cards, not 10").arg(s + 1).arg(hands.at(s).size());
    if (talon.size() != 2)
        return QStringLiteral("the talon holds %1 cards, not 2").arg(talon.size());
    QSet<int> seen;
    for (const Cards &part : hands + QList<Cards>{talon})
        for (Card c : part) {
            if (!c.isValid() || c.rank() < 7)
                return QStringLiteral("%1 is not a card of the preferans deck").arg(cardName(c));
            if (seen.contains(c.index()))
                return QStringLiteral("the cards are not a permutation of the deck: %1 is dealt twice").arg(cardName(c));
            seen.insert(c.index());
        }
    for (Seat s = 0; s < 3; ++s) {
        record.deal().hands[s].cards = hands.at(s);
        record.deal().hands[s].known = true;
    }
    record.deal().pile(QStringLiteral("talon")).cards = talon;
    if (record.dealer() != NoSeat)
        record.auction().first = record.seats().next(record.dealer());
    clearAfterDeal(record);
    return {};
}

AuctionState auctionState(const CardRecord &record)
{
    AuctionReplay replay(record);
    for (int i = 0; i < record.auction().calls.size(); ++i) {
        if (!replay.apply(record.auction().calls.at(i))) {
            AuctionState st = replay.state();
            st.problem = QStringLiteral("call %1 (%2) does not follow the rules").arg(i + 1).arg(
                record.auction().calls.at(i).toString());
            st.legal.clear();
            return st;
        }
    }
    return replay.state();
}

QString appendBid(CardRecord &record, const Call &call)
{
    const AuctionState st = auctionState(record);
    if (!st.problem.isEmpty())
        return st.problem;
    if (st.complete)
        return QStringLiteral("the auction is over");
    bool ok = false;
    for (const Call &c : st.legal)
        ok = ok || c.sameCall(call);
    if (!ok) {
        QStringList legal;
        for (const Call &c : st.legal)
            legal.append(c.toString());
        return QStringLiteral("player %1 cannot say %2 now: %3").arg(st.toCall + 1).arg(call.toString(),
                                                                                   legal.join(QStringLiteral(", ")));
    }
    if (record.auction().first == NoSeat)
        record.auction().first = st.toCall;
    record.auction().calls.append(call);
    const AuctionState after = auctionState(record);
    if (after.complete && after.winner == NoSeat)
        record.setContract(Contract{Contract::Kind::PassedOut});
    return {};
}

QString takeTalon(CardRecord &record)
{
    const AuctionState st = auctionState(record);
    if (!st.complete)
        return QStringLiteral("the auction is not over");
    if (st.winner == NoSeat)
        return QStringLiteral("everybody passed: nobody takes the talon");
    if (st.game)
        return QStringLiteral("a game is played without the talon");
    if (record.declarer() != NoSeat)
        return QStringLiteral("the talon is taken");
    const Pile *talon = std::as_const(record.deal()).pile(QStringLiteral("talon"));
    if (!talon || talon->cards.size() != 2)
        return QStringLiteral("the deal has no talon");
    record.setDeclarer(st.winner);
    return {};
}

QString discard(CardRecord &record, const Cards &cards)
{
    const Seat main = record.declarer();
    if (main == NoSeat || record.contract().withoutTalon)
        return QStringLiteral("nobody has taken the talon");
    if (std::as_const(record.deal()).pile(QStringLiteral("discard")))
        return QStringLiteral("the discards are made");
    if (cards.size() != 2 || cards.at(0) == cards.at(1))
        return QStringLiteral("the main player discards two cards");
    Cards held = record.deal().hands.at(main).cards;
    if (const Pile *talon = std::as_const(record.deal()).pile(QStringLiteral("talon")))
        held += talon->cards;
    for (Card c : cards)
        if (!held.contains(c))
            return QStringLiteral("player %1 holds no %2").arg(main + 1).arg(cardName(c));
    record.deal().pile(QStringLiteral("discard")).cards = cards;
    return {};
}

QString setContract(CardRecord &record, int level)
{
    const AuctionState st = auctionState(record);
    if (!st.complete || st.winner == NoSeat)
        return QStringLiteral("nobody has won the auction");
    Contract c;
    if (!strainOfLevel(level, &c.strain))
        return QStringLiteral("%1 is not a contract: 2 to 8").arg(level);
    c.kind = Contract::Kind::Bid;
    c.level = level;
    c.withoutTalon = st.game;
    if (st.game) {
        if (level != st.value)
            return QStringLiteral("the game named is %1").arg(contractName(Contract{Contract::Kind::Bid, st.value}));
        record.setDeclarer(st.winner);
    } else {
        if (record.declarer() != st.winner)
            return QStringLiteral("the main player takes the talon first");
        if (!std::as_const(record.deal()).pile(QStringLiteral("discard")))
            return QStringLiteral("the main player discards before choosing the contract");
        if (level < st.value)
            return QStringLiteral("the auction was won at %1: the contract is at least that").arg(st.value);
    }
    record.setContract(c);
    return {};
}

QString setFollowers(CardRecord &record, const QList<Seat> &followers)
{
    const Seat main = record.declarer();
    if (!record.contract().isBid() || main == NoSeat)
        return QStringLiteral("there is no contract to follow");
    if (!record.play().isEmpty())
        return QStringLiteral("the play has started");
    QList<Seat> sorted = followers;
    std::sort(sorted.begin(), sorted.end());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    for (Seat s : sorted)
        if (s < 0 || s > 2 || s == main)
            return QStringLiteral("player %1 cannot follow").arg(s + 1);
    record.preferans().followers = sorted;
    return {};
}

QString setKontra(CardRecord &record, int risk, Seat by, bool invitation)
{
    if (!record.contract().isBid())
        return QStringLiteral("there is no contract");
    if (!record.play().isEmpty())
        return QStringLiteral("the play has started");
    if (risk < 0 || risk > 4 || (invitation && risk != 0))
        return QStringLiteral("kontra goes from 1 (kontra) to 4 (mortkontra); an invitation is not a kontra");
    const bool any = risk > 0 || invitation;
    if (any && !record.preferans().followers.contains(by))
        return QStringLiteral("player %1 does not follow: only a follower starts a kontra or invites").arg(by + 1);
    Contract c = record.contract();
    c.risk = risk;
    record.setContract(c);
    record.preferans().kontraBy = any ? by : NoSeat;
    record.preferans().invitation = invitation;
    return {};
}

Seat nextToPlay(const CardRecord &record)
{
    if (!record.contract().isBid() || record.declarer() == NoSeat || record.preferans().followers.isEmpty())
        return NoSeat;
    const QList<Seat> players = playing(record);
    const Play &play = record.play();
    auto after = [&](Seat from, int skip) {
        for (int i = skip; i < 3 + skip; ++i) {
            const Seat s = (qMax(0, from) + i) % 3;
            if (players.contains(s))
                return s;
        }
        return NoSeat;
    };
    if (play.tricks.isEmpty()) {
        if (play.leader != NoSeat)
            return play.leader;
        // in sans the player before the main one leads, when he plays
        const Seat beforeMain = record.seats().next(record.declarer(), 2);
        if (record.contract().level == 7 && players.contains(beforeMain))
            return beforeMain;
        return after(rules::openingLeader(Game::Preferans, record.seats(), record.declarer(), record.dealer()), 0);
    }
    const Trick &last = play.tricks.last();
    if (last.cards.size() < players.size())
        return after(last.cards.last().seat, 1);
    if (play.tricks.size() >= 10 || last.winner == NoSeat)
        return NoSeat;
    return last.winner;
}

QString appendCard(CardRecord &record, Card card)
{
    const Seat seat = nextToPlay(record);
    if (seat == NoSeat)
        return record.contract().isBid() && record.preferans().followers.isEmpty()
                   ? QStringLiteral("nobody follows: there is no play")
                   : QStringLiteral("nobody is to play");
    const TableState st = tableStateAt(record, record.stepCount());
    const Cards held = st.held.value(seat);
    if (!held.contains(card))
        return QStringLiteral("player %1 does not hold %2").arg(seat + 1).arg(cardName(card));
    const int size = int(playing(record).size());
    Play &play = record.play();
    const bool newTrick = play.tricks.isEmpty() || play.tricks.last().cards.size() >= size;
    if (!newTrick) {
        const Suit led = play.tricks.last().cards.first().card.suit();
        const Suit trump = record.trump();
        if (!rules::followsSuit(held, led, card))
            return QStringLiteral("player %1 must follow %2").arg(seat + 1).arg(suitSymbol(led));
        if (card.suit() != led && trump != Suit::None && card.suit() != trump && holdsSuit(held, trump))
            return QStringLiteral("player %1 has no %2 and must trump").arg(seat + 1).arg(suitSymbol(led));
    }
    if (newTrick) {
        if (play.tricks.isEmpty() && play.leader == NoSeat)
            play.leader = seat;
        play.tricks.append(Trick{seat, {}, NoSeat});
    }
    Trick &trick = play.tricks.last();
    PlayedCard pc;
    pc.card = card;
    pc.seat = seat;
    trick.cards.append(pc);
    if (trick.cards.size() == size)
        trick.winner = rules::trickWinner(Game::Preferans, trick, record.trump(), size);
    return {};
}

QList<PreferansScore> computeSummary(const CardRecord &record)
{
    QList<PreferansScore> out(3);
    const Seat main = record.declarer();
    if (!record.contract().isBid() || main < 0 || main > 2)
        return out;
    const int value = record.preferans().value.value_or(contractValue(record.contract(), record.preferans().refa));
    const bool betl = record.contract().strain == Strain::Misere;
    for (const Trick &t : record.play().tricks)
        if (t.winner >= 0 && t.winner < 3)
            ++out[t.winner].tricks;
    // the deal order: the player after the dealer first
    const Seat first = record.dealer() != NoSeat ? record.seats().next(record.dealer()) : Seat(0);
    auto position = [&](Seat s) { return (s - first + 3) % 3; };
    const QList<Seat> &followers = record.preferans().followers;
    PreferansScore &m = out[main];
    m.role = PreferansScore::Role::Main;
    const bool made = betl ? m.tricks == 0 : m.tricks >= 6;
    m.middle = made ? -value : value;
    int followed = 0;
    for (Seat f : followers)
        followed += out.at(f).tricks;
    for (Seat s = 0; s < 3; ++s) {
        PreferansScore &p = out[s];
        if (s == main)
            continue;
        if (!followers.contains(s)) {
            p = PreferansScore{};
            continue;
        }
        p.role = PreferansScore::Role::Follower;
        if (betl)
            continue;
        if (p.tricks > 0) {
            // the column facing the main player: right when the main player
            // comes next in the deal order, left otherwise
            if (position(main) == (position(s) + 1) % 3)
                p.right = p.tricks * value;
            else
                p.left = p.tricks * value;
        }
        const bool failed = followers.size() == 2 ? followed < 4 && p.tricks < 2 : p.tricks < 4;
        if (failed && made)
            p.middle = value;
    }
    return out;
}

QString setSummary(CardRecord &record)
{
    if (!record.contract().isBid())
        return QStringLiteral("there is no contract");
    if (record.play().tricks.size() != 10 || record.play().tricks.last().winner == NoSeat)
        return QStringLiteral("the play is not over");
    record.preferans().summary = computeSummary(record);
    record.setResult(record.preferans().summary.at(record.declarer()).tricks);
    return {};
}

} // namespace kib::preferans
