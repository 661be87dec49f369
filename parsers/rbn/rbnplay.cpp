#include "rbnplay.h"

#include "rbnletters.h"
#include "rbnmarks.h"
#include "rbnplainplay.h"

#include "parsers/cardbits.h"

#include <QVarLengthArray>

#include <array>
#include <string>

namespace kib::rbn {

namespace {

// A play as read, before its trick is known: the PlayedCard's parts (its
// marks, which few plays have, kept aside by their index), made the
// trick's PlayedCard in place.
struct Token
{
    Card card;
    PlayedCard::Kind kind = PlayedCard::Kind::Card;
    char pseudo = 0; // the pseudo play's character, 0 for none
    bool rankOnly = false;
    Rank rank = 0;
    int offset = 0;
    int marks = -1; // its marks' index in the list of marks, -1: none
};

// suitFromLetter() and rankFromLetter() for a byte, from a table (either case)
bool suitOf(char c, Suit *s)
{
    const quint8 v = kAnyCaseLetters.suit[uchar(c)];
    if (!v)
        return false;
    *s = Suit(v - 1);
    return true;
}

bool isMark(char c)
{
    return kAnyCaseLetters.mark[uchar(c)];
}

bool rankOf(char c, Rank *r)
{
    const quint8 v = kAnyCaseLetters.rank[uchar(c)];
    if (!v)
        return false;
    *r = Rank(v);
    return true;
}

// Whether a play's marks name an irregularity (most plays have no marks)
bool irregular(const PlayedCard &pc)
{
    return !pc.annotation.isEmpty() && !pc.annotation->irregularity.isEmpty();
}

bool isLower(char c)
{
    return c >= 'a' && c <= 'z';
}

QString seatName(Seat s)
{
    static const char *names[] = {"North", "East", "South", "West"};
    return s >= 0 && s < 4 ? QString::fromLatin1(names[s]) : QStringLiteral("?");
}

// A hand's cards while the play goes on: on the stack (most hands hold 13
// cards at most), no copy of the deal's list to make on the first card out.
// (Only for the hands Holdings cannot keep as bits: see there.)
using Held = QVarLengthArray<Card, 16>;

bool hasSuit(const Held &cards, Suit s)
{
    for (Card c : cards)
        if (c.suit() == s)
            return true;
    return false;
}

bool take(Held &cards, Card c)
{
    for (qsizetype i = 0; i < cards.size(); ++i)
        if (cards[i] == c) {
            cards.remove(i);
            return true;
        }
    return false;
}

// A hand's cards as bits: the named cards by Card::index(), and each suit's
// x and ? cards in the hand's order (the first at bit 0; 1 for a ?, 0 for
// an x) with their count. The play takes a named card, the first x or the
// first ? of a suit, or (- and + following suit) the first x or ? of the
// suit whichever it is: what the hand's list in order gives.
struct HeldBits
{
    quint64 named = 0;
    std::array<quint32, 4> partial{};
    std::array<quint8, 4> partials{};

    bool hasSuit(Suit s) const { return (named & suitMask(s)) || partials[int(s)]; }
    bool take(Card c) // a named card
    {
        const quint64 bit = quint64(1) << c.index();
        if (!(named & bit))
            return false;
        named &= ~bit;
        return true;
    }
    // the x or ? card at 'at' in the suit's order out
    void takePartialAt(Suit s, int at)
    {
        quint32 &bits = partial[int(s)];
        const quint32 below = bits & ((quint32(1) << at) - 1);
        bits = below | ((bits >> at >> 1) << at);
        --partials[int(s)];
    }
    // the first x (RankLow) or ? (RankUnknown) card of the suit out
    bool takePartial(Suit s, Rank r)
    {
        const quint32 bits = partial[int(s)];
        const int n = partials[int(s)];
        const quint32 want = r == RankUnknown ? bits : ~bits;
        if (n == 0 || want == 0)
            return false;
        const int at = qCountTrailingZeroBits(want);
        if (at >= n)
            return false;
        takePartialAt(s, at);
        return true;
    }
};

// What is known of the hands while the play goes on.
struct Holdings
{
    const Deal *deal = nullptr;
    // the hands as bits (HeldBits), unless a hand holds a named card twice,
    // an x or ? card of another rank or more than 32 of them in a suit:
    // then all four as lists of cards (Held)
    bool bits = true;
    std::array<HeldBits, 4> heldBits;
    std::array<Held, 4> held;
    std::array<bool, 4> known{};
    std::array<bool, 4> uncertain{}; // an unknown card left the hand: no revoke checks
    std::array<bool, 52> named{};
    std::array<bool, 52> played{};

