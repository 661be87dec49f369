// RBN labels one by one: every example of the standard (rbn-3.2.txt) for
// D T L E F S K N B H A C R, read as a record of its own. Expected values
// are worked out by hand from the standard's text (see the comments).
#include "support/rbnsupport.h"

#include "parsers/rbn/rbncontract.h"
#include "parsers/rbn/rbndate.h"
#include "parsers/rbn/rbnlabels.h"

#include <QTest>

#include <algorithm>

using namespace kib;
using namespace kib::test;

class TestRbnLabels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void labelPlaces_data();
    void labelPlaces();
    void dates_data();
    void dates();
    void header_data();
    void header();
    void hands_data();
    void hands();
    void auction_data();
    void auction();
    void contract_data();
    void contract();
    void result_data();
    void result();
    void split_data();
    void split();
    void sameHeader_data();
    void sameHeader();
};

void TestRbnLabels::header_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QStringList>("tags");

    // D: yyyymmdd, truncated, circa, span, time, GMT
    QTest::newRow("D full") << QByteArray("D 19980131") << QStringList{"Date=1998.01.31"};
    QTest::newRow("D month") << QByteArray("D 199709") << QStringList{"Date=1997.09.??"};
    QTest::newRow("D span") << QByteArray("D 1986120911") << QStringList{"Date=1986.12.09", "RbnDate=1986120911"};
    QTest::newRow("D circa") << QByteArray("D 1955C") << QStringList{"Date=1955.??.??", "RbnDate=1955C"};
    QTest::newRow("D time") << QByteArray("D 20010704:1930") << QStringList{"Date=2001.07.04", "Time=19:30:00"};
    QTest::newRow("D GMT") << QByteArray("D 20120428:072315G") << QStringList{"UTCDate=2012.04.28", "UTCTime=07:23:15"};
    QTest::newRow("D unknown day") << QByteArray("D 201208??") << QStringList{"Date=2012.08.??"};
    QTest::newRow("D lower case") << QByteArray("D 1955c") << QStringList{"Date=1955.??.??", "RbnDate=1955C"};
    // T: title:author, a doubled colon is a colon
    QTest::newRow("T") << QByteArray("T Greed Costs Contract:Richard Pavlicek")
                       << QStringList{"Title=Greed Costs Contract", "Annotator=Richard Pavlicek"};
    QTest::newRow("T untitled") << QByteArray("T :Joe Blow") << QStringList{"Annotator=Joe Blow"};
    QTest::newRow("T colon") << QByteArray("T Preempts:: Fact or Fiction?:Marty Bergen")
                             << QStringList{"Title=Preempts: Fact or Fiction?", "Annotator=Marty Bergen"};
    // L: one or two strings
    QTest::newRow("L one") << QByteArray("L Fort Lauderdale FL") << QStringList{"Site=Fort Lauderdale FL"};
    QTest::newRow("L two") << QByteArray("L Toronto ON:Royal York Hotel")
                           << QStringList{"Site=Toronto ON", "Venue=Royal York Hotel"};
    QTest::newRow("L casino") << QByteArray("L Valkenberg NL:Holland Casino")
                              << QStringList{"Site=Valkenberg NL", "Venue=Holland Casino"};
    // E
    QTest::newRow("E one") << QByteArray("E 1999 Grand National Teams") << QStringList{"Event=1999 Grand National Teams"};
    QTest::newRow("E two") << QByteArray("E Southeastern Regional:Flight A Open Pairs")
                           << QStringList{"Event=Southeastern Regional", "EventDetail=Flight A Open Pairs"};
    QTest::newRow("E lesson") << QByteArray("E Beginning Bridge:Lesson 11")
                              << QStringList{"Event=Beginning Bridge", "EventDetail=Lesson 11"};
    // F: abbreviations with a PBN Scoring value become it; others stay
    QTest::newRow("F I") << QByteArray("F I") << QStringList{"Scoring=IMP"};
    QTest::newRow("F N") << QByteArray("F N") << QStringList{"Scoring=Instant"};
    QTest::newRow("F X Butler") << QByteArray("F X:Butler") << QStringList{"Scoring=X", "ScoringDetail=Butler"};
    QTest::newRow("F I 1952") << QByteArray("F I:1952") << QStringList{"Scoring=IMP", "ScoringDetail=1952"};
    QTest::newRow("F M old") << QByteArray("F M:old") << QStringList{"Scoring=MP", "ScoringDetail=old"};
    QTest::newRow("F R") << QByteArray("F R") << QStringList{"Scoring=Rubber"};
    QTest::newRow("F C") << QByteArray("F C:NS 60") << QStringList{"Scoring=Chicago", "ScoringDetail=NS 60"};
    QTest::newRow("F A") << QByteArray("F A:no honors or partscore carryover")
                         << QStringList{"Scoring=Cavendish", "ScoringDetail=no honors or partscore carryover"};
    QTest::newRow("F word") << QByteArray("F Board-a-match") << QStringList{"Scoring=Board-a-match"};
    // S
    QTest::newRow("S session") << QByteArray("S 2") << QStringList{"Stage=2"};
    QTest::newRow("S semifinal") << QByteArray("S S:3") << QStringList{"Stage=S", "Round=3"};
    QTest::newRow("S R32") << QByteArray("S R32:1") << QStringList{"Stage=R32", "Round=1"};
    QTest::newRow("S qualifying") << QByteArray("S I:12") << QStringList{"Stage=I", "Round=12"};
    QTest::newRow("S lesson") << QByteArray("S Slam Bidding:Blackwood") << QStringList{"Stage=Slam Bidding", "Round=Blackwood"};
    // K: teams and carryovers
    QTest::newRow("K teams") << QByteArray("K Nickell:Schwartz") << QStringList{"HomeTeam=Nickell", "VisitTeam=Schwartz"};
    QTest::newRow("K carryover") << QByteArray("K Italy:USA1:999:22")
                                 << QStringList{"HomeTeam=Italy", "VisitTeam=USA1", "HomeCarryover=999", "VisitCarryover=22"};
    QTest::newRow("K names") << QByteArray("K Meckstroth's Marauders:Rodwell's Rockets")
                             << QStringList{"HomeTeam=Meckstroth's Marauders", "VisitTeam=Rodwell's Rockets"};
    QTest::newRow("K fractions") << QByteArray("K Iceland:Bulgaria:76.33:91.50")
                                 << QStringList{"HomeTeam=Iceland", "VisitTeam=Bulgaria", "HomeCarryover=76.33", "VisitCarryover=91.50"};
    QTest::newRow("K penalty") << QByteArray("K France:Spain::-5")
                               << QStringList{"HomeTeam=France", "VisitTeam=Spain", "VisitCarryover=-5"};
    QTest::newRow("K net") << QByteArray("K GIB:Jack:99-8") << QStringList{"HomeTeam=GIB", "VisitTeam=Jack", "HomeCarryover=99-8"};
    // N: North+South:West+East:room or table:other
    QTest::newRow("N four") << QByteArray("N Wolff+Hamman:Stansby+Martel")
                            << QStringList{"North=Wolff", "South=Hamman", "West=Stansby", "East=Martel"};
    QTest::newRow("N north") << QByteArray("N Soloway") << QStringList{"North=Soloway"};
    QTest::newRow("N open room") << QByteArray("N :Jan+Joe:O") << QStringList{"West=Jan", "East=Joe", "Room=Open"};
    QTest::newRow("N table") << QByteArray("N :+Norman Kay:6") << QStringList{"East=Norman Kay", "Table=6"};
    QTest::newRow("N computer") << QByteArray("N +Roth:GIB 4.0") << QStringList{"South=Roth", "West=GIB 4.0"};
    QTest::newRow("N closed info") << QByteArray("N A+B:C+D:C:vugraph")
                                   << QStringList{"North=A", "South=B", "West=C", "East=D", "Room=Closed", "TableInfo=vugraph"};
    // B
    QTest::newRow("B 7") << QByteArray("B 7") << QStringList{"Board=7"};
    QTest::newRow("B section") << QByteArray("B 15:C") << QStringList{"Board=15", "Section=C"};
    QTest::newRow("B RP") << QByteArray("B 10:7X01") << QStringList{"Board=10", "Section=7X01"};
    QTest::newRow("B OKbridge") << QByteArray("B 9:97-7-542") << QStringList{"Board=9", "Section=97-7-542"};
    QTest::newRow("B xy") << QByteArray("B xy") << QStringList{"Board=xy"};
    // where the first field ends: the first colon that is not doubled (T L E S), any colon (F B)
    QTest::newRow("T doubled, then the separator") << QByteArray("T a:::b") << QStringList{"Title=a:", "Annotator=b"};
    QTest::newRow("T doubled first, no separator") << QByteArray("T ::x") << QStringList{"Title=:x"};
    QTest::newRow("T doubled on both sides") << QByteArray("T a::b::c:d::e")
                                             << QStringList{"Title=a:b:c", "Annotator=d:e"};
    QTest::newRow("E nothing after the separator") << QByteArray("E x:") << QStringList{"Event=x"};
    QTest::newRow("B nothing after the separator") << QByteArray("B 7:") << QStringList{"Board=7"};
    QTest::newRow("B colons not doubled") << QByteArray("B 7::C") << QStringList{"Board=7", "Section=:C"};
}

