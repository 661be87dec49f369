#include "diagnostic.h"

#include <algorithm>

namespace kib {

QString Diagnostic::format(const QString &fileName) const
{
    // (one arg() call: a '%' in the name or the message, as in a link, stays as it is)
    QString out = QStringLiteral("%1:%2:%3: %4: %5 [%6]")
                      .arg(fileName, QString::number(line), QString::number(column),
                           severity == Severity::Error ? QStringLiteral("error") : QStringLiteral("warning"), message,
                           code);
    if (record > 0)
        out += QStringLiteral(" (record %1)").arg(record);
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
