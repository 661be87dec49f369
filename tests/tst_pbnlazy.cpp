// PBN files read lazily (PbnPlugin::readLazily, issue 3's memory target):
// every game is parsed and checked as read() does, games that stand alone are
// kept as their span and summary, and the collection builds them again, equal
// to what read() gives, when they are asked for.

#include "support/corpus.h"

#include "support/pbnhelpers.h"

#include "support/recordjson.h"

#include "model/collection.h"
#include "model/recordsummary.h"

#include <QtTest>

using namespace kib;
using namespace kib::test;

namespace {

QByteArray game(int board, const char *extra = "")
{
    return QByteArray("[Event \"Club\"]\n[Site \"Here\"]\n[Date \"2026.11.21\"]\n[Board \"") + QByteArray::number(board)
           + "\"]\n[West \"W\"]\n[North \"N\"]\n[East \"E\"]\n[South \"S\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
             "[Deal \"N:AKQJ.T98.765.432 T987.654.432.AKQ 6543.AKQ.AKQ.765 2.J32.JT98.JT98\"]\n"
             "[Scoring \"\"]\n[Declarer \"N\"]\n[Contract \"1NT\"]\n[Result \"7\"]\n"
           + extra + "[Auction \"N\"]\n1NT Pass Pass Pass\n\n";
}

} // namespace

class TestPbnLazy : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameAsReadFully_data();
    void sameAsReadFully();
    void corpusFiles_data();
    void corpusFiles();
    void summaryOfUnbuiltRecord();
    void editsBuildNothingElse();
    void recordsBuildsEverything();
};

void TestPbnLazy::sameAsReadFully_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QList<bool>>("builtAtOnce");

    QTest::newRow("standalone games") << game(1) + game(2) + game(3) << QList<bool>{false, false, false};
    // '#' takes the value of the game before: such a game stays built, and
    // so do the ones after while the chain goes on (an inherited tag goes on:
    // game 3's own Event is read as its new value) up to the game after the
    // one that ends it with "?"
    QTest::newRow("# inheritance") << game(1) + QByteArray("[Event \"#\"]\n[Board \"2\"]\n[Dealer \"E\"]\n"
                                                           "[Deal \"E:- - - -\"]\n\n")
                                          + game(3) + game(4).replace("\"Club\"", "\"?\"") + game(5)
                                   << QList<bool>{false, true, true, true, false};
    // '##' goes on to the games after until a game sets the tag again
    QTest::newRow("## chain") << QByteArray("[Event \"##Cup\"]\n[Board \"1\"]\n[Deal \"N:- - - -\"]\n\n"
                                            "[Board \"2\"]\n[Deal \"N:- - - -\"]\n\n")
                                     + game(3)
                              << QList<bool>{false, true, true};
    // tags out of export order: a game let go is summed up from them as they
    // stand, a game kept (it takes Event from the one before) is put in order
    // as read() puts it, its commentary's anchors with it
    QTest::newRow("tags out of order") << QByteArray("[Board \"1\"]\n{on the board}\n[Deal \"N:- - - -\"]\n"
                                                     "[North \"N\"]\n[Event \"Club\"]\n[Contract \"2S\"]\n\n"
                                                     "[Board \"2\"]\n[Deal \"E:- - - -\"]\n[Event \"#\"]\n"
                                                     "{on the event}\n[Declarer \"E\"]\n[Contract \"3H\"]\n\n")
                                       << QList<bool>{false, true};
    // '##' tags out of order go on to the games after in the order read()
    // gives them: their checks (a bad result, time, date) are reported in
    // that order for each game that takes them
    QTest::newRow("## out of order") << QByteArray("[Result \"##x7\"]\n[Time \"##2x:00\"]\n[Board \"1\"]\n"
                                                   "[Date \"##2026.13.45\"]\n[Deal \"N:- - - -\"]\n\n"
                                                   "[Board \"2\"]\n[Deal \"N:- - - -\"]\n\n")
                                     << QList<bool>{false, true};
    // a game with an error is kept unbuilt as well: it reads the same again
    QTest::newRow("bad deal") << game(1) + QByteArray("[Board \"2\"]\n[Deal \"N:AA.. - - -\"]\n\n")
                              << QList<bool>{false, false};
    // ISO-8859-1 bytes (a game read on its own detects them again)
    QTest::newRow("latin-1") << game(1, "[Annotator \"Ren\xe9\"]\n") + game(2, "[Annotator \"Jos\xe9\"]\n")
                             << QList<bool>{false, false};
    // a game of an ISO-8859-1 file whose bytes happen to be UTF-8 stays
    // built: read again on its own, it would be read as UTF-8 (its one
    // non-ASCII character far into the game, past the bytes looked at
    // sixteen at a time)
    QTest::newRow("latin-1, a game that looks UTF-8")
        << game(1, "[Annotator \"Ren\xe9\"]\n") + game(2, "[Annotator \"Li\xc3\xa8ge\"]\n") + game(3)
        << QList<bool>{false, true, false};
}