    explicit Holdings(const Deal *d) : deal(d)
    {
        if (!d || d->hands.size() != 4)
            return;
        for (int s = 0; s < 4; ++s) {
            known[s] = d->hands[s].known;
            HeldBits &b = heldBits[s];
            // (a named card twice: fewer bits than named cards, told after)
            int namedCards = 0;
            for (Card c : d->hands[s].cards) {
                if (c.isValid()) {
                    named[c.index()] = true;
                    b.named |= quint64(1) << c.index();
                    ++namedCards;
                } else if (c.suit() != Suit::None) {
                    const int su = int(c.suit());
                    if (c.rank() > RankLow || b.partials[su] == 32) {
                        bits = false;
                        continue;
                    }
                    if (c.rank() == RankUnknown)
                        b.partial[su] |= quint32(1) << b.partials[su];
                    ++b.partials[su];
                } // (a card of no suit: no play takes it)
            }
            bits = bits && qPopulationCount(b.named) == uint(namedCards);
        }
        if (!bits)
            for (int s = 0; s < 4; ++s)
                held[s].append(d->hands[s].cards.constData(), d->hands[s].cards.size());
    }

    bool hasSuit(Seat seat, Suit s) const { return bits ? heldBits[seat].hasSuit(s) : rbn::hasSuit(held[seat], s); }
    bool take(Seat seat, Card c)
    {
        if (!bits)
            return rbn::take(held[seat], c);
        return c.isValid() ? heldBits[seat].take(c) : heldBits[seat].takePartial(c.suit(), c.rank());
    }

