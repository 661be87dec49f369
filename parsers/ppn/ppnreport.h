#pragma once

#include "ppnfields.h"

#include "model/diagnostic.h"
#include "model/repeatgate.h"

namespace kib::ppn {

// Collects one deal's diagnostics, placed by byte offset.
class Report
{
public:
    Report(const Locator &locator, int record) : m_locator(locator), m_record(record) {}

    void error(const char *code, const QString &message, qsizetype offset)
    {
        add(Diagnostic::Severity::Error, code, message, offset);
    }
    void warning(const char *code, const QString &message, qsizetype offset)
    {
        add(Diagnostic::Severity::Warning, code, message, offset);
    }
    const Diagnostics &diagnostics() const { return m_diagnostics; }
    Diagnostics takeDiagnostics() { return std::move(m_diagnostics); }
    const Locator &locator() const { return m_locator; }
    int record() const { return m_record; }

private:
    void add(Diagnostic::Severity severity, const char *code, const QString &message, qsizetype offset)
    {
        if (!m_gate.admit(&m_diagnostics, m_record, code))
            return;
        Diagnostic d;
        d.severity = severity;
        d.code = QString::fromLatin1(code);
        d.message = message;
        d.record = m_record;
        if (offset >= 0) {
            const LineIndex::Position at = m_locator.position(offset);
            d.line = at.line;
            d.column = at.column;
        }
        d.rule = ruleOf(d.code);
        m_diagnostics.append(d);
    }

    // The PPN rules a warning departs from (strict mode makes it an error).
    static QString ruleOf(const QString &code)
    {
        if (code == QLatin1StringView("ppn.tags.missing"))
            return QStringLiteral("PPN: required tags are Bula, Refe, Player{1|2|3} and Result{1|2|3}");
        if (code == QLatin1StringView("ppn.tag.unquoted"))
            return QStringLiteral("PPN: the value is wrapped in double-quotes if it contains spaces");
        return {};
    }

    const Locator &m_locator;
    int m_record;
    Diagnostics m_diagnostics;
    RepeatGate m_gate;
};

} // namespace kib::ppn
