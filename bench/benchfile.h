#pragma once

// The window benchmarks' (viewerbench, findboardsbench) generated file:
// pbnbench's own (full deals, auctions and play with notes), written by
// `pbnbench --boards N --keep DIR` into 'dir'. Needs KIBITZER_PBNBENCH
// (the pbnbench executable's path) defined by the target.

#include <QDir>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <cstdio>

namespace kib::bench {

// The file's path, or empty (the reason printed) when pbnbench made none.
inline QString generatedPbnFile(const QTemporaryDir &dir, int boards)
{
    QProcess gen;
    gen.start(QStringLiteral(KIBITZER_PBNBENCH),
              {QStringLiteral("--boards"), QString::number(boards), QStringLiteral("--keep"), dir.path(),
               QStringLiteral("--phases"), QStringLiteral("split")});
    gen.waitForFinished(-1);
    const QStringList made = QDir(dir.path()).entryList({QStringLiteral("*.pbn")});
    if (made.isEmpty()) {
        std::fprintf(stderr, "pbnbench made no file: %s\n", gen.readAllStandardError().constData());
        return {};
    }
    return dir.filePath(made.first());
}

} // namespace kib::bench
