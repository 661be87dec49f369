#pragma once

#include "parsers/notationplugin.h"
#include "parsers/recordwriter.h"

namespace kib {

// Portable Preferans Notation, the bracketed form: an info section of tag
// pairs and one bracketed record per deal. Each deal is a record; the info
// section's tags go on every deal of its game, inherited after the first.
// Reads the earlier (2019) layout too, with a warning.
class PpnPlugin : public NotationPlugin, public RecordStreaming
{
public:
    QString id() const override { return QStringLiteral("ppn"); }
    QString displayName() const override { return QStringLiteral("Portable Preferans Notation"); }
    QStringList extensions() const override { return {QStringLiteral("ppn")}; }
    Capabilities capabilities() const override { return CanRead | CanWrite; }
    QList<Game> games() const override { return {Game::Preferans}; }

    // 95 for a bracketed deal record "[1 231 <32 cards> ..." in the head,
    // 60 for an info section with Bula or Refe; 0 otherwise (the 2019
    // layout included: Ppn2019Plugin takes it).
    int sniff(QByteArrayView head, const QString &fileName) const override;
    // One span per deal, its game's info section going with its first deal.
    QList<RecordSpan> split(QByteArrayView data) const override;
    ReadResult read(const QByteArray &data) const override;
    ReadResult readRecord(QByteArrayView data, const RecordSpan &span, int recordNumber,
                          const Record *previous) const override;
    WriteResult write(const Collection &collection) const override;
    // Record by record, the same bytes as write() (ppnstreamwriter.h).
    std::unique_ptr<RecordWriter> recordWriter(QIODevice *out) const override;
    QStringList cannotHold(const Record &record) const override;
};

} // namespace kib
