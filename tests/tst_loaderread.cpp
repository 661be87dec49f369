// The viewer's loader reads a file once (issue 18): through readLazilyInto(),
// the read `kibitzer-cli validate` makes, so the document gets exactly the
// diagnostics and file commentary validate reports, record counts the same,
// batch by batch as they are read and whole in the last batch; the first
// record of a large PBN or LIN file is shown from its head, and not again;
// a cancelled load stops between records.

#include "support/corpus.h"
#include "support/generatedpbn.h"

#include "fileloader.h"

#include "model/cardrecord.h"

#include "parsers/fileio.h"
#include "parsers/registry.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace kib;
using namespace kib::test;

namespace {

// LIN boards, one a line, over 8 MB: the first board is shown from the
// file's head too. Board k has its players, calls with an explanation, a
// trick and a claim; the first of every five a quirk its read warns of
// (sv|none|), the first board among them, which has its deal's key in
// capitals too (MD|: a warning of the file's text, which LIN's read gives
// with no record, before the boards').
QByteArray linBoards(int n)
{
    QByteArray out;
    for (int k = 1; k <= n; ++k)
        out += "qx|o" + QByteArray::number(k) + "|pn|S" + QByteArray::number(k) + ",W,N,E|st||"
               + (k == 1 ? "MD" : "md") + "|3ST9843HJT63DQCQT3,SJ2HAK95DJ98632CJ,SA6H842DK54CAK642,|rh||ah|Board "
               + QByteArray::number(k) + (k % 5 == 1 ? "|sv|none|" : "|sv|o|")
               + "mb|1N|an|15-17|mb|p|mb|3N|mb|p|mb|p|mb|p|pg||pc|S5|pc|S3|pc|SJ|pc|SA|pg||mc|9|pg||\n";
    return out;
}

} // namespace

class TestLoaderRead : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void loaderReportsWhatValidateReports_data();
    void loaderReportsWhatValidateReports();
    void corpusLoaderReportsWhatValidateReports_data();
    void corpusLoaderReportsWhatValidateReports() { loaderReportsWhatValidateReports(); }
    void shownFirstLetGoWhenReadOtherwise();
    void loaderStopsWhenCancelled();

private:
    void addRows(bool corpus);
};

