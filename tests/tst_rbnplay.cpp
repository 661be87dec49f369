// RBN P, M and I labels: the standard's examples with deals made to fit
// them (the expected tricks were followed card by card by hand), pseudo
// plays, the suitless trick, query points, and the parts of M and I.
#include "support/rbnsupport.h"

#include "parsers/rbn/rbnmakes.h"
#include "parsers/rbn/rbnplay.h"

#include <QTest>

using namespace kib;
using namespace kib::test;

class TestRbnPlay : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void play_data();
    void play();
    void playKeepsData_data();
    void playKeepsData();
    void letters_data();
    void letters();
    void makes_data();
    void makes();
    void makesLabel();
    void items_data();
    void items();
};

void TestRbnPlay::play_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("tricks");
    QTest::addColumn<QList<int>>("queries");

    // P SK54T:SA87H3:HA245:HKQ8J. 4S by N, E leads. E holds SAK HAK, S S85 HQ2,
    // W S74 H84, N ST HJ53: E wins four tricks (N discards H3 on trick 2).
    QTest::newRow("standard 1")
        << QByteArray("H N:T.J53:AK.AK:85.Q2:74.84\nC 4S:N\nP SK54T:SA87H3:HA245:HKQ8J")
        << "E:SK S:S5 W:S4 N:ST >E | E:SA S:S8 W:S7 N:H3 >E | E:HA S:H2 W:H4 N:H5 >E | E:HK S:HQ W:H8 N:HJ >E" << QList<int>{};
    // P HQ*3J2:HK47A:DJA53:HT68C7^1 in 3NT by N, E leads: E's HQ holds the
    // first trick, N wins HA, E wins DA and HT (N throws C7, note 1).
    QTest::newRow("standard 2")
        << QByteArray("H N:.A2.J.7:.KQT.A:.643.5:.J87.3\nC 3N:N\nP HQ*3J2:HK47A:DJA53:HT68C7^1\n1 subtle falsecard")
        << "E:HQ* S:H3 W:HJ N:H2 >E | E:HK S:H4 W:H7 N:HA >N | N:DJ E:DA S:D5 W:D3 >E | E:HT S:H6 W:H8 N:C7^1 >E"
        << QList<int>{};
    // The standard's pseudo plays: N AJ8432, S KT5, W Q976, E void, S leads.
    // - is the lowest card of the suit (W S6, N S2), . an immaterial
    // discard; --+- passes the lead to the hand two after North: South.
    QTest::newRow("pseudo")
        << QByteArray("H N:AJ8432::KT5:Q976\nC S:N:S\nP SK--.:STQA.:--+-:S578")
        << "S:SK W:-(S6) N:-(S2) E:. >S | S:ST W:SQ N:SA E:. >N | N:- E:- S:+ W:- >S | S:S5 W:S7 N:S8" << QList<int>{};
    QTest::newRow("plus and tilde")
        << QByteArray("H N:AJ8432::KT5:Q976\nC S:N:S\nP SK+~.")
        << "S:SK W:+(SQ) N:~ E:. >S" << QList<int>{};
    // Y: your play? before the second card, and at the end.
    QTest::newRow("your play") << QByteArray("H N:T.J53:AK.AK:85.Q2:74.84\nC 4S:N\nP SKY54TY")
                               << "E:SK S:S5 W:S4 N:ST >E" << QList<int>{1, 4};
    QTest::newRow("mid trick") << QByteArray("H N:T.J53:AK.AK:85.Q2:74.84\nC 4S:N\nP SK54T:SA")
                               << "E:SK S:S5 W:S4 N:ST >E | E:SA" << QList<int>{};
    // A ruff: hearts trumps, W leads two diamonds, N ruffs the second.
    QTest::newRow("ruff") << QByteArray("H N:.2.2:..53:..64:..AK\nC 1H:S\nP DA234:DKH256")
                          << "W:DA N:D2 E:D3 S:D4 >W | W:DK N:H2 E:D5 S:D6 >N" << QList<int>{};
    // No C: the leader is whoever holds the card led; with the trump suit
    // unknown a trick is only settled when everyone follows suit.
    QTest::newRow("no contract") << QByteArray("H N:T.J53:AK.AK:85.Q2:74.84\nP SK54T:SA87H3")
                                 << "E:SK S:S5 W:S4 N:ST >E | E:SA S:S8 W:S7 N:H3" << QList<int>{};
    // Unknown hands: the seats follow from the leader alone.
    QTest::newRow("no hands") << QByteArray("C 4S:N\nP SK54T:SA87H3")
                              << "E:SK S:S5 W:S4 N:ST >E | E:SA S:S8 W:S7 N:H3 >E" << QList<int>{};
    // x cards are played as any low card no hand names.
    QTest::newRow("x cards") << QByteArray("H N:x:A:K:Q\nC 1N:W\nP S2AKQ")
                             << "N:S2 E:SA S:SK W:SQ >E" << QList<int>{};
}

