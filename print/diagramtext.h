#pragma once

#include "model/cardrecord.h"

#include <QList>
#include <QString>

namespace kib::print {

// A deal as a plain-text diagram with suit symbols, in the compass layout
// used on forums and in email (four seats; three and six seats as a list):
//
//                 North
//                 ♠ A K 5 2
//                 ...
// 'hidden' seats (a quiz's) are left out; their names stay. Board,
// dealer and vulnerability head it when the record has them.
QString diagramText(const CardRecord &record, const QList<Cards> &hands, const QList<bool> &hidden = {});

} // namespace kib::print
