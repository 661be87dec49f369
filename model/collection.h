#pragma once

#include "commentary.h"
#include "packedsummaries.h"
#include "record.h"
#include "recordsource.h"
#include "recordsummary.h"

#include <QList>

#include <memory>

namespace kib {

// What a file holds: its records in order, plus what stands outside any
// record (a PBN header's % lines, text after the last game).
//
// A collection read from a large file need not keep every record built: a
// record the collection's RecordSource can build again may be appended
// unbuilt, with the summary a record list shows (appendUnbuilt()). record(i)
// builds such a record when it is first asked for and keeps it from then on;
// records() builds every record. size(), summary() and the edits below
// (replace, insert, take, move) build nothing.
class Collection
{
public:
    // Every record, built (the ones not built yet are built now). The
    // non-const form also makes the collection a plain list from then on, so
    // that the list may be changed through the reference.
    QList<RecordPtr> &records();
    const QList<RecordPtr> &records() const;
    int size() const { return int(m_records.size()); }
    bool isEmpty() const { return m_records.isEmpty(); }
    void append(RecordPtr record) { appendFrom(std::move(record), -1); }
    // Room for 'n' records ('unbuilt': some may be appended unbuilt).
    void reserve(int n, bool unbuilt = false);

    // Record 'index', built if it was not (null when out of range, or when
    // the source cannot build it).
    RecordPtr record(int index) const;
    bool isBuilt(int index) const;
    // Whether some record is not built.
    bool hasUnbuilt() const { return m_unbuilt > 0; }
    // The summary of record 'index': from the record when it is built.
    // Only for records RecordSummary::describes() (all unbuilt ones are).
    RecordSummary summary(int index) const;

    // --- Records kept unbuilt (see RecordSource) -------------------------
    void setSource(std::shared_ptr<const RecordSource> source) { m_source = std::move(source); }
    const RecordSource *source() const { return m_source.get(); }
    // A record read from the source's place 'sourceIndex', kept built.
    void appendFrom(RecordPtr record, int sourceIndex);
    // A record the source builds from 'sourceIndex' when it is asked for.
    void appendUnbuilt(int sourceIndex, const RecordSummary &summary);
    // The source place record 'index' was read from (-1: none, or it was
    // replaced).
    int sourceIndexOf(int index) const;
    // The record as read from source place 'sourceIndex', null if it has not
    // been built: an edited record is a new object, so a record is the one
    // read while it is this very object.
    RecordPtr original(int sourceIndex) const;
    // Builds every record and forgets the source (after its bytes changed).
    void dropSource();

    // --- Edits that build nothing -----------------------------------------
    void replace(int index, RecordPtr record);
    void insert(int index, RecordPtr record);
    // Removes record 'index' and returns it (built).
    RecordPtr take(int index);
    void move(int from, int to);

    // File-level commentary (Anchor::Kind::Record before the first record,
    // Anchor::Kind::End after the last one).
    QList<Commentary> &fileComments() { return m_fileComments; }
    const QList<Commentary> &fileComments() const { return m_fileComments; }

    // Id of the notation the collection was read from, if any.
    QString sourceFormat() const { return m_sourceFormat; }
    void setSourceFormat(const QString &id) { m_sourceFormat = id; }

private:
    // Per record, beside m_records, while some record may be unbuilt.
    struct Slot
    {
        int sourceIndex = -1;
        PackedSummaries::Packed summary; // for an unbuilt record only
    };
    void buildAll() const;
    bool build(int index) const;

    mutable QList<RecordPtr> m_records; // null: not built yet
    mutable QList<Slot> m_slots;        // empty, or parallel to m_records
    mutable QList<RecordPtr> m_originals; // by source index: the records as built
    mutable int m_unbuilt = 0;
    std::shared_ptr<const RecordSource> m_source;
    PackedSummaries m_summaries; // the texts of the slots' summaries
    QList<Commentary> m_fileComments;
    QString m_sourceFormat;
};

} // namespace kib
