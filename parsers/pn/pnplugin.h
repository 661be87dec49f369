#pragma once

#include "parsers/notationplugin.h"
#include "parsers/recordwriter.h"

namespace kib {

// Pinochle Notation (PN 1.0): pinochle for 3, 4 and 6 players, single and
// double deck. One record per hand (per Hand Section); the Game Section's
// lines become tags of every hand of the game, inherited after the first.
// Each record's PN status (Invalid, Incomplete, Complete) is kept in
// CardRecord::pinochle().status; errors name the breaches, an Incomplete
// record gets one warning listing the lines it leaves out.
class PnPlugin : public NotationPlugin, public RecordStreaming
{
public:
    QString id() const override { return QStringLiteral("pn"); }
    QString displayName() const override { return QStringLiteral("Pinochle Notation"); }
    QStringList extensions() const override { return {QStringLiteral("pn")}; }
    Capabilities capabilities() const override { return CanRead | CanWrite; }
    QList<Game> games() const override { return {Game::Pinochle}; }

    int sniff(QByteArrayView head, const QString &fileName) const override;
    QList<RecordSpan> split(QByteArrayView data) const override;
    ReadResult read(const QByteArray &data) const override;
    ReadResult readRecord(QByteArrayView data, const RecordSpan &span, int recordNumber,
                          const Record *previous) const override;
    WriteResult write(const Collection &collection) const override;
    // Record by record, the same bytes as write() (pnstreamwriter.h).
    std::unique_ptr<RecordWriter> recordWriter(QIODevice *out) const override;
    QStringList cannotHold(const Record &record) const override;
};

} // namespace kib
