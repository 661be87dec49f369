#pragma once

#include "diagnostic.h"

#include <QHash>
#include <QPair>
#include <QString>

namespace kib {

// The most diagnostics of one code a record lists: the next one stands for
// the rest, its message ending "(and N more like this in this record)".
inline constexpr int repeatLimit = 20;

// Caps repeated diagnostics as a reader makes them, before it builds their
// messages and positions: admit() says whether to append the next
// diagnostic of a code and record to a list. It admits the first
// repeatLimit + 1; after that it says no and counts the refused one in the
// last admitted one's message. The same list each time, which may only
// grow meanwhile.
class RepeatGate
{
public:
    explicit RepeatGate(int limit = repeatLimit) : m_limit(limit) {}

    // 'omitted': the next diagnostic already stands for that many more (its
    // message says so: withOmitted()).
    bool admit(Diagnostics *list, int record, const QString &code, int omitted = 0);
    bool admit(Diagnostics *list, int record, const char *code, int omitted = 0)
    {
        return admit(list, record, QString::fromLatin1(code), omitted);
    }

    // "message (and N more like this in this record)"; the message when n is 0.
    static QString withOmitted(const QString &message, int n);
    // N in such a message (0 when none); 'base' gets the message without it.
    static int omittedIn(const QString &message, QString *base = nullptr);

private:
    struct Kind
    {
        int seen = 0;
        qsizetype summary = -1; // the one that stands for the rest
        int omitted = 0;
        QString base;           // its message without the count
    };
    int m_limit;
    QHash<QPair<int, QString>, Kind> m_kinds;
};

// The same, for a list already made (a reader that did not ask the gate):
// keeps the first 'limit' diagnostics of each code in each record, then one
// that stands for the rest of them, in list order. Linear; applying it twice
// changes nothing.
void capRepeats(Diagnostics *diagnostics, int limit = repeatLimit);

} // namespace kib
