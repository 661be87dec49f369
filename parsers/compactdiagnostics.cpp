#include "compactdiagnostics.h"

namespace kib {

quint32 CompactDiagnostics::intern(const QString &text)
{
    const auto it = m_ids.constFind(text);
    if (it != m_ids.constEnd())
        return *it;
    const quint32 id = quint32(m_texts.size());
    m_texts.append(text);
    m_ids.insert(text, id);
    return id;
}

void CompactDiagnostics::append(const Diagnostic &d)
{
    const quint32 code = intern(d.code);
    const quint32 rule = intern(d.rule);
    m_entries.append(Entry{d.record, d.line, d.column, intern(d.message), code, rule, d.severity});
}

void CompactDiagnostics::appendWarning(const QString &code, const QString &message, int record)
{
    append(Diagnostic::warning(code, message, 0, 0, record));
}

void CompactDiagnostics::clear()
{
    m_entries.clear();
    m_texts.clear();
    m_ids.clear();
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

} // namespace kib
