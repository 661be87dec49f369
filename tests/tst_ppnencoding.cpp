// PPN's small encodings: the one-character cards both ways, the deal
// order, the bids decoded into the whole auction and back, the summary
// items and the value of a contract.
#include "model/preferansdeal.h"
#include "parsers/ppn/ppnbids.h"
#include "parsers/ppn/ppncards.h"
#include "parsers/ppn/ppnplay.h"

#include <QSet>
#include <QTest>

using namespace kib;

class TestPpnEncoding : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cards_data();
    void cards();
    void wholeDeck();
    void notCards_data();
    void notCards();
    void dealOrder_data();
    void dealOrder();
    void bids_data();
    void bids();
    void bidTokens_data();
    void bidTokens();
    void summary_data();
    void summary();
    void value_data();
    void value();
};

void TestPpnEncoding::cards_data()
{
    QTest::addColumn<QString>("letter");
    QTest::addColumn<QString>("card");
    QTest::newRow("7 spades") << "1" << "S7";
    QTest::newRow("ace spades") << "8" << "SA";
    QTest::newRow("7 diamonds") << "9" << "D7";
    QTest::newRow("8 diamonds") << "A" << "D8";
    QTest::newRow("10 diamonds") << "C" << "DT";
    QTest::newRow("ace diamonds") << "G" << "DA";
    QTest::newRow("7 hearts") << "H" << "H7";
    QTest::newRow("10 hearts") << "K" << "HT";
    QTest::newRow("ace hearts") << "O" << "HA";
    QTest::newRow("7 clubs") << "P" << "C7";
    QTest::newRow("queen clubs") << "U" << "CQ";
    QTest::newRow("ace clubs") << "W" << "CA";
}

void TestPpnEncoding::cards()
{
    QFETCH(QString, letter);
    QFETCH(QString, card);
    Card c;
    QVERIFY(ppn::decodeCard(letter.at(0), &c));
    QCOMPARE(c.toString(), card);
    QCOMPARE(QString(ppn::encodeCard(c)), letter);
}

void TestPpnEncoding::wholeDeck()
{
    const Cards deck = Deck(DeckKind::Preferans32).cards();
    const QString encoded = ppn::encodeCards(deck);
    QCOMPARE(encoded.size(), 32);
    QCOMPARE(QSet<QChar>(encoded.begin(), encoded.end()).size(), 32);
    for (QChar letter : QStringLiteral("123456789ABCDEFGHIJKLMNOPQRSTUVW")) {
        Card c;
        QVERIFY(ppn::decodeCard(letter, &c));
        QVERIFY(deck.contains(c));
        QCOMPARE(ppn::encodeCard(c), letter);
    }
    // cards outside the preferans deck have no letter
    QVERIFY(ppn::encodeCard(Card(Suit::Spades, 6)).isNull());
    QVERIFY(ppn::encodeCard(Card()).isNull());
}

void TestPpnEncoding::notCards_data()
{
    QTest::addColumn<QString>("letter");
    QTest::newRow("Y (the prose example's)") << "Y";
    QTest::newRow("X") << "X";
    QTest::newRow("zero") << "0";
    QTest::newRow("lower case a") << "a";
    QTest::newRow("space") << " ";
}

void TestPpnEncoding::notCards()
{
    QFETCH(QString, letter);
    Card c;
    QVERIFY(!ppn::decodeCard(letter.at(0), &c));
}

void TestPpnEncoding::dealOrder_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<int>("dealer");
    QTest::newRow("123") << "123" << true << 2;
    QTest::newRow("231") << "231" << true << 0;
    QTest::newRow("312") << "312" << true << 1;
    QTest::newRow("against the seating") << "132" << false << -1;
    QTest::newRow("repeated player") << "121" << false << -1;
    QTest::newRow("too short") << "12" << false << -1;
    QTest::newRow("letters") << "abc" << false << -1;
}

void TestPpnEncoding::dealOrder()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(int, dealer);
    QList<Seat> order;
    QCOMPARE(ppn::parseDealOrder(text, &order), ok);
    if (!ok)
        return;
    QCOMPARE(order.last(), dealer);
    QCOMPARE(ppn::dealOrderOf(dealer), order);
    QCOMPARE(ppn::dealOrderText(dealer), text);
}

