#pragma once

#include "model/commentary.h"
#include "model/record.h"
#include "preparedrecord.h"

namespace kib {

// Takes the records of a file as RecordStreaming::readEach() reads them, one
// at a time, so that none need be kept.
class RecordSink
{
public:
    virtual ~RecordSink();
    // Once, before any record: the file's commentary (all of it, as
    // Collection::fileComments() would hold it after read()).
    virtual void fileComments(const QList<Commentary> &comments) = 0;
    // Each record read, in file order (numbered from 1).
    virtual void record(const RecordPtr &record) = 0;

    // A sink that takes records prepared ahead of time (a writer's bytes)
    // gives how to prepare one: a reader that reads on several threads may
    // then prepare each record on the thread that read it and hand it on
    // through prepared(), in file order, instead of record(). A reader may
    // ignore it (record() as before), and may mix the two.
    virtual PrepareRecord preparer() const { return {}; }
    // The next record (in file order), as preparer() made it.
    virtual void prepared(std::shared_ptr<PreparedRecord> record) { Q_UNUSED(record); }

    // Whether a reader that can read on several threads should: false when
    // what record() does with each record costs more than reading it and
    // nothing is prepared ahead (the records read on other threads would
    // wait for this one, and each would be freed here, far from the thread
    // that built it, which glibc's allocator makes slow on both threads).
    virtual bool readInParallel() const { return true; }
};

// Counts the records it is handed and keeps none (validate's count, convert's
// read-back).
class RecordCounter : public RecordSink
{
public:
    void fileComments(const QList<Commentary> &) override {}
    void record(const RecordPtr &) override { ++m_count; }
    int count() const { return m_count; }

private:
    int m_count = 0;
};

} // namespace kib
