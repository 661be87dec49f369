#pragma once

#include "parsers/notationplugin.h"

namespace kib {

// Kibitzer's own JSON: a lossless serialization of the model, documented in
// docs/json-model.md.
class JsonPlugin : public NotationPlugin
{
public:
    QString id() const override { return QStringLiteral("json"); }
    QString displayName() const override { return QStringLiteral("Kibitzer JSON"); }
    QStringList extensions() const override { return {QStringLiteral("json"), QStringLiteral("kibitzer")}; }
    Capabilities capabilities() const override { return CanRead | CanWrite; }
    QList<Game> games() const override { return {Game::Bridge, Game::Pinochle, Game::Preferans}; }

    int sniff(QByteArrayView head, const QString &fileName) const override;
    QList<RecordSpan> split(QByteArrayView data) const override;
    ReadResult read(const QByteArray &data) const override;
    WriteResult write(const Collection &collection) const override;
};

} // namespace kib
