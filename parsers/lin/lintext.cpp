#include "lintext.h"

#include "linsplit.h"

#include "parsers/asciiscan.h"
#include "parsers/utf8check.h"

#include <QStringDecoder>

#include <array>
#include <cstring>

namespace kib::lin {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

QByteArrayView trimmed(QByteArrayView v, qsizetype *lead)
{
    qsizetype a = 0, b = v.size();
    while (a < b && isSpace(v[a]))
        ++a;
    while (b > a && isSpace(v[b - 1]))
        --b;
    *lead = a;
    return v.sliced(a, b - a);
}

// A key of two ASCII letters in lower case (nearly every key a file has:
// md, mb, pc, an, ...) as one string shared by all its tokens: a file of
// 100,000 boards has millions of tokens and needs no copy of each key.
// Null for any other key.
QString sharedKey(QByteArrayView key)
{
    if (key.size() != 2 || key[0] < 'a' || key[0] > 'z' || key[1] < 'a' || key[1] > 'z')
        return QString();
    static const std::array<QString, 26 * 26> keys = [] {
        std::array<QString, 26 * 26> all;
        for (int i = 0; i < 26 * 26; ++i) {
            const char k[2] = {char('a' + i / 26), char('a' + i % 26)};
            all[i] = QString::fromLatin1(k, 2);
        }
        return all;
    }();
    return keys[(key[0] - 'a') * 26 + (key[1] - 'a')];
}

// The keys whose values a quiet Text decodes: those that tell boards apart
// (pn, md: group()) and the header's (what stands before a span).
bool isStructural(quint32 code)
{
    return isHeaderCode(code) || code == keyCode(u"pn") || code == keyCode(u"md");
}

} // namespace

Text::Text(QByteArrayView data, qsizetype from, qsizetype to, int record, bool quiet)
    : Text(data, from, to, record, quiet, Stream{})
{
    scan(-1);
}

Text::Text(QByteArrayView data, Stream) : Text(data, 0, -1, 0, false, Stream{}) {}

Text::Text(QByteArrayView data, qsizetype from, qsizetype to, int record, bool quiet, Stream)
    : m_data(data), m_record(record), m_quiet(quiet)
{
    if (to < 0 || to > data.size())
        to = data.size();
    m_lineStarts.append(0);
    if (!quiet) {
        appendLineStarts(0, data.size());
        m_utf8 = isUtf8(data.data() + from, to - from);
    }
    start(from, to);
    if (!m_utf8 && !quiet)
        m_diagnostics.append(at(m_pos, QStringLiteral("lin.text.not-utf8"),
                                QStringLiteral("the text is not UTF-8: read as Windows-1252"), true, record));
}

Text::Text(QByteArrayView data, qsizetype from, qsizetype to, int record, Span span) : m_data(data), m_record(record)
{
    if (to < 0 || to > data.size())
        to = data.size();
    from = qBound<qsizetype>(0, from, to);
    const char *begin = data.data();
    // (the line 'from' stands on starts after the line break before it)
    qsizetype lineStart = from;
    while (lineStart > 0 && begin[lineStart - 1] != '\n')
        --lineStart;
    m_firstLine = span.firstLine;
    m_lineStarts.append(lineStart);
    appendLineStarts(from, to);
    m_utf8 = span.utf8;
    start(from, to);
    scan(-1);
}

void Text::appendLineStarts(qsizetype from, qsizetype to)
{
    const char *begin = m_data.data();
    const char *end = begin + to;
    for (const char *p = begin + from; p != end && (p = static_cast<const char *>(memchr(p, '\n', end - p))); ++p)
        m_lineStarts.append(p - begin + 1);
}

void Text::start(qsizetype from, qsizetype to)
{
    if (!m_utf8)
        m_cp1252 = std::make_shared<QStringDecoder>("windows-1252", QStringDecoder::Flag::Stateless);
    if (from == 0 && m_data.startsWith("\xEF\xBB\xBF"))
        from = 3; // (past a byte-order mark)
    m_pos = from;
    m_to = to;
}

bool Text::readMore(qsizetype bytes)
{
    scan(m_pos + bytes);
    return m_pos < m_to;
}

