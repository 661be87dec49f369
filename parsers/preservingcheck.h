#pragma once

#include "notationplugin.h"

#include <QSet>

namespace kib::preserving {

// What writePreserving() and PreservingStream judge a written file by.

// An error that is not one of the 'tolerated' codes (those the original had).
bool hasError(const Diagnostics &diagnostics, const QSet<QString> &tolerated = {});
// A record with a tag it takes from the record before it.
bool inheritsFromPrevious(const Record &record);
// A record as Kibitzer JSON: two records are the same when these match.
QByteArray fingerprint(const RecordPtr &record);
inline qsizetype spanEnd(const RecordSpan &s) { return s.offset + s.length; }

} // namespace kib::preserving