void TestPbnLazy::sameAsReadFully()
{
    QFETCH(QByteArray, text);
    QFETCH(QList<bool>, builtAtOnce);

    const ReadResult full = PbnPlugin().read(text);
    const ReadResult lazy = PbnPlugin().readLazily(text);
    QCOMPARE(describe(lazy.diagnostics), describe(full.diagnostics));
    QCOMPARE(lazy.collection.size(), builtAtOnce.size());
    QCOMPARE(full.collection.size(), builtAtOnce.size());
    for (int i = 0; i < builtAtOnce.size(); ++i)
        QCOMPARE(lazy.collection.isBuilt(i), builtAtOnce.at(i));
    QCOMPARE(lazy.collection.hasUnbuilt(), builtAtOnce.contains(false));
    // a game let go is summed up as the game read() gives is
    for (int i = 0; i < builtAtOnce.size(); ++i) {
        if (builtAtOnce.at(i))
            continue;
        const RecordSummary was = RecordSummary::of(*full.collection.records().at(i));
        const RecordSummary s = lazy.collection.summary(i);
        QVERIFY(!lazy.collection.isBuilt(i));
        QCOMPARE(s.board, was.board);
        QCOMPARE(s.event, was.event);
        QCOMPARE(s.north, was.north);
        QCOMPARE(s.contract.toString(), was.contract.toString());
        QCOMPARE(s.contractTag, was.contractTag);
        QCOMPARE(s.declarer, was.declarer);
        QCOMPARE(s.result, was.result);
    }
    // built in an order of their own: each on its own, the last first
    for (int i = builtAtOnce.size() - 1; i >= 0; --i) {
        const RecordPtr r = lazy.collection.record(i);
        QVERIFY(r);
        QCOMPARE(recordJson(r), recordJson(full.collection.records().at(i)));
        QVERIFY(lazy.collection.isBuilt(i));
        // built once: asked again, the very same object
        QCOMPARE(lazy.collection.record(i), r);
        QCOMPARE(lazy.collection.original(i), r);
    }
    QVERIFY(!lazy.collection.hasUnbuilt());
}

void TestPbnLazy::corpusFiles_data()
{
    KIB_REQUIRE_CORPUS(QStringLiteral("pbn"));
    QTest::addColumn<QString>("file");
    const QStringList files = kib::test::corpusFiles();
    QVERIFY(files.size() >= 5);
    for (const QString &f : files)
        QTest::newRow(qPrintable(f)) << f;
}

void TestPbnLazy::corpusFiles()
{
    QFETCH(QString, file);
    const QByteArray data = corpusFile(file);
    const ReadResult full = PbnPlugin().read(data);
    const ReadResult lazy = PbnPlugin().readLazily(data);
    QCOMPARE(describe(lazy.diagnostics), describe(full.diagnostics));
    QCOMPARE(lazy.collection.size(), full.collection.size());
    QCOMPARE(lazy.collection.fileComments(), full.collection.fileComments());
    for (int i = 0; i < full.collection.size(); ++i) {
        const RecordPtr r = lazy.collection.record(i);
        QVERIFY2(r, qPrintable(QStringLiteral("record %1").arg(i + 1)));
        QCOMPARE(recordJson(r), recordJson(full.collection.records().at(i)));
    }
}

