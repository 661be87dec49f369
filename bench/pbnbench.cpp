// PBN reading benchmark: builds a large PBN file (full deals, auctions,
// play, notes and commentary) in a temporary directory, then measures, each
// in a child process of its own so that peak memory is its own:
//   split       PbnPlugin::split over the file's bytes (record spans only);
//   read        the full read as the viewer and `kibitzer-cli validate` do
//               it (readLazilyInto()), on one thread: every game parsed and
//               checked, then kept as its span and summary (built again
//               when it is asked for);
//   parallel    the same read on every core (PbnBlockRead), as validate and
//               the viewer read by default;
//   read-built  PbnPlugin::read, the full parse into records, all kept;
//   stream      split, then PbnPlugin::readRecord for each span in turn,
//               each record dropped after the next is read;
//   dump        `kibitzer-cli dump`: each game read (readEach) and written
//               as Kibitzer JSON record by record (to /dev/null);
//   convert     `kibitzer-cli convert --to rbn`: each game read and written
//               as RBN record by record, then the RBN read back;
//   save        the file read as the viewer reads it (not timed), the game
//               in the middle edited, then saved in PBN as the viewer's
//               Save does it (writeFileStreaming(): the other games' bytes
//               copied, one game written); peak memory is the save's (the
//               read's peak is reset first), the document held meanwhile;
//   search-hcp, search-shape, search-player, search-text, search-not,
//   search-contract, search-result
//               `kibitzer-cli search --count FILE QUERY` in the process (the
//               file loaded, split, its games looked at on every core and
//               those the query may match read, none that the bytes alone
//               decide: search-not, -contract and -result too), timed from before the file is loaded; only when
//               named in --phases ("records" is the file's games);
//   save-whole  the same, saved the whole-file way (writeFilePreserving(),
//               every game built, written and read back: the viewer's Save
//               before issue 18), only when named in --phases;
// and, in the same run, the time of `wc -l` on the same file.
//
//   pbnbench [--boards N] [--keep DIR | --file PBN | --real MB] [--phases a,b]
//   pbnbench --growth [--phases a,b]
//
// --keep DIR writes the file into DIR and leaves it there; --file measures
// an existing file instead of making one; --real MB builds a real-world
// shaped file instead: the corpus's Bridge Composer and BBO exports
// (../shared/corpus/pbn/tournament, beside the project) repeated to MB
// megabytes (commentary, OptimumResultTable, CRLF, ISO-8859-1), in the
// temporary directory (in DIR with --keep DIR, and left there). --phases runs only the phases named.
// The split and read phases (split, read, parallel, stream, read-built) touch every
// page of the loaded file before their timer: on this machine (a VM) the first
// touch of each page that read() filled costs about 5 us (0.09 s for 78 MB),
// which wc -l, reading through one small buffer, never pays; that cost is the
// file's loading, printed apart as "first touch" on the child's stderr.
// --growth writes the generated file at 1,000, 10,000, 100,000 and
// 1,000,000 boards in turn (776 MB at the last; each deleted after) and
// prints split, read and parallel (or --phases) beside wc -l for each. Prints MB/s, records/s and peak
// resident memory (VmHWM) for each phase: the best of several runs by CPU
// time, and the median CPU time (the machine's speed varies).

#include "procstats.h"
#include "cli.h"
#include "malloctuning.h"
#include "parsers/registry.h"
#include "parsers/fileio.h"
#include "parsers/json/jsonplugin.h"
#include "parsers/lazyread.h"
#include "parsers/pbn/pbnplugin.h"
#include "parsers/rbn/rbnplugin.h"
#include "parsers/recordwriter.h"
#include "parsers/streamedconvert.h"

#include "model/bridgeauction.h"
#include "model/cardrecord.h"
#include "model/rules.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>

#include <cstdio>
#include <ctime>

using namespace kib;
using kib::bench::cpuSeconds;
using kib::bench::peakKiB;

