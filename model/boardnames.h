#pragma once

#include "model/boardvariant.h"

#include <QDateTime>
#include <QString>

namespace kib {
class BoardRecord;
}

// Words shown to people about a board game, in their language (through
// QCoreApplication::translate(), so in English unless the viewer installed
// a translator; no widget code). The model's own names of the variants and
// the sides (boardVariantName(), sideName()) stay English, for the
// notations and the CLI.
namespace kib::boardtext {

QString variantName(BoardVariant variant);              // "Schach", "Шахматы"
QString sideName(BoardVariant variant, BoardSide side); // "Weiß", "Белые"
// The game's state from the record's PCN state and players, for the status
// line: "Finished: White won. Black offers a draw.", "In progress (until
// 2030-01-01T00:00:00Z): Cho is better. Han is in check."
QString gameState(const BoardRecord &record, const QDateTime &now = QDateTime::currentDateTimeUtc());

} // namespace kib::boardtext
