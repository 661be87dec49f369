// Reading PBN: each bullet of the import format with small inline records.
// Expected values were worked out by hand from the standard's text.

#include "support/corpus.h"

#include "support/pbnhelpers.h"

#include "parsers/pbn/pbndecoders.h"
#include "parsers/pbn/pbnrecordreader.h"
#include "parsers/pbn/pbntext.h"

#include <QRandomGenerator>
#include <QTest>

using namespace kib;
using namespace kib::test;

namespace {

// The standard's example game (PBN 2.1, section 1.2).
const QByteArray schiphol =
    "[Event \"International Amsterdam Airport Schiphol Bridgetournament\"]\n"
    "[Site \"Amsterdam, The Netherlands NLD\"]\n[Date \"1995.06.10\"]\n[Board \"1\"]\n"
    "[West \"Podgor\"]\n[North \"Westra\"]\n[East \"Kalish\"]\n[South \"Leufkens\"]\n"
    "[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
    "[Deal \"N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85\"]\n"
    "[Scoring \"IMP\"]\n[Declarer \"S\"]\n[Contract \"5HX\"]\n[Result \"9\"]\n"
    "[Auction \"N\"]\n1D      1S   3H =1= 4S\n4NT =2= X    Pass   Pass\n5C      X    5H     X\n"
    "Pass    Pass Pass\n[Note \"1:non-forcing 6-9 points, 6-card\"]\n[Note \"2:two colors: clubs and diamonds\"]\n"
    "[Play \"W\"]\nSK =1= H3 S4 S3\nC5 C2 C6 CK\nS2 H6 S5 S7\nC8 CA CT C4\nD2 DA DT D3\nD4 DK H5 H7\n"
    "-  -  -  H2\n*\n[Note \"1:highest of series\"]\n";

const QByteArray deal = "[Deal \"N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85\"]\n";

} // namespace

class TestPbnReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void recycledTagRoom();
    void tabsBetweenTokens();
    void tagPairs_data();
    void tagPairs();
    void standardExample();
    void auctionCalls_data();
    void auctionCalls();
    void annotations_data();
    void annotations();
    void notesBySection();
    void irregularities();
    void playOrder_data();
    void playOrder();
    void playEndAndQuery();
    void commentaryAnchors();
    void percentLines();
    void gameSplitting_data();
    void gameSplitting();
    void inheritance();
    void hidden();
    void decoders();
    void deviations_data();
    void deviations();
    void encodingsAndLineEnds();
    void splitAndReadRecord();
    void garbageNeverCrashes();
};

void TestPbnReader::tagPairs_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("value");
    QTest::newRow("plain") << QByteArray("[Event \"my event\"]") << "Event" << "my event";
    QTest::newRow("no space") << QByteArray("[Event\"no space\"]") << "Event" << "no space";
    QTest::newRow("spaces") << QByteArray("[   Event  \"spaces\"   ]") << "Event" << "spaces";
    QTest::newRow("spanning lines") << QByteArray(" [\n   Event\n      \"new lines\"\n   ]") << "Event" << "new lines";
    QTest::newRow("two on a line") << QByteArray("[Event \"e\"] [Date \"1998.03.21\"]") << "Date" << "1998.03.21";
    QTest::newRow("escapes") << QByteArray("[Event \"a \\\"q\\\" b \\\\ c\"]") << "Event" << "a \"q\" b \\ c";
    QTest::newRow("other backslash") << QByteArray("[Event \"\\a \\S\"]") << "Event" << "\\a \\S";
    QTest::newRow("after play section") << QByteArray("[Dealer \"N\"]\n[Auction \"N\"]\nAP\n[Room \"Open\"]")
                                        << "Room" << "Open";
}

void TestPbnReader::tagPairs()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, name);
    QFETCH(QString, value);
    const ReadResult r = readPbn(text);
    QCOMPARE(r.collection.size(), 1);
    QVERIFY2(errorCodes(r.diagnostics).isEmpty(), qPrintable(describe(r.diagnostics)));
    QVERIFY(cardRecord(r, 0)->hasTag(name));
    QCOMPARE(cardRecord(r, 0)->tag(name), value);
}

