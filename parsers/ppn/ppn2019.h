#pragma once

#include "parsers/notationplugin.h"

// The earlier PPN layout, as published in January 2019: quoted tag values,
// deals on lines "1. <dealer> <cards> <bids> <discards> <contract>
// <accepted: L R> <kontra letter> <value> <throws won by M L R> <summary
// tricks:left:middle:right>", without the main player (the auction tells)
// and the starting player (the first of the deal order). Read into the
// same model as the current layout, with a warning.
namespace kib::ppn {

bool looksLike2019(QByteArrayView head);
// A byte that may stand for the sniffers' expressions' \s: ASCII white
// space, or any byte of a character past ASCII (taken as one, to be safe).
// Their cheap tests before the expressions pass no text the expressions match.
inline bool maySpace(char c)
{
    return c == ' ' || (c >= '\t' && c <= '\r') || static_cast<unsigned char>(c) >= 0x80;
}
QList<RecordSpan> split2019(QByteArrayView data);
ReadResult read2019(const QByteArray &data);
ReadResult read2019Span(QByteArrayView data, const RecordSpan &span, int recordNumber, const Record *previous);

} // namespace kib::ppn

namespace kib {

// The 2019 layout as a notation of its own, for detection: read only.
class Ppn2019Plugin : public NotationPlugin
{
public:
    QString id() const override { return QStringLiteral("ppn-2019"); }
    QString displayName() const override { return QStringLiteral("Portable Preferans Notation, 2019 layout"); }
    QStringList extensions() const override { return {QStringLiteral("ppn")}; }
    Capabilities capabilities() const override { return CanRead; }
    QList<Game> games() const override { return {Game::Preferans}; }

    // 90 when the head has a deal line "1. 1 <32 cards>"; 0 otherwise.
    int sniff(QByteArrayView head, const QString &fileName) const override;
    QList<RecordSpan> split(QByteArrayView data) const override { return ppn::split2019(data); }
    ReadResult read(const QByteArray &data) const override { return ppn::read2019(data); }
    ReadResult readRecord(QByteArrayView data, const RecordSpan &span, int recordNumber,
                          const Record *previous) const override
    {
        return ppn::read2019Span(data, span, recordNumber, previous);
    }
};

} // namespace kib
