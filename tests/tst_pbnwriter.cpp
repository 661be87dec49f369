// Writing PBN's export format: the exact bytes of a small game (worked out
// by hand from the standard), round trips over every corpus file (the same
// records, then the same bytes), inheritance, and what PBN cannot hold.

#include "support/pbnhelpers.h"

#include <QTest>

using namespace kib;
using namespace kib::test;

class TestPbnWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void exactBytes();
    void roundTrip_data();
    void roundTrip();
    void lineLength_data();
    void lineLength();
    void inheritance();
    void queryPoints();
    void cannotHold();
};

void TestPbnWriter::exactBytes()
{
    const QByteArray in = "% PBN 1.0\n[Room \"Open\"]\n[Event \"Club\"] ; weekly\n[Dealer \"W\"]\n[Vulnerable \"Both\"]\n"
                          "[Deal \"N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85\"]\n"
                          "[Declarer \"s\"]\n[Contract \"2hx\"]\n[Result \"NS 8 EW 5\"]\n[Auction \"S\"]\n"
                          "- 1D 1S !! =1= $25 Pass\n2H X Pass Pass\nPass\n[Note \"1:five spades\"]\n"
                          "[Play \"w\"]\nSK H3 S4 S3 {ruff}\n";
    const QByteArray want = "% PBN 2.1\r\n% EXPORT\r\n\r\n"
                            "[Event \"Club\"]\r\n; weekly\r\n[Site \"?\"]\r\n[Date \"?\"]\r\n[Board \"?\"]\r\n"
                            "[West \"?\"]\r\n[North \"?\"]\r\n[East \"?\"]\r\n[South \"?\"]\r\n"
                            "[Dealer \"W\"]\r\n[Vulnerable \"All\"]\r\n"
                            "[Deal \"W:KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4\"]\r\n"
                            "[Scoring \"?\"]\r\n[Declarer \"S\"]\r\n[Contract \"2HX\"]\r\n[Result \"8\"]\r\n"
                            "[Room \"Open\"]\r\n"
                            "[Auction \"W\"]\r\n1D 1S =1= $3 $25 Pass 2H\r\nX Pass Pass Pass\r\n"
                            "[Note \"1:five spades\"]\r\n"
                            "[Play \"W\"]\r\nSK H3 S4 S3 {ruff}\r\n*\r\n";
    const ReadResult r = readPbn(in);
    QVERIFY2(errorCodes(r.diagnostics).isEmpty(), qPrintable(describe(r.diagnostics)));
    const WriteResult w = PbnPlugin().write(r.collection);
    QCOMPARE(w.data, want);
    QVERIFY(w.warnings.isEmpty());
    // and it reads back to the same game, without a diagnostic
    const ReadResult back = readPbn(w.data);
    QVERIFY2(back.diagnostics.isEmpty(), qPrintable(describe(back.diagnostics)));
    QVERIFY(*cardRecord(back, 0) == *cardRecord(r, 0));
}

void TestPbnWriter::roundTrip_data()
{
    QTest::addColumn<QString>("file");
    for (const QString &f : corpusFiles())
        QTest::newRow(qPrintable(f)) << f;
}

void TestPbnWriter::roundTrip()
{
    QFETCH(QString, file);
    const PbnPlugin plugin;
    const ReadResult first = plugin.read(corpusFile(file));
    const WriteResult written = plugin.write(first.collection);
    const ReadResult second = plugin.read(written.data);
    QCOMPARE(second.collection.size(), first.collection.size());
    for (int i = 0; i < first.collection.size(); ++i)
        QVERIFY2(*cardRecord(second, i) == *cardRecord(first, i), qPrintable(QStringLiteral("record %1").arg(i + 1)));
    // file commentary is kept too (the writer puts its own version lines first)
    auto kept = [](const Collection &c) {
        QList<Commentary> out;
        for (const Commentary &x : c.fileComments())
            if (!x.text.trimmed().startsWith(u"PBN ") && x.text.trimmed() != u"EXPORT")
                out.append(x);
        return out;
    };
    QCOMPARE(kept(second.collection), kept(first.collection));
    const WriteResult again = plugin.write(second.collection);
    QCOMPARE(again.data, written.data);
    QVERIFY(written.data.startsWith("% PBN 2.1\r\n% EXPORT\r\n"));
    QVERIFY(!written.data.contains('\t'));
    QCOMPARE(written.data.count('\n'), written.data.count("\r\n"));
}