void TestRbnPlay::play()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, tricks);
    QFETCH(QList<int>, queries);
    const ReadResult r = readText(text + "\n\n");
    QCOMPARE(diagnosticsOf(r), QStringList());
    QCOMPARE(playOf(*recordAt(r, 0)), tricks);
    QCOMPARE(recordAt(r, 0)->play().queryPoints, queries);
}

void TestRbnPlay::playKeepsData_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("same"); // the same play in the model's own spelling
    QTest::addColumn<QStringList>("tags");

    // ';' (the plays that follow are trivial) and lower-case suits say
    // more than the model holds: the data is kept as written.
    QTest::newRow("semicolon") << QByteArray("C 4S:N\nP SK54T;SA87H3") << QByteArray("C 4S:N\nP SK54T:SA87H3")
                               << QStringList{"RbnPlay=SK54T;SA87H3"};
    QTest::newRow("lower case") << QByteArray("C 4S:N\nP sK54T:sA87h3") << QByteArray("C 4S:N\nP SK54T:SA87H3")
                                << QStringList{"RbnPlay=sK54T:sA87h3"};
    // Suits given when following are the model's plays too: nothing kept.
    QTest::newRow("suits given") << QByteArray("C 4S:N\nP SKS5S4ST") << QByteArray("C 4S:N\nP SK54T") << QStringList{};
}

void TestRbnPlay::playKeepsData()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, same);
    QFETCH(QStringList, tags);
    const ReadResult r = readText(text + "\n\n"), s = readText(same + "\n\n");
    QCOMPARE(diagnosticsOf(r), QStringList());
    QCOMPARE(tagList(*recordAt(r, 0)), tags);
    QCOMPARE(recordAt(r, 0)->play(), recordAt(s, 0)->play());
}

using Five = std::array<int, 5>;
Q_DECLARE_METATYPE(Five)

// Every byte read as a suit (before an A) or as a rank (after an S) as the
// model's letters read it: suitFromLetter() and rankFromLetter(), either
// case; x X ? are no rank of a play.
void TestRbnPlay::letters_data()
{
    QTest::addColumn<bool>("suit");
    QTest::newRow("ranks") << false;
    QTest::newRow("suits") << true;
}

void TestRbnPlay::letters()
{
    QFETCH(bool, suit);
    for (int b = 0; b < 256; ++b) {
        const char c = char(b);
        Card expected;
        Suit s;
        Rank r;
        if (suit && suitFromLetter(QLatin1Char(c), &s))
            expected = Card(s, RankAce);
        if (!suit && c != 'x' && c != 'X' && c != '?' && rankFromLetter(QLatin1Char(c), &r) && r >= 2)
            expected = Card(Suit::Spades, r);
        const QByteArray data = suit ? QByteArray(1, c) + 'A' : QByteArray("S") + c;
        rbn::Problems problems;
        const rbn::ParsedPlay pp = rbn::parsePlay(data, rbn::PlayContext{}, &problems);
        const Card got = pp.play.tricks.isEmpty() || pp.play.tricks[0].cards.isEmpty()
                             ? Card()
                             : pp.play.tricks[0].cards[0].card;
        if (expected.isValid())
            QVERIFY2(got == expected, qPrintable(QStringLiteral("byte %1").arg(b)));
        if (!suit && !expected.isValid())
            QVERIFY2(!(got.isValid() && got.suit() == Suit::Spades), qPrintable(QStringLiteral("byte %1").arg(b)));
        if (suit && !expected.isValid())
            QVERIFY2(!(got.isValid() && got.rank() == RankAce), qPrintable(QStringLiteral("byte %1").arg(b)));
    }
}