void TestPbnLazy::summaryOfUnbuiltRecord()
{
    const QByteArray text = game(1) + game(12, "[Annotator \"X\"]\n");
    const ReadResult lazy = PbnPlugin().readLazily(text);
    QVERIFY(!lazy.collection.isBuilt(1));
    const RecordSummary s = lazy.collection.summary(1);
    QVERIFY(!lazy.collection.isBuilt(1)); // a summary builds nothing
    QCOMPARE(s.board, QStringLiteral("12"));
    QCOMPARE(s.event, QStringLiteral("Club"));
    QCOMPARE(s.north, QStringLiteral("N"));
    QCOMPARE(s.west, QStringLiteral("W"));
    QCOMPARE(s.contract.toString(), QStringLiteral("1NT"));
    QCOMPARE(s.declarer, Seat(North));
    QCOMPARE(s.result, std::optional<int>(7));
    QCOMPARE(s.game, Game::Bridge);
    // the same as the summary of the record built
    const RecordSummary b = RecordSummary::of(*lazy.collection.record(1));
    QCOMPARE(b.board, s.board);
    QCOMPARE(b.event, s.event);
    QCOMPARE(b.contract, s.contract);
    QCOMPARE(b.result, s.result);
}

void TestPbnLazy::editsBuildNothingElse()
{
    const ReadResult full = PbnPlugin().read(game(1) + game(2) + game(3) + game(4));
    ReadResult lazy = PbnPlugin().readLazily(game(1) + game(2) + game(3) + game(4));
    Collection &c = lazy.collection;
    // replace record 2 (index 1) with a copy of record 1
    const RecordPtr first = full.collection.records().at(0);
    c.replace(1, first);
    QCOMPARE(c.record(1), first);
    QVERIFY(c.original(1) == nullptr); // the one read there was never built
    // move the last to the front, take the second, put it back at the end
    c.move(3, 0);
    const RecordPtr taken = c.take(1); // (record 1, built now)
    QCOMPARE(recordJson(taken), recordJson(full.collection.records().at(0)));
    c.insert(3, taken);
    QCOMPARE(c.size(), 4);
    QVERIFY(!c.isBuilt(0)); // record 4, moved, not built
    QVERIFY(!c.isBuilt(2)); // record 3, not built
    QCOMPARE(recordJson(c.record(0)), recordJson(full.collection.records().at(3)));
    QCOMPARE(recordJson(c.record(2)), recordJson(full.collection.records().at(2)));
    QCOMPARE(c.record(1), first);
    QCOMPARE(c.record(3), taken);
    QVERIFY(!c.hasUnbuilt());
}

void TestPbnLazy::recordsBuildsEverything()
{
    ReadResult lazy = PbnPlugin().readLazily(game(1) + game(2) + game(3));
    QVERIFY(lazy.collection.hasUnbuilt());
    const Collection copy = lazy.collection; // a copy builds on its own
    const QList<RecordPtr> all = std::as_const(lazy.collection).records();
    QCOMPARE(all.size(), 3);
    for (const RecordPtr &r : all)
        QVERIFY(r);
    QVERIFY(!lazy.collection.hasUnbuilt());
    QVERIFY(copy.hasUnbuilt());
    QCOMPARE(recordJson(copy.record(2)), recordJson(all.at(2)));
    // the list may be changed through the reference once it is plain
    lazy.collection.records().removeFirst();
    QCOMPARE(lazy.collection.size(), 2);
    QCOMPARE(lazy.collection.record(0), all.at(1));
}

QTEST_GUILESS_MAIN(TestPbnLazy)
#include "tst_pbnlazy.moc"