void TestRbnLabels::header()
{
    QFETCH(QByteArray, line);
    QFETCH(QStringList, tags);
    const ReadResult r = readText(line + "\n\n");
    QCOMPARE(diagnosticsOf(r), QStringList());
    QVERIFY(recordAt(r, 0));
    QCOMPARE(tagList(*recordAt(r, 0)), tags);
}

// labelIndex(), headerSlot(), isLabel() and isHeaderLabel() (a table made at
// compile time) against the label lists searched, for every byte of a range.
void TestRbnLabels::labelPlaces_data()
{
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("to"); // past the last
    QTest::newRow("control bytes and NUL") << 0 << 32;
    QTest::newRow("ASCII") << 32 << 128;
    QTest::newRow("bytes above ASCII") << 128 << 256;
}

void TestRbnLabels::labelPlaces()
{
    QFETCH(int, from);
    QFETCH(int, to);
    using namespace kib::rbn;
    const QByteArray order(kLabelOrder), header(kHeaderLabels);
    for (int b = from; b < to; ++b) {
        const char c = char(b);
        const int inOrder = c ? int(order.indexOf(c)) : -1;
        const int inHeader = c ? int(header.indexOf(c)) : -1;
        QCOMPARE(labelIndex(c), inOrder);
        QCOMPARE(headerSlot(c), inHeader);
        QCOMPARE(isLabel(c), inOrder >= 0);
        QCOMPARE(isHeaderLabel(c), inHeader >= 0);
    }
}

