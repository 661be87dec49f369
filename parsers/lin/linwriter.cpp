#include "linwriter.h"

#include "linboard.h"

#include "model/bridgeauction.h"
#include "model/newrecord.h"
#include "model/rules.h"
#include "parsers/suitmarks.h"

#include <QRegularExpression>
#include <QSet>

namespace kib::lin {

namespace {

// LIN gives the cards in the order played and nothing more: a reader seats
// them from the opening leader on, and each trick from the winner of the one
// before, with the trumps the auction names. Play that starts with another
// seat (an end position whose play begins elsewhere), or tricks after the
// first under trumps that no auction names, cannot be written.
bool irregularAuction(const CardRecord &r);
bool playSeatedByAuction(const CardRecord &r);

// The number of the record's board, 0 when it has none.
int boardNumber(const CardRecord &r)
{
    bool ok = false;
    const int board = r.tag(QStringLiteral("Board")).trimmed().toInt(&ok);
    return ok && board > 0 ? board : 0;
}

// The dealer md's digit gives: the record's, or for a record with none (a
// PBN game without Dealer, RBN's H without a dealer) the first caller, else
// the board's in the duplicate rotation (the dealer LIN's reader takes when
// md has no digit, there with a warning), else board 1's: md always has its
// digit, as BBO writes it.
Seat writtenDealer(const CardRecord &r)
{
    if (r.dealer() != NoSeat)
        return r.dealer();
    if (r.auction().first != NoSeat)
        return r.auction().first;
    const int board = boardNumber(r);
    return boardDealer(board > 0 ? board : 1);
}

bool playStartsAtOpeningLead(const CardRecord &r)
{
    const QList<Trick> &tricks = r.play().tricks;
    if (tricks.isEmpty() || tricks.first().cards.isEmpty())
        return true;
    // an auction LIN cannot hold is left out, and a play without it would
    // be seated from its first card's holder (a reader warns)
    if (irregularAuction(r))
        return false;
    if (!r.auction().calls.isEmpty())
        return playSeatedByAuction(r);
    {
        // no auction: a reader plays it at no trumps, so each trick must be
        // led by the seat that played the highest card of the suit led before
        for (qsizetype i = 1; i < tricks.size(); ++i) {
            const Trick &before = tricks.at(i - 1);
            if (before.cards.isEmpty() || tricks.at(i).cards.isEmpty())
                continue;
            const Suit led = before.cards.first().card.suit();
            const PlayedCard *best = &before.cards.first();
            for (const PlayedCard &pc : before.cards)
                if (pc.card.suit() == led && pc.card.rank() > best->card.rank())
                    best = &pc;
            if (tricks.at(i).cards.first().seat != best->seat)
                return false;
        }
    }
    // (a contract or declarer with no calls: a reader of the play has
    // neither, takes the first card's holder for the leader and warns; a
    // record read from LIN never has them without calls)
    return !r.contract().isBid() && r.declarer() == NoSeat;
}

const char *const headerKeys[] = {"vg", "rs", "pw", "pn", "mp", "bn"};

bool isHeaderTag(const QString &name)
{
    for (const char *k : headerKeys)
        if (name == keyTag(QString::fromLatin1(k)))
            return true;
    return false;
}

// LIN has no escapes: '|' would end the value, a line break is a space.
QString clean(QString text, bool name = false)
{
    text.replace(QLatin1Char('|'), QLatin1Char('/'));
    text.replace(QLatin1Char('\r'), QString());
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    if (name)
        text.remove(QLatin1Char(','));
    text.replace(QStringLiteral("♠"), QStringLiteral("!S"));
    text.replace(QStringLiteral("♥"), QStringLiteral("!H"));
    text.replace(QStringLiteral("♦"), QStringLiteral("!D"));
    text.replace(QStringLiteral("♣"), QStringLiteral("!C"));
    // (PBN's standard suit escapes, which LIN spells with '!')
    return withSuitMarks(text, u'\\', u'!');
}

bool isLinToken(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("^[a-z]{2}\\|[^|]*\\|$"));
    return re.match(text).hasMatch();
}

QString hand(const Cards &cards)
{
    QString out;
    for (Suit s : {Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs}) {
        out += suitLetter(s);
        Cards in;
        for (Card c : cards)
            if (c.suit() == s && c.isValid())
                in.append(c);
        sortCards(in);
        for (Card c : in)
            out += rankLetter(c.rank());
    }
    return out;
}

QString callText(const Call &c)
{
    switch (c.kind) {
    case Call::Kind::Pass: return QStringLiteral("p");
    case Call::Kind::Double: return QStringLiteral("d");
    case Call::Kind::Redouble: return QStringLiteral("r");
    case Call::Kind::Bid:
        return QString::number(c.level) + (c.strain == Strain::NoTrump ? QStringLiteral("N") : strainToString(c.strain));
    default: return QString();
    }
}

// PBN's irregularity marks (a call out of turn, an insufficient bid): LIN's
// calls go round from the dealer and must be legal, so such an auction
// cannot be written as it was made.
bool irregularAuction(const CardRecord &r)
{
    for (const Call &c : r.auction().calls)
        if (!c.annotation->irregularity.isEmpty())
            return true;
    return false;
}

// The calls as LIN writes them (those it has words for), from the dealer:
// the auction a reader of the written board has.
Auction writtenAuction(const CardRecord &r)
{
    Auction written;
    written.first = writtenDealer(r);
    for (const Call &c : r.auction().calls)
        if (!callText(c).isEmpty())
            written.calls.append(c);
    return written;
}

// Whether a reader of the written calls seats the play as the record does:
// the opening lead from the declarer the calls make (not a Declarer tag an
// unfinished auction does not give), each card in turn, each trick led by
// the winner of the one before under the calls' trumps.
bool playSeatedByAuction(const CardRecord &r)
{
    const Auction written = writtenAuction(r);
    if (written.first == NoSeat || written.calls.isEmpty())
        return false; // (no dealer: the calls cannot be read; none written: no auction to seat by)
    Seat declarer = NoSeat;
    const Contract contract = bridge::finalContract(written, r.seats(), &declarer);
    const bool trumpKnown = contract.isBid();
    Seat lead = trumpKnown && declarer != NoSeat ? rules::openingLeader(Game::Bridge, r.seats(), declarer, writtenDealer(r))
                                                 : NoSeat;
    for (const Trick &t : r.play().tricks) {
        if (t.cards.isEmpty())
            continue;
        Seat next = lead == NoSeat ? t.cards.first().seat : lead;
        for (const PlayedCard &pc : t.cards) {
            if (pc.seat != next)
                return false;
            next = r.seats().next(next);
        }
        lead = NoSeat;
        if (t.cards.size() == 4 && trumpKnown)
            lead = rules::trickWinner(Game::Bridge, t, contract.trump(), 4);
    }
    return true;
}

// Why a reader of the written board would not take a claim (mc) of
// 'claimed' tricks as it is, empty when it would: the written calls must
// give a contract; mc|0| with no play is Bridge Composer's "no result"; and
// the claim gives the declarer at least the tricks the written play has won
// for the declarer of the written calls, at most those and the tricks left.
QString claimMisfit(const CardRecord &r, int claimed)
{
    Seat declarer = NoSeat;
    const Contract contract = bridge::finalContract(writtenAuction(r), r.seats(), &declarer);
    if (!contract.isBid() || declarer == NoSeat) {
        // (a board read from LIN with a claim and no contract has neither
        // contract nor declarer: its mc is written back as it stood, with
        // the warning its read gave)
        if (r.play().claim && !r.contract().isBid() && r.declarer() == NoSeat)
            return {};
        return QStringLiteral("LIN gives a result as a claim, which needs the contract the calls give");
    }
    const bool played = playStartsAtOpeningLead(r) && !r.play().tricks.isEmpty();
    if (claimed == 0 && !played)
        return QStringLiteral("LIN's mc|0| with no play is read as no result");
    int won = 0, full = 0;
    if (played) {
        for (const Trick &t : r.play().tricks) {
            if (t.cards.size() != 4)
                continue;
            ++full;
            const Seat w = rules::trickWinner(Game::Bridge, t, contract.trump(), 4);
            if (w != NoSeat && r.seats().sameSide(w, declarer))
                ++won;
        }
    }
    if (claimed >= won && claimed <= won + 13 - full)
        return {};
    return QStringLiteral("the declarer's tricks in the play written contradict it; LIN gives a result as a claim");
}

// The tricks the board's mc claims: its claim's, else its result's when
// the play LIN writes (none when it starts away from the opening lead)
// falls short of the whole deal. The writer and cannotHold() ask alike.
std::optional<int> claimOf(const CardRecord &r)
{
    if (r.play().claim && r.play().claim->tricks >= 0)
        return r.play().claim->tricks;
    const int written = playStartsAtOpeningLead(r) ? r.play().cardCount() : 0;
    if (r.result() && r.contract().isBid() && written < 52)
        return *r.result();
    return std::nullopt;
}

class Line
{
public:
    explicit Line(const CardRecord &r) : m_r(r) {}

