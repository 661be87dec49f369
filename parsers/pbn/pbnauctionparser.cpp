#include "pbnauctionparser.h"

#include <cstring>

namespace kib {


void PbnAuctionParser::start(Seat tagSeat)
{
    m_positions.reserve(16);
    m_tagSeat = tagSeat;
    m_auction.first = tagSeat;
}

void PbnAuctionParser::addCall(const Call &call, int line, int column)
{
    if (m_ended && !m_reportedAfterEnd) {
        m_report.error(QStringLiteral("pbn.auction.after-star"),
                       QStringLiteral("a call after '*', which ends the auction section"), line, column);
        m_reportedAfterEnd = true;
    }
    if (m_calls.isEmpty() && m_tagSeat != NoSeat)
        m_auction.first = (m_tagSeat + m_dashes) % 4;
    m_calls.append(call);
    m_positions.append({line, column});
    m_suffixFromNag = false;
}

// The common words, spelled as PBN writes them: Pass, X, XX and the bids
// 1C..7NT (either case, as token() reads them with nothing to report).
static bool plainCall(const char *t, qsizetype n, Call *call)
{
    const auto upper = [t](qsizetype i) { return char(t[i] & ~0x20); };
    if (n == 2 && t[0] >= '1' && t[0] <= '7') {
        switch (upper(1)) {
        case 'C': *call = Call::bid(t[0] - '0', Strain::Clubs); return true;
        case 'D': *call = Call::bid(t[0] - '0', Strain::Diamonds); return true;
        case 'H': *call = Call::bid(t[0] - '0', Strain::Hearts); return true;
        case 'S': *call = Call::bid(t[0] - '0', Strain::Spades); return true;
        default: return false;
        }
    }
    if (n == 3 && t[0] >= '1' && t[0] <= '7' && upper(1) == 'N' && upper(2) == 'T') {
        *call = Call::bid(t[0] - '0', Strain::NoTrump);
        return true;
    }
    if (n == 4 && (t[0] == 'P' || t[0] == 'p') && t[1] == 'a' && t[2] == 's' && t[3] == 's') {
        *call = Call::pass();
        return true;
    }
    if (n == 1 && upper(0) == 'X') {
        *call = Call::dbl();
        return true;
    }
    if (n == 2 && upper(0) == 'X' && upper(1) == 'X') {
        *call = Call::redbl();
        return true;
    }
    return false;
}

void PbnAuctionParser::word(const PbnToken &w)
{
    if (m_start.line == 0)
        m_start = {w.line, w.column};
    // (the common case: a call that token() would read with nothing to
    // report and no ^I waiting for it)
    if (m_pendingIrregularity.isEmpty()) {
        Call call;
        if (plainCall(w.text, w.size, &call)) {
            addCall(call, w.line, w.column);
            return;
        }
    }
    bool plain = true; // the common case: a call and nothing else
    for (qsizetype i = 0; i < w.size && plain; ++i) {
        const char c = w.text[i];
        plain = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
    }
    if (plain) {
        token(PbnAnnotations::Piece{PbnAnnotations::Piece::Kind::Token, w.text, w.size, 0, w.column}, w.line);
        return;
    }
    const PbnAnnotations::Pieces pieces = PbnAnnotations::split(w);
    for (const PbnAnnotations::Piece &p : pieces) {
        using K = PbnAnnotations::Piece::Kind;
        switch (p.kind) {
        case K::Token:
            token(p, w.line);
            break;
        case K::Suffix:
        case K::NoteRef:
        case K::Nag:
            if (Call *c = last())
                PbnAnnotations::apply(p, c->annotation.edit(), &m_suffixFromNag, false, w.line, m_report);
            else
                m_report.error(QStringLiteral("pbn.annotation.orphan"),
                               QStringLiteral("%1 annotates no call").arg(QString::fromLatin1(p.text, p.size)),
                               w.line, p.column);
            break;
        case K::Irregularity: {
            const char letter = p.size == 2 ? char(p.text[1] & ~0x20) : 0;
            if (letter == 'S') {
                Call c;
                c.kind = Call::Kind::Unknown;
                c.text = QStringLiteral("^S");
                c.annotation.edit().irregularity = QStringLiteral("S");
                addCall(c, w.line, p.column);
            } else if (letter == 'I') {
                if (!m_pendingIrregularity.isEmpty())
                    m_report.error(QStringLiteral("pbn.auction.double-irregularity"),
                                   QStringLiteral("^I twice before one bid"), w.line, p.column);
                m_pendingIrregularity = QStringLiteral("I");
                m_pendingAt = {w.line, p.column};
            } else {
                m_report.error(QStringLiteral("pbn.auction.bad-irregularity"),
                               QStringLiteral("%1 is not an irregularity of the auction (^I or ^S)")
                                   .arg(QString::fromLatin1(p.text, p.size)),
                               w.line, p.column);
            }
            break;
        }
        case K::Star:
            m_ended = true;
            break;
        case K::Plus:
            m_auction.queryPoints.append(int(m_calls.size()));
            break;
        case K::Blank:
            m_auction.queryPoints.append(int(m_calls.size()));
            m_report.warning(QStringLiteral("pbn.auction.answer-blank"),
                             QStringLiteral("\"%1\" is an answer blank, read as a \"your call?\" point")
                                 .arg(QString::fromLatin1(p.text, p.size)),
                             w.line, p.column);
            break;
        case K::Bad:
            m_report.errorOnce(QStringLiteral("pbn.auction.bad-character"),
                           QStringLiteral("'%1' does not belong in the auction (bad character)")
                               .arg(QString::fromLatin1(p.text, p.size)),
                           w.line, p.column);
            break;
        }
    }
}

static bool sameLetters(QByteArrayView t, const char *upper)
{
    const qsizetype n = qsizetype(std::strlen(upper));
    if (t.size() != n)
        return false;
    for (qsizetype i = 0; i < n; ++i)
        if ((t.at(i) & ~0x20) != upper[i])
            return false;
    return true;
}

static bool strainOf(QByteArrayView s, Strain *strain, bool *spelledN)
{
    *spelledN = false;
    if (s.size() == 1) {
        switch (s.at(0) & ~0x20) {
        case 'C': *strain = Strain::Clubs; return true;
        case 'D': *strain = Strain::Diamonds; return true;
        case 'H': *strain = Strain::Hearts; return true;
        case 'S': *strain = Strain::Spades; return true;
        case 'N': *strain = Strain::NoTrump; *spelledN = true; return true;
        default: return false;
        }
    }
    if (sameLetters(s, "NT")) {
        *strain = Strain::NoTrump;
        return true;
    }
    return false;
}

void PbnAuctionParser::token(const PbnAnnotations::Piece &p, int line)
{
    const QByteArrayView t(p.text, p.size);
    auto text = [&]() { return QString::fromLatin1(p.text, p.size); };
    const bool irregular = !m_pendingIrregularity.isEmpty();
    auto takeIrregularity = [&](Call &c) {
        if (!irregular)
            return;
        if (c.kind == Call::Kind::Bid)
            c.annotation.edit().irregularity = m_pendingIrregularity;
        else
            m_report.error(QStringLiteral("pbn.auction.bad-irregularity"),
                           QStringLiteral("^I stands before %1, which is not a bid").arg(text()), m_pendingAt.line,
                           m_pendingAt.column);
        m_pendingIrregularity.clear();
    };

    if (t == "-") {
        if (!m_calls.isEmpty() || irregular)
            m_report.error(QStringLiteral("pbn.auction.bad-side"),
                           QStringLiteral("'-' after the first call: '-' only fills the seats before the first "
                                          "caller (bad side)"),
                           line, p.column);
        else
            ++m_dashes;
        return;
    }
    if (sameLetters(t, "AP")) {
        int trailing = 0;
        bool anyCall = false;
        for (const Call &c : std::as_const(m_calls)) {
            if (c.kind == Call::Kind::Pass) {
                ++trailing;
            } else {
                trailing = 0;
                anyCall = true;
            }
        }
        const int need = qMax(0, (anyCall ? 3 : 4) - trailing);
        for (int i = 0; i < need; ++i)
            addCall(Call::pass(), line, p.column);
        if (need == 0)
            m_report.warning(QStringLiteral("pbn.auction.after-end"),
                             QStringLiteral("AP after the auction has ended"), line, p.column);
        m_pendingIrregularity.clear();
        return;
    }
    Call c;
    if (sameLetters(t, "PASS")) {
        if (t != "Pass" && t != "pass")
            m_report.warningOnce(QStringLiteral("pbn.call.spelling"),
                                 QStringLiteral("\"%1\" is read as Pass (PBN writes Pass or pass)").arg(text()), line,
                                 p.column);
    } else if (sameLetters(t, "X")) {
        c = Call::dbl();
    } else if (sameLetters(t, "XX")) {
        c = Call::redbl();
    } else if (t.size() >= 1 && t.at(0) >= '1' && t.at(0) <= '7') {
        bool spelledN = false;
        Strain strain;
        if (t.size() == 1 || !strainOf(t.sliced(1), &strain, &spelledN)) {
            m_report.error(QStringLiteral("pbn.call.bad-trump"),
                           QStringLiteral("\"%1\" has no denomination C, D, H, S or NT (bad trump)").arg(text()),
                           line, p.column);
            c.kind = Call::Kind::Unknown;
            c.text = text();
        } else {
            c = Call::bid(t.at(0) - '0', strain);
            if (spelledN)
                m_report.warningOnce(QStringLiteral("pbn.call.trump-spelling"),
                                     QStringLiteral("\"%1\": PBN writes no trump NT, not N (read as %2)")
                                         .arg(text(), c.toString()),
                                     line, p.column);
        }
    } else {
        m_report.errorOnce(QStringLiteral("pbn.call.bad"),
                           QStringLiteral("\"%1\" is not a call (bad call)").arg(text()), line, p.column);
        c.kind = Call::Kind::Unknown;
        c.text = text();
    }
    takeIrregularity(c);
    addCall(c, line, p.column);
}

void PbnAuctionParser::finish()
{
    if (!m_pendingIrregularity.isEmpty())
        m_report.error(QStringLiteral("pbn.auction.bad-irregularity"),
                       QStringLiteral("^I at the end of the auction, with no bid after it"), m_pendingAt.line,
                       m_pendingAt.column);
    for (Call &c : m_calls)
        if (!c.annotation.isEmpty() && c.annotation->nags.size() > 1)
            PbnAnnotations::finish(c.annotation.edit());
    m_auction.calls = QList<Call>(std::make_move_iterator(m_calls.begin()), std::make_move_iterator(m_calls.end()));
    if (m_auction.calls.isEmpty() && m_tagSeat != NoSeat)
        m_auction.first = (m_tagSeat + m_dashes) % 4;
}

} // namespace kib
