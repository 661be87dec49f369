#pragma once

#include <QList>
#include <QString>

namespace kib {

struct Diagnostic
{
    enum class Severity : quint8 { Error, Warning };
    Severity severity = Severity::Error;
    int line = 0;       // 1-based; 0 when it concerns the whole file
    int column = 0;     // 1-based; 0 when not known
    int record = 0;     // 1-based record number; 0 when outside any record
    QString code;       // stable, machine-readable: "pbn.deal.duplicate-card"
    QString message;    // for people: "the deal gives SA to North and East"
    // The rule of the notation's own specification this departs from
    // ("PBN 2.1 section 3.4.3: the Date is YYYY.MM.DD"), set by the reader;
    // empty when the diagnostic is no departure from the standard. A
    // departure is at least a warning; strict() makes it an error.
    QString rule;

    bool departsFromStandard() const { return !rule.isEmpty(); }
    Diagnostic withRule(const QString &specRule) const
    {
        Diagnostic d = *this;
        d.rule = specRule;
        return d;
    }

    bool isError() const { return severity == Severity::Error; }
    // "FILE:LINE:COLUMN: error: message [code] (record N)"
    QString format(const QString &fileName) const;
    // format()'s text appended to 'out' (a long listing's lines built in
    // one buffer); the second from the parts of one, as a compact list
    // keeps them.
    void appendFormatted(QString &out, const QString &fileName) const;
    static void appendFormatted(QString &out, QStringView fileName, Severity severity, int line, int column,
                                int record, QStringView message, QStringView code);

    static Diagnostic error(const QString &code, const QString &message, int line = 0, int column = 0,
                            int record = 0);
    static Diagnostic warning(const QString &code, const QString &message, int line = 0, int column = 0,
                              int record = 0);

    friend bool operator==(const Diagnostic &, const Diagnostic &) = default;
};

using Diagnostics = QList<Diagnostic>;

// Strict mode (docs/diagnostics.md): every departure from the notation's
// specification becomes an error, its message ending with the rule.
Diagnostic strict(Diagnostic diagnostic);
Diagnostics strict(const Diagnostics &diagnostics);

int errorCount(const Diagnostics &diagnostics);
int warningCount(const Diagnostics &diagnostics);

} // namespace kib

// (its members move by their bytes: a long list of a large file's warnings
// grows in place, its items not moved one by one)
Q_DECLARE_TYPEINFO(kib::Diagnostic, Q_RELOCATABLE_TYPE);