    void put(const char *key, const QString &value) { m_out += QString::fromLatin1(key) + u'|' + value + u'|'; }
    QByteArray build();

private:
    void comments(const Anchor &anchor);
    void pages(int step);

    const CardRecord &m_r;
    QString m_out;
    QList<int> m_pages;
    bool m_explicitPages = false;
};

void Line::comments(const Anchor &anchor)
{
    for (const Commentary &c : m_r.comments()) {
        Anchor a = c.anchor;
        if (a.kind == Anchor::Kind::Record || a.kind == Anchor::Kind::Tag)
            a = Anchor{Anchor::Kind::Call, -1};
        if (a.kind == Anchor::Kind::Card && (m_r.play().cardCount() == 0 || a.index < 0))
            a = Anchor{Anchor::Kind::Call, int(m_r.auction().calls.size()) - 1};
        if (!(a == anchor))
            continue;
        if (c.style == Commentary::Style::Percent) {
            if (isLinToken(c.text))
                m_out += c.text;
            continue;
        }
        put("nt", clean(c.text));
    }
}

void Line::pages(int step)
{
    if (!m_explicitPages)
        return;
    for (int p : m_pages)
        if (p == step)
            put("pg", QString());
}

QByteArray Line::build()
{
    const QString pagesValue = m_r.tag(QString::fromLatin1(pagesTag));
    if (m_r.hasTag(QString::fromLatin1(pagesTag))) {
        m_explicitPages = true;
        for (const QString &p : pagesValue.split(QLatin1Char(','), Qt::SkipEmptyParts))
            m_pages.append(p.toInt());
    }
    const QString board = m_r.tag(QStringLiteral("Board"));
    const QString qx = m_r.tag(keyTag(QStringLiteral("qx")));
    if (!qx.isEmpty())
        put("qx", clean(qx));
    else if (const QString room = m_r.tag(QStringLiteral("Room")); room == u"Open" || room == u"Closed")
        put("qx", (room == u"Open" ? QStringLiteral("o") : QStringLiteral("c")) + (board.isEmpty() ? QStringLiteral("1") : clean(board, true)));
    QStringList names;
    for (const char *s : {"South", "West", "North", "East"})
        names.append(clean(m_r.tag(QString::fromLatin1(s)), true));
    // a vugraph board whose players are the header's for its room needs no pn
    const QStringList eight = m_r.tag(keyTag(QStringLiteral("pn"))).split(QLatin1Char(','));
    const bool closed = m_r.tag(QStringLiteral("Room")) == u"Closed";
    const bool fromHeader = eight.size() == 8 && eight.mid(closed ? 4 : 0, 4) == names;
    if (!fromHeader)
        put("pn", names.join(QLatin1Char(',')));
    put("st", QString());
    // md: the dealer digit, then S W N and East when the deal is not whole
    const Deal &deal = m_r.deal();
    const Seat dealer = writtenDealer(m_r);
    QString md = QString::number(dealerDigit(dealer));
    bool whole = true;
    for (const Hand &h : deal.hands)
        whole = whole && h.known && h.cards.size() == 13;
    for (int i = 0; i < 4; ++i) {
        const Hand &h = deal.hands.value(linSeats[i]);
        if (i == 3 && whole)
            break;
        md += h.known ? hand(h.cards) : QString();
        if (i < 3 || !whole)
            md += u',';
    }
    if (!whole)
        md.chop(1);
    put("md", md); // always: a board without md is a placeholder to readers
    put("rh", QString());
    const QString ah = m_r.tag(keyTag(QStringLiteral("ah")));
    if (!ah.isNull())
        put("ah", clean(ah));
    else if (!board.isEmpty())
        put("ah", QStringLiteral("Board ") + clean(board));
    switch (m_r.vulnerability()) {
    case Vulnerability::None: put("sv", QStringLiteral("o")); break;
    case Vulnerability::NS: put("sv", QStringLiteral("n")); break;
    case Vulnerability::EW: put("sv", QStringLiteral("e")); break;
    case Vulnerability::All: put("sv", QStringLiteral("b")); break;
    case Vulnerability::Unknown: break;
    }
    for (const Tag &t : m_r.tags()) {
        if (!t.name.startsWith(QLatin1String("Lin")) || t.name.size() != 5 || isHeaderTag(t.name))
            continue;
        const QString key = t.name.mid(3).toLower();
        if (key == u"qx" || key == u"ah")
            continue;
        put(key.toLatin1().constData(), clean(t.value));
    }
    comments(Anchor{Anchor::Kind::Call, -1});
    pages(0);

    const QList<Call> noCalls;
    const bool irregular = irregularAuction(m_r);
    const QList<Call> &calls = irregular ? noCalls : m_r.auction().calls;
    int step = 0;
    for (int i = 0; i < calls.size(); ++i) {
        const Call &c = calls.at(i);
        const QString text = callText(c);
        if (text.isEmpty())
            continue;
        const Annotation &a = c.annotation.get();
        put("mb", text + (a.alert || a.suffix == u"!" ? QStringLiteral("!") : QString()));
        bool explained = false;
        for (int n : a.noteRefs)
            if (const Note *note = m_r.note(Note::Section::Auction, n)) {
                put("an", clean(note->text));
                explained = true;
            }
        if (!explained && !a.alertText.isEmpty())
            put("an", clean(a.alertText));
        if (!a.suffix.isEmpty() && a.suffix != u"!")
            put("an", a.suffix);
        step = i + 1;
        comments(Anchor{Anchor::Kind::Call, i});
        pages(step);
    }
    if (!m_explicitPages && !calls.isEmpty())
        put("pg", QString());
    int flat = 0;
    const QList<Trick> noTricks;
    for (const Trick &t : playStartsAtOpeningLead(m_r) ? m_r.play().tricks : noTricks) {
        for (const PlayedCard &pc : t.cards) {
            if (pc.kind == PlayedCard::Kind::Card && pc.card.isValid())
                put("pc", pc.card.toString());
            comments(Anchor{Anchor::Kind::Card, flat});
            ++flat;
            pages(int(calls.size()) + flat);
        }
        if (!m_explicitPages && t.cards.size() == 4)
            put("pg", QString());
    }
    const std::optional<int> claimed = claimOf(m_r);
    if (claimed && !irregular && claimMisfit(m_r, *claimed).isEmpty()) {
        put("mc", QString::number(*claimed));
        if (!m_explicitPages)
            put("pg", QString());
    }
    comments(Anchor{Anchor::Kind::End, -1});
    return m_out.toUtf8();
}

} // namespace

