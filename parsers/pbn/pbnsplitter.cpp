#include "pbnsplitter.h"

#include "pbnbytescan.h"

#include <algorithm>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace kib {

namespace {

using pbnscan::findLineEnd;

// The first byte at or after p that is one of Bytes (end if none), sixteen
// bytes at a time where SSE2 is there.
template<char... Bytes>
inline const char *findAnyOf(const char *p, const char *end)
{
#if defined(__SSE2__)
    while (end - p >= 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        __m128i m = _mm_setzero_si128();
        ((m = _mm_or_si128(m, _mm_cmpeq_epi8(v, _mm_set1_epi8(Bytes)))), ...);
        const int mask = _mm_movemask_epi8(m);
        if (mask)
            return p + __builtin_ctz(unsigned(mask));
        p += 16;
    }
#endif
    while (p < end && ((*p != Bytes) && ...))
        ++p;
    return p;
}

// The first byte at or after p that changes the scanner's state on a line
// outside comments: \n \r " { ; [ (end if none).
inline const char *findSpecial(const char *p, const char *end)
{
    return findAnyOf<'\n', '\r', '"', '{', ';', '['>(p, end);
}

// Line ends in [p, e): LF, CRLF and a lone CR each end one (a CR is lone when
// the byte after it, up to 'end', is not a LF).
inline int countLineEnds(const char *p, const char *e, const char *end)
{
    qint64 n = 0;
#if defined(__SSE2__)
    const __m128i nl = _mm_set1_epi8('\n');
    const __m128i cr = _mm_set1_epi8('\r');
    // the whole blocks of sixteen bytes in [p, e) whose bytes after them are
    // in [p, end) too, counted first: the loop then checks no bound but its own
    qint64 blocks = e - p >= 16 && end - p >= 17 ? std::min<qint64>((e - p) / 16, (end - p - 1) / 16) : 0;
    while (blocks > 0) {
        // each byte of 'acc' counts up to 255 blocks
        const qint64 run = std::min<qint64>(blocks, 255);
        blocks -= run;
        __m128i acc = _mm_setzero_si128();
        for (const char *const stop = p + run * 16; p != stop; p += 16) {
            const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
            const __m128i w = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + 1));
            const __m128i lone = _mm_andnot_si128(_mm_cmpeq_epi8(w, nl), _mm_cmpeq_epi8(v, cr));
            acc = _mm_sub_epi8(acc, _mm_or_si128(_mm_cmpeq_epi8(v, nl), lone));
        }
        const __m128i sums = _mm_sad_epu8(acc, _mm_setzero_si128());
        n += _mm_cvtsi128_si32(sums) + _mm_cvtsi128_si32(_mm_unpackhi_epi64(sums, sums));
    }
#endif
    for (; p < e; ++p)
        if (*p == '\n' || (*p == '\r' && (p + 1 >= end || p[1] != '\n')))
            ++n;
    return int(n);
}

// Whether the line after a line end needs a look at its start: it begins with
// a space, a tab, a line end (it may be semi-empty) or '%'.
inline bool looksAtLineStart(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '%';
}

// The first byte at or after p, in a line outside comments, that the scanner
// must look at (end if none): a '{' or ';', a '[' (unless 'tagged'), or a line
// end (LF, or a CR not followed by LF) whose next line needs a look at its
// start. Most lines of a game hold none: the scan runs sixteen bytes at a time
// across them, without stopping at each line.
template<bool tagged>
inline const char *findEvent(const char *p, const char *end)
{
#if defined(__SSE2__)
    const __m128i nl = _mm_set1_epi8('\n');
    const __m128i cr = _mm_set1_epi8('\r');
    const __m128i pc = _mm_set1_epi8('%');
    const __m128i br = _mm_set1_epi8('{');
    const __m128i sc = _mm_set1_epi8(';');
    const __m128i lb = _mm_set1_epi8('[');
    while (end - p >= 17) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        const __m128i w = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + 1)); // each byte's next
        const __m128i isCr = _mm_cmpeq_epi8(v, cr);
        // a line end (not a CRLF's CR) before a byte up to '%' (37): spaces, tabs, line
        // ends and '%' are, and so are a few bytes no line of a game begins with
        // ('!', '"', '#', '$', controls: the look at the line's start finds nothing then)
        const __m128i lineEnd = _mm_or_si128(_mm_cmpeq_epi8(v, nl), _mm_andnot_si128(_mm_cmpeq_epi8(w, nl), isCr));
        const __m128i looks = _mm_cmpeq_epi8(_mm_min_epu8(w, pc), w);
        __m128i m = _mm_or_si128(_mm_and_si128(lineEnd, looks),
                                 _mm_or_si128(_mm_cmpeq_epi8(v, br), _mm_cmpeq_epi8(v, sc)));
        if (!tagged)
            m = _mm_or_si128(m, _mm_cmpeq_epi8(v, lb));
        const int mask = _mm_movemask_epi8(m);
        if (mask)
            return p + __builtin_ctz(unsigned(mask));
        p += 16;
    }
