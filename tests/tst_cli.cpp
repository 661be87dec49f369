// kibitzer-cli as people script it: the real binary run with QProcess, its
// exit codes, standard output and standard error.
#include "model/collection.h"
#include "parsers/registry.h"
#include "support/testrecords.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include "support/clirun.h"

#include <QProcess>
#include <QSet>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace kib;

namespace {

using Run = kib::test::CliRun;

Run cli(const QStringList &args)
{
    return kib::test::runCli(args, 30000);
}

using kib::test::readBytes;
using kib::test::writeBytes;

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void usageErrors_data();
    void usageErrors();
    void help();
    void formats();
    void validateClean();
    void validateSyntaxError();
    void validateBadRecordKeepsReading();
    void validateSeveralFiles();
    void validateStrict();
    void convert();
    void convertChoosesTarget_data();
    void convertChoosesTarget();
    void convertRefusesBadInput();
    void convertReportsWhatIsLost_data();
    void convertReportsWhatIsLost();
    void convertForcedKeepsInputErrorsOnly();
    void conversionsDoNotPileUpSignatures();
    void dump();

private:
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
    QByteArray m_goodJson;
};

void TestCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    Collection c;
    c.append(test::grandSlam());
    const NotationPlugin *json = Registry::builtin().byId(QStringLiteral("json"));
    QVERIFY(json);
    m_goodJson = json->write(c).data;
    QVERIFY(!m_goodJson.isEmpty());
    writeBytes(path(QStringLiteral("good.json")), m_goodJson);
    // a syntax error on line 3: a comma where a value must be
    writeBytes(path(QStringLiteral("broken.json")), "{\n  \"format\": \"kibitzer\",\n  \"records\": [ , ]\n}\n");
    // two records, the second with a card that does not exist
    QJsonDocument doc = QJsonDocument::fromJson(m_goodJson);
    QJsonObject root = doc.object();
    QJsonArray records = root.value(QStringLiteral("records")).toArray();
    QJsonObject bad = records.first().toObject();
    QJsonObject hands = bad.value(QStringLiteral("hands")).toObject();
    QJsonArray north = hands.value(QStringLiteral("N")).toArray();
    north[0] = QStringLiteral("SZ");
    hands[QStringLiteral("N")] = north;
    bad[QStringLiteral("hands")] = hands;
    records.append(bad);
    root[QStringLiteral("records")] = records;
    writeBytes(path(QStringLiteral("badrecord.json")), QJsonDocument(root).toJson());
}

void TestCli::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("no command") << QStringList{} << "no command given";
    QTest::newRow("unknown command") << QStringList{"frobnicate"} << "unknown command 'frobnicate'";
    QTest::newRow("formats with args") << QStringList{"formats", "x"} << "formats takes no arguments";
    QTest::newRow("validate no file") << QStringList{"validate"} << "validate needs at least one file";
    QTest::newRow("unknown option") << QStringList{"validate", "--bogus", "x"} << "unknown option --bogus";
    QTest::newRow("option without value") << QStringList{"validate", "--format"} << "--format needs a value";
    QTest::newRow("unknown format") << QStringList{"convert", "in.json", "-o", "o.json", "--to", "nope"}
                                    << "no notation with id 'nope' can be written";
    QTest::newRow("convert without output") << QStringList{"convert", "in.json"} << "convert needs an output file";
    QTest::newRow("dump two files") << QStringList{"dump", "a", "b"} << "dump needs exactly one file";
}

void TestCli::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = cli(args);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.startsWith(QStringLiteral("kibitzer-cli: ") + message), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

void TestCli::help()
{
    const Run r = cli({QStringLiteral("help")});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.startsWith(QStringLiteral("usage: kibitzer-cli COMMAND")));
    for (const char *cmd : {"formats", "validate", "convert", "dump"})
        QVERIFY(r.out.contains(QStringLiteral("\n  ") + QLatin1String(cmd)));
    const Run v = cli({QStringLiteral("--version")});
    QCOMPARE(v.code, 0);
    QVERIFY(QRegularExpression(QStringLiteral("^kibitzer-cli \\d+\\.\\d+\\.\\d+\n$")).match(v.out).hasMatch());
}

