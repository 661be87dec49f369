// RBN errors: each one the issue lists, attributed to its record, line and
// column, with reading going on; and input that must not crash the reader.
#include "support/rbnsupport.h"

#include <QRandomGenerator>
#include <QTest>

using namespace kib;
using namespace kib::test;

class TestRbnErrors : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void errors_data();
    void errors();
    void readingGoesOn();
    void noCrash_data();
    void noCrash();
};

void TestRbnErrors::errors_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QStringList>("diagnostics"); // code line:column rN

    QTest::newRow("unknown label") << QByteArray("B 1\nZ foo\nH N:AK\n\n") << QStringList{"rbn.label.unknown 2:1 r1"};
    QTest::newRow("unknown bare label") << QByteArray("B 1\nZ\n\n") << QStringList{"rbn.label.unknown 2:1 r1"};
    // B allows 24 characters with its label and space: this line has 25.
    QTest::newRow("too long") << QByteArray("B 12345678901234567890123\n\n") << QStringList{"rbn.line.too-long 1:25 r1"};
    QTest::newRow("space in A") << QByteArray("A NZ:1S 2H\n\n") << QStringList{"rbn.char.invalid 1:8 r1"};
    QTest::newRow("comma in H") << QByteArray("H N:AKQ.JT9,87.654\n\n") << QStringList{"rbn.char.invalid 1:12 r1"};
    // Three characters at most are reported, side by side or apart, the last one too.
    QTest::newRow("four spaces in A") << QByteArray("A NZ:1S 2H  3C 4D\n\n")
                                      << QStringList{"rbn.char.invalid 1:8 r1", "rbn.char.invalid 1:11 r1",
                                                     "rbn.char.invalid 1:12 r1"};
    QTest::newRow("comma last in H") << QByteArray("H N:AKQ.JT9.87.654,\n\n") << QStringList{"rbn.char.invalid 1:19 r1"};
    QTest::newRow("letter in D") << QByteArray("D 1993O512\n\n")
                                 << QStringList{"rbn.char.invalid 1:7 r1", "rbn.date.syntax 1:3 r1"};
    QTest::newRow("card twice") << QByteArray("H N:AK:A\n\n") << QStringList{"rbn.deal.duplicate-card 1:8 r1"};
    // The standard's own North-South example gives D7 and C7 to both hands.
    QTest::newRow("standard's example") << QByteArray("H N:AKQ72..AKQ72.753::.AKQ72.753.AKQ72\n\n")
                                        << QStringList{"rbn.deal.duplicate-card 1:30 r1", "rbn.deal.duplicate-card 1:37 r1"};
    QTest::newRow("fourteen cards") << QByteArray("H N:AKQJT98765432.A\n\n") << QStringList{"rbn.deal.hand-too-large 1:5 r1"};
    QTest::newRow("fourteen spades") << QByteArray("H N:AKQJ:T987:65432:xx\n\n") << QStringList{"rbn.deal.suit-too-long 1:21 r1"};
    QTest::newRow("insufficient") << QByteArray("A NZ:1S1H\n\n") << QStringList{"rbn.auction.insufficient 1:8 r1"};
    QTest::newRow("double nothing") << QByteArray("A NZ:XP\n\n") << QStringList{"rbn.auction.double-nothing 1:6 r1"};
    QTest::newRow("double partner") << QByteArray("A NZ:1SPX\n\n") << QStringList{"rbn.auction.double-partner 1:9 r1"};
    QTest::newRow("after the end") << QByteArray("A NZ:1SAP\n\n") << QStringList{"rbn.auction.after-end 1:9 r1"};
    QTest::newRow("level 8") << QByteArray("A NZ:8S\n\n") << QStringList{"rbn.auction.bad-call 1:6 r1"};
    QTest::newRow("not held") << QByteArray("H N:A:K:Q:J\nC 1N:W\nP SK\n\n") << QStringList{"rbn.play.not-held 3:3 r1"};
    QTest::newRow("revoke") << QByteArray("H N:A.2:K.3:Q.4:J.5\nC 1N:W\nP H2SK45\n\n") << QStringList{"rbn.play.revoke 3:5 r1"};
    QTest::newRow("played twice") << QByteArray("H N:A.2:K.3:Q.4:J.5\nC 1N:W\nP H2345:SJAKQ:H2\n\n")
                                  << QStringList{"rbn.play.twice 3:15 r1"};
    QTest::newRow("short trick") << QByteArray("C 1N:W\nP H23:SK\n\n") << QStringList{"rbn.play.short-trick 2:6 r1"};
    QTest::newRow("rank alone") << QByteArray("C 1N:W\nP 2\n\n") << QStringList{"rbn.play.rank-alone 2:3 r1"};
    QTest::newRow("unterminated") << QByteArray("{abc\nB 1\n\n") << QStringList{"rbn.text.unterminated 1:1 r1"};
    QTest::newRow("month 13") << QByteArray("D 19931305\n\n") << QStringList{"rbn.date.syntax 1:7 r1"};
    QTest::newRow("contract level") << QByteArray("C 8S:N\n\n") << QStringList{"rbn.contract.level 1:3 r1"};
    QTest::newRow("contract strain") << QByteArray("C 4X:N\n\n") << QStringList{"rbn.contract.strain 1:4 r1"};
    QTest::newRow("fourteen tricks") << QByteArray("R 14\n\n") << QStringList{"rbn.result.tricks 1:3 r1"};
    QTest::newRow("bad makes") << QByteArray("M E\n\n") << QStringList{"rbn.char.invalid 1:3 r1", "rbn.makes.syntax 1:3 r1"};
    // Warnings: reading takes the first of two labels, I must come last,
    // a contract the auction does not reach.
    QTest::newRow("label twice") << QByteArray("B 1\nB 2\n\n") << QStringList{"rbn.label.repeated 2:1 r1"};
    QTest::newRow("after I") << QByteArray("I a=1\n{x}\nB 2\n\n") << QStringList{"rbn.label.order 3:1 r1"};
    QTest::newRow("contract and auction") << QByteArray("A NZ:1SA\nC 2S:N\n\n") << QStringList{"rbn.contract.auction 2:3 r1"};
    QTest::newRow("declarer by the auction's partner") << QByteArray("A NZ:1SA\nC 1S:S\n\n")
                                                       << QStringList{"rbn.contract.auction 2:3 r1"};
    // PBN's irregular declarer (declarer and dummy swapped), which the writer
    // carries in a % line: the auction's declarer's partner, and no fault
    QTest::newRow("PBN's irregular declarer carried") << QByteArray("%[Declarer \"^S\"]\nA NZ:1SA\nC 1S:S\n\n")
                                                      << QStringList{};
    QTest::newRow("carried, but not the partner") << QByteArray("%[Declarer \"^E\"]\nA NZ:1SA\nC 1S:E\n\n")
                                                  << QStringList{"rbn.contract.auction 3:3 r1"};
    // checkLine() skips the allowed bytes four at a time, then one by one:
    // a space at each place of the first blocks of four and of the tail,
    // a line whose last byte is the one not allowed (a size of four times
    // n and not), four in one block (three reported) and two blocks apart.
    for (int at = 2; at <= 12; ++at) {
        QByteArray line("A NZ:1S2H3C4DPPP");
        line.insert(at, ' ');
        QStringList expected{QStringLiteral("rbn.char.invalid 1:%1 r1").arg(at + 1)};
        if (at >= 6 && at % 2 == 0) // (between a bid's level and strain)
            expected.append(QStringLiteral("rbn.auction.bad-call 1:%1 r1").arg(at));
        QTest::newRow(qPrintable(QStringLiteral("A space at %1").arg(at))) << line + "\n\n" << expected;
    }
    QTest::newRow("comma last, eight bytes") << QByteArray("M 1234567,\n\n")
                                             << QStringList{"rbn.char.invalid 1:10 r1", "rbn.makes.syntax 1:10 r1"};
    QTest::newRow("four spaces in one block") << QByteArray("A NZ:1S    2H\n\n")
                                              << QStringList{"rbn.char.invalid 1:8 r1", "rbn.char.invalid 1:9 r1",
                                                             "rbn.char.invalid 1:10 r1"};
    QTest::newRow("spaces blocks apart") << QByteArray("A NZ:1 S2H3C4DP PP\n\n")
                                         << QStringList{"rbn.char.invalid 1:7 r1", "rbn.char.invalid 1:16 r1",
                                                        "rbn.auction.bad-call 1:6 r1"};
    // RBX: the same checks, columns on the record's line.
    QTest::newRow("rbx card twice") << QByteArray("B{1}H{N:AK:A}\n") << QStringList{"rbn.deal.duplicate-card 1:12 r1"};
}

