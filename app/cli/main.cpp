#include "cli.h"

#include "parsers/registry.h"

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("kibitzer-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(KIBITZER_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    kib::Cli cli(out, err, kib::Registry::builtin());
    const int code = cli.run(app.arguments().mid(1));
    out.flush();
    err.flush();
    return code;
}
