#pragma once

#include "parsers/pbn/pbnsplitter.h"

namespace kib::test {

// The splitter as it was on main before issue 18's fifth round: the reference
// for the present one's layouts (header, spans, trailer, line numbers).
PbnSplitter::Layout referenceSplit(QByteArrayView data);

} // namespace kib::test
