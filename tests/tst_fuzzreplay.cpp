// The mutation replay (issue 14, section 4): for every reading plug-in, a
// fixed set of mutations of its seeds (deterministic: the same inputs on
// every machine) read, written and read again, asserting that nothing
// crashes or hangs, that every diagnostic names a place the input has, and
// that no input reads at under 1 MB/s. Large inputs (a 10 MB line, the slow
// shapes of issue 21) run in a child process with a time limit, so a reader
// slower than linear fails the row instead of hanging the suite. The inputs
// the fuzzers found (tests/data/fuzz/<id>/) are replayed the same way.
#include "support/fuzzinputs.h"
#include "support/mutator.h"

#include <QElapsedTimer>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

#include <cstdio>

#include <sys/resource.h>

using namespace kib;
using namespace kib::test;

namespace {

constexpr int defaultMutations = 2400;

// 2,400 a notation; KIB_FUZZREPLAY_MUTATIONS sets another number (the
// sanitizer build's quick run in CI, where each runs 20 to 50 times slower).
int mutationsPerNotation()
{
    const int n = qEnvironmentVariableIntValue("KIB_FUZZREPLAY_MUTATIONS");
    return n > 0 ? n : defaultMutations;
}
constexpr quint64 mutationSeed = 20261124;
constexpr qsizetype largeSize = 10 * 1000 * 1000;

// 1 MB/s, with a quarter of a second for timer noise and small inputs.
qint64 allowedNs(qsizetype bytes)
{
    return 250'000'000 + qint64(bytes) * 1000;
}

bool sanitized()
{
#ifdef KIBITZER_SANITIZED
    return true;
#else
    return false;
#endif
}

struct Outcome
{
    QString problem;        // empty: the input passed
    qint64 readNs = 0;      // the first read
    int diagnostics = 0;
};

// Read, check; split and read each span; write and read back, check.
Outcome replay(const NotationPlugin *reader, const QByteArray &input)
{
    Outcome out;
    QElapsedTimer timer;
    timer.start();
    const ReadResult first = reader->read(input);
    out.readNs = timer.nsecsElapsed();
    out.diagnostics = int(first.diagnostics.size());
    if (const QString p = fuzz::diagnosticsProblem(first.diagnostics, input); !p.isEmpty()) {
        out.problem = QStringLiteral("read: ") + p;
        return out;
    }
    const QList<RecordSpan> spans = reader->split(input);
    RecordPtr previous;
    int number = 0;
    for (const RecordSpan &span : spans) {
        if (span.offset < 0 || span.length < 0 || span.offset + span.length > input.size()) {
            out.problem = QStringLiteral("split: span %1+%2 outside the input").arg(span.offset).arg(span.length);
            return out;
        }
        const ReadResult one = reader->readRecord(input, span, ++number, previous.get());
        if (const QString p = fuzz::diagnosticsProblem(one.diagnostics, input); !p.isEmpty()) {
            out.problem = QStringLiteral("readRecord %1: ").arg(number) + p;
            return out;
        }
        if (!one.collection.isEmpty())
            previous = one.collection.record(one.collection.size() - 1);
    }
    if (const NotationPlugin *writer = fuzz::writerFor(reader)) {
        const WriteResult written = writer->write(first.collection);
        const ReadResult again = writer->read(written.data);
        if (const QString p = fuzz::diagnosticsProblem(again.diagnostics, written.data); !p.isEmpty())
            out.problem = QStringLiteral("read of the written text: ") + p;
    }
    return out;
}

// Keeps a failing input where a person can replay it.
QString keep(const QString &id, int index, const QByteArray &input)
{
    const QString path = QDir::temp().filePath(QStringLiteral("kib-fuzzreplay-%1-%2").arg(id).arg(index));
    QFile f(path);
    if (f.open(QIODevice::WriteOnly))
        f.write(input);
    return path;
}

// The child process of largeInputs(): one large input, its figures on
// standard output ("bytes read_ms diagnostics"), exit 0, or exit 3 with
// what was wrong.
int runLargeChild(const QString &row)
{
    for (const LargeInput &large : largeInputs()) {
        if (large.row != row)
            continue;
        const NotationPlugin *reader = Registry::builtin().byId(large.plugin);
        const qsizetype size = qEnvironmentVariableIntValue("KIB_FUZZREPLAY_SIZE");
        const QByteArray input = largeInput(large, size > 0 ? size : largeSize);
        const Outcome o = replay(reader, input);
        std::printf("%lld %.1f %d\n", qlonglong(input.size()), o.readNs / 1e6, o.diagnostics);
        if (!o.problem.isEmpty()) {
            std::fprintf(stderr, "%s\n", qPrintable(o.problem));
            return 3;
        }
        return 0;
    }
    std::fprintf(stderr, "no large input %s\n", qPrintable(row));
    return 2;
}

} // namespace

