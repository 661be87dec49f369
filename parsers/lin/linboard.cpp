#include "linboard.h"

#include "linchecks.h"

#include "model/newrecord.h"
#include "model/bridgeauction.h"
#include "model/rules.h"

#include <QRegularExpression>

namespace kib::lin {

int dealerDigit(Seat seat)
{
    for (int i = 0; i < 4; ++i)
        if (linSeats[i] == seat)
            return i + 1;
    return 0;
}

QString keyTag(const QString &key)
{
    QString k = key.toLower();
    if (!k.isEmpty())
        k[0] = k[0].toUpper();
    return QStringLiteral("Lin") + k;
}

QList<int> defaultPages(const CardRecord &r)
{
    QList<int> out;
    const int calls = r.auctionSteps();
    if (calls > 0)
        out.append(calls);
    int flat = 0;
    for (const Trick &t : r.play().tricks) {
        flat += int(t.cards.size());
        if (t.cards.size() == 4)
            out.append(calls + flat);
    }
    if (r.play().claim)
        out.append(calls + flat);
    return out;
}

QList<int> lessonStops(const Record &record)
{
    QList<int> out;
    if (!record.hasTag(QString::fromLatin1(pagesTag)))
        return out;
    for (const QString &p : record.tag(QString::fromLatin1(pagesTag)).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        const int step = p.trimmed().toInt(&ok);
        if (ok && !out.contains(step))
            out.append(step);
    }
    return out;
}

namespace {

struct Header
{
    QString vg, rs, pw, mp, bn, pn8;
    Tags raw; // LinVg ... in file order
};

Header readHeader(const Text &text, const Layout &layout, int boardFirst)
{
    Header h;
    for (int i : layout.header) {
        if (i >= boardFirst)
            break;
        const Token &t = text.tokens().at(i);
        QString *slot = t.key == u"vg" ? &h.vg : t.key == u"rs" ? &h.rs : t.key == u"pw" ? &h.pw
                       : t.key == u"mp" ? &h.mp : t.key == u"bn" ? &h.bn : t.key == u"pn" ? &h.pn8 : nullptr;
        if (!slot)
            continue; // pg
        *slot = t.value;
        const QString name = keyTag(t.key);
        bool replaced = false;
        for (Tag &tag : h.raw)
            if (tag.name == name) {
                tag.value = t.value;
                replaced = true;
            }
        if (!replaced)
            h.raw.append(Tag{name, t.value, {}, {}, false});
    }
    return h;
}

// The first run of ASCII digits in 'text' (as the pattern \\d+ finds it),
// empty when there is none.
QStringView firstDigits(QStringView text)
{
    const auto digit = [](QChar c) { return c >= u'0' && c <= u'9'; };
    qsizetype a = 0;
    while (a < text.size() && !digit(text[a]))
        ++a;
    qsizetype b = a;
    while (b < text.size() && digit(text[b]))
        ++b;
    return text.sliced(a, b - a);
}

// Reads one md hand field into cards; problems as (offset in field, text).
bool parseHand(QStringView field, Cards *cards, QString *problem, bool *odd)
{
    Suit suit = Suit::None;
    for (qsizetype i = 0; i < field.size(); ++i) {
        const QChar c = field[i];
        if (c.isSpace())
            continue;
        Suit s;
        const char16_t upper = c.toUpper().unicode();
        if (c.isLetter() && upper != u'T' && upper != u'A' && upper != u'K' && upper != u'Q' && upper != u'J'
            && suitFromLetter(c, &s)) {
            if (c.isLower())
                *odd = true;
            suit = s;
            continue;
        }
        Rank r = 0;
        if (c == u'1' && i + 1 < field.size() && field[i + 1] == u'0') {
            r = RankTen;
            ++i;
            *odd = true;
        } else if (!rankFromLetter(c, &r) || r < 2) {
            *problem = QStringLiteral("'%1' is not a suit or a rank").arg(c);
            return false;
        } else if (c.isLower()) {
            *odd = true;
        }
        if (suit == Suit::None) {
            *problem = QStringLiteral("rank '%1' before any suit letter").arg(c);
            return false;
        }
        cards->append(Card(suit, r));
    }
    return true;
}

// The cards as bits (Card::index()); every card of a LIN hand is valid.
quint64 cardMask(const Cards &cards)
{
    quint64 m = 0;
    for (Card c : cards)
        m |= quint64(1) << c.index();
    return m;
}

// Whether rules::checkDeal() finds nothing: four hands (no piles) of at
// most thirteen valid cards, no card twice.
bool isPlainDeal(const Deal &deal)
{
    if (!deal.piles.isEmpty() || deal.hands.size() != 4)
        return false;
    quint64 all = 0;
    int count = 0;
    for (const Hand &h : deal.hands) {
        if (h.cards.size() > 13)
            return false;
        for (Card c : h.cards) {
            if (!c.isValid())
                return false;
            all |= quint64(1) << c.index();
            ++count;
        }
    }
    return int(qPopulationCount(all)) == count;
}

class BoardReader
{
public:
    BoardReader(const Text &text, int number) : m_text(text), m_number(number) {}

