#include "pbnplayparser.h"

#include "parsers/sharedlistblock.h"

#include <QVarLengthArray>

#include <algorithm>

namespace kib {

namespace {

// Letters to suits and ranks by table: cards come in no order, and a
// switch's jumps would be guessed wrong about every other card.
struct CardLetters
{
    quint8 suit[256] = {}; // 1 + Suit, 0 for no suit
    Rank rank[256] = {};   // RankUnknown for no rank
};

constexpr CardLetters cardLetters = [] {
    CardLetters t;
    const char suits[] = "SHDC";
    for (int i = 0; i < 4; ++i) {
        t.suit[uchar(suits[i])] = quint8(1 + i);
        t.suit[uchar(suits[i] | 0x20)] = quint8(1 + i);
    }
    for (char c = '2'; c <= '9'; ++c)
        t.rank[uchar(c)] = Rank(c - '0');
    const char high[] = "TJQKA";
    for (int i = 0; i < 5; ++i) {
        t.rank[uchar(high[i])] = Rank(RankTen + i);
        t.rank[uchar(high[i] | 0x20)] = Rank(RankTen + i);
    }
    return t;
}();

bool suitOf(char c, Suit *suit)
{
    const quint8 code = cardLetters.suit[uchar(c)];
    *suit = Suit(code - 1);
    return code != 0;
}

bool rankOf(char c, Rank *rank)
{
    *rank = cardLetters.rank[uchar(c)];
    return *rank != RankUnknown;
}

// Whether 'card' takes the trick from 'best' (bridge: a higher card of its
// suit, or a trump over a card of another suit), as rules::trickWinner()
// decides it; Suit::None for no trump.
inline bool beats(Card card, Card best, Suit trump)
{
    return card.suit() == best.suit() ? card.rank() > best.rank() : trump != Suit::None && card.suit() == trump;
}

} // namespace

void PbnPlayParser::start(Seat tagSeat)
{
    m_tagSeat = tagSeat;
    m_play.leader = tagSeat;
}

void PbnPlayParser::addSlot(const Slot &added)
{
    if (m_ended && !m_reportedAfterEnd) {
        m_report.error(QStringLiteral("pbn.play.after-star"),
                       QStringLiteral("a card after '*', which ends the play section"), added.line, added.column);
        m_reportedAfterEnd = true;
    }
    if (m_slots.size() == 52)
        m_report.error(QStringLiteral("pbn.play.too-many-cards"),
                       QStringLiteral("more than 13 tricks in the play section"), added.line, added.column);
    m_slots.append(added);
    m_anyQuery = m_anyQuery || added.query;
    if (m_pending) {
        m_slots.last().irregularity = m_pending;
        m_anyLead = m_anyLead || m_pending == 'L';
        m_pending = 0;
    }
}

void PbnPlayParser::word(const PbnToken &w)
{
    if (m_start.line == 0)
        m_start = {w.line, w.column};
    Suit suit;
    Rank rank;
    if (w.size == 2 && suitOf(w.text[0], &suit) && rankOf(w.text[1], &rank)) {
        // the common case: a card and nothing else
        // (within the room on hand: no growing it here either)
        if (!m_ended && !m_pending && m_slots.size() < 52 && m_slots.size() < m_slots.capacity()) {
            // (nothing to report, no mark to give it: appended as it is)
            Slot &s = m_slots.emplace_back();
            s.card = Card(suit, rank);
            s.known = true;
            s.line = w.line;
            s.column = w.column;
            return;
        }
    }
    pieces(w);
}

bool PbnPlayParser::cardRow(const char *row, int line, int column)
{
    if (m_ended || m_pending || m_start.line == 0 || m_slots.size() + 4 > qMin<qsizetype>(52, m_slots.capacity()))
        return false;
    quint8 suits[4];
    Rank ranks[4];
    bool cards = true;
    for (int k = 0; k < 4; ++k) {
        suits[k] = cardLetters.suit[uchar(row[3 * k])];
        ranks[k] = cardLetters.rank[uchar(row[3 * k + 1])];
        cards = cards && suits[k] != 0 && ranks[k] != RankUnknown;
    }
    if (!cards)
        return false;
    // (as word()'s common case four times: nothing to report)
    for (int k = 0; k < 4; ++k) {
        Slot &s = m_slots.emplace_back();
        s.card = Card(Suit(suits[k] - 1), ranks[k]);
        s.known = true;
        s.line = line;
        s.column = column + 3 * k;
    }
    return true;
}

Q_NEVER_INLINE void PbnPlayParser::pieces(const PbnToken &w)
{
    Suit suit;
    Rank rank;
    if (w.size == 2 && suitOf(w.text[0], &suit) && rankOf(w.text[1], &rank)) {
        Slot s;
        s.card = Card(suit, rank);
        s.known = true;
        s.line = w.line;
        s.column = w.column;
        addSlot(s);
        return;
    }
    const PbnAnnotations::Pieces pieces = PbnAnnotations::split(w);
    for (const PbnAnnotations::Piece &p : pieces) {
        using K = PbnAnnotations::Piece::Kind;
        const QLatin1StringView text(p.text, p.size);
        switch (p.kind) {
        case K::Token:
            token(p, w.line);
            break;
        case K::Suffix:
        case K::NoteRef:
        case K::Nag:
            if (!m_slots.isEmpty() && !m_pending) {
                Slot &last = m_slots.last();
                if (last.annotation < 0) {
                    last.annotation = int(m_annotations.size());
                    m_annotations.append(Annotation());
                }
                PbnAnnotations::apply(p, m_annotations[last.annotation], &last.suffixFromNag, true, w.line, m_report);
            } else
                m_report.error(QStringLiteral("pbn.annotation.orphan"),
                               QStringLiteral("%1 annotates no card").arg(text), w.line, p.column);
            break;
        case K::Irregularity: {
            const char letter = p.size == 2 ? char(p.text[1] & ~0x20) : 0;
            if (letter != 'R' && letter != 'L') {
                m_report.error(QStringLiteral("pbn.play.bad-irregularity"),
                               QStringLiteral("%1 is not an irregularity of the play (^R or ^L)").arg(text), w.line,
                               p.column);
            } else if (m_pending == letter) {
                m_report.error(QStringLiteral("pbn.play.double-irregularity"),
                               QStringLiteral("^%1 twice before one card (double irregularity)").arg(QLatin1Char(letter)),
                               w.line, p.column);
            } else if (m_pending) {
                m_report.error(QStringLiteral("pbn.play.bad-irregularity"),
                               QStringLiteral("^R and ^L before one card (bad irregularity)"), w.line, p.column);
            } else {
                m_pending = letter;
                m_pendingAt = {w.line, p.column};
            }
            break;
        }
        case K::Star:
            m_ended = true;
            if (m_anyQuery) // (read as the point to go on from, as '+' alone says)
                m_report.warningOnce(QStringLiteral("pbn.play.draft-plus"),
                                     QStringLiteral("'+' in a play that ends with '*' (the PBN 2.0 drafts' marker): "
                                                    "read as the card to be played next"),
                                     w.line, p.column);
            break;
        case K::Plus: {
            Slot s;
            s.query = true;
            s.line = w.line;
            s.column = p.column;
            addSlot(s);
            break;
        }
        case K::Blank:
        case K::Bad:
            m_report.error(QStringLiteral("pbn.play.bad-character"),
                           QStringLiteral("'%1' does not belong in the play (bad character)").arg(text), w.line,
                           p.column);
            break;
        }
    }
}

void PbnPlayParser::token(const PbnAnnotations::Piece &p, int line)
{
    Slot s;
    s.line = line;
    s.column = p.column;
    const QByteArrayView t(p.text, p.size);
    Suit suit;
    Rank rank;
    if (t == "-") {
    } else if (t.size() == 2 && suitOf(t.at(0), &suit) && rankOf(t.at(1), &rank)) {
        s.card = Card(suit, rank);
        s.known = true;
    } else {
        const QString text = QString::fromLatin1(p.text, p.size);
        if (t.size() >= 2 && suitOf(t.at(0), &suit))
            m_report.error(QStringLiteral("pbn.card.bad-rank"),
                           QStringLiteral("\"%1\" is not a card: bad rank after the suit").arg(text), line, p.column);
        else if (t.size() >= 1 && t.at(0) != '-')
            m_report.error(QStringLiteral("pbn.card.bad-suit"),
                           QStringLiteral("\"%1\" is not a card: it does not start with a suit S, H, D or C (bad suit)")
                               .arg(text),
                           line, p.column);
        else
            m_report.error(QStringLiteral("pbn.card.bad"), QStringLiteral("\"%1\" is not a card (bad card)").arg(text),
                           line, p.column);
    }
    addSlot(s);
}

Q_ALWAYS_INLINE bool PbnPlayParser::plainTrick(const Slot *row)
{
    // (the four tested together: no branch a slot)
    bool plain = true;
    for (int k = 0; k < 4; ++k)
        plain &= row[k].known & (row[k].annotation < 0) & (row[k].irregularity == 0);
    return plain;
}

void PbnPlayParser::finish(Suit trump)
{
    if (m_pending)
        m_report.error(QStringLiteral("pbn.play.bad-irregularity"),
                       QStringLiteral("^%1 with no card after it").arg(QLatin1Char(m_pending)), m_pendingAt.line,
                       m_pendingAt.column);
    const Seat col0 = m_tagSeat == NoSeat ? North : m_tagSeat;
    const int slots = int(m_slots.size());
    const int made = (slots + 3) / 4;
    QVarLengthArray<int, 56> order(made * 4); // flat play index -> slot (-1 for a filler card)
    // The tricks' cards, four a trick, made in one block of memory that the
    // tricks' lists then share (see SharedListBlock); each card is
    // constructed where it is made, below.
    SharedListBlock<PlayedCard> block(made * 4, SharedListBlock<PlayedCard>::Unconstructed{});
    PlayedCard *const all = block.data();
    struct Made
    {
        Seat leader;
        Seat winner;
        bool annotated;
    };
    QVarLengthArray<Made, 14> tricks(made);
    const Slot *const slotData = m_slots.constData();
    // (each slot's play index and each card's position written as the
    // tricks are made; the positions of dropped cards cut off after)
    m_slotIndex.resize(slots);
    int *const slotIndex = m_slotIndex.data();
    m_positions.resize(made * 4);
    Position *const positions = m_positions.data();
    Seat leader = col0;
    bool lostLeader = false;
    for (int base = 0; base < slots; base += 4) {
        const int count = qMin(4, slots - base);
        Seat lead = leader;
        int leads = 0;
        for (int i = 0; m_anyLead && i < count; ++i) {
            const Slot &s = m_slots.at(base + i);
            if (s.irregularity != 'L')
                continue;
            if (++leads == 1)
                lead = (col0 + i) % 4;
            else
                m_report.error(QStringLiteral("pbn.play.double-irregularity"),
                               QStringLiteral("a second lead out of turn (^L) in one trick (double irregularity)"),
                               s.line, s.column);
        }
        if (lostLeader && leads == 0) {
            const Slot &s = m_slots.at(base);
            m_report.warning(QStringLiteral("pbn.play.unknown-leader"),
                             QStringLiteral("the trick before holds unknown cards: who leads this trick is not "
                                            "known, its cards are read from the first column"),
                             s.line, s.column);
        }
        // (the winner found on the way, as rules::trickWinner() finds it
        // for bridge)
        PlayedCard *cards = all + base;
        const Slot *const row = slotData + base;
        const int turn = (lead - col0) & 3; // the column of the trick's lead
        if (count == 4 && plainTrick(row)) {
            // (four known cards, none annotated or marked: each made as it
            // is, the winner found on the way)
            int best = 0;
            Card high = row[turn].card;
            for (int k = 0; k < 4; ++k) {
                const int col = (turn + k) & 3;
                const Slot &s = row[col];
                new (cards + k) PlayedCard{PlayedCard::Kind::Card, s.card, (lead + k) & 3, QChar(), AnnotationBox()};
                order[base + k] = base + col;
                slotIndex[base + col] = base + k;
                positions[base + k] = {s.line, s.column};
                if (k > 0 && beats(s.card, high, trump)) {
                    best = k;
                    high = s.card;
                }
            }
            const Seat winner = (lead + best) & 3;
            tricks[base / 4] = {lead, winner, false};
            lostLeader = false;
            leader = winner;
            continue;
        }
        bool complete = true;
        bool annotated = false;
        int best = -1;
        for (int k = 0; k < 4; ++k) {
            const int col = (turn + k) & 3;
            PlayedCard &pc = *new (cards + k) PlayedCard();
            pc.seat = (lead + k) & 3;
            if (col >= count) {
                pc.kind = PlayedCard::Kind::Unknown;
                order[base + k] = -1;
                positions[base + k] = {row[0].line, row[0].column};
                complete = false;
                continue;
            }
            const Slot &s = row[col];
            order[base + k] = base + col;
            slotIndex[base + col] = base + k;
            positions[base + k] = {s.line, s.column};
            pc.card = s.card;
            if (s.known) {
                pc.kind = PlayedCard::Kind::Card;
                if (best < 0) {
                    best = k;
                } else {
                    if (beats(s.card, cards[best].card, trump))
                        best = k;
                }
            } else {
                pc.kind = PlayedCard::Kind::Unknown;
                complete = false;
            }
            if (s.annotation >= 0 || s.irregularity != 0) { // (an irregularity is 'R' or 'L')
                // (moved: a slot makes one card)
                Annotation a = s.annotation >= 0 ? std::move(m_annotations[s.annotation]) : Annotation();
                PbnAnnotations::finish(a);
                if (s.irregularity == 'R')
                    a.irregularity = QStringLiteral("R");
                else if (s.irregularity == 'L')
                    a.irregularity = QStringLiteral("L");
                pc.annotation = a;
                annotated = true;
            }
        }
        const Seat winner = complete ? cards[best].seat : NoSeat;
        tricks[base / 4] = {lead, winner, annotated};
        lostLeader = winner == NoSeat;
        leader = lostLeader ? col0 : winner;
    }

    // Unknown cards at the end were not played (or do not matter): drop them
    // (a trick left with none goes; one left short has no winner).
    int kept = int(order.size());
    while (kept > 0 && all[kept - 1].kind == PlayedCard::Kind::Unknown)
        all[--kept].annotation.clear(); // (left in the block: nothing to free)
    const int playTricks = (kept + 3) / 4;
    if (playTricks > 0 && kept % 4 != 0)
        tricks[playTricks - 1].winner = NoSeat;

    // A trick with an annotated card takes its cards to a list of its own.
    m_play.tricks.resize(playTricks);
    Trick *out = m_play.tricks.data();
    for (int t = 0; t < playTricks; ++t) {
        Trick &trick = out[t];
        trick.leader = tricks.at(t).leader;
        trick.winner = tricks.at(t).winner;
        const int n = qMin(4, kept - t * 4);
        if (!tricks.at(t).annotated) {
            trick.cards = block.list(t * 4, n);
            continue;
        }
        PlayedCard *from = all + t * 4;
        trick.cards = QList<PlayedCard>(from, from + n);
        for (int k = 0; k < n; ++k)
            from[k].annotation.clear();
    }

    // (every slot is one card of its trick: each has its index by now)
    m_positions.resize(kept);
    for (int i = kept; i < order.size(); ++i)
        if (order.at(i) >= 0)
            m_slotIndex[order.at(i)] = kept - 1;
    if (!m_anyQuery)
        return;
    for (int i = 0; i < order.size(); ++i) {
        const int slot = order.at(i);
        if (slot >= 0 && m_slots.at(slot).query)
            m_play.queryPoints.append(qMin(i, kept));
    }
    std::sort(m_play.queryPoints.begin(), m_play.queryPoints.end());
    m_play.queryPoints.erase(std::unique(m_play.queryPoints.begin(), m_play.queryPoints.end()),
                             m_play.queryPoints.end());
}

int PbnPlayParser::indexOfSlot(int slot) const
{
    if (slot < 0 || slot >= m_slotIndex.size())
        return -1;
    return m_slotIndex.at(slot);
}

} // namespace kib
