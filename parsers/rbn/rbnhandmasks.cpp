#include "rbnhandmasks.h"

#include "parsers/cardbits.h"
#include "parsers/sharedlistblock.h"

#include <array>
#include <bit>
#include <cstring>

namespace kib::rbn {

namespace {

constexpr char kHandSeats[] = "NESW"; // (not kSeats: rbnhands.cpp has one, and a unity build joins the files)

// The deal as four 52-bit masks (bit Card::index(): spades first, ace first
// in each suit): the common deal, where every card is a card of the deck and
// none is given twice, is read and written through them. A hand's cards made
// from its mask come in the model's order (sortCards()'s), so no sort is
// needed either way.
constexpr quint64 kDeck = (quint64(1) << 52) - 1;
constexpr char kMaskRanks[] = "AKQJT98765432"; // (bit k of a suit: ace - k)

// The H text of a hand of 'size' cards given as bits, as formatHands()
// spells it, written at 'p'; the end of what was written.
char *writeMask(char *p, quint64 mask, qsizetype size)
{
    if (size == 0) {
        std::memcpy(p, "...", 3);
        return p + 3;
    }
    char *const start = p;
    for (int suit = 0; suit < SuitCount; ++suit) {
        if (suit)
            *p++ = '.';
        for (quint32 bits = quint32(mask >> (13 * suit)) & 0x1fffu; bits; bits &= bits - 1)
            *p++ = kMaskRanks[std::countr_zero(bits)];
    }
    if (size < 13)
        while (p > start && p[-1] == '.')
            --p;
    return p;
}

// A character's class on parseHands()'s short way: a rank of the deck
// (either case) as its distance from the ace, a dot, a hand's separator,
// anything else.
enum : quint8 { MaskDot = 13, MaskShown = 14, MaskHidden = 15, MaskOther = 16 };
constexpr auto kMaskCodes = [] {
    std::array<quint8, 256> t{};
    for (quint8 &c : t)
        c = MaskOther;
    for (int r = 2; r <= 9; ++r)
        t['0' + r] = quint8(RankAce - r);
    const char letters[] = "AKQJT";
    for (int i = 0; i < 5; ++i) {
        t[uchar(letters[i])] = quint8(i);
        t[uchar(letters[i] + 32)] = quint8(i);
    }
    t['.'] = MaskDot;
    t[':'] = MaskShown;
    t[';'] = MaskHidden;
    return t;
}();

} // namespace

bool readCommonHands(QByteArrayView v, int first, Deal *deal)
{
    const uchar *p = reinterpret_cast<const uchar *>(v.data()) + 1;
    const uchar *const end = reinterpret_cast<const uchar *>(v.data()) + v.size();
    quint64 masks[4] = {};
    int sizes[4] = {};
    bool hidden[4] = {}, given[4] = {};
    int count = 0;
    quint64 seen = 0, twice = 0;
    while (p != end) {
        const quint8 sep = kMaskCodes[*p];
        if ((sep != MaskShown && sep != MaskHidden) || count == 4)
            return false;
        const uchar *const from = ++p;
        quint64 mask = 0;
        int base = 0, size = 0;
        for (; p != end; ++p) {
            const quint8 code = kMaskCodes[*p];
            if (code < 13) {
                const quint64 bit = quint64(1) << (base + code);
                twice |= mask & bit;
                mask |= bit;
                ++size;
            } else if (code == MaskDot && base < 39) {
                base += 13;
            } else if (code == MaskShown || code == MaskHidden) {
                break;
            } else {
                return false;
            }
        }
        if (size > 13)
            return false;
        twice |= seen & mask;
        seen |= mask;
        masks[count] = mask;
        sizes[count] = size;
        hidden[count] = sep == MaskHidden;
        given[count] = p != from;
        ++count;
    }
    if (twice)
        return false;
    // (three hands of 13 and an empty fourth: the fourth holds the rest)
    const bool rest = count == 4 && !given[3] && sizes[0] == 13 && sizes[1] == 13 && sizes[2] == 13;
    if (rest) {
        masks[3] = ~seen & kDeck;
        sizes[3] = 13;
        given[3] = true;
    }
    const int total = sizes[0] + sizes[1] + sizes[2] + sizes[3];
    if (total == 0)
        return false; // (no card at all: no block to share)
    SharedListBlock<Card> block(total, SharedListBlock<Card>::Unconstructed{});
    Card *const all = block.data();
    Card *out = all;
    Hand *const hands = deal->hands.data();
    for (int i = 0; i < count; ++i) {
        Hand &hand = hands[(first + i) % 4];
        hand.hidden = hidden[i];
        hand.known = given[i];
        if (sizes[i] == 0)
            continue;
        const qsizetype start = out - all;
        out = placeMaskCards(out, masks[i]);
        hand.cards = block.list(start, sizes[i]);
    }
    return true;
}


bool formatCommonHands(const Hand *const *four, int start, QByteArray *out)
{
    quint64 masks[4] = {};
    for (int i = 0; i < 4; ++i)
        if (four[i]->known && !cardsMask(four[i]->cards, &masks[i]))
            return false;
    const bool full = four[0]->known && four[1]->known && four[2]->known && four[3]->known
                      && four[0]->cards.size() == 13 && four[1]->cards.size() == 13 && four[2]->cards.size() == 13
                      && (~(masks[0] | masks[1] | masks[2]) & kDeck) == masks[3];
    // (the seat, then a separator and at most 52 cards and 3 dots a hand:
    // a hand of the model may hold more than 13 cards)
    char text[1 + 4 * (1 + 55)];
    char *p = text;
    *p++ = kHandSeats[start];
    char *partAt[4];
    for (int i = 0; i < 4; ++i) {
        partAt[i] = p;
        *p++ = four[i]->hidden ? ';' : ':';
        if (four[i]->known && !(full && i == 3))
            p = writeMask(p, masks[i], four[i]->cards.size());
    }
    if (!full)
        for (int i = 3; i >= 0 && p == partAt[i] + 1 && p[-1] == ':'; --i)
            p = partAt[i];
    *out = QByteArray(text, p - text);
    return true;
}


} // namespace kib::rbn
