#pragma once

#include "rbnproblem.h"

#include "model/tag.h"

namespace kib::rbn {

// The D label: yyyymmdd (dd or mmdd may be left out, ? for unknown digits),
// C for circa after the year or month, a span yyyymmdddd, then :hhmmss
// (ss or mmss may be left out) and G for GMT. Gives Date and Time, or
// UTCDate and UTCTime, in PBN's spelling ("1993.05.12", "19:30:00"); circa,
// spans and anything PBN cannot spell also keep the label's data in a
// RbnDate tag so that nothing is lost. 'value' is upper case.
Tags decodeDate(const QString &value, Problems *problems);
// The D data for the tags; empty when they do not make one.
QString encodeDate(const Tags &tags);

} // namespace kib::rbn
