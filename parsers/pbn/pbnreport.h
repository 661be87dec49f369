#pragma once

#include "model/diagnostic.h"
#include "pbnrules.h"
#include "model/repeatgate.h"

#include <QStringList>
#include <QVarLengthArray>

namespace kib {

// Where the parts of a PBN reader put their diagnostics: one record's list,
// with the record's number filled in.
class PbnReport
{
public:
    PbnReport(Diagnostics *out, int record) : m_out(out), m_record(record) {}

    void error(const QString &code, const QString &message, int line, int column)
    {
        if (admit(code))
            m_out->append(Diagnostic::error(code, message, line, column, m_record));
    }
    void warning(const QString &code, const QString &message, int line, int column)
    {
        // (a departure from the standard carries its rule: an error in strict mode)
        if (admit(code)) {
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
    // The gate's answer, without its hash for a code's first repeatLimit: the
    // gate admits those anyway and only counts them, so it is asked (and told
    // of them) once a code passes them, which few records reach.
    bool admit(const QString &code);

    struct Count
    {
        QString code;
        int n = 0;
    };
    Diagnostics *m_out;
    int m_record;
    QStringList m_once;
    QVarLengthArray<Count, 8> m_counts;
    RepeatGate m_gate;
};

} // namespace kib
