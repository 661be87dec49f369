#pragma once

#include "parsers/recordwriter.h"

namespace kib {

// PPN's bracketed text record by record: the bytes and warnings
// PpnPlugin::write() gives.
class PpnStreamWriter : public RecordWriter
{
public:
    explicit PpnStreamWriter(QIODevice *out) : RecordWriter(out) {}

    void begin(const QList<Commentary> &) override {}
    void write(const RecordPtr &record) override;
    void finish() override {}

private:
    bool m_wrote = false;
};

} // namespace kib
