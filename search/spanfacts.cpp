#include "spanfacts.h"

#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace kib {

namespace {

bool isAscii(const char *p, qsizetype n)
{
    qsizetype i = 0;
#if defined(__SSE2__)
    for (; i + 16 <= n; i += 16)
        if (_mm_movemask_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i *>(p + i))))
            return false;
#endif
    for (; i < n; ++i)
        if (static_cast<unsigned char>(p[i]) >= 0x80)
            return false;
    return true;
}

// Whether a brace comment is open at 'at' (a '{' before it with no '}' after it).
bool insideBrace(QByteArrayView span, qsizetype at)
{
    const char *b = span.data();
    const void *open = memrchr(b, '{', size_t(at));
    if (!open)
        return false;
    const char *o = static_cast<const char *>(open);
    return !std::memchr(o, '}', size_t(b + at - o));
}

// Where the tags of 'name' begin a line of 'span' ('[' and the name and a
// space and a quote): the first such place (-1: none), and whether there is
// more than one; and, for the tags of SpanFacts::Tag, every '[' followed by
// the name in any case (anywhere: in a comment too). One pass over the '['
// of the span.
struct TagPlaces
{
    qsizetype deal = -1;
    qsizetype board = -1;
    int deals = 0;
    int boards = 0;
    qsizetype named[SpanFacts::TagCount] = {-1, -1, -1, -1, -1, -1};
    int nameCount[SpanFacts::TagCount] = {};
};

constexpr const char *kTagNames[SpanFacts::TagCount] = {"Board", "Contract", "Declarer", "Dealer", "Result", "Score"};

bool isNameChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// Whether the n bytes at 'p' are 'lower' in any case (name characters only:
// digits and '_' do not fold onto letters).
bool sameName(const char *p, const char *lower, qsizetype n)
{
    for (qsizetype i = 0; i < n; ++i)
        if (char(p[i] | 0x20) != lower[i])
            return false;
    return true;
}

// Which of SpanFacts::Tag the name at 'p' (n bytes) is, in any case; -1: none.
int tagOfName(const char *p, qsizetype n)
{
    switch (n) {
    case 5:
        return sameName(p, "board", 5) ? SpanFacts::Board : sameName(p, "score", 5) ? SpanFacts::Score : -1;
    case 6:
        return sameName(p, "dealer", 6) ? SpanFacts::Dealer : sameName(p, "result", 6) ? SpanFacts::Result : -1;
    case 8:
        return sameName(p, "contract", 8) ? SpanFacts::Contract : sameName(p, "declarer", 8) ? SpanFacts::Declarer : -1;
    default: return -1;
    }
}

TagPlaces tagPlaces(QByteArrayView span, bool names)
{
    TagPlaces t;
    const char *b = span.data();
    const char *end = b + span.size();
    for (const char *p = b; p < end && (p = static_cast<const char *>(std::memchr(p, '[', size_t(end - p)))); ++p) {
        if (names) {
            const char *q = p + 1;
            while (q < end && (*q == ' ' || *q == '\t' || *q == '\r' || *q == '\n'))
                ++q;
            const char *name = q;
            while (q < end && isNameChar(*q))
                ++q;
            if (const int k = tagOfName(name, q - name); k >= 0 && t.nameCount[k]++ == 0)
                t.named[k] = p - b;
        }
        if (p != b && p[-1] != '\n' && p[-1] != '\r')
            continue;
        if (end - p >= 7 && std::memcmp(p, "[Deal \"", 7) == 0) {
            if (t.deals++ == 0)
                t.deal = p - b;
        } else if (end - p >= 8 && std::memcmp(p, "[Board \"", 8) == 0) {
            if (t.boards++ == 0)
                t.board = p - b;
        }
    }
    return t;
}

// The value of the tag 'k' when the game certainly has it as written at
// 'at' ('[Name "value"]' at a line's start, not in a brace comment, the value
// plain): SpanFacts::tagValue's conditions.
bool plainTagAt(QByteArrayView span, qsizetype at, int k, QByteArrayView *value)
{
    const char *b = span.data();
    const char *end = b + span.size();
    const char *p = b + at;
    if (p != b && p[-1] != '\n' && p[-1] != '\r')
        return false;
    const qsizetype n = qsizetype(std::strlen(kTagNames[k]));
    if (end - p < n + 4 || std::memcmp(p + 1, kTagNames[k], size_t(n)) != 0 || p[n + 1] != ' ' || p[n + 2] != '"')
        return false;
    const char *v = p + n + 3;
    const char *q = v;
    for (; q < end && *q != '"'; ++q) {
        const char c = *q;
        const bool plain = isNameChar(c) || c == '^' || c == '-';
        if (!plain && !(c == ' ' && q > v && q[-1] != ' ' && q + 1 < end && q[1] != '"'))
            return false;
    }
    if (end - q < 2 || q[1] != ']' || insideBrace(span, at))
        return false;
    *value = QByteArrayView(v, q - v);
    return true;
}

// A tag that certainly opens a game's tag: the only one of its name at a
// line's start, not in a brace comment.
bool soleTag(QByteArrayView span, qsizetype at, int count)
{
    return count == 1 && !insideBrace(span, at);
}

