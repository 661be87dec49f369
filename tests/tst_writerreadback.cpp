// The writers never write what their own readers warn about: every sample,
// fixture and corpus file that reads without errors, written in every
// notation that can hold its games (its own included), reads back with no
// diagnostic its source's read did not give. A source's own departures
// (a PBN file's Bridge Composer \n escape, its empty Deal tags) may travel
// with it into the same notation; nothing else may appear. And the tags Kibitzer's readers
// give to other notations' fields (RBN's Title, LIN's LinPn) are known to
// the PBN reader, which is where a converted file takes them.
#include "support/conversionrows.h"
#include "support/corpus.h"

#include "parsers/fileio.h"
#include "parsers/rbn/rbnlabels.h"
#include "parsers/registry.h"

#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace kib;

class TestWriterReadBack : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void samples_data();
    void samples() { readsBackClean(); }
    void corpus_data();
    void corpus() { readsBackClean(); }
    void carriedTagsKnown_data();
    void carriedTagsKnown();
    void linDealerWhenNone_data();
    void linDealerWhenNone();
    void linSuitMarks();
    void linNeedsCalls_data();
    void linNeedsCalls();

private:
    void readsBackClean();
};

namespace {

// (a file whose errors may travel is left out; a file of no records is
// written too: every writer writes one that reads back)
bool wanted(const LoadedFile &in, const NotationPlugin &p)
{
    return errorCount(in.result.diagnostics) == 0 && test::writesAll(p, in.result.collection);
}

} // namespace

void TestWriterReadBack::samples_data()
{
    test::addOwnConversionRows(wanted);
}

void TestWriterReadBack::corpus_data()
{
    KIB_REQUIRE_CORPUS(QString());
    test::addCorpusConversionRows(wanted);
}

void TestWriterReadBack::readsBackClean()
{
    QFETCH(QString, path);
    QFETCH(QString, target);
    const LoadedFile in = readFile(path);
    QVERIFY(in.ok());
    const NotationPlugin *to = Registry::builtin().byId(target);
    QVERIFY(to);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString out = dir.filePath(QStringLiteral("out.") + to->extensions().first());
    const SavedFile saved = writeFile(out, in.result.collection, *to, in.result.diagnostics);
    QVERIFY2(saved.ok(), qPrintable(saved.error));
    const LoadedFile back = readFile(out, to->id());
    QVERIFY(back.ok());
    QSet<QString> before;
    for (const Diagnostic &d : in.result.diagnostics)
        before.insert(d.code);
    QStringList added;
    for (const Diagnostic &d : back.result.diagnostics)
        if (!before.contains(d.code))
            added.append(QStringLiteral("%1:%2 [%3] record %4: %5")
                             .arg(d.line).arg(d.column).arg(d.code).arg(d.record).arg(d.message));
    QVERIFY2(added.isEmpty(), qPrintable(added.join(u'\n')));
}

void TestWriterReadBack::carriedTagsKnown_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("known");
    // every tag RBN's header labels become (rbn::tagNames()): PBN's own,
    // or those it has no tag for (Title, Venue, EventDetail, ...)
    QSet<QString> seen;
    for (const char label : QByteArrayView("DTLEFSKNB"))
        for (const QString &n : rbn::tagNames(label))
            if (!seen.contains(n)) {
                seen.insert(n);
                QTest::addRow("%c %s", label, qPrintable(n)) << n << true;
            }
    // what Kibitzer keeps to write a record back in RBN or LIN
    for (const char *n : {"RbnItems", "RbnDate", "LinVg", "LinPn", "LinQx", "LinBn", "LinRs", "LinPages"})
        QTest::newRow(n) << QString::fromLatin1(n) << true;
    // a file's own new tags are still named
    for (const char *n : {"Linear", "Rbnx", "Lin", "Titles", "Frobnicate"})
        QTest::newRow(n) << QString::fromLatin1(n) << false;
}

void TestWriterReadBack::carriedTagsKnown()
{
    QFETCH(QString, name);
    QFETCH(bool, known);
    // (Event and Board given once)
    const QByteArray text = "% PBN 2.1\n" + QByteArray(name == u"Event" ? "" : "[Event \"x\"]\n")
                            + QByteArray(name == u"Board" ? "" : "[Board \"1\"]\n") + "[" + name.toLatin1()
                            + " \"some value\"]\n";
    const ReadResult r = Registry::builtin().byId(QStringLiteral("pbn"))->read(text);
    QStringList codes;
    for (const Diagnostic &d : r.diagnostics)
        codes.append(d.code);
    QCOMPARE(codes.contains(QStringLiteral("pbn.tag.unknown")), !known);
    QCOMPARE(r.collection.size(), 1);
    QCOMPARE(r.collection.records().constFirst()->tag(name), QStringLiteral("some value"));
}

