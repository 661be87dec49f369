#pragma once

#include "rbnplay.h"

namespace kib::rbn {

// The usual P data read straight into the play, with no list of tokens in
// between: tricks of four named cards (a suit and a rank, or a rank alone
// following the suit led) in upper case, split by ':', the last trick maybe
// shorter, marks after a play, from four known hands of named cards (each
// card once in a hand) that hold every card played and follow suit. True
// when it read all of 'data' so; then *out is what parsePlayInGeneral()
// gives, with no problem to report. False for anything else (a problem,
// a pseudo play, Y, ';', lower case, carried marks, unknown or partial
// hands, a trick whose leader the play does not tell): *out is then to be
// thrown away and parsePlayInGeneral() decides. The tricks without marks
// share one block of memory for their cards (SharedListBlock): one
// allocation a play.
bool readPlainPlay(QByteArrayView data, const PlayContext &context, ParsedPlay *out);

// The seat whose card wins a trick of four plays (the first card led a
// suit), NoSeat when its cards do not tell (no card led, a '+' of some
// suit, a card off the suit led with the trump suit not known). The
// general path's; readPlainPlay() finds the same winner card by card.
Seat trickWinner(const Trick &trick, const PlayContext &context);

} // namespace kib::rbn
