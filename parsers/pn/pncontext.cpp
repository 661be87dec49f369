#include "pncontext.h"

namespace kib::pn {

void PnContext::error(const char *code, const QString &message, PnPos pos)
{
    if (m_gate.admit(&m_diagnostics, m_recordNumber, code))
        m_diagnostics.append(Diagnostic::error(QString::fromLatin1(code), message, pos.line, pos.column, m_recordNumber));
}

void PnContext::warning(const char *code, const QString &message, PnPos pos)
{
    if (m_gate.admit(&m_diagnostics, m_recordNumber, code))
        m_diagnostics.append(
            Diagnostic::warning(QString::fromLatin1(code), message, pos.line, pos.column, m_recordNumber));
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