void TestPpnEncoding::bids_data()
{
    QTest::addColumn<QString>("bids");      // in the deal order 2 3 1 (player 1 deals)
    QTest::addColumn<QString>("calls");     // the whole auction, from player 2
    QTest::addColumn<int>("winner");        // player, 0 for none
    QTest::addColumn<bool>("consistent");
    QTest::newRow("all pass") << "P,P,P" << "Pass|Pass|Pass" << 0 << true;
    QTest::newRow("first bids two") << "2,P,P" << "2|Pass|Pass" << 2 << true;
    QTest::newRow("last bids two") << "P,P,2" << "Pass|Pass|2" << 1 << true;
    // the specification's example: 2, pass, 3, mine 3, pass (and the
    // passed player's turn in between)
    QTest::newRow("mine three") << "M3,P,3" << "2|Pass|3|mine 3|Pass|Pass" << 2 << true;
    // the specification's: 2, game, game, hearts, yours
    QTest::newRow("two games") << "2,G4,G" << "2|game|game|Pass|game hearts|Pass" << 3 << true;
    QTest::newRow("game conceded") << "P,G,G4" << "Pass|game|game|Pass|Pass|game hearts" << 1 << true;
    QTest::newRow("lone game named at once") << "P,P,G5" << "Pass|Pass|game clubs" << 1 << true;
    QTest::newRow("outbid") << "2,3,P" << "2|3|Pass|Pass" << 3 << true;
    QTest::newRow("mine four") << "M4,4,P" << "2|3|Pass|mine 3|4|Pass|mine 4|Pass" << 2 << true;
    QTest::newRow("up to sans") << "M6,7,P" << "2|3|Pass|mine 3|4|Pass|mine 4|5|Pass|mine 5|6|Pass|mine 6|7|Pass|Pass" << 3 << true;
    QTest::newRow("a lone three") << "3,P,P" << "2|Pass|Pass" << 2 << false;
    QTest::newRow("mine out of turn") << "2,M2,P" << "2|Pass|Pass" << 2 << false;
    QTest::newRow("game never named") << "G,P,P" << "game|Pass|Pass|Pass" << 0 << false;
}

void TestPpnEncoding::bids()
{
    QFETCH(QString, bids);
    QFETCH(QString, calls);
    QFETCH(int, winner);
    QFETCH(bool, consistent);
    QList<ppn::Bid> highest;
    for (const QString &t : bids.split(u',')) {
        ppn::Bid b;
        QVERIFY2(ppn::parseBid(t, &b), qPrintable(t));
        highest.append(b);
    }
    const QList<Seat> order{1, 2, 0};
    const ppn::DecodedAuction a = ppn::decodeBids(highest, order);
    QStringList texts;
    for (const Call &c : a.calls)
        texts.append(c.toString());
    QCOMPARE(texts.join(u'|'), calls);
    QCOMPARE(a.winner + 1, winner);
    QCOMPARE(a.problem.isEmpty(), consistent);
    if (!consistent)
        return;
    // and back: each player's highest bid
    Auction auction;
    auction.first = order.first();
    auction.calls = a.calls;
    const QList<ppn::Bid> back = ppn::highestBids(auction, 3);
    for (int k = 0; k < 3; ++k)
        QCOMPARE(ppn::bidText(back.at(order.at(k))), bids.split(u',').at(k));
}

void TestPpnEncoding::bidTokens_data()
{
    QTest::addColumn<QString>("token");
    QTest::addColumn<QString>("call"); // empty: not a bid
    QTest::newRow("pass") << "P" << "Pass";
    QTest::newRow("two") << "2" << "2";
    QTest::newRow("eight") << "8" << "8";
    QTest::newRow("mine") << "M5" << "mine 5";
    QTest::newRow("game") << "G" << "game";
    QTest::newRow("game betl") << "G6" << "game betl";
    QTest::newRow("game preferans") << "G8" << "game preferans";
    QTest::newRow("one") << "1" << "";
    QTest::newRow("nine") << "9" << "";
    QTest::newRow("mine alone") << "M" << "";
    QTest::newRow("lower case") << "p" << "";
    QTest::newRow("two digits") << "G44" << "";
}

