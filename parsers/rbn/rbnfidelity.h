#pragma once

#include "rbnlexer.h"

#include "model/cardrecord.h"
#include "model/collection.h"

#include <QStringList>

#include <optional>

namespace kib::rbn {

// What writing 'record' in RBN (or RBX) would lose, one sentence each. The
// record is written, read back and compared with the original, so nothing
// the writer drops goes unreported; known gaps get their own words (NAGs,
// irregularities, alerts, claims, commentary inside the auction or play).
// Whether tags were inherited (PBN #, RBN repetition) and their order are
// presentation, not data, and are not compared.
QStringList cannotHold(const Record &record, Form form);
// The same for every record of a collection, from one reading of what the
// writer made of it ('written'): one list per record.
QList<QStringList> lostInWriting(const Collection &collection, const QByteArray &written, Form form);

// When 'back' (the record as a reader gave it back from what the writer
// made of it, in its place in the file) differs from 'record' in nothing but
// the gaps that have names of their own: those gaps, which is what
// cannotHold() says of such a record (written alone it reads back the same
// way). Otherwise nothing: only cannotHold() can tell.
std::optional<QStringList> lossesIfFaithful(const Record &record, const Record &back, Form form);

} // namespace kib::rbn
