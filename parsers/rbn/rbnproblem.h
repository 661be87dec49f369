#pragma once

#include "model/repeatgate.h"

#include <QList>
#include <QString>

namespace kib::rbn {

// Something wrong in one label's data. 'offset' is the byte offset in the
// data (after the label and its space), turned into a column by the reader.
struct Problem
{
    int offset = 0;
    QString code;      // stable diagnostic code: "rbn.deal.duplicate-card"
    QString message;
    bool warning = false;
    int omitted = 0;   // how many more of this code were left out after this one
};

using Problems = QList<Problem>;

// The list holds at most repeatLimit + 1 problems of one code (the last of
// them counts the rest), so it stays short whatever the data.
inline void report(Problems *out, int offset, const char *code, const QString &message, bool warning = false)
{
    if (!out)
        return;
    const QLatin1StringView name(code);
    int seen = 0;
    Problem *last = nullptr;
    for (Problem &p : *out) {
        if (p.code == name) {
            ++seen;
            last = &p;
        }
    }
    if (seen > kib::repeatLimit) {
        ++last->omitted;
        return;
    }
    out->append(Problem{offset, QString::fromLatin1(code), message, warning});
}

} // namespace kib::rbn
