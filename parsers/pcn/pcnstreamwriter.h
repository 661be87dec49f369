#pragma once

#include "parsers/recordwriter.h"

namespace kib {

// PCN record by record: the bytes and warnings pcn::writePcn() gives. A
// file of one record is one object, of any other number an array: the first
// record waits until the second (or the end) tells which.
class PcnStreamWriter : public RecordWriter
{
public:
    explicit PcnStreamWriter(QIODevice *out) : RecordWriter(out) {}

    void begin(const QList<Commentary> &) override {}
    void write(const RecordPtr &record) override;
    void finish() override;

private:
    // Warnings of a record; whether it is a board to write.
    bool check(const Record &record, int number);
    void object(const RecordPtr &record, int number);

    RecordPtr m_first; // the first record, a board, until the second comes
    int m_objects = 0;
    bool m_open = false; // "[" written
};

} // namespace kib
