#pragma once

#include "parsers/spanrecordsource.h"

#include <mutex>

namespace kib {

class LinPlugin;

// Builds a LIN file's records again from their spans (LinPlugin's lazy
// read keeps a board unbuilt when no header token stands before it). A span
// is read alone, in the file's encoding, only its own bytes looked at, where
// LinPlugin::readRecord() reads all that stands before it to find the
// header: a board of a 100,000-board file is built in the time of its own
// bytes. A span with a header token before it is built as SpanRecordSource
// builds it, through readRecord().
class LinRecordSource : public SpanRecordSource
{
public:
    LinRecordSource(const LinPlugin *plugin, QByteArray data, QList<RecordSpan> spans);

    RecordPtr build(int sourceIndex) const override;

private:
    const LinPlugin *m_lin;
    // what the file says of all its spans, found at the first build
    mutable std::once_flag m_once;
    mutable qsizetype m_firstHeader = -1; // lin::firstHeaderOffset()
    mutable bool m_utf8 = true;           // the whole file is UTF-8
    mutable bool m_plain = true;          // plain LIN (not a link's, not URL-encoded)
};

} // namespace kib
