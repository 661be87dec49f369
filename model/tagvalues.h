#pragma once

#include "seats.h"

#include <QString>

namespace kib {

// Checks of PBN tag values that have a defined format (PBN 2.1 section
// 3.4 and the supplemental tags): the PBN reader reports them as
// diagnostics, the tag editor shows them while the user types.
class TagValues
{
public:
    // A value check: ok, or a diagnostic code and a readable message.
    struct Check
    {
        bool ok = true;
        bool warning = false;  // readable deviation (e.g. a YYYYMMDD date)
        QString code;
        QString message;
    };

    // Result: "[^]<n>", "[^]NS <n>", "[^]EW <n>", "[^]NS <n> EW <n>", "[^]EW <n> NS <n>".
    struct ResultValue
    {
        Check check;
        bool caret = false;   // the result differs from the tricks actually won
        int plain = -1;       // declarer's tricks when written without a side
        int ns = -1;
        int ew = -1;
        // Declarer's tricks, when the value and the declarer tell them.
        int declarerTricks(Seat declarer, int tricksInDeal = 13) const;
    };
    static ResultValue result(QStringView value, int tricksInDeal = 13);

    enum class ScoreKind { Integer, Decimal, Percentage, Rubber };
    // Score, ScoreIMP, ScoreMP, ScorePercentage, ScoreRubber, OptimumScore
    // (which needs a side): "<score>", "NS <score>", "EW <score>", both.
    static Check score(QStringView value, ScoreKind kind, bool needsSide, const QString &tagName);
    static ScoreKind scoreKind(QStringView tagName);

    static Check date(QStringView value, const QString &tagName);   // YYYY.MM.DD, '?' for unknown digits
    static Check time(QStringView value, const QString &tagName);   // HH:MM:SS
    static Check round(QStringView value);                          // a.b.c of letters, digits, '_'
};

} // namespace kib