void TestCli::formats()
{
    const Run r = cli({QStringLiteral("formats")});
    QCOMPARE(r.code, 0);
    const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), Registry::builtin().plugins().size());
    // one line a plug-in: id, name, extensions, capabilities, games
    const QRegularExpression row(QStringLiteral("^(\\S+) +(.+?) +(\\S+) +(read,write|read|write) +([a-z,]+)$"));
    QStringList ids;
    for (const QString &line : lines) {
        const auto m = row.match(line);
        QVERIFY2(m.hasMatch(), qPrintable(line));
        ids.append(m.captured(1));
        const NotationPlugin *p = Registry::builtin().byId(m.captured(1));
        QVERIFY(p);
        QCOMPARE(m.captured(2), p->displayName());
        QCOMPARE(m.captured(3), p->extensions().join(QLatin1Char(',')));
    }
    QVERIFY(ids.contains(QStringLiteral("json")));
    QVERIFY(lines.contains(QRegularExpression(QStringLiteral("^json +Kibitzer JSON +json,kibitzer +read,write +bridge,pinochle,preferans,chess$"))));
}

void TestCli::validateClean()
{
    const Run r = cli({QStringLiteral("validate"), path(QStringLiteral("good.json"))});
    QCOMPARE(r.err, QString());
    QCOMPARE(r.out, QStringLiteral("1 file, 1 record: 0 errors, 0 warnings\n"));
    QCOMPARE(r.code, 0);
}

void TestCli::validateSyntaxError()
{
    const QString file = path(QStringLiteral("broken.json"));
    const Run r = cli({QStringLiteral("validate"), file});
    QCOMPARE(r.code, 1);
    const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY2(lines.size() >= 2, qPrintable(r.out));
    const QRegularExpression diag(QStringLiteral("^%1:3:(\\d+): error: .+ \\[json\\.syntax\\]$")
                                      .arg(QRegularExpression::escape(file)));
    QVERIFY2(diag.match(lines.first()).hasMatch(), qPrintable(lines.first()));
    QVERIFY(diag.match(lines.first()).captured(1).toInt() > 0);
    QVERIFY2(lines.last().endsWith(QStringLiteral("1 error, 0 warnings")), qPrintable(lines.last()));
}

void TestCli::validateBadRecordKeepsReading()
{
    const QString file = path(QStringLiteral("badrecord.json"));
    const Run r = cli({QStringLiteral("validate"), file});
    QCOMPARE(r.code, 1);
    const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    // FILE:LINE:COLUMN: error: message [code] (record 2)
    const QRegularExpression diag(QStringLiteral("^%1:(\\d+):(\\d+): error: .*SZ.* \\[json\\.[a-z.-]+\\] \\(record 2\\)$")
                                      .arg(QRegularExpression::escape(file)));
    bool found = false;
    for (const QString &line : lines) {
        const auto m = diag.match(line);
        if (m.hasMatch()) {
            found = true;
            QVERIFY(m.captured(1).toInt() > 1); // the second record starts further down
        }
        QVERIFY2(!line.contains(QStringLiteral("(record 1)")), qPrintable(line));
    }
    QVERIFY2(found, qPrintable(r.out));
    // the first record was still read
    QVERIFY2(lines.last().startsWith(QStringLiteral("1 file, ")), qPrintable(lines.last()));
}

void TestCli::validateSeveralFiles()
{
    const Run r = cli({QStringLiteral("validate"), path(QStringLiteral("good.json")), path(QStringLiteral("broken.json"))});
    QCOMPARE(r.code, 1);
    QVERIFY(r.out.endsWith(QStringLiteral("2 files, 1 record: 1 error, 0 warnings\n")));
    // a missing file is an I/O failure (2), reported on stderr, the others still checked
    const Run m = cli({QStringLiteral("validate"), path(QStringLiteral("good.json")), path(QStringLiteral("missing.json"))});
    QCOMPARE(m.code, 2);
    QVERIFY2(m.err.contains(QStringLiteral("cannot open")), qPrintable(m.err));
    QVERIFY(m.out.endsWith(QStringLiteral("1 file, 1 record: 0 errors, 0 warnings\n")));
}

