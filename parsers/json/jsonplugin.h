#pragma once

#include "parsers/notationplugin.h"
#include "parsers/recordwriter.h"

namespace kib {

// Kibitzer's own JSON: a lossless serialization of the model (card records
// and chess-variant board records), documented in docs/json-model.md.
class JsonPlugin : public NotationPlugin, public RecordStreaming
{
public:
    // Files up to 'wholeDocumentLimit' bytes are parsed as one QJsonDocument;
    // larger ones record by record (the same result, in far less memory).
    explicit JsonPlugin(qsizetype wholeDocumentLimit = 16 * 1024 * 1024) : m_wholeDocumentLimit(wholeDocumentLimit) {}

    QString id() const override { return QStringLiteral("json"); }
    QString displayName() const override { return QStringLiteral("Kibitzer JSON"); }
    QStringList extensions() const override { return {QStringLiteral("json"), QStringLiteral("kibitzer")}; }
    Capabilities capabilities() const override { return CanRead | CanWrite; }
    QList<Game> games() const override { return {Game::Bridge, Game::Pinochle, Game::Preferans, Game::Chess}; }

    // 95 for a JSON object whose head has "format": "kibitzer"; 10 for
    // other JSON with a .json or .kibitzer name; 0 otherwise.
    int sniff(QByteArrayView head, const QString &fileName) const override;
    // The elements of the top-level "records" array, found by a byte
    // scanner (no QJsonDocument is built).
    QList<RecordSpan> split(QByteArrayView data) const override;
    ReadResult read(const QByteArray &data) const override;
    // Reads one element of the "records" array on its own; gives the same
    // record and diagnostics as read() does for it.
    ReadResult readRecord(QByteArrayView data, const RecordSpan &span, int recordNumber,
                          const Record *previous) const override;
    WriteResult write(const Collection &collection) const override;
    // Record by record, the same bytes as write() (jsonstreamwriter.h).
    std::unique_ptr<RecordWriter> recordWriter(QIODevice *out) const override;
    QStringList cannotHold(const Record &record) const override;

private:
    qsizetype m_wholeDocumentLimit;
};

} // namespace kib
