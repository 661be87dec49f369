#include "ppnbids.h"

namespace kib::ppn {

namespace {

const char *const kGameNames[] = {"spades", "diamonds", "hearts", "clubs", "betl", "sans", "preferans"};

bool validValue(int v)
{
    return v >= 2 && v <= 8;
}

// The simulation's state of one player (by position in the deal order).
struct Player
{
    Bid target;
    bool out = false;
    bool acted = false;
    bool announced = false;
    bool named = false;
};

bool isGame(const Bid &b)
{
    return b.kind == Bid::Kind::Game || b.kind == Bid::Kind::NamedGame;
}

// Whether a numeric bid (value, mine) stays within a player's highest bid.
bool fits(int value, bool mine, const Bid &target)
{
    if (target.kind != Bid::Kind::Number && target.kind != Bid::Kind::Mine)
        return false;
    const bool targetMine = target.kind == Bid::Kind::Mine;
    return value < target.value || (value == target.value && mine == targetMine);
}

class Simulation
{
public:
    Simulation(const QList<Bid> &highest, const QList<Seat> &order) : m_order(order)
    {
        for (const Bid &b : highest)
            m_players.append(Player{b});
    }

    DecodedAuction run()
    {
        int pos = 0;
        for (int guard = 0; guard < 200 && !finished(); ++guard, pos = (pos + 1) % 3)
            turn(pos);
        DecodedAuction out;
        out.calls = m_calls;
        if (m_gamePhase && m_gameHolder >= 0) {
            out.winner = m_order.at(m_gameHolder);
            out.winning = Bid{Bid::Kind::NamedGame, m_gameBest};
        } else if (!m_gamePhase && m_holder >= 0) {
            out.winner = m_order.at(m_holder);
            out.winning = Bid{m_holderMine ? Bid::Kind::Mine : Bid::Kind::Number, m_value};
        }
        return out;
    }

private:
    void say(const Bid &b) { m_calls.append(bidCall(b)); }
    void pass(Player &p)
    {
        p.out = true;
        m_calls.append(Call::pass());
    }

    bool finished() const
    {
        int in = 0, last = -1;
        for (int i = 0; i < 3; ++i) {
            const Player &p = m_players.at(i);
            if (!p.acted)
                return false; // a first turn is still to come
            if (!p.out && (!m_gamePhase || p.announced)) {
                ++in;
                last = i;
            }
        }
        if (in != 1)
            return in == 0;
        return m_gamePhase ? m_players.at(last).named : m_holder == last;
    }

    void announce(int pos)
    {
        Player &p = m_players[pos];
        p.announced = true;
        m_gamePhase = true;
        bool alone = true;
        for (int i = 0; i < 3; ++i) {
            Player &o = m_players[i];
            if (i == pos)
                continue;
            if (o.acted && !o.announced)
                o.out = true; // a number is beaten by the game
            if (!o.out)
                alone = false;
        }
        // no one else can announce: the game is named at once
        if (alone && p.target.kind == Bid::Kind::NamedGame) {
            name(pos);
            return;
        }
        say(Bid{Bid::Kind::Game, 0});
    }

    void name(int pos)
    {
        Player &p = m_players[pos];
        p.named = true;
        m_gameBest = p.target.value;
        m_gameHolder = pos;
        say(p.target);
    }

    void turn(int pos)
    {
        Player &p = m_players[pos];
        const bool first = !p.acted;
        p.acted = true;
        if (p.out) {
            m_calls.append(Call::pass());
            return;
        }
        if (first && isGame(p.target)) {
            announce(pos);
            return;
        }
        if (m_gamePhase) {
            const bool beats = m_gameHolder < 0 || p.target.value > m_gameBest
                               || (p.target.value == m_gameBest && pos < m_gameHolder);
            if (p.announced && !p.named && p.target.kind == Bid::Kind::NamedGame && beats)
                name(pos);
            else
                pass(p);
            return;
        }
        const bool mine = m_holder >= 0 && pos < m_holder;
        const int value = m_holder < 0 ? 2 : mine ? m_value : m_value + 1;
        if (!fits(value, mine, p.target) || !validValue(value)) {
            pass(p);
            return;
        }
        say(Bid{mine ? Bid::Kind::Mine : Bid::Kind::Number, value});
        m_value = value;
        m_holder = pos;
        m_holderMine = mine;
    }