// --strict (issue 14): the same lines, a departure from the standard an
// error with the rule, and exit 1 for it; the default judgement exits 0.
void TestCli::validateStrict()
{
    const QString file = QFINDTESTDATA("data/realworld/pbn_date_iso.pbn");
    QVERIFY(!file.isEmpty());
    const Run plain = cli({QStringLiteral("validate"), file});
    QCOMPARE(plain.code, 0);
    QVERIFY2(plain.out.contains(QStringLiteral(": warning: Date \"2021-04-03\" is not written YYYY.MM.DD: read as "
                                               "2021.04.03 [pbn.date.nonstandard] (record 1)")),
             qPrintable(plain.out));
    QVERIFY(plain.out.endsWith(QStringLiteral("1 file, 1 record: 0 errors, 1 warning\n")));

    const Run strictly = cli({QStringLiteral("validate"), QStringLiteral("--strict"), file});
    QCOMPARE(strictly.code, 1);
    const QRegularExpression line(QStringLiteral("^%1:6:1: error: Date \"2021-04-03\" is not written YYYY.MM.DD: read "
                                                 "as 2021.04.03 \\(strict: PBN 2.1 section 3.4.3: .+\\) "
                                                 "\\[pbn.date.nonstandard\\] \\(record 1\\)$")
                                      .arg(QRegularExpression::escape(file)));
    QVERIFY2(line.match(strictly.out.section(QLatin1Char('\n'), 0, 0)).hasMatch(), qPrintable(strictly.out));
    QVERIFY(strictly.out.endsWith(QStringLiteral("1 file, 1 record: 1 error, 0 warnings\n")));
}

void TestCli::convert()
{
    const QString out = path(QStringLiteral("copy.json"));
    const Run r = cli({QStringLiteral("convert"), path(QStringLiteral("good.json")), QStringLiteral("-o"), out});
    QCOMPARE(r.err, QString());
    QCOMPARE(r.out, QStringLiteral("wrote 1 record to %1 as json; 0 items not carried over\n").arg(out));
    QCOMPARE(r.code, 0);
    QCOMPARE(readBytes(out), m_goodJson); // lossless: the same bytes
}

void TestCli::convertChoosesTarget_data()
{
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<QString>("outName");
    QTest::addColumn<int>("code");
    QTest::newRow("by extension") << QStringList{} << "a.kibitzer" << 0;
    QTest::newRow("--to beats the extension") << QStringList{"--to", "json"} << "a.txt" << 0;
    QTest::newRow("--to=json") << QStringList{"--to=json"} << "b.txt" << 0;
    QTest::newRow("unknown extension") << QStringList{} << "a.xyz" << 2;
}

void TestCli::convertChoosesTarget()
{
    QFETCH(QStringList, extra);
    QFETCH(QString, outName);
    QFETCH(int, code);
    const QString out = path(outName);
    const Run r = cli(QStringList{QStringLiteral("convert"), path(QStringLiteral("good.json")), QStringLiteral("-o"), out} + extra);
    QCOMPARE(r.code, code);
    QCOMPARE(QFile::exists(out), code == 0);
    if (code == 0)
        QCOMPARE(readBytes(out), m_goodJson);
    else
        QVERIFY(r.err.contains(QStringLiteral("use --to ID")));
}

void TestCli::convertRefusesBadInput()
{
    const QString out = path(QStringLiteral("never.json"));
    const Run r = cli({QStringLiteral("convert"), path(QStringLiteral("broken.json")), QStringLiteral("-o"), out});
    QCOMPARE(r.code, 1);
    QVERIFY(!QFile::exists(out));
    QVERIFY2(r.err.contains(QStringLiteral("nothing written")), qPrintable(r.err));
    // --force writes what could be read, and still says the input had errors
    const QString forced = path(QStringLiteral("forced.json"));
    const Run f = cli({QStringLiteral("convert"), path(QStringLiteral("badrecord.json")), QStringLiteral("-o"), forced,
                       QStringLiteral("--force")});
    QCOMPARE(f.code, 1);
    QVERIFY(QFile::exists(forced));
    const Run v = cli({QStringLiteral("validate"), forced});
    QCOMPARE(v.code, 0);
    QVERIFY2(v.out.endsWith(QStringLiteral("1 file, 1 record: 0 errors, 0 warnings\n")), qPrintable(v.out));
}