void TestPbnReader::standardExample()
{
    const ReadResult r = readPbn(schiphol);
    QVERIFY2(r.diagnostics.isEmpty(), qPrintable(describe(r.diagnostics)));
    const CardRecord &rec = *cardRecord(r, 0);
    QCOMPARE(rec.dealer(), North);
    QCOMPARE(rec.vulnerability(), Vulnerability::None);
    QCOMPARE(rec.declarer(), South);
    QCOMPARE(rec.contract().toString(), QStringLiteral("5HX"));
    QCOMPARE(rec.result(), std::optional<int>(9));
    QCOMPARE(cardsToDotted(rec.deal().hands.at(West).cards), QStringLiteral("KQT2.AT.J6542.85"));
    QCOMPARE(rec.auction().first, North);
    QCOMPARE(rec.auction().calls.size(), 15);
    QCOMPARE(rec.play().leader, West);
    QCOMPARE(rec.play().cardCount(), 25); // 6 tricks and the lead to the 7th
    QCOMPARE(rec.notes().size(), 3);
    QCOMPARE(rec.tags().first().name, QStringLiteral("Event"));
    QCOMPARE(rec.tags().size(), 17); // the 15 mandatory tags, Auction and Play
}

void TestPbnReader::auctionCalls_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("first");
    QTest::addColumn<QString>("calls");
    QTest::addColumn<QString>("warning");
    QTest::newRow("standard") << QByteArray("[Dealer \"N\"]\n[Auction \"N\"]\n1D 1S 3H 4S\n4NT X Pass Pass\n5C X 5H X\n"
                                            "Pass Pass Pass\n")
                              << int(North) << "1D 1S 3H 4S 4NT X Pass Pass 5C X 5H X Pass Pass Pass" << "";
    QTest::newRow("lower case") << QByteArray("[Dealer \"E\"]\n[Auction \"e\"]\n1nt x xx pass\npass pass\n") << int(East)
                                << "1NT X XX Pass Pass Pass" << "";
    QTest::newRow("dashes before the dealer") << QByteArray("[Dealer \"N\"]\n[Auction \"W\"]\n- 1D AP\n") << int(North)
                                              << "1D Pass Pass Pass" << "";
    QTest::newRow("AP at the start") << QByteArray("[Dealer \"S\"]\n[Auction \"S\"]\nAP\n") << int(South)
                                     << "Pass Pass Pass Pass" << "";
    QTest::newRow("PASS") << QByteArray("[Dealer \"N\"]\n[Auction \"N\"]\nPASS 1S PASS PASS\nPASS\n") << int(North)
                          << "Pass 1S Pass Pass Pass" << "pbn.call.spelling";
    QTest::newRow("tabs") << QByteArray("[Dealer \"N\"]\n[Auction \"N\"]\nPass\t1S\tPass\tPass\nPass\t\n") << int(North)
                          << "Pass 1S Pass Pass Pass" << "pbn.syntax.tab";
    QTest::newRow("N for NT") << QByteArray("[Dealer \"N\"]\n[Auction \"N\"]\n3N Pass Pass Pass\n") << int(North)
                              << "3NT Pass Pass Pass" << "pbn.call.trump-spelling";
    QTest::newRow("star") << QByteArray("[Dealer \"W\"]\n[Auction \"W\"]\n1C Pass *\n") << int(West) << "1C Pass" << "";
}

void TestPbnReader::auctionCalls()
{
    QFETCH(QByteArray, text);
    QFETCH(int, first);
    QFETCH(QString, calls);
    QFETCH(QString, warning);
    const ReadResult r = readPbn(text);
    QVERIFY2(errorCodes(r.diagnostics).isEmpty(), qPrintable(describe(r.diagnostics)));
    QCOMPARE(cardRecord(r, 0)->auction().first, first);
    QCOMPARE(callsText(*cardRecord(r, 0)), calls);
    if (!warning.isEmpty())
        QVERIFY2(codes(r.diagnostics).contains(warning), qPrintable(describe(r.diagnostics)));
    else
        QVERIFY2(r.diagnostics.isEmpty(), qPrintable(describe(r.diagnostics)));
}

void TestPbnReader::annotations_data()
{
    QTest::addColumn<QByteArray>("section");
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<QList<int>>("nags");
    QTest::addColumn<QList<int>>("notes");
    // the standard's examples: '1S !! =1= $25' is '1S =1= $3 $25' in export
    QTest::newRow("call suffix") << QByteArray("[Auction \"N\"]\n1S !! =1= $25\n") << "!!" << QList<int>{25}
                                 << QList<int>{1};
    QTest::newRow("call NAG as suffix") << QByteArray("[Auction \"N\"]\n1S =1= $3 $25\n") << "!!" << QList<int>{25}
                                        << QList<int>{1};
    QTest::newRow("call glued") << QByteArray("[Auction \"N\"]\n1S?!=2=\n") << "?!" << QList<int>{} << QList<int>{2};
    QTest::newRow("card suffix") << QByteArray("[Play \"W\"]\nSK !! =1= $200\n") << "!!" << QList<int>{200}
                                 << QList<int>{1};
    QTest::newRow("card NAG 9") << QByteArray("[Play \"W\"]\nSK =1= $9 $200\n") << "!!" << QList<int>{200}
                                << QList<int>{1};
    QTest::newRow("NAGs sorted") << QByteArray("[Auction \"N\"]\n1S $40 $13\n") << "" << QList<int>{13, 40}
                                 << QList<int>{};
}

