#include "pinochlesummary.h"

#include "model/pinochlerules.h"
#include "parsers/pn/pnlabels.h"
#include "parsers/pn/pnvalues.h"

namespace kib {

namespace {

QString seatName(const CardRecord &record, Seat seat)
{
    if (seat < 0)
        return QStringLiteral("?");
    const QString player = pinochle::playerName(record, seat);
    const QString token = pn::seatToken(seat);
    return player == record.seats().name(seat) ? QStringLiteral("%1 %2").arg(token, player)
                                               : QStringLiteral("%1 (%2)").arg(token, player);
}

QString cardsText(const Cards &cards)
{
    QStringList out;
    for (Card c : cards)
        out.append(pn::cardToken(c));
    return out.join(QLatin1Char(' '));
}

QString markOr(PnMark mark, const QString &given)
{
    return mark == PnMark::Given ? given : pnMarkText(mark);
}

} // namespace

QStringList PinochleSummary::lines() const
{
    QStringList out;
    out.append(QStringLiteral("Status: ") + status);
    for (const Line &l : teams)
        out.append(l.label + QStringLiteral(": ") + l.text);
    for (int r = 0; r < bids.size(); ++r)
        out.append(QStringLiteral("Bids%1: %2").arg(r + 1).arg(bids.at(r).join(QLatin1Char(' '))));
    for (const QList<Line> *section : {&contract, &exchange, &melds, &counters, &scores})
        for (const Line &l : *section)
            out.append(l.label + QStringLiteral(": ") + l.text);
    return out;
}

PinochleSummary PinochleSummary::at(const CardRecord &record, const TableState &state)
{
    PinochleSummary s;
    if (record.game() != Game::Pinochle)
        return s;
    const PinochleHand &pn = record.pinochle();
    const int n = record.seats().count();
    s.status = pnStatusName(pn.status);
    if (pn.status == PnStatus::Incomplete && !pn.missing.isEmpty())
        s.status += QStringLiteral(": %1 left out").arg(pn.missing.join(QStringLiteral(", ")));
    if (s.status.isEmpty())
        s.status = QStringLiteral("not read from PN");

    const QList<QList<Seat>> teams = pinochle::teams(record);
    for (int t = 0; t < teams.size(); ++t) {
        QStringList seats;
        for (Seat seat : teams.at(t))
            seats.append(seatName(record, seat));
        QString text = seats.join(QStringLiteral(", "));
        const QString system = record.tag(QStringLiteral("BidSystem%1").arg(t + 1));
        if (!system.isEmpty() && system != u"-")
            text += QStringLiteral(" (bidding %1)").arg(system);
        s.teams.append(Line{QStringLiteral("Team%1").arg(t + 1), text});
    }

    // the bids so far, by round
    const Auction &a = record.auction();
    for (int i = 0; i < n; ++i)
        s.bidSeats.append(a.first == NoSeat ? QStringLiteral("?") : pn::seatToken(record.seats().next(a.first, i)));
    for (int i = 0; i < state.callsMade && i < a.calls.size(); ++i) {
        if (i % n == 0)
            s.bids.append(QStringList());
        s.bids.last().append(a.calls.at(i).toString());
    }

    for (const Score &score : record.scores())
        if (score.name == u"GameScores")
            s.scores.append(Line{score.name, score.value});

    const bool over = state.step > 0 ? state.step >= record.auctionSteps() : a.calls.isEmpty();
    if (!over)
        return s;

    if (pn.declarer != PnMark::Absent || record.contract().isBid()) {
        const Suit trump = record.trump();
        const QString trumpText = pn.trump == PnMark::Query ? QStringLiteral("?")
                                  : trump == Suit::None      ? QStringLiteral("no trump")
                                                             : pn::trumpName(trump);
        s.contract.append(Line{QStringLiteral("Contract"),
                               QStringLiteral("%1 bids %2, trump %3")
                                   .arg(markOr(pn.declarer, seatName(record, record.declarer())),
                                        markOr(pn.bid, QString::number(record.contract().level)), trumpText)});
    }
    // the exchange and the meld as the replay reaches their steps
    // (everything once the play is on)
    const QList<ExchangeStep> steps = record.exchangeSteps();
    const bool playing = state.phase == TableState::Phase::Play;
    auto reached = [&](ExchangeStep e) {
        const qsizetype i = steps.indexOf(e);
        return playing || (i >= 0 && i < state.exchangeStepsDone);
    };
    for (const CardTransfer &p : reached(ExchangeStep::Pass) ? pn.passes : QList<CardTransfer>{}) {
        const Seat to = pinochle::passReceiver(p, n);
        s.exchange.append(Line{QStringLiteral("Pass%1").arg(p.from + 1),
                               QStringLiteral("%1 to %2: %3")
                                   .arg(seatName(record, p.from), to == NoSeat ? QStringLiteral("?") : seatName(record, to),
                                        markOr(p.mark, cardsText(p.cards)))});
    }
    for (const Pile &p : record.deal().piles) {
        if (!p.name.startsWith(QLatin1String("kitty")))
            continue;
        QString label = p.name;
        label[0] = label.at(0).toUpper();
        s.exchange.append(Line{label, p.hidden && p.cards.isEmpty() ? QStringLiteral("not shown") : cardsText(p.cards)});
    }
    if (pn.discard.mark != PnMark::Absent && reached(ExchangeStep::Discard))
        s.exchange.append(Line{QStringLiteral("Discard"),
                               QStringLiteral("%1, %2 counters")
                                   .arg(markOr(pn.discard.mark, cardsText(pn.discard.cards)), pn.discard.counters.toString())});

    QList<int> teamMeld(teams.size(), 0);
    QList<bool> teamKnown(teams.size(), true);
    for (const Meld &m : reached(ExchangeStep::Meld) ? pn.melds : QList<Meld>{}) {
        s.melds.append(Line{QStringLiteral("Meld%1").arg(m.seat + 1),
                            QStringLiteral("%1: %2, %3 points")
                                .arg(seatName(record, m.seat),
                                     markOr(m.mark, m.cards.isEmpty() ? QStringLiteral("nothing") : pn::groupedText(m.cards)),
                                     m.points.toString())});
        const int t = pinochle::teamOf(teams, m.seat);
        if (t < 0)
            continue;
        teamMeld[t] += m.points.value;
        teamKnown[t] = teamKnown.at(t) && m.points.isGiven();
    }
    if (!pn.melds.isEmpty() && reached(ExchangeStep::Meld) && teams.size() < n)
        for (int t = 0; t < teams.size(); ++t)
            s.melds.append(Line{QStringLiteral("Team%1 meld").arg(t + 1),
                                teamKnown.at(t) ? QString::number(teamMeld.at(t)) : QStringLiteral("?")});

    // counters taken so far: completed tricks, and the discard for the declarer's side
    if (state.phase == TableState::Phase::Play || !record.play().isEmpty()) {
        QList<int> taken(teams.size(), 0);
        QList<bool> known(teams.size(), true);
        const int declaring = pinochle::teamOf(teams, record.declarer());
        if (declaring >= 0 && pn.discard.mark != PnMark::Absent) {
            taken[declaring] += pn.discard.counters.value;
            known[declaring] = pn.discard.counters.isGiven();
        }
        const int done = state.trickWinner != NoSeat ? state.trick + 1 : state.trick;
        for (int t = 0; t < done && t < record.play().tricks.size(); ++t) {
            const int team = pinochle::teamOf(teams, record.play().tricks.at(t).winner);
            const Points p = pn.tricks.value(t).counters;
            if (team < 0)
                continue;
            taken[team] += p.value;
            known[team] = known.at(team) && p.isGiven();
        }
        for (int t = 0; t < teams.size(); ++t)
            s.counters.append(Line{QStringLiteral("Team%1 counters").arg(t + 1),
                                   known.at(t) ? QString::number(taken.at(t)) : QStringLiteral("?")});
    }

    if (state.step >= record.stepCount())
        for (const char *name : {"MeldScores", "PlayScores", "Adjustments", "HandScores", "FinalScores", "Winner"})
            for (const Score &score : record.scores())
                if (score.name == QLatin1String(name))
                    s.scores.append(Line{score.name, score.value});
    return s;
}

} // namespace kib