#endif
    for (; p < end; ++p) {
        const char c = *p;
        if (c == '{' || c == ';' || (!tagged && c == '['))
            return p;
        if ((c == '\n' || (c == '\r' && (p + 1 >= end || p[1] != '\n'))) && p + 1 < end && looksAtLineStart(p[1]))
            return p;
    }
    return end;
}

// The first '"', '\\' or line end at or after p (end if none).
inline const char *findInString(const char *p, const char *end)
{
    return findAnyOf<'\n', '\r', '"', '\\'>(p, end);
}

// The start of the line that holds p: just after the last CR or LF before p
// (or 'begin').
inline const char *lineStartBefore(const char *p, const char *begin)
{
#if defined(__SSE2__)
    const __m128i nl = _mm_set1_epi8('\n');
    const __m128i cr = _mm_set1_epi8('\r');
    while (p - begin >= 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p - 16));
        const int mask = _mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(v, nl), _mm_cmpeq_epi8(v, cr)));
        if (mask)
            return p - 16 + (32 - __builtin_clz(unsigned(mask)));
        p -= 16;
    }
#endif
    while (p > begin && p[-1] != '\n' && p[-1] != '\r')
        --p;
    return p;
}

// Past the line end at p (which is a CR or LF).
inline const char *skipLineEnd(const char *p, const char *end)
{
    if (p < end && *p == '\r') {
        ++p;
        if (p < end && *p == '\n')
            ++p;
        return p;
    }
    return p < end ? p + 1 : p;
}

class Scanner
{
public:
    Scanner(const char *begin, const char *end) : m_begin(begin), m_end(end) {}

    PbnSplitter::Layout run()
    {
        const char *p = m_begin;
        if (m_end - p >= 3 && std::memcmp(p, "\xEF\xBB\xBF", 3) == 0)
            p += 3;
        // The header: leading '%' lines and semi-empty lines.
        while (p < m_end) {
            const char *q = p;
            while (q < m_end && (*q == ' ' || *q == '\t'))
                ++q;
            if (q < m_end && *q != '\n' && *q != '\r' && *p != '%')
                break;
            p = skipLineEnd(findLineEnd(q, m_end), m_end);
            ++m_line;
        }
        m_counted = p;
        m_layout.headerEnd = p - m_begin;
        scanChunks(p);
        if (m_layout.spans.isEmpty()) {
            // no game: everything is file commentary
            m_layout.headerEnd = m_end - m_begin;
            m_layout.trailerBegin = m_end - m_begin;
            m_layout.trailerLine = lineAt(m_end);
        } else if (m_pendingStart) {
            m_layout.trailerBegin = m_pendingStart - m_begin;
            m_layout.trailerLine = m_pendingLine;
        } else {
            m_layout.trailerBegin = m_end - m_begin;
            m_layout.trailerLine = lineAt(m_end);
        }
        return m_layout;
    }

private:
    // The line number at p (a line start at or after the last one asked for):
    // lines are counted only where a part begins, not as the scan passes them.
    int lineAt(const char *p)
    {
        m_line += countLineEnds(m_counted, p, m_end);
        m_counted = p;
        return m_line;
    }

