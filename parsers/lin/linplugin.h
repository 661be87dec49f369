#pragma once

#include "parsers/lazyread.h"
#include "parsers/notationplugin.h"
#include "parsers/recordwriter.h"

namespace kib {

// BBO's LIN (Bridge Base Online): hand records, tournament hand histories,
// vugraph matches and teaching files, and hand viewer links. See
// docs/lin.md for how keys map onto the model. Files of any size are read
// and written record by record (RecordStreaming): no record is kept. The
// viewer's read (LazyReading) keeps each board with no header before it as
// its span and summary, built again from its own bytes (LinRecordSource).
class LinPlugin : public NotationPlugin, public RecordStreaming, public LazyReading
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
    // (a board's span ends where the next board begins; what stands before
    // the first, the header, is read with it; a link's or URL-encoded LIN
    // is one span)
    bool readsFirstFromHead() const override { return true; }
    ReadResult readRecord(QByteArrayView data, const RecordSpan &span, int recordNumber,
                          const Record *previous) const override;
    ReadResult readLazily(const QByteArray &data) const override;
    void readLazilyInto(const QByteArray &data, LazyReadSink &sink, const ReadOptions &options) const override;
    bool countsLazily() const override { return false; }
    std::shared_ptr<const RecordSource> recordSource(const QByteArray &data,
                                                     const QList<RecordSpan> &spans) const override;
    // readRecord() of a span that no header token stands before, only the
    // span's bytes looked at; 'utf8': the whole file is UTF-8.
    ReadResult readSpanAlone(QByteArrayView data, const RecordSpan &span, int recordNumber, bool utf8) const;
    // Whether the bytes are plain LIN (not a hand viewer link, not URL-encoded).
    static bool isPlain(QByteArrayView data);
    WriteResult write(const Collection &collection) const override;
    QStringList cannotHold(const Record &record) const override;

    Diagnostics readEach(const QByteArray &data, RecordSink &sink) const override;
    bool readsEachItself() const override { return true; }
    std::unique_ptr<RecordWriter> recordWriter(QIODevice *out) const override;
};

} // namespace kib