QByteArray boardLine(const CardRecord &record)
{
    return Line(record).build();
}

const CardRecord *writable(const Record &record)
{
    const auto *r = dynamic_cast<const CardRecord *>(&record);
    return r && r->game() == Game::Bridge && r->seats().count() == 4 ? r : nullptr;
}

QByteArray headerLines(const CardRecord &first)
{
    QByteArray out;
    for (const char *k : headerKeys) {
        const QString v = first.tag(keyTag(QString::fromLatin1(k)));
        if (v.isNull())
            continue;
        out += QByteArray(k) + '|' + clean(v).toUtf8() + "|\n";
    }
    if (!out.isEmpty())
        out += "pg||\n";
    return out;
}

QString lostFileComments(const QList<Commentary> &fileComments)
{
    QStringList texts;
    for (const Commentary &c : fileComments)
        if (!c.text.trimmed().isEmpty())
            texts.append(c.text.trimmed());
    if (texts.isEmpty())
        return {};
    QString first = texts.first().section(u'\n', 0, 0);
    if (first.size() > 60)
        first = first.left(57) + QStringLiteral("...");
    return QStringLiteral("the file's comment%1 (%2 of them, the first \"%3\"): LIN has no comments outside a board")
        .arg(texts.size() == 1 ? QString() : QStringLiteral("s"))
        .arg(texts.size())
        .arg(first);
}

