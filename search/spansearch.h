#pragma once

#include "search/recordquery.h"

#include "parsers/notationplugin.h"

#include <QByteArray>
#include <QList>

#include <atomic>
#include <functional>

namespace kib {

// A search of a PBN file without reading every game (issue 18), used by
// `kibitzer-cli search` and the Find Boards dialog: the games are split,
// each game's bytes looked at (SpanFacts) on every core, block by block, and
// only the games the query may match are read in full, in file order on the
// calling thread, and matched; so a search finds exactly the games, numbers
// and order that reading every game finds.
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

    // The same search over spans the caller has already split 'data' into
    // (PbnPlugin::split(): a document's spans), for a caller that runs it on
    // a thread of its own and may stop it.
    struct Run
    {
        // each game found: its span, its number among the file's games, and
        // the record read (null as above), in file order
        std::function<void(int span, int number, const Record *record)> found;
        // after each block of games: how many spans are done (in order),
        // every game found among them reported
        std::function<void(int spansDone)> progress;
        const std::atomic_bool *cancel = nullptr; // set: stop soon
        bool needRecords = true;
    };
    static bool run(const QByteArray &data, const QList<RecordSpan> &spans, const RecordQuery &query,
                    const Run &how);
};

} // namespace kib
