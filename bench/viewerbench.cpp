// The viewer on a large file (issue 18): how long until the first board is
// on the table, how long until the whole list is loaded, the longest the
// window's event loop stood still meanwhile, and the peak memory, beside
// `wc -l` on the same file in the same run (this machine's speed drifts).
//
//   viewerbench --file FILE [--runs N] [--while sort|filter|scroll] [--trace]
//   viewerbench --boards N [--runs N]   (the file made by `pbnbench --boards N --keep`)
//
// Each run opens the file in a main window of its own process (offscreen).
// --while: the record list is used as the file loads, from its first board
// on (viewerphases.cpp): sorted by one column after another, filtered by one
// text after another, or scrolled; the run ends when the list shows every
// record in that order (or the filter's), and the stall covers all of it.
// --trace: the window thread's longest events, on stderr (stalltracer.h).
// VIEWERBENCH_SHOT=FILE.png in the environment: with --while, the window is
// saved to FILE.png a moment after the list's second step (or step
// VIEWERBENCH_SHOT_STEP), while it loads.

#include "benchfile.h"
#include "procstats.h"
#include "stalltracer.h"
#include "viewerphases.h"
#include "analysis/analysiscontroller.h"
#include "cardart.h"
#include "document.h"
#include "handview.h"
#include "mainwindow.h"
#include "tablewidget.h"

#include "parsers/fileio.h"
#include "parsers/registry.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>
#include <ctime>

using namespace kib;
using kib::bench::cpuSeconds;
using kib::bench::peakKiB;
using kib::bench::TracingApplication;
using kib::bench::ViewerPhase;

namespace {

// One run in this process (stall: the longest pause of the event loop between
// the first board shown and the end of the load): prints
// "firstSeconds loadedSeconds records longestStallMs peakKiB cpuSeconds
// stallsOver100ms". 'syncArt': the card faces rendered where they are painted
// (before issue 18's fifth round), not on the card art's thread as the app does.
int child(const QString &path, bool syncArt, const QString &phase, bool trace)
{
    auto *app = static_cast<TracingApplication *>(QCoreApplication::instance());
    app->setTracing(trace);
    CardArt::instance().setAsync(!syncArt);
    MainWindow w(nullptr, false);
    w.resize(1280, 800);
    w.show();
    QElapsedTimer clock;
    clock.start();
    const double cpu0 = cpuSeconds();
    Document *d = w.openFile(path);
    if (!d)
        return 2;
    double first = -1;
    qint64 last = clock.elapsed();
    qint64 stall = 0;
    int stalls = 0; // pauses over 100 ms
    ViewerPhase use(&w, phase);
    QTimer tick;
    tick.setInterval(5);
    QObject::connect(&tick, &QTimer::timeout, &w, [&]() {
        // the event loop's longest pause once the first board is shown
        // (the window's first paint, fonts and all, comes before)
        const qint64 now = clock.elapsed();
        if (first >= 0) {
            stall = std::max(stall, now - last);
            stalls += now - last > 100 ? 1 : 0;
        }
        last = now;
        const HandView *north = w.table()->handView(North);
        if (first < 0 && d->currentIndex() == 0 && north && north->shownFaces().size() == 13) {
            first = clock.nsecsElapsed() / 1e9;
            use.start();
        }
        if (first >= 0 && !d->isLoading() && use.settled())
            QCoreApplication::quit();
    });
    tick.start();
    QApplication::exec();
    const double loaded = clock.nsecsElapsed() / 1e9;
    if (trace)
        app->report(25);
    use.report();
    const double cpu = cpuSeconds() - cpu0;
    // The solver's tables for the board on the table are the window's, not
    // the list's: every run (the one-board baseline's too) lets the solver
    // finish before the peak is read, so the baseline holds them in full.
    w.analysis()->waitForIdle();
    std::printf("%.6f %.6f %d %lld %lld %.6f %d\n", first, loaded, d->recordCount(), stall, peakKiB(), cpu,
                stalls);
    std::fflush(stdout);
    std::_Exit(0); // the teardown is not part of opening
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    TracingApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() == 6 && args.at(1) == u"--child")
        return child(args.at(2), args.at(3) == u"sync", args.at(4), args.at(5) == u"trace");

