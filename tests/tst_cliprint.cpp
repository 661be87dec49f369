// kibitzer-cli print (issue 17), as teachers script it: the real binary run
// without a display, its exit codes and output lines, and the PDF it writes
// read back with pdftotext and pdfinfo.
#include "support/clirun.h"

#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Run = kib::test::CliRun;

// No display and no platform chosen: the CLI must manage by itself.
Run cli(const QStringList &args)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
        env.remove(QString::fromLatin1(name));
    return kib::test::runCli(args, 60000, env);
}

QString tool(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    p.waitForFinished(60000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

QStringList pages(const QString &pdf)
{
    QStringList out = tool(QStringLiteral("pdftotext"), {QStringLiteral("-raw"), pdf, QStringLiteral("-")})
                          .split(QLatin1Char('\f'));
    if (!out.isEmpty() && out.last().trimmed().isEmpty())
        out.removeLast();
    for (QString &p : out)
        p.remove(QRegularExpression(QStringLiteral("\\s+")));
    return out;
}

QString sample(const char *name)
{
    return QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples/") + QString::fromLatin1(name);
}

} // namespace

class TestCliPrint : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void prints_data();
    void prints();
    void refuses_data();
    void refuses();
    void otherCommandsNeedNoDisplay();

private:
    QTemporaryDir m_dir;
};

void TestCliPrint::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void TestCliPrint::prints_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("line");        // the last line of standard output
    QTest::addColumn<QStringList>("first");   // on the first page
    QTest::addColumn<QStringList>("absent");  // nowhere in the PDF
    QTest::addColumn<QString>("paper");
    const QString pbn = sample("bridge_club_pairs.pbn");
    QTest::newRow("hand records") << pbn << QStringList{} << "wrote 2 pages (2 records, record layout) to OUT"
                                  << QStringList{"Board7", "♠AK52"} << QStringList{} << "(A4)";
    QTest::newRow("two a page, letter") << pbn << QStringList{"--per-page", "2", "--paper", "letter"}
                                        << "wrote 1 page (2 records, record layout) to OUT"
                                        << QStringList{"Board7", "Board8"} << QStringList{} << "(letter)";
    QTest::newRow("one record") << pbn << QStringList{"--records", "2"} << "wrote 1 page (1 record, record layout) to OUT"
                                << QStringList{"Board8"} << QStringList{"Board7"} << "(A4)";
    QTest::newRow("quiz") << pbn << QStringList{"--records=2", "--layout", "quiz", "--answers", "overleaf"}
                          << "wrote 2 pages (1 record, quiz layout) to OUT"
                          << QStringList{"Problem:Board8", "Yourcall?"} << QStringList{"Board7"} << "(A4)";
    QTest::newRow("full") << pbn << QStringList{"--records", "1", "--layout=full"}
                          << "wrote 2 pages (1 record, full layout) to OUT" << QStringList{"Stepbystep", "Trick1:East♣Q"}
                          << QStringList{} << "(A4)";
    QTest::newRow("pinochle") << sample("pinochle_6hand_double_deck.pn") << QStringList{}
                              << "wrote 2 pages (2 records, record layout) to OUT" << QStringList{"Northwest"}
                              << QStringList{} << "(A4)";
    QTest::newRow("chess at move 2") << sample("chess_castling_en_passant_promotion.pcn") << QStringList{"--move", "2"}
                                     << "wrote 1 page (1 record, record layout) to OUT" << QStringList{"Aftermove2."}
                                     << QStringList{} << "(A4)";
}

void TestCliPrint::prints()
{
    QFETCH(QString, file);
    QFETCH(QStringList, options);
    QFETCH(QString, line);
    QFETCH(QStringList, first);
    QFETCH(QStringList, absent);
    QFETCH(QString, paper);
    const QString out = m_dir.filePath(QStringLiteral("%1.pdf").arg(QString::fromLatin1(QTest::currentDataTag()).remove(QLatin1Char(' '))));
    const Run r = cli(QStringList{QStringLiteral("print"), file, QStringLiteral("-o"), out} + options);
    QCOMPARE(r.err, QString());
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out, line.replace(QStringLiteral("OUT"), out) + QLatin1Char('\n'));
    const QStringList text = pages(out);
    QVERIFY(!text.isEmpty());
    for (const QString &f : first)
        QVERIFY2(text.first().contains(f), qPrintable(f + " not in " + text.first().left(400)));
    for (const QString &a : absent)
        QVERIFY2(!text.join(QString()).contains(a), qPrintable(a));
    QVERIFY(tool(QStringLiteral("pdfinfo"), {out}).contains(paper));
}

void TestCliPrint::refuses_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString pbn = sample("bridge_club_pairs.pbn");
    QTest::newRow("no output") << QStringList{"print", pbn} << "print needs an output file: -o OUT.pdf";
    QTest::newRow("no input") << QStringList{"print", "-o", "x.pdf"} << "print needs exactly one input file";
    QTest::newRow("layout") << QStringList{"print", pbn, "-o", "x.pdf", "--layout", "poster"} << "unknown layout 'poster': record, quiz or full";
    QTest::newRow("per page") << QStringList{"print", pbn, "-o", "x.pdf", "--per-page", "3"} << "--per-page takes 1, 2, 4 or 6";
    QTest::newRow("paper") << QStringList{"print", pbn, "-o", "x.pdf", "--paper", "a3"} << "unknown paper 'a3': a4 or letter";
    QTest::newRow("records") << QStringList{"print", pbn, "-o", "x.pdf", "--records", "1-8"} << "there is no record 8: the file has 2";
    QTest::newRow("missing file") << QStringList{"print", "/nonexistent/x.pbn", "-o", "x.pdf"} << "/nonexistent/x.pbn";
}

void TestCliPrint::refuses()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const QString out = m_dir.filePath(QStringLiteral("x.pdf"));
    args.replaceInStrings(QRegularExpression(QStringLiteral("^x\\.pdf$")), out);
    const Run r = cli(args);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.startsWith(QStringLiteral("kibitzer-cli: ")), qPrintable(r.err));
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY(!QFile::exists(out));
}

void TestCliPrint::otherCommandsNeedNoDisplay()
{
    const Run formats = cli({QStringLiteral("formats")});
    QCOMPARE(formats.code, 0);
    QVERIFY(formats.out.contains(QStringLiteral("pbn")));
    const Run help = cli({QStringLiteral("help")});
    QCOMPARE(help.code, 0);
    QVERIFY(help.out.contains(QStringLiteral("print FILE -o OUT.pdf")));
}

QTEST_GUILESS_MAIN(TestCliPrint)
#include "tst_cliprint.moc"