namespace {

QString letter(Seat s)
{
    return QString(QLatin1Char("NESW"[s]));
}

// One board: a random deal, a legal auction, a legal play of all 13 tricks,
// two notes and some commentary.
std::shared_ptr<CardRecord> makeBoard(int number, QRandomGenerator &rng)
{
    auto r = std::make_shared<CardRecord>();
    Cards deck = Deck(DeckKind::Bridge52).cards();
    for (qsizetype i = deck.size() - 1; i > 0; --i)
        deck.swapItemsAt(i, rng.bounded(int(i + 1)));
    for (Seat s = 0; s < 4; ++s) {
        Hand &h = r->deal().hands[s];
        h.known = true;
        h.cards = deck.mid(s * 13, 13);
        sortCards(h.cards);
    }
    const Seat dealer = (number - 1) % 4;
    r->setDealer(dealer);
    static const Vulnerability vul[4] = {Vulnerability::None, Vulnerability::NS, Vulnerability::EW,
                                         Vulnerability::All};
    r->setVulnerability(vul[(number - 1) % 4]);
    r->setTag(QStringLiteral("Event"), QStringLiteral("Kibitzer benchmark pairs"));
    r->setTag(QStringLiteral("Site"), QStringLiteral("Amsterdam, The Netherlands NLD"));
    r->setTag(QStringLiteral("Date"), QStringLiteral("2026.11.21"));
    r->setTag(QStringLiteral("Board"), QString::number(number));
    r->setTag(QStringLiteral("West"), QStringLiteral("Podgor"));
    r->setTag(QStringLiteral("North"), QStringLiteral("Westra"));
    r->setTag(QStringLiteral("East"), QStringLiteral("Kalish"));
    r->setTag(QStringLiteral("South"), QStringLiteral("Leufkens"));
    r->setTag(QStringLiteral("Scoring"), QStringLiteral("IMP"));

    // auction: rising bids with passes between, maybe a double, three passes
    Auction &a = r->auction();
    a.first = dealer;
    int rank = rng.bounded(6);
    const int bids = 1 + rng.bounded(4);
    for (int b = 0; b < bids && rank < 35; ++b) {
        for (int p = rng.bounded(2); p > 0; --p)
            a.calls.append(Call::pass());
        a.calls.append(Call::bid(rank / 5 + 1, Strain(rank % 5)));
        rank += 1 + rng.bounded(5);
    }
    if (rng.bounded(4) == 0)
        a.calls.append(Call::dbl());
    for (int p = 0; p < 3; ++p)
        a.calls.append(Call::pass());
    a.calls[a.calls.size() > 4 ? 1 : 0].annotation.edit().noteRefs.append(1);
    Note n1;
    n1.number = 1;
    n1.text = QStringLiteral("natural, 10-15 HCP, \\S and \\H");
    r->notes().append(n1);
    Seat declarer = NoSeat;
    const Contract contract = bridge::finalContract(a, r->seats(), &declarer);
    r->setContract(contract);
    r->setDeclarer(declarer);

    // play: every card a legal one
    Play &play = r->play();
    play.leader = (declarer + 1) % 4;
    QList<Cards> held;
    for (Seat s = 0; s < 4; ++s)
        held.append(r->deal().hands.at(s).cards);
    Seat leader = play.leader;
    int won = 0;
    for (int t = 0; t < 13; ++t) {
        Trick trick;
        trick.leader = leader;
        Suit led = Suit::None;
        for (int k = 0; k < 4; ++k) {
            const Seat s = (leader + k) % 4;
            Cards legal;
            for (Card c : held.at(s))
                if (rules::followsSuit(held.at(s), led, c))
                    legal.append(c);
            const Card c = legal.at(rng.bounded(int(legal.size())));
            held[s].removeOne(c);
            if (k == 0)
                led = c.suit();
            PlayedCard pc;
            pc.card = c;
            pc.seat = s;
            trick.cards.append(pc);
        }
        trick.winner = rules::trickWinner(Game::Bridge, trick, contract.trump(), 4);
        leader = trick.winner;
        won += r->seats().sameSide(trick.winner, declarer) ? 1 : 0;
        play.tricks.append(trick);
    }
    play.tricks[0].cards[0].annotation.edit().noteRefs.append(1);
    Note n2;
    n2.section = Note::Section::Play;
    n2.number = 1;
    n2.text = QStringLiteral("fourth best");
    r->notes().append(n2);
    r->setResult(won);

    Commentary c1;
    c1.anchor = Anchor{Anchor::Kind::Tag, 0};
    c1.text = QStringLiteral("board %1 of the benchmark").arg(number);
    r->comments().append(c1);
    Commentary c2;
    c2.anchor = Anchor{Anchor::Kind::Card, 3};
    c2.style = Commentary::Style::Semicolon;
    c2.text = QStringLiteral(" the first trick: who wins it decides the play");
    r->comments().append(c2);
    Commentary c3;
    c3.anchor = Anchor{Anchor::Kind::Call, int(a.calls.size()) - 1};
    c3.text = QStringLiteral("%1 makes %2 tricks in %3").arg(letter(declarer)).arg(won).arg(contract.toString());
    r->comments().append(c3);
    return r;
}

int generate(const QString &path, int boards)
{
    // (written game by game: the same bytes as write() of them all, without
    // a million games in memory)
    QRandomGenerator rng(20261121);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return 2;
    const PbnPlugin pbn;
    const std::unique_ptr<RecordWriter> writer = recordWriterFor(pbn, &f);
    writer->begin({});
    for (int b = 1; b <= boards; ++b)
        writer->write(makeBoard(b, rng));
    writer->finish();
    return f.error() == QFileDevice::NoError ? 0 : 2;
}

QByteArray readBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The save phases (see the top): prints as phase() does.
int savePhase(bool streaming, const QString &path, const QByteArray &data)
{
    PbnPlugin plugin;
    ReadResult r = plugin.readLazily(data);
    r.collection.setSourceFormat(plugin.id());
    const int n = r.collection.size();
    const int k = n / 2;
    OriginalFile original{data, plugin.split(QByteArrayView(data)), {}};
    for (int i = 0; i < n; ++i)
        original.recordSpans << i;
    RecordPtr edited(r.collection.record(k)->clone());
    edited->setTag(QStringLiteral("Event"), QStringLiteral("Edited by pbnbench"));
    r.collection.replace(k, edited);
    original.recordSpans[k] = -1;
    const QString out = path + QStringLiteral(".saved");
    QFile refs(QStringLiteral("/proc/self/clear_refs"));
    if (refs.open(QIODevice::WriteOnly))
        refs.write("5"); // the peak so far (the read's) forgotten: from here it is the save's
    refs.close();
    QElapsedTimer timer;
    timer.start();
    const double cpu = cpuSeconds();
    const SavedFile saved = streaming ? writeFileStreaming(out, r.collection, plugin, original, r.diagnostics)
                                      : writeFilePreserving(out, r.collection, plugin, original, r.diagnostics);
    const qint64 ns = timer.nsecsElapsed();
    const double cpuUsed = cpuSeconds() - cpu;
    const qint64 peak = peakKiB();
    const int errors = saved.ok() && saved.keptRecords == n - 1 && saved.streamed == streaming ? 0 : 1;
    if (errors)
        std::fprintf(stderr, "save: %s (kept %d of %d records)\n", qPrintable(saved.error), saved.keptRecords, n);
    QFile::remove(out);
    std::printf("%.6f %d %lld %d %.6f\n", ns / 1e9, saved.ok() ? n : -1, peak, errors, cpuUsed);
    std::fflush(stdout);
    std::_Exit(0); // the records' teardown is not part of saving
}

// The typical queries of the search phases.
QString searchQuery(const QString &which)
{
    if (which == u"search-hcp")
        return QStringLiteral("hcp(N) >= 20");
    if (which == u"search-shape")
        return QStringLiteral("shape(S) = any 5+5+xx and hcp(S) >= 10");
    if (which == u"search-player")
        return QStringLiteral("player ~ nobodyknows or event ~ zzz");
    if (which == u"search-text")
        return QStringLiteral("squeeze");
    if (which == u"search-not")
        return QStringLiteral("not hcp(N) >= 10");
    if (which == u"search-contract")
        return QStringLiteral("contract = 4HX");
    if (which == u"search-result")
        return QStringLiteral("result >= 10 and declarer = S");
    return {};
}

// A search phase: the whole command, file loading included.
int searchPhase(const QString &which, const QString &path)
{
    QElapsedTimer timer;
    timer.start();
    const double cpu = cpuSeconds();
    QString out, err;
    QTextStream o(&out), e(&err);
    const int code = Cli(o, e, Registry::builtin()).run({QStringLiteral("search"), QStringLiteral("--count"), path,
                                                         searchQuery(which)});
    o.flush();
    const qint64 ns = timer.nsecsElapsed();
    std::fprintf(stderr, "%s: %s found %s", qPrintable(which), qPrintable(searchQuery(which)), qPrintable(out));
    const qint64 games = PbnPlugin().split(QByteArrayView(readBytes(path))).size();
    std::printf("%.6f %lld %lld %d %.6f\n", ns / 1e9, games, peakKiB(), code == Cli::Usage ? 1 : 0, cpuSeconds() - cpu);
    std::fflush(stdout);
    std::_Exit(0);
}

// A child phase: prints "seconds records peakKiB errors cpuSeconds".
int phase(const QString &which, const QString &path)
{
    if (which.startsWith(u"search-"))
        return searchPhase(which, path);
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return 2;
    const QByteArray data = f.readAll();
    f.close();
    if (which == u"save" || which == u"save-whole")
        return savePhase(which == u"save", path, data);
    if (which == u"split" || which == u"read" || which == u"parallel" || which == u"stream" || which == u"read-built") {
        const double touchCpu = cpuSeconds();
        volatile char sink = 0;
        for (qsizetype i = 0; i < data.size(); i += 4096)
            sink = sink + data.constData()[i];
        std::fprintf(stderr, "first touch %.6f s\n", cpuSeconds() - touchCpu);
    }
    PbnPlugin plugin;
    QElapsedTimer timer;
    timer.start();
    const double cpu = cpuSeconds();
    qint64 records = 0;
    if (which == u"split") {
        records = plugin.split(QByteArrayView(data)).size();
    } else if (which == u"dump") {
        tuneMallocForStreaming(); // as kibitzer-cli's main does for dump
        QFile out(QStringLiteral("/dev/null"));
        out.open(QIODevice::WriteOnly);
        static const JsonPlugin json;
        const std::unique_ptr<RecordWriter> writer = recordWriterFor(json, &out);
        const StreamedRead read = pipeRecords(plugin, data, *writer);
        out.flush();
        records = read.records;
    } else if (which == u"convert") {
        static const RbnPlugin rbn;
        const QString out = path + QStringLiteral(".rbn");
        const StreamedConvert done = convertStreaming(out, data, plugin, rbn, true);
        records = done.saved.ok() ? done.read.records : -1;
        QFile::remove(out);
    } else if (which == u"stream") {
        const QList<RecordSpan> spans = plugin.split(QByteArrayView(data));
        RecordPtr previous;
        int errors = 0;
        for (int i = 0; i < spans.size(); ++i) {
            ReadResult one = plugin.readRecord(QByteArrayView(data), spans.at(i), i + 1, previous.get());
            errors += errorCount(one.diagnostics);
            if (!one.collection.isEmpty()) {
                previous = one.collection.records().first();
                ++records;
            }
        }
        const qint64 ns = timer.nsecsElapsed();
        std::printf("%.6f %lld %lld %d %.6f\n", ns / 1e9, records, peakKiB(), errors, cpuSeconds() - cpu);
        return 0;
    } else {
        // read: as the viewer and `kibitzer-cli validate` read, every game
        // parsed and checked, kept as its span and summary (built again when
        // opened), on one thread; parallel: the same on every core (as
        // validate and the viewer now read); read-built: every game kept
        // built (PbnPlugin::read())
        ReadResult r;
        if (which == u"read" || which == u"parallel") {
            CollectingReadSink sink(&r, &plugin);
            readLazilyInto(plugin, data, sink, ReadOptions{which == u"read" ? 1 : 0, 0});
        } else {
            r = plugin.read(data);
        }
        records = r.collection.size();
        const qint64 ns = timer.nsecsElapsed();
        const double cpuUsed = cpuSeconds() - cpu;
        const qint64 peak = peakKiB();
        // (not timed) the records kept unbuilt are there to be built
        int errors = int(errorCount(r.diagnostics));
        for (int i : {0, int(records / 2), int(records) - 1})
            if (records > 0 && (!r.collection.record(i) || r.collection.record(i)->sourceLine() <= 0))
                ++errors;
        std::printf("%.6f %lld %lld %d %.6f\n", ns / 1e9, records, peak, errors, cpuUsed);
        std::fflush(stdout);
        std::_Exit(0); // the records' teardown is not part of reading
    }
    const qint64 ns = timer.nsecsElapsed();
    std::printf("%.6f %lld %lld 0 %.6f\n", ns / 1e9, records, peakKiB(), cpuSeconds() - cpu);
    return 0;
}

struct Measure
{
    double seconds = 0;
    double cpu = 0;
    double medianCpu = 0; // of the runs: the machine's speed varies from run to run
    qint64 records = 0;
    qint64 peak = 0;
    int errors = 0;
};

// Runs a phase 'repeats' times, each in a process of its own: the best run
// (least disturbed by the rest of the machine) and the median CPU time.
Measure runPhase(const QString &which, const QString &path, int repeats)
{
    Measure best;
    QList<double> cpus;
    for (int i = 0; i < repeats; ++i) {
        QProcess p;
        p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        p.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--phase"), which, path});
        p.waitForFinished(-1);
        const QList<QByteArray> f = p.readAllStandardOutput().trimmed().split(' ');
        Measure m;
        m.seconds = f.value(0).toDouble();
        m.records = f.value(1).toLongLong();
        m.peak = f.value(2).toLongLong();
        m.errors = f.value(3).toInt();
        m.cpu = f.value(4).toDouble();
        cpus << m.cpu;
        if (i == 0 || m.cpu < best.cpu)
            best = m;
    }
    std::sort(cpus.begin(), cpus.end());
    best.medianCpu = cpus.isEmpty() ? 0 : cpus.at(cpus.size() / 2);
    return best;
}

} // namespace

