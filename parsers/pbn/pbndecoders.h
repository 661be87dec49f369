#pragma once

#include "model/contract.h"
#include "model/record.h"
#include "model/seats.h"
#include "model/tagvalues.h"

#include <optional>

namespace kib {

// Small typed decoders over PBN tag values. The model keeps the tags as
// text; these give their meaning to the validator, the writer and the
// viewer (double-dummy tables, par, optimum score).
class PbnDecoders
{
public:
    // The value checks live in the model (model/tagvalues.h), shared with
    // the tag editor; these names keep the reader's and the writer's calls.
    using Check = TagValues::Check;
    using ResultValue = TagValues::ResultValue;
    using ScoreKind = TagValues::ScoreKind;
    static ResultValue result(QStringView value, int tricksInDeal = 13) { return TagValues::result(value, tricksInDeal); }
    static Check score(QStringView value, ScoreKind kind, bool needsSide, const QString &tagName)
    {
        return TagValues::score(value, kind, needsSide, tagName);
    }
    static ScoreKind scoreKind(QStringView tagName) { return TagValues::scoreKind(tagName); }
    static Check date(QStringView value, const QString &tagName) { return TagValues::date(value, tagName); }
    static Check time(QStringView value, const QString &tagName) { return TagValues::time(value, tagName); }
    static Check round(QStringView value) { return TagValues::round(value); }

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
