#pragma once

#include "parsers/notationplugin.h"
#include "parsers/recordwriter.h"

namespace kib {

// Portable Chess Notation 1.0 (JSON): chess, shogi, xiangqi, janggi, makruk
// and any other board shape, read and written (see pcnreader.h and
// pcnwriter.h; the specification is shared/specs/chess-pcn-1.0.txt).
class PcnPlugin : public NotationPlugin, public RecordStreaming
{
public:
    QString id() const override { return QStringLiteral("pcn"); }
    QString displayName() const override { return QStringLiteral("Portable Chess Notation"); }
    QStringList extensions() const override { return {QStringLiteral("pcn")}; }
    Capabilities capabilities() const override { return CanRead | CanWrite; }
    QList<Game> games() const override { return {Game::Chess}; }

    int sniff(QByteArrayView head, const QString &fileName) const override;
    ReadResult read(const QByteArray &data) const override;
    WriteResult write(const Collection &collection) const override;
    // Record by record, the same bytes as write() (pcnstreamwriter.h).
    std::unique_ptr<RecordWriter> recordWriter(QIODevice *out) const override;
    QStringList cannotHold(const Record &record) const override;
};

} // namespace kib
