#pragma once

#include "parsers/recordwriter.h"

namespace kib {

// LIN written record by record (RecordStreaming::recordWriter(), and
// LinPlugin::write() through writeRecordByRecord()), with no record kept: the vugraph header when the first bridge record comes, then a line
// for each bridge record.
class LinRecordWriter : public RecordWriter
{
public:
    explicit LinRecordWriter(QIODevice *out) : RecordWriter(out) {}

    void begin(const QList<Commentary> &fileComments) override;
    void write(const RecordPtr &record) override;
    void finish() override {}

private:
    bool m_headerDone = false;
};

} // namespace kib