void TestRbnErrors::errors()
{
    QFETCH(QByteArray, text);
    QFETCH(QStringList, diagnostics);
    const bool rbx = text.contains('{') && text.startsWith("B{");
    const ReadResult r = readText(text, rbx ? "rbx" : "rbn");
    QCOMPARE(diagnosticsOf(r), diagnostics);
    QCOMPARE(r.collection.size(), 1); // the record is still read
}

void TestRbnErrors::readingGoesOn()
{
    // Errors in records 1 and 3 carry their record numbers and lines; the
    // records around them are read as they are.
    const QByteArray text = "% RBN\nB 1\nH N:AK:A\n\nB 2\nA NZ:1NA\n\nB 3\nA NZ:1S1H\n\nB 4\n\n";
    const ReadResult r = readText(text);
    QCOMPARE(diagnosticsOf(r), (QStringList{"rbn.deal.duplicate-card 3:8 r1", "rbn.auction.insufficient 9:8 r3"}));
    QCOMPARE(r.collection.size(), 4);
    QCOMPARE(callsOf(recordAt(r, 1)->auction()), QStringLiteral("1NT P P P"));
    QCOMPARE(recordAt(r, 3)->tag(QStringLiteral("Board")), QStringLiteral("4"));
    // The same, a span at a time.
    const NotationPlugin &p = plugin("rbn");
    const QList<RecordSpan> spans = p.split(text);
    QCOMPARE(spans.size(), 4);
    const ReadResult third = p.readRecord(text, spans[2], 3, recordAt(r, 1));
    QCOMPARE(diagnosticsOf(third), QStringList{"rbn.auction.insufficient 9:8 r3"});
}

