#include "cardart.h"
#include "commandline.h"
#include "document.h"
#include "edit/filecontroller.h"
#include "mainwindow.h"
#include "screenshot.h"
#include "analysis/analysiscontroller.h"
#include "windowfit.h"
#include "singleinstance.h"
#include "translator.h"
#include "viewsettings.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QIcon>
#include <QTextStream>

#include <cstdio>

#ifdef KIBITZER_HAVE_BOARD
#include "boardmovepicker.h"
#include "boardwidget.h"
#endif

using namespace kib;

#ifdef KIBITZER_HAVE_BOARD
// --hold: the board's piece on 'square' taken up, for a screenshot.
static void holdBoardPiece(QWidget *window, const QString &square)
{
    BoardWidget *board = window->findChild<BoardWidget *>();
    const BoardRecord *r = board && board->replayCursor() ? board->replayCursor()->boardRecord() : nullptr;
    for (int i = 0; r && i < r->squareCount(); ++i)
        if (r->squareName(i) == square)
            board->picker()->hold(i);
}
#endif

int main(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    const CommandLine cl = CommandLine::parse(arguments);
    if (!cl.error.isEmpty()) {
        std::fprintf(stderr, "kibitzer: %s\n\n%s", qPrintable(cl.error), qPrintable(CommandLine::usage()));
        return 2;
    }
    if (cl.help) {
        std::fputs(qPrintable(CommandLine::usage()), stdout);
        return 0;
    }
    // A screenshot needs no display: draw offscreen unless told otherwise.
    if (!cl.screenshot.isEmpty() && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");

    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Kibitzer"));
    QApplication::setApplicationName(QStringLiteral("Kibitzer"));
    QApplication::setApplicationVersion(QStringLiteral(KIBITZER_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/kibitzer.svg")));
    // the system's language, or the one chosen in View ▸ Language
    Translator::install(Translator::resolve(Translator::chosen()));
    if (cl.version) {
        std::printf("kibitzer %s\n", KIBITZER_VERSION);
        return 0;
    }

    const bool shot = !cl.screenshot.isEmpty();
    // Files opened from the desktop go to the window already open, if any
    // (not a screenshot, nor a start at a chosen record or step).
    SingleInstance instance;
    if (!shot && !cl.paths.isEmpty() && cl.record == 0 && cl.step < 0 && !cl.reveal
        && instance.sendToRunning(cl.paths)) {
        std::printf("kibitzer: opened in the running window\n");
        return 0;
    }
    ViewSettings &vs = ViewSettings::instance();
    if (shot) {
        // screenshots show the defaults and the options, never change them
        vs.setPersistent(false);
        vs.reset();
    }
    if (!cl.cards.isEmpty())
        vs.setCardStyle(cl.cards == u"text" ? ViewSettings::CardStyle::Text : ViewSettings::CardStyle::Images);
    if (cl.fourColour)
        vs.setFourColour(true);
    if (cl.greyPlayed)
        vs.setPlayedCards(ViewSettings::PlayedCards::Grey);

    // The interactive window's card faces are parsed and rendered on a thread
    // of their own, started now; a screenshot's are final where painted.
    if (!shot)
        CardArt::instance().setAsync(true);
    MainWindow window(nullptr, !shot);
    if (shot) {
        window.resize(cl.size);
        const QList<Document *> docs = window.openPaths(cl.paths, true);
        if (docs.isEmpty()) {
            std::fprintf(stderr, "kibitzer: nothing to show in %s\n", qPrintable(cl.paths.join(QLatin1Char(' '))));
            return 1;
        }
        window.setCurrentDocument(docs.first());
        window.setStartPosition(cl.record, cl.step);
#ifdef KIBITZER_HAVE_BOARD
        if (!cl.hold.isEmpty())
            holdBoardPiece(&window, cl.hold);
#endif
        if (cl.reveal)
            docs.first()->revealAll();
        if (cl.allDocks) {
            window.show();
            WindowFit::showEveryDock(&window, cl.size);
        }
        window.analysis()->waitForIdle(); // the double-dummy numbers in the picture
        QString error;
        if (!saveScreenshot(&window, cl.screenshot, cl.size, &error)) {
            std::fprintf(stderr, "kibitzer: cannot write %s: %s\n", qPrintable(cl.screenshot), qPrintable(error));
            return 1;
        }
        std::printf("%s\n", qPrintable(QFileInfo(cl.screenshot).absoluteFilePath()));
        return 0;
    }

    if (instance.listen())
        instance.openIn(&window);

    window.show();
    // copies of unsaved changes left by a crash
    window.files()->offerRecovery();
    if (!cl.paths.isEmpty()) {
        const QList<Document *> docs = window.openPaths(cl.paths);
        if (!docs.isEmpty())
            window.setCurrentDocument(docs.first());
        window.setStartPosition(cl.record, cl.step);
        if (cl.reveal && !docs.isEmpty())
            QObject::connect(docs.first(), &Document::currentIndexChanged, docs.first(), &Document::revealAll);
    }
    return app.exec();
}