void TestWriterReadBack::linDealerWhenNone_data()
{
    // LIN's md starts with the dealer's digit (1 S, 2 W, 3 N, 4 E); a game
    // with no dealer gets the first caller's, else its board's in the
    // duplicate rotation (the dealer LIN's reader would take, with a
    // warning, from a board number), else board 1's (North): BBO's md
    // always has its digit. cannotHold() says which
    QTest::addColumn<QByteArray>("game");
    QTest::addColumn<QByteArray>("md");
    QTest::addColumn<QString>("dealer");
    const QByteArray deal = "[Deal \"N:AK52.K73.AQ4.962 QJ9.AJ84.KT95.Q3 T876.Q65.J3.AKJ8 43.T92.8762.T754\"]\n";
    QTest::newRow("board 3") << QByteArray("[Board \"3\"]\n" + deal) << QByteArray("md|1") << QStringLiteral("South");
    QTest::newRow("board 8") << QByteArray("[Board \"8\"]\n" + deal) << QByteArray("md|2") << QStringLiteral("West");
    QTest::newRow("first caller") << QByteArray("[Board \"3\"]\n" + deal + "[Auction \"E\"]\n1C Pass Pass Pass\n")
                                  << QByteArray("md|4") << QStringLiteral("East");
    QTest::newRow("no board number") << deal << QByteArray("md|3") << QStringLiteral("North");
    QTest::newRow("no hands, no board number") << QByteArray("[Deal \"N:- - - -\"]\n") << QByteArray("md|3,,,")
                                               << QStringLiteral("North");
    QTest::newRow("its own dealer") << QByteArray("[Board \"3\"]\n[Dealer \"W\"]\n" + deal) << QByteArray("md|2")
                                    << QString();
}

void TestWriterReadBack::linDealerWhenNone()
{
    QFETCH(QByteArray, game);
    QFETCH(QByteArray, md);
    QFETCH(QString, dealer);
    const NotationPlugin *pbn = Registry::builtin().byId(QStringLiteral("pbn"));
    const NotationPlugin *lin = Registry::builtin().byId(QStringLiteral("lin"));
    const ReadResult in = pbn->read("% PBN 2.1\n[Event \"x\"]\n" + game);
    QCOMPARE(in.collection.size(), 1);
    const QByteArray written = lin->write(in.collection).data;
    QVERIFY2(written.contains(md), written.constData());
    const ReadResult back = lin->read(written);
    QVERIFY2(back.diagnostics.isEmpty(), qPrintable(back.diagnostics.value(0).message));
    const QStringList lost = lin->cannotHold(*in.collection.records().constFirst());
    const QString said = lost.filter(QStringLiteral("a deal with no dealer")).value(0);
    QCOMPARE(said.isEmpty(), dealer.isEmpty());
    QVERIFY2(dealer.isEmpty() || said.contains(QStringLiteral("written as ") + dealer), qPrintable(said));
}

void TestWriterReadBack::linSuitMarks()
{
    // PBN's suit escapes are LIN's !S marks (BBO shows \S as written), and
    // cannotHold() says so; BBO's own marks need no word
    const NotationPlugin *pbn = Registry::builtin().byId(QStringLiteral("pbn"));
    const NotationPlugin *lin = Registry::builtin().byId(QStringLiteral("lin"));
    const ReadResult in = pbn->read("% PBN 2.1\n[Event \"x\"]\n[Board \"1\"]\n[Dealer \"N\"]\n"
                                    "[Deal \"N:AK52.K73.AQ4.962 QJ9.AJ84.KT95.Q3 T876.Q65.J3.AKJ8 43.T92.8762.T754\"]\n"
                                    "{Lead the \\HK}\n");
    QCOMPARE(in.collection.size(), 1);
    const QByteArray written = lin->write(in.collection).data;
    QVERIFY2(written.contains("nt|Lead the !HK|"), written.constData());
    const QString said = QStringLiteral("PBN's suit escapes \\S \\H \\D \\C (written as LIN's !S !H !D !C)");
    QVERIFY(lin->cannotHold(*in.collection.records().constFirst()).contains(said));
    const ReadResult back = lin->read(written);
    QCOMPARE(back.diagnostics.size(), 0);
    QVERIFY(!lin->cannotHold(*back.collection.records().constFirst()).contains(said));
}


