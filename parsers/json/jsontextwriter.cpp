#include "jsontextwriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace kib::json {

namespace {

constexpr char kHex[] = "0123456789abcdef";

void appendSpaces(QByteArray &out, int count)
{
    out.append(count, ' ');
}

} // namespace

void JsonTextWriter::flush()
{
    if (m_out->size() != m_length)
        m_out->resize(m_length);
}

void JsonTextWriter::beginObject()
{
    element();
    put("{\n", 2);
    m_open.append(Open{'}', true});
    ++m_depth;
}

void JsonTextWriter::beginArray()
{
    element();
    put("[\n", 2);
    m_open.append(Open{']', true});
    ++m_depth;
}

void JsonTextWriter::end()
{
    Q_ASSERT(!m_open.isEmpty());
    const Open open = m_open.back();
    m_open.removeLast();
    --m_depth;
    if (!open.empty)
        put('\n');
    spaces(4 * m_depth);
    put(open.closer);
}

void JsonTextWriter::key(QLatin1StringView name)
{
    element();
    char *d = room(name.size() + 4);
    *d++ = '"';
    memcpy(d, name.data(), size_t(name.size()));
    d += name.size();
    memcpy(d, "\": ", 3);
    m_length += name.size() + 4;
    m_afterKey = true;
}

void JsonTextWriter::key(QStringView name)
{
    element();
    char *d = putString(room(6 * name.size() + 2), name);
    m_length = d - m_out->constData();
    put(": ", 2);
    m_afterKey = true;
}

void JsonTextWriter::string(QStringView text)
{
    element();
    char *d = putString(room(6 * text.size() + 2), text);
    m_length = d - m_out->constData();
}

void JsonTextWriter::strings(const QStringList &list)
{
    if (list.isEmpty()) {
        beginArray();
        end();
        return;
    }
    // (in one go, as beginArray(), string() and end() print it: a table's
    // rows are most of some files' text)
    const int outer = 4 * m_depth;
    const int inner = outer + 4;
    qsizetype most = 3 + outer;
    for (const QString &s : list)
        most += inner + 4 + 6 * s.size();
    char *d = rawBegin(most);
    *d++ = '[';
    for (qsizetype i = 0; i < list.size(); ++i) {
        if (i > 0)
            *d++ = ',';
        *d++ = '\n';
        memset(d, ' ', size_t(inner));
        d = putString(d + inner, list.at(i));
    }
    *d++ = '\n';
    memset(d, ' ', size_t(outer));
    d += outer;
    *d++ = ']';
    rawEnd(d);
}

void JsonTextWriter::number(qint64 n)
{
    element();
    char buffer[24];
    char *end = buffer + sizeof buffer;
    char *p = end;
    // QByteArray::number(qint64): decimal, '-' before a negative number
    quint64 u = n < 0 ? quint64(0) - quint64(n) : quint64(n);
    do {
        *--p = char('0' + u % 10);
        u /= 10;
    } while (u);
    if (n < 0)
        *--p = '-';
    put(p, end - p);
}

void JsonTextWriter::boolean(bool b)
{
    element();
    if (b)
        put("true", 4);
    else
        put("false", 5);
}

void JsonTextWriter::null()
{
    element();
    put("null", 4);
}

void JsonTextWriter::raw(QByteArrayView text)
{
    element();
    put(text.data(), text.size());
}

void JsonTextWriter::value(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Bool:
        boolean(v.toBool());
        return;
    case QJsonValue::String:
        string(v.toString());
        return;
    case QJsonValue::Object:
    case QJsonValue::Array: {
        element();
        const QJsonDocument doc = v.isObject() ? QJsonDocument(v.toObject()) : QJsonDocument(v.toArray());
        flush();
        appendIndented(*m_out, doc.toJson(QJsonDocument::Indented), m_depth);
        m_length = m_out->size();
        return;
    }
    case QJsonValue::Double: {
        // integers and doubles print differently: let toJson() say which
        element();
        const QByteArray text = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
        put(text.constData() + 1, text.size() - 2); // without "[" and "]"
        return;
    }
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        null();
        return;
    }
}