// decodeDate(): D's data as tags, and what it reports (fields out of
// range, digits that are not ASCII ones: a field is a number only of ASCII
// digits)
void TestRbnLabels::dates_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("tags");
    QTest::addColumn<QString>("problems");

    QTest::newRow("full") << "19980131" << "Date=1998.01.31" << "";
    QTest::newRow("time") << "20010704:1930" << "Date=2001.07.04 Time=19:30:00" << "";
    QTest::newRow("UTC") << "20120428:072315G" << "UTCDate=2012.04.28 UTCTime=07:23:15" << "";
    QTest::newRow("month 13") << "20241301" << "Date=2024.13.01 RbnDate=20241301" << "rbn.date.syntax 4: 13 is not a month";
    QTest::newRow("month 00") << "20240001" << "Date=2024.00.01 RbnDate=20240001" << "rbn.date.syntax 4: 00 is not a month";
    QTest::newRow("day 32") << "20240132" << "Date=2024.01.32 RbnDate=20240132" << "rbn.date.syntax 6: 32 is not a day of the month";
    QTest::newRow("day 00 in a span") << "2024010100" << "Date=2024.01.01 RbnDate=2024010100" << "rbn.date.syntax 8: 00 is not a day of the month";
    QTest::newRow("hour 25") << "20240101:2500" << "Date=2024.01.01 Time=25:00:00 RbnDate=20240101:2500" << "rbn.date.syntax 9: 2500 is not a time of day";
    QTest::newRow("hour 24") << "20240101:24" << "Date=2024.01.01 Time=24:00:00" << "";
    QTest::newRow("minute 60") << "20240101:2360" << "Date=2024.01.01 Time=23:60:00 RbnDate=20240101:2360" << "rbn.date.syntax 9: 2360 is not a time of day";
    QTest::newRow("second 60") << "20240101:235960" << "Date=2024.01.01 Time=23:59:60 RbnDate=20240101:235960" << "rbn.date.syntax 9: 235960 is not a time of day";
    QTest::newRow("a partly unknown month") << "20241?01" << "Date=2024.1?.01" << "";
    QTest::newRow("Arabic-Indic digits in the month") << QString::fromUtf8("2024\xd9\xa0\xd9\xa3" "01") << QString::fromUtf8("Date=2024.\xd9\xa0\xd9\xa3" ".01 RbnDate=2024\xd9\xa0\xd9\xa3" "01") << QString::fromUtf8("rbn.date.syntax 4: \xd9\xa0\xd9\xa3 is not a month");
    QTest::newRow("full-width digits in the day") << QString::fromUtf8("202401\xef\xbc\x90\xef\xbc\x95") << QString::fromUtf8("Date=2024.01.\xef\xbc\x90\xef\xbc\x95 RbnDate=202401\xef\xbc\x90\xef\xbc\x95")
                                                  << QString::fromUtf8("rbn.date.syntax 6: \xef\xbc\x90\xef\xbc\x95 is not a day of the month");
    QTest::newRow("Arabic-Indic digits in the time") << QString::fromUtf8("20240101:\xd9\xa1\xd9\xa2") << QString::fromUtf8("Date=2024.01.01 Time=\xd9\xa1\xd9\xa2" ":00:00")
                                                     << "";
}

void TestRbnLabels::dates()
{
    QFETCH(QString, value);
    QFETCH(QString, tags);
    QFETCH(QString, problems);
    rbn::Problems got;
    QStringList t, p;
    for (const Tag &tag : rbn::decodeDate(value, &got))
        t.append(tag.name + u'=' + tag.value);
    for (const rbn::Problem &x : got)
        p.append(x.code + u' ' + QString::number(x.offset) + QStringLiteral(": ") + x.message);
    QCOMPARE(t.join(u' '), tags);
    QCOMPARE(p.join(u'|'), problems);
}

