#include "pncontext.h"

namespace kib::pn {

void PnContext::error(const char *code, const QString &message, PnPos pos)
{
    if (m_gate.admit(&m_diagnostics, m_recordNumber, code))
        m_diagnostics.append(Diagnostic::error(QString::fromLatin1(code), message, pos.line, pos.column, m_recordNumber));
}

// The PN 1.0 rules that a warning departs from (strict mode makes it an
// error); the other warnings are checks of the game, not of the notation.
static QString ruleOf(QLatin1StringView code)
{
    if (code == QLatin1StringView("pn.section.blank"))
        return QStringLiteral("PN 1.0 Special Characters: use a blank line between a Game Section and the first "
                              "Hand Section, and before each Hand Section to follow");
    if (code == QLatin1StringView("pn.line.sequence"))
        return QStringLiteral("PN 1.0 Hand Section Lines: Hand Sections are sequentially ordered collections of "
                              "lines, in the order of the Line List");
    if (code == QLatin1StringView("pn.notation.version"))
        return QStringLiteral("PN 1.0 Notation: the value is \"PN 1.0\"");
    return {};
}

void PnContext::warning(const char *code, const QString &message, PnPos pos)
{
    if (m_gate.admit(&m_diagnostics, m_recordNumber, code)) {
        Diagnostic d = Diagnostic::warning(QString::fromLatin1(code), message, pos.line, pos.column, m_recordNumber);
        d.rule = ruleOf(QLatin1StringView(code));
        m_diagnostics.append(std::move(d));
    }
}

bool PnContext::hasErrors() const
{
    return errorCount(m_diagnostics) > 0;
}

void PnContext::missing(const QString &what)
{
    if (!m_missing.contains(what))
        m_missing.append(what);
}

} // namespace kib::pn