void TestPbnReader::annotations()
{
    QFETCH(QByteArray, section);
    QFETCH(QString, suffix);
    QFETCH(QList<int>, nags);
    QFETCH(QList<int>, notes);
    const ReadResult r = readPbn("[Dealer \"N\"]\n[Declarer \"S\"]\n[Contract \"5HX\"]\n" + deal + section);
    const CardRecord &rec = *cardRecord(r, 0);
    const Annotation a = rec.auction().calls.isEmpty() ? rec.play().tricks.at(0).cards.at(0).annotation.get()
                                                       : rec.auction().calls.at(0).annotation.get();
    QCOMPARE(a.suffix, suffix);
    QCOMPARE(a.nags, nags);
    QCOMPARE(a.noteRefs, notes);
}

void TestPbnReader::notesBySection()
{
    const ReadResult r = readPbn(schiphol);
    const CardRecord &rec = *cardRecord(r, 0);
    QCOMPARE(rec.notes().at(0).section, Note::Section::Auction);
    QCOMPARE(rec.notes().at(1).number, 2);
    QCOMPARE(rec.notes().at(1).text, QStringLiteral("two colors: clubs and diamonds"));
    QCOMPARE(rec.notes().at(2).section, Note::Section::Play);
    QCOMPARE(rec.notes().at(2).text, QStringLiteral("highest of series"));
    QCOMPARE(rec.notesAt(rec.stepOfCall(2)).size(), 1); // 3H =1=
    QCOMPARE(rec.notesAt(rec.stepOfCard(0)).value(0).text, QStringLiteral("highest of series"));
}

void TestPbnReader::irregularities()
{
    // correct_10.pbn game 3: every irregularity of the standard
    const QByteArray text = "[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
                            "[Deal \"W:KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4\"]\n"
                            "[Declarer \"^S\"]\n[Contract \"5HX\"]\n[Result \"^5\"]\n[Auction \"W\"]\n"
                            "- ^S 1D ^I 1C\n4S ^I 3NT ^S ^S\nX 5H X AP\n[Play \"W\"]\nSK H3 S4 S3\n"
                            "C5 C2 ^R S5 ^L CK\nS2 H6 ^R C6 S7\n*\n";
    const ReadResult r = readPbn(text);
    QVERIFY2(errorCodes(r.diagnostics).isEmpty(), qPrintable(describe(r.diagnostics)));
    const CardRecord &rec = *cardRecord(r, 0);
    QCOMPARE(callsText(rec), QStringLiteral("^S 1D 1C 4S 3NT ^S ^S X 5H X Pass Pass Pass"));
    QCOMPARE(rec.auction().calls.at(0).annotation->irregularity, QStringLiteral("S"));
    QCOMPARE(rec.auction().calls.at(2).annotation->irregularity, QStringLiteral("I"));
    QCOMPARE(rec.declarer(), South);          // ^S: South played, North won the auction
    QCOMPARE(rec.tag(QStringLiteral("Declarer")), QStringLiteral("^S"));
    QCOMPARE(rec.result(), std::optional<int>(5));
    // trick 2: South leads out of turn (^L CK), then West, North, East (^R S5: a revoke)
    QCOMPARE(playText(rec).section(QStringLiteral(" | "), 1, 1), QStringLiteral("S:CK W:C5 N:C2 E:S5"));
    QCOMPARE(rec.play().tricks.at(1).cards.at(0).annotation->irregularity, QStringLiteral("L"));
    QCOMPARE(rec.play().tricks.at(1).cards.at(3).annotation->irregularity, QStringLiteral("R"));
    QCOMPARE(rec.play().tricks.at(1).winner, South);
}

void TestPbnReader::playOrder_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("order");
    QTest::newRow("standard example") << schiphol
                                      << "W:SK N:H3 E:S4 S:S3 | N:C2 E:C6 S:CK W:C5 | S:S7 W:S2 N:H6 E:S5 | "
                                         "N:CA E:CT S:C4 W:C8 | N:DA E:DT S:D3 W:D2 | N:DK E:H5 S:H7 W:D4 | S:H2";
    // lines do not matter: cards go four to a trick in the Play tag's columns
    QTest::newRow("lines") << QByteArray("[Dealer \"N\"]\n[Declarer \"S\"]\n[Contract \"5HX\"]\n" + deal +
                                         "[Play \"W\"]\nSK H3\nS4 S3 C5\nC2 C6 CK *\n")
                           << "W:SK N:H3 E:S4 S:S3 | N:C2 E:C6 S:CK W:C5";
    QTest::newRow("no trump") << QByteArray("[Dealer \"N\"]\n[Declarer \"S\"]\n[Contract \"3NT\"]\n" + deal +
                                            "[Play \"W\"]\nSK H3 S4 S3\nS2 H6 S5 S7\n*\n")
                              << "W:SK N:H3 E:S4 S:S3 | W:S2 N:H6 E:S5 S:S7";
}

