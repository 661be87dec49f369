#include "readbacktolerance.h"

namespace kib {

ReadBackTolerance::ReadBackTolerance(const Diagnostics &input)
{
    for (const Diagnostic &d : input)
        if (d.isError()) {
            m_codes.insert(d.code);
            if (d.record > 0)
                m_records.insert(d.record);
        }
}

bool ReadBackTolerance::tolerates(const Diagnostic &d) const
{
    return !d.isError() || m_codes.contains(d.code) || (d.record > 0 && m_records.contains(d.record));
}

const Diagnostic *ReadBackTolerance::firstError(const Diagnostics &back) const
{
    for (const Diagnostic &d : back)
        if (!tolerates(d))
            return &d;
    return nullptr;
}

} // namespace kib
