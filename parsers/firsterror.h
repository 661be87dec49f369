#pragma once

#include "model/diagnostic.h"

#include <QSet>

namespace kib {

// The first error of 'diagnostics' whose code is not 'tolerated'; null when
// there is none. Convert and save stop on it.
inline const Diagnostic *firstError(const Diagnostics &diagnostics, const QSet<QString> &tolerated = {})
{
    for (const Diagnostic &d : diagnostics)
        if (d.isError() && !tolerated.contains(d.code))
            return &d;
    return nullptr;
}

} // namespace kib