void TestWriterReadBack::linNeedsCalls_data()
{
    // LIN gives the contract by the calls alone. A game's play with a
    // contract and no calls would be read with none, its leader the first
    // card's holder, with a warning; its result (LIN's claim, mc) would be a
    // claim with no contract, with a warning. Both are left out, and
    // cannotHold() names them. A board read from LIN with play or a claim
    // and no calls (which its read warned of) has no contract: written
    // again, it keeps them.
    QTest::addColumn<QString>("from");
    QTest::addColumn<QByteArray>("game");
    QTest::addColumn<QByteArray>("token"); // what the written board holds, or not
    QTest::addColumn<bool>("kept");
    QTest::addColumn<QString>("loss"); // cannotHold()'s words when it is not kept
    const QByteArray deal = "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
                            "[Deal \"N:AK52.K73.AQ4.962 QJ9.AJ84.KT95.Q3 T876.Q65.J3.AKJ8 43.T92.8762.T754\"]\n";
    const QByteArray contract = "[Declarer \"N\"]\n[Contract \"3NT\"]\n[Result \"9\"]\n";
    const QByteArray auction = "[Auction \"N\"]\n3NT Pass Pass Pass\n";
    const QByteArray play = "[Play \"E\"]\nSQ S6 S3 S2\n*\n";
    const QByteArray board = "pn|S,W,N,E|st||md|3SAK52HK73DAQ4C962,SQJ9HAJ84DKT95CQ3,ST876HQ65DJ3CAKJ8,|rh||"
                             "ah|Board 1|sv|o|";
    const QByteArray cards = "pc|SQ|pc|S6|pc|S3|pc|S2|";
    const QString seat = QStringLiteral("play LIN cannot seat");
    const QString result = QStringLiteral("the result 9");
    QTest::newRow("play, pbn, no auction") << QStringLiteral("pbn") << QByteArray(deal + contract + play) << cards
                                           << false << seat;
    QTest::newRow("play, pbn, its auction") << QStringLiteral("pbn") << QByteArray(deal + contract + auction + play)
                                            << cards << true << seat;
    QTest::newRow("play, lin, no calls") << QStringLiteral("lin") << QByteArray(board + cards + "pg||\n") << cards
                                         << true << seat;
    QTest::newRow("claim, pbn, no auction") << QStringLiteral("pbn") << QByteArray(deal + contract)
                                            << QByteArray("mc|9|") << false << result;
    QTest::newRow("claim, pbn, its auction") << QStringLiteral("pbn") << QByteArray(deal + contract + auction)
                                             << QByteArray("mc|9|") << true << result;
    // the whole play, led by the wrong seat, is not written: its result,
    // 0, would be written as mc|0|, which with no play reads as no result
    const QByteArray wrongLead = "[Play \"W\"]\nH2 HK HA HQ\nCT C9 C3 CA\nD8 DA DK D3\nS4 S2 SQ ST\n"
                                 "HT H7 H4 H6\nD2 DQ DT DJ\nC7 C2 CQ CK\nH9 H3 HJ H5\nD7 D4 D5 S8\n"
                                 "S3 SA SJ S7\nD6 S5 S9 S6\nC5 SK H8 CJ\nC4 C6 D9 C8\n*\n";
    QByteArray zero = contract;
    zero.replace("[Result \"9\"]", "[Result \"0\"]");
    QTest::newRow("result 0, whole play not written")
        << QStringLiteral("pbn") << QByteArray(deal + zero + auction + wrongLead) << QByteArray("mc|0|") << false
        << QStringLiteral("the result 0");
    QTest::newRow("claim, lin, no calls") << QStringLiteral("lin") << QByteArray(board + "mc|9|pg||\n")
                                          << QByteArray("mc|9|") << true << result;
}

void TestWriterReadBack::linNeedsCalls()
{
    QFETCH(QString, from);
    QFETCH(QByteArray, game);
    QFETCH(QByteArray, token);
    QFETCH(bool, kept);
    QFETCH(QString, loss);
    const NotationPlugin *source = Registry::builtin().byId(from);
    const NotationPlugin *lin = Registry::builtin().byId(QStringLiteral("lin"));
    const ReadResult in = source->read(from == u"pbn" ? "% PBN 2.1\n[Event \"x\"]\n" + game : game);
    QCOMPARE(in.collection.size(), 1);
    QSet<QString> before;
    for (const Diagnostic &d : in.diagnostics) {
        QVERIFY2(!d.isError(), qPrintable(d.message));
        before.insert(d.code);
    }
    const QByteArray written = lin->write(in.collection).data;
    QCOMPARE(written.contains(token), kept);
    const ReadResult back = lin->read(written);
    QCOMPARE(back.collection.size(), 1);
    for (const Diagnostic &d : back.diagnostics)
        QVERIFY2(before.contains(d.code), qPrintable(d.code + u' ' + d.message));
    const QStringList lost = lin->cannotHold(*in.collection.records().constFirst());
    QCOMPARE(lost.filter(loss).size(), kept ? 0 : 1);
}

QTEST_APPLESS_MAIN(TestWriterReadBack)
#include "tst_writerreadback.moc"
