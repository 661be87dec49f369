#pragma once

#include "rbnlexer.h"

namespace kib::rbn {

// splitBlocks() of one record's bytes as the writer gives them, told without
// going through them line by line when they are one block: (RBN) lines that
// each begin with a byte that is not blank or a line break, then the blank
// line after the record; (RBX) one such line. The writer's records nearly
// always are: each of its lines begins with a label, a '%' or a '{', and a
// line break within a value is the only way to another line. Anything else
// is split by splitBlocks() itself. 'out' is cleared and filled (its room
// kept from record to record).
void recordBlocks(QByteArrayView data, Form form, QList<RecordSpan> *out);

// Whether 'data' is such one block; its span then goes to 'span'.
bool oneBlock(QByteArrayView data, Form form, RecordSpan *span);

} // namespace kib::rbn
