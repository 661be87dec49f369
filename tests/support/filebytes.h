#pragma once

// A file's bytes read or written whole, for tests that make and compare files.

#include <QByteArray>
#include <QFile>
#include <QString>

namespace kib::test {

inline QByteArray readBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline bool writeBytesTo(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace kib::test