void TestRbnLabels::hands_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QStringList>("hands"); // N E S W
    QTest::addColumn<QString>("hidden");

    // Full deal from West; South has the rest (worked out suit by suit:
    // spades AKQJ, hearts QJ872, diamonds J2, clubs T7).
    QTest::newRow("full W") << QByteArray("H W:873.A6.KT864.KQ8:96.T54.97.AJ9643:T542.K93.AQ53.52:")
                            << QStringList{"96.T54.97.AJ9643", "T542.K93.AQ53.52", "AKQJ.QJ872.J2.T7", "873.A6.KT864.KQ8"} << "";
    // From South; East has the rest: spades AJ83, hearts Q852, diamonds 73, clubs J42.
    QTest::newRow("full S") << QByteArray("H S:9.AK6.AKT982.K87:K7654.J73.Q65.T6:QT2.T94.J4.AQ953:")
                            << QStringList{"QT2.T94.J4.AQ953", "AJ83.Q852.73.J42", "9.AK6.AKT982.K87", "K7654.J73.Q65.T6"} << "";
    QTest::newRow("east only") << QByteArray("H E:T4.8642.AKT8.K65") << QStringList{"-", "T4.8642.AKT8.K65", "-", "-"} << "";
    QTest::newRow("ending") << QByteArray("H W:K9.K9.9:3.A3.Q.4:Q82..J.A:A7.7.K8")
                            << QStringList{"3.A3.Q.4", "Q82..J.A", "A7.7.K8.", "K9.K9.9."} << "";
    QTest::newRow("spades only") << QByteArray("H W:43:KJ2:Q976:AT85")
                                 << QStringList{"KJ2...", "Q976...", "AT85...", "43..."} << "";
    QTest::newRow("north south") << QByteArray("H N:AKQ72..AKQ6.753::.AKQ72.953.AKQ2")
                                 << QStringList{"AKQ72..AKQ6.753", "-", ".AKQ72.953.AKQ2", "-"} << "";
    // Hidden N and S (South the rest: spades 9, hearts A95, diamonds KT95, clubs KT975).
    QTest::newRow("hidden NS") << QByteArray("H W:A875.632.76.8643;Q632.Q87.J842.Q2:KJT4.KJT4.AQ3.AJ;")
                               << QStringList{"Q632.Q87.J842.Q2", "KJT4.KJT4.AQ3.AJ", "9.A95.KT95.KT975", "A875.632.76.8643"} << "NS";
    QTest::newRow("lead problem") << QByteArray("H W:A8765.QT.K9.AT87;J42.AJ7632.J.632;QT3.85.Q86.KQJ54;")
                                  << QStringList{"J42.AJ7632.J.632", "QT3.85.Q86.KQJ54", "K9.K94.AT75432.9", "A8765.QT.K9.AT87"}
                                  << "NES";
    // The same deal and hidden hands from each seat (North the rest:
    // spades QJT94, no hearts, diamonds A432, clubs 5432).
    const QStringList same{"QJT94..A432.5432", "K5.T.KQJT98.KQJT", "A876.A2.765.A876", "32.KQJ9876543..9"};
    QTest::newRow("from E") << QByteArray("H E;K5.T.KQJT98.KQJT:A876.A2.765.A876;32.KQJ9876543..9:") << same << "EW";
    QTest::newRow("from S") << QByteArray("H S:A876.A2.765.A876;32.KQJ9876543..9:QJT94..A432.5432;") << same << "EW";
    QTest::newRow("from W") << QByteArray("H W;32.KQJ9876543..9:QJT94..A432.5432;K5.T.KQJT98.KQJT:") << same << "EW";
    QTest::newRow("from N") << QByteArray("H N:QJT94..A432.5432;K5.T.KQJT98.KQJT:A876.A2.765.A876;") << same << "EW";
    // Pseudo cards: x (a low card) and ? (unknown rank).
    QTest::newRow("x cards") << QByteArray("H N:AKQxx.Jxx.xxx.Kx") << QStringList{"AKQxx.Jxx.xxx.Kx", "-", "-", "-"} << "";
    QTest::newRow("unknown ranks") << QByteArray("H S:A??.K?..Q") << QStringList{"-", "-", "A??.K?..Q", "-"} << "";
    // Three full hands with x cards: the x cards take the lowest cards no
    // hand names, so West gets what is left above them: spades 6 (E's xxxx
    // are 5432), hearts 8765, diamonds 8765, clubs 8765.
    QTest::newRow("x and the rest") << QByteArray("H N:AKQJ.AKQ.AKQ.AKQ:xxxx.xxx.xxx.xxx:T987.JT9.JT9.JT9:")
                                    << QStringList{"AKQJ.AKQ.AKQ.AKQ", "xxxx.xxx.xxx.xxx", "T987.JT9.JT9.JT9", "6.8765.8765.8765"} << "";
    QTest::newRow("lower case") << QByteArray("H n:akqj.akq.akq.akq") << QStringList{"AKQJ.AKQ.AKQ.AKQ", "-", "-", "-"} << "";
    QTest::newRow("hidden unknown") << QByteArray("H S:AK;") << QStringList{"-", "-", "AK...", "-"} << "W";
}

