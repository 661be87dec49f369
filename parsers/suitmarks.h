#pragma once

#include <QString>

namespace kib {

// Suits spelled in text as a mark and a suit letter: PBN's standard escapes
// \S \H \D \C, BBO's (and LIN's) !S !H !D !C. Writers respell them for the
// notation they write (the PBN writer BBO's marks, the LIN writer PBN's
// escapes), and name it.

// Whether 'text' holds 'mark' followed by S, H, D or C.
bool hasSuitMarks(const QString &text, QChar mark);
// 'text' with each 'from' before S, H, D or C written 'to'.
QString withSuitMarks(const QString &text, QChar from, QChar to);

} // namespace kib
