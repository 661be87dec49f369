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

    bool isError() const { return severity == Severity::Error; }
    // "FILE:LINE:COLUMN: error: message [code] (record N)"
    QString format(const QString &fileName) const;

    static Diagnostic error(const QString &code, const QString &message, int line = 0, int column = 0,
                            int record = 0);
    static Diagnostic warning(const QString &code, const QString &message, int line = 0, int column = 0,
                              int record = 0);

    friend bool operator==(const Diagnostic &, const Diagnostic &) = default;
};

using Diagnostics = QList<Diagnostic>;

int errorCount(const Diagnostics &diagnostics);
int warningCount(const Diagnostics &diagnostics);

} // namespace kib
