#pragma once

#include "model/commentary.h"

namespace kib {

// A '%' line that names the notation of the file it stands in ("% PBN 2.1",
// "% EXPORT", "% RBN 3.2", "RBX"): it describes the source, not the games,
// so a writer keeps only its own notation's and never carries another's.
// Returns "pbn" or "rbn", or an empty string for any other line.
QString signatureNotation(const Commentary &comment);

} // namespace kib