void TestRbnLabels::hands()
{
    QFETCH(QByteArray, line);
    QFETCH(QStringList, hands);
    QFETCH(QString, hidden);
    const ReadResult r = readText(line + "\n\n");
    QCOMPARE(diagnosticsOf(r), QStringList());
    QCOMPARE(handsOf(*recordAt(r, 0)), hands);
    QCOMPARE(hiddenOf(*recordAt(r, 0)), hidden);
}

void TestRbnLabels::auction_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QString>("dealer");
    QTest::addColumn<QString>("vulnerable");
    QTest::addColumn<QString>("calls");
    QTest::addColumn<QList<int>>("queries");
    QTest::addColumn<QStringList>("tags");

    // The standard's examples; A (all pass) stands for the passes that end it.
    QTest::newRow("south none") << QByteArray("A SZ:1SP2SP:4SA") << "S" << "None" << "1S P 2S P 4S P P P" << QList<int>{} << QStringList{};
    QTest::newRow("passed out") << QByteArray("A WE:A") << "W" << "EW" << "P P P P" << QList<int>{} << QStringList{};
    QTest::newRow("your call") << QByteArray("A NB:1SXY") << "N" << "All" << "1S X" << QList<int>{2} << QStringList{};
    QTest::newRow("no dealer") << QByteArray("A 1SP2CP:2D") << "W" << "" << "1S P 2C P 2D" << QList<int>{} << QStringList{};
    QTest::newRow("marks") << QByteArray("A EB:3CP3N?P:PX!R^1A\n1 a note") << "E" << "All" << "3C P 3NT? P P X! XX^1 P P P"
                           << QList<int>{} << QStringList{};
    QTest::newRow("PPP") << QByteArray("A NN:1NPPP") << "N" << "NS" << "1NT P P P" << QList<int>{} << QStringList{};
    QTest::newRow("all marks") << QByteArray("A SZ:1C!1D?1H!!1S??:1N!?2C?!2D*2H^1^2\n1 one\n2 two") << "S" << "None"
                               << "1C! 1D? 1H!! 1S?? 1NT!? 2C?! 2D* 2H^1^2" << QList<int>{} << QStringList{};
    QTest::newRow("two queries") << QByteArray("A WZ:Y1SPY") << "W" << "None" << "1S P" << QList<int>{0, 2} << QStringList{};
    QTest::newRow("any dealer") << QByteArray("A XX:1N") << "" << "" << "1NT" << QList<int>{} << QStringList{};
    QTest::newRow("dealer only") << QByteArray("A EZ:") << "E" << "None" << "" << QList<int>{} << QStringList{};
    // Case is kept for personal coding: the data is kept as written.
    QTest::newRow("lower case") << QByteArray("A SZ:1sP2sP:4sA") << "S" << "None" << "1S P 2S P 4S P P P" << QList<int>{}
                                << QStringList{"RbnAuction=SZ:1sP2sP:4sA"};
}

void TestRbnLabels::auction()
{
    QFETCH(QByteArray, line);
    QFETCH(QString, dealer);
    QFETCH(QString, vulnerable);
    QFETCH(QString, calls);
    QFETCH(QList<int>, queries);
    QFETCH(QStringList, tags);
    const ReadResult r = readText(line + "\n\n");
    QCOMPARE(diagnosticsOf(r), QStringList());
    const CardRecord &rec = *recordAt(r, 0);
    QCOMPARE(rec.seats().letter(rec.dealer()), dealer);
    QCOMPARE(vulnerabilityToString(rec.vulnerability()), vulnerable);
    QCOMPARE(callsOf(rec.auction()), calls);
    QCOMPARE(rec.auction().queryPoints, queries);
    QCOMPARE(rec.auction().first, rec.auction().calls.isEmpty() && queries.isEmpty() ? NoSeat : rec.dealer());
    QCOMPARE(tagList(rec), tags);
}