    void warn(qsizetype at, const char *code, const QString &message)
    {
        m_out.diagnostics.append(m_text.at(at, QString::fromLatin1(code), message, true, m_number));
    }
    void error(qsizetype at, const char *code, const QString &message)
    {
        m_out.diagnostics.append(m_text.at(at, QString::fromLatin1(code), message, false, m_number));
    }

    BoardRead read(const Layout &layout, int index, int ordinal);

private:
    void readDeal(const Token &t);
    void readCall(const Token &t);
    void readCard(const Token &t);
    Anchor here() const
    {
        return m_cards.isEmpty() ? Anchor{Anchor::Kind::Call, int(m_calls.size()) - 1}
                                 : Anchor{Anchor::Kind::Card, int(m_cards.size()) - 1};
    }
    bool acting() const { return !m_calls.isEmpty() || !m_cards.isEmpty(); }

    const Text &m_text;
    int m_number;
    BoardRead m_out;
    CardRecord *m_r = nullptr;
    QList<Call> m_calls;
    QList<qsizetype> m_callAt;
    QList<PlayedCard> m_cards;
    QList<qsizetype> m_cardAt;
    QList<int> m_pages;
    Seat m_dealer = NoSeat;
    bool m_reportedCall = false, m_reportedCard = false;
};

void BoardReader::readDeal(const Token &t)
{
    QStringView v = t.value;
    if (v.isEmpty()) {
        warn(t.valueOffset, "lin.deal.empty", QStringLiteral("an empty md: no deal"));
        return;
    }
    if (v[0].isDigit()) {
        const int d = v[0].digitValue();
        if (d >= 1 && d <= 4)
            m_dealer = linSeats[d - 1];
        else
            warn(t.valueOffset, "lin.deal.dealer", QStringLiteral("dealer digit '%1' is not 1 to 4").arg(v[0]));
        v = v.mid(1);
    } else if (!v.startsWith(u',')) {
        warn(t.valueOffset, "lin.deal.no-dealer", QStringLiteral("md has no dealer digit"));
    }
    const QList<QStringView> fields = v.split(QLatin1Char(','));
    if (fields.size() > 4)
        warn(t.valueOffset, "lin.deal.fields", QStringLiteral("md has %1 hands: the first four read").arg(fields.size()));
    Deal &deal = m_r->deal();
    bool odd = false;
    int given = 0;
    for (int i = 0; i < 4 && i < fields.size(); ++i) {
        const QStringView f = fields[i].trimmed();
        if (f.isEmpty())
            continue;
        Cards cards;
        QString problem;
        if (!parseHand(f, &cards, &problem, &odd)) {
            error(t.valueOffset, "lin.deal.syntax", QStringLiteral("%1's hand: %2").arg(m_r->seats().name(linSeats[i]), problem));
            continue;
        }
        sortCards(cards);
        deal.hands[linSeats[i]] = Hand{true, false, cards};
        ++given;
    }
    if (odd)
        warn(t.valueOffset, "lin.deal.spelling", QStringLiteral("md in lower case or with '10' for the ten: read as BBO writes it"));
    // BBO's three hands: East is what the others do not hold
    const Hand &e = deal.hands[East];
    if (given == 3 && !e.known && deal.hands[South].cards.size() == 13 && deal.hands[West].cards.size() == 13
        && deal.hands[North].cards.size() == 13) {
        const quint64 held = cardMask(deal.hands[South].cards) | cardMask(deal.hands[West].cards)
                             | cardMask(deal.hands[North].cards);
        Cards rest;
        for (int s = 0; s < 4; ++s)
            for (int r = RankAce; r >= 2; --r) {
                const Card c{Suit(s), Rank(r)};
                if (!(held >> c.index() & 1))
                    rest.append(c);
            }
        if (rest.size() == 13)
            deal.hands[East] = Hand{true, false, rest};
    }
    // (a deal of four hands of at most thirteen cards, each card once, has
    // nothing for the general check to say: the usual deal goes no further)
    if (!isPlainDeal(deal)) {
        const auto problems = rules::checkDeal(deal, Deck(DeckKind::Bridge52), 13);
        for (const rules::DealProblem &p : problems)
            error(t.valueOffset, "lin.deal.conservation", p.message(m_r->seats()));
    }
}

void BoardReader::readCall(const Token &t)
{
    QString v = t.value.trimmed();
    // a compact auction: several calls in one value (Pavlicek style)
    static const QRegularExpression one(QStringLiteral("^([pPdDrRxX-]|[xX][xX]|[pP][aA][sS][sS]|[1-7]([nN][tT]?|[cCdDhHsS]))!?$"));
    if (v.size() > 4 && !one.match(v).hasMatch()) {
        while (v.startsWith(u'-') || v.endsWith(u'-')) {
            if (v.startsWith(u'-'))
                v.remove(0, 1);
            else
                v.chop(1);
        }
        static const QRegularExpression each(QStringLiteral("[1-7](?:[nN][tT]?|[cCdDhHsS])!?|[xX][xX]!?|[pPdDrRxX]!?"));
        QStringList calls;
        qsizetype pos = 0;
        auto it = each.globalMatch(v);
        while (it.hasNext()) {
            const auto m = it.next();
            if (m.capturedStart() != pos)
                break;
            calls.append(m.captured());
            pos = m.capturedEnd();
        }
        if (pos == v.size() && calls.size() > 1) {
            warn(t.valueOffset, "lin.call.compact", QStringLiteral("%1 calls in one mb: read one by one").arg(calls.size()));
            for (const QString &c : calls) {
                Token one = t;
                one.value = c;
                readCall(one);
            }
            return;
        }
    }
    bool alert = false;
    if (v.endsWith(u'!')) {
        alert = true;
        v.chop(1);
    }
    Call c;
    const QString u = v.toUpper();
    bool ok = true;
    if (u == u"-") {
        c = Call::pass();
    } else {
        ok = Call::fromString(u, &c) && u != u"DBL" && u != u"RDBL";
    }
    if (!ok || v.isEmpty()) {
        error(t.valueOffset, "lin.call.syntax", QStringLiteral("'%1' is not a call").arg(t.value));
        c = Call{};
        c.kind = Call::Kind::Unknown;
        c.text = t.value;
    } else if (!m_reportedCall) {
        const bool bbo = v == u"p" || v == u"d" || v == u"r" || (c.kind == Call::Kind::Bid && v == u);
        if (!bbo || (c.kind == Call::Kind::Bid && v.size() == 3)) {
            m_reportedCall = true;
            warn(t.valueOffset, "lin.call.spelling", QStringLiteral("call '%1' read as %2 (BBO writes p, d, r, 1N)").arg(v, c.toString()));
        }
    }
    if (alert) {
        Annotation &a = c.annotation.edit();
        a.alert = true;
        a.suffix = QStringLiteral("!");
    }
    m_calls.append(c);
    m_callAt.append(t.valueOffset);
}

void BoardReader::readCard(const Token &t)
{
    const QStringView v = QStringView(t.value).trimmed();
    if (v.size() > 2 && v.size() % 2 == 0) {
        bool all = true;
        for (qsizetype i = 0; i < v.size() && all; i += 2) {
            Card c;
            all = Card::fromString(QStringView(v).mid(i, 2), &c) && c.isValid();
        }
        if (all) {
            warn(t.valueOffset, "lin.card.compact", QStringLiteral("%1 cards in one pc: read one by one").arg(v.size() / 2));
            for (qsizetype i = 0; i < v.size(); i += 2) {
                Token one = t;
                one.value = v.mid(i, 2).toString();
                one.valueOffset = t.valueOffset + i;
                readCard(one);
            }
            return;
        }
    }
    Card c;
    if (v.size() != 2 || !Card::fromString(v, &c) || !c.isValid()) {
        warn(t.valueOffset, "lin.card.kept", QStringLiteral("pc|%1| is not a card: kept as it is").arg(v));
        m_r->comments().append(Commentary{here(), Commentary::Style::Percent, QStringLiteral("pc|%1|").arg(t.value)});
        return;
    }
    if (!m_reportedCard && (v[0].isLower() || v[1].isLower())) {
        m_reportedCard = true;
        warn(t.valueOffset, "lin.card.case", QStringLiteral("card '%1' in lower case").arg(v));
    }
    PlayedCard pc;
    pc.card = c;
    m_cards.append(pc);
    m_cardAt.append(t.valueOffset);
}

BoardRead BoardReader::read(const Layout &layout, int index, int ordinal)
{
    const BoardTokens &b = layout.boards.at(index);
    const QList<Token> &tokens = m_text.tokens();
    m_out.record = std::make_shared<CardRecord>(Game::Bridge, 4);
    m_r = m_out.record.get();
    m_cards.reserve(52);
    m_cardAt.reserve(52);
    m_r->setSourceLine(m_text.lineOf(tokens.at(b.first).keyOffset));
    const Header h = readHeader(m_text, layout, b.first);

    QString names[4];      // S W N E
    bool haveNames = false;
    QString qx, ah;
    Vulnerability vul = Vulnerability::Unknown;
    bool haveVul = false;
    Tags extra;
    int noteCount = 0;
    qsizetype claimAt = -1;
    for (int i = b.first; i < b.last; ++i) {
        const Token &t = tokens.at(i);
        const QString &k = t.key;
        const quint32 code = keyCode(k);
        if (code == keyCode(u"pn")) {
            const QStringList n = t.value.split(QLatin1Char(','));
            if (n.size() != 4)
                warn(t.valueOffset, "lin.names.count", QStringLiteral("pn has %1 names, not four").arg(n.size()));
            for (int s = 0; s < 4; ++s)
                names[s] = n.value(s).trimmed();
            haveNames = true;
        } else if (code == keyCode(u"md")) {
            if (t.value.startsWith(u'0'))
                warn(t.valueOffset, "lin.deal.keep", QStringLiteral("md|0 (keep the deal) is not read"));
            else
                readDeal(t);
        } else if (code == keyCode(u"sv")) {
            const QString v = t.value.trimmed();
            const QString l = v.toLower();
            haveVul = true;
            if (l == u"o" || l == u"0" || l == u"-" || l == u"none")
                vul = Vulnerability::None;
            else if (l == u"n" || l == u"ns")
                vul = Vulnerability::NS;
            else if (l == u"e" || l == u"ew")
                vul = Vulnerability::EW;
            else if (l == u"b" || l == u"both" || l == u"all")
                vul = Vulnerability::All;
            else {
                haveVul = false;
                error(t.valueOffset, "lin.vulnerability", QStringLiteral("'%1' is not a vulnerability (o, n, e, b)").arg(v));
            }
            if (haveVul && v != u"o" && v != u"n" && v != u"e" && v != u"b")
                warn(t.valueOffset, "lin.vulnerability.spelling", QStringLiteral("sv|%1| read as %2").arg(v, vulnerabilityToString(vul)));
        } else if (code == keyCode(u"ah")) {
            ah = t.value;
        } else if (code == keyCode(u"qx")) {
            qx = t.value;
        } else if (code == keyCode(u"mb")) {
            if (!m_cards.isEmpty())
                error(t.valueOffset, "lin.call.after-play", QStringLiteral("a call after the play began"));
            readCall(t);
        } else if (code == keyCode(u"an")) {
            if (m_calls.isEmpty()) {
                warn(t.valueOffset, "lin.note.no-call", QStringLiteral("an explanation before any call: kept as it is"));
                m_r->comments().append(Commentary{here(), Commentary::Style::Percent, QStringLiteral("an|%1|").arg(t.value)});
                continue;
            }
            Annotation &a = m_calls.last().annotation.edit();
            const QString v = t.value.trimmed();
            if (v == u"!") {
                a.alert = true;
                a.suffix = QStringLiteral("!");
            } else if (v == u"?" || v == u"!!" || v == u"??" || v == u"!?" || v == u"?!") {
                a.suffix = v;
            } else {
                m_r->notes().append(Note{Note::Section::Auction, ++noteCount, t.value});
                a.noteRefs.append(noteCount);
            }
        } else if (code == keyCode(u"pc")) {
            readCard(t);
        } else if (code == keyCode(u"mc")) {
            bool ok = false;
            const int n = t.value.trimmed().toInt(&ok);
            if (!ok || n < 0 || n > 13) {
                error(t.valueOffset, "lin.claim.syntax", QStringLiteral("mc|%1| is not a number of tricks (0 to 13)").arg(t.value));
                continue;
            }
            m_r->play().claim = Claim{n, QString()};
            claimAt = t.valueOffset;
        } else if (code == keyCode(u"nt")) {
            m_r->comments().append(Commentary{here(), Commentary::Style::Plain, t.value});
        } else if (code == keyCode(u"pg")) {
            m_pages.append(int(m_calls.size() + m_cards.size()));
        } else if (code == keyCode(u"st") || code == keyCode(u"rh")) {
            if (!t.value.isEmpty())
                extra.append(Tag{keyTag(k), t.value, {}, {}, false});
        } else if (!acting()) {
            extra.append(Tag{keyTag(k), t.value, {}, {}, false});
        } else {
            m_r->comments().append(Commentary{here(), Commentary::Style::Percent, QStringLiteral("%1|%2|").arg(k, t.value)});
        }
    }

    // board number: ah's digits, else bn by qx's index, else the index
    int board = 0;
    if (const QStringView digits = firstDigits(ah); !digits.isEmpty())
        board = digits.toInt();
    QChar room;
    int qxIndex = 0;
    if (!qx.isEmpty()) {
        room = qx[0].toLower();
        qxIndex = QStringView(qx).mid(1).split(QLatin1Char(',')).value(0).toInt();
        if (board == 0) {
            const QStringList bn = h.bn.split(QLatin1Char(','));
            board = qxIndex > 0 && qxIndex <= bn.size() ? bn.at(qxIndex - 1).trimmed().toInt() : 0;
            if (board == 0)
                board = qxIndex;
        }
    }
    // names: the board's pn, else the header's eight by room
    if (!haveNames && !h.pn8.isEmpty()) {
        const QStringList n = h.pn8.split(QLatin1Char(','));
        const int off = room == u'c' ? 4 : 0;
        for (int s = 0; s < 4; ++s)
            names[s] = n.value(off + s).trimmed();
    }
    if (!haveNames && h.pn8.isEmpty() && !h.pw.isEmpty()) {
        // pw: four (pairs) or eight (teams) names a board; an empty one is the board before's
        const QStringList pw = h.pw.split(QLatin1Char(','));
        const int boards = qMax<qsizetype>(1, h.bn.isEmpty() ? 1 : h.bn.split(QLatin1Char(',')).size());
        const int per = pw.size() >= boards * 8 ? 8 : 4;
        const int slot = qMax(0, (qxIndex > 0 ? qxIndex - 1 : ordinal));
        const int off = (per == 8 && room == u'c') ? 4 : 0;
        for (int s = 0; s < 4; ++s)
            for (int k = slot; k >= 0; --k) {
                const QString n = pw.value(k * per + off + s).trimmed();
                if (!n.isEmpty()) {
                    names[s] = n;
                    break;
                }
            }
    }

    Tags &tags = m_r->tags();
    if (!h.vg.isEmpty()) {
        const QStringList f = h.vg.split(QLatin1Char(','));
        const auto put = [&](const char *name, const QString &v) {
            if (!v.trimmed().isEmpty())
                tags.append(Tag{QString::fromLatin1(name), v.trimmed(), {}, {}, false});
        };
        put("Event", f.value(0));
        put("Stage", f.value(1));
        const QString sc = f.value(2).trimmed().toUpper();
        put("Scoring", sc == u"I" ? QStringLiteral("IMP") : sc == u"P" ? QStringLiteral("MP") : sc == u"B" ? QStringLiteral("BAM") : QString());
        put("HomeTeam", f.value(5));
        put("VisitTeam", f.value(7));
    }
    if (board > 0)
        tags.append(Tag{QStringLiteral("Board"), QString::number(board), {}, {}, false});
    static const char *const seatTags[4] = {"South", "West", "North", "East"};
    for (int s : {1, 2, 3, 0}) // PBN's order: West North East South
        if (!names[s].isEmpty())
            tags.append(Tag{QString::fromLatin1(seatTags[s]), names[s], {}, {}, false});
    if (room == u'o' || room == u'c')
        tags.append(Tag{QStringLiteral("Room"), room == u'o' ? QStringLiteral("Open") : QStringLiteral("Closed"), {}, {}, false});
    if (!qx.isEmpty())
        tags.append(Tag{keyTag(QStringLiteral("qx")), qx, {}, {}, false});
    if (!ah.isEmpty() && ah != QStringLiteral("Board %1").arg(board))
        tags.append(Tag{keyTag(QStringLiteral("ah")), ah, {}, {}, false});
    tags += h.raw;
    tags += extra;

    // (the duplicate rotation, as the LIN writer gives a deal with no dealer)
    if (m_dealer == NoSeat && board > 0)
        m_dealer = boardDealer(board);
    m_r->setDealer(m_dealer);
    if (!haveVul && board > 0)
        vul = boardVulnerability(board);
    m_r->setVulnerability(vul);

    Auction &auction = m_r->auction();
    auction.first = m_dealer;
    auction.calls = m_calls;
    if (m_r->play().claim && m_r->play().claim->tricks == 0 && m_cards.isEmpty()) {
        // Bridge Composer's mc|0| for a board with no result
        warn(claimAt, "lin.claim.no-result", QStringLiteral("mc|0| with no play: read as no result"));
        m_r->play().claim.reset();
    }
    Checks checks{m_text, m_number, &m_out.diagnostics};
    checks.auction(*m_r, m_callAt, !m_cards.isEmpty());
    checks.play(*m_r, m_cards, m_cardAt);
    if (m_r->play().claim)
        checks.claim(*m_r, claimAt);
    else if (m_r->play().cardCount() == 52 && m_r->contract().isBid())
        m_r->setResult(checks.declarerTricks(*m_r));

    if (m_pages != defaultPages(*m_r)) {
        QStringList p;
        for (int s : m_pages)
            p.append(QString::number(s));
        tags.append(Tag{QString::fromLatin1(pagesTag), p.join(QLatin1Char(',')), {}, {}, false});
    }
    return std::move(m_out);
}

} // namespace

BoardRead readBoard(const Text &text, const Layout &layout, int index, int recordNumber, int ordinal)
{
    BoardReader reader(text, recordNumber);
    return reader.read(layout, index, ordinal);
}

} // namespace kib::lin
