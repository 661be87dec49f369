// A record's blocks told in one go (parsers/rbn/rbnoneblock.h): whenever
// oneBlock() answers, its span is splitBlocks()'s only one, and
// recordBlocks() gives splitBlocks()'s spans for any bytes.
#include "parsers/rbn/rbnoneblock.h"

#include <QTest>

using namespace kib;

Q_DECLARE_METATYPE(kib::rbn::Form)

class TestRbnOneBlock : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameAsSplit_data();
    void sameAsSplit();
};

void TestRbnOneBlock::sameAsSplit_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<kib::rbn::Form>("form");
    QTest::addColumn<bool>("one"); // whether oneBlock() answers

    const auto L = rbn::Form::Lines;
    const auto X = rbn::Form::OneLine;
    // a record of forty lines, each longer than sixteen bytes: the break
    // looked at in the sixteen-byte steps
    QByteArray many;
    for (int i = 0; i < 40; ++i)
        many += "%[Tag" + QByteArray::number(i) + " \"a value of some length\"]\n";
    many += "H N:AKQJ.AKQ.AKQ.AKQ:T98.JT98.JT9.JT9:765.765.8765.876:\n\n";
    QTest::newRow("RBN record") << QByteArray("B 1\nH N:AK.Q..:\nA N:P\n\n") << L << true;
    QTest::newRow("RBN long record") << many << L << true;
    QTest::newRow("RBN one line") << QByteArray("B 1\n\n") << L << true;
    QTest::newRow("RBN short lines") << QByteArray("B\nA\nC\nD\nE\nF\nG\nH\nI\nJ\nK\nL\nM\nN\nO\nP\n\n") << L << true;
    QTest::newRow("RBN blank line inside") << QByteArray("B 1\n\nA N:P\n\n") << L << false;
    QByteArray blankLate = many;
    blankLate.insert(blankLate.indexOf("H N:"), "\n"); // (after the last %-line's break)
    QTest::newRow("RBN blank line late") << blankLate << L << false;
    QByteArray spaceLate = many;
    spaceLate.insert(700, "\n \t ");
    QTest::newRow("RBN line beginning with blanks late") << spaceLate << L << false;
    QTest::newRow("RBN line of blanks") << QByteArray("B 1\n  \nA N:P\n\n") << L << false;
    QTest::newRow("RBN line of a CR") << QByteArray("B 1\n\r\nA N:P\n\n") << L << false;
    QTest::newRow("RBN line beginning with a blank") << QByteArray("B 1\n x\nA N:P\n\n") << L << false;
    QTest::newRow("RBN line beginning with a tab") << QByteArray("B 1\n\tx\n\n") << L << false;
    QTest::newRow("RBN CRLF") << QByteArray("B 1\r\nA N:P\r\n\r\n") << L << false;
    QTest::newRow("RBN first line blank") << QByteArray(" \nB 1\n\n") << L << false;
    QTest::newRow("RBN first byte blank") << QByteArray(" B 1\n\n") << L << false;
    QTest::newRow("RBN blank last line") << QByteArray("B 1\n \n\n") << L << false;
    QTest::newRow("RBN three breaks at the end") << QByteArray("B 1\n\n\n") << L << false;
    QTest::newRow("RBN no blank line at the end") << QByteArray("B 1\nA N:P\n") << L << false;
    QTest::newRow("RBN no line break at the end") << QByteArray("B 1\nA N:P") << L << false;
    QTest::newRow("RBN empty") << QByteArray() << L << false;
    QTest::newRow("RBN a blank line only") << QByteArray("\n\n") << L << false;
    QTest::newRow("RBN not ASCII") << QByteArray("B \xc3\xa9\n\xc3\xa9\n\n") << L << true;
    QTest::newRow("RBX record") << QByteArray("B{1}H{N:AK.Q..:}A{N:P}\n") << X << true;
    QTest::newRow("RBX long record") << many.replace('\n', ' ') + '\n' << X << true;
    QTest::newRow("RBX two lines") << QByteArray("B{1}\nA{N:P}\n") << X << false;
    QTest::newRow("RBX blank line") << QByteArray("B{1}\n\n") << X << false;
    QTest::newRow("RBX first byte blank") << QByteArray(" B{1}\n") << X << false;
    QTest::newRow("RBX no line break") << QByteArray("B{1}") << X << false;
    QTest::newRow("RBX a line break only") << QByteArray("\n") << X << false;
    QTest::newRow("RBX empty") << QByteArray() << X << false;
}

void TestRbnOneBlock::sameAsSplit()
{
    QFETCH(QByteArray, bytes);
    QFETCH(kib::rbn::Form, form);
    QFETCH(bool, one);
    const QList<RecordSpan> split = rbn::splitBlocks(QByteArrayView(bytes), form);
    RecordSpan span{-1, -1, -1};
    QCOMPARE(rbn::oneBlock(QByteArrayView(bytes), form, &span), one);
    if (one) {
        QCOMPARE(split.size(), 1);
        QCOMPARE(span.offset, split[0].offset);
        QCOMPARE(span.length, split[0].length);
        QCOMPARE(span.line, split[0].line);
    }
    // (into a list that held other spans: it is cleared first)
    QList<RecordSpan> blocks{RecordSpan{5, 6, 7}, RecordSpan{8, 9, 10}};
    rbn::recordBlocks(QByteArrayView(bytes), form, &blocks);
    QCOMPARE(blocks.size(), split.size());
    for (qsizetype i = 0; i < split.size(); ++i) {
        QCOMPARE(blocks[i].offset, split[i].offset);
        QCOMPARE(blocks[i].length, split[i].length);
        QCOMPARE(blocks[i].line, split[i].line);
    }
}

QTEST_GUILESS_MAIN(TestRbnOneBlock)
#include "tst_rbnoneblock.moc"