void TestRbnLabels::contract_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("contract");
    QTest::addColumn<QString>("declarer");
    QTest::addColumn<QString>("leader");
    QTest::addColumn<QStringList>("tags");

    QTest::newRow("5D by N") << QByteArray("C 5D:N") << "5D" << "N" << "" << QStringList{};
    QTest::newRow("6NR by E") << QByteArray("C 6NR:E") << "6NTXX" << "E" << "" << QStringList{};
    QTest::newRow("goal") << QByteArray("C 4SX8:S") << "4SX" << "S" << "" << QStringList{"RbnContract=4SX8:S"};
    // Endings: no level, a goal, a leader other than declarer's left.
    QTest::newRow("ending") << QByteArray("C H6:S:S") << "0H" << "S" << "S" << QStringList{"RbnContract=H6:S:S"};
    QTest::newRow("max") << QByteArray("C CM:W") << "0C" << "W" << "" << QStringList{"RbnContract=CM:W"};
    QTest::newRow("leader") << QByteArray("C 3N:S:E") << "3NT" << "S" << "E" << QStringList{};
    QTest::newRow("lower case") << QByteArray("C 4hx:w") << "4HX" << "W" << "" << QStringList{};
    // With a P label the first leader is declarer's left unless C says.
    QTest::newRow("with play") << QByteArray("C 2S:W\nP") << "2S" << "W" << "N" << QStringList{};
    QTest::newRow("extra fields") << QByteArray("C 2S:W::7") << "2S" << "W" << "" << QStringList{"RbnContract=2S:W::7"};
}

void TestRbnLabels::contract()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, contract);
    QFETCH(QString, declarer);
    QFETCH(QString, leader);
    QFETCH(QStringList, tags);
    const ReadResult r = readText(text + "\n\n");
    QCOMPARE(diagnosticsOf(r), QStringList());
    const CardRecord &rec = *recordAt(r, 0);
    const Contract &c = rec.contract();
    QCOMPARE(c.level > 0 ? c.toString() : QStringLiteral("0") + strainToString(c.strain), contract);
    QCOMPARE(rec.seats().letter(rec.declarer()), declarer);
    QCOMPARE(rec.seats().letter(rec.play().leader), leader);
    QCOMPARE(tagList(rec), tags);
}

void TestRbnLabels::result_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<int>("tricks"); // -1: none
    QTest::addColumn<bool>("passedOut");
    QTest::addColumn<QStringList>("scores");

    // The standard's ten examples; every score is North-South's.
    QTest::newRow("11") << QByteArray("R 11") << 11 << false << QStringList{};
    QTest::newRow("10+620") << QByteArray("R 10+620") << 10 << false << QStringList{"Score=NS 620"};
    QTest::newRow("8-300:+4") << QByteArray("R 8-300:+4") << 8 << false << QStringList{"Score=NS -300", "ScoreIMP=NS 4"};
    QTest::newRow("P:-2") << QByteArray("R P:-2") << -1 << true << QStringList{"ScoreIMP=NS -2"};
    QTest::newRow("12-980:-11") << QByteArray("R 12-980:-11") << 12 << false << QStringList{"Score=NS -980", "ScoreIMP=NS -11"};
    QTest::newRow(":66.67") << QByteArray("R :66.67") << -1 << false << QStringList{"ScorePercentage=NS 66.67"};
    QTest::newRow("5:-1") << QByteArray("R 5:-1") << 5 << false << QStringList{"ScoreIMP=NS -1"};
    QTest::newRow("+2140:+12.29") << QByteArray("R +2140:+12.29") << -1 << false << QStringList{"Score=NS 2140", "ScoreIMP=NS 12.29"};
    QTest::newRow("7-750:7") << QByteArray("R 7-750:7") << 7 << false << QStringList{"Score=NS -750", "ScorePercentage=NS 7"};
    QTest::newRow("9-100:=") << QByteArray("R 9-100:=") << 9 << false << QStringList{"Score=NS -100", "ScoreIMP=NS 0"};
    QTest::newRow("plain zero") << QByteArray("R 9-300:0") << 9 << false << QStringList{"Score=NS -300", "ScorePercentage=NS 0"};
}

void TestRbnLabels::result()
{
    QFETCH(QByteArray, line);
    QFETCH(int, tricks);
    QFETCH(bool, passedOut);
    QFETCH(QStringList, scores);
    const ReadResult r = readText(line + "\n\n");
    QCOMPARE(diagnosticsOf(r), QStringList());
    const CardRecord &rec = *recordAt(r, 0);
    QCOMPARE(rec.result().value_or(-1), tricks);
    QCOMPARE(rec.contract().kind == Contract::Kind::PassedOut, passedOut);
    QCOMPARE(scoresOf(rec), scores);
}

