#include "compactdiagnostics.h"

namespace kib {

quint32 CompactDiagnostics::intern(const QString &text)
{
    if (const quint32 *recent = m_recent.find(text))
        return *recent;
    quint32 id;
    if (const auto it = m_ids.constFind(text); it != m_ids.constEnd()) {
        id = *it;
    } else {
        id = quint32(m_texts.size());
        m_texts.append(text);
        m_ids.insert(text, id);
    }
    // (the list's copy kept: its data is the list's)
    return m_recent.remember(m_texts.at(id), id);
}

void CompactDiagnostics::append(const Diagnostic &d)
{
    const quint32 code = intern(d.code);
    const quint32 rule = intern(d.rule);
    m_entries.append(Entry{d.record, d.line, d.column, intern(d.message), code, rule, d.severity});
}

void CompactDiagnostics::appendWarning(const QString &code, const QString &message, int record)
{
    appendWarning(code, intern(message), record);
}

void CompactDiagnostics::appendWarning(const QString &code, quint32 message, int record)
{
    // (what append(Diagnostic::warning(code, message, 0, 0, record)) keeps,
    // without the Diagnostic made)
    const quint32 codeId = intern(code);
    const quint32 rule = intern(QString());
    m_entries.append(Entry{record, 0, 0, message, codeId, rule, Diagnostic::Severity::Warning});
}

void CompactDiagnostics::clear()
{
    m_entries.clear();
    m_texts.clear();
    m_ids.clear();
    m_recent.clear();
}

Diagnostic CompactDiagnostics::at(qsizetype i) const
{
    const Entry &e = m_entries.at(i);
    Diagnostic d;
    d.severity = e.severity;
    d.line = e.line;
    d.column = e.column;
    d.record = e.record;
    d.code = m_texts.at(e.code);
    d.message = m_texts.at(e.message);
    d.rule = m_texts.at(e.rule);
    return d;
}

void CompactDiagnostics::appendFormatted(qsizetype i, const QString &fileName, QString &out) const
{
    const Entry &e = m_entries.at(i);
    Diagnostic::appendFormatted(out, fileName, e.severity, e.line, e.column, e.record, m_texts.at(e.message),
                                m_texts.at(e.code));
}

} // namespace kib
