#include "pbnlexer.h"

#include "pbnbytescan.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace kib {

namespace {

using pbnscan::findLineEnd;

enum CharClass : quint8 {
    Word = 0,
    Space = 1,    // space, tab, vertical tab, form feed
    Newline = 2,  // LF, CR
    Special = 3,  // [ ] " { } ;
    Control = 4,  // not allowed in PBN
};

struct ClassTable
{
    quint8 cls[256];
    // (in ISO-8859-1, 128 .. 159 are control characters too)
    constexpr explicit ClassTable(bool latin1) : cls{}
    {
        for (int c = 0; c < 256; ++c)
            cls[c] = c < 0x20 || c == 0x7f || (latin1 && c >= 0x80 && c < 0xa0) ? Control : Word;
        cls[int(' ')] = cls[int('\t')] = cls[int('\v')] = cls[int('\f')] = Space;
        cls[int('\n')] = cls[int('\r')] = Newline;
        for (char c : {'[', ']', '"', '{', '}', ';'})
            cls[int(c)] = Special;
    }
};

constexpr ClassTable utf8Table(false);
constexpr ClassTable latin1Table(true);

// Skips the plain ASCII printing characters other than 'stop1' and 'stop2',
// sixteen at a time.
template<char stop1, char stop2>
inline const char *skipPlain(const char *p, const char *end)
{
#if defined(__SSE2__)
    const __m128i quote = _mm_set1_epi8(stop1);
    const __m128i backslash = _mm_set1_epi8(stop2);
    const __m128i del = _mm_set1_epi8(0x7f);
    const __m128i space = _mm_set1_epi8(0x20);
    while (end - p >= 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        // below ' ' as signed bytes: controls, and every byte >= 0x80
        __m128i m = _mm_cmplt_epi8(v, space);
        m = _mm_or_si128(m, _mm_cmpeq_epi8(v, quote));
        m = _mm_or_si128(m, _mm_cmpeq_epi8(v, backslash));
        m = _mm_or_si128(m, _mm_cmpeq_epi8(v, del));
        const int mask = _mm_movemask_epi8(m);
        if (mask)
            return p + __builtin_ctz(unsigned(mask));
        p += 16;
    }
#endif
    return p;
}

// ... of a string: other than '"' and '\\'
inline const char *skipPlainString(const char *p, const char *end)
{
    return skipPlain<'"', '\\'>(p, end);
}

// ... of a brace comment: other than '}'
inline const char *skipPlainComment(const char *p, const char *end)
{
    return skipPlain<'}', '}'>(p, end);
}

} // namespace

PbnLexer::PbnLexer(const char *begin, const char *end, int firstLine, bool latin1)
    : m_pos(begin), m_end(end), m_lineStart(begin), m_classes(latin1 ? latin1Table.cls : utf8Table.cls),
      m_line(firstLine), m_latin1(latin1)
{
}

bool PbnLexer::isBad(unsigned char c) const
{
    return (c < 0x20 && c != '\t' && c != '\v' && c != '\f') || c == 0x7f || (m_latin1 && c >= 0x80 && c < 0xa0);
}

void PbnLexer::issue(Issue::Kind kind, const char *at)
{
    m_issues.append(Issue{kind, m_line, int(at - m_lineStart) + 1});
}

Q_NEVER_INLINE void PbnLexer::longLine()
{
    m_issues.append(Issue{Issue::Kind::LongLine, m_line, 256});
}

Q_ALWAYS_INLINE void PbnLexer::newLine(const char *at, int terminatorLength)
{
    if (at - m_lineStart > MaxLineText)
        longLine();
    m_pos = at + terminatorLength;
    m_lineStart = m_pos;
    ++m_line;
    m_lineHasToken = false;
}

const PbnToken &PbnLexer::peek()
{
    if (!m_hasPeek) {
        m_peek = scan();
        m_hasPeek = true;
    }
    return m_peek;
}

