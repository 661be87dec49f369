#include "pbnrecordreader.h"

// The reader's per-game bookkeeping: the lists it keeps from one game to the
// next, and the tag names it has met.

namespace kib {

struct PbnRecordReader::Scratch
{
    QStringList seenOther;
    QList<RawComment> comments;
    QStringList data;
    QList<PbnRecordInfo::Place> notePlaces;
    Tags recordTags; // (a game let go's tag list, empty: recycle())
};

PbnRecordReader::Scratch &PbnRecordReader::scratch()
{
    static thread_local Scratch s;
    return s;
}

PbnRecordReader::~PbnRecordReader()
{
    giveScratch();
}

void PbnRecordReader::takeScratch()
{
    Scratch &s = scratch();
    m_seenOther.swap(s.seenOther);
    m_comments.swap(s.comments);
    m_data.swap(s.data);
    m_info.notePlaces.swap(s.notePlaces);
}

void PbnRecordReader::giveScratch()
{
    Scratch &s = scratch();
    // (the list with more room is the one kept, emptied)
    auto give = [](auto &mine, auto &kept) {
        if (mine.capacity() <= kept.capacity())
            return;
        mine.clear();
        mine.swap(kept);
    };
    give(m_seenOther, s.seenOther);
    give(m_comments, s.comments);
    give(m_data, s.data);
    give(m_info.notePlaces, s.notePlaces);
}

void PbnRecordReader::takeTagRoom(qsizetype expected)
{
    Tags &kept = scratch().recordTags;
    if (kept.capacity() >= expected)
        m_record->tags().swap(kept);
    else
        m_record->tags().reserve(expected);
}

void PbnRecordReader::recycle(std::shared_ptr<CardRecord> record)
{
    if (!record || record.use_count() != 1)
        return;
    Tags &tags = record->tags();
    Tags &kept = scratch().recordTags;
    if (tags.capacity() <= kept.capacity())
        return;
    tags.clear();
    tags.swap(kept);
}

bool PbnRecordReader::seenOther(QStringView name) const
{
    for (const QString &s : m_seenOther)
        if (s.size() == name.size() && QStringView(s) == name)
            return true;
    return false;
}

} // namespace kib
