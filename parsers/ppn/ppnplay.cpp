#include "ppnplay.h"

#include "ppncards.h"

#include "model/rules.h"

namespace kib::ppn {

namespace {

QString cardName(Card card)
{
    return QStringLiteral("%1%2 (%3)").arg(rankLetter(card.rank())).arg(suitSymbol(card.suit())).arg(encodeCard(card));
}

bool holdsSuit(const Cards &held, Suit suit)
{
    for (Card c : held)
        if (c.suit() == suit)
            return true;
    return false;
}

// The hands the players play from: the main player has taken the talon
// and discarded, unless the contract is a game without the talon.
QList<Cards> playingHands(const CardRecord &r)
{
    QList<Cards> held;
    for (const Hand &h : r.deal().hands)
        held.append(h.cards);
    const Seat main = r.declarer();
    if (main < 0 || main >= held.size() || !r.contract().isBid() || r.contract().withoutTalon)
        return held;
    if (const Pile *talon = r.deal().pile(QStringLiteral("talon")))
        held[main] += talon->cards;
    if (const Pile *discard = r.deal().pile(QStringLiteral("discard")))
        for (Card c : discard->cards)
            held[main].removeOne(c);
    return held;
}

// Who plays: the main player and the followers; everybody when it is not known.
QList<Seat> players(const CardRecord &r)
{
    const Seat main = r.declarer();
    if (main == NoSeat)
        return {0, 1, 2};
    QList<Seat> out{main};
    out += r.preferans().followers;
    std::sort(out.begin(), out.end());
    return out;
}

// The players of a trick in turn from its leader.
QList<Seat> turnOrder(const QList<Seat> &playing, Seat leader)
{
    QList<Seat> out;
    for (int i = 0; i < 3; ++i) {
        const Seat s = (qMax(0, leader) + i) % 3;
        if (playing.contains(s))
            out.append(s);
    }
    return out;
}

class ThrowReader
{
public:
    ThrowReader(CardRecord *r, Report *report)
        : m_r(r), m_report(report), m_held(playingHands(*r)), m_playing(players(*r)), m_trump(r->trump())
    {
    }

    void read(const QList<Throw> &throws)
    {
        for (const Throw &th : throws)
            if (th.cards.text.size() != m_playing.size())
                ++m_badSizes;
        Seat leader = m_r->play().leader;
        for (int i = 0; i < throws.size(); ++i) {
            if (i == 10) {
                m_report->error("ppn.throws.count", QStringLiteral("a deal has ten tricks, these throws have %1")
                                                        .arg(throws.size()),
                                throws.at(i).cards.offset);
                break;
            }
            leader = readTrick(i, throws.at(i), leader);
        }
    }

private:
    Seat readTrick(int index, const Throw &th, Seat leader)
    {
        const Token &cards = th.cards;
        Trick trick;
        if (!th.leader.isNull()) {
            const Seat stated = seatOfPlayer(th.leader.text);
            if (stated == NoSeat)
                m_report->error("ppn.throws.syntax", QStringLiteral("\"%1\" is not a player").arg(th.leader.text),
                                th.leader.offset);
            else if (leader != NoSeat && stated != leader)
                m_report->error("ppn.throws.leader",
                                QStringLiteral("trick %1 is led by player %2, but player %3 is to lead it")
                                    .arg(index + 1)
                                    .arg(stated + 1)
                                    .arg(leader + 1),
                                th.leader.offset);
            if (leader == NoSeat)
                leader = stated;
        }
        trick.leader = leader;
        if (leader != NoSeat && !m_playing.contains(leader) && !m_leaderReported++)
            m_report->error("ppn.throws.leader",
                            QStringLiteral("player %1 is to lead trick %2, but does not play").arg(leader + 1).arg(index + 1),
                            cards.offset);
        QList<Seat> order = turnOrder(m_playing, leader);
        if (order.size() != cards.text.size()) {
            // reported once: the followers, not every trick, are likely wrong
            if (!m_sizeReported++)
                m_report->error("ppn.throws.size",
                                QStringLiteral("trick %1 has %2 cards, but %3 players play%4")
                                    .arg(index + 1)
                                    .arg(cards.text.size())
                                    .arg(order.size())
                                    .arg(m_badSizes > 1 ? QStringLiteral(" (so do %1 more tricks)").arg(m_badSizes - 1)
                                                        : QString()),
                                cards.offset);
            order = turnOrder(cards.text.size() == 2 ? QList<Seat>{leader, (leader + 1) % 3} : QList<Seat>{0, 1, 2},
                              leader);
        }
        for (int k = 0; k < cards.text.size() && k < order.size(); ++k)
            trick.cards.append(play(index, trick, order.at(k), cards, k));
        const Seat winner = seatOfPlayer(th.winner.text);
        if (winner == NoSeat) {
            m_report->error("ppn.throws.syntax",
                            QStringLiteral("\"%1\" is not the trick's winner (1, 2 or 3)").arg(th.winner.text),
                            th.winner.offset);
        }
        trick.winner = winner;
        const Seat computed = rules::trickWinner(Game::Preferans, trick, m_trump, int(trick.cards.size()));
        if (winner != NoSeat && computed != NoSeat && computed != winner) {
            const PlayedCard *best = nullptr;
            for (const PlayedCard &pc : trick.cards)
                if (pc.seat == computed)
                    best = &pc;
            m_report->error("ppn.play.winner",
                            QStringLiteral("trick %1 is won by player %2 with %3, not by player %4")
                                .arg(index + 1)
                                .arg(computed + 1)
                                .arg(best ? cardName(best->card) : QString())
                                .arg(winner + 1),
                            th.winner.offset);
        }
        m_r->play().tricks.append(trick);
        return winner != NoSeat ? winner : computed;
    }

