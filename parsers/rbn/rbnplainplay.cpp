#include "rbnplainplay.h"

#include "rbnmarks.h"

#include <array>

namespace kib::rbn {

namespace {

// The bytes a plain play is made of, by byte: the upper-case suit and rank
// letters (the writer's; lower case keeps the data as written, which only
// parsePlayInGeneral() tells) and a mark's first byte (! ? * ^).
struct PlainLetters
{
    std::array<quint8, 256> suit{}; // 1 + the suit, 0: none
    std::array<quint8, 256> rank{}; // the rank 2 .. A, 0: none (x X ? neither)
    std::array<bool, 256> mark{};
    PlainLetters()
    {
        for (char c : {'!', '?', '*', '^'})
            mark[uchar(c)] = true;
        const char *suits = "SHDC";
        for (int s = 0; s < 4; ++s)
            suit[uchar(suits[s])] = quint8(1 + s);
        for (int r = 2; r <= 9; ++r)
            rank[uchar('0' + r)] = quint8(r);
        const char *letters = "TJQKA";
        for (int i = 0; i < 5; ++i)
            rank[uchar(letters[i])] = quint8(RankTen + i);
    }
};
const PlainLetters kPlain;

using HandBits = std::array<quint64, 4>;

// A named card's bit, by Card::index()
quint64 cardBit(Suit s, Rank r)
{
    return quint64(1) << (int(s) * 13 + (RankAce - r));
}

quint64 suitBits(Suit s)
{
    return quint64(0x1fff) << (int(s) * 13);
}

// The deal's four hands as bits; false when one is not known or holds a
// partial card or a card twice (Holdings in rbnplay.cpp then decides how
// each play takes its card).
bool handBits(const Deal *deal, HandBits *bits)
{
    if (!deal || deal->hands.size() != 4)
        return false;
    for (int s = 0; s < 4; ++s) {
        const Hand &hand = deal->hands[s];
        if (!hand.known)
            return false;
        quint64 b = 0;
        for (Card c : hand.cards) {
            if (!c.isValid())
                return false;
            const quint64 bit = quint64(1) << c.index();
            if (b & bit)
                return false;
            b |= bit;
        }
        (*bits)[s] = b;
    }
    return true;
}

// The first seat whose hand in the deal names the card at 'pos' (a suit
// and a rank), as Holdings::holder() finds it; NoSeat when there is none
// or no such card.
Seat holderAt(const char *p, qsizetype pos, qsizetype size, const HandBits &deal)
{
    if (pos + 1 >= size)
        return NoSeat;
    const quint8 s = kPlain.suit[uchar(p[pos])];
    const quint8 r = kPlain.rank[uchar(p[pos + 1])];
    if (!s || !r)
        return NoSeat;
    const quint64 bit = cardBit(Suit(s - 1), r);
    for (int seat = 0; seat < 4; ++seat)
        if (deal[seat] & bit)
            return seat;
    return NoSeat;
}

} // namespace

Seat trickWinner(const Trick &t, const PlayContext &ctx)
{
    const Card lead = t.cards[0].card;
    if (!lead.isValid())
        return NoSeat;
    int best = 0;
    for (int i = 1; i < t.cards.size(); ++i) {
        const PlayedCard &pc = t.cards[i];
        const Card c = pc.card;
        if (!c.isValid()) {
            if (pc.kind == PlayedCard::Kind::Pseudo && pc.pseudo == u'+')
                return NoSeat; // the highest card of some suit may win
            continue; // - ~ . do not win
        }
        const Card b = t.cards[best].card;
        if (c.suit() == b.suit()) {
            if (c.rank() > b.rank())
                best = i;
        } else if (c.suit() != lead.suit()) {
            if (!ctx.trumpKnown)
                return NoSeat; // a ruff or a discard: the trump suit would tell
            if (c.suit() == ctx.trump)
                best = i;
        }
    }
    return t.cards[best].seat;
}

bool readPlainPlay(QByteArrayView v, const PlayContext &ctx, ParsedPlay *out)
{
    HandBits deal;
    if ((ctx.extras && !ctx.extras->isEmpty()) || v.isEmpty() || !handBits(ctx.deal, &deal))
        return false;
    HandBits held = deal;
    const char *const p = v.data();
    const qsizetype n = v.size();
    Play &play = out->play;
    // (a trick of four takes five bytes at least, and its ':': a list large
    // enough, made once, with no pass to count the tricks)
    play.tricks.reserve((n + 1) / 6 + 1);
    Seat leader = ctx.leader;
    qsizetype pos = 0;
    for (;;) {
        // the trick's leader: the one stated or the winner of the trick
        // before, else the holder of its first card
        if (leader == NoSeat)
            leader = holderAt(p, pos, n, deal);
        if (uint(leader) > 3)
            return false; // (the plays' seats not known: parsePlayInGeneral())
        if (play.tricks.isEmpty())
            play.leader = leader;
        Trick &trick = play.tricks.emplaceBack();
        trick.leader = leader;
        // (made to four at once, filled in place; the last trick may be
        // cut shorter below)
        trick.cards = QList<PlayedCard>(4);
        PlayedCard *const made = trick.cards.data();
        Suit led = Suit::None;
        int size = 0;
        for (; size < 4 && pos < n; ++size) {
            const uchar c = uchar(p[pos]);
            Suit s;
            Rank r;
            if (kPlain.suit[c]) {
                r = pos + 1 < n ? kPlain.rank[uchar(p[pos + 1])] : 0;
                if (!r)
                    return false; // (no rank after the suit: reported)
                s = Suit(kPlain.suit[c] - 1);
                pos += 2;
            } else if (size > 0 && kPlain.rank[c]) {
                r = kPlain.rank[c]; // following the suit led
                s = led;
                ++pos;
            } else {
                return false; // a rank leading, a pseudo play, ':' early, Y, ';', lower case, ...
            }
            const Seat seat = (leader + size) & 3;
            quint64 &hand = held[seat];
            const quint64 bit = cardBit(s, r);
            // a card not held (or played before), a revoke: reported
            if (!(hand & bit) || (size > 0 && s != led && (hand & suitBits(led))))
                return false;
            hand &= ~bit;
            if (size == 0)
                led = s;
            PlayedCard &pc = made[size];
            pc.card = Card(s, r);
            pc.seat = seat;
            if (pos < n && kPlain.mark[uchar(p[pos])]) {
                Annotation marks;
                Problems problems;
                pos = parseMarks(v, pos, &marks, &problems);
                if (!problems.isEmpty())
                    return false;
                pc.annotation = marks;
            }
        }
        if (size < 4) { // the data ends in the last trick
            if (size == 0)
                return false;
            trick.cards.resize(size);
            return true;
        }
        trick.winner = trickWinner(trick, ctx);
        if (pos == n)
            return true;
        // a fifth play, Y, ';', a ':' that ends the data: parsePlayInGeneral()
        if (p[pos] != ':' || pos + 1 == n)
            return false;
        ++pos;
        leader = trick.winner;
    }
}

} // namespace kib::rbn
