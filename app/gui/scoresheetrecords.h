#pragma once

#include "model/record.h"

#include <QList>

namespace kib {

class Document;

// The records a preferans score sheet adds up: none in a file with records
// not built (bridge deals only), since building them all would undo the saving.
QList<RecordPtr> scoreSheetRecords(const Document *document);

} // namespace kib
