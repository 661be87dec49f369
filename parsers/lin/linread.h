#pragma once

#include "linsplit.h"
#include "lintext.h"

#include "model/diagnostic.h"
#include "model/record.h"

#include <QByteArrayView>
#include <QString>

#include <functional>

namespace kib::lin {

// Takes each record as it is read, in file order.
using Take = std::function<void(const RecordPtr &)>;
// The same, with the byte offset of the board's first token (where split()'s
// span for it starts).
using TakeAt = std::function<void(const RecordPtr &, qsizetype offset)>;

// The warning for a board with no deal (a placeholder), which is left out.
Diagnostic noDeal(const Text &text, const BoardTokens &board);

// Reads a LIN text's boards, each record handed to 'take' as it is read
// (none kept here), the diagnostics returned in LinPlugin::read()'s order:
// the text's (its tokens'), then each board's. 'how': "encoded" or "link"
// for text decoded from a URL form or a hand viewer link (said first), a
// link's problem (an error, nothing read), else empty.
Diagnostics readText(QByteArrayView data, const QString &how, const Take &take);

// readText() of plain LIN read 'part' bytes at a time: the same records and
// diagnostics, but only the tokens of the boards not yet read (and the
// header's) are ever held, never the whole file's.
Diagnostics readInParts(QByteArrayView data, const Take &take, qsizetype part = 256 * 1024);
Diagnostics readInPartsAt(QByteArrayView data, const TakeAt &take, qsizetype part = 256 * 1024);

} // namespace kib::lin
