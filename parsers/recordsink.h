#pragma once

#include "model/commentary.h"
#include "model/record.h"

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
};

} // namespace kib