void TestCli::convertReportsWhatIsLost_data()
{
    QTest::addColumn<QString>("outName");
    QTest::addColumn<QString>("format");
    // RBN has no ';' comments: the fixture's "board one" comment is lost.
    QTest::newRow("rbn") << "lossy.rbn" << "rbn";
    // PBN cannot tell end-of-game commentary ("all thirteen") from
    // commentary on the last card: cannotHold() and the writer both know.
    QTest::newRow("pbn") << "lossy.pbn" << "pbn";
}

void TestCli::convertReportsWhatIsLost()
{
    // The CLI says what is lost, naming the output file and the record.
    QFETCH(QString, outName);
    QFETCH(QString, format);
    const QString out = path(outName);
    const Run r = cli({QStringLiteral("convert"), path(QStringLiteral("good.json")), QStringLiteral("-o"), out});
    QCOMPARE(r.code, 0);
    QVERIFY(QFile::exists(out));
    const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY2(lines.size() >= 2, qPrintable(r.out));
    const QRegularExpression lost(QStringLiteral("^%1:0:0: warning: .+ \\[[a-z.-]+\\] \\(record 1\\)$")
                                      .arg(QRegularExpression::escape(out)));
    // (and, for the file, the signature lines the target adds: a JSON file has none)
    const QRegularExpression signature(QStringLiteral("^%1:0:0: warning: the file gets the first line \"% %2.*, which it "
                                                      "did not have \\[%3\\.write\\.signature\\]$")
                                           .arg(QRegularExpression::escape(out), format.toUpper(), format));
    QSet<QString> messages;
    int signatures = 0;
    for (int i = 0; i < lines.size() - 1; ++i) {
        if (signature.match(lines.at(i)).hasMatch()) {
            ++signatures;
            continue;
        }
        QVERIFY2(lost.match(lines.at(i)).hasMatch(), qPrintable(lines.at(i)));
        // each loss is named once, whether cannotHold() or the writer found it
        const QString message = lines.at(i).section(QStringLiteral(": warning: "), 1).section(QStringLiteral(" ["), 0, 0);
        QVERIFY2(!messages.contains(message), qPrintable(lines.at(i)));
        messages.insert(message);
    }
    // (nor once more in other words: "Richard's Bridge Notation cannot hold X" after "X")
    for (const QString &a : std::as_const(messages))
        for (const QString &b : std::as_const(messages))
            QVERIFY2(a == b || !a.endsWith(b), qPrintable(a));
    QCOMPARE(signatures, 1);
    QVERIFY2(lines.size() - 1 > signatures, qPrintable(r.out));
    QCOMPARE(lines.last(), QStringLiteral("wrote 1 record to %1 as %2; %3 not carried over")
                               .arg(out, format, lines.size() - 1 == 1 ? QStringLiteral("1 item")
                                                               : QStringLiteral("%1 items").arg(lines.size() - 1)));
}