void TestPbnReader::playOrder()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, order);
    const ReadResult r = readPbn(text);
    QVERIFY2(errorCodes(r.diagnostics).isEmpty(), qPrintable(describe(r.diagnostics)));
    QCOMPARE(playText(*cardRecord(r, 0)), order);
}

void TestPbnReader::playEndAndQuery()
{
    const QByteArray head = "[Dealer \"N\"]\n[Declarer \"S\"]\n[Contract \"5HX\"]\n" + deal + "[Play \"W\"]\n";
    // no '*' before the end of the play: read, with a warning
    ReadResult r = readPbn(head + "SK H3 S4 S3\n");
    QVERIFY(codes(r.diagnostics).contains(QStringLiteral("pbn.play.no-end")));
    QCOMPARE(cardRecord(r, 0)->play().tricks.at(0).winner, North);
    // '+': North (who won the trick) plays next
    r = readPbn(head + "SK H3 S4 S3\n- + - -\n");
    QVERIFY2(r.diagnostics.isEmpty(), qPrintable(describe(r.diagnostics)));
    QCOMPARE(cardRecord(r, 0)->play().cardCount(), 4);
    QCOMPARE(cardRecord(r, 0)->play().queryPoints, QList<int>{4});
    // '-' for cards not played at the end are dropped
    r = readPbn(head + "SK H3 S4 S3\nC5 C2 - -\n*\n");
    QCOMPARE(playText(*cardRecord(r, 0)), QStringLiteral("W:SK N:H3 E:S4 S:S3 | N:C2 E:- S:- W:C5"));
}

void TestPbnReader::commentaryAnchors()
{
    const QByteArray text = "{before} ; rest of line\n[Event \"e\"] {after event}\n[Dealer \"N\"]\n[Declarer \"S\"]\n"
                            "[Contract \"5HX\"]\n" + deal +
                            "[Auction \"N\"] {before the calls}\n1D {after 1D} 1S 3H 4S\n4NT X Pass Pass\n5C X 5H X\n"
                            "Pass Pass Pass\n[Play \"W\"]\n{before the lead}\nSK {after SK} H3 S4 S3\n"
                            "C5 {after C5} C2 C6 CK\n*\n";
    const ReadResult r = readPbn(text);
    QVERIFY2(errorCodes(r.diagnostics).isEmpty(), qPrintable(describe(r.diagnostics)));
    const QList<Commentary> &c = cardRecord(r, 0)->comments();
    QCOMPARE(c.size(), 8);
    const QList<Anchor> want = {{Anchor::Kind::Record, -1}, {Anchor::Kind::Record, -1}, {Anchor::Kind::Tag, 0},
                                {Anchor::Kind::Call, -1},   {Anchor::Kind::Call, 0},    {Anchor::Kind::Card, -1},
                                {Anchor::Kind::Card, 0},    {Anchor::Kind::Card, 7}}; // C5 is played 8th
    for (int i = 0; i < c.size(); ++i)
        QCOMPARE(c.at(i).anchor, want.at(i));
    QCOMPARE(c.at(1).style, Commentary::Style::Semicolon);
    QCOMPARE(c.at(1).text, QStringLiteral(" rest of line"));
    QCOMPARE(c.at(7).text, QStringLiteral("after C5"));
}

void TestPbnReader::percentLines()
{
    const QByteArray text = "% PBN 2.1\n% EXPORT\n%Creator: someone\n\n[Event \"a\"]\n\n% about b\n[Event \"b\"]\n\n"
                            "% after the last game\n";
    const ReadResult r = readPbn(text);
    QVERIFY2(r.diagnostics.isEmpty(), qPrintable(describe(r.diagnostics)));
    const QList<Commentary> &f = r.collection.fileComments();
    QCOMPARE(f.size(), 4);
    QCOMPARE(f.at(0).style, Commentary::Style::Percent);
    QCOMPARE(f.at(0).text, QStringLiteral(" PBN 2.1"));
    QCOMPARE(f.at(2).text, QStringLiteral("Creator: someone"));
    QCOMPARE(f.at(3).anchor.kind, Anchor::Kind::End);
    QCOMPARE(cardRecord(r, 1)->comments().size(), 1);
    QCOMPARE(cardRecord(r, 1)->comments().at(0).style, Commentary::Style::Percent);
    QCOMPARE(cardRecord(r, 1)->comments().at(0).anchor.kind, Anchor::Kind::Record);
}

