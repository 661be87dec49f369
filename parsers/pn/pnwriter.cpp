#include "pnwriter.h"

#include "pnlabels.h"
#include "pnvalues.h"

#include <climits>

namespace kib::pn {

namespace {

QString oneLine(QString text)
{
    text.replace(QLatin1String("\r\n"), QLatin1String(" "));
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    text.replace(QLatin1Char('\r'), QLatin1Char(' '));
    return text.trimmed();
}

QString cardsValue(const Cards &cards)
{
    QStringList out;
    for (Card c : cards)
        out.append(cardToken(c));
    return out.join(QLatin1Char(' '));
}

QString seatValue(PnMark mark, Seat seat)
{
    if (mark == PnMark::Withheld || mark == PnMark::Query)
        return pnMarkText(mark);
    return seat == NoSeat ? QStringLiteral("-") : seatToken(seat);
}

QString pointsValue(const Points &p)
{
    return p.isPresent() ? p.toString() : QStringLiteral("-");
}

const char *const resultLines[] = {"MeldScores", "PlayScores", "Adjustments", "HandScores", "FinalScores", "Winner"};

} // namespace

void PnWriter::line(const QString &label, const QString &value)
{
    const QString v = oneLine(value);
    m_lines.append(label + QLatin1Char(' ') + (v.isEmpty() ? QStringLiteral("-") : v));
}

void PnWriter::notes(const CardRecord &record, Anchor::Kind kind, int from, int to)
{
    const QList<Commentary> &comments = record.comments();
    for (int i = 0; i < comments.size(); ++i) {
        const Commentary &c = comments.at(i);
        if (m_noteWritten.at(i) || c.anchor.kind != kind)
            continue;
        if (kind != Anchor::Kind::Record && kind != Anchor::Kind::End && (c.anchor.index < from || c.anchor.index > to))
            continue;
        m_noteWritten[i] = true;
        line(QStringLiteral("Note"), c.text);
    }
}

void PnWriter::gameSection(const CardRecord &record)
{
    notes(record, Anchor::Kind::Record, 0, 0);
    const Tags &tags = record.tags();
    for (int i = 0; i < tags.size(); ++i) {
        const Tag &t = tags.at(i);
        if (!t.inherited && tagOrder(t.name) >= 0)
            line(t.name, t.value);
        notes(record, Anchor::Kind::Tag, i, i);
    }
    notes(record, Anchor::Kind::Tag, int(tags.size()), INT_MAX);
}

QString PnWriter::record(const CardRecord &record, bool startsGame)
{
    m_lines.clear();
    m_noteWritten.fill(false, record.comments().size());
    QString out;
    if (startsGame) {
        gameSection(record);
        if (!m_lines.isEmpty()) {
            out = m_lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
            m_lines.clear();
        }
    }
    handSection(record, startsGame);
    if (!m_lines.isEmpty()) {
        if (!out.isEmpty())
            out += QLatin1Char('\n');
        out += m_lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
    }
    return out;
}

void PnWriter::handSection(const CardRecord &record, bool startsGame)
{
    const PinochleHand &pn = record.pinochle();
    const int n = record.seats().count();
    if (!startsGame)
        notes(record, Anchor::Kind::Record, 0, 0);
    if (pn.deal.isPresent())
        line(QStringLiteral("Deal"), pn.deal.toString());
    if (!startsGame) {
        // table lines that change with this hand
        const Tags &tags = record.tags();
        for (int i = 0; i < tags.size(); ++i) {
            if (!tags.at(i).inherited && tagOrder(tags.at(i).name) >= 0)
                line(tags.at(i).name, tags.at(i).value);
            notes(record, Anchor::Kind::Tag, i, i);
        }
        notes(record, Anchor::Kind::Tag, int(tags.size()), INT_MAX);
    }
    for (const Score &s : record.scores())
        if (s.name == u"GameScores")
            line(s.name, s.value);
    const PnMark dealer = pn.dealer != PnMark::Absent ? pn.dealer
                          : record.dealer() != NoSeat ? PnMark::Given
                                                      : PnMark::Absent;
    if (dealer != PnMark::Absent)
        line(QStringLiteral("Dealer"), seatValue(dealer, record.dealer()));
    for (Seat s = 0; s < n && s < record.deal().hands.size(); ++s) {
        const Hand &h = record.deal().hands.at(s);
        const PnMark mark = s < pn.hands.size() ? pn.hands.at(s) : h.known ? PnMark::Given : PnMark::Absent;
        if (mark == PnMark::Given)
            line(QStringLiteral("Hand%1").arg(s + 1), groupedText(h.cards));
        else if (mark != PnMark::Absent)
            line(QStringLiteral("Hand%1").arg(s + 1), pnMarkText(mark));
    }
    notes(record, Anchor::Kind::Call, INT_MIN, -1);
    auction(record);
    exchange(record);
    notes(record, Anchor::Kind::Card, INT_MIN, -1);
    play(record);
    for (const char *name : resultLines)
        for (const Score &s : record.scores())
            if (s.name == QLatin1String(name))
                line(s.name, s.value);
    notes(record, Anchor::Kind::End, 0, 0);
    // whatever is anchored beyond the record's calls and cards
    notes(record, Anchor::Kind::Call, INT_MIN, INT_MAX);
    notes(record, Anchor::Kind::Card, INT_MIN, INT_MAX);
    notes(record, Anchor::Kind::Tag, INT_MIN, INT_MAX);
    notes(record, Anchor::Kind::Record, 0, 0);
}

void PnWriter::auction(const CardRecord &record)
{
    const PinochleHand &pn = record.pinochle();
    const int n = record.seats().count();
    const QList<Call> &calls = record.auction().calls;
    const int rounds = n > 0 ? int((calls.size() + n - 1) / n) : 0;
    for (int r = 0; r < rounds; ++r) {
        QStringList bids;
        for (int i = r * n; i < calls.size() && i < (r + 1) * n; ++i) {
            const Call &c = calls.at(i);
            switch (c.kind) {
            case Call::Kind::Pass: bids.append(QStringLiteral("Pass")); break;
            case Call::Kind::Other: bids.append(c.text); break;
            case Call::Kind::Unknown: bids.append(c.text == u"-" ? QStringLiteral("-") : QStringLiteral("?")); break;
            default: bids.append(QStringLiteral("?")); break;
            }
        }
        line(QStringLiteral("Bids%1").arg(r + 1), bids.join(QLatin1Char(' ')));
        if (const Pile *p = record.deal().pile(QStringLiteral("kitty%1").arg(r + 1)))
            line(QStringLiteral("Kitty%1").arg(r + 1), p->hidden && p->cards.isEmpty() ? QStringLiteral("-") : cardsValue(p->cards));
        notes(record, Anchor::Kind::Call, r * n, r == rounds - 1 ? INT_MAX : (r + 1) * n - 1);
    }
    const bool contract = pn.declarer != PnMark::Absent || record.contract().isBid();
    if (contract) {
        const PnMark seat = pn.declarer != PnMark::Absent ? pn.declarer : PnMark::Given;
        const PnMark bid = pn.bid != PnMark::Absent ? pn.bid : PnMark::Given;
        const PnMark trump = pn.trump != PnMark::Absent ? pn.trump : PnMark::Given;
        const Suit suit = record.contract().trump();
        line(QStringLiteral("Contract"),
             QStringLiteral("%1 %2 %3").arg(seatValue(seat, record.declarer()),
                                            bid == PnMark::Given ? QString::number(record.contract().level) : pnMarkText(bid),
                                            trump == PnMark::Given && suit != Suit::None ? trumpName(suit)
                                            : trump == PnMark::Query                     ? QStringLiteral("?")
                                                                                         : QStringLiteral("-")));
    }
}

void PnWriter::exchange(const CardRecord &record)
{
    const PinochleHand &pn = record.pinochle();
    for (const CardTransfer &p : pn.passes) {
        QString value = p.mark == PnMark::Given ? cardsValue(p.cards) : pnMarkText(p.mark);
        if (p.to != NoSeat)
            value += QLatin1Char(' ') + seatToken(p.to);
        line(QStringLiteral("Pass%1").arg(p.from + 1), value);
    }
    if (const Pile *p = record.deal().pile(QStringLiteral("kitty"))) {
        Cards cards = p->cards;
        sortPn(cards);
        line(QStringLiteral("Kitty"), p->hidden && cards.isEmpty() ? QStringLiteral("-") : cardsValue(cards));
    }
    if (pn.discard.mark != PnMark::Absent)
        line(QStringLiteral("Discard"), QStringLiteral("%1 %2").arg(pn.discard.mark == PnMark::Given
                                                                        ? cardsValue(pn.discard.cards)
                                                                        : pnMarkText(pn.discard.mark),
                                                                    pointsValue(pn.discard.counters)));
    for (Seat s = 0; s < pn.exchanged.size(); ++s) {
        const PnHand &h = pn.exchanged.at(s);
        if (h.mark == PnMark::Given)
            line(QStringLiteral("Hand%1").arg(s + 1), groupedText(h.cards));
        else if (h.mark != PnMark::Absent)
            line(QStringLiteral("Hand%1").arg(s + 1), pnMarkText(h.mark));
    }
    for (const Meld &m : pn.melds)
        line(QStringLiteral("Meld%1").arg(m.seat + 1),
             QStringLiteral("%1 %2").arg(m.mark == PnMark::Given ? groupedText(m.cards) : pnMarkText(m.mark),
                                         pointsValue(m.points)));
}

void PnWriter::play(const CardRecord &record)
{
    const PinochleHand &pn = record.pinochle();
    const Play &play = record.play();
    int flat = 0;
    for (int t = 0; t < play.tricks.size(); ++t) {
        const Trick &trick = play.tricks.at(t);
        QStringList values;
        const int first = flat;
        for (const PlayedCard &pc : trick.cards) {
            if (pc.kind == PlayedCard::Kind::Card)
                values.append(cardToken(pc.card));
            else
                values.append(play.queryPoints.contains(flat) ? QStringLiteral("?") : QStringLiteral("-"));
            ++flat;
        }
        const TrickScore score = pn.tricks.value(t, TrickScore{PnMark::Given, Points{PnMark::Withheld, 0}});
        values.append(seatValue(score.winner, trick.winner));
        values.append(pointsValue(score.counters));
        line(QStringLiteral("Trick%1").arg(t + 1), values.join(QLatin1Char(' ')));
        notes(record, Anchor::Kind::Card, first, t == play.tricks.size() - 1 ? INT_MAX - 1 : flat - 1);
    }
}

WriteResult PnWriter::write(const Collection &collection)
{
    WriteResult result;
    QString out;
    const CardRecord *previous = nullptr;
    for (int i = 0; i < collection.size(); ++i) {
        const auto *r = dynamic_cast<const CardRecord *>(collection.records().at(i).get());
        for (const QString &loss : cannotHold(*collection.records().at(i)))
            result.warnings.append(Diagnostic::warning(QStringLiteral("pn.write.lost"), loss, 0, 0, i + 1));
        if (!r || r->game() != Game::Pinochle)
            continue;
        const bool startsGame = !previous || r->pinochle().game != previous->pinochle().game;
        if (previous)
            out += startsGame ? QStringLiteral("\n\n") : QStringLiteral("\n");
        out += record(*r, startsGame);
        previous = r;
    }
    result.data = out.toUtf8();
    return result;
}

} // namespace kib::pn

