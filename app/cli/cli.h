#pragma once

#include <QStringList>
#include <QTextStream>

namespace kib {

class Registry;

// kibitzer-cli: the commands, their options, output and exit codes
// (documented in docs/cli.md). Output goes to the given streams so that the
// whole tool can run in-process.
class Cli
{
public:
    enum ExitCode { Ok = 0, Invalid = 1, Usage = 2 };

    Cli(QTextStream &out, QTextStream &err, const Registry &registry);

    // args without the program name: {"validate", "--format", "pbn", "x.pbn"}
    int run(const QStringList &args);

private:
    int formats(const QStringList &args);
    int validate(const QStringList &args);
    int convert(const QStringList &args);
    int dump(const QStringList &args);
    int print(const QStringList &args); // cliprint.cpp
    int search(const QStringList &args); // cli_search.cpp
    int usage(const QString &problem);
    void help();

    QTextStream &m_out;
    QTextStream &m_err;
    const Registry &m_registry;
};

} // namespace kib
