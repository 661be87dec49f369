// kibitzer-cli with a BBO hand viewer link as its FILE argument: validate,
// dump and convert read the LIN the link holds (the real binary, run with
// QProcess); and lin in `formats`.
#include "parsers/lin/linlink.h"
#include "support/clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Run = kib::test::CliRun;

Run cli(const QStringList &args)
{
    return kib::test::runCli(args, 30000);
}

const QByteArray Board = "pn|Sam,Wes,Nor,Eve|st||md|3ST9843HJT63DQCQT3,SJ2HAK95DJ98632CJ,SA6H842DK54CAK642,|rh||ah|Board 1|sv|o|"
                         "mb|1N|mb|2C!|an|Landy|mb|p|mb|2H|mb|p|mb|p|mb|p|pg||";

QString link(const QByteArray &lin)
{
    return kib::lin::handViewerLink(lin);
}

} // namespace

class TestLinCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void validate_data();
    void validate();
    void dump();
    void convert();
    void formats();
};

void TestLinCli::validate_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("expected");
    QTest::newRow("handviewer link") << link(Board) << 0 << "1 file, 1 record: 0 errors, 0 warnings";
    QTest::newRow("raw pipes") << QStringLiteral("https://www.bridgebase.com/tools/handviewer.html?lin=") + QString::fromLatin1(Board).replace(u' ', QStringLiteral("%20"))
                               << 0 << "1 file, 1 record: 0 errors, 0 warnings";
    QTest::newRow("a revoke in the link") << link(Board + "pc|H2|pc|SK|") << 1
                                          << "error: East plays SK on a H lead holding";
    QTest::newRow("myhand link") << QStringLiteral("https://www.bridgebase.com/myhands/fetchlin.php?myhand=M-1-2") << 2 << "myhand";
}

void TestLinCli::validate()
{
    QFETCH(QString, file);
    QFETCH(int, code);
    QFETCH(QString, expected);
    const Run r = cli({QStringLiteral("validate"), file});
    QVERIFY2(r.code == code, qPrintable(r.out + r.err));
    QVERIFY2((r.out + r.err).contains(expected), qPrintable(r.out + r.err));
    if (code == 1) // the problem's place: the link, line 1, the card's column in the LIN
        QVERIFY2(r.out.startsWith(file + QStringLiteral(":1:%1: error: ").arg(Board.size() + 10)), qPrintable(r.out));
}

void TestLinCli::dump()
{
    const Run r = cli({QStringLiteral("dump"), link(Board)});
    QCOMPARE(r.code, 0);
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8());
    QVERIFY2(!doc.isNull(), qPrintable(r.out.left(200)));
    QVERIFY(r.out.contains(QStringLiteral("Landy")));
    QVERIFY(r.out.contains(QStringLiteral("Wes")));
}

void TestLinCli::convert()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("board.pbn"));
    const Run r = cli({QStringLiteral("convert"), link(Board), QStringLiteral("-o"), out});
    QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray pbn = f.readAll();
    QVERIFY(pbn.contains("[Deal \"N:A6.842.K54.AK642 KQ75.Q7.AT7.9875 T9843.JT63.Q.QT3 J2.AK95.J98632.J\"]"));
    QVERIFY(pbn.contains("[Note \"1:Landy\"]"));
    QVERIFY(pbn.contains("[Contract \"2H\"]"));
    // and back to LIN
    const QString lin = dir.filePath(QStringLiteral("board.lin"));
    const Run back = cli({QStringLiteral("convert"), out, QStringLiteral("-o"), lin});
    QVERIFY2(back.code == 0, qPrintable(back.out + back.err));
    QFile l(lin);
    QVERIFY(l.open(QIODevice::ReadOnly));
    QVERIFY2(l.readAll().contains("md|3ST9843HJT63DQCQT3,SJ2HAK95DJ98632CJ,SA6H842DK54CAK642,|rh||ah|Board 1|sv|o|mb|1N|mb|2C!|an|Landy|"),
             "the LIN written from PBN");
}

void TestLinCli::formats()
{
    const Run r = cli({QStringLiteral("formats")});
    QCOMPARE(r.code, 0);
    bool found = false;
    for (const QString &line : r.out.split(u'\n'))
        found = found || (line.startsWith(QStringLiteral("lin ")) && line.contains(QStringLiteral("read,write")) && line.contains(QStringLiteral("bridge")));
    QVERIFY2(found, qPrintable(r.out));
}

QTEST_GUILESS_MAIN(TestLinCli)
#include "tst_lincli.moc"
