#include "pnhandlines.h"

#include "pnlabels.h"
#include "pnvalues.h"

#include "model/rules.h"

#include <utility>

namespace kib::pn {

PnHandLines::PnHandLines(PnContext &context) : m_ctx(context), m_record(context.record())
{
    m_handSeen.fill(false, m_ctx.seats());
    PinochleHand &pn = m_record.pinochle();
    pn.hands.fill(PnMark::Absent, m_ctx.seats());
    pn.exchanged.fill(PnHand{}, m_ctx.seats());
}

void PnHandLines::valueError(const PnLine &line, const PnToken &token, const QString &message)
{
    m_ctx.error("pn.value.syntax", QStringLiteral("%1: %2").arg(line.label, message), PnPos{line.line, token.column});
}

bool PnHandLines::single(const PnLine &line)
{
    if (line.tokens.size() == 1)
        return true;
    valueError(line, line.tokens.value(1, PnToken{{}, line.valueColumn}),
               QStringLiteral("one value expected, %1 found").arg(line.tokens.size()));
    return false;
}

bool PnHandLines::points(const PnLine &line, const PnToken &token, Points *out)
{
    if (Points::fromString(token.text, out))
        return true;
    valueError(line, token, QStringLiteral("\"%1\" is not a number (nor '-' or '?')").arg(token.text));
    return false;
}

bool PnHandLines::seatOfLabel(const PnLine &line, Seat *seat)
{
    if (line.number >= 1 && line.number <= m_ctx.seats()) {
        *seat = line.number - 1;
        return true;
    }
    m_ctx.error("pn.label.seat",
                QStringLiteral("%1: there is no Seat%2 at a table of %3").arg(line.label).arg(line.number).arg(m_ctx.seats()),
                PnPos{line.line, 1});
    return false;
}

bool PnHandLines::cardList(const PnLine &line, const QList<PnToken> &tokens, Cards *cards)
{
    bool ok = true;
    for (const PnToken &t : tokens) {
        Card c;
        if (cardFromToken(t.text, &c)) {
            cards->append(c);
        } else {
            valueError(line, t, QStringLiteral("\"%1\" is not a card (suit C D S H, then A T K Q J 9)").arg(t.text));
            ok = false;
        }
    }
    return ok;
}

bool PnHandLines::isRedeclaration(const PnLine &line) const
{
    const Seat s = line.number - 1;
    return m_exchangeSeen || (s >= 0 && s < m_handSeen.size() && m_handSeen.at(s));
}

void PnHandLines::read(const PnLine &line)
{
    const QString &b = line.base;
    if (b == u"Deal") deal(line);
    else if (b == u"Dealer") dealer(line);
    else if (b == u"Hand") hand(line);
    else if (b == u"Bids") bids(line);
    else if (b == u"Contract") contract(line);
    else if (b == u"Pass") pass(line);
    else if (b == u"Kitty") kitty(line);
    else if (b == u"Discard") discard(line);
    else if (b == u"Meld") meld(line);
    else if (b == u"Trick") trick(line);
    else if (b == u"Winner") winner(line);
    else scores(line); // GameScores and the results
}

void PnHandLines::deal(const PnLine &line)
{
    if (!single(line))
        return;
    Points p;
    if (!points(line, line.tokens.first(), &p))
        return;
    if (p.isGiven() && (p.value < 1 || line.tokens.first().text.startsWith(u'+'))) {
        valueError(line, line.tokens.first(), QStringLiteral("the deal number must be 1 or more"));
        return;
    }
    m_record.pinochle().deal = p;
}

void PnHandLines::dealer(const PnLine &line)
{
    if (!single(line))
        return;
    const PnToken &t = line.tokens.first();
    const PnMark mark = pnMarkOf(t.text);
    Seat s = NoSeat;
    if (mark == PnMark::Given && !seatFromToken(t.text, m_ctx.seats(), &s)) {
        valueError(line, t, QStringLiteral("\"%1\" is not a seat of this table (Seat1 to Seat%2)").arg(t.text).arg(m_ctx.seats()));
        return;
    }
    m_record.pinochle().dealer = mark;
    m_record.setDealer(s);
}

void PnHandLines::hand(const PnLine &line)
{
    Seat s;
    if (!seatOfLabel(line, &s))
        return;
    const bool redeclared = isRedeclaration(line);
    PinochleHand &pn = m_record.pinochle();
    if (redeclared && pn.exchanged.at(s).mark != PnMark::Absent) {
        m_ctx.error("pn.line.duplicate", QStringLiteral("%1 is redeclared twice").arg(line.label), PnPos{line.line, 1});
        return;
    }
    PnHand h;
    if (line.tokens.size() == 1 && pnMarkOf(line.tokens.first().text) != PnMark::Given) {
        h.mark = pnMarkOf(line.tokens.first().text);
    } else {
        int column = line.valueColumn;
        const QString problem = parseGrouped(line.tokens, &h.cards, &column);
        if (!problem.isEmpty()) {
            m_ctx.error("pn.cards.syntax", QStringLiteral("%1: %2").arg(line.label, problem), PnPos{line.line, column});
            return;
        }
        h.mark = PnMark::Given;
    }
    if (redeclared) {
        pn.exchanged[s] = h;
        return;
    }
    m_handSeen[s] = true;
    pn.hands[s] = h.mark;
    Hand &dealt = m_record.deal().hands[s];
    dealt.known = h.mark == PnMark::Given;
    dealt.cards = h.cards;
}

void PnHandLines::bids(const PnLine &line)
{
    if (line.number != m_bidLines + 1) {
        m_ctx.error("pn.auction.round",
                    QStringLiteral("%1 stands where Bids%2 belongs: rounds are numbered from 1 in order")
                        .arg(line.label)
                        .arg(m_bidLines + 1),
                    PnPos{line.line, 1});
        return;
    }
    ++m_bidLines;
    if (line.tokens.size() > m_ctx.seats()) {
        valueError(line, line.tokens.at(m_ctx.seats()),
                   QStringLiteral("a round holds one bid per player (%1), %2 found").arg(m_ctx.seats()).arg(line.tokens.size()));
        return;
    }
    bool ok = true;
    for (const PnToken &t : line.tokens) {
        if (t.text == u"Pass" || t.text == u"-" || t.text == u"?")
            continue;
        bool number = !t.text.startsWith(u'0') && !t.text.isEmpty();
        for (QChar c : t.text)
            number = number && c.isDigit();
        if (!number || t.text.size() > 6) {
            valueError(line, t, QStringLiteral("a bid is \"Pass\" or a positive whole number (or '-', '?'), not \"%1\"").arg(t.text));
            ok = false;
        }
    }
    if (!ok)
        return;
    // every round but the last has one bid per player
    if (!m_rounds.isEmpty() && m_rounds.last().size() < m_ctx.seats()) {
        m_ctx.error("pn.auction.round",
                    QStringLiteral("Bids%1 holds %2 bids: every round but the last holds one per player (%3)")
                        .arg(m_rounds.size())
                        .arg(m_rounds.last().size())
                        .arg(m_ctx.seats()),
                    PnPos{line.line, 1});
    }
    m_rounds.append(line.tokens);
    m_roundLines.append(line.line);
    m_ctx.roundSizes.append(int(line.tokens.size()));
}

void PnHandLines::contract(const PnLine &line)
{
    if (line.tokens.size() != 3) {
        valueError(line, line.tokens.value(0, PnToken{{}, line.valueColumn}),
                   QStringLiteral("the contract is a seat, the bid and the trump (3 values), %1 found").arg(line.tokens.size()));
        return;
    }
    PinochleHand &pn = m_record.pinochle();
    const PnToken &seat = line.tokens.at(0);
    Seat declarer = NoSeat;
    const PnMark seatMark = pnMarkOf(seat.text);
    if (seatMark == PnMark::Given && !seatFromToken(seat.text, m_ctx.seats(), &declarer)) {
        valueError(line, seat, QStringLiteral("\"%1\" is not a seat of this table").arg(seat.text));
        return;
    }
    Points bid;
    if (!points(line, line.tokens.at(1), &bid))
        return;
    if (bid.isGiven() && (bid.value <= 0 || line.tokens.at(1).text.startsWith(u'+'))) {
        valueError(line, line.tokens.at(1), QStringLiteral("a bid is a positive number"));
        return;
    }
    const PnToken &trump = line.tokens.at(2);
    Suit suit = Suit::None;
    const PnMark trumpMark = pnMarkOf(trump.text);
    if (trumpMark == PnMark::Given && !trumpFromName(trump.text, &suit)) {
        valueError(line, trump, QStringLiteral("trump is Clubs, Diamonds, Spades or Hearts ('-' for none), not \"%1\"").arg(trump.text));
        return;
    }
    Contract c;
    c.kind = Contract::Kind::Bid;
    c.level = bid.value;
    c.strain = suitStrain(suit);
    m_record.setContract(c);
    m_record.setDeclarer(declarer);
    pn.declarer = seatMark;
    pn.bid = bid.mark;
    pn.trump = trumpMark;
}

void PnHandLines::pass(const PnLine &line)
{
    Seat from;
    if (!seatOfLabel(line, &from))
        return;
    m_exchangeSeen = true;
    CardTransfer t;
    t.from = from;
    QList<PnToken> tokens = line.tokens;
    if (!tokens.isEmpty() && tokens.last().text.startsWith(QLatin1String("Seat"))) {
        if (!seatFromToken(tokens.last().text, m_ctx.seats(), &t.to) || t.to == from) {
            valueError(line, tokens.last(), QStringLiteral("\"%1\" cannot receive these cards").arg(tokens.last().text));
            return;
        }
        tokens.removeLast();
    }
    if (tokens.size() == 1 && pnMarkOf(tokens.first().text) != PnMark::Given)
        t.mark = pnMarkOf(tokens.first().text);
    else if (tokens.isEmpty() || !cardList(line, tokens, &t.cards))
        return;
    if (t.to == NoSeat && m_ctx.seats() % 2 != 0) {
        m_ctx.error("pn.exchange.receiver",
                    QStringLiteral("%1: at a table of three nobody sits across: name the receiving seat").arg(line.label),
                    PnPos{line.line, line.valueColumn});
        return;
    }
    m_record.pinochle().passes.append(t);
}

void PnHandLines::kitty(const PnLine &line)
{
    if (line.number == 0)
        m_exchangeSeen = true;
    if (line.number > 0 && line.number != m_bidLines) {
        m_ctx.error("pn.auction.kitty",
                    QStringLiteral("%1 must follow Bids%2").arg(line.label).arg(line.number),
                    PnPos{line.line, 1});
        return;
    }
    const QString name = line.number > 0 ? QStringLiteral("kitty%1").arg(line.number) : QStringLiteral("kitty");
    Pile pile{name, {}, false};
    if (line.tokens.size() == 1 && line.tokens.first().text == u"-") {
        pile.hidden = true;
    } else {
        if (!cardList(line, line.tokens, &pile.cards))
            return;
        if (!isPnSorted(pile.cards)) {
            m_ctx.error("pn.cards.order",
                        QStringLiteral("%1: the kitty's cards go in suit order C D S H, ranks A T K Q J 9").arg(line.label),
                        PnPos{line.line, line.valueColumn});
            return;
        }
    }
    if (std::as_const(m_record).deal().pile(name)) {
        m_ctx.error("pn.line.duplicate", QStringLiteral("%1 is declared twice").arg(line.label), PnPos{line.line, 1});
        return;
    }
    m_record.deal().piles.append(pile);
}

void PnHandLines::discard(const PnLine &line)
{
    m_exchangeSeen = true;
    if (line.tokens.size() < 2) {
        valueError(line, line.tokens.value(0, PnToken{{}, line.valueColumn}),
                   QStringLiteral("the discard lists its cards, then their counters"));
        return;
    }
    Discard d;
    QList<PnToken> cards = line.tokens.mid(0, line.tokens.size() - 1);
    if (!points(line, line.tokens.last(), &d.counters))
        return;
    if (cards.size() == 1 && cards.first().text == u"-") {
        d.mark = PnMark::Withheld;
    } else {
        if (!cardList(line, cards, &d.cards))
            return;
        d.mark = PnMark::Given;
    }
    m_record.pinochle().discard = d;
}

void PnHandLines::meld(const PnLine &line)
{
    Meld m;
    if (!seatOfLabel(line, &m.seat))
        return;
    if (line.tokens.size() < 2) {
        valueError(line, line.tokens.value(0, PnToken{{}, line.valueColumn}),
                   QStringLiteral("the meld lists its cards in grouped syntax, then its points"));
        return;
    }
    if (!points(line, line.tokens.last(), &m.points))
        return;
    const QList<PnToken> cards = line.tokens.mid(0, line.tokens.size() - 1);
    if (cards.size() == 1 && pnMarkOf(cards.first().text) != PnMark::Given) {
        m.mark = pnMarkOf(cards.first().text);
    } else {
        int column = line.valueColumn;
        const QString problem = parseGrouped(cards, &m.cards, &column);
        if (!problem.isEmpty()) {
            m_ctx.error("pn.cards.syntax", QStringLiteral("%1: %2").arg(line.label, problem), PnPos{line.line, column});
            return;
        }
        if (m.cards.isEmpty() && m.points.isGiven() && m.points.value != 0)
            m_ctx.error("pn.meld.points",
                        QStringLiteral("%1 tables no cards, so its points are 0").arg(line.label),
                        PnPos{line.line, line.tokens.last().column});
    }
    if (m_record.pinochle().meld(m.seat)) {
        m_ctx.error("pn.line.duplicate", QStringLiteral("%1 is declared twice").arg(line.label), PnPos{line.line, 1});
        return;
    }
    m_record.pinochle().melds.append(m);
}

void PnHandLines::trick(const PnLine &line)
{
    const int n = m_ctx.seats();
    if (line.number != m_trickLines + 1) {
        m_ctx.error("pn.play.number",
                    QStringLiteral("%1 stands where Trick%2 belongs: tricks are numbered from 1 in order")
                        .arg(line.label)
                        .arg(m_trickLines + 1),
                    PnPos{line.line, 1});
        return;
    }
    ++m_trickLines;
    if (line.tokens.size() != n + 2) {
        valueError(line, line.tokens.value(0, PnToken{{}, line.valueColumn}),
                   QStringLiteral("a trick lists %1 cards, its winner and its counters (%2 values), %3 found")
                       .arg(n)
                       .arg(n + 2)
                       .arg(line.tokens.size()));
        return;
    }
    QList<PnToken> cards = line.tokens.mid(0, n);
    for (const PnToken &t : cards) {
        Card c;
        if (t.text != u"-" && !cardFromToken(t.text, &c)) {
            valueError(line, t, QStringLiteral("\"%1\" is not a card").arg(t.text));
            return;
        }
    }
    const PnToken &winner = line.tokens.at(n);
    Seat w = NoSeat;
    if (pnMarkOf(winner.text) == PnMark::Given && !seatFromToken(winner.text, n, &w)) {
        valueError(line, winner, QStringLiteral("\"%1\" is not a seat of this table").arg(winner.text));
        return;
    }
    TrickScore score;
    score.winner = pnMarkOf(winner.text);
    if (!points(line, line.tokens.at(n + 1), &score.counters))
        return;
    m_tricks.append(cards);
    m_trickWinners.append(winner);
    m_record.pinochle().tricks.append(score);
    m_ctx.tricks.append(PnPos{line.line, line.valueColumn});
}

void PnHandLines::scores(const PnLine &line)
{
    QStringList values;
    for (const PnToken &t : line.tokens) {
        Points p;
        if (!points(line, t, &p))
            return;
        values.append(p.toString());
    }
    if (values.isEmpty())
        return;
    m_record.scores().append(Score{line.label, values.join(QLatin1Char(' '))});
}

void PnHandLines::winner(const PnLine &line)
{
    if (!single(line))
        return;
    const PnToken &t = line.tokens.first();
    Seat s;
    int team;
    if (pnMarkOf(t.text) == PnMark::Given && !seatFromToken(t.text, m_ctx.seats(), &s) && !teamFromToken(t.text, 6, &team)) {
        valueError(line, t, QStringLiteral("the winner is a team (Team1) or a seat (Seat2), not \"%1\"").arg(t.text));
        return;
    }
    m_record.scores().append(Score{line.label, t.text});
}

void PnHandLines::finish()
{
    buildCalls();
    buildTricks();
}

void PnHandLines::buildCalls()
{
    Auction &a = m_record.auction();
    const Seat dealer = m_record.dealer();
    a.first = dealer == NoSeat ? NoSeat : m_record.seats().next(dealer);
    for (const QList<PnToken> &round : m_rounds) {
        for (const PnToken &t : round) {
            Call c;
            if (t.text == u"Pass") {
                c = Call::pass();
            } else if (t.text == u"-" || t.text == u"?") {
                c.kind = Call::Kind::Unknown;
                c.text = t.text;
                if (t.text == u"?")
                    a.queryPoints.append(int(a.calls.size()));
            } else {
                c = Call::other(t.text);
            }
            a.calls.append(c);
        }
    }
    m_ctx.calls.clear();
    for (int r = 0; r < m_rounds.size(); ++r)
        for (const PnToken &t : m_rounds.at(r))
            m_ctx.calls.append(PnPos{m_roundLines.at(r), t.column});
}

void PnHandLines::buildTricks()
{
    const int n = m_ctx.seats();
    Play &play = m_record.play();
    Seat leader = m_record.declarer();
    play.leader = leader;
    int flat = 0;
    for (int t = 0; t < m_tricks.size(); ++t) {
        Trick trick;
        trick.leader = leader;
        QList<PnPos> positions;
        for (int i = 0; i < m_tricks.at(t).size(); ++i) {
            const PnToken &tok = m_tricks.at(t).at(i);
            PlayedCard pc;
            pc.seat = leader == NoSeat ? NoSeat : m_record.seats().next(leader, i);
            if (tok.text == u"-" || tok.text == u"?") {
                pc.kind = PlayedCard::Kind::Unknown;
                if (tok.text == u"?")
                    play.queryPoints.append(flat);
            } else {
                cardFromToken(tok.text, &pc.card);
            }
            trick.cards.append(pc);
            positions.append(PnPos{m_ctx.tricks.at(t).line, tok.column});
            ++flat;
        }
        Seat w = NoSeat;
        seatFromToken(m_trickWinners.at(t).text, n, &w);
        trick.winner = w;
        play.tricks.append(trick);
        m_ctx.trickCards.append(positions);
        leader = w;
    }
}

} // namespace kib::pn
