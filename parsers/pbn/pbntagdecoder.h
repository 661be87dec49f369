#pragma once

#include "pbnrecordinfo.h"
#include "pbnreport.h"
#include "pbntags.h"

#include "model/cardrecord.h"

namespace kib {

// Reads the values of a record's tags into the model (dealer,
// vulnerability, deal, hidden hands, contract, declarer, result, scores)
// and checks the format of the others (dates, times, rounds, scores,
// double-dummy tricks, tables), reporting each fault at its tag.
class PbnTagDecoder
{
public:
    // 'places' runs parallel to the record's tags (in file order). 'known',
    // when given, holds PbnTags::find() of each tag's name (for the steps
    // after): taken as it is when it has one entry for each tag (the reader
    // fills it as it reads them), else filled here.
    static void decode(CardRecord &record, const PbnRecordInfo::Places &places, PbnRecordInfo &info,
                       PbnReport &report, PbnTags::KnownList *known = nullptr);

private:
    static void contract(CardRecord &record, const QString &value, PbnRecordInfo::Place at, PbnRecordInfo &info,
                         PbnReport &report);
    static void result(CardRecord &record, const QString &value, PbnRecordInfo::Place at, PbnRecordInfo &info,
                       PbnReport &report);
    static void table(const Tag &tag, PbnRecordInfo::Place at, PbnReport &report);
    static void other(const Tag &tag, PbnTags::Known::Id id, PbnRecordInfo::Place at, PbnReport &report);
};

} // namespace kib