void TestRbnErrors::noCrash_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("blank lines") << QByteArray("\n\n\n  \n");
    QTest::newRow("lone brace") << QByteArray("{");
    QTest::newRow("bare labels") << QByteArray("D\nT\nL\nE\nF\nS\nK\nN\nB\nH\nA\nC\nP\nR\nM\nI\n0\n");
    QTest::newRow("only separators") << QByteArray("H ::::::;;;;\nA :::::\nP :::;;;\nC ::::\nR ::::\nM ::::::\n");
    QTest::newRow("marks alone") << QByteArray("A !?*^^^\nP ^!?*\n");
    QTest::newRow("suitless alone") << QByteArray("P --+-:--+-:+++:....:~~~~\n");
    QTest::newRow("all pass twice") << QByteArray("A AAAA\n");
    QTest::newRow("carried garbage") << QByteArray("%[\n%[X\n%[X \"\n%|\"a\n%:\n");
    QTest::newRow("rbx garbage") << QByteArray("}{}{D{\nQ{x}Z}{{{\n%{");
    QTest::newRow("nul bytes") << QByteArray("H N:A\0K\nB \0\n", 13);
    QByteArray noise;
    QRandomGenerator gen(20240315);
    for (int i = 0; i < 4000; ++i)
        noise += "DTLEFSKNBHACPRMI0123456789 :;.+-~!?*^{}|%xAKQJT\n\r"[gen.bounded(50)];
    QTest::newRow("noise") << noise;
}

void TestRbnErrors::noCrash()
{
    QFETCH(QByteArray, text);
    for (const char *id : {"rbn", "rbx"}) {
        const NotationPlugin &p = plugin(id);
        const ReadResult r = p.read(text);
        const WriteResult w = p.write(r.collection);
        const ReadResult back = p.read(w.data);
        QCOMPARE(back.collection.size(), r.collection.size());
        RecordPtr previous;
        int n = 0;
        for (const RecordSpan &span : p.split(text)) {
            const ReadResult one = p.readRecord(text, span, ++n, previous.get());
            if (!one.collection.isEmpty())
                previous = one.collection.records().first();
        }
        for (const RecordPtr &rec : r.collection.records())
            p.cannotHold(*rec);
    }
}

QTEST_APPLESS_MAIN(TestRbnErrors)
#include "tst_rbnerrors.moc"
