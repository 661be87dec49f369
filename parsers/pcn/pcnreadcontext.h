#pragma once

#include "pcnjson.h"
#include "parsers/jsontext.h"

#include "model/diagnostic.h"
#include "model/repeatgate.h"

#include <QJsonValue>

#include <cmath>
#include <memory>
#include <optional>

namespace kib::pcn {

// What the parts of the PCN reader share while reading one resource: the
// located JSON, the diagnostics, and the record number.
struct ReadContext
{
    const LocatedJson &json;
    Diagnostics &diagnostics;
    int record = 1;
    std::shared_ptr<RepeatGate> gate = std::make_shared<RepeatGate>(); // shared by the context's copies

    void report(Diagnostic::Severity severity, const QString &code, const QString &message, const QString &path) const
    {
        if (!gate->admit(&diagnostics, record, code))
            return;
        const TextPosition at = json.positionOf(path);
        Diagnostic d = severity == Diagnostic::Severity::Error
                           ? Diagnostic::error(code, message, at.line, at.column, record)
                           : Diagnostic::warning(code, message, at.line, at.column, record);
        d.rule = ruleOf(code);
        diagnostics.append(d);
    }
    // The PCN 1.0 rules a warning departs from (strict mode makes it an error).
    static QString ruleOf(const QString &code)
    {
        if (code == QLatin1StringView("pcn.round.invalid"))
            return QStringLiteral("PCN 1.0 Round: an unsigned integer; if present, the value MUST be greater than "
                                  "or equal to 1");
        if (code == QLatin1StringView("pcn.player.elo"))
            return QStringLiteral("PCN 1.0 Player Elo: if present, the value MUST be greater than or equal to 0");
        if (code == QLatin1StringView("pcn.type"))
            return QStringLiteral("PCN 1.0: each property has the type its table gives");
        if (code == QLatin1StringView("pcn.date.invalid") || code == QLatin1StringView("pcn.finished-at.invalid"))
            return QStringLiteral("PCN 1.0: dates and datetimes are written as ISO 8601 gives them");
        if (code == QLatin1StringView("pcn.layout.2020") || code == QLatin1StringView("pcn.layout.setup-indexes"))
            return QStringLiteral("PCN 1.0: \"indexes\" is a property of the game, the position is in \"setup\"");
        if (code == QLatin1StringView("pcn.property.unknown"))
            return QStringLiteral("PCN 1.0: the resource holds the properties its table defines");
        return {};
    }
    void error(const QString &code, const QString &message, const QString &path) const
    {
        report(Diagnostic::Severity::Error, code, message, path);
    }
    void warning(const QString &code, const QString &message, const QString &path) const
    {
        report(Diagnostic::Severity::Warning, code, message, path);
    }
};

// A JSON number that is a whole number within int range.
inline std::optional<qint64> wholeNumber(const QJsonValue &v)
{
    if (!v.isDouble())
        return std::nullopt;
    const double d = v.toDouble();
    if (!std::isfinite(d) || d != std::floor(d) || std::fabs(d) > 9007199254740992.0)
        return std::nullopt;
    return qint64(d);
}

// "a string", "a number", ... for messages about a value of the wrong type.
inline QString jsonTypeName(const QJsonValue &v)
{
    return jsontext::typeName(v);
}

} // namespace kib::pcn
