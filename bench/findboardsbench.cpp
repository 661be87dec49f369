// Find Boards on a large file (issue 18, sixth round): in an offscreen main
// window with the file loaded, the time from Find to the first result and to
// the last, the records found, the longest the window's event loop stood
// still meanwhile and the CPU the search took; beside, in the same run,
// `kibitzer-cli search --count` on the same file and query (this build's,
// and another build's with --cli2, e.g. main's) and `wc -l`.
//
//   findboardsbench --file FILE.pbn [--runs N] [--cli2 PATH] [--query Q]...
//   findboardsbench --boards N ...   (the file made by `pbnbench --boards N --keep`)
//
// Each dialog run is a process of its own (the file opened as the app
// opens it, in the background, the dialog shown once it has loaded, the
// search a second later); a pause over 30 ms during a search is told on
// stderr, with when it ended.

#include "benchfile.h"
#include "procstats.h"
#include "document.h"
#include "findboardsdialog.h"
#include "findboardsmodel.h"
#include "mainwindow.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLineEdit>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>
#include <ctime>

using namespace kib;
using kib::bench::cpuSeconds;
using kib::bench::peakKiB;

namespace {

// CPU time of the calling thread, in ms.
double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

const char *const kQueries[] = {"hcp(N) >= 20",
                                "player ~ nobodyknows or event ~ zzz",
                                "squeeze",
                                "contract = 4HX",
                                "result >= 10 and declarer = S",
                                "not hcp(N) >= 10"};

// One search in this process: prints "firstSeconds lastSeconds found
// longestStallMs cpuSeconds loadSeconds peakKiB findMs" (findMs: the CPU
// time of the call to find() alone) idleStallMs (the longest pause in the second before,
// the window loaded and idle) busyMs (the most CPU time the window's thread
// spent between two ticks of the 2 ms timer during the search: its own work;
// the rest of a stall is waiting for a core).
int child(const QString &path, const QString &query)
{
    MainWindow w(nullptr, false);
    w.resize(1280, 800);
    w.show();
    QElapsedTimer clock;
    clock.start();
    Document *d = w.openFile(path);
    if (!d)
        return 2;
    double loadSeconds = 0;
    double first = -1;
    double last = -1;
    double cpu0 = 0;
    qint64 previous = 0;
    qint64 stall = 0;
    bool searching = false;
    double findMs = 0;
    qint64 idleStall = 0;
    qint64 idlePrevious = 0;
    double previousCpu = 0;
    double busy = 0; // the most CPU the window's thread took between two ticks
    FindBoardsDialog *dialog = nullptr;
    QElapsedTimer search;
    QTimer tick;
    tick.setInterval(2);
    QObject::connect(&tick, &QTimer::timeout, &w, [&]() {
        const qint64 now = clock.elapsed();
        const double threadCpu = threadCpuMs();
        if (searching && now - previous > 30)
            std::fprintf(stderr, "stall %lld ms (the window's thread on a core %.0f ms of it) ending at %.3f s "
                         "(found %d)\n", now - previous, threadCpu - previousCpu, search.nsecsElapsed() / 1e9,
                         dialog ? int(dialog->resultModel()->rowCount()) : -1);
        if (searching)
            busy = std::max(busy, threadCpu - previousCpu);
        previousCpu = threadCpu;
        if (searching)
            stall = std::max(stall, now - previous);
        previous = now;
        if (searching || last >= 0 || d->isLoading())
            return;
        // the dialog shown, then a second of the loaded window: its own
        // longest pause (the dialog's first paint is in it)
        if (!dialog) {
            loadSeconds = clock.nsecsElapsed() / 1e9;
            idlePrevious = now;
            w.showFindBoards();
            dialog = w.findBoardsDialog();
            QObject::connect(dialog->resultModel(), &QAbstractItemModel::rowsInserted, dialog, [&]() {
                if (first < 0)
                    first = search.nsecsElapsed() / 1e9;
            });
            QObject::connect(dialog, &FindBoardsDialog::searchFinished, dialog, [&]() {
                last = search.nsecsElapsed() / 1e9;
                searching = false;
                QCoreApplication::quit();
            });
            return;
        }
        if (clock.nsecsElapsed() / 1e9 < loadSeconds + 1.0) {
            idleStall = std::max(idleStall, now - idlePrevious);
            idlePrevious = now;
            return;
        }
        dialog->queryEdit()->setText(query);
        cpu0 = cpuSeconds();
        search.start();
        previous = clock.elapsed();
        searching = true;
        const double findCpu = threadCpuMs();
        dialog->find(query);
        findMs = threadCpuMs() - findCpu; // (CPU: the wall time may include waiting for a core)
        stall = std::max(stall, clock.elapsed() - previous); // (find() itself)
        previous = clock.elapsed();
    });
    tick.start();
    QApplication::exec();
    std::printf("%.6f %.6f %d %lld %.6f %.6f %lld %.3f %lld %.3f\n", first, last, int(dialog->found().size()), stall,
                cpuSeconds() - cpu0, loadSeconds, peakKiB(), findMs, idleStall, busy);
    std::fflush(stdout);
    std::_Exit(0); // the teardown is not part of the search
}

double timed(const QString &program, const QStringList &args, QByteArray *out = nullptr)
{
    QElapsedTimer t;
    t.start();
    QProcess p;
    p.start(program, args);
    p.waitForFinished(-1);
    if (out)
        *out = p.readAllStandardOutput().trimmed();
    return t.nsecsElapsed() / 1e9;
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() == 4 && args.at(1) == u"--child")
        return child(args.at(2), args.at(3));

