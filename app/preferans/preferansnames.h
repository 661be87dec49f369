#pragma once

#include "model/preferanstext.h"

namespace kib::style {

// The viewer's names for preferans contracts, calls and kontras: the model's
// translated words (model/preferanstext.h), shared with the printed pages.
using preferanstext::kontraText;
using preferanstext::preferansCallText;
using preferanstext::preferansContractName;
using preferanstext::preferansLevelName;

} // namespace kib::style