// The corpus's Bridge Composer and BBO exports, repeated to 'megabytes':
// the header of the first, then the games of each in turn.
bool buildRealWorld(const QString &path, double megabytes)
{
    const QString dir = QStringLiteral(KIBITZER_CORPUS_DIR) + QStringLiteral("/pbn/tournament/");
    QByteArray first = readBytes(dir + QStringLiteral("bridgecomposer_latin1.pbn"));
    QByteArray second = readBytes(dir + QStringLiteral("bbo_helper_daylong.pbn"));
    if (first.isEmpty() || second.isEmpty())
        return false;
    PbnPlugin pbn;
    const auto games = [&](const QByteArray &data) {
        const QList<RecordSpan> spans = pbn.split(QByteArrayView(data));
        // the games with what follows each (their blank lines), CRLF kept
        const qsizetype from = spans.first().offset;
        QByteArray body = data.mid(from);
        if (!body.endsWith('\n'))
            body += "\r\n";
        return body + (body.endsWith("\r\n\r\n") || body.endsWith("\n\n") ? QByteArray() : QByteArray("\r\n"));
    };
    const QByteArray head = first.left(pbn.split(QByteArrayView(first)).first().offset);
    const QByteArray a = games(first), b = games(second);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    qint64 size = f.write(head);
    while (size < megabytes * 1e6)
        size += f.write(a) + f.write(b);
    return true;
}