QStringList cannotHold(const Record &record)
{
    QStringList out;
    const auto *r = dynamic_cast<const CardRecord *>(&record);
    if (!r || r->game() != Game::Bridge || r->seats().count() != 4) {
        out.append(QStringLiteral("a %1 record (LIN holds bridge deals only)").arg(gameId(record.game())));
        return out;
    }
    static const QSet<QString> kept = {
        QStringLiteral("Board"), QStringLiteral("West"), QStringLiteral("North"), QStringLiteral("East"),
        QStringLiteral("South"), QStringLiteral("Room"), QStringLiteral("Dealer"), QStringLiteral("Vulnerable"),
        QStringLiteral("Deal"), QStringLiteral("Declarer"), QStringLiteral("Contract"), QStringLiteral("Result"),
        QStringLiteral("Auction"), QStringLiteral("Play")};
    static const QSet<QString> fromVg = {QStringLiteral("Event"), QStringLiteral("Stage"), QStringLiteral("Scoring"),
                                         QStringLiteral("HomeTeam"), QStringLiteral("VisitTeam")};
    const bool vg = r->hasTag(keyTag(QStringLiteral("vg")));
    QStringList lostTags;
    for (const Tag &t : r->tags()) {
        const bool linTag = t.name.startsWith(QLatin1String("Lin")) && t.name.size() == 5;
        if (kept.contains(t.name) || linTag || t.name == QLatin1String(pagesTag) || (vg && fromVg.contains(t.name)))
            continue;
        if (!lostTags.contains(t.name))
            lostTags.append(t.name);
    }
    if (r->dealer() == NoSeat) {
        const Seat dealer = writtenDealer(*r);
        out.append(QStringLiteral("a deal with no dealer (LIN's md needs one: written as %1, %2)")
                       .arg(r->seats().name(dealer), r->auction().first != NoSeat ? QStringLiteral("the first caller")
                                                     : boardNumber(*r) > 0 ? QStringLiteral("the board's in the rotation")
                                                                           : QStringLiteral("board 1's, as there is no "
                                                                                            "board number")));
    }
    if (!lostTags.isEmpty())
        out.append(QStringLiteral("the tag%1 %2 (LIN has no place for them)")
                       .arg(lostTags.size() == 1 ? QString() : QStringLiteral("s"), lostTags.join(QStringLiteral(", "))));
    if (!r->scores().isEmpty())
        out.append(QStringLiteral("scores"));
    bool hidden = false, partial = false;
    for (const Hand &h : r->deal().hands) {
        hidden = hidden || h.hidden;
        for (Card c : h.cards)
            partial = partial || c.isPartial();
    }
    if (hidden)
        out.append(QStringLiteral("hidden hands"));
    if (partial)
        out.append(QStringLiteral("cards of unknown rank in the deal"));
    if (!r->deal().piles.isEmpty())
        out.append(QStringLiteral("cards outside the hands"));
    bool otherCall = false, marks = false;
    QSet<int> referenced;
    for (const Call &c : r->auction().calls) {
        otherCall = otherCall || callText(c).isEmpty();
        const Annotation &a = c.annotation.get();
        marks = marks || !a.nags.isEmpty() || !a.irregularity.isEmpty();
        for (int n : a.noteRefs)
            referenced.insert(n);
    }
    if (otherCall)
        out.append(QStringLiteral("calls that are not bridge calls"));
    if (irregularAuction(*r))
        out.append(QStringLiteral("the auction, with its irregularities (LIN's calls go round from the dealer and "
                                  "must be legal): left out, with the play and the result"));
    else if (marks)
        out.append(QStringLiteral("NAGs on calls"));
    bool otherCard = false, cardMarks = false;
    for (const Trick &t : r->play().tricks)
        for (const PlayedCard &pc : t.cards) {
            otherCard = otherCard || pc.kind != PlayedCard::Kind::Card || !pc.card.isValid();
            cardMarks = cardMarks || !pc.annotation.isEmpty();
        }
    if (otherCard)
        out.append(QStringLiteral("plays of unknown cards"));
    if (!irregularAuction(*r) && (r->contract().isBid() || r->declarer() != NoSeat)) {
        // LIN states no contract: the calls give it, or nothing does
        Seat declarer = NoSeat;
        const Contract byCalls = bridge::finalContract(writtenAuction(*r), r->seats(), &declarer);
        const auto spelled = [&](const Contract &c, Seat by) {
            return by == NoSeat ? c.toString() : QStringLiteral("%1 by %2").arg(c.toString(), r->seats().letter(by));
        };
        if (!(byCalls == r->contract()) || declarer != r->declarer())
            out.append(QStringLiteral("the contract %1 (LIN gives the contract by the calls only, and %2)")
                           .arg(spelled(r->contract(), r->declarer()),
                                byCalls.isBid() ? QStringLiteral("they give %1").arg(spelled(byCalls, declarer))
                                                : QStringLiteral("they give none")));
    }
    if (!playStartsAtOpeningLead(*r))
        out.append(QStringLiteral("play LIN cannot seat: it starts away from the opening lead the calls give "
                                  "(or the calls make another declarer), or its trumps are named by no auction"));
    if (cardMarks)
        out.append(QStringLiteral("marks and notes on cards"));
    for (const Note &n : r->notes())
        if (n.section != Note::Section::Auction || !referenced.contains(n.number)) {
            out.append(QStringLiteral("notes that no call refers to"));
            break;
        }
    if (!r->auction().queryPoints.isEmpty() || !r->play().queryPoints.isEmpty())
        out.append(QStringLiteral("\"your call?\" and \"your play?\" points"));
    if (r->play().claim && !r->play().claim->text.isEmpty())
        out.append(QStringLiteral("the claim's words"));
    // (clean() writes PBN's suit escapes as LIN's marks)
    const auto pbnSuits = [](const QString &text) { return hasSuitMarks(text, u'\\'); };
    bool suits = false;
    for (const Commentary &c : r->comments())
        suits = suits || pbnSuits(c.text);
    for (const Note &n : r->notes())
        suits = suits || pbnSuits(n.text);
    for (const Call &c : r->auction().calls)
        suits = suits || pbnSuits(c.annotation->alertText);
    for (const Tag &t : r->tags())
        suits = suits || pbnSuits(t.value);
    if (suits)
        out.append(QStringLiteral("PBN's suit escapes \\S \\H \\D \\C (written as LIN's !S !H !D !C)"));
    if (!irregularAuction(*r)) {
        const std::optional<int> claimed = claimOf(*r);
        if (const QString misfit = claimed ? claimMisfit(*r, *claimed) : QString(); !misfit.isEmpty())
            out.append(QStringLiteral("the result %1 (%2)").arg(*claimed).arg(misfit));
    }
    for (const Commentary &c : r->comments())
        if (c.style == Commentary::Style::Percent && !isLinToken(c.text)) {
            out.append(QStringLiteral("%-lines (directives)"));
            break;
        }
    return out;
}

} // namespace kib::lin
