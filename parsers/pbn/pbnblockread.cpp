#include "pbnblockread.h"

#include "pbnrecordreader.h"
#include "pbnvaluecache.h"

#include <QThread>
#include <QThreadPool>

#include <deque>
#include <future>
#include <utility>

namespace kib {

namespace {

// One span as its block read it.
struct SpanRead
{
    PbnBlockRead::Game game;
    int usedPrevious = -1;                // the span of the game the block read it after (-1: none)
    qsizetype diagnosticsEnd = 0;         // its diagnostics end here in the block's list
    bool mayDependOnPrevious = false;
    bool inherits = false;                // the game has inherited tags
    bool usedPreviousInherits = false;    // the game it was read after has
};

struct Block
{
    int first = 0;
    QList<SpanRead> reads;
    // (the block's last game stays built: the next block's first game may
    // have to be read again after it)
    std::shared_ptr<CardRecord> last;
    Diagnostics diagnostics; // record numbers counted from the block's first game
};

bool hasInheritedTags(const Record *record)
{
    if (record)
        for (const Tag &t : record->tags())
            if (t.inherited)
                return true;
    return false;
}

PbnValueCache &threadCache(bool latin1)
{
    // (values that repeat from game to game decoded once per thread, one
    // cache per character set: the cache only shares equal texts)
    static thread_local PbnValueCache caches[2];
    return caches[latin1 ? 1 : 0];
}

// A game read: built, or its summary (then let go here). The reader left
// its tags in the text's order (PbnRecordReader::setOrderLater()): a game
// kept is put in order here, one let go never is.
PbnBlockRead::Game handOn(PbnRecordReader &reader, std::shared_ptr<CardRecord> record, const RecordSpan &span,
                          const PbnBlockRead::KeepBuilt &keepBuilt, const PrepareRecord *prepare = nullptr)
{
    PbnBlockRead::Game g;
    g.found = record != nullptr;
    if (record && !keepBuilt(*record, span, reader.dependsOnPrevious())) {
        g.summary = RecordSummary::of(*record);
        return g;
    }
    if (record)
        reader.putInOrder();
    if (record && prepare && *prepare)
        g.prepared = (*prepare)(*record); // (the record let go here)
    else
        g.record = std::move(record);
    return g;
}

Block readBlock(const char *begin, const QList<RecordSpan> *spans, int first, int count, bool latin1,
                const PbnBlockRead::KeepBuilt *keepBuilt, const PrepareRecord *prepare)
{
    Block b;
    b.first = first;
    b.reads.reserve(count);
    PbnValueCache &cache = threadCache(latin1);
    std::shared_ptr<CardRecord> previous;
    int previousSpan = -1;
    bool previousInherits = false;
    int games = 0;
    for (int i = first; i < first + count; ++i) {
        const RecordSpan &span = spans->at(i);
        PbnRecordReader reader(begin + span.offset, begin + span.offset + span.length, span.line, latin1, games + 1,
                               previous.get(), &b.diagnostics, &cache);
        reader.setOrderLater(true);
        std::shared_ptr<CardRecord> record = reader.read();
        SpanRead &r = b.reads.emplaceBack();
        r.usedPrevious = previousSpan;
        r.usedPreviousInherits = previousInherits;
        r.mayDependOnPrevious = reader.mayDependOnPrevious();
        r.diagnosticsEnd = b.diagnostics.size();
        std::shared_ptr<CardRecord> before;
        if (record) {
            ++games;
            before = std::exchange(previous, record);
            previousSpan = i;
            previousInherits = r.inherits = hasInheritedTags(record.get());
        }
        r.game = handOn(reader, std::move(record), span, *keepBuilt, prepare);
        // (the game before, let go now unless it was kept: its tag list's
        // room for the next game)
        PbnRecordReader::recycle(std::move(before));
    }
    b.last = std::move(previous);
    return b;
}

void readSerially(const char *begin, const QList<RecordSpan> &spans, bool latin1,
                  const PbnBlockRead::KeepBuilt &keepBuilt, const PbnBlockRead::Take &take)
{
    std::shared_ptr<CardRecord> previous;
    PbnValueCache cache;
    int games = 0;
    Diagnostics diagnostics;
    for (int i = 0; i < spans.size(); ++i) {
        const RecordSpan &span = spans.at(i);
        diagnostics.clear();
        PbnRecordReader reader(begin + span.offset, begin + span.offset + span.length, span.line, latin1, games + 1,
                               previous.get(), &diagnostics, &cache);
        reader.setOrderLater(true);
        std::shared_ptr<CardRecord> record = reader.read();
        std::shared_ptr<CardRecord> before;
        if (record) {
            ++games;
            before = std::exchange(previous, record);
        }
        PbnBlockRead::Game game = handOn(reader, std::move(record), span, keepBuilt);
        PbnRecordReader::recycle(std::move(before)); // (as readBlock() does)
        if (!take(i, game, diagnostics))
            return;
    }
}

} // namespace

int PbnBlockRead::threadsFor(const ReadOptions &options)
{
    return options.threads > 0 ? options.threads : qMax(1, QThread::idealThreadCount());
}

void PbnBlockRead::run(const char *begin, const QList<RecordSpan> &spans, bool latin1, const ReadOptions &options,
                       const KeepBuilt &keepBuilt, const Take &take, const PrepareRecord &prepare)
{
    const int threads = threadsFor(options);
    const int blockSize = options.blockSize > 0 ? options.blockSize : defaultBlockSize;
    if (threads <= 1 || spans.size() < 2 * qsizetype(blockSize)) {
        readSerially(begin, spans, latin1, keepBuilt, take);
        return;
    }
    QThreadPool pool;
    pool.setMaxThreadCount(threads);
    // (a few blocks ahead of the merge per thread: memory stays a few
    // blocks of games, whatever the file's size)
    std::deque<std::future<Block>> inFlight;
    int next = 0;
    auto launch = [&]() {
        while (inFlight.size() < size_t(2 * threads) && next < spans.size()) {
            const int count = int(qMin(qsizetype(blockSize), spans.size() - next));
            auto task = std::make_shared<std::packaged_task<Block()>>([begin, &spans, next, count, latin1, &keepBuilt,
                                                                       &prepare]() {
                return readBlock(begin, &spans, next, count, latin1, &keepBuilt, &prepare);
            });
            inFlight.push_back(task->get_future());
            pool.start([task]() { (*task)(); });
            next += count;
        }
    };
    auto drain = [&]() {
        for (std::future<Block> &f : inFlight)
            f.wait();
    };

    // The game before, as the serial read has it: its span, whether it is
    // the block's own read of it, whether it has inherited tags, and the
    // game itself when it is kept (a game read again here, a block's last).
    int previousSpan = -1;
    bool previousFromBlock = false;
    bool previousInherits = false;
    std::shared_ptr<CardRecord> previous;
    int games = 0;       // games before, in the file
    PbnValueCache cache; // for the games read again here
    Diagnostics diagnostics;
    launch();
    while (!inFlight.empty()) {
        Block block = inFlight.front().get();
        inFlight.pop_front();
        launch();
        qsizetype diagnosticsBegin = 0;
        int blockGames = 0; // games before, in the block
        for (int k = 0; k < block.reads.size(); ++k) {
            SpanRead &r = block.reads[k];
            const int spanIndex = block.first + k;
            // read after the very game the serial read has before it
            const bool samePrevious = r.usedPrevious == previousSpan
                                      && (previousSpan < 0 || (previousFromBlock && previousSpan >= block.first));
            const bool unaffected = r.game.found && !r.mayDependOnPrevious && !previousInherits
                                    && !r.usedPreviousInherits;
            Game game;
            bool inherits = r.inherits;
            if (samePrevious || unaffected) {
                diagnostics = block.diagnostics.mid(diagnosticsBegin, r.diagnosticsEnd - diagnosticsBegin);
                const int shift = games - blockGames;
                if (shift != 0)
                    for (Diagnostic &d : diagnostics)
                        if (d.record > 0)
                            d.record += shift;
                game = std::move(r.game);
                if (game.found) {
                    // (the next game of the block was read after this very one)
                    previousFromBlock = true;
                    previous.reset();
                }
            } else {
                // read again after the game the serial read has before it
                // (a game read again, or an earlier block's last: kept)
                Q_ASSERT(previousSpan < 0 || previous);
                diagnostics.clear();
                const RecordSpan &span = spans.at(spanIndex);
                PbnRecordReader reader(begin + span.offset, begin + span.offset + span.length, span.line, latin1,
                                       games + 1, previous.get(), &diagnostics, &cache);
                reader.setOrderLater(true);
        std::shared_ptr<CardRecord> record = reader.read();
                inherits = hasInheritedTags(record.get());
                if (record) {
                    previousFromBlock = false;
                    previous = record;
                }
                game = handOn(reader, std::move(record), span, keepBuilt);
            }
            diagnosticsBegin = r.diagnosticsEnd;
            if (game.found) {
                ++blockGames;
                ++games;
                previousSpan = spanIndex;
                previousInherits = inherits;
            }
            if (!take(spanIndex, game, diagnostics)) {
                drain();
                return;
            }
        }
        // (the block's last game is the game before the next block's first)
        if (previousFromBlock && previousSpan >= block.first)
            previous = block.last;
    }
}

} // namespace kib