namespace kib::pn {

QStringList PnWriter::cannotHold(const Record &record)
{
    QStringList out;
    const auto *r = dynamic_cast<const CardRecord *>(&record);
    if (!r || r->game() != Game::Pinochle) {
        out.append(QStringLiteral("Pinochle Notation cannot hold a %1 record").arg(gameId(record.game())));
        return out;
    }
    for (const Tag &t : r->tags()) {
        if (tagOrder(t.name) < 0)
            out.append(QStringLiteral("the tag %1 (PN has no such line)").arg(t.name));
        else if (t.isTable())
            out.append(QStringLiteral("the table of tag %1").arg(t.name));
    }
    for (const Commentary &c : r->comments()) {
        if (c.style != Commentary::Style::Plain) {
            out.append(QStringLiteral("the style of comments (PN notes are plain text)"));
            break;
        }
    }
    for (const Commentary &c : r->comments()) {
        if (c.text.contains(QLatin1Char('\n')) || c.text != c.text.trimmed() || c.text.isEmpty()) {
            out.append(QStringLiteral("line breaks and spaces around comments (a Note is one line)"));
            break;
        }
    }
    if (!r->notes().isEmpty())
        out.append(QStringLiteral("numbered notes"));
    if (r->vulnerability() != Vulnerability::Unknown)
        out.append(QStringLiteral("vulnerability"));
    if (r->result())
        out.append(QStringLiteral("the result in tricks"));
    if (r->play().claim)
        out.append(QStringLiteral("a claim"));
    if (!r->preferans().isEmpty())
        out.append(QStringLiteral("preferans data"));
    for (const Hand &h : r->deal().hands) {
        if (h.known && h.hidden) {
            out.append(QStringLiteral("hidden hands"));
            break;
        }
    }
    for (const Pile &p : r->deal().piles)
        if (!p.name.startsWith(QLatin1String("kitty")))
            out.append(QStringLiteral("the pile \"%1\"").arg(p.name));
    for (const Call &c : r->auction().calls) {
        if (!c.annotation.isEmpty()) {
            out.append(QStringLiteral("annotations of calls"));
            break;
        }
    }
    for (const Call &c : r->auction().calls) {
        if (c.kind == Call::Kind::Bid || c.kind == Call::Kind::Double || c.kind == Call::Kind::Redouble) {
            out.append(QStringLiteral("bridge calls"));
            break;
        }
    }
    const int n = r->seats().count();
    const Seat dealer = r->dealer();
    if (!r->auction().calls.isEmpty() && r->auction().first != (dealer == NoSeat ? NoSeat : r->seats().next(dealer)))
        out.append(QStringLiteral("an auction that does not start left of the dealer"));
    Seat leader = r->declarer();
    bool leaders = r->play().leader == leader;
    for (const Trick &t : r->play().tricks) {
        leaders = leaders && t.leader == leader && t.cards.size() == n;
        for (int i = 0; i < t.cards.size(); ++i) {
            const PlayedCard &pc = t.cards.at(i);
            leaders = leaders && pc.seat == (leader == NoSeat ? NoSeat : r->seats().next(leader, i));
            if (!pc.annotation.isEmpty() || pc.kind == PlayedCard::Kind::Pseudo) {
                out.append(QStringLiteral("annotations and pseudo plays of cards"));
                break;
            }
        }
        leader = t.winner;
    }
    if (!leaders)
        out.append(QStringLiteral("tricks not led by the declarer and then by each trick's winner"));
    for (const Score &s : r->scores()) {
        bool known = s.name == u"GameScores";
        for (const char *name : resultLines)
            known = known || s.name == QLatin1String(name);
        if (!known)
            out.append(QStringLiteral("the score %1 (PN has no such line)").arg(s.name));
    }
    out.removeDuplicates();
    return out;
}

} // namespace kib::pn