void TestCli::convertForcedKeepsInputErrorsOnly()
{
    // A PBN file whose deal gives SA twice: refused, then forced. The forced copy reads
    // back with the input's own error, and no new one.
    const QByteArray pbn = "[Event \"x\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
                           "[Deal \"N:AK... AQ... - -\"]\n\n"
                           "[Event \"y\"]\n[Board \"2\"]\n[Dealer \"E\"]\n[Vulnerable \"NS\"]\n\n";
    writeBytes(path(QStringLiteral("twice.pbn")), pbn);
    const Run v = cli({QStringLiteral("validate"), path(QStringLiteral("twice.pbn"))});
    QCOMPARE(v.code, 1);
    const QString out = path(QStringLiteral("twice-out.pbn"));
    const Run refused = cli({QStringLiteral("convert"), path(QStringLiteral("twice.pbn")), QStringLiteral("-o"), out});
    QCOMPARE(refused.code, 1);
    QVERIFY(!QFile::exists(out));
    const Run forced = cli({QStringLiteral("convert"), path(QStringLiteral("twice.pbn")), QStringLiteral("-o"), out,
                            QStringLiteral("--force")});
    QVERIFY2(QFile::exists(out), qPrintable(forced.err));
    QCOMPARE(forced.code, 1);
    const Run back = cli({QStringLiteral("validate"), out});
    QCOMPARE(back.code, 1);
    QVERIFY2(back.out.endsWith(QStringLiteral("1 file, 2 records: 1 error, 0 warnings\n")), qPrintable(back.out));
    QVERIFY(back.out.contains(QStringLiteral("[pbn.deal.duplicate-card] (record 1)")));
}

void TestCli::conversionsDoNotPileUpSignatures()
{
    // PBN -> RBN -> PBN -> RBN: each file carries its own notation's
    // signature only, and the second round gives the same bytes.
    const QString rbn1 = path(QStringLiteral("sig1.rbn")), pbn1 = path(QStringLiteral("sig1.pbn"));
    const QString rbn2 = path(QStringLiteral("sig2.rbn")), pbn2 = path(QStringLiteral("sig2.pbn"));
    QCOMPARE(cli({QStringLiteral("convert"), path(QStringLiteral("good.json")), QStringLiteral("-o"), pbn1}).code, 0);
    QCOMPARE(cli({QStringLiteral("convert"), pbn1, QStringLiteral("-o"), rbn1}).code, 0);
    QCOMPARE(cli({QStringLiteral("convert"), rbn1, QStringLiteral("-o"), pbn2}).code, 0);
    QCOMPARE(cli({QStringLiteral("convert"), pbn2, QStringLiteral("-o"), rbn2}).code, 0);
    const QByteArray rbn = readBytes(rbn1), pbn = readBytes(pbn2);
    QVERIFY2(!rbn.contains("% PBN") && !rbn.contains("% EXPORT"), rbn.constData());
    QVERIFY2(!pbn.contains("% RBN"), pbn.constData());
    QCOMPARE(pbn.count("% PBN 2.1"), 1);
    QCOMPARE(readBytes(rbn2), rbn);
}

void TestCli::dump()
{
    const Run r = cli({QStringLiteral("dump"), path(QStringLiteral("good.json"))});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.err, QString());
    QCOMPARE(r.out.toUtf8(), m_goodJson);
    const QJsonObject rec = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("records")).toArray().first().toObject();
    QCOMPARE(rec.value(QStringLiteral("game")).toString(), QStringLiteral("bridge"));
    QCOMPARE(rec.value(QStringLiteral("dealer")).toString(), QStringLiteral("N"));
    QCOMPARE(rec.value(QStringLiteral("contract")).toString(), QStringLiteral("7NTXX"));
    QCOMPARE(rec.value(QStringLiteral("hands")).toObject().value(QStringLiteral("W")).toArray().size(), 13);
    QCOMPARE(rec.value(QStringLiteral("auction")).toObject().value(QStringLiteral("calls")).toArray().size(), 12);
    // errors in the input: the JSON of what was read still comes, exit 1
    const Run bad = cli({QStringLiteral("dump"), path(QStringLiteral("badrecord.json"))});
    QCOMPARE(bad.code, 1);
    QVERIFY(bad.err.contains(QStringLiteral("(record 2)")));
    QCOMPARE(QJsonDocument::fromJson(bad.out.toUtf8()).object().value(QStringLiteral("records")).toArray().size(), 1);
    // a file no plug-in recognises
    writeBytes(path(QStringLiteral("plain.txt")), "just some text\n");
    const Run unknown = cli({QStringLiteral("dump"), path(QStringLiteral("plain.txt"))});
    QCOMPARE(unknown.code, 2);
    QVERIFY(unknown.err.contains(QStringLiteral("not a notation Kibitzer knows")));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