    QString path;
    QString cli2;
    int boards = 0;
    int runs = 1;
    QStringList queries;
    for (int i = 1; i + 1 < args.size(); i += 2) {
        if (args.at(i) == u"--file")
            path = args.at(i + 1);
        else if (args.at(i) == u"--boards")
            boards = args.at(i + 1).toInt();
        else if (args.at(i) == u"--runs")
            runs = std::max(1, args.at(i + 1).toInt());
        else if (args.at(i) == u"--cli2")
            cli2 = args.at(i + 1);
        else if (args.at(i) == u"--query")
            queries.append(args.at(i + 1));
    }
    if (queries.isEmpty())
        for (const char *q : kQueries)
            queries.append(QString::fromLatin1(q));
    QTemporaryDir dir;
    if (path.isEmpty() && boards > 0) {
        path = kib::bench::generatedPbnFile(dir, boards);
        if (path.isEmpty())
            return 2;
    }
    if (path.isEmpty() || !QFileInfo::exists(path)) {
        std::fprintf(stderr, "usage: findboardsbench --file FILE.pbn | --boards N [--runs N] [--cli2 PATH] "
                             "[--query Q]...\n");
        return 2;
    }
    const QString cli = QStringLiteral(KIBITZER_CLI);
    std::printf("findboardsbench: %s, %.1f MB; dialog: Find to first / last result, longest event-loop "
                "stall, CPU of the search (best of %d by last result); beside it `kibitzer-cli search --count` "
                "(this build%s) and `wc -l`, wall s\n",
                qPrintable(QFileInfo(path).fileName()), QFileInfo(path).size() / 1e6, runs,
                cli2.isEmpty() ? "" : ", and --cli2");
    std::printf("%-40s %9s %9s %9s %9s %9s %9s %9s %8s %9s %9s %9s %7s %9s\n", "query", "first s", "last s", "found",
                "stall ms", "busy ms", "idle ms", "find() cpu ms", "cpu s", "load s", "peak MiB", "cli s", "cli2 s", "wc -l s");
    for (const QString &query : queries) {
        QList<QByteArray> best;
        for (int r = 0; r < runs; ++r) {
            QByteArray out;
            timed(QCoreApplication::applicationFilePath(), {QStringLiteral("--child"), path, query}, &out);
            const QList<QByteArray> f = out.split(' ');
            if (f.size() < 10) {
                std::printf("%-40s failed\n", qPrintable(query));
                continue;
            }
            if (best.isEmpty() || f.at(1).toDouble() < best.at(1).toDouble())
                best = f;
        }
        if (best.isEmpty())
            continue;
        QByteArray count;
        const double cliSeconds = timed(cli, {QStringLiteral("search"), QStringLiteral("--count"), path, query}, &count);
        const double cli2Seconds =
            cli2.isEmpty() ? 0 : timed(cli2, {QStringLiteral("search"), QStringLiteral("--count"), path, query});
        const double wcSeconds = timed(QStringLiteral("wc"), {QStringLiteral("-l"), path});
        std::printf("%-40s %9.3f %9.3f %9s %9s %9.1f %9s %9.1f %8.2f %9.2f %9.0f %9.3f %7.3f %9.3f%s\n", qPrintable(query),
                    best.at(0).toDouble(), best.at(1).toDouble(), best.at(2).constData(), best.at(3).constData(),
                    best.at(9).toDouble(), best.at(8).constData(), best.at(7).toDouble(),
                    best.at(4).toDouble(), best.at(5).toDouble(), best.at(6).toLongLong() / 1024.0, cliSeconds,
                    cli2Seconds, wcSeconds, count == best.at(2) ? "" : "  (the CLI counts another number!)");
        std::fflush(stdout);
    }
    return 0;
}
