#pragma once

#include "parsers/notationplugin.h"
#include "parsers/recordwriter.h"

namespace kib {

// BBO's LIN (Bridge Base Online): hand records, tournament hand histories,
// vugraph matches and teaching files, and hand viewer links. See
// docs/lin.md for how keys map onto the model. Files of any size are read
// and written record by record (RecordStreaming): no record is kept.
class LinPlugin : public NotationPlugin, public RecordStreaming
{
public:
    QString id() const override { return QStringLiteral("lin"); }
    QString displayName() const override { return QStringLiteral("Bridge Base Online LIN"); }
    QStringList extensions() const override { return {QStringLiteral("lin")}; }
    Capabilities capabilities() const override { return CanRead | CanWrite; }
    QList<Game> games() const override { return {Game::Bridge}; }

    int sniff(QByteArrayView head, const QString &fileName) const override;
    QList<RecordSpan> split(QByteArrayView data) const override;
    ReadResult read(const QByteArray &data) const override;
    ReadResult readRecord(QByteArrayView data, const RecordSpan &span, int recordNumber,
                          const Record *previous) const override;
    WriteResult write(const Collection &collection) const override;
    QStringList cannotHold(const Record &record) const override;

    Diagnostics readEach(const QByteArray &data, RecordSink &sink) const override;
    bool readsEachItself() const override { return true; }
    std::unique_ptr<RecordWriter> recordWriter(QIODevice *out) const override;
};

} // namespace kib
