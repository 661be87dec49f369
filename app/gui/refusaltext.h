#pragma once

#include <QString>

namespace kib {
class SeatLayout;
}

namespace kib::style {

// A reason the model gives for refusing an edit (an English sentence built
// from a fixed form and its values: "2♣ is insufficient after 2♥", "The ♘
// on g1 cannot go to g3.") in the user's language. The forms are the
// model's own (bridge calls and cards, board moves), each marked for
// translation in the "kib::Refusal" context; the values (calls, cards,
// squares, pieces) are kept, the sides of a board game named in the
// language. A sentence of no known form is shown as it is.
QString refusalText(const QString &english);

// The same, with a game's seats named as its table names them: pinochle's
// reasons, which the model writes with PN's "Seat1", "Seat2" ..., say
// "North", "Southeast" ... in the user's language.
QString refusalText(const QString &english, const SeatLayout &seats);

} // namespace kib::style
