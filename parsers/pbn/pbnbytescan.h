#pragma once

#include <QtGlobal>

#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace kib::pbnscan {

// The first CR or LF at or after p (end if none), sixteen bytes at a time.
// The splitter and the lexer both look for line ends this way.
inline const char *findLineEnd(const char *p, const char *end)
{
#if defined(__SSE2__)
    const __m128i nl = _mm_set1_epi8('\n');
    const __m128i cr = _mm_set1_epi8('\r');
    while (end - p >= 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        const int mask = _mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(v, nl), _mm_cmpeq_epi8(v, cr)));
        if (mask)
            return p + __builtin_ctz(unsigned(mask));
        p += 16;
    }
#endif
    while (p < end && *p != '\n' && *p != '\r')
        ++p;
    return p;
}

// Whether no byte has its high bit set, sixteen bytes at a time (eight
// without SSE2): this runs over every game of an ISO-8859-1 file.
inline bool isAscii(const char *p, qsizetype size)
{
    const char *const end = p + size;
#if defined(__SSE2__)
    for (; end - p >= 32; p += 32) {
        const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + 16));
        if (_mm_movemask_epi8(_mm_or_si128(a, b)))
            return false;
    }
#endif
    for (; end - p >= 8; p += 8) {
        quint64 block;
        std::memcpy(&block, p, 8);
        if (block & 0x8080808080808080ULL)
            return false;
    }
    for (; p < end; ++p)
        if (static_cast<unsigned char>(*p) >= 0x80)
            return false;
    return true;
}

} // namespace kib::pbnscan
