#pragma once

#include "rbnlexer.h"

#include "parsers/notationplugin.h"

namespace kib::rbn {

// Reading RBN and RBX files: the work behind RbnPlugin and RbxPlugin.
int sniff(QByteArrayView head, Form form);
ReadResult readAll(QByteArrayView data, Form form);
// One span of a split file; 'previous' (the record before, or null) gives
// the labels that repeat.
ReadResult readOne(QByteArrayView data, const RecordSpan &span, int recordNumber, const Record *previous, Form form);

} // namespace kib::rbn