void TestPbnWriter::lineLength_data()
{
    QTest::addColumn<QString>("file");
    // files whose own lines are all short: their export lines are too
    for (const QString &f : corpusFiles()) {
        const QByteArray data = corpusFile(f);
        bool longLine = false;
        for (const QByteArray &line : data.split('\n'))
            longLine = longLine || line.size() > 200;
        if (!longLine)
            QTest::newRow(qPrintable(f)) << f;
    }
}

void TestPbnWriter::lineLength()
{
    QFETCH(QString, file);
    const WriteResult w = PbnPlugin().write(readPbn(corpusFile(file)).collection);
    for (const QByteArray &line : w.data.split('\n'))
        QVERIFY2(line.size() + 1 < 255, line.constData());
}

void TestPbnWriter::inheritance()
{
    const QByteArray in = "[Event \"##Club night\"]\n[Site \"Home\"]\n[Board \"1\"]\n\n[Board \"2\"]\n[Site \"#\"]\n\n"
                          "[Board \"3\"]\n[Event \"Second half\"]\n[Site \"Away\"]\n";
    const ReadResult r = readPbn(in);
    const QByteArray out = PbnPlugin().write(r.collection).data;
    QVERIFY(out.contains("[Event \"##Club night\"]\r\n[Site \"Home\"]"));
    QVERIFY(out.contains("[Board \"2\"]\r\n[West"));    // game 2 leaves the Event out: '##' carries it
    QVERIFY(out.contains("[Site \"#\"]"));
    QVERIFY(out.contains("[Event \"##Second half\"]"));
    const ReadResult back = readPbn(out);
    for (int i = 0; i < 3; ++i)
        QVERIFY(*cardRecord(back, i) == *cardRecord(r, i));
}

void TestPbnWriter::queryPoints()
{
    const QByteArray head = "[Dealer \"N\"]\n[Declarer \"S\"]\n[Contract \"5HX\"]\n"
                            "[Deal \"N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85\"]\n";
    // "your call?" after 1NT Pass, "your play?" for North after the first trick
    const ReadResult r = readPbn(head + "[Auction \"N\"]\n1D Pass _____\n[Play \"W\"]\nSK H3 S4 S3\n+\n");
    const QByteArray out = PbnPlugin().write(r.collection).data;
    QVERIFY2(out.contains("1D Pass +\r\n"), out.constData());
    QVERIFY2(out.contains("SK H3 S4 S3\r\n- +\r\n"), out.constData());
    const ReadResult back = readPbn(out);
    QCOMPARE(cardRecord(back, 0)->auction().queryPoints, QList<int>{2});
    QCOMPARE(cardRecord(back, 0)->play().queryPoints, QList<int>{4});
}

void TestPbnWriter::cannotHold()
{
    const PbnPlugin plugin;
    CardRecord pinochle(Game::Pinochle, 4);
    QVERIFY(!plugin.cannotHold(pinochle).isEmpty());
    Collection c;
    c.append(std::make_shared<CardRecord>(Game::Pinochle, 4));
    const WriteResult w = plugin.write(c);
    QCOMPARE(w.warnings.size(), 1);
    QCOMPARE(w.warnings.at(0).record, 1);
    QVERIFY(!w.data.contains("[Event"));

    const ReadResult r = readPbn(corpusFile(QStringLiteral("tournament/schiphol.pbn")));
    CardRecord bridge = *cardRecord(r, 0);
    QVERIFY(plugin.cannotHold(bridge).isEmpty());
    bridge.play().claim = Claim{10, QStringLiteral("claims the rest")};
    bridge.auction().calls[0].annotation.alert = true;
    bridge.deal().hands[North].cards[0] = Card(Suit::Hearts, RankLow);
    bridge.deal().piles.append(Pile{QStringLiteral("kitty"), {}, false});
    const QStringList lost = plugin.cannotHold(bridge);
    QCOMPARE(lost.size(), 4);
}

QTEST_GUILESS_MAIN(TestPbnWriter)
#include "tst_pbnwriter.moc"