PbnToken PbnLexer::next()
{
    if (m_hasPeek) {
        m_hasPeek = false;
        return m_peek;
    }
    return scan();
}

bool PbnLexer::plainTag(PlainTag *tag, const char *guess, qsizetype guessSize)
{
    if (m_hasPeek)
        return false;
    // (the name: a word, as next() reads it; the guess's bytes are letters
    // and digits, words to next() in either table, so a name that is the
    // guess followed by a space is the word next() would read)
    const char *p = m_pos;
    tag->guessed = guessSize > 0 && m_end - p > guessSize && p[guessSize] == ' '
                   && pbnscan::sameNameBytes(p, guess, guessSize);
    if (tag->guessed)
        p += guessSize;
    else
        while (p < m_end && m_classes[static_cast<unsigned char>(*p)] == Word)
            ++p;
    const char *nameEnd = p;
    if (nameEnd == m_pos || p >= m_end || *p != ' ')
        return false;
    while (p < m_end && *p == ' ')
        ++p;
    if (p >= m_end || *p != '"')
        return false;
    const char *text = ++p;
    for (;;) {
        p = skipPlainString(p, m_end);
        if (p >= m_end)
            return false;
        const unsigned char b = static_cast<unsigned char>(*p);
        if (b == '"')
            break;
        if (b == '\\') {
            p += p + 1 < m_end && (p[1] == '"' || p[1] == '\\') ? 2 : 1;
            continue;
        }
        if (b < 0x20 || b >= 0x7f)
            return false;
        ++p;
    }
    const char *textEnd = p;
    if (p + 1 >= m_end || p[1] != ']')
        return false;
    tag->name = m_pos;
    tag->nameSize = nameEnd - m_pos;
    tag->value = text;
    tag->valueSize = textEnd - text;
    m_pos = p + 2;
    m_lineHasToken = true;
    return true;
}

// (the spaces and line ends before a row, as scan() passes them)
inline const char *PbnLexer::passToRow()
{
    const char *p = m_pos;
    while (p < m_end) {
        if (*p == ' ') {
            ++p;
        } else if (*p == '\n' || *p == '\r') {
            newLine(p, *p == '\r' && p + 1 < m_end && p[1] == '\n' ? 2 : 1);
            p = m_pos;
        } else {
            break;
        }
    }
    m_pos = p;
    return p;
}

bool PbnLexer::plainRow(int count, const char **from, const char **to)
{
    if (m_hasPeek)
        return false;
    const char *p = passToRow();
    if (p >= m_end || (*p == '%' && p == m_lineStart))
        return false;
    // The rest of the line: its length, that it holds only spaces and plain
    // characters, and the words it holds (a word starts where a character
    // other than a space follows a space or the line's start).
    unsigned plain = 0; // (a bit for each byte of the line other than a space)
    int length = 0;
#if defined(__SSE2__)
    if (m_end - p >= 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        const unsigned ends = unsigned(_mm_movemask_epi8(
            _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('\n')), _mm_cmpeq_epi8(v, _mm_set1_epi8('\r')))));
        if (!ends)
            return false; // (a row this long: left to next())
        length = __builtin_ctz(ends);
        // below ' ' as signed bytes: controls, tabs and every byte >= 0x80
        __m128i bad = _mm_cmplt_epi8(v, _mm_set1_epi8(' '));
        for (char c : {'\x7f', '[', ']', '"', '{', '}', ';'})
            bad = _mm_or_si128(bad, _mm_cmpeq_epi8(v, _mm_set1_epi8(c)));
        const unsigned inLine = (1u << length) - 1;
        if (unsigned(_mm_movemask_epi8(bad)) & inLine)
            return false;
        plain = ~unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_set1_epi8(' ')))) & inLine;
    } else