    QString path;
    int boards = 0;
    int runs = 3;
    QString art = QStringLiteral("async");
    QString phase = QStringLiteral("none");
    bool trace = false;
    for (int i = 1; i < args.size(); i += 2) {
        if (args.at(i) == u"--trace") {
            trace = true;
            --i;
        } else if (i + 1 >= args.size()) {
            break;
        } else if (args.at(i) == u"--while") {
            phase = args.at(i + 1);
        } else if (args.at(i) == u"--file")
            path = args.at(i + 1);
        else if (args.at(i) == u"--boards")
            boards = args.at(i + 1).toInt();
        else if (args.at(i) == u"--art")
            art = args.at(i + 1);
        else if (args.at(i) == u"--runs")
            runs = std::max(1, args.at(i + 1).toInt());
    }
    QTemporaryDir dir;
    if (path.isEmpty() && boards > 0) {
        path = kib::bench::generatedPbnFile(dir, boards);
        if (path.isEmpty())
            return 2;
    }
    if (path.isEmpty() || !QFileInfo::exists(path)) {
        std::fprintf(stderr, "usage: viewerbench --file FILE | --boards N [--runs N] [--art sync|async]\n"
                             "                   [--while sort|filter|scroll] [--trace]\n");
        return 2;
    }
    const double mb = QFileInfo(path).size() / 1e6;
    QElapsedTimer wcTimer;
    wcTimer.start();
    QProcess wc;
    wc.start(QStringLiteral("wc"), {QStringLiteral("-l"), path});
    wc.waitForFinished(-1);
    const double wcSeconds = wcTimer.nsecsElapsed() / 1e9;

    // the constant: the same window on the file's first board alone (the
    // window, fonts, card art and the double-dummy solver's tables)
    // (in the file's notation, detected as the viewer detects it)
    QString onePath;
    {
        QFile in(path);
        in.open(QIODevice::ReadOnly);
        const QByteArray head = in.read(1 << 16);
        QString error;
        const NotationPlugin *plugin = detectNotation(head, path, Registry::builtin(), &error);
        const QList<RecordSpan> spans = plugin ? plugin->split(QByteArrayView(head)) : QList<RecordSpan>();
        onePath = dir.filePath(QStringLiteral("first-board.") + QFileInfo(path).suffix());
        QFile one(onePath);
        if (spans.size() < 2 || !one.open(QIODevice::WriteOnly)) {
            std::fprintf(stderr, "cannot take the first board of %s\n", qPrintable(path));
            return 2;
        }
        one.write(head.left(spans.at(1).offset));
    }
    std::printf("viewerbench: %s, %.1f MB, %d run(s) each in a process of its own, allocator %s, card art %s, "
                "the list %s\n",
                qPrintable(QFileInfo(path).fileName()), mb, runs, kib::bench::allocatorName(),
                art == u"sync" ? "rendered where painted (--art sync)" : "on its own thread",
                phase == u"none" ? "left alone" : qPrintable(phase + QStringLiteral("ed while loading")));
    std::printf("%-6s %12s %12s %10s %12s %12s %10s %14s %7s\n", "run", "first board", "loaded s", "records",
                "stall ms", "cpu s", "MB/s", "peak MiB (x)", ">100ms");
    std::printf("(x: the peak beyond the one-board window's, a multiple of the file)\n");
    std::printf("%-6s %12s %12.3f %10s %12s %12s %10.0f %14s\n", "wc -l", "-", wcSeconds, "-", "-", "-",
                mb / wcSeconds, "-");
    double constantMiB = 0;
    for (int r = 0; r <= runs; ++r) {
        QProcess p;
        p.start(QCoreApplication::applicationFilePath(),
                {QStringLiteral("--child"), r == 0 ? onePath : path, art, phase,
                 trace ? QStringLiteral("trace") : QStringLiteral("-")});
        p.waitForFinished(-1);
        const QByteArray err = p.readAllStandardError();
        std::fputs(err.constData(), stderr);
        const QList<QByteArray> f = p.readAllStandardOutput().trimmed().split(' ');
        if (f.size() < 7) {
            std::printf("%-6d failed: %s\n", r, err.right(400).constData());
            continue;
        }
        const double loaded = f.at(1).toDouble();
        const double peakMiB = f.at(4).toLongLong() / 1024.0;
        if (r == 0) {
            constantMiB = peakMiB;
            std::printf("%-6s %12.3f %12.3f %10s %12s %12.3f %10s %14.0f %7s\n", "1 board", f.at(0).toDouble(), loaded,
                        f.at(2).constData(), f.at(3).constData(), f.at(5).toDouble(), "-", peakMiB,
                        f.at(6).constData());
            continue;
        }
        // the peak beyond the one-board window's, as a multiple of the file
        std::printf("%-6d %12.3f %12.3f %10s %12s %12.3f %10.0f %8.0f (%.2fx) %7s\n", r, f.at(0).toDouble(), loaded,
                    f.at(2).constData(), f.at(3).constData(), f.at(5).toDouble(), mb / loaded, peakMiB,
                    (peakMiB - constantMiB) * 1.048576 / mb, f.at(6).constData());
    }
    return 0;
}
