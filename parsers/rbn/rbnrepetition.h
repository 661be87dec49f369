#pragma once

#include "model/deal.h"
#include "model/tag.h"

#include <array>

namespace kib::rbn {

// The labels that repeat (D T L E F S K N B as tags, H as the deal): a
// record that leaves one out takes the value of the record before; a bare
// label sets it null. While K is set, N alternates: it takes the value of
// the record two before. Shared by the reader and the writer, so that what
// the writer leaves out is what the reader puts back.
class Repetition
{
public:
    Repetition() = default;

    // The value a header label takes when the record leaves it out. Ask for
    // N after setting this record's K. (Good until the next set() or
    // endRecord().)
    const Tags &expected(char label) const;
    void set(char label, const Tags &value);
    const Deal &expectedDeal() const { return m_deal; }
    void setDeal(const Deal &deal) { m_deal = deal; }
    // After each record, once all labels are set.
    void endRecord();

    // For a record read on its own: the state after 'previous' (its tags
    // and deal), with the names of the record before it when known.
    void seed(const Tags &previousTags, const Deal &previousDeal, const Tags *namesTwoBefore);
    // The same, from what splitHeader() gave for the previous tags ('values').
    void seed(const std::array<Tags, 9> &values, const Deal &previousDeal, const Tags *namesTwoBefore);

private:
    std::array<Tags, 9> m_values;
    QList<Tags> m_names; // N of the last two records, oldest first
    Deal m_deal;
};

} // namespace kib::rbn
