#pragma once

#include "search/recordquery.h"

#include <QByteArray>

#include <functional>

namespace kib {

// `kibitzer-cli search` over a PBN file without reading every game (issue
// 18): the games are split, each game's bytes looked at (SpanFacts) on every
// core, block by block, and only the games the query may match are read in
// full, in file order on the calling thread, and matched; so a search finds
// exactly the games, numbers and order that reading every game finds.
class SpanSearch
{
public:
    // 'found' gets each game found (its number among the file's games) as
    // soon as it is confirmed, in file order: the record read, or null when
    // the caller needs no records and the game's bytes alone say it is
    // found (RecordQuery::prejudge() Yes: then it is not read).
    using Found = std::function<void(int number, const Record *record)>;

    // False when the file is not one this search takes (a tag value that
    // begins with '#', whose chain only a read of every game follows):
    // nothing is reported then.
    static bool run(const QByteArray &data, const RecordQuery &query, const Found &found, bool needRecords = true);
};

} // namespace kib