    Seat holder(Card c) const
    {
        if (!deal || !c.isValid() || deal->hands.size() != 4)
            return NoSeat;
        for (int s = 0; s < 4; ++s)
            if (deal->hands[s].cards.contains(c))
                return s;
        return NoSeat;
    }
};

// - and + following suit 'led': the first x or ? card of the suit in the
// hand's order goes (nothing resolved: an invalid card), else the lowest
// (-) or highest (+) card of the suit; false when the hand holds none of it.
bool takeFollowing(Holdings &h, Seat seat, Suit led, bool lowest, Card *card)
{
    if (h.bits) {
        HeldBits &b = h.heldBits[seat];
        if (b.partials[int(led)]) {
            b.takePartialAt(led, 0);
            *card = Card();
            return true;
        }
        const quint64 suit = b.named & suitMask(led);
        if (!suit)
            return false;
        // (index order is the suit's then high rank first)
        const int at = lowest ? 63 - qCountLeadingZeroBits(suit) : qCountTrailingZeroBits(suit);
        b.named &= ~(quint64(1) << at);
        *card = Card(led, Rank(RankAce - (at - int(led) * 13)));
        return true;
    }
    Held &held = h.held[seat];
    Cards real;
    for (Card c : held)
        if (c.suit() == led) {
            if (c.isPartial()) {
                take(held, c); // a low or unknown card of the suit: not resolved
                *card = Card();
                return true;
            }
            real.append(c);
        }
    if (real.isEmpty())
        return false;
    sortCards(real);
    *card = lowest ? real.last() : real.first();
    take(held, *card);
    return true;
}

// Checks a play against the hands and takes the card out; resolves - and +
// when they follow suit.
void playCard(Holdings &h, PlayedCard &pc, int position, Suit led, int offset, Problems *problems)
{
    const Seat seat = pc.seat;
    if (pc.kind == PlayedCard::Kind::Card) {
        const Card c = pc.card;
        if (!c.isValid())
            return;
        const int idx = c.index();
        if (seat == NoSeat || !h.known[seat]) {
            if (h.played[idx])
                report(problems, offset, "rbn.play.twice", QStringLiteral("%1 was played before").arg(c.toString()));
            h.played[idx] = true;
            return;
        }
        if (position > 0 && led != Suit::None && c.suit() != led && !h.uncertain[seat] && h.hasSuit(seat, led))
            report(problems, offset, "rbn.play.revoke",
                   QStringLiteral("%1 plays %2 on a %3 lead but still holds %4")
                       .arg(seatName(seat), c.toString(), QString(suitLetter(led)), QString(suitSymbol(led))));
        // the card itself, else (when no hand names it) the first x, else
        // the first ? of its suit
        bool held;
        if (h.bits) {
            HeldBits &b = h.heldBits[seat];
            const quint64 bit = quint64(1) << idx;
            held = (b.named & bit) != 0;
            if (held)
                b.named &= ~bit;
            else
                held = (!h.named[idx] && b.takePartial(c.suit(), RankLow)) || b.takePartial(c.suit(), RankUnknown);
        } else {
            held = h.take(seat, c) || (!h.named[idx] && h.take(seat, Card(c.suit(), RankLow)))
                   || h.take(seat, Card(c.suit(), RankUnknown));
        }
        if (held) {
            // held
        } else if (h.played[idx]) {
            report(problems, offset, "rbn.play.twice", QStringLiteral("%1 was played before").arg(c.toString()));
        } else {
            report(problems, offset, "rbn.play.not-held", QStringLiteral("%1 does not hold %2").arg(seatName(seat), c.toString()));
        }
        h.played[idx] = true;
        return;
    }
    if (seat == NoSeat || !h.known[seat])
        return;
    const char p = char(pc.pseudo.toLatin1());
    if ((p == '-' || p == '+') && position > 0 && led != Suit::None) {
        Card card;
        if (!takeFollowing(h, seat, led, p == '-', &card)) {
            h.uncertain[seat] = true;
            return;
        }
        if (!card.isValid())
            return; // a low or unknown card of the suit: not resolved
        pc.card = card;
        h.played[card.index()] = true;
        return;
    }
    if (p == '.' && position > 0 && led != Suit::None && !h.uncertain[seat] && h.hasSuit(seat, led))
        report(problems, offset, "rbn.play.revoke",
               QStringLiteral("%1 discards on a %2 lead but still holds %3").arg(seatName(seat), QString(suitLetter(led)), QString(suitSymbol(led))));
    h.uncertain[seat] = true;
}

// playCard()'s most common case told inline, with no call: a named card
// that follows suit (or leads), from a known hand kept as bits that holds
// it. True when it took the card; false, nothing changed, when playCard()
// must decide (its checks and reports).
inline bool playHeldCard(Holdings &h, const PlayedCard &pc, int position, Suit led)
{
    const Seat seat = pc.seat;
    const Card c = pc.card;
    if (!h.bits || pc.kind != PlayedCard::Kind::Card || !c.isValid() || seat == NoSeat || !h.known[seat]
        || (position > 0 && led != Suit::None && c.suit() != led))
        return false;
    const int idx = c.index();
    HeldBits &b = h.heldBits[seat];
    const quint64 bit = quint64(1) << idx;
    if (!(b.named & bit))
        return false;
    b.named &= ~bit;
    h.played[idx] = true;
    return true;
}

bool isSuitless(const Token *trick, qsizetype size)
{
    if (size != 4 || trick[0].kind != PlayedCard::Kind::Pseudo || trick[0].pseudo != '-')
        return false;
    int plus = 0;
    for (int i = 1; i < 4; ++i) {
        const Token &t = trick[i];
        if (t.kind != PlayedCard::Kind::Pseudo || (t.pseudo != '-' && t.pseudo != '+'))
            return false;
        plus += t.pseudo == '+';
    }
    return plus == 1;
}


// The seat whose card wins a trick of four plays (the first card led a
// suit), NoSeat when its cards do not tell (no card led, a '+' of some
// suit, a card off the suit led with the trump suit not known).
// readPlainPlay() finds the same winner card by card.
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

} // namespace

ParsedPlay parsePlay(QByteArrayView v, const PlayContext &ctx, Problems *problems)
{
    {
        ParsedPlay plain;
        if (readPlainPlay(v, ctx, &plain))
            return plain;
    }
    return parsePlayInGeneral(v, ctx, problems);
}

ParsedPlay parsePlayInGeneral(QByteArrayView v, const PlayContext &ctx, Problems *problems)
{
    ParsedPlay out;
    // the plays in one list, and where each trick starts in it (the last
    // trick's start is the one being filled)
    QVarLengthArray<Token, 56> tokens;
    QVarLengthArray<qsizetype, 16> starts{0};
    QVarLengthArray<AnnotationBox, 4> marksOf; // (Token::marks)
    const auto lastSize = [&] { return tokens.size() - starts.last(); };
    int total = 0;
    for (qsizetype pos = 0; pos < v.size();) {
        const char c = v[pos];
        if (c == ':' || c == ';') {
            out.keepData = out.keepData || c == ';';
            if (lastSize() == 0)
                report(problems, int(pos), "rbn.play.empty-trick", QStringLiteral("a trick separator with no plays before it"));
            else if (lastSize() < 4)
                report(problems, int(pos), "rbn.play.short-trick",
                       QStringLiteral("a trick of %1 plays ends here (only the last trick may stop early)").arg(lastSize()));
            if (lastSize() != 0)
                starts.append(tokens.size());
            ++pos;
            continue;
        }
        if (c == 'Y' || c == 'y') {
            out.play.queryPoints.append(total);
            out.keepData = out.keepData || c == 'y';
            ++pos;
            continue;
        }
        Token t;
        t.offset = int(pos);
        Suit s;
        Rank r;
        if (suitOf(c, &s)) {
            if (pos + 1 >= v.size() || !rankOf(v[pos + 1], &r)) {
                report(problems, int(pos), "rbn.play.rank-missing", QStringLiteral("a suit letter must be followed by a rank"));
                ++pos;
                continue;
            }
            t.card = Card(s, r);
            out.keepData = out.keepData || isLower(c) || isLower(v[pos + 1]);
            pos += 2;
        } else if (rankOf(c, &r)) {
            t.rankOnly = true;
            t.rank = r;
            out.keepData = out.keepData || isLower(c);
            ++pos;
        } else if (c == '-' || c == '~' || c == '+' || c == '.') {
            t.kind = PlayedCard::Kind::Pseudo;
            t.pseudo = c;
            ++pos;
        } else if (isMark(c)) {
            report(problems, int(pos), "rbn.play.mark", QStringLiteral("a mark must follow a play"));
            Annotation none;
            pos = qMax(pos + 1, parseMarks(v, pos, &none, nullptr));
            continue;
        } else {
            ++pos; // not allowed here: reported with the line
            continue;
        }
        // (marks only where one follows: a play without stays unannotated)
        if (pos < v.size() && isMark(v[pos])) {
            Annotation marks;
            pos = parseMarks(v, pos, &marks, problems);
            t.marks = int(marksOf.size());
            marksOf.append(AnnotationBox(marks));
        }
        if (lastSize() == 4) {
            report(problems, t.offset, "rbn.play.long-trick", QStringLiteral("a trick has four plays: a ':' is missing before this one"));
            starts.append(tokens.size());
        }
        tokens.append(std::move(t));
        ++total;
    }
    if (lastSize() == 0)
        starts.removeLast();

    if (ctx.extras && !ctx.extras->isEmpty())
        for (qsizetype flat = 0; flat < tokens.size(); ++flat) {
            Token &tok = tokens[flat];
            if (ctx.extras->contains(int(flat))) {
                if (tok.marks < 0) {
                    tok.marks = int(marksOf.size());
                    marksOf.append(AnnotationBox());
                }
                Annotation a = marksOf[tok.marks].get();
                applyMarkExtras(ctx.extras->value(int(flat)), &a);
                marksOf[tok.marks] = a;
            }
        }
    Holdings h(ctx.deal);
    Seat leader = ctx.leader;
    if (leader == NoSeat && !starts.isEmpty() && !tokens[0].rankOnly)
        leader = h.holder(tokens[0].card);
    out.play.leader = leader;
    out.play.tricks.reserve(starts.size());
    for (qsizetype ti = 0; ti < starts.size(); ++ti) {
        // (this trick's plays, taken from the list as they are built)
        Token *const first = tokens.data() + starts[ti];
        const qsizetype size = (ti + 1 < starts.size() ? starts[ti + 1] : tokens.size()) - starts[ti];
        const bool suitless = isSuitless(first, size);
        // (the trick's plays made at once with its list, then filled in
        // place: no call to add each, and the list allocated to its size
        // directly rather than grown by resize(); it is not shared, its
        // data stays put)
        Trick trick{NoSeat, QList<PlayedCard>(size), NoSeat};
        const AnnotationBox *leadMarks = first[0].marks < 0 ? nullptr : &marksOf[first[0].marks];
        if (!first[0].rankOnly && leadMarks && !leadMarks->isEmpty() && !(*leadMarks)->irregularity.isEmpty()
            && (*leadMarks)->irregularity.contains(u'L', Qt::CaseInsensitive) && h.holder(first[0].card) != NoSeat)
            leader = h.holder(first[0].card); // a lead out of turn
        trick.leader = leader;
        PlayedCard *const made = trick.cards.data();
        Suit led = Suit::None;
        for (int i = 0; i < size; ++i) {
            const Token &tok = first[i];
            PlayedCard &pc = made[i];
            pc.kind = tok.kind;
            pc.card = tok.card;
            pc.pseudo = QLatin1Char(tok.pseudo);
            if (tok.marks >= 0)
                pc.annotation = std::move(marksOf[tok.marks]);
            pc.seat = leader == NoSeat ? NoSeat : (leader + i) % 4;
            if (tok.rankOnly) {
                if (i == 0 || led == Suit::None)
                    report(problems, tok.offset, "rbn.play.rank-alone",
                           QStringLiteral("a rank alone must follow a card whose suit is given"));
                pc.card = Card(i == 0 ? Suit::None : led, tok.rank);
            }
            if (!suitless && !playHeldCard(h, pc, i, led))
                playCard(h, pc, i, led, tok.offset, irregular(pc) ? nullptr : problems);
            if (i == 0 && pc.card.isValid())
                led = pc.card.suit();
        }
        if (trick.cards.size() == 4 && leader != NoSeat) {
            if (suitless) {
                for (const PlayedCard &pc : trick.cards)
                    if (pc.pseudo == u'+')
                        trick.winner = pc.seat;
            } else {
                trick.winner = trickWinner(trick, ctx);
            }
        }
        leader = trick.winner;
        if (leader == NoSeat && ti + 1 < starts.size() && !tokens[starts[ti + 1]].rankOnly)
            leader = h.holder(tokens[starts[ti + 1]].card);
        out.play.tricks.append(std::move(trick));
    }
    return out;
}

} // namespace kib::rbn
