#pragma once

#include "unalignedload.h"

#include <QtGlobal>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace kib {

// The first byte at or after p whose high bit is set (not ASCII), or end:
// sixty-four bytes at a time where SSE2 is there, then eight, then one. The
// readers' UTF-8 checks, the PBN reader's Latin-1 test and the RBN writer's
// copies all begin by skipping the ASCII that most text is made of.
inline const char *skipAscii(const char *p, const char *end)
{
#if defined(__SSE2__)
    for (; end - p >= 64; p += 64) {
        const auto *v = reinterpret_cast<const __m128i *>(p);
        const __m128i any = _mm_or_si128(_mm_or_si128(_mm_loadu_si128(v), _mm_loadu_si128(v + 1)),
                                         _mm_or_si128(_mm_loadu_si128(v + 2), _mm_loadu_si128(v + 3)));
        if (_mm_movemask_epi8(any))
            break;
    }
#endif
    for (; end - p >= 8; p += 8)
        if (loadWord8(p) & 0x8080808080808080ULL)
            break;
    while (p < end && static_cast<unsigned char>(*p) < 0x80)
        ++p;
    return p;
}

} // namespace kib
