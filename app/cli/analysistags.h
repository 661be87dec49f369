#pragma once

#include "analysis/ddtable.h"

#include <QByteArray>

namespace kib::dd {

// One PBN record's text with the analysis added as tags: DoubleDummyTricks
// (and with par, OptimumScore and ParContract). A tag the record already
// has gets the new value in place; the others go on lines of their own
// after the Deal tag's line. Every other byte is kept.
QByteArray withAnalysisTags(const QByteArray &record, const DdTable &table, const ParResult *par,
                            const QByteArray &lineEnd);

} // namespace kib::dd
