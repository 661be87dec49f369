#include "collection.h"

#include "hugepages.h"

namespace kib {

RecordSource::~RecordSource() = default;

QList<RecordPtr> &Collection::records()
{
    buildAll();
    m_slots.clear();
    m_summaries = PackedSummaries();
    return m_records;
}

const QList<RecordPtr> &Collection::records() const
{
    buildAll();
    return m_records;
}

void Collection::buildAll() const
{
    for (int i = 0; m_unbuilt > 0 && i < m_records.size(); ++i)
        if (!m_records.at(i))
            build(i);
    if (m_unbuilt == 0)
        return;
    // What the source could not build again (its bytes changed under it)
    // cannot be shown: it is left out rather than handed on as null.
    for (qsizetype i = m_records.size() - 1; i >= 0; --i) {
        if (!m_records.at(i)) {
            m_records.removeAt(i);
            if (i < m_slots.size())
                m_slots.removeAt(i);
        }
    }
    m_unbuilt = 0;
}

bool Collection::build(int index) const
{
    const int source = m_slots.at(index).sourceIndex;
    RecordPtr r = m_source && source >= 0 ? m_source->build(source) : RecordPtr();
    if (!r)
        return false; // stays unbuilt: the source cannot build it
    if (source >= 0 && source < m_originals.size())
        m_originals[source] = r;
    m_records[index] = std::move(r);
    --m_unbuilt;
    return true;
}

void Collection::reserve(int n, bool unbuilt)
{
    m_records.reserve(n);
    adviseHugePagesFor(m_records);
    if (unbuilt) {
        m_slots.reserve(n);
        adviseHugePagesFor(m_slots);
        // (by source place: as many as the records read from the source)
        m_originals.reserve(n);
        adviseHugePagesFor(m_originals);
    }
}

RecordPtr Collection::record(int index) const
{
    if (index < 0 || index >= m_records.size())
        return RecordPtr();
    if (!m_records.at(index))
        build(index);
    return m_records.at(index);
}

bool Collection::isBuilt(int index) const
{
    return index >= 0 && index < m_records.size() && m_records.at(index);
}

RecordSummary Collection::summary(int index) const
{
    if (index < 0 || index >= m_records.size())
        return RecordSummary();
    if (const RecordPtr &r = m_records.at(index))
        return RecordSummary::of(*r);
    return m_summaries.unpack(m_slots.at(index).summary);
}

void Collection::appendFrom(RecordPtr record, int sourceIndex)
{
    if (sourceIndex >= 0) {
        if (m_originals.size() <= sourceIndex)
            m_originals.resize(sourceIndex + 1);
        m_originals[sourceIndex] = record;
    }
    if (!m_slots.isEmpty() || sourceIndex >= 0) {
        m_slots.resize(m_records.size());
        m_slots.append(Slot{sourceIndex, {}});
    }
    m_records.append(std::move(record));
}

void Collection::appendUnbuilt(int sourceIndex, const RecordSummary &summary)
{
    if (m_originals.size() <= sourceIndex)
        m_originals.resize(sourceIndex + 1);
    m_slots.resize(m_records.size());
    m_slots.append(Slot{sourceIndex, m_summaries.pack(summary)});
    m_records.append(RecordPtr());
    ++m_unbuilt;
}

int Collection::sourceIndexOf(int index) const
{
    return index >= 0 && index < m_slots.size() ? m_slots.at(index).sourceIndex : -1;
}

RecordPtr Collection::original(int sourceIndex) const
{
    return m_originals.value(sourceIndex);
}

void Collection::dropSource()
{
    buildAll();
    m_slots.clear();
    m_summaries = PackedSummaries();
    m_originals.clear();
    m_source.reset();
}

void Collection::replace(int index, RecordPtr record)
{
    if (index < 0 || index >= m_records.size())
        return;
    if (!m_records.at(index))
        --m_unbuilt;
    m_records[index] = std::move(record);
    if (index < m_slots.size())
        m_slots[index] = Slot{};
}

void Collection::insert(int index, RecordPtr record)
{
    index = qBound(0, index, int(m_records.size()));
    if (!m_slots.isEmpty())
        m_slots.insert(index, Slot{});
    m_records.insert(index, std::move(record));
}

RecordPtr Collection::take(int index)
{
    if (index < 0 || index >= m_records.size())
        return RecordPtr();
    RecordPtr r = record(index);
    if (!m_records.at(index))
        --m_unbuilt; // the source could not build it: it goes all the same
    m_records.removeAt(index);
    if (index < m_slots.size())
        m_slots.removeAt(index);
    return r;
}

void Collection::move(int from, int to)
{
    if (from < 0 || from >= m_records.size() || to < 0 || to >= m_records.size() || from == to)
        return;
    m_records.move(from, to);
    if (!m_slots.isEmpty())
        m_slots.move(from, to);
}

} // namespace kib
