#pragma once

#include "model/diagnostic.h"

#include <QSet>

namespace kib {

// What the read-back of a forced conversion (a file with errors, written
// anyway) may report without refusing the written bytes: errors of the
// codes reading the input gave, and any error in a record that had one
// (another notation's reader names the same fault in its own words: PBN's
// "East plays CQ, which that hand does not hold" is RBN's "East does not
// hold CQ"). A record that read without error must read back without one,
// and so must the file outside its records.
class ReadBackTolerance
{
public:
    ReadBackTolerance() = default;
    explicit ReadBackTolerance(const Diagnostics &input);

    bool tolerates(const Diagnostic &d) const;
    // The first error of 'back' that is not tolerated, or null.
    const Diagnostic *firstError(const Diagnostics &back) const;
    // The codes the input's errors had.
    const QSet<QString> &codes() const { return m_codes; }

private:
    QSet<QString> m_codes;
    QSet<int> m_records; // numbered from 1, as Diagnostic::record
};

} // namespace kib
