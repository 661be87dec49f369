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

} // namespace kib::rbn
