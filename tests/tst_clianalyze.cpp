// kibitzer-cli analyze as people script it: the real binary run with
// QProcess, its exit codes, the JSON on standard output, progress on
// standard error, and the file --write makes.
#include "analysis/ddtable.h"
#include "model/cardrecord.h"
#include "parsers/fileio.h"
#include "support/corpus.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include "support/clirun.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace kib;

namespace {

using Run = kib::test::CliRun;

Run cli(const QStringList &args)
{
    return kib::test::runCli(args, 120000);
}

using kib::test::readBytes;
using kib::test::writeBytes;

// Four boards, values worked out by hand:
//  1 the grand slam: North holds AKQJ.AKQ.AKQ.AKQ, 13 top tricks, so in no
//    trump North-South take all 13 from either seat (the defenders' lead
//    is won and every winner cashed), East-West none; par is 7NT by
//    North-South, not vulnerable: 220 + 1000 + 300 = 1520. Its
//    DoubleDummyTricks (wrong on purpose) gets DDS's value in place.
//  2 North's hand not given: listed with the reason.
//  3 the two-card end position of tst_ddanalysis (♥AQ / ♥J ♣A / ♥K ♣2 /
//    ♠32): South declaring no trump 0 tricks, North 1.
//  4 a bad deal (the ♠A twice): an error in the input, so the exit code
//    is 1, and the record is listed with the reason.
const char fixture[] =
    "% analyze fixture\r\n"
    "\r\n"
    "[Board \"1\"]\r\n"
    "[Dealer \"N\"]\r\n"
    "[Vulnerable \"None\"]\r\n"
    "[Deal \"N:AKQJ.AKQ.AKQ.AKQ T98.JT98.JT9.JT9 765.765.8765.876 432.432.432.5432\"]\r\n"
    "[DoubleDummyTricks \"00000000000000000000\"]\r\n"
    "{ a comment that stays }\r\n"
    "\r\n"
    "[Board \"2\"]\r\n"
    "[Dealer \"E\"]\r\n"
    "[Vulnerable \"NS\"]\r\n"
    "[Deal \"N:- T98.JT98.JT9.JT9 765.765.8765.876 432.432.432.5432\"]\r\n"
    "\r\n"
    "[Board \"3\"]\r\n"
    "[Dealer \"S\"]\r\n"
    "[Vulnerable \"EW\"]\r\n"
    "[Deal \"N:.AQ.. .J..A .K..2 32...\"]\r\n"
    "\r\n"
    "[Board \"4\"]\r\n"
    "[Dealer \"W\"]\r\n"
    "[Vulnerable \"All\"]\r\n"
    "[Deal \"N:AKQJ.AKQ.AKQ.AKQ AT98.JT98.JT9.JT9 765.765.8765.876 432.432.432.5432\"]\r\n";

QJsonArray records(const Run &r)
{
    QJsonParseError e;
    const QJsonDocument d = QJsonDocument::fromJson(r.out.toUtf8(), &e);
    if (e.error != QJsonParseError::NoError)
        qWarning("not JSON: %s\n%s", qPrintable(e.errorString()), qPrintable(r.out));
    return d.object().value(QStringLiteral("records")).toArray();
}

} // namespace

class TestCliAnalyze : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void usageErrors_data();
    void usageErrors();
    void tables();
    void par();
    void severalFiles();
    void write();
    void corpusFileWithProgress();

private:
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
};

void TestCliAnalyze::initTestCase()
{
    QVERIFY(m_dir.isValid());
    writeBytes(path(QStringLiteral("boards.pbn")), fixture);
    writeBytes(path(QStringLiteral("notes.txt")), "not a notation\n");
}

void TestCliAnalyze::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString pbn = path(QStringLiteral("boards.pbn"));
    QTest::newRow("no file") << QStringList{QStringLiteral("analyze")} << QStringLiteral("needs at least one file");
    QTest::newRow("threads 0") << QStringList{QStringLiteral("analyze"), QStringLiteral("--threads"), QStringLiteral("0"), pbn}
                               << QStringLiteral("--threads needs");
    QTest::newRow("write without -o") << QStringList{QStringLiteral("analyze"), QStringLiteral("--write"), pbn}
                                      << QStringLiteral("needs one input file and -o OUT");
    QTest::newRow("-o without write") << QStringList{QStringLiteral("analyze"), QStringLiteral("-o"), path(QStringLiteral("x.pbn")), pbn}
                                      << QStringLiteral("-o is for analyze --write");
    QTest::newRow("unknown option") << QStringList{QStringLiteral("analyze"), QStringLiteral("--fast"), pbn}
                                    << QStringLiteral("unknown option --fast");
    QTest::newRow("missing file") << QStringList{QStringLiteral("analyze"), path(QStringLiteral("none.pbn"))}
                                  << QStringLiteral("cannot read");
    QTest::newRow("not a notation") << QStringList{QStringLiteral("analyze"), path(QStringLiteral("notes.txt"))}
                                    << QStringLiteral("not a notation Kibitzer reads");
}

