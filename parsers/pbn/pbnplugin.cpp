#include "pbnplugin.h"

#include "parsers/utf8check.h"

#include "pbnblockread.h"
#include "pbnbytescan.h"
#include "pbnrecordreader.h"
#include "pbnsplitter.h"
#include "pbnstreamwriter.h"
#include "pbntext.h"
#include "pbnvaluecache.h"
#include "pbnwriter.h"

#include "parsers/recordsink.h"
#include "parsers/spanrecordsource.h"

#include <cctype>

#include <cstring>

namespace kib {

namespace {

bool startsLineWith(QByteArrayView head, QByteArrayView what)
{
    qsizetype from = 0;
    while (from <= head.size() - what.size()) {
        if (head.sliced(from).startsWith(what))
            return true;
        const qsizetype nl = head.indexOf('\n', from);
        if (nl < 0)
            break;
        from = nl + 1;
    }
    return false;
}

// A line that opens a tag pair, `[Name "`, whose value may run past the
// head (a 5 MB Event is still PBN).
bool opensTagPair(QByteArrayView head)
{
    qsizetype i = 0;
    while (i < head.size() && (head[i] == ' ' || head[i] == '\t' || head[i] == '\r' || head[i] == '\n'))
        ++i;
    if (i >= head.size() || head[i] != '[')
        return false;
    const qsizetype nameAt = ++i;
    while (i < head.size() && (std::isalnum(static_cast<unsigned char>(head[i])) || head[i] == '_'))
        ++i;
    return i > nameAt && head.sliced(i).startsWith(" \"");
}

// What a lazily read collection builds its games again with (plug-ins are
// stateless; this one outlives every collection).
const PbnPlugin &lazySource()
{
    static const PbnPlugin plugin;
    return plugin;
}

} // namespace

int PbnPlugin::sniff(QByteArrayView head, const QString &) const
{
    if (startsLineWith(head, "% PBN") || startsLineWith(head, "%PBN"))
        return 90;
    int bridge = 0;
    for (const char *tag : {"[Deal \"", "[Dealer \"", "[Vulnerable \"", "[Auction \"", "[Board \"", "[Declarer \"",
                            "[Contract \"", "[OptimumScore \""})
        if (head.contains(QByteArrayView(tag)))
            ++bridge;
    if (bridge >= 2)
        return 80;
    if (bridge == 1)
        return 60;
    // tag pairs, as PGN (chess) has them too
    return (startsLineWith(head, "[") && head.contains("\"]")) || opensTagPair(head) ? 20 : 0;
}

QList<RecordSpan> PbnPlugin::split(QByteArrayView data) const
{
    return PbnSplitter::scan(data).spans;
}

ReadResult PbnPlugin::read(const QByteArray &data) const
{
    ReadResult result;
    CollectingReadSink sink(&result, nullptr);
    readGames(data, ReadOptions{}, Keep::Built, sink);
    result.collection.setSourceFormat(id());
    return result;
}

ReadResult PbnPlugin::readLazily(const QByteArray &data) const
{
    ReadResult result;
    CollectingReadSink sink(&result, &lazySource());
    readGames(data, ReadOptions{}, Keep::Lazily, sink);
    result.collection.setSourceFormat(id());
    return result;
}

void PbnPlugin::readLazilyInto(const QByteArray &data, LazyReadSink &sink, const ReadOptions &options) const
{
    readGames(data, options, Keep::Lazily, sink);
}

namespace {

// readEach()'s sink: the file's commentary first (all of it), the records
// one by one, the diagnostics kept for the caller.
class EachSink : public LazyReadSink
{
public:
    explicit EachSink(RecordSink &out) : m_out(out) {}
    void fileComments(const QList<Commentary> &comments) override { m_out.fileComments(comments); }
    void record(int, RecordPtr record, const RecordSummary &) override { m_out.record(std::move(record)); }
    PrepareRecord preparer() const override { return m_out.preparer(); }
    void prepared(int, std::shared_ptr<PreparedRecord> record) override { m_out.prepared(std::move(record)); }
    void diagnostics(const Diagnostics &more) override { m_diagnostics += more; }
    Diagnostics m_diagnostics;

private:
    RecordSink &m_out;
};

} // namespace

Diagnostics PbnPlugin::readEach(const QByteArray &data, RecordSink &sink) const
{
    EachSink each(sink);
    readGames(data, ReadOptions{sink.readInParallel() ? 0 : 1}, Keep::Each, each);
    return each.m_diagnostics;
}

void PbnPlugin::readGames(const QByteArray &data, const ReadOptions &options, Keep keep, LazyReadSink &sink) const
{
    const char *begin = data.constData();
    Diagnostics diagnostics;
    const bool latin1 = !isUtf8(begin, data.size());
    if (latin1)
        diagnostics.append(Diagnostic::warning(
            QStringLiteral("pbn.file.latin1"),
            QStringLiteral("the file is not UTF-8: read as ISO-8859-1 (Latin-1)")));
    const PbnSplitter::Layout layout = PbnSplitter::scan(QByteArrayView(data));
    sink.begin(data, layout.spans);
    qsizetype headerBegin = 0;
    if (data.startsWith("\xEF\xBB\xBF"))
        headerBegin = 3;
    QList<Commentary> comments = PbnRecordReader::readFileText(begin + headerBegin,
                                                               begin + qMax(headerBegin, layout.headerEnd), 1, latin1,
                                                               false, &diagnostics);
    // (readEach() hands on the file's commentary first: what follows the
    // last game is read now, its diagnostics reported after the games' as
    // read() does)
    Diagnostics trailerDiagnostics;
    const bool hasTrailer = layout.trailerBegin < data.size();
    if (keep == Keep::Each && hasTrailer)
        comments += PbnRecordReader::readFileText(begin + layout.trailerBegin, begin + data.size(),
                                                  layout.trailerLine, latin1, true, &trailerDiagnostics);
    sink.fileComments(comments);
    sink.diagnostics(diagnostics);
    // (a game that takes from the game before stays built, and so does one
    // of an ISO-8859-1 file whose bytes happen to be UTF-8: built again on
    // its own, it would be read as UTF-8)
    const PbnBlockRead::KeepBuilt keepBuilt = [keep, latin1, begin](const CardRecord &game, const RecordSpan &span,
                                                                     bool dependsOnPrevious) {
        return keep != Keep::Lazily || dependsOnPrevious || !RecordSummary::describes(game)
               || (latin1 && !pbnscan::isAscii(begin + span.offset, span.length)
                   && isUtf8(begin + span.offset, span.length));
    };
    bool stopped = false;
    const PrepareRecord prepare = sink.preparer();
    PbnBlockRead::run(begin, layout.spans, latin1, options, keepBuilt,
                      [&](int i, PbnBlockRead::Game &game, Diagnostics &spanDiagnostics) {
                          if (!spanDiagnostics.isEmpty())
                              sink.diagnostics(spanDiagnostics);
                          if (game.prepared)
                              sink.prepared(i, std::move(game.prepared));
                          else if (game.found)
                              sink.record(i, std::move(game.record), game.summary);
                          stopped = sink.stopRequested();
                          return !stopped;
                      },
                      prepare);
    if (stopped)
        return;
    if (keep == Keep::Each) {
        sink.diagnostics(trailerDiagnostics);
    } else if (hasTrailer) {
        Diagnostics more;
        sink.fileComments(PbnRecordReader::readFileText(begin + layout.trailerBegin, begin + data.size(),
                                                        layout.trailerLine, latin1, true, &more));
        sink.diagnostics(more);
    }
}

ReadResult PbnPlugin::readRecord(QByteArrayView data, const RecordSpan &span, int recordNumber,
                                 const Record *previous) const
{
    ReadResult result;
    result.collection.setSourceFormat(id());
    if (span.offset < 0 || span.length < 0 || span.offset + span.length > data.size())
        return result;
    const char *begin = data.data() + span.offset;
    const bool latin1 = !isUtf8(begin, span.length);
    // (values that repeat from game to game are decoded once per thread, as
    // read() does once per file; one cache per character set)
    static thread_local PbnValueCache caches[2];
    PbnRecordReader reader(begin, begin + span.length, span.line, latin1, recordNumber, previous,
                           &result.diagnostics, &caches[latin1 ? 1 : 0]);
    if (std::shared_ptr<CardRecord> record = reader.read())
        result.collection.append(std::move(record));
    result.standsAlone = !reader.dependsOnPrevious();
    return result;
}

WriteResult PbnPlugin::write(const Collection &collection) const
{
    return writeRecordByRecord(*this, collection);
}

std::unique_ptr<RecordWriter> PbnPlugin::recordWriter(QIODevice *out) const
{
    return std::make_unique<PbnStreamWriter>(out);
}

QStringList PbnPlugin::cannotHold(const Record &record) const
{
    return PbnWriter::cannotHold(record);
}

} // namespace kib
