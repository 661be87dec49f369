#pragma once

#include "model/contract.h"
#include "model/record.h"
#include "model/seats.h"

#include <optional>

namespace kib {

// Small typed decoders over PBN tag values. The model keeps the tags as
// text; these give their meaning to the validator, the writer and the
// viewer (double-dummy tables, par, optimum score).
class PbnDecoders
{
public:
    // A value check: ok, or a diagnostic code and message.
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

    // Double-dummy tricks: tricks[declarer][strain], declarer N E S W
    // (Seat order), strain in Strain order (C D H S NT).
    struct DoubleDummyTable
    {
        int tricks[4][5] = {};
        friend bool operator==(const DoubleDummyTable &, const DoubleDummyTable &) = default;
    };
    // DoubleDummyTricks: 20 hexadecimal digits, declarer N, S, E, W, each
    // for NT, S, H, D, C.
    static std::optional<DoubleDummyTable> doubleDummyTricks(QStringView value);
    // From the DoubleDummyTricks tag, else from a complete OptimumResultTable.
    static std::optional<DoubleDummyTable> doubleDummyTricks(const Record &record);

    // OptimumScore (2.1) or ParScore (a common extension), from North-South's side.
    static std::optional<int> optimumScoreNS(const Record &record);

    // ParContract: one or more "<side> <contract>" separated by ',' or ';'
    // ("NS 4S", "EW 5DX", "N 3NT").
    struct ParContract
    {
        QString side;   // "NS", "EW" or a seat letter
        Contract contract;
        friend bool operator==(const ParContract &, const ParContract &) = default;
    };
    static QList<ParContract> parContracts(QStringView value);

    static QString dealId(const Record &record) { return record.tag(QStringLiteral("DealId")); }
    static QString application(const Record &record) { return record.tag(QStringLiteral("Application")); }

    // A table column specification: [+|-]name[\width[L|R]].
    struct Column
    {
        QString name;
        QChar order;        // '+', '-' or null
        int width = 0;      // minimum width, 0 if none
        QChar align;        // 'L', 'R' or null (left when padding)
    };
    static Column column(QStringView spec);
};

} // namespace kib
