#include "pbndeal.h"

#include "parsers/cardbits.h"
#include "parsers/sharedlistblock.h"

#include <QVarLengthArray>

#include <algorithm>

#include <bit>

namespace kib {

static Seat seatFromLetter(QChar c)
{
    return bridgeSeatFromLetter(c.unicode());
}

// A rank letter (either case) -> its rank, 0 for any other character.
static constexpr auto rankTable = [] {
    struct Table
    {
        Rank rank[128] = {};
    } t;
    for (char c = '2'; c <= '9'; ++c)
        t.rank[int(c)] = Rank(c - '0');
    const char letters[] = "TJQKA";
    for (int i = 0; i < 5; ++i) {
        t.rank[int(letters[i])] = Rank(RankTen + i);
        t.rank[int(letters[i]) | 0x20] = Rank(RankTen + i);
    }
    return t;
}();

static Rank rankOf(char16_t c)
{
    return c < 128 ? rankTable.rank[c] : RankUnknown;
}

// (a Deal as just made: four hands not given, no piles)
static bool isFresh(const Deal &deal)
{
    if (deal.hands.size() != 4 || !deal.piles.isEmpty())
        return false;
    for (const Hand &h : deal.hands)
        if (h.known || h.hidden || !h.cards.isEmpty())
            return false;
    return true;
}

namespace {

// The short way's characters: a rank in upper case as its distance from the
// ace (0 to 12, Card::index() within its suit), a dot, a space; anything
// else sends the value the general way.
enum : quint8 { CommonDot = 13, CommonSpace = 14, CommonOther = 15 };
constexpr auto commonTable = [] {
    struct Table
    {
        quint8 code[128] = {};
    } t;
    for (quint8 &c : t.code)
        c = CommonOther;
    for (char c = '2'; c <= '9'; ++c)
        t.code[int(c)] = quint8(RankAce - (c - '0'));
    const char letters[] = "AKQJT";
    for (int i = 0; i < 5; ++i)
        t.code[int(letters[i])] = quint8(i);
    t.code[int('.')] = CommonDot;
    t.code[int(' ')] = CommonSpace;
    return t;
}();

} // namespace

// The common Deal value, as Bridge Composer, BBO and most programs write it:
// an upper case side, four hands of four suits each, upper case ranks, every
// hand with a card, no card twice within a hand. Each hand is read into its
// cards' bits, and the cards made from the bits (in the order sortCards()
// gives). Anything else: false, 'deal' and 'd' untouched, for the general way.
static bool decodeCommon(const char16_t *v, qsizetype size, PbnDeal::Decoded &d, Deal *deal)
{
    if (size < 2 || v[1] != u':')
        return false;
    Seat first;
    switch (v[0]) {
    case u'N': first = North; break;
    case u'E': first = East; break;
    case u'S': first = South; break;
    case u'W': first = West; break;
    default: return false;
    }
    quint64 masks[4];
    int counts[4];
    // (out of order: a card whose bit is not above every bit before it)
    bool unsorted = false;
    const char16_t *p = v + 2;
    const char16_t *const end = v + size;
    for (int h = 0; h < 4; ++h) {
        quint64 mask = 0;
        int base = 0; // Card::index() of the suit's ace
        int cards = 0;
        for (; p != end; ++p) {
            const char16_t c = *p;
            const quint8 code = c < 128 ? commonTable.code[c] : quint8(CommonOther);
            if (code < 13) {
                const quint64 bit = quint64(1) << (base + code);
                unsorted |= bit <= mask;
                mask |= bit;
                ++cards;
            } else if (code == CommonDot) {
                base += 13;
                if (base > 39)
                    return false;
            } else if (code == CommonSpace) {
                break;
            } else {
                return false;
            }
        }
        // (a card twice within the hand: fewer bits than cards; only a hand
        // out of order can hold one)
        if (base != 39 || cards == 0 || (unsorted && std::popcount(mask) != cards))
            return false;
        if (h < 3) {
            if (p == end)
                return false;
            ++p; // (the space)
        }
        masks[h] = mask;
        counts[h] = cards;
    }
    if (p != end)
        return false;
    if (!isFresh(*deal))
        *deal = Deal(4);
    SharedListBlock<Card> block(counts[0] + counts[1] + counts[2] + counts[3],
                               SharedListBlock<Card>::Unconstructed{});
    Card *const all = block.data();
    Card *out = all;
    Hand *const hands = deal->hands.data();
    quint64 seen = 0;
    quint64 twice = 0;
    for (int h = 0; h < 4; ++h) {
        const qsizetype start = out - all;
        out = placeMaskCards(out, masks[h]);
        twice |= seen & masks[h];
        seen |= masks[h];
        const Seat s = (first + h) % 4;
        d.held[s] = masks[h];
        hands[s].known = true;
        hands[s].cards = block.list(start, counts[h]);
    }
    d.twice = twice;
    d.first = first;
    d.exportForm = !unsorted;
    d.ok = true;
    return true;
}

PbnDeal::Decoded PbnDeal::decode(QStringView value, Deal *deal)
{
    Decoded d;
    if (decodeCommon(value.utf16(), value.size(), d, deal))
        return d;
    return decodeGeneral(value, deal);
}

PbnDeal::Decoded PbnDeal::decodeGeneral(QStringView value, Deal *deal)
{
    Decoded d;
    if (!isFresh(*deal))
        *deal = Deal(4);
    auto fail = [&](const char *code, const QString &message) {
        d.code = QString::fromLatin1(code);
        d.message = message;
        *deal = Deal(4);
        return d;
    };
    if (value.size() < 2 || value.at(1) != u':')
        return fail("pbn.deal.malformed", QStringLiteral("the deal \"%1\" does not start with a side and ':'")
                                              .arg(value.toString()));
    d.first = seatFromLetter(value.at(0));
    if (d.first == NoSeat)
        return fail("pbn.deal.bad-side", QStringLiteral("'%1' in the deal is not a side (N, E, S or W)")
                                             .arg(value.at(0)));
    const char16_t *const v = value.utf16();
    const qsizetype size = value.size();
    qsizetype pos = 2;
    bool exportForm = value.at(0) == QLatin1Char("NESW"[d.first]); // (upper case ranks, ace first)
    // The four hands' cards gathered on the stack, then put in the deal as
    // lists that share one allocation (see SharedListBlock).
    // (room for every character once, the cards counted in n: the array
    // is not resized hand by hand)
    QVarLengthArray<Card, 256> cards(size);
    qsizetype n = 0;
    qsizetype start[4] = {}, count[4] = {};
    quint64 masks[4] = {};
    quint64 twice = 0;
    for (int h = 0; h < 4; ++h) {
        if (h > 0) {
            if (pos >= size || v[pos] != u' ')
                return fail("pbn.deal.malformed",
                            QStringLiteral("the deal does not hold four hands separated by one space"));
            ++pos;
        }
        const qsizetype from = pos;
        start[h] = n;
        // (room for every character left: no check of the room at each card)
        Card *const first = cards.data() + start[h];
        Card *out = first;
        // one pass to the next space: the suits' dots, the cards, the first
        // character that is no rank (reported only when the hand has its
        // four suits)
        int suit = 0;
        Suit current = Suit::Spades;
        int suitIndex = 0; // Card::index() of the suit's ace
        qsizetype bad = -1;
        int sorted = 1;
        int last = -1;
        char16_t highest = 0;
        qsizetype end = from;
        quint64 mask = 0;
        for (; end < size; ++end) {
            const char16_t c = v[end];
            if (c == u' ')
                break;
            if (c == u'.') {
                ++suit;
                current = Suit(suit & 3);
                suitIndex = int(current) * 13;
                continue;
            }
            const Rank rank = rankOf(c);
            if (rank == RankUnknown) {
                if (bad < 0)
                    bad = end;
                continue;
            }
            highest = std::max(highest, c);
            const int index = suitIndex + (RankAce - rank); // (card.index() of a valid card)
            sorted &= int(index > last);
            last = index;
            mask |= quint64(1) << index;
            *out++ = Card(current, rank);
        }
        masks[h] = mask;
        if (!sorted) {
            // (only a hand out of order can hold a card twice)
            quint64 once = 0;
            for (const Card *c = first; c != out; ++c) {
                const quint64 bit = quint64(1) << c->index();
                twice |= once & bit;
                once |= bit;
            }
        }
        pos = end;
        n = start[h] + (out - first);
        if (end - from == 1 && v[from] == u'-')
            continue;
        if (end == from || suit != 3)
            return fail("pbn.deal.malformed", QStringLiteral("the hand \"%1\" in the deal does not have four suits")
                                                  .arg(value.mid(from, end - from).toString()));
        if (bad >= 0)
            return fail("pbn.deal.bad-rank",
                        QStringLiteral("'%1' in the deal is not a rank (bad rank)").arg(QChar(v[bad])));
        exportForm = exportForm && highest < u'a';
        count[h] = n - start[h];
        if (count[h] == 0) {
            ++d.emptyHands; // "..." : Bridge Composer's way of leaving a hand out
            continue;
        }
        exportForm = exportForm && sorted;
        if (!sorted)
            std::stable_sort(cards.begin() + start[h], cards.begin() + n, [](Card a, Card b) {
                if (a.suit() != b.suit())
                    return a.suit() < b.suit();
                return a.rank() > b.rank();
            }); // (as sortCards() orders a hand)
    }
    if (pos != size)
        return fail("pbn.deal.malformed", QStringLiteral("the deal holds more than four hands"));
    SharedListBlock<Card> block(n);
    std::copy(cards.cbegin(), cards.cbegin() + n, block.data());
    quint64 seen = 0;
    for (int h = 0; h < 4; ++h) {
        twice |= seen & masks[h];
        seen |= masks[h];
        d.held[(d.first + h) % 4] = masks[h];
    }
    d.twice = twice;
    for (int h = 0; h < 4; ++h) {
        if (count[h] == 0)
            continue;
        Hand &hand = deal->hands[(d.first + h) % 4];
        hand.known = true;
        hand.cards = block.list(start[h], count[h]);
    }
    d.ok = true;
    d.exportForm = exportForm && d.emptyHands == 0;
    return d;
}

int PbnDeal::encodeTo(char16_t *buffer, const Deal &deal, Seat first)
{
    if (first < 0 || first > 3)
        first = North;
    static const char ranks[] = "AKQJT98765432";
    int n = 0;
    buffer[n++] = char16_t("NESW"[first]);
    buffer[n++] = u':';
    for (int h = 0; h < 4; ++h) {
        if (h)
            buffer[n++] = u' ';
        const Seat s = (first + h) % 4;
        if (s >= deal.hands.size() || !deal.hands.at(s).known) {
            buffer[n++] = u'-';
            continue;
        }
        quint64 mask = 0;
        for (Card c : deal.hands.at(s).cards) {
            if (!c.isValid() || (mask & (quint64(1) << c.index())))
                return -1; // not a card of the deck, or a card twice
            mask |= quint64(1) << c.index();
        }
        for (int suit = 0; suit < 4; ++suit) {
            if (suit)
                buffer[n++] = u'.';
            // the suit's cards, ace first: one step per card held
            for (quint32 bits = quint32(mask >> (suit * 13)) & 0x1fff; bits; bits &= bits - 1)
                buffer[n++] = char16_t(ranks[std::countr_zero(bits)]);
        }
    }
    return n;
}

QString PbnDeal::encode(const Deal &deal, Seat first)
{
    char16_t buffer[2 + 4 * 56];
    const int n = encodeTo(buffer, deal, first);
    if (n >= 0)
        return QString::fromUtf16(buffer, n);
    if (first < 0 || first > 3)
        first = North;
    QString out = QLatin1Char("NESW"[first]) + QStringLiteral(":");
    for (int h = 0; h < 4; ++h) {
        const Seat s = (first + h) % 4;
        if (h)
            out += QLatin1Char(' ');
        out += s < deal.hands.size() && deal.hands.at(s).known ? cardsToDotted(deal.hands.at(s).cards)
                                                               : QStringLiteral("-");
    }
    return out;
}

} // namespace kib
