#pragma once

#include "parsers/notationplugin.h"

namespace kib {

// Portable Preferans Notation, the JSON form: one object per deal (see
// ppnjsonform.h for how a file holds several deals and the info section).
// Shares the bracketed form's model mapping and checks.
class PpnJsonPlugin : public NotationPlugin
{
public:
    QString id() const override { return QStringLiteral("ppn-json"); }
    QString displayName() const override { return QStringLiteral("Portable Preferans Notation (JSON)"); }
    QStringList extensions() const override { return {QStringLiteral("json")}; }
    Capabilities capabilities() const override { return CanRead | CanWrite; }
    QList<Game> games() const override { return {Game::Preferans}; }

    // By content alone: 90 when a JSON head has a deal's "dealOrder" key,
    // 60 for {"info": ..., "deals": ...}; 0 for Kibitzer JSON and the rest.
    int sniff(QByteArrayView head, const QString &fileName) const override;
    ReadResult read(const QByteArray &data) const override;
    WriteResult write(const Collection &collection) const override;
    QStringList cannotHold(const Record &record) const override;
};

} // namespace kib
