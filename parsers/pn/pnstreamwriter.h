#pragma once

#include "pnwriter.h"

#include "parsers/recordwriter.h"

namespace kib {

// PN record by record: the bytes and warnings pn::PnWriter::write() gives.
// Keeps the record before (whether the next starts a game).
class PnStreamWriter : public RecordWriter
{
public:
    explicit PnStreamWriter(QIODevice *out) : RecordWriter(out) {}

    void begin(const QList<Commentary> &) override {}
    void write(const RecordPtr &record) override;
    void finish() override {}

private:
    pn::PnWriter m_writer;
    RecordPtr m_previous;
};

} // namespace kib
