// Double-dummy benchmark: the same random deals (Debian's `dealer`, a fixed
// seed, made at run time) solved
//   raw   by DDS alone: CalcAllTablesPBN over blocks of 40 deals in a loop,
//         the deals read from the file beforehand (the floor: nothing but
//         the solver);
//   cli   by `kibitzer-cli analyze FILE` (reading the PBN file, the tables,
//         the JSON), a process of its own;
// alternately, several rounds, in one run. Prints deals per second of
// each (the best round, wall-clock time: DDS works on every core) and the
// CLI's throughput as a share of raw DDS's; and the CPU time of each pass
// (this process's for raw DDS, the CLI process's for the CLI), the figure
// that holds on a machine others are loading.
//
// Then the viewer's case: a new board's table and par, one deal at a time
// on one DDS thread, through the same library call the Double dummy dock
// uses (kib::dd::solveTables, kib::dd::par); prints the median and the
// slowest of the first --viewer deals (target: within 1 s).
//
//   ddbench [--deals N] [--rounds R] [--seed S] [--threads T] [--viewer V]

#include "analysis/ddsolver.h"

#include <dds/dll.h>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <sys/resource.h>

#include <cstdio>
#include <algorithm>
#include <cstring>
#include <ctime>

namespace {

QString dealerProgram()
{
    QString p = QStandardPaths::findExecutable(QStringLiteral("dealer"));
    if (p.isEmpty())
        p = QStandardPaths::findExecutable(QStringLiteral("dealer"), {QStringLiteral("/usr/games")});
    return p;
}

// CPU time (user and system, every thread) of this process, or of its
// children that have ended: what a pass costs whatever else the machine
// runs meanwhile, where wall-clock time on a shared machine is mostly the
// others' load.
double cpuSeconds(int who)
{
    rusage u{};
    getrusage(who, &u);
    return u.ru_utime.tv_sec + u.ru_stime.tv_sec + (u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

struct Pass
{
    double wall = -1;
    double cpu = -1;
};

Pass rawPass(const QList<QByteArray> &deals)
{
    static ddTableDealsPBN block;
    static ddTablesRes results;
    static allParResults pars;
    int filter[DDS_STRAINS] = {0, 0, 0, 0, 0};
    QElapsedTimer t;
    t.start();
    const double c0 = cpuSeconds(RUSAGE_SELF);
    for (qsizetype from = 0; from < deals.size(); from += MAXNOOFTABLES) {
        const int n = int(qMin<qsizetype>(MAXNOOFTABLES, deals.size() - from));
        block.noOfTables = n;
        for (int k = 0; k < n; ++k) {
            std::memset(block.deals[k].cards, 0, sizeof block.deals[k].cards);
            std::strncpy(block.deals[k].cards, deals.at(from + k).constData(), sizeof block.deals[k].cards - 1);
        }
        const int rc = CalcAllTablesPBN(&block, -1, filter, &results, &pars);
        if (rc != RETURN_NO_FAULT) {
            std::fprintf(stderr, "ddbench: CalcAllTablesPBN failed (%d)\n", rc);
            return {};
        }
    }
    return {t.nsecsElapsed() / 1e9, cpuSeconds(RUSAGE_SELF) - c0};
}

Pass cliPass(const QString &file, int threads, qsizetype expected)
{
    QProcess p;
    QStringList args{QStringLiteral("analyze")};
    if (threads > 0)
        args << QStringLiteral("--threads") << QString::number(threads);
    args << file;
    QElapsedTimer t;
    t.start();
    const double c0 = cpuSeconds(RUSAGE_CHILDREN);
    p.start(QStringLiteral(KIBITZER_CLI), args);
    if (!p.waitForFinished(-1) || p.exitCode() != 0) {
        std::fprintf(stderr, "ddbench: kibitzer-cli analyze failed: %s\n", p.readAllStandardError().constData());
        return {};
    }
    const Pass pass{t.nsecsElapsed() / 1e9, cpuSeconds(RUSAGE_CHILDREN) - c0};
    const QByteArray out = p.readAllStandardOutput();
    if (out.count("\"tricks\"") != expected) {
        std::fprintf(stderr, "ddbench: kibitzer-cli analyzed %lld deals, not %lld\n", qlonglong(out.count("\"tricks\"")),
                     qlonglong(expected));
        return {};
    }
    return pass;
}

// The viewer's table of each deal, one at a time on one thread: seconds
// each, wall-clock time, and the process's CPU time in 'cpu' (what the deal
// costs on an idle core, whatever else the machine is doing).
QList<double> viewerSeconds(const QList<QByteArray> &deals, QList<double> *cpu)
{
    kib::dd::setThreads(1);
    QList<double> out;
    for (const QByteArray &deal : deals) {
        QElapsedTimer t;
        t.start();
        const std::clock_t c0 = std::clock();
        QList<kib::dd::DdTable> tables;
        QString error;
        if (!kib::dd::solveTables({deal}, &tables, &error)) {
            std::fprintf(stderr, "ddbench: %s\n", qPrintable(error));
            return {};
        }
        const kib::dd::ParResult par = kib::dd::par(tables.constFirst(), kib::North, kib::Vulnerability::None);
        if (!par.valid)
            return {};
        out.append(t.nsecsElapsed() / 1e9);
        cpu->append(double(std::clock() - c0) / CLOCKS_PER_SEC);
    }
    return out;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    int deals = 1000, rounds = 2, threads = 0, viewer = 20;
    QString seed = QStringLiteral("20261124");
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); i += 2) {
        if (args.at(i) == u"--deals")
            deals = args.at(i + 1).toInt();
        else if (args.at(i) == u"--rounds")
            rounds = args.at(i + 1).toInt();
        else if (args.at(i) == u"--seed")
            seed = args.at(i + 1);
        else if (args.at(i) == u"--threads")
            threads = args.at(i + 1).toInt();
        else if (args.at(i) == u"--viewer")
            viewer = args.at(i + 1).toInt();
    }
    const QString dealer = dealerProgram();
    if (dealer.isEmpty()) {
        std::fprintf(stderr, "ddbench: Debian's dealer is not installed (apt-get install dealer)\n");
        return 2;
    }
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("deals.pbn"));
    {
        QProcess p;
        p.setStandardOutputFile(file);
        p.start(dealer, {QStringLiteral("-s"), seed});
        p.write(QStringLiteral("generate %1\nproduce %1\naction printpbn\n").arg(deals).toLatin1());
        p.closeWriteChannel();
        if (!p.waitForFinished(-1) || p.exitCode() != 0) {
            std::fprintf(stderr, "ddbench: dealer failed\n");
            return 2;
        }
    }
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return 2;
    QList<QByteArray> list;
    static const QRegularExpression re(QStringLiteral("\\[Deal \"([^\"]+)\"\\]"));
    const QString text = QString::fromLatin1(f.readAll());
    for (auto it = re.globalMatch(text); it.hasNext();)
        list.append(it.next().captured(1).toLatin1());
    if (list.size() != deals) {
        std::fprintf(stderr, "ddbench: dealer gave %lld deals, not %d\n", qlonglong(list.size()), deals);
        return 2;
    }
    SetMaxThreads(threads);
    DDSInfo info;
    GetDDSInfo(&info);
    std::printf("ddbench: %d deals from dealer -s %s, DDS %s with %d threads, %d rounds\n", deals, qPrintable(seed),
                info.versionString, info.noOfThreads, rounds);
    double bestRaw = 1e30, bestCli = 1e30, bestRawCpu = 1e30, bestCliCpu = 1e30;
    for (int r = 0; r < rounds; ++r) {
        const Pass raw = rawPass(list);
        const Pass cli = cliPass(file, threads, deals);
        if (raw.wall < 0 || cli.wall < 0)
            return 1;
        std::printf("  round %d: raw DDS %.2f s (%.2f deals/s; CPU %.2f s), kibitzer-cli analyze %.2f s (%.2f deals/s; "
                    "CPU %.2f s)\n",
                    r + 1, raw.wall, deals / raw.wall, raw.cpu, cli.wall, deals / cli.wall, cli.cpu);
        std::fflush(stdout);
        bestRaw = qMin(bestRaw, raw.wall);
        bestCli = qMin(bestCli, cli.wall);
        bestRawCpu = qMin(bestRawCpu, raw.cpu);
        bestCliCpu = qMin(bestCliCpu, cli.cpu);
    }
    if (rounds > 0) {
        std::printf("best: raw DDS %.2f deals/s, kibitzer-cli analyze %.2f deals/s: %.1f %% of raw (target >= 95 %%)\n",
                    deals / bestRaw, deals / bestCli, 100.0 * bestRaw / bestCli);
        std::printf("CPU: raw DDS %.2f s, kibitzer-cli analyze %.2f s (the whole process: start, reading, JSON): "
                    "%.1f %% of raw's throughput\n",
                    bestRawCpu, bestCliCpu, 100.0 * bestRawCpu / bestCliCpu);
    }
    std::fflush(stdout);
    if (viewer > 0) {
        QList<double> cpu;
        QList<double> each = viewerSeconds(list.mid(0, viewer), &cpu);
        if (each.isEmpty())
            return 1;
        std::sort(each.begin(), each.end());
        std::sort(cpu.begin(), cpu.end());
        std::printf("viewer: a new board's table and par on 1 DDS thread, %lld deals: median %.3f s, slowest %.3f s "
                    "wall-clock; CPU median %.3f s, slowest %.3f s (target <= 1 s)\n",
                    qlonglong(each.size()), each.at(each.size() / 2), each.constLast(), cpu.at(cpu.size() / 2),
                    cpu.constLast());
    }
    return 0;
}