    QList<Seat> m_order;
    QList<Player> m_players;
    QList<Call> m_calls;
    bool m_gamePhase = false;
    int m_value = 0;
    int m_holder = -1;
    bool m_holderMine = false;
    int m_gameBest = 0;
    int m_gameHolder = -1;
};

} // namespace

bool parseBid(QStringView text, Bid *bid)
{
    if (text == u"P") {
        *bid = Bid{};
        return true;
    }
    if (text == u"G") {
        *bid = Bid{Bid::Kind::Game, 0};
        return true;
    }
    Bid b;
    QStringView digits = text;
    if (text.startsWith(u'M')) {
        b.kind = Bid::Kind::Mine;
        digits = text.mid(1);
    } else if (text.startsWith(u'G')) {
        b.kind = Bid::Kind::NamedGame;
        digits = text.mid(1);
    } else {
        b.kind = Bid::Kind::Number;
    }
    if (digits.size() != 1 || !validValue(digits[0].unicode() - '0'))
        return false;
    b.value = digits[0].unicode() - '0';
    *bid = b;
    return true;
}

QString bidText(const Bid &bid)
{
    switch (bid.kind) {
    case Bid::Kind::Pass: return QStringLiteral("P");
    case Bid::Kind::Number: return QString::number(bid.value);
    case Bid::Kind::Mine: return QStringLiteral("M%1").arg(bid.value);
    case Bid::Kind::Game: return QStringLiteral("G");
    case Bid::Kind::NamedGame: return QStringLiteral("G%1").arg(bid.value);
    }
    return {};
}

Call bidCall(const Bid &bid)
{
    switch (bid.kind) {
    case Bid::Kind::Pass: return Call::pass();
    case Bid::Kind::Number: return Call::other(QString::number(bid.value));
    case Bid::Kind::Mine: return Call::other(QStringLiteral("mine %1").arg(bid.value));
    case Bid::Kind::Game: return Call::other(QStringLiteral("game"));
    case Bid::Kind::NamedGame:
        if (validValue(bid.value))
            return Call::other(QStringLiteral("game ") + QLatin1String(kGameNames[bid.value - 2]));
        break;
    }
    return Call::other(QStringLiteral("?"));
}

bool callBid(const Call &call, Bid *bid)
{
    if (call.kind == Call::Kind::Pass) {
        *bid = Bid{};
        return true;
    }
    if (call.kind != Call::Kind::Other)
        return false;
    const QString &t = call.text;
    bool ok = false;
    if (const int n = t.toInt(&ok); ok && validValue(n)) {
        *bid = Bid{Bid::Kind::Number, n};
        return true;
    }
    if (t.startsWith(QLatin1String("mine "))) {
        const int n = QStringView(t).mid(5).toInt(&ok);
        if (ok && validValue(n)) {
            *bid = Bid{Bid::Kind::Mine, n};
            return true;
        }
        return false;
    }
    if (t == u"game") {
        *bid = Bid{Bid::Kind::Game, 0};
        return true;
    }
    for (int v = 2; v <= 8; ++v) {
        if (t == QStringLiteral("game ") + QLatin1String(kGameNames[v - 2])) {
            *bid = Bid{Bid::Kind::NamedGame, v};
            return true;
        }
    }
    return false;
}

DecodedAuction decodeBids(const QList<Bid> &highest, const QList<Seat> &order)
{
    DecodedAuction out;
    if (highest.size() != 3 || order.size() != 3) {
        out.problem = QStringLiteral("the bids need one value for each of the three players");
        return out;
    }
    out = Simulation(highest, order).run();
    const SeatLayout seats(Game::Preferans, 3);
    Auction a;
    a.first = order.first();
    a.calls = out.calls;
    const QList<Bid> replayed = highestBids(a, 3);
    for (int i = 0; i < 3 && out.winner == NoSeat; ++i)
        if (highest.at(i).kind == Bid::Kind::Game || highest.at(i).kind == Bid::Kind::NamedGame)
            out.problem = QStringLiteral("player %1 announces a game, but nobody names one").arg(order.at(i) + 1);
    for (int i = 0; i < 3 && out.problem.isEmpty(); ++i) {
        const Seat s = order.at(i);
        if (replayed.at(s) != highest.at(i)) {
            out.problem = QStringLiteral("the bids cannot come from one auction: player %1 would end at %2, not %3")
                              .arg(s + 1)
                              .arg(bidText(replayed.at(s)), bidText(highest.at(i)));
            break;
        }
    }
    return out;
}

QList<Bid> highestBids(const Auction &auction, int seats, int *unknown)
{
    QList<Bid> out(seats);
    int bad = 0;
    const SeatLayout layout(Game::Preferans, seats);
    for (int i = 0; i < auction.calls.size(); ++i) {
        Bid b;
        if (!callBid(auction.calls.at(i), &b)) {
            ++bad;
            continue;
        }
        const Seat s = auction.seatOf(i, layout);
        if (s >= 0 && s < seats && b.kind != Bid::Kind::Pass)
            out[s] = b;
    }
    if (unknown)
        *unknown = bad;
    return out;
}

} // namespace kib::ppn
