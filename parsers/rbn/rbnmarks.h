#pragma once

#include "rbnproblem.h"

#include "model/annotation.h"

#include <QByteArray>

#include <string>

namespace kib::rbn {

// The notations after a call or a play: ! ? !! ?? !? ?! and * (conventional,
// no explanation follows) as the suffix, then ^n note references (n = 0..9).
// Reads from 'pos' and returns the position after them.
qsizetype parseMarks(QByteArrayView data, qsizetype pos, Annotation *annotation, Problems *problems);
// The marks the label spells: a suffix of ! ? * only, references 0-9 (the
// rest travels in RbnMarks, see rbnextras.h).
QByteArray formatMarks(const Annotation &annotation);
// The same bytes appended to 'out' (no string made for them).
void appendMarks(std::string &out, const Annotation &annotation);
// Whether RBN can write this annotation as it is.
bool marksCanHold(const Annotation &annotation);

} // namespace kib::rbn