class TestFuzzReplay : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void mutations_data();
    void mutations();
    void largeInputs_data();
    void largeInputs();
    void findings_data();
    void findings();
};

void TestFuzzReplay::mutations_data()
{
    QTest::addColumn<QString>("plugin");
    for (const NotationPlugin *p : Registry::builtin().plugins())
        if (p->canRead())
            QTest::newRow(qPrintable(p->id())) << p->id();
}

void TestFuzzReplay::mutations()
{
    QFETCH(QString, plugin);
    const NotationPlugin *reader = Registry::builtin().byId(plugin);
    QVERIFY(reader);

    const bool withCorpus = corpusHas();
    if (!withCorpus && corpusRequired())
        QFAIL(corpusMissingMessage(QString()).constData());
    if (!withCorpus)
        qInfo("corpus not found at %s: seeds from resources/samples/ only", qPrintable(corpusRoot()));
    const QList<Seed> seeds = seedsFor(reader, withCorpus);
    QVERIFY2(!seeds.isEmpty(), "no seed for this notation in resources/samples/");

    // Every kind of problem is gathered (one example each) before failing.
    QMap<QString, QString> problems;
    const auto note = [&](const QString &what, const QString &problem, int index, const QByteArray &input) {
        // The stage, the kind of fault and the diagnostic's code, not its place.
        static const QRegularExpression code(QStringLiteral("\\[[^\\]]*\\]"));
        const QString key = problem.section(QLatin1Char(':'), 0, 1) + code.match(problem).captured();
        if (!problems.contains(key))
            problems.insert(key, QStringLiteral("%1: %2; the input is kept in %3").arg(what, problem, keep(plugin, index, input)));
    };

    // Each seed unchanged first: the seeds themselves must pass.
    for (int i = 0; i < seeds.size(); ++i) {
        const Outcome o = replay(reader, seeds.at(i).data);
        if (!o.problem.isEmpty())
            note(seeds.at(i).name, o.problem, -1 - i, seeds.at(i).data);
    }

    quint64 seedOfPlugin = mutationSeed; // FNV-1a of the id: the same on every machine
    for (const char c : plugin.toLatin1())
        seedOfPlugin = (seedOfPlugin ^ quint8(c)) * 1099511628211ull;
    Mutator mutator(seedOfPlugin, tokensFor(plugin));
    for (const Seed &seed : seeds)
        mutator.learnTokens(seed.data.left(4096));
    qint64 totalNs = 0;
    qsizetype totalBytes = 0;
    for (int i = 0, n = mutationsPerNotation(); i < n; ++i) {
        const Seed &seed = seeds.at(i % seeds.size());
        const int kind = i % Mutator::KindCount;
        const QByteArray input = mutator.mutate(seed.data, kind);
        const Outcome o = replay(reader, input);
        const QString what = QStringLiteral("mutation %1 (%2 of %3)").arg(i).arg(QLatin1String(Mutator::kindName(kind)), seed.name);
        if (!o.problem.isEmpty())
            note(what, o.problem, i, input);
        if (!sanitized() && o.readNs > allowedNs(input.size()))
            note(what, QStringLiteral("speed: %1 bytes read in %2 ms, under 1 MB/s").arg(input.size()).arg(o.readNs / 1e6), i, input);
        totalNs += o.readNs;
        totalBytes += input.size();
    }
    QVERIFY2(problems.isEmpty(), qPrintable(QStringList(problems.values()).join(QStringLiteral("\n  "))));
    qInfo("%s: %d mutations of %d seeds, %.1f MB read in %.0f ms", qPrintable(plugin), mutationsPerNotation(),
          int(seeds.size()), totalBytes / 1e6, totalNs / 1e6);
}

void TestFuzzReplay::largeInputs_data()
{
    QTest::addColumn<QString>("row");
    for (const LargeInput &large : kib::test::largeInputs())
        QTest::newRow(qPrintable(large.row)) << large.row;
}

