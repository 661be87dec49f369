#pragma once

#include <array>

#include "rbnlexer.h"

#include "parsers/notationplugin.h"

namespace kib {
class RecordSink;
}

namespace kib::rbn {

// Reading RBN and RBX files: the work behind RbnPlugin and RbxPlugin.
int sniff(QByteArrayView head, Form form);
ReadResult readAll(QByteArrayView data, Form form);
// readAll() with each record handed to 'sink' as it is read and none kept
// (RecordStreaming::readEach()): the file's commentary first (the % blocks
// after the last record are found before, from the end), then the records;
// the diagnostics returned, the same as readAll()'s.
Diagnostics readEach(QByteArrayView data, Form form, RecordSink &sink);
// One span of a split file; 'previous' (the record before, or null) gives
// the labels that repeat. 'lookedBack', when given, says whether the read
// looked at the bytes before the span (the names two records back, when
// the record before alternates them with K): else the read depends on
// nothing but the span's bytes and 'previous'. 'previousHeader', when
// given, is splitHeader(previous->tags()).values, found already.
ReadResult readOne(QByteArrayView data, const RecordSpan &span, int recordNumber, const Record *previous, Form form,
                   bool *lookedBack = nullptr, const std::array<Tags, 9> *previousHeader = nullptr);

} // namespace kib::rbn