void TestPbnReader::gameSplitting_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("games");
    QTest::newRow("empty line") << QByteArray("[Board \"1\"]\n\n[Board \"2\"]\n") << 2;
    QTest::newRow("spaces and tabs") << QByteArray("[Board \"1\"]\n  \t \n[Board \"2\"]\n \n[Board \"3\"]") << 3;
    QTest::newRow("empty line in a comment") << QByteArray("[Board \"1\"]\n{a\n\nb}\n[Board \"2\"]\n") << 1;
    QTest::newRow("several empty lines") << QByteArray("\n\n[Board \"1\"]\n\n\n\n[Board \"2\"]\n\n") << 2;
    QTest::newRow("CRLF") << QByteArray("[Board \"1\"]\r\n\r\n[Board \"2\"]\r\n") << 2;
    QTest::newRow("CR") << QByteArray("[Board \"1\"]\r\r[Board \"2\"]\r") << 2;
    QTest::newRow("brace in a string") << QByteArray("[Event \"{\"]\n\n[Board \"2\"]\n") << 2;
    QTest::newRow("brace in a ; comment") << QByteArray("[Board \"1\"] ; {\n\n[Board \"2\"]\n") << 2;
    QTest::newRow("comment only part") << QByteArray("[Board \"1\"]\n\n{note}\n\n[Board \"2\"]\n") << 2;
}

void TestPbnReader::gameSplitting()
{
    QFETCH(QByteArray, text);
    QFETCH(int, games);
    const ReadResult r = readPbn(text);
    QCOMPARE(r.collection.size(), games);
    QCOMPARE(PbnPlugin().split(text).size(), games);
}

void TestPbnReader::inheritance()
{
    const QByteArray text = "[Event \"##Club night\"]\n[Site \"Home\"]\n[Board \"1\"]\n\n"
                            "[Board \"2\"]\n[Site \"#\"]\n\n[Board \"3\"]\n[Event \"Second half\"]\n\n[Board \"4\"]\n";
    const ReadResult r = readPbn(text);
    QVERIFY2(r.diagnostics.isEmpty(), qPrintable(describe(r.diagnostics)));
    QCOMPARE(r.collection.size(), 4);
    auto tagOf = [&](int rec, const char *name) {
        for (const Tag &t : cardRecord(r, rec)->tags())
            if (t.name == QLatin1String(name))
                return t;
        return Tag{};
    };
    QCOMPARE(tagOf(0, "Event").value, QStringLiteral("Club night"));
    QVERIFY(tagOf(0, "Event").inherited);
    QVERIFY(!tagOf(0, "Site").inherited);
    QCOMPARE(tagOf(1, "Event").value, QStringLiteral("Club night")); // '##': on to the games after
    QCOMPARE(tagOf(1, "Site").value, QStringLiteral("Home"));        // '#': from the game before
    QVERIFY(tagOf(1, "Site").inherited);
    QCOMPARE(tagOf(2, "Event").value, QStringLiteral("Second half"));
    QCOMPARE(tagOf(3, "Event").value, QStringLiteral("Second half"));
    // a '#' with no game before it gives ""
    const ReadResult first = readPbn("[Event \"#\"]\n");
    QCOMPARE(cardRecord(first, 0)->tag(QStringLiteral("Event")), QString());
}

void TestPbnReader::hidden()
{
    const ReadResult r = readPbn("[Hidden \"ESW\"]\n[Deal \"N:KT8.AQ9.KJ73.QJ7 - - -\"]\n");
    QVERIFY2(r.diagnostics.isEmpty(), qPrintable(describe(r.diagnostics)));
    const Deal &d = cardRecord(r, 0)->deal();
    QVERIFY(!d.hands.at(North).hidden);
    QVERIFY(d.hands.at(North).known);
    QVERIFY(d.hands.at(East).hidden && d.hands.at(South).hidden && d.hands.at(West).hidden);
    QVERIFY(!d.hands.at(East).known);
}

