#pragma once

#include "parsers/lazyread.h"

#include "model/cardrecord.h"
#include "model/recordsummary.h"

#include <functional>
#include <memory>

namespace kib {

// Reads the games of a PBN file span by span, serially or in blocks of spans
// on several threads, and hands each span's game on in file order exactly as
// the serial read gives it: the same record (inheritance resolved), the same
// diagnostics in the same order, the same record numbers.
//
// A block's first game is read with no game before it, and the games after a
// game read again are read after another object: in the ordered merge such a
// game is kept only when the game before cannot have changed it (it has no
// '#' value and needs no board from the game before, and neither game before
// it has inherited tags: PbnRecordReader::mayDependOnPrevious()); otherwise
// it is read again there, after the game the serial read has before it.
// Record numbers (which only count spans that hold a game) are a block's
// own, moved to the file's in the merge.
class PbnBlockRead
{
public:
    struct Game
    {
        bool found = false;                 // false: the span holds no game
        // The game, built; null when it is kept unbuilt (see KeepBuilt):
        // then 'summary' describes it.
        std::shared_ptr<CardRecord> record;
        RecordSummary summary;
        // The game as the caller's PrepareRecord made it on the thread that
        // read it (then 'record' is null: the game was let go there).
        std::shared_ptr<PreparedRecord> prepared;
    };
    // Whether a game read from 'span' stays built (else it is handed on as
    // its summary and let go, on the thread that read it). Called on any
    // thread: it must only look at its arguments.
    using KeepBuilt = std::function<bool(const CardRecord &game, const RecordSpan &span, bool dependsOnPrevious)>;
    // Called for each span in file order with its game and the diagnostics
    // its read gave; false ends the read.
    using Take = std::function<bool(int span, Game &game, Diagnostics &diagnostics)>;

    // Reads 'spans' of the text at 'begin' (ISO-8859-1 when 'latin1').
    // 'prepare', when given, is called on the reading threads for each game
    // kept built that a block read (not for games read serially or again in
    // the merge: those are handed on built).
    static void run(const char *begin, const QList<RecordSpan> &spans, bool latin1, const ReadOptions &options,
                    const KeepBuilt &keepBuilt, const Take &take, const PrepareRecord &prepare = {});

    // Spans a block holds when ReadOptions::blockSize is 0.
    static constexpr int defaultBlockSize = 512;
    // How many threads 'options' asks for (0: the machine's cores).
    static int threadsFor(const ReadOptions &options);
};

} // namespace kib
