#pragma once

#include "pagetext.h"

#include "model/record.h"

#include <QRectF>

namespace kib::print {

// Preferans: the score sheet ("paper") of the deal's game as it stands
// after the deal: per player the bula, the soups against the left and
// right neighbours, the open refe and the settlement.
struct ScoreBlock
{
    static qreal paint(PageText &text, const QList<RecordPtr> &records, int index, const QRectF &area);
};

} // namespace kib::print