void TestPbnReader::decoders()
{
    // declarer N, S, E, W; each NT, S, H, D, C
    const auto t = PbnDecoders::doubleDummyTricks(u"66477665877785677856");
    QVERIFY(t);
    QCOMPARE(t->tricks[North][int(Strain::NoTrump)], 6);
    QCOMPARE(t->tricks[North][int(Strain::Hearts)], 4);
    QCOMPARE(t->tricks[South][int(Strain::Diamonds)], 8);
    QCOMPARE(t->tricks[East][int(Strain::Hearts)], 8);
    QCOMPARE(t->tricks[West][int(Strain::Clubs)], 6);
    QVERIFY(!PbnDecoders::doubleDummyTricks(u"6647766587778567785"));
    QVERIFY(!PbnDecoders::doubleDummyTricks(u"6647766587778567785g"));
    const QList<PbnDecoders::ParContract> par = PbnDecoders::parContracts(u"NS 4S, EW 5DX");
    QCOMPARE(par.size(), 2);
    QCOMPARE(par.at(0).side, QStringLiteral("NS"));
    QCOMPARE(par.at(1).contract.toString(), QStringLiteral("5DX"));
    const ReadResult r = readPbn("[OptimumScore \"EW 430\"]\n[DealId \"club-17\"]\n[Application \"Kib\"]\n"
                                 "[DoubleDummyTricks \"66477665877785677856\"]\n");
    const CardRecord &rec = *cardRecord(r, 0);
    QCOMPARE(PbnDecoders::optimumScoreNS(rec), std::optional<int>(-430));
    QCOMPARE(PbnDecoders::dealId(rec), QStringLiteral("club-17"));
    QCOMPARE(PbnDecoders::application(rec), QStringLiteral("Kib"));
    QCOMPARE(PbnDecoders::doubleDummyTricks(rec), t);
}

void TestPbnReader::deviations_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("warning");
    const QByteArray play = "[Dealer \"N\"]\n[Declarer \"S\"]\n[Contract \"5HX\"]\n" + deal;
    QTest::newRow("no star") << play + "[Play \"W\"]\nSK H3 S4 S3\n" << "pbn.play.no-end";
    QTest::newRow("answer blank") << QByteArray("[Dealer \"N\"]\n[Auction \"N\"]\n1NT Pass\n_____\n")
                                  << "pbn.auction.answer-blank";
    QTest::newRow("unquoted value") << QByteArray("[Event Club]\n") << "pbn.tag.unquoted";
    QTest::newRow("ISO-8859-1") << QByteArray("[Site \"Li\xe8ge\"]\n") << "pbn.file.latin1";
    QTest::newRow("text after the last game") << QByteArray("[Board \"1\"]\n\nGenerated 200 hands\n")
                                              << "pbn.file.trailing-text";
    QTest::newRow("empty Play") << QByteArray("[Play \"\"]\n") << "pbn.play.empty-tag";
    QTest::newRow("empty Deal") << QByteArray("[Deal \"\"]\n") << "pbn.deal.empty-tag";
    QTest::newRow("shared board") << QByteArray("[Board \"1\"]\n" + play + "\n[Declarer \"S\"]\n[Contract \"4H\"]\n"
                                                "[Play \"W\"]\nSK H3 S4 S3\n*\n")
                                  << "pbn.deal.shared";
    QTest::newRow("BBO suit marks") << QByteArray("[Dealer \"N\"]\n[Auction \"N\"]\n1D =1= AP\n"
                                                  "[Note \"1:3+ !D\"]\n")
                                    << "pbn.text.escapes";
    QTest::newRow("Bridge Composer line breaks") << QByteArray("[Board \"1\"]\n{a\\nb \\S}\n") << "pbn.text.escapes";
    QTest::newRow("line break after sixteen characters")
        << QByteArray("[Board \"1\"]\n{a comment, sixteen and more characters\\n long}\n") << "pbn.text.escapes";
    QTest::newRow("suit mark at the eighth character") << QByteArray("[Board \"1\"]\n{1234567!H}\n") << "pbn.text.escapes";
    QTest::newRow("3N") << QByteArray("[Contract \"3N\"]\n") << "pbn.contract.trump-spelling";
    QTest::newRow("hands ...") << QByteArray("[Deal \"N:KT8.AQ9.KJ73.QJ7 ... ... ...\"]\n") << "pbn.deal.empty-hand";
    QTest::newRow("YYYYMMDD") << QByteArray("[Date \"20160831\"]\n") << "pbn.date.nonstandard";
    QTest::newRow("new tag") << QByteArray("[Student \"W\"]\n") << "pbn.tag.unknown";
}