#endif
    {
        while (p + length < m_end && p[length] != '\n' && p[length] != '\r') {
            const unsigned char c = static_cast<unsigned char>(p[length]);
            if (length == 16 || (c != ' ' && (c > 0x7e || m_classes[c] != Word)))
                return false;
            if (c != ' ')
                plain |= 1u << length;
            ++length;
        }
    }
    // (the words' first bytes counted in the register: a popcount
    // instruction is not in the baseline x86-64, and the library's is a call)
    unsigned starts = plain & ~(plain << 1) & 0xffffu;
    starts = starts - ((starts >> 1) & 0x5555u);
    starts = (starts & 0x3333u) + ((starts >> 2) & 0x3333u);
    starts = (starts + (starts >> 4)) & 0x0f0fu;
    if (int((starts + (starts >> 8)) & 0x1fu) != count)
        return false;
    *from = p; // (plain is not 0: it starts with a word)
    *to = p + (32 - __builtin_clz(plain));
    m_pos = *to;
    m_lineHasToken = true;
    return true;
}

const char *PbnLexer::cardRow()
{
    if (m_hasPeek)
        return nullptr;
    const char *p = passToRow();
    if (m_end - p < 12 || (p[11] != '\n' && p[11] != '\r'))
        return nullptr;
    // (a separator a space, or a tab that scan() passes too; the words' bytes
    // the caller's cards, which are letters and digits: words to scan())
    for (int i = 2; i < 11; i += 3)
        if (p[i] != ' ' && (p[i] != '\t' || !m_sawTab))
            return nullptr;
    return p;
}

PbnToken PbnLexer::scan()
{
    // The common tokens here, with little to save: spaces and line ends, then
    // a word or '['; anything else is left to scanOther(), from where this
    // stops.
    const char *p = m_pos;
    while (p < m_end) {
        const char c = *p;
        if (c == ' ') {
            ++p;
            continue;
        }
        if (c == '\n' || c == '\r') {
            newLine(p, c == '\r' && p + 1 < m_end && p[1] == '\n' ? 2 : 1);
            p = m_pos;
            continue;
        }
        const bool word = m_classes[static_cast<unsigned char>(c)] == Word && (c != '%' || p != m_lineStart);
        if (!word && c != '[') {
            // (a tab passed here too once the game's first has been reported
            // by scanOther(): BBO puts one between each call and card)
            if (c == '\t' && m_sawTab) {
                ++p;
                continue;
            }
            break;
        }
        PbnToken t;
        t.line = m_line;
        t.column = int(p - m_lineStart) + 1;
        t.startsLine = !m_lineHasToken;
        m_lineHasToken = true;
        if (!word) {
            t.kind = PbnToken::Kind::LBracket;
            m_pos = p + 1;
            return t;
        }
        t.kind = PbnToken::Kind::Word;
        const char *q = p + 1;
        while (q < m_end && m_classes[static_cast<unsigned char>(*q)] == Word)
            ++q;
        t.text = p;
        t.size = q - p;
        m_pos = q;
        return t;
    }
    m_pos = p;
    return scanOther();
}

