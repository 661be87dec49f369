#pragma once

#include "ddtable.h"

#include "model/record.h"

namespace kib::dd {

// The analysis a file already holds for a record, as Bridge Composer,
// BridgeNZ, RealBridge and dealing programs write it: PBN DoubleDummyTricks
// and OptimumResultTable (the table, the first preferred; rows it lacks
// stay unknown), OptimumScore and ParContract.
struct RecordedAnalysis
{
    DdTable table;           // empty when the file gives none
    QString tableSource;     // "DoubleDummyTricks" or "OptimumResultTable"
    std::optional<int> optimumScore; // North-South's view
    QString optimumScoreText;
    QString parContract;     // as written

    bool hasTable() const { return !table.isEmpty(); }
    bool isEmpty() const { return !hasTable() && !optimumScore && parContract.isEmpty(); }

    static RecordedAnalysis of(const Record &record);
    // OptimumResultTable alone (rows "N NT 9", columns Declarer;Denomination;Result).
    static DdTable fromOptimumResultTable(const Record &record);
};

// What DDS found that the file does not say: one line each (empty: they agree).
QStringList disagreements(const RecordedAnalysis &recorded, const DdTable &solved, const ParResult &par);

} // namespace kib::dd
