#include "spansearch.h"

#include "parsers/pbn/pbnrecordreader.h"
#include "parsers/pbn/pbnsplitter.h"
#include "parsers/pbn/pbntext.h"
#include "parsers/pbn/pbnvaluecache.h"
#include "parsers/utf8check.h"
#include "search/spanfacts.h"

#include "model/cardrecord.h"

#include <QThread>

#include <algorithm>
#include <atomic>
#include <cstring>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

namespace kib {

namespace {

constexpr int kBlock = 4096; // games looked at by one worker at a time

// The games of the file read as the serial read reads them (PbnBlockRead),
// but only those asked for, and the games before them that they take from.
class Confirmer
{
public:
    Confirmer(const char *begin, const QList<RecordSpan> &spans, bool latin1)
        : m_begin(begin), m_spans(spans), m_latin1(latin1)
    {
    }

    // Game i as the serial read gives it (null: the span holds no game).
    std::shared_ptr<CardRecord> game(int i)
    {
        bool mayDepend = false;
        std::shared_ptr<CardRecord> record = readOne(i, nullptr, &mayDepend);
        if (!record || !mayDepend)
            return record;
        // it may take from the games before: read on from the last game
        // before it that takes nothing
        int j = i - 1;
        std::shared_ptr<CardRecord> previous;
        for (; j >= 0; --j) {
            bool d = false;
            if (std::shared_ptr<CardRecord> r = readOne(j, nullptr, &d); r && !d) {
                previous = std::move(r);
                break;
            }
        }
        for (int k = j + 1; k <= i; ++k) {
            bool d = false;
            std::shared_ptr<CardRecord> r = readOne(k, previous.get(), &d);
            if (k == i)
                return r;
            if (r)
                previous = std::move(r);
        }
        return nullptr;
    }

    // The number of game i among the file's games: spans without a game are
    // only ever ones read here (a span SpanFacts vouches for holds a tag).
    int numberOf(int i) const
    {
        return i + 1 - int(std::lower_bound(m_empty.begin(), m_empty.end(), i) - m_empty.begin());
    }
    void noGameAt(int i) { m_empty.push_back(i); }

private:
    std::shared_ptr<CardRecord> readOne(int i, const Record *previous, bool *mayDepend)
    {
        const RecordSpan &s = m_spans.at(i);
        Diagnostics ignored;
        PbnRecordReader reader(m_begin + s.offset, m_begin + s.offset + s.length, s.line, m_latin1, numberOf(i),
                               previous, &ignored, &m_cache);
        std::shared_ptr<CardRecord> r = reader.read();
        *mayDepend = reader.mayDependOnPrevious();
        return r;
    }

    const char *m_begin;
    const QList<RecordSpan> &m_spans;
    bool m_latin1;
    PbnValueCache m_cache;
    std::vector<int> m_empty;
};

// The search itself, over a file without '#' chains.
void searchSpans(const QByteArray &data, const QList<RecordSpan> &spans, const RecordQuery &query,
                 const SpanSearch::Run &how)
{
    const auto cancelled = [&how] { return how.cancel && how.cancel->load(std::memory_order_relaxed); };
    const bool needRecords = how.needRecords;
    const char *begin = data.constData();
    const bool latin1 = !isUtf8(begin, data.size());
    const int blocks = int((spans.size() + kBlock - 1) / kBlock);

    // the games each block may match, found on every core (a game certainly
    // found, when no record is needed: its index + 1, negated)
    std::vector<std::vector<int>> candidates(static_cast<size_t>(blocks));
    std::vector<char> ready(static_cast<size_t>(blocks), 0);
    std::mutex mutex;
    std::condition_variable readyChanged;
    std::atomic<int> next{0};
    const bool tags = query.asksTags();
    auto look = [&] {
        for (int b = next++; b < blocks; b = next++) {
            std::vector<int> mayMatch;
            const int end = std::min(int(spans.size()), (b + 1) * kBlock);
            for (int i = b * kBlock; i < end && !cancelled(); ++i) {
                const RecordSpan &s = spans.at(i);
                switch (query.prejudge(SpanFacts::ofPbn(QByteArrayView(begin + s.offset, s.length), tags))) {
                case RecordQuery::Verdict::No: break;
                case RecordQuery::Verdict::Yes: mayMatch.push_back(needRecords ? i : -(i + 1)); break;
                case RecordQuery::Verdict::Maybe: mayMatch.push_back(i); break;
                }
            }
            {
                const std::lock_guard<std::mutex> lock(mutex);
                candidates[size_t(b)] = std::move(mayMatch);
                ready[size_t(b)] = 1;
            }
            readyChanged.notify_all();
        }
    };
    std::vector<std::thread> workers;
    const int threads = std::max(1, std::min(QThread::idealThreadCount(), blocks));
    for (int t = 0; t < threads; ++t)
        workers.emplace_back(look);

    // read and match them in file order here, as the blocks come in
    Confirmer confirmer(begin, spans, latin1);
    for (int b = 0; b < blocks && !cancelled(); ++b) {
        std::vector<int> mayMatch;
        {
            std::unique_lock<std::mutex> lock(mutex);
            readyChanged.wait(lock, [&] { return ready[size_t(b)] != 0; });
            mayMatch = std::move(candidates[size_t(b)]);
        }
        for (int i : mayMatch) {
            if (cancelled())
                break;
            if (i < 0) { // (a game: SpanFacts vouches for its bytes)
                how.found(-i - 1, confirmer.numberOf(-i - 1), nullptr);
                continue;
            }
            const std::shared_ptr<CardRecord> record = confirmer.game(i);
            if (!record) {
                confirmer.noGameAt(i);
                continue;
            }
            if (query.matches(*record))
                how.found(i, confirmer.numberOf(i), record.get());
        }
        if (how.progress && !cancelled())
            how.progress(std::min(int(spans.size()), (b + 1) * kBlock));
    }
    for (std::thread &t : workers)
        t.join();
}

} // namespace

bool SpanSearch::run(const QByteArray &data, const RecordQuery &query, const Found &found, bool needRecords)
{
    if (SpanFacts::pbnInherits(QByteArrayView(data)))
        return false;
    Run how;
    how.found = [&found](int, int number, const Record *record) { found(number, record); };
    how.needRecords = needRecords;
    searchSpans(data, PbnSplitter::scan(QByteArrayView(data)).spans, query, how);
    return true;
}

bool SpanSearch::run(const QByteArray &data, const QList<RecordSpan> &spans, const RecordQuery &query,
                     const Run &how)
{
    if (SpanFacts::pbnInherits(QByteArrayView(data)))
        return false;
    searchSpans(data, spans, query, how);
    return true;
}

} // namespace kib