void TestPbnReader::deviations()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, warning);
    const ReadResult r = readPbn(text);
    QVERIFY2(errorCodes(r.diagnostics).isEmpty(), qPrintable(describe(r.diagnostics)));
    QVERIFY2(codes(r.diagnostics).contains(warning), qPrintable(describe(r.diagnostics)));
    QVERIFY(r.collection.size() >= 1);
    if (warning == u"pbn.deal.shared")
        QCOMPARE(cardRecord(r, 1)->deal(), cardRecord(r, 0)->deal());
    if (warning == u"pbn.file.latin1")
        QCOMPARE(cardRecord(r, 0)->tag(QStringLiteral("Site")), QStringLiteral("Li\u00e8ge"));
    if (warning == u"pbn.auction.answer-blank")
        QCOMPARE(cardRecord(r, 0)->auction().queryPoints, QList<int>{2});
    QCOMPARE(PbnText::toDisplay(QStringLiteral("3+ !D, \\S\\nx")), QStringLiteral("3+ \u2666, \u2660\nx"));
}

void TestPbnReader::encodingsAndLineEnds()
{
    const QByteArray utf8 = "[Site \"Li\xc3\xa8ge\"]\n";
    ReadResult r = readPbn(utf8);
    QVERIFY(r.diagnostics.isEmpty());
    QCOMPARE(cardRecord(r, 0)->tag(QStringLiteral("Site")), QStringLiteral("Li\u00e8ge"));
    // the same game with LF, CRLF and CR line ends: the same model, the same lines
    QByteArray crlf = schiphol, cr = schiphol;
    crlf.replace("\n", "\r\n");
    cr.replace("\n", "\r");
    const ReadResult lf = readPbn(schiphol);
    for (const QByteArray &text : {crlf, cr}) {
        r = readPbn(text);
        QVERIFY(*cardRecord(r, 0) == *cardRecord(lf, 0));
        QCOMPARE(cardRecord(r, 0)->sourceLine(), 1);
    }
    r = readPbn("[Board \"1\"]\r\n\r\n[Board \"2\"]\r\n[Date \"x\"]\r\n");
    QCOMPARE(r.diagnostics.size(), 1);
    QCOMPARE(r.diagnostics.at(0).line, 4);
    QCOMPARE(r.diagnostics.at(0).record, 2);
}

void TestPbnReader::splitAndReadRecord()
{
    const QByteArray text = "% PBN 2.1\n\n[Event \"##E\"]\n[Board \"1\"]\n\n{between}\n\n[Board \"2\"]\n[Site \"S\"]\n"
                            "\n[Board \"3\"]\n[Site \"#\"]\n[Date \"bad\"]\n";
    const PbnPlugin plugin;
    const QList<RecordSpan> spans = plugin.split(text);
    QCOMPARE(spans.size(), 3);
    QCOMPARE(spans.at(0).line, 3);
    QCOMPARE(spans.at(1).line, 6); // the comment before game 2 belongs to it
    QCOMPARE(spans.at(2).line, 11);
    const ReadResult whole = plugin.read(text);
    const Record *previous = nullptr;
    Diagnostics diagnostics;
    for (int i = 0; i < spans.size(); ++i) {
        const ReadResult one = plugin.readRecord(text, spans.at(i), i + 1, previous);
        QCOMPARE(one.collection.size(), 1);
        QVERIFY(*cardRecord(one, 0) == *cardRecord(whole, i));
        previous = whole.collection.records().at(i).get();
        diagnostics += one.diagnostics;
    }
    QCOMPARE(cardRecord(whole, 1)->comments().value(0).text, QStringLiteral("between"));
    QCOMPARE(cardRecord(whole, 2)->tag(QStringLiteral("Site")), QStringLiteral("S"));
    QCOMPARE(cardRecord(whole, 2)->tag(QStringLiteral("Event")), QStringLiteral("E"));
    QCOMPARE(diagnostics, whole.diagnostics);
    QCOMPARE(whole.diagnostics.value(0).line, 13);
    QCOMPARE(whole.diagnostics.value(0).record, 3);
}

