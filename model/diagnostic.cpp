#include "diagnostic.h"

#include <algorithm>

namespace kib {

namespace {

// (QString::number()'s digits, without a string of their own)
void appendNumber(QString &out, int n)
{
    char16_t digits[12];
    char16_t *p = digits + 12;
    unsigned u = n < 0 ? 0u - unsigned(n) : unsigned(n);
    do {
        *--p = char16_t(u'0' + u % 10);
        u /= 10;
    } while (u != 0);
    if (n < 0)
        *--p = u'-';
    out.append(QStringView(p, digits + 12 - p));
}

} // namespace

QString Diagnostic::format(const QString &fileName) const
{
    // FILE:LINE:COLUMN: SEVERITY: MESSAGE [CODE] (record N), put together
    // piece by piece: a '%' in the name or the message, as in a link, stays
    // as it is (a validate of a large file formats many thousands)
    const QLatin1String kind = severity == Severity::Error ? QLatin1String("error") : QLatin1String("warning");
    QString out;
    out.reserve(fileName.size() + message.size() + code.size() + 60);
    out.append(fileName);
    out.append(u':');
    appendNumber(out, line);
    out.append(u':');
    appendNumber(out, column);
    out.append(QLatin1String(": "));
    out.append(kind);
    out.append(QLatin1String(": "));
    out.append(message);
    out.append(QLatin1String(" ["));
    out.append(code);
    out.append(u']');
    if (record > 0) {
        out.append(QLatin1String(" (record "));
        appendNumber(out, record);
        out.append(u')');
    }
    return out;
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
