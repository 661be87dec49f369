#include "ddposition.h"

#include "model/rules.h"
#include "model/tablestate.h"

namespace kib::dd {

namespace {

QString seatName(Seat s)
{
    static const char *const names[4] = {"North", "East", "South", "West"};
    return s >= 0 && s < 4 ? QString::fromLatin1(names[s]) : QStringLiteral("?");
}

// Checks four hands for DDS: known cards, no card twice. Returns false with
// a reason.
bool checkCards(const QList<Cards> &hands, QString *reason)
{
    quint64 seen = 0;
    for (Seat s = 0; s < 4; ++s)
        for (Card c : hands.at(s)) {
            if (!c.isValid()) {
                *reason = QStringLiteral("%1's hand holds cards that are not known (%2): "
                                         "double-dummy analysis needs every card")
                              .arg(seatName(s), c.toString());
                return false;
            }
            const quint64 bit = quint64(1) << c.index();
            if (seen & bit) {
                *reason = QStringLiteral("%1 appears twice in the deal").arg(c.toString());
                return false;
            }
            seen |= bit;
        }
    return true;
}

} // namespace

QByteArray handsPbn(const QList<Cards> &hands)
{
    QByteArray out("N:");
    out.reserve(72);
    for (Seat s = 0; s < 4; ++s) {
        if (s > 0)
            out.append(' ');
        // suits S H D C, high to low
        for (int suit = 0; suit < 4; ++suit) {
            if (suit > 0)
                out.append('.');
            quint32 ranks = 0;
            for (Card c : hands.value(s))
                if (int(c.suit()) == suit && c.isValid())
                    ranks |= 1u << c.rank();
            for (int r = RankAce; r >= 2; --r)
                if (ranks & (1u << r))
                    out.append(rankLetter(Rank(r)).toLatin1());
        }
    }
    return out;
}

QByteArray dealPbn(const CardRecord &record, QString *reason)
{
    QString dummy;
    QString &why = reason ? *reason : dummy;
    if (record.game() != Game::Bridge || record.seats().count() != 4) {
        why = QStringLiteral("not a bridge deal");
        return {};
    }
    const Deal &deal = record.deal();
    QList<Cards> hands;
    for (Seat s = 0; s < 4; ++s) {
        if (s >= deal.hands.size() || !deal.hands.at(s).known) {
            why = QStringLiteral("%1's hand is not given").arg(seatName(s));
            return {};
        }
        hands.append(deal.hands.at(s).cards);
    }
    if (!checkCards(hands, &why))
        return {};
    const qsizetype n = hands.at(0).size();
    for (Seat s = 1; s < 4; ++s)
        if (hands.at(s).size() != n) {
            why = QStringLiteral("the hands hold different numbers of cards (N %1, E %2, S %3, W %4)")
                      .arg(hands.at(0).size())
                      .arg(hands.at(1).size())
                      .arg(hands.at(2).size())
                      .arg(hands.at(3).size());
            return {};
        }
    if (n == 0 || n > 13) {
        why = n == 0 ? QStringLiteral("the hands hold no cards") : QStringLiteral("the hands hold more than 13 cards");
        return {};
    }
    return handsPbn(hands);
}

Seat openingLeaderOf(const CardRecord &record)
{
    if (record.play().leader != NoSeat)
        return record.play().leader;
    if (record.declarer() == NoSeat)
        return NoSeat;
    return rules::openingLeader(Game::Bridge, record.seats(), record.declarer(), record.dealer());
}

QByteArray Position::key() const
{
    QByteArray k = remain;
    k.append('|').append(char('0' + trump)).append(char('0' + first));
    for (Card c : trick)
        k.append(char('A' + c.index()));
    return k;
}

bool positionAt(const CardRecord &record, int step, Position *pos, QString *reason)
{
    QString dummy;
    QString &why = reason ? *reason : dummy;
    if (dealPbn(record, &why).isEmpty())
        return false;
    if (!record.contract().isBid() || record.declarer() < 0 || record.declarer() > 3) {
        why = QStringLiteral("no contract: the card values need a declarer and a trump suit");
        return false;
    }
    if (step < record.playStartStep()) {
        why = QStringLiteral("the auction is not over");
        return false;
    }
    const TableState st = tableStateAt(record, step);
    Position p;
    p.declarer = record.declarer();
    const Suit trump = record.contract().trump();
    p.trump = trump == Suit::None ? 4 : int(trump);
    p.declarerTricks = st.sideTricks(record.seats(), p.declarer);
    const bool newTrick = st.onTable.isEmpty() || st.trickWinner != NoSeat;
    if (newTrick) {
        p.first = st.cardsPlayed == 0 ? openingLeaderOf(record) : st.toAct;
    } else {
        p.first = st.trickLeader;
        for (const PlayedCard &pc : st.onTable) {
            if (pc.kind != PlayedCard::Kind::Card || !pc.card.isValid()) {
                why = QStringLiteral("a card of this trick is not known");
                return false;
            }
            p.trick.append(pc.card);
        }
    }
    if (p.first < 0 || p.first > 3) {
        why = QStringLiteral("the record does not say who is on lead");
        return false;
    }
    p.toPlay = (p.first + int(p.trick.size())) % 4;
    if (!checkCards(st.held, &why))
        return false;
    // every hand as many cards as the trick leaves it: a card played that
    // is not known (or not in the hand) shows as a hand too long
    p.tricksLeft = int(st.held.at(p.toPlay).size());
    for (Seat s = 0; s < 4; ++s) {
        const bool played = (s - p.first + 4) % 4 < p.trick.size();
        if (st.held.at(s).size() != p.tricksLeft - (played ? 1 : 0)) {
            why = QStringLiteral("a card played before this step is not known, so the hands left cannot be told");
            return false;
        }
    }
    if (p.tricksLeft == 0) {
        why = QStringLiteral("the play is over");
        return false;
    }
    p.remain = handsPbn(st.held);
    *pos = p;
    return true;
}

} // namespace kib::dd
