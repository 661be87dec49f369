#include "diagnostic.h"

#include <algorithm>
#include <cstring>

namespace kib {

namespace {

// (QString::number()'s digits, without a string of their own)
class Digits
{
public:
    explicit Digits(int n)
    {
        char16_t *p = m_digits + 12;
        unsigned u = n < 0 ? 0u - unsigned(n) : unsigned(n);
        do {
            *--p = char16_t(u'0' + u % 10);
            u /= 10;
        } while (u != 0);
        if (n < 0)
            *--p = u'-';
        m_first = p;
    }
    QStringView view() const { return QStringView(m_first, m_digits + 12 - m_first); }
    qsizetype size() const { return m_digits + 12 - m_first; }

private:
    char16_t m_digits[12];
    const char16_t *m_first;
};

char16_t *put(char16_t *p, QStringView text)
{
    if (!text.isEmpty()) // (a null string's data is no pointer memcpy() may be given)
        std::memcpy(p, text.utf16(), size_t(text.size()) * sizeof(char16_t));
    return p + text.size();
}

char16_t *put(char16_t *p, QLatin1String text)
{
    for (const char c : text)
        *p++ = char16_t(uchar(c));
    return p;
}

} // namespace

QString Diagnostic::format(const QString &fileName) const
{
    QString out; // (made to its length at once)
    appendFormatted(out, fileName);
    return out;
}

void Diagnostic::appendFormatted(QString &out, const QString &fileName) const
{
    appendFormatted(out, fileName, severity, line, column, record, message, code);
}

void Diagnostic::appendFormatted(QString &out, QStringView fileName, Severity severity, int line, int column,
                                 int record, QStringView message, QStringView code)
{
    // FILE:LINE:COLUMN: SEVERITY: MESSAGE [CODE] (record N), its length
    // reckoned first and its pieces then copied in place: a '%' in the name
    // or the message, as in a link, stays as it is (a validate or convert of
    // a large file formats hundreds of thousands)
    Digits lineDigits(line);
    Digits columnDigits(column);
    Digits recordDigits(record);
    const QLatin1String kind = severity == Severity::Error ? QLatin1String(": error: ") : QLatin1String(": warning: ");
    const QLatin1String recordWord(" (record ");
    const qsizetype length = fileName.size() + 1 + lineDigits.size() + 1 + columnDigits.size() + kind.size()
        + message.size() + 2 + code.size() + 1 + (record > 0 ? recordWord.size() + recordDigits.size() + 1 : 0);
    const qsizetype at = out.size();
    out.resize(at + length);
    char16_t *p = reinterpret_cast<char16_t *>(out.data()) + at;
    p = put(p, fileName);
    *p++ = u':';
    p = put(p, lineDigits.view());
    *p++ = u':';
    p = put(p, columnDigits.view());
    p = put(p, kind);
    p = put(p, message);
    *p++ = u' ';
    *p++ = u'[';
    p = put(p, code);
    *p++ = u']';
    if (record > 0) {
        p = put(p, recordWord);
        p = put(p, recordDigits.view());
        *p++ = u')';
    }
    Q_ASSERT(p == reinterpret_cast<char16_t *>(out.data()) + at + length);
}

static Diagnostic make(Diagnostic::Severity s, const QString &code, const QString &message, int line, int column,
                       int record)
{
    Diagnostic d;
    d.severity = s;
    d.code = code;
    d.message = message;
    d.line = line;
    d.column = column;
    d.record = record;
    return d;
}

Diagnostic Diagnostic::error(const QString &code, const QString &message, int line, int column, int record)
{
    return make(Severity::Error, code, message, line, column, record);
}

Diagnostic Diagnostic::warning(const QString &code, const QString &message, int line, int column, int record)
{
    return make(Severity::Warning, code, message, line, column, record);
}

Diagnostic strict(Diagnostic d)
{
    if (!d.departsFromStandard())
        return d;
    d.severity = Diagnostic::Severity::Error;
    d.message += QStringLiteral(" (strict: %1)").arg(d.rule);
    return d;
}

Diagnostics strict(const Diagnostics &diagnostics)
{
    Diagnostics out;
    out.reserve(diagnostics.size());
    for (const Diagnostic &d : diagnostics)
        out.append(strict(d));
    return out;
}

int errorCount(const Diagnostics &diagnostics)
{
    return int(std::count_if(diagnostics.begin(), diagnostics.end(), [](const Diagnostic &d) { return d.isError(); }));
}

int warningCount(const Diagnostics &diagnostics)
{
    return int(diagnostics.size()) - errorCount(diagnostics);
}

} // namespace kib