void TestRbnPlay::makes_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QList<int>>("contract");
    QTest::addColumn<bool>("contractOpen");
    QTest::addColumn<QList<int>>("leads");
    QTest::addColumn<bool>("leadsOpen");
    QTest::addColumn<QList<int>>("bySeat"); // N S W E, five each (NT S H D C), -1 unknown

    const QList<int> none(20, -1);
    auto seats = [](Five n, Five s, Five w, Five e) {
        QList<int> out;
        for (const Five &f : {n, s, w, e})
            for (int v : f)
                out.append(v);
        return out;
    };
    const Five unknown{-1, -1, -1, -1, -1};
    // Part 1: makes in the contract, then after each lead (hexadecimal).
    QTest::newRow("9") << QByteArray("9") << QList<int>{9} << false << QList<int>{} << false << none;
    QTest::newRow("complete") << QByteArray("8998888788887") << QList<int>{8, 9, 9, 8, 8, 8, 8, 7, 8, 8, 8, 8, 7} << false
                              << QList<int>{} << false << none;
    QTest::newRow("AA") << QByteArray("AA") << QList<int>{10, 10} << false << QList<int>{} << false << none;
    QTest::newRow("9A9") << QByteArray("9A9") << QList<int>{9, 10, 9} << false << QList<int>{} << false << none;
    QTest::newRow("89?") << QByteArray("89?") << QList<int>{8, 9} << true << QList<int>{} << false << none;
    // Part 2: after each opening lead.
    QTest::newRow("leads") << QByteArray(":AAABBBAABA") << QList<int>{} << false
                           << QList<int>{10, 10, 10, 11, 11, 11, 10, 10, 11, 10} << false << none;
    QTest::newRow("leads 89") << QByteArray(":89") << QList<int>{} << false << QList<int>{8, 9} << false << none;
    QTest::newRow("leads D") << QByteArray(":D") << QList<int>{} << false << QList<int>{13} << false << none;
    QTest::newRow("leads 77?") << QByteArray(":77?") << QList<int>{} << false << QList<int>{7, 7} << true << none;
    // Part 3: North, then + South or = (the same).
    QTest::newRow("NS") << QByteArray("::987A8+997A8") << QList<int>{} << false << QList<int>{} << false
                        << seats({9, 8, 7, 10, 8}, {9, 9, 7, 10, 8}, unknown, unknown);
    QTest::newRow("NS same") << QByteArray("::BA69A=") << QList<int>{} << false << QList<int>{} << false
                             << seats({11, 10, 6, 9, 10}, {11, 10, 6, 9, 10}, unknown, unknown);
    QTest::newRow("N NT") << QByteArray("::9") << QList<int>{} << false << QList<int>{} << false
                          << seats({9, -1, -1, -1, -1}, unknown, unknown, unknown);
    // Part 4: West (! = 13 minus North), then + East, = or ! (13 minus South).
    QTest::newRow("WE same") << QByteArray(":::74499=") << QList<int>{} << false << QList<int>{} << false
                             << seats(unknown, unknown, {7, 4, 4, 9, 9}, {7, 4, 4, 9, 9});
    QTest::newRow("all square") << QByteArray("::987A8=:!=") << QList<int>{} << false << QList<int>{} << false
                                << seats({9, 8, 7, 10, 8}, {9, 8, 7, 10, 8}, {4, 5, 6, 3, 5}, {4, 5, 6, 3, 5});
    // The standard: "West 55777, East 55776".
    QTest::newRow("nots") << QByteArray("::88666+88667:!!") << QList<int>{} << false << QList<int>{} << false
                          << seats({8, 8, 6, 6, 6}, {8, 8, 6, 6, 7}, {5, 5, 7, 7, 7}, {5, 5, 7, 7, 6});
    QTest::newRow("unknown make") << QByteArray("::9?8") << QList<int>{} << false << QList<int>{} << false
                                  << seats({9, -1, 8, -1, -1}, unknown, unknown, unknown);
}