namespace {

// "Name=Value" as a tag; "#Name=Value" a table (one column, one row).
Tags tagsOf(const QStringList &specs)
{
    Tags out;
    for (QString s : specs) {
        Tag t;
        const bool table = s.startsWith(u'#');
        if (table)
            s.remove(0, 1);
        const qsizetype eq = s.indexOf(u'=');
        t.name = s.left(eq);
        t.value = s.mid(eq + 1);
        if (table) {
            t.columns = QStringList{QStringLiteral("X")};
            t.rows = QList<QStringList>{{QStringLiteral("1")}};
        }
        out.append(t);
    }
    return out;
}

// "L Name=Value @i" for each tag a label keeps (at index i of the tags),
// label by label; then "taken i" for each tag taken.
QStringList splitOf(const rbn::HeaderSplit &split, const Tags &tags)
{
    QStringList out;
    for (int l = 0; l < 9; ++l) {
        if (split.values[l].size() != split.indices[l].size())
            return {QStringLiteral("values and indices differ")};
        for (qsizetype i = 0; i < split.values[l].size(); ++i) {
            const Tag &t = split.values[l][i];
            const qsizetype at = split.indices[l][i];
            if (at < 0 || at >= tags.size() || tags[at].name != t.name || tags[at].value != t.value || t.inherited)
                return {QStringLiteral("a value is not its tag")};
            out.append(QStringLiteral("%1 %2=%3 @%4").arg(QLatin1Char(rbn::kHeaderLabels[l])).arg(t.name, t.value).arg(at));
        }
    }
    for (qsizetype i = 0; i < split.taken.size(); ++i)
        if (split.taken[i])
            out.append(QStringLiteral("taken %1").arg(i));
    return out;
}

// A club game's PBN tags ("Name=Value"), as split_data() and sameHeader_data() start from.
QStringList clubTags()
{
    return {"Event=Club", "Site=Here", "Date=2024.01.02", "Board=7", "West=W", "North=N",
            "East=E", "South=S", "Dealer=S", "Scoring=IMP", "Contract=4S"};
}

} // namespace

// splitHeader(): the first tag of each label's names (no table), each
// label's tags fitted so that they read back; the answer is the same
// whatever was split before it (fitHeader()'s memo of each label's last
// answer) and the same as fitHeader()'s label by label.
void TestRbnLabels::split_data()
{
    QTest::addColumn<QStringList>("before");
    QTest::addColumn<QStringList>("tags");
    QTest::addColumn<QStringList>("split");

    const QStringList pbn = clubTags();
    const QStringList pbnSplit{"D Date=2024.01.02 @2", "L Site=Here @1", "E Event=Club @0", "F Scoring=IMP @9",
                               "N North=N @5", "N South=S @7", "N West=W @4", "N East=E @6", "B Board=7 @3",
                               "taken 0", "taken 1", "taken 2", "taken 3", "taken 4", "taken 5", "taken 6",
                               "taken 7", "taken 9"};
    QTest::newRow("pbn order") << QStringList() << pbn << pbnSplit;
    QTest::newRow("pbn after itself") << pbn << pbn << pbnSplit;
    QStringList other = pbn;
    std::reverse(other.begin(), other.end());
    QTest::newRow("pbn after its reverse") << other << pbn << pbnSplit;
    QTest::newRow("reversed after pbn")
        << pbn << other
        << QStringList{"D Date=2024.01.02 @8", "L Site=Here @9", "E Event=Club @10", "F Scoring=IMP @1",
                       "N North=N @5", "N South=S @3", "N West=W @6", "N East=E @4", "B Board=7 @7",
                       "taken 1", "taken 3", "taken 4", "taken 5", "taken 6", "taken 7", "taken 8", "taken 9",
                       "taken 10"};
    QTest::newRow("first of a name")
        << QStringList() << QStringList{"Event=One", "Event=Two", "Round=3", "Stage=Final"}
        << QStringList{"E Event=One @0", "S Stage=Final @3", "S Round=3 @2", "taken 0", "taken 2", "taken 3"};
    QTest::newRow("a table is passed over")
        << QStringList() << QStringList{"#Event=Table", "Event=Plain", "#Board=1"}
        << QStringList{"E Event=Plain @1", "taken 1"};
    const QString longTitle(200, u'x');
    const QStringList tooLong{"Title=" + longTitle, "Annotator=Me"};
    QTest::newRow("too long") << QStringList() << tooLong << QStringList{"T Annotator=Me @1", "taken 1"};
    QTest::newRow("too long after short") << QStringList{"Title=Short", "Annotator=Me"} << tooLong
                                          << QStringList{"T Annotator=Me @1", "taken 1"};
    QTest::newRow("short after too long") << tooLong << QStringList{"Title=Short", "Annotator=Me"}
                                          << QStringList{"T Title=Short @0", "T Annotator=Me @1", "taken 0", "taken 1"};
    QTest::newRow("a line break") << QStringList() << QStringList{"Site=Two\nlines", "Venue=Hall"}
                                  << QStringList{"L Venue=Hall @1", "taken 1"};
    QTest::newRow("room and table")
        << QStringList() << QStringList{"Room=Closed", "Table=12"} << QStringList{"N Room=Closed @0", "taken 0"};
    QTest::newRow("table alone") << QStringList{"Room=Closed", "Table=12"} << QStringList{"Table=12"}
                                 << QStringList{"N Table=12 @0", "taken 0"};
    QTest::newRow("no header tags") << pbn << QStringList{"Dealer=N", "Vulnerable=None"} << QStringList();
    QTest::newRow("none") << pbn << QStringList() << QStringList();
}

