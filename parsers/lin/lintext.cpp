#include "lintext.h"

#include <QStringDecoder>

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

} // namespace

Text::Text(QByteArrayView data, qsizetype from, qsizetype to, int record, bool quiet) : m_data(data)
{
    if (to < 0 || to > data.size())
        to = data.size();
    m_lineStarts.append(0);
    for (qsizetype i = quiet ? -1 : data.indexOf('\n'); i >= 0; i = data.indexOf('\n', i + 1))
        m_lineStarts.append(i + 1);
    if (!quiet) {
        QStringDecoder probe(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        const QString decoded = probe.decode(data.sliced(from, to - from));
        Q_UNUSED(decoded);
        m_utf8 = !probe.hasError();
    }
    if (from == 0 && data.startsWith("\xEF\xBB\xBF"))
        from = 3;
    if (!m_utf8 && !quiet)
        m_diagnostics.append(at(from, QStringLiteral("lin.text.not-utf8"),
                                QStringLiteral("the text is not UTF-8: read as Windows-1252"), true, record));
    bool reportedKeyCase = false, reportedBreak = false;
    qsizetype i = from;
    while (i < to) {
        const qsizetype bar = data.sliced(i, to - i).indexOf('|');
        if (bar < 0) {
            qsizetype lead = 0;
            const QByteArrayView rest = trimmed(data.sliced(i, to - i), &lead);
            if (!rest.isEmpty())
                m_diagnostics.append(at(i + lead, QStringLiteral("lin.text.trailing"),
                                        QStringLiteral("text after the last token (\"%1\") left out").arg(decode(rest.first(qMin<qsizetype>(rest.size(), 20)))),
                                        true, record));
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
        t.rawKey = decode(keyBytes);
        t.key = t.rawKey.toLower();
        t.keyOffset = keyOffset;
        t.valueOffset = vStart;
        t.end = closed ? vEnd + 1 : vEnd;
        if (quiet) {
            static const QList<QString> structural = {"vg", "rs", "pw", "mp", "bn", "pn", "md", "qx", "mn", "mb", "pc"};
            if (structural.contains(t.key))
                t.value = decode(data.sliced(vStart, vEnd - vStart));
            m_tokens.append(t);
            i = t.end;
            continue;
        }
        QByteArray value = data.sliced(vStart, vEnd - vStart).toByteArray();
        if (value.contains('\n') || value.contains('\r')) {
            qsizetype lead2 = 0;
            const QByteArrayView inner = trimmed(value, &lead2);
            if (!reportedBreak && (inner.contains('\n') || inner.contains('\r'))) {
                reportedBreak = true;
                m_diagnostics.append(at(vStart, QStringLiteral("lin.text.line-break"),
                                        QStringLiteral("a line break inside the value of '%1': read as a space").arg(t.key),
                                        true, record));
            }
            value.replace("\r\n", " ");
            value.replace('\n', ' ');
            value.replace('\r', ' ');
        }
        t.value = decode(value);
        if (!closed)
            m_diagnostics.append(at(vStart, QStringLiteral("lin.text.unterminated"),
                                    QStringLiteral("the last value has no closing '|'"), true, record));
        if (t.rawKey != t.key && !reportedKeyCase) {
            reportedKeyCase = true;
            m_diagnostics.append(at(keyOffset, QStringLiteral("lin.key.case"),
                                    QStringLiteral("key '%1' in upper case: read as '%2'").arg(t.rawKey, t.key), true, record));
        }
        m_tokens.append(t);
        i = t.end;
    }
}

QString Text::decode(QByteArrayView bytes) const
{
    if (m_utf8)
        return QString::fromUtf8(bytes);
    QStringDecoder d("windows-1252");
    if (d.isValid())
        return d.decode(bytes);
    return QString::fromLatin1(bytes);
}

int Text::lineOf(qsizetype offset) const
{
    const auto it = std::upper_bound(m_lineStarts.begin(), m_lineStarts.end(), offset);
    return int(it - m_lineStarts.begin());
}

int Text::columnOf(qsizetype offset) const
{
    const int line = lineOf(offset);
    return int(offset - m_lineStarts.at(line - 1)) + 1;
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
