#include "pbnsplitterreference.h"

#include "parsers/pbn/pbnbytescan.h"

#include <algorithm>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

// The PBN splitter as it was before issue 18's fifth round (a line at a time),
// kept unchanged as the reference tst_pbnsplitter compares the present one with.

namespace kib::test {

namespace {

using pbnscan::findLineEnd;

// Bytes that change the scanner's state on a line outside comments.
struct SpecialTable
{
    bool special[256];
    constexpr SpecialTable() : special{}
    {
        for (char c : {'\n', '\r', '"', '{', ';', '['})
            special[static_cast<unsigned char>(c)] = true;
    }
};
constexpr SpecialTable specials;

inline bool isSpecial(char c)
{
    return specials.special[static_cast<unsigned char>(c)];
}

// The first byte at or after p that is one of \n \r " { ; [ (end if none).
inline const char *findSpecial(const char *p, const char *end)
{
#if defined(__SSE2__)
    const __m128i nl = _mm_set1_epi8('\n');
    const __m128i cr = _mm_set1_epi8('\r');
    const __m128i qu = _mm_set1_epi8('"');
    const __m128i br = _mm_set1_epi8('{');
    const __m128i sc = _mm_set1_epi8(';');
    const __m128i lb = _mm_set1_epi8('[');
    while (end - p >= 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        __m128i m = _mm_or_si128(_mm_cmpeq_epi8(v, nl), _mm_cmpeq_epi8(v, cr));
        m = _mm_or_si128(m, _mm_cmpeq_epi8(v, qu));
        m = _mm_or_si128(m, _mm_cmpeq_epi8(v, br));
        m = _mm_or_si128(m, _mm_cmpeq_epi8(v, sc));
        m = _mm_or_si128(m, _mm_cmpeq_epi8(v, lb));
        const int mask = _mm_movemask_epi8(m);
        if (mask)
            return p + __builtin_ctz(unsigned(mask));
        p += 16;
    }
#endif
    while (p < end && !isSpecial(*p))
        ++p;
    return p;
}

// The first byte at or after p that is a line end, '{' or ';' (and, with
// 'bracket', '['): on most lines the only one is the line end.
template<bool bracket>
inline const char *findStop(const char *p, const char *end)
{
#if defined(__SSE2__)
    const __m128i nl = _mm_set1_epi8('\n');
    const __m128i cr = _mm_set1_epi8('\r');
    const __m128i br = _mm_set1_epi8('{');
    const __m128i sc = _mm_set1_epi8(';');
    const __m128i lb = _mm_set1_epi8('[');
    while (end - p >= 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        __m128i m = _mm_or_si128(_mm_cmpeq_epi8(v, nl), _mm_cmpeq_epi8(v, cr));
        m = _mm_or_si128(m, _mm_or_si128(_mm_cmpeq_epi8(v, br), _mm_cmpeq_epi8(v, sc)));
        if (bracket)
            m = _mm_or_si128(m, _mm_cmpeq_epi8(v, lb));
        const int mask = _mm_movemask_epi8(m);
        if (mask)
            return p + __builtin_ctz(unsigned(mask));
        p += 16;
    }
#endif
    while (p < end && *p != '\n' && *p != '\r' && *p != '{' && *p != ';' && !(bracket && *p == '['))
        ++p;
    return p;
}

// Lines in [p, e): LF, CRLF and lone CR each end one.
inline int countLines(const char *p, const char *e)
{
    int n = 0; // (most comments have no line feed: memchr finds none at once)
    for (const char *q = p; (q = static_cast<const char *>(std::memchr(q, '\n', size_t(e - q)))); ++q)
        ++n;
    if (std::memchr(p, '\r', size_t(e - p))) {
        for (const char *q = p; q < e; ++q)
            if (*q == '\r' && (q + 1 >= e || q[1] != '\n'))
                ++n;
    }
    return n;
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
        m_layout.headerEnd = p - m_begin;
        scanChunks(p);
        if (m_layout.spans.isEmpty()) {
            // no game: everything is file commentary
            m_layout.headerEnd = m_end - m_begin;
            m_layout.trailerBegin = m_end - m_begin;
            m_layout.trailerLine = m_line;
        } else if (m_pendingStart) {
            m_layout.trailerBegin = m_pendingStart - m_begin;
            m_layout.trailerLine = m_pendingLine;
        } else {
            m_layout.trailerBegin = m_end - m_begin;
            m_layout.trailerLine = m_line;
        }
        return m_layout;
    }

private:
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
                p = skipLineEnd(q, m_end);
                ++m_line;
                continue;
            }
            if (!m_chunkStart) {
                m_chunkStart = lineStart;
                m_chunkLine = m_line;
                m_hasTag = false;
            }
            if (*p == '%') {
                p = skipLineEnd(findLineEnd(p, m_end), m_end);
                ++m_line;
                continue;
            }
            // Most lines hold no comment: only their end (and the first '[')
            // matters. A line with '{' or ';' is scanned with strings in mind.
            const char *r = m_hasTag ? findStop<false>(q, m_end) : findStop<true>(q, m_end);
            for (;;) {
                if (r >= m_end) {
                    p = m_end;
                    break;
                }
                if (*r == '[') {
                    m_hasTag = true;
                    r = findStop<false>(r + 1, m_end);
                    continue;
                }
                if (*r == '\n' || *r == '\r') {
                    ++m_line;
                    p = skipLineEnd(r, m_end);
                } else {
                    p = scanLine(q);
                }
                break;
            }
            if (m_hasTag)
                p = skipPlainLines(p);
        }
        endChunk(m_end);
    }

    // From the start of a line in a game that has its tag already: skips the
    // lines that change nothing, lines that begin with a byte other than a
    // space, tab, line end or '%' and end with LF or CRLF, with no '{' or ';'
    // before it (most lines of a game); returns the start of the first other
    // line (left to the loop above, as are the last bytes of the input).
    const char *skipPlainLines(const char *p)
    {
#if defined(__SSE2__)
        const __m128i nl = _mm_set1_epi8('\n');
        const __m128i cr = _mm_set1_epi8('\r');
        const __m128i br = _mm_set1_epi8('{');
        const __m128i sc = _mm_set1_epi8(';');
        for (;;) {
            if (m_end - p < 16)
                return p;
            const char c = *p;
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '%')
                return p;
            const char *q = p;
            for (;;) {
                const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(q));
                const unsigned ends =
                    unsigned(_mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(v, nl), _mm_cmpeq_epi8(v, cr))));
                const unsigned stops =
                    unsigned(_mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(v, br), _mm_cmpeq_epi8(v, sc))));
                if (ends | stops) {
                    const unsigned first = ends & -(ends | stops); // (the line end, if it comes first)
                    if (!first)
                        return p;
                    const char *e = q + __builtin_ctz(first);
                    if (*e == '\n') {
                        p = e + 1;
                    } else if (e + 1 < m_end && e[1] == '\n') {
                        p = e + 2;
                    } else {
                        return p; // (a lone CR)
                    }
                    ++m_line;
                    break;
                }
                q += 16;
                if (m_end - q < 16)
                    return p;
            }
        }
#else
        return p;
#endif
    }

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
                ++m_line;
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
                while (p < m_end && *p != '"' && *p != '\n' && *p != '\r') {
                    if (*p == '\\' && p + 1 < m_end && (p[1] == '"' || p[1] == '\\'))
                        ++p;
                    ++p;
                }
                if (p < m_end && *p == '"')
                    ++p;
                break;
            case '{':
                p = skipBrace(p + 1);
                break;
            default:
                ++p;
                break;
            }
        }
    }

    const char *skipBrace(const char *p)
    {
        const char *close = static_cast<const char *>(std::memchr(p, '}', size_t(m_end - p)));
        if (!close)
            close = m_end;
        m_line += countLines(p, close);
        return close < m_end ? close + 1 : m_end;
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
    int m_line = 1;
    const char *m_chunkStart = nullptr;
    int m_chunkLine = 0;
    bool m_hasTag = false;
    const char *m_pendingStart = nullptr;
    int m_pendingLine = 0;
    PbnSplitter::Layout m_layout;
};

} // namespace

PbnSplitter::Layout referenceSplit(QByteArrayView data)
{
    Scanner scanner(data.data(), data.data() + data.size());
    return scanner.run();
}

} // namespace kib::test