void TestCliAnalyze::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = cli(args);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
}

void TestCliAnalyze::tables()
{
    const Run r = cli({QStringLiteral("analyze"), QStringLiteral("--threads"), QStringLiteral("1"),
                       path(QStringLiteral("boards.pbn"))});
    QCOMPARE(r.code, 1); // board 4's bad deal: reported, the others analysed
    QVERIFY2(r.err.contains(QStringLiteral("[pbn.deal.duplicate-card] (record 4)")), qPrintable(r.err));
    const QJsonArray recs = records(r);
    QCOMPARE(recs.size(), 4);
    // one record a line, the keys in the documented order
    QVERIFY2(r.out.startsWith(QStringLiteral("{\"records\":[\n{\"record\":1,\"board\":\"1\",\"tricks\":{\"N\":{\"NT\":13,"
                                             "\"S\":")),
             qPrintable(r.out));
    QVERIFY(r.out.endsWith(QStringLiteral("}\n]}\n")));
    const QJsonObject first = recs.at(0).toObject();
    QCOMPARE(first.value(u"record").toInt(), 1);
    QCOMPARE(first.value(u"board").toString(), QStringLiteral("1"));
    QVERIFY(!first.contains(u"par"));
    const QJsonObject tricks = first.value(u"tricks").toObject();
    QCOMPARE(tricks.keys(), (QStringList{"E", "N", "S", "W"}));
    for (const char *seat : {"N", "S"})
        QCOMPARE(tricks.value(QLatin1String(seat)).toObject().value(u"NT").toInt(-1), 13);
    for (const char *seat : {"E", "W"})
        QCOMPARE(tricks.value(QLatin1String(seat)).toObject().value(u"NT").toInt(-1), 0);
    QCOMPARE(recs.at(1).toObject().value(u"reason").toString(), QStringLiteral("North's hand is not given"));
    QVERIFY(!recs.at(1).toObject().contains(u"tricks"));
    const QJsonObject end = recs.at(2).toObject().value(u"tricks").toObject();
    QCOMPARE(end.value(u"S").toObject().value(u"NT").toInt(-1), 0);
    QCOMPARE(end.value(u"N").toObject().value(u"NT").toInt(-1), 1);
    QVERIFY2(recs.at(3).toObject().value(u"reason").toString().contains(QStringLiteral("SA appears twice")),
             qPrintable(r.out));
}

void TestCliAnalyze::par()
{
    const Run r = cli({QStringLiteral("analyze"), QStringLiteral("--par"), path(QStringLiteral("boards.pbn"))});
    QCOMPARE(r.code, 1);
    QCOMPARE(records(r).at(2).toObject().value(u"par").type(), QJsonValue::Null); // an end position
    const QJsonObject p = records(r).at(0).toObject().value(u"par").toObject();
    QCOMPARE(p.value(u"score").toString(), QStringLiteral("NS 1520"));
    QCOMPARE(p.value(u"contracts").toArray().toVariantList(), QVariantList{QStringLiteral("7N-NS")});
}

void TestCliAnalyze::severalFiles()
{
    const QString a = path(QStringLiteral("boards.pbn"));
    const Run r = cli({QStringLiteral("analyze"), a, a});
    QCOMPARE(r.code, 1);
    const QJsonArray recs = records(r);
    QCOMPARE(recs.size(), 8);
    QCOMPARE(recs.at(4).toObject().value(u"file").toString(), a);
    QCOMPARE(recs.at(4).toObject().value(u"record").toInt(), 1);
}

