#pragma once

#include "commentary.h"
#include "record.h"

#include <QList>

namespace kib {

// What a file holds: its records in order, plus what stands outside any
// record (a PBN header's % lines, text after the last game).
class Collection
{
public:
    QList<RecordPtr> &records() { return m_records; }
    const QList<RecordPtr> &records() const { return m_records; }
    int size() const { return int(m_records.size()); }
    bool isEmpty() const { return m_records.isEmpty(); }
    void append(RecordPtr record) { m_records.append(std::move(record)); }

    // File-level commentary (Anchor::Kind::Record before the first record,
    // Anchor::Kind::End after the last one).
    QList<Commentary> &fileComments() { return m_fileComments; }
    const QList<Commentary> &fileComments() const { return m_fileComments; }

    // Id of the notation the collection was read from, if any.
    QString sourceFormat() const { return m_sourceFormat; }
    void setSourceFormat(const QString &id) { m_sourceFormat = id; }

private:
    QList<RecordPtr> m_records;
    QList<Commentary> m_fileComments;
    QString m_sourceFormat;
};

} // namespace kib
