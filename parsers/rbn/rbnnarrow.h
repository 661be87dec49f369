#pragma once

#include <QtGlobal>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace kib::rbn {

// The length of the run of ASCII characters u[0, i) at the start of u[0,
// n), written to 'to' as one byte each as it is found: eight at a time
// where SSE2 is there (a note's text, a label's value, a carried tag's
// name: a test and a copy a character were most of their cost).
inline qsizetype narrowAscii(const char16_t *u, qsizetype n, char *to)
{
    qsizetype i = 0;
#if defined(__SSE2__)
    const __m128i high = _mm_set1_epi16(short(0xff80));
    for (; i + 8 <= n; i += 8) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(u + i));
        if (_mm_movemask_epi8(_mm_cmpeq_epi16(_mm_and_si128(v, high), _mm_setzero_si128())) != 0xffff)
            break;
        _mm_storel_epi64(reinterpret_cast<__m128i *>(to + i), _mm_packus_epi16(v, v));
    }
#endif
    for (; i < n && u[i] < 0x80; ++i)
        to[i] = char(u[i]);
    return i;
}

// True when 'c' is an ASCII character that a quoted value holds as itself
// and no escape could be: '#' to '[' (digits, capitals) or ']' to DEL
// (small letters). Two compares for the characters tables and values are
// mostly made of; a blank, '!', a quote, a backslash, a control character
// or one outside ASCII is false (the caller looks at it closer).
constexpr bool plainQuoted(char16_t c)
{
    return char16_t(c - u'#') <= char16_t(u'[' - u'#') || char16_t(c - u']') <= char16_t(0x7f - u']');
}

} // namespace kib::rbn
