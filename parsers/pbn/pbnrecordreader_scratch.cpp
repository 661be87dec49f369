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
    QList<PbnRecordInfo::Place> callPlaces; // (the auction parser's, then the record's)
    QList<PbnRecordInfo::Place> cardPlaces; // (the play parser's, then the record's)
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
    m_auction.positions().swap(s.callPlaces);
    m_play.positions().swap(s.cardPlaces);
}

void PbnRecordReader::giveScratch()
{
    Scratch &s = scratch();
    // (the list with more room is the one kept, emptied)
    auto give = [](auto &mine, auto &kept) {
        if (mine.capacity() <= kept.capacity() || !mine.isDetached())
            return;
        mine.clear();
        mine.swap(kept);
    };
    give(m_seenOther, s.seenOther);
    give(m_comments, s.comments);
    give(m_data, s.data);
    give(m_info.notePlaces, s.notePlaces);
    // (the positions moved to the record's information once the parser
    // was done, or still the parser's)
    give(m_info.callPlaces.capacity() ? m_info.callPlaces : m_auction.positions(), s.callPlaces);
    give(m_info.cardPlaces.capacity() ? m_info.cardPlaces : m_play.positions(), s.cardPlaces);
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