    PlayedCard play(int index, const Trick &trick, Seat seat, const Token &cards, int k)
    {
        PlayedCard pc;
        pc.seat = seat;
        if (!decodeCard(cards.text.at(k), &pc.card)) {
            m_report->error("ppn.throws.card", QStringLiteral("'%1' is not a card").arg(cards.text.at(k)), cards.at(k));
            pc.kind = PlayedCard::Kind::Unknown;
            pc.card = Card();
            return pc;
        }
        Cards &held = m_held[seat];
        if (!held.contains(pc.card)) {
            m_report->error("ppn.play.not-held",
                            QStringLiteral("trick %1: player %2 plays %3, which they do not hold")
                                .arg(index + 1)
                                .arg(seat + 1)
                                .arg(cardName(pc.card)),
                            cards.at(k));
            return pc;
        }
        if (!trick.cards.isEmpty() && trick.cards.first().kind == PlayedCard::Kind::Card) {
            const Suit led = trick.cards.first().card.suit();
            const Suit suit = pc.card.suit();
            if (suit != led && holdsSuit(held, led))
                m_report->error("ppn.play.revoke",
                                QStringLiteral("trick %1: player %2 plays %3 on a %4 lead while holding %4")
                                    .arg(index + 1)
                                    .arg(seat + 1)
                                    .arg(cardName(pc.card), suitSymbol(led)),
                                cards.at(k));
            else if (suit != led && m_trump != Suit::None && suit != m_trump && holdsSuit(held, m_trump))
                m_report->error("ppn.play.revoke",
                                QStringLiteral("trick %1: player %2 has no %3 and must trump, but plays %4")
                                    .arg(index + 1)
                                    .arg(seat + 1)
                                    .arg(suitSymbol(led), cardName(pc.card)),
                                cards.at(k));
        }
        held.removeOne(pc.card);
        return pc;
    }