Q_NEVER_INLINE PbnToken PbnLexer::scanOther()
{
    PbnToken t;
    for (;;) {
        if (m_pos >= m_end) {
            if (m_pos - m_lineStart > MaxLineText)
                longLine();
            m_lineStart = m_pos; // report a last long line once
            t.line = m_line;
            return t;
        }
        const char c = *m_pos;
        if (c == ' ') {
            ++m_pos;
            continue;
        }
        switch (m_classes[static_cast<unsigned char>(c)]) {
        case Space:
            if (c == '\t' && !m_sawTab) {
                m_sawTab = true;
                issue(Issue::Kind::Tab, m_pos);
            }
            ++m_pos;
            continue;
        case Newline:
            newLine(m_pos, c == '\r' && m_pos + 1 < m_end && m_pos[1] == '\n' ? 2 : 1);
            continue;
        case Control:
            issue(Issue::Kind::BadCharacter, m_pos);
            ++m_pos;
            continue;
        default:
            break;
        }
        break;
    }

    t.line = m_line;
    t.column = int(m_pos - m_lineStart) + 1;
    t.startsLine = !m_lineHasToken;
    m_lineHasToken = true;
    const char c = *m_pos;

    // (a word from m_pos, its bytes before 'from' known to belong to it)
    auto word = [&](const char *from) {
        t.kind = PbnToken::Kind::Word;
        const char *p = from;
        while (p < m_end && m_classes[static_cast<unsigned char>(*p)] == Word)
            ++p;
        t.text = m_pos;
        t.size = p - m_pos;
        m_pos = p;
    };
    // (words first: the calls and cards of the sections)
    if (m_classes[static_cast<unsigned char>(c)] == Word && (c != '%' || m_pos != m_lineStart)) {
        word(m_pos + 1);
        return t;
    }

    if (c == '%' && m_pos == m_lineStart) {
        t.kind = PbnToken::Kind::PercentLine;
        const char *p = findLineEnd(++m_pos, m_end);
        t.text = m_pos;
        t.size = p - m_pos;
        m_pos = p;
        return t;
    }

    switch (c) {
    case '[':
        t.kind = PbnToken::Kind::LBracket;
        ++m_pos;
        return t;
    case ']':
        t.kind = PbnToken::Kind::RBracket;
        ++m_pos;
        return t;
    case ';': {
        t.kind = PbnToken::Kind::SemicolonComment;
        const char *p = findLineEnd(++m_pos, m_end);
        t.text = m_pos;
        t.size = p - m_pos;
        m_pos = p;
        return t;
    }
    case '"': {
        t.kind = PbnToken::Kind::String;
        const char *p = ++m_pos;
        bool reported = false;
        for (;;) {
            p = skipPlainString(p, m_end);
            if (p >= m_end || *p == '\n' || *p == '\r') {
                t.unterminated = true;
                t.text = m_pos;
                t.size = p - m_pos;
                m_pos = p;
                return t;
            }
            const unsigned char b = static_cast<unsigned char>(*p);
            if (b == '"')
                break;
            if (b == '\\' && p + 1 < m_end && (p[1] == '"' || p[1] == '\\')) {
                p += 2;
                continue;
            }
            if (!reported && (b == '\t' || isBad(b))) {
                issue(b == '\t' ? Issue::Kind::TabInString : Issue::Kind::BadCharacter, p);
                reported = true;
            }
            ++p;
        }
        t.text = m_pos;
        t.size = p - m_pos;
        m_pos = p + 1;
        return t;
    }
    case '{': {
        t.kind = PbnToken::Kind::BraceComment;
        const char *start = ++m_pos;
        const char *p = start;
        bool reported = false;
        for (;;) {
            p = skipPlainComment(p, m_end);
            if (p >= m_end) {
                t.unterminated = true;
                t.text = start;
                t.size = p - start;
                m_pos = p;
                return t;
            }
            const unsigned char b = static_cast<unsigned char>(*p);
            if (b == '}')
                break;
            if (b == '\n' || b == '\r') {
                const int len = b == '\r' && p + 1 < m_end && p[1] == '\n' ? 2 : 1;
                newLine(p, len);
                m_lineHasToken = true; // the comment goes on
                p += len;
                continue;
            }
            if (!reported && b != '\t' && isBad(b)) {
                issue(Issue::Kind::BadCharacter, p);
                reported = true;
            }
            ++p;
        }
        t.text = start;
        t.size = p - start;
        m_pos = p + 1;
        return t;
    }
    case '}':
        // a stray closing brace: a word of its own, for the reader to refuse
        t.kind = PbnToken::Kind::Word;
        t.text = m_pos;
        t.size = 1;
        ++m_pos;
        return t;
    default:
        break;
    }

    // (not reached: every other byte here is a word's first)
    word(m_pos + 1);
    return t;
}

} // namespace kib
