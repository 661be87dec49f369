#include "rbnrepetition.h"

#include "rbnlabels.h"

namespace kib::rbn {

namespace {

int slot(char label)
{
    return headerSlot(label);
}

const Tags kNone;

} // namespace

const Tags &Repetition::expected(char label) const
{
    const int i = slot(label);
    if (i < 0)
        return kNone;
    if (label == 'N' && !m_values[slot('K')].isEmpty() && m_names.size() >= 2)
        return m_names[m_names.size() - 2];
    return m_values[i];
}

void Repetition::set(char label, const Tags &value)
{
    const int i = slot(label);
    if (i < 0)
        return;
    m_values[i] = value;
    // (copied only when a tag is marked: the header's values are not)
    for (qsizetype k = 0; k < value.size(); ++k)
        if (value[k].inherited)
            m_values[i][k].inherited = false;
}

void Repetition::endRecord()
{
    m_names.append(m_values[slot('N')]);
    while (m_names.size() > 2)
        m_names.removeFirst();
}

void Repetition::seed(const Tags &previousTags, const Deal &previousDeal, const Tags *namesTwoBefore)
{
    seed(splitHeader(previousTags).values, previousDeal, namesTwoBefore);
}

void Repetition::seed(const std::array<Tags, 9> &values, const Deal &previousDeal, const Tags *namesTwoBefore)
{
    m_values = values;
    m_names.clear();
    if (namesTwoBefore)
        m_names.append(*namesTwoBefore);
    m_names.append(m_values[slot('N')]);
    m_deal = previousDeal;
}

} // namespace kib::rbn
