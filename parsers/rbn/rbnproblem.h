#pragma once

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
};

using Problems = QList<Problem>;

inline void report(Problems *out, int offset, const char *code, const QString &message, bool warning = false)
{
    if (out)
        out->append(Problem{offset, QString::fromLatin1(code), message, warning});
}

} // namespace kib::rbn
