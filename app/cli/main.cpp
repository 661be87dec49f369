#include "cli.h"
#include "malloctuning.h"

#include "parsers/registry.h"

#include <QCoreApplication>
#include <QGuiApplication>

#include <cstdio>
#include <cstring>
#include <memory>

namespace {

// The offscreen platform's chatter (no XDG_RUNTIME_DIR on a server) is not
// the tool's output: people script against standard error too.
void quietPlatform(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    if (type == QtDebugMsg || type == QtInfoMsg || message.startsWith(QLatin1String("QStandardPaths:")))
        return;
    std::fprintf(stderr, "%s\n", qPrintable(message));
}

} // namespace

int main(int argc, char *argv[])
{
    // 'print' lays pages out with fonts, which needs a QGuiApplication; it
    // shows nothing, so the offscreen platform serves without a display.
    // Every other command stays a QCoreApplication.
    const bool gui = argc > 1 && std::strcmp(argv[1], "print") == 0;
    if (argc > 1 && std::strcmp(argv[1], "dump") == 0)
        kib::tuneMallocForStreaming();
    if (gui && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (gui)
        qInstallMessageHandler(quietPlatform);
    std::unique_ptr<QCoreApplication> app(gui ? new QGuiApplication(argc, argv) : new QCoreApplication(argc, argv));
    QCoreApplication::setApplicationName(QStringLiteral("kibitzer-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(KIBITZER_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    kib::Cli cli(out, err, kib::Registry::builtin());
    const int code = cli.run(app->arguments().mid(1));
    out.flush();
    err.flush();
    return code;
}
