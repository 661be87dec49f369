// The parallel read (issue 18): a file's records parsed in blocks on two
// threads and merged in file order give exactly what the serial read gives,
// record by record (Kibitzer JSON and source line, built or kept unbuilt,
// span) and diagnostic by diagnostic (position, record number, code,
// message, rule, in the same order), and readLazily() (what `kibitzer-cli
// validate` reads) is that read. (tst_loaderread: the viewer's loader reads
// through it too.)

#include "support/corpus.h"
#include "support/generatedpbn.h"
#include "support/recordjson.h"

#include "parsers/fileio.h"
#include "parsers/lazyread.h"
#include "parsers/registry.h"

#include "model/repeatgate.h"

#include <QtTest>

using namespace kib;
using namespace kib::test;

namespace {

// Everything a read gives, as text: one line a record, one a diagnostic.
struct ReadText
{
    QStringList records;
    QStringList diagnostics;
    QStringList fileComments;
};

ReadText textOf(const ReadResult &r, bool withSource = true)
{
    ReadText out;
    const Collection &c = r.collection;
    for (int i = 0; i < c.size(); ++i) {
        const bool built = c.isBuilt(i);
        const int source = withSource ? c.sourceIndexOf(i) : 0;
        const RecordPtr rec = c.record(i);
        out.records.append(QStringLiteral("%1 %2 %3 %4")
                               .arg(i + 1)
                               .arg(built ? QStringLiteral("built") : QStringLiteral("unbuilt"))
                               .arg(source)
                               .arg(rec ? QString::fromUtf8(test::recordJson(rec)) : QStringLiteral("null")));
    }
    for (const Diagnostic &d : r.diagnostics)
        out.diagnostics.append(diagnosticText(d));
    for (const Commentary &cm : c.fileComments())
        out.fileComments.append(cm.text);
    return out;
}

ReadResult readWith(const NotationPlugin &plugin, const QByteArray &data, const ReadOptions &options)
{
    ReadResult r;
    CollectingReadSink sink(&r, &plugin);
    readLazilyInto(plugin, data, sink, options);
    return r;
}

} // namespace

class TestParallelRead : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameAsSerial_data();
    void sameAsSerial();
    void corpusSameAsSerial_data();
    void corpusSameAsSerial() { sameAsSerial(); }
    void blockEdgesEverywhere();

private:
    void addRows(bool corpus);
};

void TestParallelRead::addRows(bool corpus)
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QByteArray>("data");
    if (!corpus) {
        for (const QString &f : filesUnder(QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples")))
            QTest::newRow(qPrintable(QStringLiteral("sample/") + QFileInfo(f).fileName())) << f << QByteArray();
        QTest::newRow("generated 2,000 games") << QStringLiteral("generated.pbn") << generatedFile(2000, 18);
        QTest::newRow("generated 300 games, other seed") << QStringLiteral("generated.pbn") << generatedFile(300, 7);
        QTest::newRow("generated, ISO-8859-1")
            << QStringLiteral("generated.pbn") << generatedFile(400, 3).replace("{comment 1", "{Ren\xe9 1");
        return;
    }
    for (const char *notation : {"pbn", "lin", "rbn", "pcn", "ppn"})
        for (const QString &f : filesUnder(test::corpusPath(notation)))
            if (!f.endsWith(QLatin1String(".md")) && !f.endsWith(QLatin1String(".txt")))
                QTest::newRow(qPrintable(f.mid(test::corpusRoot().size() + 1))) << f << QByteArray();
}

void TestParallelRead::sameAsSerial_data()
{
    addRows(false);
}

void TestParallelRead::corpusSameAsSerial_data()
{
    KIB_REQUIRE_CORPUS(QStringLiteral("pbn"));
    addRows(true);
}

void TestParallelRead::sameAsSerial()
{
    QFETCH(QString, path);
    QFETCH(QByteArray, data);
    if (data.isEmpty()) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        data = file.readAll();
    }
    QString error;
    const NotationPlugin *plugin = detectNotation(data, path, Registry::builtin(), &error);
    if (!plugin)
        QSKIP(qPrintable(QStringLiteral("not read: %1").arg(error)));

    const ReadText serial = textOf(readWith(*plugin, data, ReadOptions{1, 0}));
    // what `kibitzer-cli validate` reads (readLazily()) is the same read
    // (a notation without a read of its own keeps no span for its records there)
    const ReadText cli = textOf(plugin->readLazily(data), false);
    compareLines(cli.records, textOf(readWith(*plugin, data, ReadOptions{1, 0}), false).records,
                 "record (readLazily)");
    compareLines(cli.diagnostics, serial.diagnostics, "diagnostic (readLazily)");
    // blocks of 2, 3 and 64 records: every kind of game at a block's edge
    for (int blockSize : {2, 3, 64}) {
        const ReadText parallel = textOf(readWith(*plugin, data, ReadOptions{2, blockSize}));
        compareLines(parallel.records, serial.records, "record");
        compareLines(parallel.diagnostics, serial.diagnostics, "diagnostic");
        QCOMPARE(parallel.fileComments, serial.fileComments);
    }
}

void TestParallelRead::blockEdgesEverywhere()
{
    // Blocks of one game each: every game is read first with no game before
    // it, and the merge must read again each that takes from the one before.
    const QByteArray data = generatedFile(600, 42);
    const NotationPlugin *pbn = Registry::builtin().byId(QStringLiteral("pbn"));
    QVERIFY(pbn);
    const ReadResult serialResult = readWith(*pbn, data, ReadOptions{1, 0});
    const ReadText serial = textOf(serialResult);
    const ReadText parallel = textOf(readWith(*pbn, data, ReadOptions{2, 1}));
    compareLines(parallel.records, serial.records, "record");
    compareLines(parallel.diagnostics, serial.diagnostics, "diagnostic");
    // the file has what the test means it to have: inheritance, shared
    // boards, errors, a capped repeat, games kept unbuilt and games built
    const QString all = serial.diagnostics.join(QLatin1Char('\n'));
    for (const char *code : {"pbn.deal.shared", "pbn.inherit.forbidden", "pbn.tag.unknown"})
        QVERIFY2(all.contains(QLatin1String(code)), code);
    QVERIFY(all.contains(QLatin1String("more like this in this record")));
    qInfo("%lld games kept unbuilt, %lld built", qlonglong(serial.records.filter(QStringLiteral(" unbuilt ")).size()), qlonglong(serial.records.filter(QStringLiteral(" built ")).size()));
    QVERIFY(serial.records.filter(QStringLiteral(" unbuilt ")).size() > 0);
    QVERIFY(serial.records.filter(QStringLiteral(" built ")).size() > 50);
    QVERIFY(errorCount(serialResult.diagnostics) > 50);
}

QTEST_GUILESS_MAIN(TestParallelRead)
#include "tst_parallelread.moc"
