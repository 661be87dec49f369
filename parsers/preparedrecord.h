#pragma once

#include "model/record.h"

#include <functional>
#include <memory>

namespace kib {

// What a sink makes of a record ahead of time, on the thread that read it
// (a writer's bytes for it, say), so that the record dies where it was born
// and the sink only takes the result in file order. A sink's own subclass.
struct PreparedRecord
{
    virtual ~PreparedRecord() = default;
};

// Turns a record just read into its prepared form. Called on any thread,
// several at once: it may only look at its argument (and state of its own
// thread). Empty: the sink prepares nothing (it takes records).
using PrepareRecord = std::function<std::shared_ptr<PreparedRecord>(const Record &record)>;

} // namespace kib
