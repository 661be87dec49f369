#include "rbnplainplay.h"

#include "rbnletters.h"
#include "rbnmarks.h"

#include "parsers/cardbits.h"
#include "parsers/sharedlistblock.h"

#include <array>

namespace kib::rbn {

namespace {

using HandBits = std::array<quint64, 4>;

// The deal's four hands as bits; false when one is not known or holds a
// partial card or a card twice (Holdings in rbnplay.cpp then decides how
// each play takes its card).
bool handBits(const Deal *deal, HandBits *bits)
{
    if (!deal || deal->hands.size() != 4)
        return false;
    for (int s = 0; s < 4; ++s) {
        const Hand &hand = deal->hands[s];
        if (!hand.known || !cardsMask(hand.cards, &(*bits)[s]))
            return false;
    }
    return true;
}

// The first seat whose hand in the deal holds the card of 'bit', as
// Holdings::holder() finds it; NoSeat when none does.
Seat holderOf(quint64 bit, const HandBits &deal)
{
    for (int seat = 0; seat < 4; ++seat)
        if (deal[seat] & bit)
            return seat;
    return NoSeat;
}

// A play's marks (few plays have any: out of line) into 'box'; false when
// they hold something to report.
Q_NEVER_INLINE bool readMarks(QByteArrayView v, qsizetype *pos, AnnotationBox *box)
{
    Annotation a;
    Problems problems;
    *pos = parseMarks(v, *pos, &a, &problems);
    if (!problems.isEmpty())
        return false;
    *box = a;
    return true;
}

} // namespace

bool readPlainPlay(QByteArrayView v, const PlayContext &ctx, ParsedPlay *out)
{
    HandBits deal;
    if ((ctx.extras && !ctx.extras->isEmpty()) || v.isEmpty() || !handBits(ctx.deal, &deal))
        return false;
    HandBits held = deal;
    const char *const p = v.data();
    const qsizetype n = v.size();
    Play &play = out->play;
    // The tricks' cards in one block of memory that their lists share (see
    // SharedListBlock): one allocation a play, not one a trick. A trick of
    // four takes five bytes at least, and its ':': room enough for every
    // trick, with no pass to count them.
    const qsizetype room = (n + 1) / 6 + 1;
    SharedListBlock<PlayedCard> block(room * 4, SharedListBlock<PlayedCard>::Unconstructed{});
    // (the list made to that size at once, its tricks filled in place and
    // the ones not needed cut off at the end)
    play.tricks = QList<Trick>(room);
    Trick *const tricks = play.tricks.data();
    // (a play's marks kept aside until its trick is read whole: a card left
    // in the block when this returns false must hold nothing to free)
    std::array<AnnotationBox, 4> marks;
    Seat leader = ctx.leader;
    qsizetype pos = 0;
    for (qsizetype t = 0;; ++t) {
        if (t == room)
            return false;
        // the lead: a suit and a rank (a rank alone, a pseudo play, a ':'
        // at the end, Y, ';', lower case, ...: parsePlayInGeneral())
        if (pos + 1 >= n)
            return false;
        const quint8 leadSuit = kUpperCaseLetters.suit[uchar(p[pos])];
        const Rank leadRank = kUpperCaseLetters.rank[uchar(p[pos + 1])];
        if (!leadSuit || !leadRank)
            return false;
        pos += 2;
        const Suit led = Suit(leadSuit - 1);
        const quint64 leadBit = cardBit(led, leadRank);
        // the trick's leader: the one stated or the winner of the trick
        // before, else the holder of its first card
        if (leader == NoSeat)
            leader = holderOf(leadBit, deal);
        if (uint(leader) > 3)
            return false; // (the plays' seats not known: parsePlayInGeneral())
        if (t == 0)
            play.leader = leader;
        PlayedCard *const made = block.data() + t * 4;
        if (!(held[leader] & leadBit))
            return false; // (not held: reported)
        held[leader] &= ~leadBit;
        new (made) PlayedCard{PlayedCard::Kind::Card, Card(led, leadRank), leader, QChar(), AnnotationBox()};
        bool marked = pos < n && kUpperCaseLetters.mark[uchar(p[pos])];
        if (marked && !readMarks(v, &pos, &marks[0]))
            return false;
        // (the winner found on the way, as trickWinner() finds it: the
        // highest card of the suit led, or of trumps once one is played)
        int best = 0;
        Card high(led, leadRank);
        bool winnerKnown = true;
        int size = 1;
        for (; size < 4 && pos < n; ++size) {
            // a rank alone following the suit led, or a suit and a rank
            const uchar c = uchar(p[pos]);
            Suit s = led;
            Rank r = kUpperCaseLetters.rank[c];
            if (r) {
                ++pos;
            } else {
                const quint8 su = kUpperCaseLetters.suit[c];
                r = pos + 1 < n ? kUpperCaseLetters.rank[uchar(p[pos + 1])] : 0;
                if (!su || !r)
                    return false; // (a pseudo play, ':' early, no rank after the suit, ...)
                s = Suit(su - 1);
                pos += 2;
            }
            const Seat seat = (leader + size) & 3;
            quint64 &hand = held[seat];
            const quint64 bit = cardBit(s, r);
            // a card not held (or played before), a revoke: reported
            if (!(hand & bit) || (s != led && (hand & suitMask(led))))
                return false;
            hand &= ~bit;
            const Card card(s, r);
            if (s == high.suit()) {
                if (r > high.rank()) {
                    best = size;
                    high = card;
                }
            } else if (s != led) {
                winnerKnown = winnerKnown && ctx.trumpKnown; // a ruff or a discard: the trump suit tells
                if (s == ctx.trump) {
                    best = size;
                    high = card;
                }
            }
            new (made + size) PlayedCard{PlayedCard::Kind::Card, card, seat, QChar(), AnnotationBox()};
            if (pos < n && kUpperCaseLetters.mark[uchar(p[pos])]) {
                if (!readMarks(v, &pos, &marks[size]))
                    return false;
                marked = true;
            }
        }
        Trick &trick = tricks[t];
        trick.leader = leader;
        if (!marked) {
            trick.cards = block.list(t * 4, size);
        } else {
            // (a trick with marks has a list of its own: a list that shares
            // the block frees nothing of its cards)
            trick.cards = QList<PlayedCard>(made, made + size);
            PlayedCard *const own = trick.cards.data();
            for (int i = 0; i < size; ++i)
                own[i].annotation = std::move(marks[i]);
        }
        if (size == 4)
            trick.winner = winnerKnown ? (leader + best) & 3 : NoSeat;
        if (size < 4 || pos == n) { // the data ends in this trick
            play.tricks.resize(t + 1);
            return true;
        }
        // a fifth play, Y, ';', a ':' that ends the data: parsePlayInGeneral()
        if (p[pos] != ':' || pos + 1 == n)
            return false;
        ++pos;
        leader = trick.winner;
    }
}

} // namespace kib::rbn
