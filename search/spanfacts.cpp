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

// The first place at or after 'from' where a line of 'span' begins with 'what'.
qsizetype lineStartingWith(QByteArrayView span, const char *what, qsizetype from = 0)
{
    const qsizetype n = qsizetype(std::strlen(what));
    const char *b = span.data();
    for (qsizetype at = from; at + n <= span.size();) {
        if ((at == 0 || b[at - 1] == '\n' || b[at - 1] == '\r') && std::memcmp(b + at, what, size_t(n)) == 0)
            return at;
        const void *nl = std::memchr(b + at, '\n', size_t(span.size() - at));
        if (!nl)
            return -1;
        at = static_cast<const char *>(nl) - b + 1;
    }
    return -1;
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

// A tag that certainly opens a game's tag at 'at': at a line's start, not
// in a brace comment, the only one of its name at a line's start.
bool soleTag(QByteArrayView span, const char *what, qsizetype *at)
{
    *at = lineStartingWith(span, what);
    return *at >= 0 && !insideBrace(span, *at) && lineStartingWith(span, what, *at + 1) < 0;
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

int rankIndex(char c)
{
    static const char ranks[] = "AKQJT98765432";
    const char *r = static_cast<const char *>(std::memchr(ranks, c, 13));
    return r ? int(r - ranks) : -1;
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

SpanFacts SpanFacts::ofPbn(QByteArrayView span)
{
    SpanFacts f;
    f.bytes = span;
    // '#' takes from the game before; a game with neither Board nor Deal may
    // share the board before: then nothing is certain
    if (std::memchr(span.data(), '#', size_t(span.size())))
        return f;
    qsizetype deal = -1;
    qsizetype board = -1;
    const bool hasDeal = soleTag(span, "[Deal \"", &deal);
    if (!hasDeal && !soleTag(span, "[Board \"", &board))
        return f;
    f.textInBytes = true;
    f.ascii = isAscii(span.data(), span.size());
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
