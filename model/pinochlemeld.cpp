#include "pinochlemeld.h"

#include "pinochlerules.h"

#include <array>

namespace kib::pinochle {

namespace {

constexpr std::array<Suit, 4> suits{Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs};

// How many copies of each card a meld holds, per suit and rank.
struct Counts
{
    int n[SuitCount][RankAce + 1] = {};
    int &at(Suit s, Rank r) { return n[int(s)][r]; }
    int at(Suit s, Rank r) const { return n[int(s)][r]; }
};

int multiple(int times, const int *values, int count)
{
    return times <= 0 ? 0 : values[qMin(times, count) - 1];
}

} // namespace

MeldValue meldValue(const Cards &cards, Suit trump)
{
    MeldValue out;
    Counts have, used;
    for (Card c : cards)
        if (c.isValid())
            ++have.at(c.suit(), c.rank());
    auto use = [&](Suit s, Rank r, int copies) { used.at(s, r) = qMax(used.at(s, r), copies); };
    auto add = [&](const QString &what, int points) {
        if (points > 0) {
            out.points += points;
            out.parts.append(QStringLiteral("%1 %2").arg(what).arg(points));
        }
    };

    // the run and the royal marriage
    int runs = 0;
    if (trump != Suit::None) {
        runs = have.at(trump, RankAce);
        for (Rank r : {RankTen, RankKing, RankQueen, RankJack})
            runs = qMin(runs, have.at(trump, r));
        static const int runValues[] = {15, 150, 225, 300};
        add(runs > 1 ? QStringLiteral("%1 runs").arg(runs) : QStringLiteral("run"), multiple(runs, runValues, 4));
    }
    // marriages (trump kings and queens of a run are not married again)
    int kingsUsed[SuitCount] = {}, queensUsed[SuitCount] = {};
    for (Suit s : suits) {
        const int inRun = s == trump ? runs : 0;
        const int pairs = qMin(have.at(s, RankKing), have.at(s, RankQueen)) - inRun;
        kingsUsed[int(s)] = queensUsed[int(s)] = inRun + pairs;
        if (pairs <= 0)
            continue;
        if (s == trump)
            add(QStringLiteral("royal marriage %1").arg(suitSymbol(s)), 4 * pairs);
        else
            add(QStringLiteral("marriage %1").arg(suitSymbol(s)), 2 * pairs);
    }
    if (trump != Suit::None) {
        for (Rank r : {RankAce, RankTen, RankJack})
            use(trump, r, runs);
        // dix: each nine of trump
        add(QStringLiteral("dix"), have.at(trump, 9));
        use(trump, 9, have.at(trump, 9));
    }
    for (Suit s : suits) {
        use(s, RankKing, kingsUsed[int(s)]);
        use(s, RankQueen, queensUsed[int(s)]);
    }
    // pinochle: the queen of spades and the jack of diamonds
    const int pinochles = qMin(have.at(Suit::Spades, RankQueen), have.at(Suit::Diamonds, RankJack));
    static const int pinochleValues[] = {4, 30, 60, 90};
    add(pinochles > 1 ? QStringLiteral("%1 pinochles").arg(pinochles) : QStringLiteral("pinochle"),
        multiple(pinochles, pinochleValues, 4));
    use(Suit::Spades, RankQueen, pinochles);
    use(Suit::Diamonds, RankJack, pinochles);
    // arounds: one of the rank in every suit
    struct Around { Rank rank; int base; const char *name; };
    for (const Around &a : {Around{RankAce, 10, "aces"}, Around{RankKing, 8, "kings"}, Around{RankQueen, 6, "queens"},
                            Around{RankJack, 4, "jacks"}}) {
        int times = 4;
        for (Suit s : suits)
            times = qMin(times, have.at(s, a.rank));
        const int factors[] = {1, 10, 15, 20};
        if (times <= 0)
            continue;
        add(QStringLiteral("%1 %2 around").arg(times > 1 ? QStringLiteral("%1×").arg(times) : QString(),
                                               QLatin1String(a.name)).trimmed(),
            a.base * multiple(times, factors, 4));
        for (Suit s : suits)
            use(s, a.rank, times);
    }
    // what no combination needs
    for (Suit s : suits)
        for (Rank r : {RankAce, RankTen, RankKing, RankQueen, RankJack, Rank(9)})
            for (int i = used.at(s, r); i < have.at(s, r); ++i)
                out.unused.append(Card(s, r));
    return out;
}

QString MeldProblem::message() const
{
    const QString label = QStringLiteral("Meld%1").arg(seat + 1);
    QStringList names;
    for (Card c : cards)
        names.append(c.toString());
    switch (kind) {
    case Kind::NotHeld:
        return QStringLiteral("%1 tables %2, not in Seat%3's hand").arg(label, names.join(QLatin1Char(' '))).arg(seat + 1);
    case Kind::PointsMismatch:
        return QStringLiteral("%1 gives %2 points: the cards are worth %3").arg(label).arg(declared).arg(value);
    case Kind::Unused:
        return QStringLiteral("%1 tables %2, in no meld").arg(label, names.join(QLatin1Char(' ')));
    }
    return {};
}

QList<MeldProblem> checkMelds(const CardRecord &record, const QList<bool> &known)
{
    QList<MeldProblem> out;
    const PinochleHand &pn = record.pinochle();
    if (pn.melds.isEmpty())
        return out;
    const int n = record.seats().count();
    const QList<Cards> hands = handsForPlay(record);
    const bool trumpKnown = pn.trump == PnMark::Given || pn.trump == PnMark::Withheld
                            || (pn.trump == PnMark::Absent && record.contract().isBid());
    for (const Meld &m : pn.melds) {
        if (m.mark != PnMark::Given || m.seat < 0 || m.seat >= n)
            continue;
        Cards shown;
        for (Card c : m.cards)
            if (c.isValid())
                shown.append(c);
        const bool handKnown = known.isEmpty() ? record.deal().hands.value(m.seat).known : known.value(m.seat);
        if (handKnown) {
            Cards rest = hands.value(m.seat);
            Cards missing;
            for (Card c : shown) {
                const qsizetype i = rest.indexOf(c);
                if (i >= 0)
                    rest.removeAt(i);
                else
                    missing.append(c);
            }
            if (!missing.isEmpty())
                out.append(MeldProblem{MeldProblem::Kind::NotHeld, m.seat, missing, 0, 0});
        }
        if (!trumpKnown || shown.size() != m.cards.size())
            continue;
        const MeldValue v = meldValue(shown, record.trump());
        if (m.points.isGiven() && m.points.value != v.points)
            out.append(MeldProblem{MeldProblem::Kind::PointsMismatch, m.seat, {}, m.points.value, v.points});
        if (!v.unused.isEmpty())
            out.append(MeldProblem{MeldProblem::Kind::Unused, m.seat, v.unused, 0, 0});
    }
    return out;
}

} // namespace kib::pinochle