void TestCliAnalyze::write()
{
    const QString in = path(QStringLiteral("boards.pbn"));
    const QString out = path(QStringLiteral("analysed.pbn"));
    const Run r = cli({QStringLiteral("analyze"), QStringLiteral("--write"), QStringLiteral("--par"),
                       QStringLiteral("-o"), out, in});
    QCOMPARE(r.code, 1); // board 4's error, as for analyze
    QVERIFY(r.err.contains(QStringLiteral("(record 4)")));
    QVERIFY2(r.out.contains(QStringLiteral("2 records analysed, 2 could not be")), qPrintable(r.out));
    const QByteArray written = readBytes(out);
    // every other byte kept: the output is the input with board 1's value
    // changed and its par added, and board 3's table (end positions have
    // no par) on a line after its Deal line
    const QString w = QString::fromLatin1(written);
    const qsizetype b3 = w.indexOf(QStringLiteral("[Deal \"N:.AQ.. .J..A .K..2 32...\"]\r\n"));
    QVERIFY(b3 > 0);
    const QString line3 = w.mid(b3).section(QStringLiteral("\r\n"), 1, 1);
    QVERIFY2(line3.startsWith(QStringLiteral("[DoubleDummyTricks \"")), qPrintable(line3));
    QByteArray expected = fixture;
    // board 1's table as DDS gives it (no trump checked above by hand)
    const qsizetype b1 = w.indexOf(QStringLiteral("[DoubleDummyTricks \""));
    const QByteArray dds = w.mid(b1 + 20, 20).toLatin1();
    QCOMPARE(dds.at(0), 'd'); // N in NT: 13
    QCOMPARE(dds.at(10), '0');                                    // E in NT: 0
    expected.replace("[DoubleDummyTricks \"00000000000000000000\"]", "[DoubleDummyTricks \"" + dds + "\"]");
    expected.replace("432.432.432.5432\"]\r\n[DoubleDummyTricks",
                     "432.432.432.5432\"]\r\n[OptimumScore \"NS 1520\"]\r\n[ParContract \"7N-NS\"]\r\n[DoubleDummyTricks");
    expected.replace("[Deal \"N:.AQ.. .J..A .K..2 32...\"]\r\n",
                     "[Deal \"N:.AQ.. .J..A .K..2 32...\"]\r\n" + line3.toLatin1() + "\r\n");
    QCOMPARE(written, expected);
    // and it reads back as PBN with the analysis in it
    const LoadedFile file = readFile(out);
    QVERIFY2(file.ok(), qPrintable(file.error));
    QCOMPARE(errorCount(file.result.diagnostics), 2); // board 4's, as in the input
    QCOMPARE(file.result.collection.size(), 4);
    const RecordPtr third = file.result.collection.record(2);
    const auto table = dd::DdTable::fromDoubleDummyTricks(third->tag(QStringLiteral("DoubleDummyTricks")));
    QVERIFY(table);
    QCOMPARE(table->tricks(South, Strain::NoTrump), 0);
    QCOMPARE(table->tricks(North, Strain::NoTrump), 1);
    QVERIFY(!file.result.collection.record(1)->hasTag(QStringLiteral("DoubleDummyTricks")));
}

void TestCliAnalyze::corpusFileWithProgress()
{
    // RealBridge's 299 boards with their DoubleDummyTricks: the JSON says
    // what the file says, and a file this long reports its progress
    const QString rel = QStringLiteral("pbn/tournament/realbridge_example2.pbn");
    KIB_REQUIRE_CORPUS(rel);
    const Run r = cli({QStringLiteral("analyze"), test::corpusPath(rel)});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.err.contains(QStringLiteral("realbridge_example2.pbn: 299/299 records")), qPrintable(r.err));
    QVERIFY(r.err.contains(QStringLiteral("/299 records")));
    const QJsonArray recs = records(r);
    QCOMPARE(recs.size(), 299);
    const LoadedFile file = readFile(test::corpusPath(rel));
    static const char *const seats[4] = {"N", "E", "S", "W"};
    int compared = 0;
    for (int i = 0; i < recs.size(); ++i) {
        const auto recorded = dd::DdTable::fromDoubleDummyTricks(
            file.result.collection.record(i)->tag(QStringLiteral("DoubleDummyTricks")));
        if (!recorded)
            continue;
        const QJsonObject tricks = recs.at(i).toObject().value(u"tricks").toObject();
        for (Seat s = 0; s < 4; ++s)
            for (int c = 0; c < dd::StrainCount; ++c)
                QCOMPARE(tricks.value(QLatin1String(seats[s])).toObject().value(dd::strainLabel(c)).toInt(-1),
                         recorded->tricks(s, dd::strainAt(c)));
        ++compared;
    }
    QCOMPARE(compared, 299);
}

QTEST_GUILESS_MAIN(TestCliAnalyze)
#include "tst_clianalyze.moc"
