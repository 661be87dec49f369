#pragma once

#include "model/cardrecord.h"
#include "model/collection.h"

namespace kib::lin {

// The pieces of LIN that BBO's hand viewer reads (lin.md §10), which
// LinRecordWriter puts together: BBO's field order (qx pn st md rh ah sv,
// the calls with ! and an, pg, the cards with pg after each trick, mc), one
// board a line; a vugraph header (vg rs pw pn mp bn, pg) first when the
// first record has one. Records of other games are left out (cannotHold()
// names them).

// The record as LIN writes it: a bridge deal of four seats; else null (it
// is left out).
const CardRecord *writable(const Record &record);
// The vugraph header (vg rs pw pn mp bn, then pg) that the first record
// written brings, lines ending in '\n'; empty when it has none of them.
QByteArray headerLines(const CardRecord &first);
// One board's line, without the line end.
QByteArray boardLine(const CardRecord &record);
// The file's comments LIN cannot keep (it has no place for comments outside
// a board), as one warning's text ("the file's 3 comments ..."); empty when
// there are none.
QString lostFileComments(const QList<Commentary> &fileComments);
// What LIN cannot keep of a record, one item each.
QStringList cannotHold(const Record &record);

} // namespace kib::lin
