#include "pbntext.h"

#include "parsers/asciiscan.h"
#include "parsers/suitmarks.h"

#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace kib {


// Bytes all ASCII widened to 'out' (as many characters): false, with 'out'
// partly written, at the first byte that is not ASCII.
static bool widenAscii(const unsigned char *in, qsizetype size, char16_t *out)
{
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    // eight bytes at 'at' (the last eight may overlap those before them)
    auto eight = [&](qsizetype at) {
        quint64 w;
        std::memcpy(&w, in + at, 8);
        if (w & 0x8080808080808080ULL)
            return false;
        _mm_storeu_si128(reinterpret_cast<__m128i *>(out + at),
                         _mm_unpacklo_epi8(_mm_cvtsi64_si128(qint64(w)), zero));
        return true;
    };
    if (size >= 8) {
        qsizetype i = 0;
        for (; i + 16 <= size; i += 16) {
            const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(in + i));
            if (_mm_movemask_epi8(v))
                return false;
            _mm_storeu_si128(reinterpret_cast<__m128i *>(out + i), _mm_unpacklo_epi8(v, zero));
            _mm_storeu_si128(reinterpret_cast<__m128i *>(out + i + 8), _mm_unpackhi_epi8(v, zero));
        }
        if (i + 8 < size && !eight(i))
            return false;
        return i == size || eight(size - 8);
    }
#endif
    unsigned char high = 0;
    for (qsizetype i = 0; i < size; ++i) {
        high |= in[i];
        out[i] = in[i];
    }
    return high < 0x80;
}

QString PbnText::decode(const char *data, qsizetype size, bool latin1)
{
    // ASCII bytes (most values and comments) are their own characters in
    // UTF-8 and in Latin-1 alike: widened in place into the string, with
    // none of the decoder's work; empty bytes, and bytes with one that is
    // not ASCII, go to Qt's decoders as before
    if (size > 0) {
        QString s(size, Qt::Uninitialized);
        if (widenAscii(reinterpret_cast<const unsigned char *>(data), size, reinterpret_cast<char16_t *>(s.data())))
            return s;
    }
    return latin1 ? QString::fromLatin1(data, size) : QString::fromUtf8(data, size);
}

QString PbnText::decodeString(const char *data, qsizetype size, bool latin1)
{
    if (!std::memchr(data, '\\', size_t(size))) {
        QString s = decode(data, size, latin1);
        // tabs may not stand in strings (the reader warns): read as spaces
        if (std::memchr(data, '\t', size_t(size)))
            s.replace(QLatin1Char('\t'), QLatin1Char(' '));
        return s;
    }
    QByteArray bytes;
    bytes.reserve(size);
    for (qsizetype i = 0; i < size; ++i) {
        if (data[i] == '\\' && i + 1 < size && (data[i + 1] == '"' || data[i + 1] == '\\'))
            ++i;
        bytes.append(data[i] == '\t' ? ' ' : data[i]);
    }
    return decode(bytes.constData(), bytes.size(), latin1);
}

QString PbnText::decodeComment(const char *data, qsizetype size, bool latin1)
{
    if (!std::memchr(data, '\r', size_t(size)))
        return decode(data, size, latin1);
    QByteArray bytes;
    bytes.reserve(size);
    for (qsizetype i = 0; i < size; ++i) {
        if (data[i] == '\r') {
            bytes.append('\n');
            if (i + 1 < size && data[i + 1] == '\n')
                ++i;
        } else {
            bytes.append(data[i]);
        }
    }
    return decode(bytes.constData(), bytes.size(), latin1);
}

void PbnText::appendString(QByteArray &out, const QString &value)
{
    out.append('"');
    const QByteArray utf8 = value.toUtf8();
    for (char c : utf8) {
        if (c == '"' || c == '\\')
            out.append('\\');
        out.append(c);
    }
    out.append('"');
}

static bool isSuitLetter(QChar c)
{
    return c == u'S' || c == u'H' || c == u'D' || c == u'C';
}

bool PbnText::hasProgramEscapes(const QString &text, bool inString)
{
    Q_UNUSED(inString);
    const char16_t *p = reinterpret_cast<const char16_t *>(text.utf16());
    const char16_t *const last = p + text.size() - 1; // (a pair starts before it)
    while (p < last) {
#if defined(__SSE2__)
        // eight characters at a time to the next '\\' or '!' (most texts have none)
        const __m128i bs = _mm_set1_epi16('\\');
        const __m128i ex = _mm_set1_epi16('!');
        while (last - p >= 8) {
            const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
            const int mask = _mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi16(v, bs), _mm_cmpeq_epi16(v, ex)));
            if (mask) {
                p += __builtin_ctz(unsigned(mask)) / 2;
                break;
            }
            p += 8;
        }
        if (p >= last)
            break;
#endif
        // (\S \H \D \C are the standard's suit notation (PBN 2.1 section 3.8), in a
        // comment and in a note's text alike: Kibitzer's writer writes them)
        if (p[0] == u'\\' && p[1] == u'n')
            return true;
        if (p[0] == u'!' && isSuitLetter(QChar(p[1])))
            return true;
        ++p;
    }
    return false;
}

bool PbnText::hasProgramEscapes(const char *data, qsizetype size)
{
    // a pair starts before the last byte: at [0, starts)
    const qsizetype starts = size - 1;
    auto pairAt = [data](qsizetype k) {
        const char b = data[k + 1];
        return (data[k] == '\\' && b == 'n') || (data[k] == '!' && (b == 'S' || b == 'H' || b == 'D' || b == 'C'));
    };
    qsizetype i = 0;
#if defined(__SSE2__)
    // sixteen starts at a time, the '\\' and '!' among them looked at (most
    // comments have none); the last sixteen may overlap those before them
    if (starts >= 16) {
        const __m128i bs = _mm_set1_epi8('\\');
        const __m128i ex = _mm_set1_epi8('!');
        auto block = [&](qsizetype at) {
            const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(data + at));
            for (unsigned mask = unsigned(_mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(v, bs), _mm_cmpeq_epi8(v, ex))));
                 mask; mask &= mask - 1)
                if (pairAt(at + __builtin_ctz(mask)))
                    return true;
            return false;
        };
        for (; starts - i >= 16; i += 16)
            if (block(i))
                return true;
        return i < starts && block(starts - 16);
    }
#endif
    for (; i < starts; ++i)
        if (pairAt(i))
            return true;
    return false;
}

bool PbnText::hasBboSuits(const QString &text)
{
    return hasSuitMarks(text, u'!');
}

QString PbnText::withStandardSuits(const QString &text)
{
    return withSuitMarks(text, u'!', u'\\');
}

QString PbnText::toDisplay(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        const QChar n = i + 1 < text.size() ? text.at(i + 1) : QChar();
        if ((c == u'\\' || c == u'!') && isSuitLetter(n)) {
            switch (n.unicode()) {
            case 'S': out += QChar(0x2660); break;
            case 'H': out += QChar(0x2665); break;
            case 'D': out += QChar(0x2666); break;
            default: out += QChar(0x2663); break;
            }
            ++i;
        } else if (c == u'\\' && n == u'n') {
            out += QLatin1Char('\n');
            ++i;
        } else {
            out += c;
        }
    }
    return out;
}

} // namespace kib