void TestRbnLabels::split()
{
    QFETCH(QStringList, before);
    QFETCH(QStringList, tags);
    QFETCH(QStringList, split);
    const Tags given = tagsOf(tags);
    const Tags first = tagsOf(before);
    const QStringList firstSplit = splitOf(rbn::splitHeader(first), first);
    QCOMPARE(firstSplit.isEmpty(), before.isEmpty());
    QCOMPARE(splitOf(rbn::splitHeader(given), given), split);
    // again, the memo holding these very tags
    QCOMPARE(splitOf(rbn::splitHeader(given), given), split);
    // label by label, nothing taken
    rbn::HeaderSplit byLabel;
    byLabel.taken.fill(false, given.size());
    for (int l = 0; l < 9; ++l) {
        byLabel.values[l] = rbn::fitHeader(rbn::kHeaderLabels[l], given, {}, &byLabel.indices[l]);
        for (qsizetype i : std::as_const(byLabel.indices[l]))
            byLabel.taken[i] = true;
    }
    QCOMPARE(splitOf(byLabel, given), split);
    // and the tags split first, as they were
    QCOMPARE(splitOf(rbn::splitHeader(first), first), firstSplit);
}

// sameHeaderValues(): the convert's read-back takes the writer's split of
// the record before when the read-back's tags would split the same; its
// answer must be splitHeader()'s (the same values) whatever the tags' order,
// also when it is given the second list's candidates from splitHeader().
// "~Name=Value" is an inherited tag.
void TestRbnLabels::sameHeader_data()
{
    QTest::addColumn<QStringList>("a");
    QTest::addColumn<QStringList>("b");
    QTest::addColumn<bool>("same");

    const QStringList pbn = clubTags();
    QStringList reversed = pbn;
    std::reverse(reversed.begin(), reversed.end());
    QTest::newRow("same order") << pbn << pbn << true;
    QTest::newRow("reversed") << pbn << reversed << true;
    QStringList otherDate = reversed;
    otherDate.replace(otherDate.indexOf("Date=2024.01.02"), "Date=2024.01.03");
    QTest::newRow("another date") << pbn << otherDate << false;
    QTest::newRow("a header tag left out") << pbn << pbn.mid(1) << false;
    QTest::newRow("a header tag more") << pbn.mid(1) << pbn << false;
    QStringList otherTags = pbn;
    otherTags.replace(otherTags.indexOf("Dealer=S"), "Dealer=N");
    otherTags.replace(otherTags.indexOf("Contract=4S"), "Deal=x");
    QTest::newRow("other tags differ") << pbn << otherTags << true;
    QTest::newRow("the second of a name differs") << QStringList{"Event=One", "Event=Two"}
                                                  << QStringList{"Event=One", "Event=Three"} << true;
    QTest::newRow("the first of a name swapped") << QStringList{"Event=One", "Event=Two"}
                                                 << QStringList{"Event=Two", "Event=One"} << false;
    QTest::newRow("inherited") << pbn << QStringList{"~Date=2024.01.02", "~Event=Club", "Site=Here", "Board=7",
                                                     "~West=W", "North=N", "East=E", "South=S", "~Scoring=IMP"}
                               << true;
    QTest::newRow("a table passed over") << QStringList{"#Event=Table", "Event=Plain"}
                                         << QStringList{"Event=Plain", "#Board=1"} << true;
    QTest::newRow("none") << QStringList() << QStringList{"Dealer=N"} << true;
}

void TestRbnLabels::sameHeader()
{
    QFETCH(QStringList, a);
    QFETCH(QStringList, b);
    QFETCH(bool, same);
    auto tags = [](QStringList specs) {
        QList<bool> inherited;
        for (QString &s : specs) {
            inherited.append(s.startsWith(u'~'));
            if (inherited.last())
                s.remove(0, 1);
        }
        Tags out = tagsOf(specs);
        for (qsizetype i = 0; i < out.size(); ++i)
            out[i].inherited = inherited[i];
        return out;
    };
    const Tags ta = tags(a);
    const Tags tb = tags(b);
    QCOMPARE(rbn::sameHeaderValues(ta, tb), same);
    QCOMPARE(rbn::sameHeaderValues(tb, ta), same);
    // (the second list's candidates as splitHeader() found them)
    QCOMPARE(rbn::sameHeaderValues(ta, tb, rbn::splitHeader(tb).first), same);
    QCOMPARE(rbn::sameHeaderValues(tb, ta, rbn::splitHeader(ta).first), same);
    QCOMPARE(rbn::splitHeader(ta).values == rbn::splitHeader(tb).values, same);
}

QTEST_APPLESS_MAIN(TestRbnLabels)
#include "tst_rbnlabels.moc"