double wcLines(const QString &path)
{
    // wc -l on the same file (best of three, after the file is in the page cache)
    double best = 0;
    for (int i = 0; i < 3; ++i) {
        QProcess wc;
        QElapsedTimer timer;
        timer.start();
        wc.start(QStringLiteral("wc"), {QStringLiteral("-l"), path});
        wc.waitForFinished(-1);
        const double s = timer.nsecsElapsed() / 1e9;
        if (i == 0 || s < best)
            best = s;
    }
    return best;
}

// --growth: the same generated file at 1,000, 10,000, 100,000 and 1,000,000
// boards (each written, measured and deleted in turn), each phase beside
// `wc -l` on the same file in the same run.
int growthTable(const QStringList &phases)
{
    std::printf("%9s %9s %9s %-9s %9s %9s %9s %10s %9s %8s %11s\n", "boards", "MB", "wc -l s", "phase", "wall s",
                "cpu s", "MB/s cpu", "x wc -l", "peak MiB", "x file", "speed-up");
    bool ok = true;
    for (int boards : {1000, 10000, 100000, 1000000}) {
        QTemporaryDir tmp;
        const QString path = tmp.path() + QStringLiteral("/bench.pbn");
        if (generate(path, boards) != 0) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
            return 2;
        }
        const double mb = QFileInfo(path).size() / 1e6;
        const double wc = wcLines(path);
        double serialWall = 0;
        for (const QString &name : phases) {
            const Measure m = runPhase(name, path, boards >= 1000000 ? 2 : 3);
            if (name == u"read")
                serialWall = m.seconds;
            // (the parallel read's CPU time is both cores': its wall time is
            // what it saves)
            const QString speedUp = name == u"parallel" && serialWall > 0
                                        ? QStringLiteral("%1x wall").arg(serialWall / m.seconds, 0, 'f', 2)
                                        : QStringLiteral("-");
            std::printf("%9d %9.1f %9.3f %-9s %9.3f %9.3f %9.0f %10.1f %9.1f %8.2f %11s\n", boards, mb, wc,
                        qPrintable(name), m.seconds, m.cpu, mb / m.cpu, m.seconds / wc, m.peak / 1024.0,
                        m.peak * 1024.0 / (mb * 1e6), qPrintable(speedUp));
            std::fflush(stdout);
            ok = ok && m.records == boards && m.errors == 0;
        }
    }
    return ok ? 0 : 1;
}

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() == 4 && args.at(1) == u"--phase")
        return phase(args.at(2), args.at(3));

    int boards = 100000;
    QString keep;
    QString existing;
    double real = 0;
    QStringList phases{QStringLiteral("split"), QStringLiteral("read"), QStringLiteral("read-built"),
                       QStringLiteral("stream"), QStringLiteral("dump"), QStringLiteral("convert"),
                       QStringLiteral("save")};
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args.at(i) == u"--boards")
            boards = args.at(i + 1).toInt();
        else if (args.at(i) == u"--keep")
            keep = args.at(i + 1);
        else if (args.at(i) == u"--file")
            existing = args.at(i + 1);
        else if (args.at(i) == u"--real")
            real = args.at(i + 1).toDouble();
        else if (args.at(i) == u"--phases")
            phases = args.at(i + 1).split(QLatin1Char(','));
    }
    const bool growth = args.contains(QStringLiteral("--growth"));
    if (growth && !args.contains(QStringLiteral("--phases")))
        phases = {QStringLiteral("split"), QStringLiteral("read"), QStringLiteral("parallel")};
    if (growth)
        return growthTable(phases);
    QTemporaryDir tmp;
    const QString dir = keep.isEmpty() ? tmp.path() : keep;
    QString path = dir + QStringLiteral("/bench.pbn");

    QElapsedTimer timer;
    timer.start();
    if (real > 0) {
        path = dir + QStringLiteral("/realworld.pbn"); // (kept with --keep DIR)
        if (!buildRealWorld(path, real)) {
            std::fprintf(stderr, "cannot build the real-world file from the corpus (%s)\n", KIBITZER_CORPUS_DIR);
            return 2;
        }
        boards = int(PbnPlugin().split(QByteArrayView(readBytes(path))).size());
    } else if (!existing.isEmpty()) {
        path = existing;
        boards = int(PbnPlugin().split(QByteArrayView(readBytes(path))).size());
    } else {
        QDir().mkpath(dir);
        if (generate(path, boards) != 0) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
            return 2;
        }
    }
    const double genSeconds = timer.nsecsElapsed() / 1e9;
    const double mb = QFileInfo(path).size() / 1e6;
    std::printf("file: %s, %d boards, %.1f MB (%s in %.1f s); allocator %s\n", qPrintable(path), boards, mb,
                real > 0 ? "built from the corpus" : existing.isEmpty() ? "generated" : "split", genSeconds,
                kib::bench::allocatorName());

    // wc -l on the same file (best of three, after the file is in the page cache)
    double wcSeconds = 0;
    for (int i = 0; i < 3; ++i) {
        QProcess wc;
        timer.restart();
        wc.start(QStringLiteral("wc"), {QStringLiteral("-l"), path});
        wc.waitForFinished(-1);
        const double s = timer.nsecsElapsed() / 1e9;
        if (i == 0 || s < wcSeconds)
            wcSeconds = s;
    }
    QList<std::pair<QString, Measure>> measured;
    for (const QString &name : phases)
        measured.append({name, runPhase(name, path, name == u"split" || name == u"read" ? 5 : 3)});

    std::printf("%-10s %10s %10s %12s %12s %14s %10s %10s %14s\n", "phase", "seconds", "cpu s", "MB/s", "MB/s (cpu)",
                "records/s", "peak MiB", "x file", "median cpu s");
    std::printf("%-10s %10.3f %10s %12.0f %12s %14s %10s %10s %14s\n", "wc -l", wcSeconds, "-", mb / wcSeconds, "-", "-",
                "-", "-", "-");
    bool ok = true;
    for (const auto &[name, m] : measured) {
        std::printf("%-10s %10.3f %10.3f %12.0f %12.0f %14.0f %10.1f %10.2f %14.3f\n", qPrintable(name), m.seconds,
                    m.cpu, mb / m.seconds, mb / m.cpu, m.records / m.cpu, m.peak / 1024.0,
                    m.peak * 1024.0 / (mb * 1e6), m.medianCpu);
        ok = ok && m.records == boards && (real > 0 || m.errors == 0);
    }
    return ok ? 0 : 1;
}
