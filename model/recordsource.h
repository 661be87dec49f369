#pragma once

#include "record.h"

namespace kib {

// Builds the records of a collection again from where they were read (a
// file's bytes kept in memory), so that a collection of a large file need
// not keep every record built: see Collection::appendUnbuilt().
class RecordSource
{
public:
    virtual ~RecordSource();
    // The record read from the source's place 'sourceIndex' (for a file: its
    // span), built again; null when it cannot be. Must give a record equal to
    // the one first read there. Called from the thread that owns the
    // collection.
    virtual RecordPtr build(int sourceIndex) const = 0;
};

} // namespace kib