    CardRecord *m_r;
    Report *m_report;
    QList<Cards> m_held;
    QList<Seat> m_playing;
    Suit m_trump;
    int m_badSizes = 0;
    int m_sizeReported = 0;
    int m_leaderReported = 0;
};

} // namespace

void readThrows(const DealFields &fields, CardRecord *record, Report *report)
{
    ThrowReader(record, report).read(fields.throws);
}

bool parseSummary(QStringView text, PreferansScore *score)
{
    PreferansScore s;
    if (text == u"0") {
        *score = s;
        return true;
    }
    if (text.isEmpty() || (text[0] != u'F' && text[0] != u'M'))
        return false;
    s.role = text[0] == u'M' ? PreferansScore::Role::Main : PreferansScore::Role::Follower;
    const QList<QStringView> parts = text.mid(1).split(u':');
    bool ok = false;
    s.tricks = parts.first().toInt(&ok);
    if (!ok || s.tricks < 0 || s.tricks > 10 || parts.first().startsWith(u'+'))
        return false;
    for (qsizetype i = 1; i < parts.size(); ++i) {
        QStringView part = parts.at(i);
        std::optional<int> *column = &s.middle;
        if (part.startsWith(u'L'))
            column = &s.left;
        else if (part.startsWith(u'R'))
            column = &s.right;
        if (column != &s.middle)
            part = part.mid(1);
        const int n = part.toInt(&ok);
        if (!ok || column->has_value() || part.startsWith(u'+'))
            return false;
        *column = n;
    }
    *score = s;
    return true;
}

QString summaryText(const PreferansScore &score)
{
    if (score.role == PreferansScore::Role::None)
        return QStringLiteral("0");
    QString out = (score.role == PreferansScore::Role::Main ? QStringLiteral("M") : QStringLiteral("F"))
                  + QString::number(score.tricks);
    if (score.left)
        out += QStringLiteral(":L%1").arg(*score.left);
    if (score.right)
        out += QStringLiteral(":R%1").arg(*score.right);
    if (score.middle)
        out += QStringLiteral(":%1").arg(*score.middle);
    return out;
}

void readSummary(const DealFields &f, const QList<Seat> &order, CardRecord *r, Report *report)
{
    if (f.summary.isEmpty()) {
        report->error("ppn.missing", QStringLiteral("the deal has no summary"), -1);
        return;
    }
    if (f.summary.size() != 3) {
        report->error("ppn.summary.count",
                      QStringLiteral("the summary has %1 items, not one for each of the 3 players").arg(f.summary.size()),
                      f.summary.first().offset);
        return;
    }
    QList<PreferansScore> summary(3);
    for (int k = 0; k < 3; ++k) {
        const Token &t = f.summary.at(k);
        if (!parseSummary(t.text, &summary[order.at(k)])) {
            report->error("ppn.summary.syntax",
                          QStringLiteral("\"%1\" is not a summary item: 0, F or M with the tricks, then the soups "
                                         "(L or R) and the bula")
                              .arg(t.text),
                          t.offset);
            return;
        }
    }
    r->preferans().summary = summary;
    // what the throws say, when they are all there
    QList<int> won(3, 0);
    const bool complete = r->play().tricks.size() == 10;
    for (const Trick &t : r->play().tricks)
        if (t.winner >= 0 && t.winner < 3)
            ++won[t.winner];
    for (int k = 0; k < 3; ++k) {
        const Seat s = order.at(k);
        const PreferansScore &score = summary.at(s);
        const Token &t = f.summary.at(k);
        if (score.role == PreferansScore::Role::Main) {
            r->setResult(score.tricks);
            if (s != r->declarer())
                report->warning("ppn.summary.main",
                                QStringLiteral("the summary makes player %1 the main player, not player %2")
                                    .arg(s + 1)
                                    .arg(r->declarer() + 1),
                                t.offset);
        }
        if (complete && score.role != PreferansScore::Role::None && score.tricks != won.at(s))
            report->warning("ppn.summary.tricks",
                            QStringLiteral("the summary gives player %1 %2 tricks, the throws %3")
                                .arg(s + 1)
                                .arg(score.tricks)
                                .arg(won.at(s)),
                            t.offset);
    }
}

} // namespace kib::ppn
