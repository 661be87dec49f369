#include "pnplaycheck.h"

#include "pnvalues.h"

#include "model/pinochlerules.h"
#include "model/rules.h"

namespace kib::pn {

namespace {

const char *const scoreLines[] = {"GameScores", "MeldScores", "PlayScores", "Adjustments", "HandScores", "FinalScores"};

} // namespace

PnPlayCheck::PnPlayCheck(PnContext &context, const CardRecord *previous, const QList<bool> &known)
    : m_ctx(context), m_record(context.record()), m_previous(previous), m_known(known)
{
    m_teams = pinochle::teams(m_record);
}

void PnPlayCheck::run()
{
    checkPlay();
    checkScores();
    checkAgainstPrevious();
}

void PnPlayCheck::checkPlay()
{
    const QList<Trick> &tricks = m_record.play().tricks;
    if (tricks.isEmpty())
        return; // the play may not occur
    const int n = m_ctx.seats();
    const DeckKind deck = m_record.deck().kind();
    QList<Cards> held = pinochle::handsForPlay(m_record);
    int expected = 0;
    for (Seat s = 0; s < n; ++s)
        if (m_known.value(s))
            expected = qMax(expected, int(held.at(s).size()));
    if (expected == 0)
        expected = Deck(deck).size() / n;
    if (tricks.size() < expected)
        m_ctx.missing(QStringLiteral("Trick%1").arg(tricks.size() + 1)
                      + (tricks.size() + 1 < expected ? QStringLiteral("-%1").arg(expected) : QString()));
    const Suit trump = m_record.trump();
    const PinochleHand &pn = m_record.pinochle();
    // trump "?" or not stated: the winners cannot be checked
    const bool trumpKnown = pn.trump == PnMark::Given || pn.trump == PnMark::Withheld;
    m_counters.fill(0, m_teams.size());
    m_countersKnown = tricks.size() == expected;
    int all = 0;
    QList<bool> unsure(n, false);
    for (int t = 0; t < tricks.size(); ++t) {
        const Trick &trick = tricks.at(t);
        const PnPos line = m_ctx.tricks.value(t, m_ctx.first);
        if (t >= expected) {
            m_ctx.error("pn.play.count", QStringLiteral("Trick%1: the hands hold %2 tricks").arg(t + 1).arg(expected), line);
            m_countersKnown = false;
            break;
        }
        const int errorsBefore = errorCount(m_ctx.diagnostics());
        bool cardsKnown = true;
        const Suit led = trick.cards.isEmpty() ? Suit::None : trick.cards.first().card.suit();
        for (int i = 0; i < trick.cards.size(); ++i) {
            const PlayedCard &pc = trick.cards.at(i);
            const PnPos at = m_ctx.trickCards.value(t).value(i, line);
            if (pc.kind != PlayedCard::Kind::Card || !pc.card.isValid()) {
                cardsKnown = false;
                if (pc.seat >= 0 && pc.seat < n)
                    unsure[pc.seat] = true; // which card left its hand is not known
                continue;
            }
            if (pc.seat == NoSeat || !m_known.value(pc.seat))
                continue;
            if (i > 0 && led != Suit::None && !unsure.at(pc.seat) && !rules::followsSuit(held.at(pc.seat), led, pc.card))
                m_ctx.warning("pn.play.follow",
                              QStringLiteral("Trick%1: %2 plays %3 but holds a card of the suit led (%4)")
                                  .arg(t + 1)
                                  .arg(seatToken(pc.seat), cardToken(pc.card), QString(suitLetter(led))),
                              at);
            const qsizetype k = held[pc.seat].indexOf(pc.card);
            if (k >= 0) {
                held[pc.seat].removeAt(k);
            } else {
                m_ctx.error("pn.play.card",
                            QStringLiteral("Trick%1: %2 plays %3, which it does not hold (%4 leads this trick: the "
                                           "declarer leads Trick1, each trick's winner the next)")
                                .arg(t + 1)
                                .arg(seatToken(pc.seat), cardToken(pc.card), seatToken(trick.leader)),
                            at);
                break; // the rest of the trick follows from this seat
            }
        }
        const Seat winner = rules::trickWinner(Game::Pinochle, trick, trump, n);
        if (errorCount(m_ctx.diagnostics()) == errorsBefore && trumpKnown && winner != NoSeat && trick.winner != NoSeat && winner != trick.winner) {
            Card best;
            int copies = 0;
            for (const PlayedCard &pc : trick.cards)
                if (pc.seat == winner)
                    best = pc.card;
            for (const PlayedCard &pc : trick.cards)
                copies += pc.card == best ? 1 : 0;
            m_ctx.error("pn.play.winner",
                        QStringLiteral("Trick%1 is won by %2 with %3%4, not by %5")
                            .arg(t + 1)
                            .arg(seatToken(winner), copies > 1 ? QStringLiteral("the first ") : QString(), cardToken(best),
                                 seatToken(trick.winner)),
                        PnPos{line.line, m_ctx.trickCards.value(t).isEmpty() ? line.column
                                                                               : m_ctx.trickCards.value(t).last().column});
        }
        if (errorCount(m_ctx.diagnostics()) > errorsBefore) {
            // the seats of later tricks follow from this one: not checked
            m_countersKnown = false;
            break;
        }
        const TrickScore score = pn.tricks.value(t);
        if (score.counters.isGiven() && cardsKnown) {
            int counters = t == expected - 1 ? pinochle::lastTrickBonus(deck) : 0;
            for (const PlayedCard &pc : trick.cards)
                counters += pinochle::counterValue(pc.card);
            if (counters != score.counters.value)
                m_ctx.warning("pn.play.counters",
                              QStringLiteral("Trick%1 holds %2 counters (an ace, ten or king is one%3), not %4")
                                  .arg(t + 1)
                                  .arg(counters)
                                  .arg(t == expected - 1 ? QStringLiteral(", the last trick %1 more").arg(pinochle::lastTrickBonus(deck))
                                                         : QString())
                                  .arg(score.counters.value),
                              line);
        }
        const int team = pinochle::teamOf(m_teams, trick.winner);
        if (score.counters.isGiven() && team >= 0) {
            m_counters[team] += score.counters.value;
            all += score.counters.value;
        } else {
            m_countersKnown = false;
        }
    }
    // the discard's counters go to the declarer's side
    const int declaring = pinochle::teamOf(m_teams, m_record.declarer());
    if (pn.discard.mark != PnMark::Absent) {
        if (pn.discard.counters.isGiven() && declaring >= 0) {
            m_counters[declaring] += pn.discard.counters.value;
            all += pn.discard.counters.value;
        } else {
            m_countersKnown = false;
        }
    }
    if (m_countersKnown && all != pinochle::totalCounters(deck))
        m_ctx.warning("pn.play.counters",
                      QStringLiteral("the counters add up to %1, not %2").arg(all).arg(pinochle::totalCounters(deck)),
                      m_ctx.tricks.value(int(tricks.size()) - 1, m_ctx.first));
}

bool PnPlayCheck::values(const QString &name, QList<int> *out) const
{
    const QList<Points> points = pinochle::teamScores(m_record, name);
    if (points.size() != m_teams.size())
        return false;
    out->clear();
    for (const Points &p : points) {
        if (!p.isGiven())
            return false;
        out->append(p.value);
    }
    return true;
}

void PnPlayCheck::checkScores()
{
    const int teams = int(m_teams.size());
    for (const Score &s : m_record.scores()) {
        const PnPos at = m_ctx.at(s.name);
        if (s.name == u"Winner") {
            int team = 0;
            if (s.value.startsWith(QLatin1String("Team")) && !teamFromToken(s.value, teams, &team))
                m_ctx.error("pn.score.winner", QStringLiteral("there is no %1: the table has %2 teams").arg(s.value).arg(teams), at);
            continue;
        }
        const int count = int(s.value.split(QLatin1Char(' '), Qt::SkipEmptyParts).size());
        if (s.name == u"Adjustments" && count == 1 && (s.value == u"-" || s.value == u"?"))
            continue;
        if (count != teams)
            m_ctx.error("pn.score.count",
                        QStringLiteral("%1 lists %2 values: the table has %3 teams, one value each").arg(s.name).arg(count).arg(teams),
                        at);
    }
    for (const char *label : {"MeldScores", "PlayScores", "HandScores"})
        if (pinochle::teamScores(m_record, QLatin1String(label)).isEmpty())
            m_ctx.missing(QLatin1String(label));

    const PinochleHand &pn = m_record.pinochle();
    QList<int> meld, play, adjust, hand, game, final;
    // meld scores: each team's meld points, or none (the rules may void them)
    if (values(QStringLiteral("MeldScores"), &meld)) {
        for (int t = 0; t < teams; ++t) {
            int sum = 0;
            bool known = !m_teams.at(t).isEmpty();
            for (Seat s : m_teams.at(t)) {
                const Meld *m = pn.meld(s);
                known = known && m && m->points.isGiven();
                sum += m ? m->points.value : 0;
            }
            if (known && meld.at(t) != sum && meld.at(t) != 0)
                m_ctx.error("pn.score.meld",
                            QStringLiteral("MeldScores gives Team%1 %2: its melds are worth %3 (or 0 by the rules)")
                                .arg(t + 1)
                                .arg(meld.at(t))
                                .arg(sum),
                            m_ctx.at(QStringLiteral("MeldScores")));
        }
    }
    if (values(QStringLiteral("PlayScores"), &play) && m_countersKnown) {
        for (int t = 0; t < teams; ++t)
            if (play.at(t) != m_counters.at(t) && play.at(t) != 0)
                m_ctx.error("pn.score.play",
                            QStringLiteral("PlayScores gives Team%1 %2: its tricks hold %3 counters (or 0 by the rules)")
                                .arg(t + 1)
                                .arg(play.at(t))
                                .arg(m_counters.at(t)),
                            m_ctx.at(QStringLiteral("PlayScores")));
    }
    // no Adjustments line (or '-'): nothing to adjust
    const QList<Points> adjustments = pinochle::teamScores(m_record, QStringLiteral("Adjustments"));
    if (adjustments.isEmpty() || (adjustments.size() == 1 && adjustments.first().mark == PnMark::Withheld))
        adjust.fill(0, teams);
    else
        values(QStringLiteral("Adjustments"), &adjust);
    const int declaring = pinochle::teamOf(m_teams, m_record.declarer());
    const int bid = pn.bid == PnMark::Given ? m_record.contract().level : -1;
    if (values(QStringLiteral("HandScores"), &hand) && meld.size() == teams && play.size() == teams
        && adjust.size() == teams) {
        for (int t = 0; t < teams; ++t) {
            const int made = meld.at(t) + play.at(t);
            const int sum = made + adjust.at(t);
            const PnPos at = m_ctx.at(QStringLiteral("HandScores"));
            if (t == declaring && bid > 0) {
                const int lost = -bid + adjust.at(t);
                if (hand.at(t) == lost && made >= bid && sum != lost)
                    m_ctx.error("pn.score.hand",
                                QStringLiteral("Team%1 made %2 of its %3 bid: the hand scores %4, not %5")
                                    .arg(t + 1)
                                    .arg(made)
                                    .arg(bid)
                                    .arg(sum)
                                    .arg(lost),
                                at);
                if (hand.at(t) == lost)
                    continue;
                if (hand.at(t) == sum && made < bid)
                    m_ctx.error("pn.score.hand",
                                QStringLiteral("Team%1 made %2 of its %3 bid: the hand scores %4").arg(t + 1).arg(made).arg(bid).arg(lost),
                                at);
                else if (hand.at(t) != sum)
                    m_ctx.error("pn.score.hand",
                                QStringLiteral("HandScores gives Team%1 %2: meld, play and adjustments make %3, a lost "
                                               "contract %4")
                                    .arg(t + 1)
                                    .arg(hand.at(t))
                                    .arg(sum)
                                    .arg(lost),
                                at);
            } else if (hand.at(t) != sum) {
                m_ctx.error("pn.score.hand",
                            QStringLiteral("HandScores gives Team%1 %2: meld, play and adjustments make %3")
                                .arg(t + 1)
                                .arg(hand.at(t))
                                .arg(sum),
                            at);
            }
        }
    }
    if (values(QStringLiteral("FinalScores"), &final) && values(QStringLiteral("GameScores"), &game)
        && values(QStringLiteral("HandScores"), &hand)) {
        for (int t = 0; t < teams; ++t)
            if (final.at(t) != game.at(t) + hand.at(t))
                m_ctx.error("pn.score.final",
                            QStringLiteral("FinalScores gives Team%1 %2: the game score %3 and the hand's %4 make %5")
                                .arg(t + 1)
                                .arg(final.at(t))
                                .arg(game.at(t))
                                .arg(hand.at(t))
                                .arg(game.at(t) + hand.at(t)),
                            m_ctx.at(QStringLiteral("FinalScores")));
    }
    int team = 0;
    const QString winner = [&] {
        for (const Score &s : m_record.scores())
            if (s.name == u"Winner")
                return s.value;
        return QString();
    }();
    if (final.size() == teams && teamFromToken(winner, teams, &team)) {
        for (int t = 0; t < teams; ++t)
            if (final.at(t) > final.at(team - 1))
                m_ctx.warning("pn.score.winner",
                              QStringLiteral("%1 wins with %2 though Team%3 has %4").arg(winner).arg(final.at(team - 1)).arg(t + 1).arg(final.at(t)),
                              m_ctx.at(QStringLiteral("Winner")));
    }
}

void PnPlayCheck::checkAgainstPrevious()
{
    if (!m_previous)
        return;
    for (const Score &s : m_previous->scores()) {
        if (s.name == u"FinalScores" || s.name == u"Winner") {
            m_ctx.error("pn.game.over",
                        QStringLiteral("the game ended with the %1 line of the hand before: FinalScores and Winner "
                                       "stand in a game's final hand")
                            .arg(s.name),
                        m_ctx.first);
            return;
        }
    }
    const Points before = m_previous->pinochle().deal;
    const Points now = m_record.pinochle().deal;
    if (before.isGiven() && now.isGiven() && now.value != before.value + 1)
        m_ctx.warning("pn.deal.number",
                      QStringLiteral("Deal %1 follows Deal %2").arg(now.value).arg(before.value), m_ctx.at(QStringLiteral("Deal")));
    const QList<Points> game = pinochle::teamScores(m_record, QStringLiteral("GameScores"));
    const QList<Points> lastGame = pinochle::teamScores(*m_previous, QStringLiteral("GameScores"));
    const QList<Points> lastHand = pinochle::teamScores(*m_previous, QStringLiteral("HandScores"));
    if (game.size() != lastGame.size() || game.size() != lastHand.size())
        return;
    for (int t = 0; t < game.size(); ++t) {
        if (!game.at(t).isGiven() || !lastGame.at(t).isGiven() || !lastHand.at(t).isGiven())
            continue;
        const int expected = lastGame.at(t).value + lastHand.at(t).value;
        if (game.at(t).value != expected)
            m_ctx.error("pn.score.game",
                        QStringLiteral("GameScores gives Team%1 %2: %3 before the last hand and %4 in it make %5")
                            .arg(t + 1)
                            .arg(game.at(t).value)
                            .arg(lastGame.at(t).value)
                            .arg(lastHand.at(t).value)
                            .arg(expected),
                        m_ctx.at(QStringLiteral("GameScores")));
    }
}

} // namespace kib::pn