void Text::scan(qsizetype stopAfter)
{
    const QByteArrayView data = m_data;
    const qsizetype to = m_to;
    const int record = m_record;
    const bool quiet = m_quiet;
    qsizetype &i = m_pos;
    while (i < to && (stopAfter < 0 || i < stopAfter)) {
        const qsizetype bar = data.sliced(i, to - i).indexOf('|');
        if (bar < 0) {
            qsizetype lead = 0;
            const QByteArrayView rest = trimmed(data.sliced(i, to - i), &lead);
            if (!rest.isEmpty())
                m_diagnostics.append(at(i + lead, QStringLiteral("lin.text.trailing"),
                                        QStringLiteral("text after the last token (\"%1\") left out").arg(decode(rest.first(qMin<qsizetype>(rest.size(), 20)))),
                                        true, record));
            i = to;
            break;
        }
        qsizetype lead = 0;
        const QByteArrayView keyBytes = trimmed(data.sliced(i, bar), &lead);
        const qsizetype keyOffset = i + lead;
        const qsizetype vStart = i + bar + 1;
        qsizetype vEnd = vStart < to ? data.sliced(vStart, to - vStart).indexOf('|') : -1;
        bool closed = vEnd >= 0;
        vEnd = closed ? vStart + vEnd : to;
        if (keyBytes.isEmpty()) {
            // "||": an empty key; its value is the next one's key: go on from the bar
            i = i + bar + 1;
            continue;
        }
        Token t;
        QString rawKey = sharedKey(keyBytes); // (the key as written)
        if (rawKey.isNull()) {
            rawKey = decode(keyBytes);
            t.key = rawKey.toLower();
        } else {
            t.key = rawKey;
        }
        t.keyOffset = keyOffset;
        t.valueOffset = vStart;
        t.end = closed ? vEnd + 1 : vEnd;
        if (quiet) {
            if (isStructural(keyCode(t.key)))
                t.value = decode(data.sliced(vStart, vEnd - vStart));
            i = t.end;
            m_tokens.append(std::move(t));
            continue;
        }
        const QByteArrayView valueBytes = data.sliced(vStart, vEnd - vStart);
        if (valueBytes.contains('\n') || valueBytes.contains('\r')) {
            QByteArray value = valueBytes.toByteArray();
            qsizetype lead2 = 0;
            const QByteArrayView inner = trimmed(value, &lead2);
            if (!m_reportedBreak && (inner.contains('\n') || inner.contains('\r'))) {
                m_reportedBreak = true;
                m_diagnostics.append(at(vStart, QStringLiteral("lin.text.line-break"),
                                        QStringLiteral("a line break inside the value of '%1': read as a space").arg(t.key),
                                        true, record));
            }
            value.replace("\r\n", " ");
            value.replace('\n', ' ');
            value.replace('\r', ' ');
            t.value = decode(value);
        } else {
            t.value = decode(valueBytes);
        }
        if (!closed)
            m_diagnostics.append(at(vStart, QStringLiteral("lin.text.unterminated"),
                                    QStringLiteral("the last value has no closing '|'"), true, record));
        if (rawKey != t.key && !m_reportedKeyCase) {
            m_reportedKeyCase = true;
            m_diagnostics.append(at(keyOffset, QStringLiteral("lin.key.case"),
                                    QStringLiteral("key '%1' in upper case: read as '%2'").arg(rawKey, t.key), true, record));
        }
        i = t.end;
        m_tokens.append(std::move(t));
    }
}

QString Text::decode(QByteArrayView bytes) const
{
    if (m_utf8)
        return QString::fromUtf8(bytes);
    if (m_cp1252 && m_cp1252->isValid())
        return m_cp1252->decode(bytes);
    return QString::fromLatin1(bytes);
}

qsizetype Text::linesUpTo(qsizetype offset) const
{
    // (the first line starts at or before any offset read: at least 1)
    return std::upper_bound(m_lineStarts.begin(), m_lineStarts.end(), offset) - m_lineStarts.begin();
}

int Text::lineOf(qsizetype offset) const
{
    return m_firstLine - 1 + int(linesUpTo(offset));
}

int Text::columnOf(qsizetype offset) const
{
    return int(offset - m_lineStarts.at(qMax<qsizetype>(1, linesUpTo(offset)) - 1)) + 1;
}

Diagnostic Text::at(qsizetype offset, const QString &code, const QString &message, bool warning, int record) const
{
    return warning ? Diagnostic::warning(code, message, lineOf(offset), columnOf(offset), record)
                   : Diagnostic::error(code, message, lineOf(offset), columnOf(offset), record);
}

bool looksUrlEncoded(QByteArrayView head)
{
    const QByteArray h = head.first(qMin<qsizetype>(head.size(), 4096)).toByteArray().toLower();
    return !h.contains('|') && h.contains("%7c");
}

QByteArray fromUrlForm(QByteArrayView text)
{
    QByteArray t = text.toByteArray();
    t.replace('+', ' ');
    return QByteArray::fromPercentEncoding(t);
}

} // namespace kib::lin
