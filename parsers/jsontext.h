#pragma once

#include <QByteArray>
#include <QJsonValue>
#include <QString>

// Small JSON text helpers shared by the plug-ins that write or check JSON
// (Kibitzer JSON, PCN, PPN's JSON form).
namespace kib::jsontext {

// A JSON string literal: quoted, with '"', '\\' and control characters escaped.
QByteArray quoted(const QString &text);
// "a string", "a number", ... for messages about a value of the wrong type.
QString typeName(const QJsonValue &value);

} // namespace kib::jsontext
