#pragma once

#include "model/boardvariant.h"

#include <QString>

namespace kib::boardtext {

// The model's names of the variants and the sides (boardVariantName(),
// sideName()) are English, for the notations and the CLI; these are the
// same names in the user's language, for display only.
QString variantName(BoardVariant variant);              // "Schach", "Шахматы"
QString sideName(BoardVariant variant, BoardSide side); // "Weiß", "Белые"

} // namespace kib::boardtext