void TestFuzzReplay::largeInputs()
{
    QFETCH(QString, row);
    // Under the sanitizers speed is not measured, and the inputs are 1 MB.
    const qsizetype size = sanitized() ? largeSize / 10 : largeSize;
    // The first read must keep 1 MB/s; the child (read, split, write, read
    // again) has twice that time and 2 s more before it is stopped.
    const qint64 limitMs = sanitized() ? 240'000 : 2 * allowedNs(size) / 1'000'000 + 2'000; // QtTest stops a function at 300 s

    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("KIB_FUZZREPLAY_CHILD"), row);
    env.insert(QStringLiteral("KIB_FUZZREPLAY_SIZE"), QString::number(size));
    child.setProcessEnvironment(env);
    if (!sanitized()) {
        // A reader that keeps a diagnostic per byte fails here, not the machine.
        child.setChildProcessModifier([] {
            const rlim_t limit = rlim_t(3) << 30;
            const rlimit r{limit, limit};
            setrlimit(RLIMIT_AS, &r);
        });
    }
    child.start(QCoreApplication::applicationFilePath(), {});
    QVERIFY(child.waitForStarted());
    const bool finished = child.waitForFinished(int(limitMs));
    if (!finished) {
        child.kill();
        child.waitForFinished();
    }
    const QByteArray figures = child.readAllStandardOutput().trimmed();
    const QByteArray errors = child.readAllStandardError().trimmed();
    const QList<QByteArray> f = figures.split(' ');
    const double ms = f.value(1).toDouble();
    QString problem;
    if (!finished)
        problem = QStringLiteral("not finished in %1 s (reading at 1 MB/s would take %2 s)")
                      .arg(limitMs / 1000.0)
                      .arg(size / 1e6);
    else if (child.exitStatus() != QProcess::NormalExit || child.exitCode() != 0 || f.size() != 3)
        problem = QStringLiteral("the child failed (exit %1): %2")
                      .arg(child.exitCode())
                      .arg(QString::fromUtf8(errors.right(2000)));
    else if (!sanitized() && qint64(ms * 1e6) > allowedNs(size))
        problem = QStringLiteral("read at under 1 MB/s: %1 bytes in %2 ms").arg(QString::fromLatin1(f.at(0))).arg(ms);
    if (f.size() == 3)
        qInfo("%s bytes read in %.1f ms (%.1f MB/s), %s diagnostics", f.at(0).constData(), ms,
              f.at(0).toDouble() / 1e3 / qMax(ms, 0.001), f.at(2).constData());
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestFuzzReplay::findings_data()
{
    QTest::addColumn<QString>("plugin");
    QTest::addColumn<QString>("path");
    const QString root = QStringLiteral(KIBITZER_SOURCE_DIR "/tests/data/fuzz");
    QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
    QStringList paths;
    while (it.hasNext())
        paths.append(it.next());
    paths.sort();
    for (const QString &path : paths) {
        if (path.endsWith(QLatin1String(".md")))
            continue;
        const QString id = QFileInfo(path).dir().dirName();
        QTest::newRow(qPrintable(QDir(root).relativeFilePath(path))) << id << path;
    }
    if (paths.isEmpty())
        QTest::newRow("none kept") << QString() << QString();
}

void TestFuzzReplay::findings()
{
    QFETCH(QString, plugin);
    QFETCH(QString, path);
    if (path.isEmpty())
        QSKIP("no input kept in tests/data/fuzz/");
    const NotationPlugin *reader = Registry::builtin().byId(plugin);
    QVERIFY2(reader, qPrintable(QStringLiteral("tests/data/fuzz/%1: no such plug-in").arg(plugin)));
    const QByteArray input = readBytes(path);
    const Outcome o = replay(reader, input);
    QVERIFY2(o.problem.isEmpty(), qPrintable(o.problem));
    if (!sanitized())
        QVERIFY2(o.readNs <= allowedNs(input.size()), qPrintable(QStringLiteral("read in %1 ms").arg(o.readNs / 1e6)));
}

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QString child = qEnvironmentVariable("KIB_FUZZREPLAY_CHILD");
    if (!child.isEmpty())
        return runLargeChild(child);
    TestFuzzReplay test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_fuzzreplay.moc"
