#include "pnvalidator.h"

#include "pnplaycheck.h"
#include "pnvalues.h"

#include "model/pinochlemeld.h"
#include "model/pinochlerules.h"
#include "model/rules.h"

namespace kib::pn {

namespace {

bool sameCards(Cards a, Cards b)
{
    sortPn(a);
    sortPn(b);
    return a == b;
}

QString cardsText(const Cards &cards)
{
    QStringList out;
    for (Card c : cards)
        out.append(cardToken(c));
    return out.join(QLatin1Char(' '));
}

} // namespace

PnValidator::PnValidator(PnContext &context, const CardRecord *previous)
    : m_ctx(context), m_record(context.record()), m_previous(previous)
{
}

QString PnValidator::seatName(Seat seat) const
{
    return seat == NoSeat ? QStringLiteral("?") : seatToken(seat);
}

void PnValidator::run()
{
    checkGameLines();
    checkDeal();
    checkAuction();
    checkContract();
    checkExchange();
    checkMeld();
    PnPlayCheck(m_ctx, m_previous, m_knownAfter).run();
}

void PnValidator::checkGameLines()
{
    // lines without a default that a Complete annotation declares
    for (const char *label : {"Presenter", "DateTime"})
        if (!m_record.hasTag(QLatin1String(label)))
            m_ctx.missing(QLatin1String(label));
}

void PnValidator::checkDeal()
{
    const PinochleHand &pn = m_record.pinochle();
    const int n = m_ctx.seats();
    if (!pn.deal.isPresent())
        m_ctx.missing(QStringLiteral("Deal"));
    bool gameScores = false;
    for (const Score &s : m_record.scores())
        gameScores = gameScores || s.name == u"GameScores";
    if (!gameScores)
        m_ctx.missing(QStringLiteral("GameScores"));
    if (pn.dealer == PnMark::Absent)
        m_ctx.missing(QStringLiteral("Dealer"));
    for (Seat s = 0; s < n; ++s)
        if (pn.hands.value(s) == PnMark::Absent)
            m_ctx.missing(QStringLiteral("Hand%1").arg(s + 1));

    // every hand holds as many cards
    const Deck deck = m_record.deck();
    QHash<int, int> sizes;
    bool allKnown = true;
    for (Seat s = 0; s < n; ++s) {
        const Hand &h = m_record.deal().hands.at(s);
        if (h.known)
            ++sizes[int(h.cards.size())];
        else
            allKnown = false;
    }
    int size = -1;
    for (auto it = sizes.cbegin(); it != sizes.cend(); ++it)
        if (size < 0 || it.value() > sizes.value(size) || (it.value() == sizes.value(size) && it.key() > size))
            size = it.key();
    for (Seat s = 0; s < n; ++s) {
        const Hand &h = m_record.deal().hands.at(s);
        if (h.known && h.cards.size() != size)
            m_ctx.error("pn.deal.count",
                        QStringLiteral("Hand%1 holds %2 cards, the other hands %3").arg(s + 1).arg(h.cards.size()).arg(size),
                        m_ctx.at(QStringLiteral("Hand%1").arg(s + 1)));
    }

    // against the deck: the kitty takes what the hands leave
    const Cards kitty = pinochle::kittyCards(m_record.deal());
    bool kittyLine = false;
    for (const Pile &p : m_record.deal().piles)
        kittyLine = kittyLine || p.name.startsWith(QLatin1String("kitty"));
    if (size > 0) {
        const int rest = deck.size() - n * size;
        const QString deckName = deck.kind() == DeckKind::Pinochle80 ? QStringLiteral("a double deck (80 cards)")
                                                                      : QStringLiteral("a single deck (48 cards)");
        if (rest < 0 || rest > 4) {
            m_ctx.error("pn.deal.count",
                        QStringLiteral("hands of %1 cards do not deal %2 to %3 players").arg(size).arg(deckName).arg(n),
                        m_ctx.at(QStringLiteral("Hand1")));
        } else if (rest > 0 && kittyLine && allKnown && kitty.size() != rest) {
            m_ctx.error("pn.deal.count",
                        QStringLiteral("the kitty holds %1 cards: with hands of %2 from %3 it holds %4")
                            .arg(kitty.size())
                            .arg(size)
                            .arg(deckName)
                            .arg(rest),
                        m_ctx.at(m_ctx.where.contains(QStringLiteral("Kitty")) ? QStringLiteral("Kitty")
                                                                               : QStringLiteral("Kitty1")));
        } else if (rest == 0 && !kitty.isEmpty()) {
            m_ctx.error("pn.deal.count",
                        QStringLiteral("the hands hold the whole deck: there is no card left for the kitty"),
                        m_ctx.at(QStringLiteral("Kitty")));
        } else if (rest > 0 && !kittyLine) {
            m_ctx.missing(QStringLiteral("Kitty"));
        }
    }

    // card conservation
    for (const rules::DealProblem &p : rules::checkDeal(m_record.deal(), deck, 999)) {
        if (p.kind == rules::DealProblem::Kind::HandTooLarge)
            continue;
        const QString where = p.seat == NoSeat ? QStringLiteral("Hand1") : QStringLiteral("Hand%1").arg(p.seat + 1);
        if (p.kind == rules::DealProblem::Kind::NotInDeck)
            m_ctx.error("pn.deal.card",
                        QStringLiteral("%1 is not a card of %2").arg(cardToken(p.card), deck.kind() == DeckKind::Pinochle80
                                                                                           ? QStringLiteral("a double deck")
                                                                                           : QStringLiteral("a single deck")),
                        m_ctx.at(where));
        else
            m_ctx.error("pn.deal.copies",
                        QStringLiteral("%1 is dealt %2 times; the deck holds it %3 times")
                            .arg(cardToken(p.card))
                            .arg(p.count)
                            .arg(deck.copies(p.card)),
                        m_ctx.at(where));
    }
}

void PnValidator::checkAuction()
{
    const Auction &a = m_record.auction();
    const int n = m_ctx.seats();
    if (a.calls.isEmpty()) {
        m_ctx.missing(QStringLiteral("Bids1"));
        return;
    }
    QList<bool> active(n, true);
    auto seatAt = [&](int i) { return a.first == NoSeat ? Seat(i % n) : m_record.seats().next(a.first, i); };
    auto name = [&](Seat s) {
        return a.first == NoSeat ? QStringLiteral("the bidder in place %1").arg(s + 1) : seatToken(s);
    };
    for (int i = 0; i < a.calls.size(); ++i) {
        const Call &c = a.calls.at(i);
        const Seat s = seatAt(i);
        const PnPos pos = m_ctx.calls.value(i, m_ctx.first);
        if (m_query)
            break;
        if (m_over) {
            m_ctx.error("pn.auction.over",
                        m_high > 0 ? QStringLiteral("the auction was over: %1 won it with %2").arg(name(m_highSeat)).arg(m_high)
                                   : QStringLiteral("the auction was over: every player passed"),
                        pos);
            break;
        }
        const bool dash = c.kind == Call::Kind::Unknown && c.text == u"-";
        if (!active.at(s)) {
            if (!dash)
                m_ctx.error("pn.auction.inactive",
                            QStringLiteral("%1 is out of the auction: '-' stands in its place, not \"%2\"")
                                .arg(name(s), c.toString()),
                            pos);
        } else if (dash) {
            m_ctx.error("pn.auction.active",
                        QStringLiteral("%1 is still in the auction: '-' stands only for a player out of it").arg(name(s)),
                        pos);
        } else if (c.kind == Call::Kind::Pass) {
            active[s] = false;
        } else if (c.kind == Call::Kind::Unknown) {
            m_query = true; // '?': the rest cannot be checked
        } else {
            const int v = c.text.toInt();
            if (v <= m_high)
                m_ctx.error("pn.auction.bid",
                            QStringLiteral("a bid of %1 does not exceed %2's %3").arg(v).arg(name(m_highSeat)).arg(m_high), pos);
            else {
                m_high = v;
                m_highSeat = s;
            }
        }
        const int left = int(active.count(true));
        if (left == 0 || (left == 1 && m_high > 0 && active.at(m_highSeat)))
            m_over = true;
    }
    if (!m_over && !m_query) {
        const int rounds = int(m_ctx.roundSizes.size());
        const bool lastFull = !m_ctx.roundSizes.isEmpty() && m_ctx.roundSizes.last() == n;
        m_ctx.missing(QStringLiteral("Bids%1").arg(lastFull ? rounds + 1 : rounds));
    }
}

void PnValidator::checkContract()
{
    const PinochleHand &pn = m_record.pinochle();
    if (pn.declarer == PnMark::Absent) {
        m_ctx.missing(QStringLiteral("Contract"));
        return;
    }
    if (!m_over || m_query || m_high <= 0)
        return;
    const PnPos at = m_ctx.at(QStringLiteral("Contract"));
    if (pn.declarer == PnMark::Given && m_record.declarer() != m_highSeat && m_record.auction().first != NoSeat)
        m_ctx.error("pn.contract.winner",
                    QStringLiteral("the contract names %1, but %2 won the auction with %3")
                        .arg(seatName(m_record.declarer()), seatName(m_highSeat))
                        .arg(m_high),
                    at);
    if (pn.bid == PnMark::Given && m_record.contract().level != m_high)
        m_ctx.error("pn.contract.bid",
                    QStringLiteral("the contract is %1, but the winning bid was %2").arg(m_record.contract().level).arg(m_high),
                    at);
}

void PnValidator::checkExchange()
{
    const PinochleHand &pn = m_record.pinochle();
    const int n = m_ctx.seats();
    QList<Cards> hands(n);
    m_knownAfter.fill(false, n);
    for (Seat s = 0; s < n; ++s) {
        hands[s] = m_record.deal().hands.at(s).cards;
        m_knownAfter[s] = m_record.deal().hands.at(s).known;
        for (Card c : hands.at(s))
            m_knownAfter[s] = m_knownAfter.at(s) && c.isValid();
    }
    for (int i = 0; i < pn.passes.size(); ++i) {
        const CardTransfer &p = pn.passes.at(i);
        const Seat to = pinochle::passReceiver(p, n);
        const PnPos at = m_ctx.at(QStringLiteral("Pass%1").arg(p.from + 1));
        bool known = p.mark == PnMark::Given;
        for (Card c : p.cards)
            known = known && c.isValid();
        if (known && m_knownAfter.at(p.from)) {
            Cards rest = hands.at(p.from);
            if (!pinochle::removeCards(rest, p.cards))
                m_ctx.error("pn.exchange.cards",
                            QStringLiteral("%1 passes %2, which it does not hold").arg(seatToken(p.from), cardsText(p.cards)), at);
            hands[p.from] = rest;
        } else {
            m_knownAfter[p.from] = false;
        }
        if (to >= 0 && to < n) {
            hands[to] += p.cards;
            m_knownAfter[to] = m_knownAfter.at(to) && known;
        }
    }

    const Seat declarer = m_record.declarer();
    const Cards kitty = pinochle::kittyCards(m_record.deal());
    bool kittyLine = false;
    for (const Pile &p : m_record.deal().piles)
        kittyLine = kittyLine || p.name.startsWith(QLatin1String("kitty"));
    if (kittyLine && pn.discard.mark == PnMark::Absent)
        m_ctx.missing(QStringLiteral("Discard"));
    if (declarer >= 0 && declarer < n && (kittyLine || pn.discard.mark != PnMark::Absent)) {
        bool known = m_knownAfter.at(declarer) && pn.discard.mark != PnMark::Withheld;
        for (const Pile &p : m_record.deal().piles)
            known = known && !(p.name.startsWith(QLatin1String("kitty")) && p.hidden);
        for (Card c : kitty + pn.discard.cards)
            known = known && c.isValid();
        hands[declarer] += kitty;
        if (known && pn.discard.mark == PnMark::Given) {
            Cards rest = hands.at(declarer);
            if (!pinochle::removeCards(rest, pn.discard.cards))
                m_ctx.error("pn.exchange.discard",
                            QStringLiteral("%1 discards %2, which it does not hold with the kitty")
                                .arg(seatToken(declarer), cardsText(pn.discard.cards)),
                            m_ctx.at(QStringLiteral("Discard")));
            hands[declarer] = rest;
        }
        m_knownAfter[declarer] = known;
    }
    if (pn.discard.mark == PnMark::Given && pn.discard.counters.isGiven()) {
        int counters = 0;
        bool known = true;
        for (Card c : pn.discard.cards) {
            counters += pinochle::counterValue(c);
            known = known && c.isValid();
        }
        if (known && counters != pn.discard.counters.value)
            m_ctx.warning("pn.exchange.counters",
                          QStringLiteral("the discard holds %1 counters (aces, tens and kings), not %2")
                              .arg(counters)
                              .arg(pn.discard.counters.value),
                          m_ctx.at(QStringLiteral("Discard")));
    }

    for (Seat s = 0; s < n; ++s) {
        const PnHand &re = pn.exchanged.value(s);
        const QString label = QStringLiteral("Hand%1").arg(s + 1);
        if (re.mark == PnMark::Given) {
            if (m_knownAfter.at(s) && !sameCards(re.cards, hands.at(s)))
                m_ctx.error("pn.exchange.hand",
                            QStringLiteral("%1 after the exchange should be %2").arg(label, groupedText(hands.at(s))),
                            m_ctx.at(label));
            m_knownAfter[s] = true;
            for (Card c : re.cards)
                m_knownAfter[s] = m_knownAfter.at(s) && c.isValid();
        } else if (re.mark == PnMark::Absent && m_knownAfter.at(s)
                   && !sameCards(hands.at(s), m_record.deal().hands.at(s).cards)) {
            m_ctx.missing(label + QStringLiteral(" (after the exchange)"));
        } else if (re.mark != PnMark::Absent) {
            m_knownAfter[s] = false;
        }
    }
}

void PnValidator::checkMeld()
{
    const PinochleHand &pn = m_record.pinochle();
    if (pn.melds.isEmpty())
        return; // the meld phase may not occur
    const int n = m_ctx.seats();
    const QList<Cards> hands = pinochle::handsForPlay(m_record);
    for (Seat s = 0; s < n; ++s) {
        const Meld *m = pn.meld(s);
        const QString label = QStringLiteral("Meld%1").arg(s + 1);
        if (!m) {
            m_ctx.missing(label);
            continue;
        }
        if (m->mark != PnMark::Given || !m_knownAfter.value(s))
            continue;
        Cards rest = hands.at(s);
        Cards shown;
        for (Card c : m->cards)
            if (c.isValid())
                shown.append(c);
        if (!pinochle::removeCards(rest, shown))
            m_ctx.error("pn.meld.cards",
                        QStringLiteral("%1 tables cards %2 does not hold").arg(label, seatToken(s)), m_ctx.at(label));
    }
    // the points against the meld table, and cards in no meld (warnings:
    // house rules differ); cards not held are reported above
    for (const pinochle::MeldProblem &p : pinochle::checkMelds(m_record, m_knownAfter)) {
        const PnPos at = m_ctx.at(QStringLiteral("Meld%1").arg(p.seat + 1));
        if (p.kind == pinochle::MeldProblem::Kind::PointsMismatch)
            m_ctx.warning("pn.meld.points", p.message(), at);
        else if (p.kind == pinochle::MeldProblem::Kind::Unused)
            m_ctx.warning("pn.meld.unused", p.message(), at);
    }
}

} // namespace kib::pn