void TestLoaderRead::addRows(bool corpus)
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QByteArray>("data");
    if (!corpus) {
        for (const QString &f : filesUnder(QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples")))
            QTest::newRow(qPrintable(QStringLiteral("sample/") + QFileInfo(f).fileName())) << f << QByteArray();
        QTest::newRow("generated 3,000 games") << QString() << generatedFile(3000, 18);
        // (over 8 MB: the first game is shown from the file's head, and the
        // one read then skips it: counted once, its diagnostics once)
        const QByteArray big = generatedFile(60000, 7);
        QVERIFY(big.size() > (8 << 20));
        QTest::newRow("generated 60,000 games, over 8 MB") << QString() << big;
        const QByteArray bigLin = linBoards(50000);
        QVERIFY(bigLin.size() > (8 << 20));
        QTest::newRow("generated LIN, 50,000 boards, over 8 MB") << QString() << bigLin;
        QTest::newRow("generated, ISO-8859-1")
            << QString() << generatedFile(400, 3).replace("{comment 1", "{Ren\xe9 1");
        return;
    }
    for (const char *notation : {"pbn", "lin", "rbn", "pcn", "ppn"})
        for (const QString &f : filesUnder(corpusPath(notation)))
            if (!f.endsWith(QLatin1String(".md")) && !f.endsWith(QLatin1String(".txt")))
                QTest::newRow(qPrintable(f.mid(corpusRoot().size() + 1))) << f << QByteArray();
}

void TestLoaderRead::loaderReportsWhatValidateReports_data()
{
    addRows(false);
}

void TestLoaderRead::corpusLoaderReportsWhatValidateReports_data()
{
    KIB_REQUIRE_CORPUS(QStringLiteral("pbn"));
    addRows(true);
}

void TestLoaderRead::loaderReportsWhatValidateReports()
{
    QFETCH(QString, path);
    QFETCH(QByteArray, data);
    QTemporaryDir dir;
    if (path.isEmpty()) {
        // (named as its notation is: PBN, or LIN)
        QString error;
        const NotationPlugin *notation = detectNotation(data, QString(), Registry::builtin(), &error);
        QVERIFY2(notation, qPrintable(error));
        path = dir.filePath(QStringLiteral("generated.") + notation->extensions().first());
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(data);
    }
    const LoadedFile cli = readFile(path, QString(), Registry::builtin(), ReadKeep::Lazily);
    if (!cli.ok())
        QSKIP(qPrintable(cli.error));

    // what the viewer's loader hands the document, batch by batch
    Diagnostics streamed, final;
    QList<Commentary> finalComments;
    int records = 0, finals = 0, drops = 0;
    // (a file over 8 MB in PBN or LIN: its first record is shown from the
    // file's head, before the file is split and read)
    int shownBeforeOpened = 0;
    bool opened = false;
    LoadSink sink;
    sink.opened = [&](const QString &, const QByteArray &, const QList<RecordSpan> &) { opened = true; };
    RecordPtr shown;
    sink.batch = [&](const LoadedBatch &b) {
        if (!opened) {
            shownBeforeOpened += int(b.records.size());
            if (!b.records.isEmpty())
                shown = b.records.constFirst();
        }
        if (b.replacesDiagnostics) {
            ++finals;
            final = b.diagnostics;
            finalComments = b.fileComments;
            QVERIFY(b.records.isEmpty());
            return;
        }
        drops += b.dropsFirst ? 1 : 0;
        records += int(b.records.size());
        streamed += b.diagnostics;
    };
    const QString error = FileLoader::readNow(path, Registry::builtin(), sink);
    QCOMPARE(drops, 0);
    QCOMPARE(shownBeforeOpened, QFileInfo(path).size() > (8 << 20) ? 1 : 0);
    if (shown) {
        // (the record shown is the whole file's first, as validate reads it)
        const auto *a = dynamic_cast<const CardRecord *>(shown.get());
        const auto *b = dynamic_cast<const CardRecord *>(cli.result.collection.record(0).get());
        QVERIFY(a && b);
        QVERIFY(*a == *b);
    }
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(finals, 1);
    QCOMPARE(records, cli.result.collection.size());
    QStringList want, got, gotStreamed;
    for (const Diagnostic &d : cli.result.diagnostics)
        want.append(diagnosticText(d));
    for (const Diagnostic &d : final)
        got.append(diagnosticText(d));
    for (const Diagnostic &d : streamed)
        gotStreamed.append(diagnosticText(d));
    compareLines(got, want, "diagnostic (the loader's last batch)");
    compareLines(gotStreamed, want, "diagnostic (the loader's batches)");
    QCOMPARE(finalComments.size(), cli.result.collection.fileComments().size());
    for (int i = 0; i < finalComments.size(); ++i)
        QCOMPARE(finalComments.at(i).text, cli.result.collection.fileComments().at(i).text);
}

void TestLoaderRead::shownFirstLetGoWhenReadOtherwise()
{
    // A LIN file's encoding is the whole file's: its first board, in UTF-8
    // (M\u00fcller), reads otherwise once a byte far into the file is not
    // UTF-8. The board shown from the head is let go, and the read's shown.
    QByteArray data = linBoards(50000);
    data.replace("pn|S1,W,N,E|", "pn|M\xc3\xbcller,W,N,E|");
    data.replace("pn|S49000,W,N,E|", "pn|Ren\xe9,W,N,E|");
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("encodings.lin"));
    {
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(data);
    }
    const LoadedFile cli = readFile(path, QString(), Registry::builtin(), ReadKeep::Lazily);
    QVERIFY(cli.ok());
    const auto *want = dynamic_cast<const CardRecord *>(cli.result.collection.record(0).get());
    QVERIFY(want);
    QList<RecordPtr> shown; // the document's records, as the batches give and take them
    int drops = 0, records = 0;
    LoadSink sink;
    sink.batch = [&](const LoadedBatch &b) {
        if (b.dropsFirst) {
            ++drops;
            if (!shown.isEmpty())
                shown.removeFirst();
        }
        records += int(b.records.size());
        for (const RecordPtr &r : b.records)
            if (shown.size() < 2)
                shown.append(r);
    };
    QVERIFY(FileLoader::readNow(path, Registry::builtin(), sink).isEmpty());
    QCOMPARE(drops, 1);
    QCOMPARE(records - drops, cli.result.collection.size());
    const auto *got = dynamic_cast<const CardRecord *>(shown.value(0).get());
    QVERIFY(got);
    QVERIFY(*got == *want);
    QCOMPARE(got->sourceLine(), want->sourceLine());
}

void TestLoaderRead::loaderStopsWhenCancelled()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.pbn"));
    {
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(generatedFile(5000, 9));
    }
    std::atomic_bool cancel{false};
    int records = 0;
    bool replaced = false;
    LoadSink sink;
    sink.batch = [&](const LoadedBatch &b) {
        records += int(b.records.size());
        replaced = replaced || b.replacesDiagnostics;
        cancel = true; // after the first batch (the first record, at once)
    };
    QVERIFY(FileLoader::readNow(path, Registry::builtin(), sink, &cancel).isEmpty());
    QVERIFY(records >= 1);
    QVERIFY(records < 4000);
    QVERIFY(!replaced);
}

QTEST_MAIN(TestLoaderRead)
#include "tst_loaderread.moc"
