#include "rbnoneblock.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include <cstring>

namespace kib::rbn {

namespace {

// A byte that may begin a blank line, or is one: splitBlocks()'s blanks
// (' ', '\t', '\r') and the line break.
inline bool mayBeBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

// Whether a line break in data[0, n) is followed by such a byte (data[n] is
// there to be read after a break at n - 1). Sixteen bytes at a time where
// SSE2 is there: most lines are longer than a word, and a record has some
// forty of them.
bool breakBeforeBlank(const char *data, qsizetype n)
{
    qsizetype i = 0;
#if defined(__SSE2__)
    const __m128i nl = _mm_set1_epi8('\n');
    for (; i + 16 <= n; i += 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(data + i));
        unsigned mask = unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(v, nl)));
        for (; mask; mask &= mask - 1)
            if (mayBeBlank(data[i + __builtin_ctz(mask) + 1]))
                return true;
    }
#endif
    for (; i < n; ++i) {
        const void *at = std::memchr(data + i, '\n', size_t(n - i));
        if (!at)
            return false;
        i = static_cast<const char *>(at) - data;
        if (mayBeBlank(data[i + 1]))
            return true;
    }
    return false;
}

} // namespace

bool oneBlock(QByteArrayView data, Form form, RecordSpan *span)
{
    const qsizetype n = data.size();
    const char *d = data.data();
    if (form == Form::Lines) {
        // "line\n ... line\n\n": the last line break before the blank line
        // is looked at too (a blank line before it would follow it)
        if (n < 3 || d[n - 1] != '\n' || d[n - 2] != '\n' || mayBeBlank(d[0]) || breakBeforeBlank(d, n - 2))
            return false;
        *span = RecordSpan{0, n - 2, 1};
        return true;
    }
    if (n < 2 || d[n - 1] != '\n' || mayBeBlank(d[0]) || std::memchr(d, '\n', size_t(n - 1)))
        return false;
    *span = RecordSpan{0, n - 1, 1};
    return true;
}

void recordBlocks(QByteArrayView data, Form form, QList<RecordSpan> *out)
{
    out->clear();
    RecordSpan span;
    if (oneBlock(data, form, &span))
        out->append(span);
    else
        *out = splitBlocks(data, form);
}

} // namespace kib::rbn
