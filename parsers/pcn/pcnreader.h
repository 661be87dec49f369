#pragma once

#include "parsers/notationplugin.h"

namespace kib::pcn {

// Reads a PCN file: one resource object (or, beyond the specification, an
// array of them), each becoming a BoardRecord. Every move is replayed, and
// what cannot be played (an empty source square, a drop of a piece not in
// hand, an index off the board, a piece in hand that is not a piece) is an
// error at the move's place in the file. The 2020 layout (top-level
// startpos and state flags, indexes inside setup) is read with a warning.
ReadResult readPcn(const QByteArray &data);

} // namespace kib::pcn
