#pragma once

#include "parsers/asciiscan.h"
#include "parsers/unalignedload.h"

#include <QtGlobal>


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

// Whether no byte has its high bit set: this runs over every game of an
// ISO-8859-1 file.
inline bool isAscii(const char *p, qsizetype size)
{
    return skipAscii(p, p + size) == p + size;
}

// Whether the n bytes at p (1 <= n < 24) are the first n of 'padded', which
// is readable to 24 bytes (a zero-padded name): words of eight (or four)
// compared, the last read where the n bytes end, nothing read past p + n.
inline bool sameNameBytes(const char *p, const char *padded, qsizetype n)
{
    if (n >= 8) {
        bool same = loadWord8(p + n - 8) == loadWord8(padded + n - 8);
        for (qsizetype i = 0; same && i + 8 < n; i += 8)
            same = loadWord8(p + i) == loadWord8(padded + i);
        return same;
    }
    if (n >= 4)
        return loadWord4(p) == loadWord4(padded) && loadWord4(p + n - 4) == loadWord4(padded + n - 4);
    return p[0] == padded[0] && p[n / 2] == padded[n / 2] && p[n - 1] == padded[n - 1];
}

} // namespace kib::pbnscan