void TestRbnPlay::makes()
{
    QFETCH(QByteArray, data);
    QFETCH(QList<int>, contract);
    QFETCH(bool, contractOpen);
    QFETCH(QList<int>, leads);
    QFETCH(bool, leadsOpen);
    QFETCH(QList<int>, bySeat);
    rbn::Makes m;
    rbn::Problems problems;
    QVERIFY(rbn::parseMakes(data, 13, &m, &problems));
    QVERIFY(problems.isEmpty());
    QCOMPARE(m.contract, contract);
    QCOMPARE(m.contractOpen, contractOpen);
    QCOMPARE(m.leads, leads);
    QCOMPARE(m.leadsOpen, leadsOpen);
    QList<int> seen;
    for (Seat s : {North, South, West, East})
        for (int v : m.bySeat[s])
            seen.append(v);
    QCOMPARE(seen, bySeat);
}

void TestRbnPlay::makesLabel()
{
    // M is kept (upper case) in RbnMakes; makes over 13, and '!' in an
    // ending, are errors.
    const ReadResult r = readText("M ::987a8=:!=\n\n");
    QCOMPARE(diagnosticsOf(r), QStringList());
    QCOMPARE(tagList(*recordAt(r, 0)), QStringList{"RbnMakes=::987A8=:!="});
    rbn::Makes m;
    rbn::Problems problems;
    QVERIFY(!rbn::parseMakes("E", 13, &m, &problems));
    QCOMPARE(problems.size(), 1);
    problems.clear();
    rbn::parseMakes("::5=:!", 5, &m, &problems);
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems.first().code, QStringLiteral("rbn.makes.shortcut"));
}

void TestRbnPlay::items_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("stored");
    QTest::addColumn<QStringList>("items"); // item=value, or the gap award alone

    QTest::newRow("instant") << QByteArray("I 80=99:98:75=97:95:67=94:92:50=90") << "80=99:98:75=97:95:67=94:92:50=90"
                             << QStringList{"80=99", "98", "75=97", "95", "67=94", "92", "50=90"};
    QTest::newRow("minus") << QByteArray("I 10=98:95:5=91:88:-40=83:42=75:43=65") << "10=98:95:5=91:88:-40=83:42=75:43=65"
                           << QStringList{"10=98", "95", "5=91", "88", "-40=83", "42=75", "43=65"};
    QTest::newRow("contracts") << QByteArray("I 3N=10:4S=7:6S=5:P=4:5S=3:4N=1") << "3N=10:4S=7:6S=5:P=4:5S=3:4N=1"
                               << QStringList{"3N=10", "4S=7", "6S=5", "P=4", "5S=3", "4N=1"};
    QTest::newRow("phrases") << QByteArray("I Win HA; lead SK=10:Win HA; lead H2=8") << "Win HA; lead SK=10:Win HA; lead H2=8"
                             << QStringList{"Win HA; lead SK=10", "Win HA; lead H2=8"};
    // The multi-line form, "I " left out: it ends at the end of the record.
    QTest::newRow("lines") << QByteArray("Dbl=0 or 3 key cards\nPass=1 or 4 key cards\nCheapest bid=2 or 5 key cards")
                           << "Dbl=0 or 3 key cards\nPass=1 or 4 key cards\nCheapest bid=2 or 5 key cards"
                           << QStringList{"Dbl=0 or 3 key cards", "Pass=1 or 4 key cards", "Cheapest bid=2 or 5 key cards"};
    QTest::newRow("lines after I") << QByteArray("B 3\nI 1=one\n2=two")
                                   << "1=one\n2=two" << QStringList{"1=one", "2=two"};
}

void TestRbnPlay::items()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, stored);
    QFETCH(QStringList, items);
    const ReadResult r = readText(text + "\n\n");
    QCOMPARE(diagnosticsOf(r), QStringList());
    QCOMPARE(recordAt(r, 0)->tag(QStringLiteral("RbnItems")), stored);
    QStringList seen;
    for (const rbn::ListItem &it : rbn::parseItems(stored))
        seen.append(it.hasValue ? it.item + u'=' + it.value : it.item);
    QCOMPARE(seen, items);
}

QTEST_APPLESS_MAIN(TestRbnPlay)
#include "tst_rbnplay.moc"
