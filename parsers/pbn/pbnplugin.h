#pragma once

#include "parsers/lazyread.h"
#include "parsers/notationplugin.h"
#include "parsers/recordwriter.h"

namespace kib {

// Portable Bridge Notation 1.0 and 2.1: reads the import format with the
// deviations real files have (each reported as a warning), checks each game
// (errors attributed to the game and line, reading goes on), and writes the
// export format. See PbnRecordReader, PbnValidator and PbnWriter.
class PbnPlugin : public NotationPlugin, public RecordStreaming, public LazyReading
{
public:
    QString id() const override { return QStringLiteral("pbn"); }
    QString displayName() const override { return QStringLiteral("Portable Bridge Notation"); }
    QStringList extensions() const override { return {QStringLiteral("pbn")}; }
    Capabilities capabilities() const override { return CanRead | CanWrite; }
    QList<Game> games() const override { return {Game::Bridge}; }

    int sniff(QByteArrayView head, const QString &fileName) const override;
    QList<RecordSpan> split(QByteArrayView data) const override;
    ReadResult read(const QByteArray &data) const override;
    // (a game's span ends where the next game's tags begin)
    bool readsFirstFromHead() const override { return true; }
    // Keeps unbuilt every game that inherits nothing from the game before.
    ReadResult readLazily(const QByteArray &data) const override;
    // Games parsed on several threads (PbnBlockRead), handed on in file order.
    void readLazilyInto(const QByteArray &data, LazyReadSink &sink, const ReadOptions &options) const override;
    ReadResult readRecord(QByteArrayView data, const RecordSpan &span, int recordNumber,
                          const Record *previous) const override;
    // Game by game, the same diagnostics as read().
    Diagnostics readEach(const QByteArray &data, RecordSink &sink) const override;
    bool readsEachItself() const override { return true; }
    WriteResult write(const Collection &collection) const override;
    // Game by game, the same bytes as write() (pbnstreamwriter.h).
    std::unique_ptr<RecordWriter> recordWriter(QIODevice *out) const override;
    QStringList cannotHold(const Record &record) const override;

private:
    // Built: every game kept built (read()); Lazily: games that stand alone
    // handed on unbuilt; Each: built, the file's commentary first (readEach()).
    enum class Keep { Built, Lazily, Each };
    void readGames(const QByteArray &data, const ReadOptions &options, Keep keep, LazyReadSink &sink) const;
};

} // namespace kib
