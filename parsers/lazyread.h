#pragma once

#include "notationplugin.h"
#include "preparedrecord.h"

namespace kib {

// How readLazilyInto() reads.
struct ReadOptions
{
    // Threads that parse records: 0 as many as the machine has cores, 1 the
    // calling thread alone (the serial read). A notation that cannot read in
    // parallel reads serially whatever this says.
    int threads = 0;
    // Records a block of a parallel read holds (0: the plug-in's default).
    // Tests make it small, so that many records stand at a block's edge.
    int blockSize = 0;
};

// Takes what readLazilyInto() reads, in file order, as it is
// read: the viewer's loader shows the first record while the rest are read,
// and readLazily() collects them (CollectingReadSink). What a sink is handed,
// concatenated, is exactly readLazily()'s result: the same records, the same
// diagnostics in the same order, the same file commentary.
class LazyReadSink
{
public:
    virtual ~LazyReadSink();
    // First: the file's bytes and its record spans (NotationPlugin::split()).
    virtual void begin(const QByteArray &data, const QList<RecordSpan> &spans);
    // File commentary: what stands before the first record comes before the
    // records; what follows the last record comes after them.
    virtual void fileComments(const QList<Commentary> &comments) = 0;
    // The next record, read from span 'spanIndex' (-1: not known). 'record'
    // is null for a record kept unbuilt (it stands alone: the collection
    // builds it again from its span, Collection::appendUnbuilt()); 'summary'
    // then describes it.
    virtual void record(int spanIndex, RecordPtr record, const RecordSummary &summary) = 0;
    // More diagnostics, in file order.
    virtual void diagnostics(const Diagnostics &more) = 0;
    // As RecordSink::preparer() and prepared(): a record prepared on the
    // thread that read it, handed on instead of record().
    virtual PrepareRecord preparer() const { return {}; }
    virtual void prepared(int spanIndex, std::shared_ptr<PreparedRecord> record) { Q_UNUSED(spanIndex); Q_UNUSED(record); }
    // Asked between records: true ends the read early (what was handed on
    // stays valid).
    virtual bool stopRequested() const { return false; }
};

// A notation plug-in that reads a file into a LazyReadSink as it goes
// derives from this too (class PbnPlugin : public NotationPlugin, public
// LazyReading); callers go through readLazilyInto() below, which gives the
// default for the others.
class LazyReading
{
public:
    virtual ~LazyReading();
    // Reads as NotationPlugin::readLazily() does and hands what it reads to
    // 'sink' in file order as it goes: what the sink is handed is
    // readLazily()'s result, record for record and diagnostic for
    // diagnostic. May parse records on several threads ('options'), the
    // result the same as a serial read's.
    virtual void readLazilyInto(const QByteArray &data, LazyReadSink &sink, const ReadOptions &options) const = 0;
    // Whether a read that only counts the records (`kibitzer-cli validate`)
    // reads lazily (PBN's read is parallel); else, for a notation that
    // reads each record itself (RecordStreaming), through readEach(), which
    // keeps no summary a record.
    virtual bool countsLazily() const { return true; }
};

// The one read of the viewer's loader and of `kibitzer-cli validate`: the
// plug-in's own LazyReading::readLazilyInto(), or the default, which reads
// the whole file with readLazily() and then hands it on (each record with
// span i when there are as many records as spans).
void readLazilyInto(const NotationPlugin &plugin, const QByteArray &data, LazyReadSink &sink,
                    const ReadOptions &options = ReadOptions{});

// Appends what it is handed to a ReadResult: NotationPlugin::readLazily()
// is readLazilyInto() with this sink.
class CollectingReadSink : public LazyReadSink
{
public:
    // 'source': what builds unbuilt records again (set on the collection at
    // begin(); may be null when every record comes built).
    CollectingReadSink(ReadResult *out, const NotationPlugin *source) : m_out(out), m_source(source) {}
    void begin(const QByteArray &data, const QList<RecordSpan> &spans) override;
    void fileComments(const QList<Commentary> &comments) override;
    void record(int spanIndex, RecordPtr record, const RecordSummary &summary) override;
    void diagnostics(const Diagnostics &more) override;

private:
    ReadResult *m_out;
    const NotationPlugin *m_source;
};

} // namespace kib