    void scanChunks(const char *p)
    {
        while (p < m_end) {
            // at the start of a line, outside any comment
            const char *lineStart = p;
            const char *q = p;
            while (q < m_end && (*q == ' ' || *q == '\t'))
                ++q;
            if (q >= m_end || *q == '\n' || *q == '\r') {
                endChunk(lineStart);
                if (q >= m_end)
                    ++m_line; // (a last line without a line end counts, as it always has here)
                p = skipLineEnd(q, m_end);
                continue;
            }
            if (!m_chunkStart) {
                m_chunkStart = lineStart;
                m_chunkLine = lineAt(lineStart);
                m_hasTag = false;
            }
            if (*p == '%') {
                p = findLineEnd(p, m_end);
                if (p >= m_end)
                    ++m_line; // (as above)
                p = skipLineEnd(p, m_end);
                continue;
            }
            p = scanLines(q);
        }
        endChunk(m_end);
    }

    // From a byte in a line outside comments (not the start of a semi-empty or
    // '%' line): passes the lines that change nothing and returns the start of
    // the next line that needs a look at its start (or the end).
    const char *scanLines(const char *p)
    {
        for (;;) {
            const char *e = m_hasTag ? findEvent<true>(p, m_end) : findEvent<false>(p, m_end);
            if (e >= m_end)
                return m_end;
            switch (*e) {
            case '[':
                m_hasTag = true;
                p = e + 1;
                break;
            case '{':
            case ';': {
                // the line is scanned again from its start, with strings in mind
                return scanLine(lineStartOf(e));
            }
            default:
                return e + 1; // (a line end: LF or a lone CR)
            }
        }
    }

    const char *lineStartOf(const char *p) const { return lineStartBefore(p, m_begin); }

    // Scans the rest of a line (and any brace comment that starts on it);
    // returns the start of the next line.
    const char *scanLine(const char *p)
    {
        for (;;) {
            p = findSpecial(p, m_end);
            if (p >= m_end)
                return p;
            switch (*p) {
            case '\n':
            case '\r':
                return skipLineEnd(p, m_end);
            case '[':
                m_hasTag = true;
                ++p;
                break;
            case ';':
                p = findLineEnd(p, m_end);
                break;
            case '"':
                ++p;
                for (;;) {
                    p = findInString(p, m_end);
                    if (p < m_end && *p == '\\') {
                        p += p + 1 < m_end && (p[1] == '"' || p[1] == '\\') ? 2 : 1;
                        continue;
                    }
                    break;
                }
                if (p < m_end && *p == '"')
                    ++p;
                break;
            case '{': {
                const char *close = static_cast<const char *>(std::memchr(p + 1, '}', size_t(m_end - p - 1)));
                p = close ? close + 1 : m_end;
                break;
            }
            default:
                ++p;
                break;
            }
        }
    }

    void endChunk(const char *at)
    {
        if (!m_chunkStart)
            return;
        if (m_hasTag) {
            const char *start = m_pendingStart ? m_pendingStart : m_chunkStart;
            const int line = m_pendingStart ? m_pendingLine : m_chunkLine;
            if (m_layout.spans.isEmpty() && m_pendingStart) {
                // tagless parts before the first game are file commentary
                m_layout.headerEnd = m_chunkStart - m_begin;
                m_layout.spans.append(RecordSpan{m_chunkStart - m_begin, at - m_chunkStart, m_chunkLine});
            } else {
                m_layout.spans.append(RecordSpan{start - m_begin, at - start, line});
            }
            m_pendingStart = nullptr;
        } else if (!m_pendingStart) {
            m_pendingStart = m_chunkStart;
            m_pendingLine = m_chunkLine;
        }
        m_chunkStart = nullptr;
    }

    const char *m_begin;
    const char *m_end;
    int m_line = 1;              // the line at m_counted
    const char *m_counted = nullptr;
    const char *m_chunkStart = nullptr;
    int m_chunkLine = 0;
    bool m_hasTag = false;
    const char *m_pendingStart = nullptr;
    int m_pendingLine = 0;
    PbnSplitter::Layout m_layout;
};

} // namespace

PbnSplitter::Layout PbnSplitter::scan(QByteArrayView data)
{
    Scanner scanner(data.data(), data.data() + data.size());
    return scanner.run();
}

} // namespace kib
