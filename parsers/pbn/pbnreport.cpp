#include "pbnreport.h"

namespace kib {

bool PbnReport::admit(const QString &code)
{
    for (Count &c : m_counts)
        if (c.code == code) {
            if (c.n < repeatLimit) {
                ++c.n;
                return true;
            }
            if (c.n == repeatLimit) {
                for (int i = 0; i < repeatLimit; ++i)
                    m_gate.admit(m_out, m_record, code);
                ++c.n; // (the gate counts it from now on)
            }
            return m_gate.admit(m_out, m_record, code);
        }
    m_counts.append({code, 1});
    return true;
}

} // namespace kib