int rankPoints(char c)
{
    switch (c) {
    case 'A': return 4;
    case 'K': return 3;
    case 'Q': return 2;
    case 'J': return 1;
    default: return 0;
    }
}

struct RankTable
{
    signed char index[256];
    constexpr RankTable() : index{}
    {
        for (int i = 0; i < 256; ++i)
            index[i] = -1;
        const char ranks[] = "AKQJT98765432";
        for (int i = 0; i < 13; ++i)
            index[static_cast<unsigned char>(ranks[i])] = static_cast<signed char>(i);
    }
};
constexpr RankTable kRanks;

int rankIndex(char c)
{
    return kRanks.index[static_cast<unsigned char>(c)];
}

// The hands of a Deal value written "N:AKQ.JT9.876.5432 ..." in full.
bool readDeal(const char *p, const char *end, SpanFacts *facts)
{
    int first = 0;
    switch (p < end ? *p : 0) {
    case 'N': first = 0; break;
    case 'E': first = 1; break;
    case 'S': first = 2; break;
    case 'W': first = 3; break;
    default: return false;
    }
    if (++p >= end || *p++ != ':')
        return false;
    bool seen[4][13] = {};
    for (int h = 0; h < 4; ++h) {
        const int seat = (first + h) % 4;
        int cards = 0;
        for (int suit = 0; suit < 4; ++suit) {
            int n = 0;
            for (; p < end && *p != '.' && *p != ' ' && *p != '"'; ++p) {
                const int r = rankIndex(*p);
                if (r < 0 || seen[suit][r])
                    return false;
                seen[suit][r] = true;
                facts->hcp[seat] += rankPoints(*p);
                ++n;
            }
            facts->length[seat][suit] = n;
            cards += n;
            if (suit < 3) {
                if (p >= end || *p != '.')
                    return false;
                ++p;
            }
        }
        if (cards != 13)
            return false;
        if (h < 3) {
            if (p >= end || *p != ' ')
                return false;
            ++p;
        }
    }
    return p < end && *p == '"';
}

} // namespace

bool SpanFacts::pbnInherits(QByteArrayView file)
{
    const char *b = file.data();
    const char *end = b + file.size();
    for (const char *p = b; p < end && (p = static_cast<const char *>(std::memchr(p, '#', size_t(end - p)))); ++p) {
        const char *q = p;
        while (q > b && (q[-1] == ' ' || q[-1] == '\t'))
            --q;
        if (q > b && q[-1] == '"')
            return true;
    }
    return false;
}

SpanFacts SpanFacts::ofPbn(QByteArrayView span, bool tags)
{
    SpanFacts f;
    f.bytes = span;
    // '#' takes from the game before; a game with neither Board nor Deal may
    // share the board before: then nothing is certain
    if (std::memchr(span.data(), '#', size_t(span.size())))
        return f;
    const TagPlaces places = tagPlaces(span, tags);
    const qsizetype deal = places.deal;
    const bool hasDeal = soleTag(span, places.deal, places.deals);
    if (!hasDeal && !soleTag(span, places.board, places.boards))
        return f;
    f.textInBytes = true;
    f.ascii = isAscii(span.data(), span.size());
    for (int k = 0; k < TagCount && tags; ++k) {
        if (places.nameCount[k] == 0)
            f.tagKnown[k] = true;
        else if (places.nameCount[k] == 1)
            f.tagKnown[k] = plainTagAt(span, places.named[k], k, &f.tagValue[k]);
    }
    if (hasDeal) {
        const char *v = span.data() + deal + 7;
        const char *end = span.data() + span.size();
        SpanFacts hands;
        if (readDeal(v, end, &hands)) {
            std::memcpy(f.hcp, hands.hcp, sizeof f.hcp);
            std::memcpy(f.length, hands.length, sizeof f.length);
            f.handsKnown = true;
        }
    }
    return f;
}

bool SpanFacts::containsCaseless(QByteArrayView bytes, QByteArrayView needle)
{
    if (needle.isEmpty())
        return true;
    const char *b = bytes.data();
    const qsizetype n = bytes.size();
    const qsizetype m = needle.size();
    const char first = needle.at(0);
    const bool letter = first >= 'a' && first <= 'z';
    auto matchAt = [&](qsizetype at) {
        for (qsizetype k = 1; k < m; ++k) {
            char c = b[at + k];
            if (c >= 'A' && c <= 'Z')
                c = char(c + 32);
            if (c != needle.at(k))
                return false;
        }
        return true;
    };
    qsizetype i = 0;
#if defined(__SSE2__)
    const __m128i want = _mm_set1_epi8(first);
    const __m128i fold = _mm_set1_epi8(letter ? 0x20 : 0);
    for (; i + 16 <= n - m + 1; i += 16) {
        const __m128i v = _mm_or_si128(_mm_loadu_si128(reinterpret_cast<const __m128i *>(b + i)), fold);
        unsigned mask = unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(v, want)));
        while (mask) {
            const qsizetype at = i + __builtin_ctz(mask);
            if (matchAt(at))
                return true;
            mask &= mask - 1;
        }
    }
#endif
    for (; i + m <= n; ++i) {
        const char c = letter ? char(b[i] | 0x20) : b[i];
        if (c == first && matchAt(i))
            return true;
    }
    return false;
}

} // namespace kib
