#pragma once

#include "rbnlexer.h"

#include "parsers/notationplugin.h"
#include "parsers/recordwriter.h"

namespace kib {

// What RBN and RBX share: everything but their names and the form of their
// lines (one label a line, or one record a line).
class RbnFamilyPlugin : public NotationPlugin, public RecordStreaming
{
public:
    Capabilities capabilities() const override { return CanRead | CanWrite; }
    QList<Game> games() const override { return {Game::Bridge}; }

    int sniff(QByteArrayView head, const QString &fileName) const override;
    QList<RecordSpan> split(QByteArrayView data) const override;
    ReadResult read(const QByteArray &data) const override;
    ReadResult readRecord(QByteArrayView data, const RecordSpan &span, int recordNumber,
                          const Record *previous) const override;
    // Record by record, the same records and diagnostics as read(), none kept.
    Diagnostics readEach(const QByteArray &data, RecordSink &sink) const override;
    bool readsEachItself() const override { return true; }
    WriteResult write(const Collection &collection) const override;
    // Record by record, the same bytes as write() (rbnstreamwriter.h).
    std::unique_ptr<RecordWriter> recordWriter(QIODevice *out) const override;
    QStringList cannotHold(const Record &record) const override;
    bool repeatsPrevious(QByteArrayView data, const RecordSpan &span) const override;

protected:
    explicit RbnFamilyPlugin(rbn::Form form) : m_form(form) {}

private:
    rbn::Form m_form;
};

} // namespace kib