void TestPpnEncoding::bidTokens()
{
    QFETCH(QString, token);
    QFETCH(QString, call);
    ppn::Bid b;
    QCOMPARE(ppn::parseBid(token, &b), !call.isEmpty());
    if (call.isEmpty())
        return;
    QCOMPARE(ppn::bidText(b), token);
    const Call c = ppn::bidCall(b);
    QCOMPARE(c.toString(), call);
    ppn::Bid back;
    QVERIFY(ppn::callBid(c, &back));
    QCOMPARE(back, b);
}

void TestPpnEncoding::summary_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<int>("role");
    QTest::addColumn<int>("tricks");
    QTest::addColumn<QString>("columns"); // left right middle, "-" when absent
    QTest::newRow("did not play") << "0" << true << 0 << 0 << "- - -";
    QTest::newRow("follower, soup left") << "F3:L24" << true << 1 << 3 << "24 - -";
    QTest::newRow("follower failed") << "F1:L20:20" << true << 1 << 1 << "20 - 20";
    QTest::newRow("follower, soup right") << "F4:R40" << true << 1 << 4 << "- 40 -";
    QTest::newRow("follower in betl") << "F7" << true << 1 << 7 << "- - -";
    QTest::newRow("main passed") << "M6:-20" << true << 2 << 6 << "- - -20";
    QTest::newRow("main failed") << "M5:20" << true << 2 << 5 << "- - 20";
    QTest::newRow("no role") << "3:24" << false << 0 << 0 << "";
    QTest::newRow("two middles") << "M6:-20:5" << false << 0 << 0 << "";
    QTest::newRow("eleven tricks") << "M11:-20" << false << 0 << 0 << "";
    QTest::newRow("not a number") << "F2:Lx" << false << 0 << 0 << "";
}

void TestPpnEncoding::summary()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(int, role);
    QFETCH(int, tricks);
    QFETCH(QString, columns);
    PreferansScore s;
    QCOMPARE(ppn::parseSummary(text, &s), ok);
    if (!ok)
        return;
    QCOMPARE(int(s.role), role);
    QCOMPARE(s.tricks, tricks);
    const auto column = [](const std::optional<int> &v) { return v ? QString::number(*v) : QStringLiteral("-"); };
    QCOMPARE(QStringList({column(s.left), column(s.right), column(s.middle)}).join(u' '), columns);
    QCOMPARE(ppn::summaryText(s), text);
}

void TestPpnEncoding::value_data()
{
    QTest::addColumn<int>("level");
    QTest::addColumn<bool>("game");
    QTest::addColumn<int>("risk");
    QTest::addColumn<bool>("refa");
    QTest::addColumn<int>("value");
    // the specification: 8 for hearts, for a game of diamonds, for spades under refa
    QTest::newRow("hearts") << 4 << false << 0 << false << 8;
    QTest::newRow("game diamonds") << 3 << true << 0 << false << 8;
    QTest::newRow("spades under refa") << 2 << false << 0 << true << 8;
    QTest::newRow("betl") << 6 << false << 0 << false << 12;
    QTest::newRow("game sans") << 7 << true << 0 << false << 16;
    QTest::newRow("hearts subkontra (published example)") << 4 << false << 3 << false << 64;
    QTest::newRow("spades rekontra under refa") << 2 << false << 2 << true << 32;
    QTest::newRow("clubs mortkontra") << 5 << false << 4 << false << 160;
}

void TestPpnEncoding::value()
{
    QFETCH(int, level);
    QFETCH(bool, game);
    QFETCH(int, risk);
    QFETCH(bool, refa);
    QFETCH(int, value);
    Contract c;
    c.kind = Contract::Kind::Bid;
    c.level = level;
    QVERIFY(preferans::strainOfLevel(level, &c.strain));
    c.withoutTalon = game;
    c.risk = risk;
    QCOMPARE(preferans::contractValue(c, refa), value);
}

QTEST_GUILESS_MAIN(TestPpnEncoding)
#include "tst_ppnencoding.moc"