void JsonTextWriter::appendString(QByteArray &out, QStringView text)
{
    // at most six bytes a UTF-16 unit, and the quotes
    const qsizetype start = out.size();
    out.resize(start + 6 * text.size() + 2);
    out.resize(putString(out.data() + start, text) - out.constData());
}

char *JsonTextWriter::putString(char *d, QStringView text)
{
    const char16_t *p = text.utf16();
    const char16_t *const end = p + text.size();
    *d++ = '"';
    while (p != end) {
#if defined(__SSE2__)
        // (eight units at a time while they are ASCII from ' ' on, other
        // than '"' and '\\', most of a record's text: each is its own byte)
        while (end - p >= 8) {
            const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
            // (as signed 16-bit numbers, every unit from 0x8000 up is below 0x20)
            const __m128i outside = _mm_or_si128(_mm_cmplt_epi16(v, _mm_set1_epi16(0x20)),
                                                 _mm_cmpgt_epi16(v, _mm_set1_epi16(0x7f)));
            const __m128i special = _mm_or_si128(_mm_cmpeq_epi16(v, _mm_set1_epi16('"')),
                                                 _mm_cmpeq_epi16(v, _mm_set1_epi16('\\')));
            const unsigned stop = unsigned(_mm_movemask_epi8(_mm_or_si128(outside, special)));
            // (the units before the first other one go at once: eight bytes
            // are stored, a unit has room for six)
            _mm_storel_epi64(reinterpret_cast<__m128i *>(d), _mm_packus_epi16(v, v));
            if (stop) {
                const int plain = __builtin_ctz(stop) / 2;
                d += plain;
                p += plain;
                break;
            }
            d += 8;
            p += 8;
        }
        if (p == end)
            break;
#endif
        const char16_t u = *p++;
        if (u < 0x80) {
            if (u >= 0x20 && u != 0x22 && u != 0x5c) {
                *d++ = char(u);
                continue;
            }
            *d++ = '\\';
            switch (u) {
            case '"': *d++ = '"'; break;
            case '\\': *d++ = '\\'; break;
            case 0x8: *d++ = 'b'; break;
            case 0xc: *d++ = 'f'; break;
            case 0xa: *d++ = 'n'; break;
            case 0xd: *d++ = 'r'; break;
            case 0x9: *d++ = 't'; break;
            default:
                *d++ = 'u';
                *d++ = '0';
                *d++ = '0';
                *d++ = kHex[u >> 4];
                *d++ = kHex[u & 0xf];
            }
        } else if (u < 0x800) {
            *d++ = char(0xc0 | (u >> 6));
            *d++ = char(0x80 | (u & 0x3f));
        } else if (!QChar::isSurrogate(u)) {
            *d++ = char(0xe0 | (u >> 12));
            *d++ = char(0x80 | ((u >> 6) & 0x3f));
            *d++ = char(0x80 | (u & 0x3f));
        } else if (QChar::isHighSurrogate(u) && p != end && QChar::isLowSurrogate(*p)) {
            const char32_t c = QChar::surrogateToUcs4(u, *p++);
            *d++ = char(0xf0 | (c >> 18));
            *d++ = char(0x80 | ((c >> 12) & 0x3f));
            *d++ = char(0x80 | ((c >> 6) & 0x3f));
            *d++ = char(0x80 | (c & 0x3f));
        } else {
            // a lone surrogate: toJson() writes it as an escape
            *d++ = '\\';
            *d++ = 'u';
            *d++ = kHex[(u >> 12) & 0xf];
            *d++ = kHex[(u >> 8) & 0xf];
            *d++ = kHex[(u >> 4) & 0xf];
            *d++ = kHex[u & 0xf];
        }
    }
    *d++ = '"';
    return d;
}

void JsonTextWriter::appendIndented(QByteArray &out, QByteArrayView text, int depth)
{
    qsizetype from = 0;
    bool first = true;
    while (from < text.size()) {
        qsizetype nl = text.indexOf('\n', from);
        if (nl < 0)
            nl = text.size();
        if (!first) {
            out.append('\n');
            appendSpaces(out, 4 * depth);
        }
        first = false;
        out.append(text.data() + from, nl - from);
        from = nl + 1;
    }
}

} // namespace kib::json
