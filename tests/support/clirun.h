#pragma once

// The real kibitzer-cli (KIBITZER_CLI, set per test in tests/CMakeLists.txt)
// run as people script it: its exit code and both outputs; and the file
// helpers the CLI tests share.

#include "filebytes.h"

#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace kib::test {

struct CliRun
{
    int code = -1; // -1: the program crashed
    QString out;
    QString err;
};

// Runs kibitzer-cli with 'args' (in 'env' when one is given) and waits for
// it; a run that does not finish in 'timeoutMs' stops the test program.
inline CliRun runCli(const QStringList &args, int timeoutMs,
                     const QProcessEnvironment &env = QProcessEnvironment())
{
    QProcess p;
    if (!env.isEmpty())
        p.setProcessEnvironment(env);
    p.start(QStringLiteral(KIBITZER_CLI), args);
    if (!p.waitForFinished(timeoutMs))
        qFatal("kibitzer-cli did not finish");
    CliRun r;
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

// Writes a file the test needs, or stops the test program.
inline void writeBytes(const QString &path, const QByteArray &bytes)
{
    if (!writeBytesTo(path, bytes))
        qFatal("cannot write %s", qPrintable(path));
}

} // namespace kib::test