void TestPbnReader::garbageNeverCrashes()
{
    // random bytes drawn from PBN's own characters, and every prefix of a real file
    QRandomGenerator rng(42);
    const QByteArray alphabet = "[]{};\"%\\ \t\r\n#-*+^=$!?AKQJT98765432SHDCNXPasx_:.,EWpl";
    for (int round = 0; round < 300; ++round) {
        QByteArray text;
        const int size = rng.bounded(400);
        for (int i = 0; i < size; ++i)
            text.append(rng.bounded(10) == 0 ? char(rng.bounded(256)) : alphabet.at(rng.bounded(int(alphabet.size()))));
        const ReadResult r = readPbn(text);
        for (const RecordSpan &s : PbnPlugin().split(text))
            QVERIFY(s.offset >= 0 && s.offset + s.length <= text.size());
        Q_UNUSED(PbnPlugin().write(r.collection));
    }
    // the Verifier's file of faults where the corpus is there, else the sample
    QByteArray real = corpusFile(QStringLiteral("verifier/errors_10.pbn"));
    if (real.isEmpty()) {
        QFile sample(QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples/bridge_club_pairs.pbn"));
        QVERIFY(sample.open(QIODevice::ReadOnly));
        real = sample.readAll();
    }
    QVERIFY(!real.isEmpty());
    for (qsizetype cut = 0; cut < real.size(); cut += 61) {
        const ReadResult r = readPbn(real.left(cut));
        Q_UNUSED(PbnPlugin().write(r.collection));
    }
}

// A game let go leaves its tag list's room to the next game read on the
// thread (PbnRecordReader::recycle()); a game held elsewhere keeps its tags.
void TestPbnReader::recycledTagRoom()
{
    const QByteArray first = "[Event \"A\"]\n[Site \"B\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
                             "[Result \"7\"]\n[Contract \"1NT\"]\n[Declarer \"S\"]\n";
    const QByteArray second = "[Event \"C\"]\n[Board \"2\"]\n[Dealer \"E\"]\n";
    auto read = [](const QByteArray &text, const Record *previous) {
        Diagnostics out;
        PbnRecordReader reader(text.constData(), text.constData() + text.size(), 1, false, 1, previous, &out);
        reader.setOrderLater(true); // (as the lazy read: the list not squeezed)
        return reader.read();
    };
    auto tagsOf = [](const Record &r) {
        QStringList tags;
        for (const Tag &t : r.tags())
            tags << t.name + QLatin1Char('=') + t.value;
        return tags;
    };
    std::shared_ptr<CardRecord> a = read(first, nullptr);
    QVERIFY(a);
    const QStringList aTags = tagsOf(*a);
    QVERIFY(aTags.size() >= 8);
    // held elsewhere too: left alone
    std::shared_ptr<CardRecord> held = a;
    PbnRecordReader::recycle(a);
    QCOMPARE(tagsOf(*held), aTags);
    held.reset();
    // (a game before of three tags: room for three is what a new list gets)
    const std::shared_ptr<CardRecord> small = read(second, nullptr);
    const QStringList expected = tagsOf(*small);
    QVERIFY(a->tags().capacity() > small->tags().size());
    // let go: the next game reads as it does without it, in the list's room
    const qsizetype room = a->tags().capacity();
    PbnRecordReader::recycle(std::move(a));
    std::shared_ptr<CardRecord> b = read(second, small.get());
    QVERIFY(b);
    QCOMPARE(tagsOf(*b), expected);
    QCOMPARE(b->tags().capacity(), room);
    // and again, after a game of fewer tags
    PbnRecordReader::recycle(std::move(b));
    std::shared_ptr<CardRecord> c = read(first, nullptr);
    QCOMPARE(tagsOf(*c), aTags);
}

// Tabs between calls and cards (BBO's): the first reported once, the rest
// passed like spaces; the tokens after them keep their lines and columns.
void TestPbnReader::tabsBetweenTokens()
{
    const ReadResult r = readPbn("[Dealer \"N\"]\n[Auction \"N\"]\nPass\t1S\tPass\tPass\n\tPass\tXYZ\n"
                                 "[Play \"E\"]\nSA\tS2\n\t\tS3\tS4\n");
    QStringList seen;
    for (const Diagnostic &d : r.diagnostics)
        seen << QStringLiteral("%1:%2:%3").arg(d.line).arg(d.column).arg(d.code);
    QVERIFY2(seen.contains(QStringLiteral("3:5:pbn.syntax.tab")), qPrintable(seen.join(u' ')));
    QVERIFY2(seen.contains(QStringLiteral("4:7:pbn.call.bad")), qPrintable(seen.join(u' ')));
    QCOMPARE(seen.filter(QStringLiteral("pbn.syntax.tab")).size(), 1);
    // (the play's last card, after two tabs and one more, where the play stops)
    QVERIFY2(seen.contains(QStringLiteral("7:6:pbn.play.no-end")), qPrintable(seen.join(u' ')));
    QCOMPARE(callsText(*cardRecord(r, 0)), QStringLiteral("Pass 1S Pass Pass Pass XYZ"));
    const Play &play = cardRecord(r, 0)->play();
    QCOMPARE(play.tricks.size(), 1);
    QCOMPARE(play.tricks.at(0).cards.size(), 4);
    QCOMPARE(play.tricks.at(0).cards.at(3).card, Card(Suit::Spades, 4));
}

QTEST_GUILESS_MAIN(TestPbnReader)
#include "tst_pbnreader.moc"
