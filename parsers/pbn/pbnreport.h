#pragma once

#include "model/diagnostic.h"
#include "pbnrules.h"
#include "model/repeatgate.h"

#include <QStringList>

namespace kib {

// Where the parts of a PBN reader put their diagnostics: one record's list,
// with the record's number filled in.
class PbnReport
{
public:
    PbnReport(Diagnostics *out, int record) : m_out(out), m_record(record) {}

    void error(const QString &code, const QString &message, int line, int column)
    {
        if (m_gate.admit(m_out, m_record, code))
            m_out->append(Diagnostic::error(code, message, line, column, m_record));
    }
    void warning(const QString &code, const QString &message, int line, int column)
    {
        // (a departure from the standard carries its rule: an error in strict mode)
        if (m_gate.admit(m_out, m_record, code)) {
            Diagnostic d = Diagnostic::warning(code, message, line, column, m_record);
            d.rule = PbnRules::forCode(code);
            m_out->append(std::move(d));
        }
    }
    void add(bool isError, const QString &code, const QString &message, int line, int column)
    {
        isError ? error(code, message, line, column) : warning(code, message, line, column);
    }
    // The same deviation reported once per record, at its first place.
    void warningOnce(const QString &code, const QString &message, int line, int column)
    {
        if (!m_once.contains(code)) {
            m_once.append(code);
            warning(code, message, line, column);
        }
    }
    void errorOnce(const QString &code, const QString &message, int line, int column)
    {
        if (!m_once.contains(code)) {
            m_once.append(code);
            error(code, message, line, column);
        }
    }
    int record() const { return m_record; }
    Diagnostics *list() const { return m_out; }

private:
    Diagnostics *m_out;
    int m_record;
    QStringList m_once;
    RepeatGate m_gate;
};

} // namespace kib
