// Game rules: trick winners, leaders, following suit, card conservation and
// the laws of the bridge auction.
#include "model/bridgeauction.h"
#include "model/rules.h"
#include "support/testrecords.h"

#include <QTest>

using namespace kib;
using kib::test::card;

namespace {

// "S8 S5 S2 SA" played from 'leader' clockwise.
Trick makeTrick(Seat leader, const QString &cards, int seats)
{
    Trick t;
    t.leader = leader;
    const QStringList parts = cards.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (int i = 0; i < parts.size(); ++i) {
        PlayedCard pc;
        Card::fromString(parts.at(i), &pc.card);
        pc.seat = (leader + i) % seats;
        t.cards.append(pc);
    }
    return t;
}

QList<Call> calls(const QString &text)
{
    QList<Call> out;
    for (const QString &tok : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        Call c;
        const bool irregular = tok.endsWith(QLatin1String("^I"));
        if (!Call::fromString(irregular ? tok.chopped(2) : tok, &c))
            qFatal("bad call in test: %s", qPrintable(tok));
        if (irregular)
            c.annotation.edit().irregularity = QStringLiteral("I");
        out.append(c);
    }
    return out;
}

} // namespace

class TestRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void trickWinner_data();
    void trickWinner();
    void openingLeader();
    void followsSuit_data();
    void followsSuit();
    void conservation_data();
    void conservation();
    void auctionLegality_data();
    void auctionLegality();
    void checkWalksTheAuction_data();
    void checkWalksTheAuction();
    void auctionComplete_data();
    void auctionComplete();
    void passesToEnd_data();
    void passesToEnd();
    void finalContract_data();
    void finalContract();
    void legalCallsOfferOnlyLegalCalls();
};

void TestRules::trickWinner_data()
{
    QTest::addColumn<int>("game");
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("leader");
    QTest::addColumn<QString>("cards");
    QTest::addColumn<int>("trump");
    QTest::addColumn<int>("winner");
    const int B = int(Game::Bridge), P = int(Game::Pinochle), F = int(Game::Preferans);
    const int NT = int(Suit::None);
    // bridge: seats 0 N, 1 E, 2 S, 3 W
    QTest::newRow("highest of suit led") << B << 4 << 1 << "S8 S5 S2 SA" << NT << 0;
    QTest::newRow("discard does not win") << B << 4 << 0 << "SJ HA D5 C2" << NT << 0;
    QTest::newRow("trump wins") << B << 4 << 0 << "SA S3 H2 S4" << int(Suit::Hearts) << 2;
    QTest::newRow("higher trump overruffs") << B << 4 << 0 << "SA H3 H2 S4" << int(Suit::Hearts) << 1;
    QTest::newRow("trump led") << B << 4 << 3 << "H5 HK H2 SA" << int(Suit::Hearts) << 0;
    QTest::newRow("incomplete") << B << 4 << 0 << "SA S3" << NT << -1;
    // preferans: 3 players, 7..A
    QTest::newRow("preferans no trump") << F << 3 << 2 << "D7 DA D9" << NT << 0;
    QTest::newRow("preferans trump") << F << 3 << 0 << "CA S7 CK" << int(Suit::Spades) << 1;
    // pinochle: ten above king, identical cards: the first played wins
    QTest::newRow("pinochle ten beats king") << P << 4 << 0 << "HK HT H9 HJ" << NT << 1;
    QTest::newRow("pinochle ace beats ten") << P << 4 << 0 << "HT HA H9 HJ" << NT << 1;
    QTest::newRow("pinochle first of identical") << P << 4 << 0 << "HK HA H9 HA" << NT << 1;
    QTest::newRow("pinochle first of identical trumps") << P << 3 << 0 << "SA D9 D9" << int(Suit::Diamonds) << 1;
    QTest::newRow("pinochle six seats") << P << 6 << 5 << "CQ CK CQ CA CA CJ" << NT << 2;
}

void TestRules::trickWinner()
{
    QFETCH(int, game);
    QFETCH(int, players);
    QFETCH(int, leader);
    QFETCH(QString, cards);
    QFETCH(int, trump);
    QFETCH(int, winner);
    const Trick t = makeTrick(leader, cards, players);
    QCOMPARE(rules::trickWinner(Game(game), t, Suit(trump), players), winner);
}

void TestRules::openingLeader()
{
    const SeatLayout bridge(Game::Bridge, 4);
    QCOMPARE(rules::openingLeader(Game::Bridge, bridge, North, West), East);
    QCOMPARE(rules::openingLeader(Game::Bridge, bridge, West, West), North);
    QCOMPARE(rules::openingLeader(Game::Bridge, bridge, NoSeat, West), NoSeat);
    const SeatLayout pinochle(Game::Pinochle, 3);
    QCOMPARE(rules::openingLeader(Game::Pinochle, pinochle, 2, 0), 2);
    const SeatLayout preferans(Game::Preferans, 3);
    QCOMPARE(rules::openingLeader(Game::Preferans, preferans, 0, 2), 0);
}

void TestRules::followsSuit_data()
{
    QTest::addColumn<QString>("held");
    QTest::addColumn<int>("led");
    QTest::addColumn<QString>("played");
    QTest::addColumn<bool>("follows");
    QTest::newRow("follows") << "AK.Q.J.T" << int(Suit::Spades) << "SK" << true;
    QTest::newRow("revoke") << "AK.Q.J.T" << int(Suit::Spades) << "HQ" << false;
    QTest::newRow("void may discard") << ".Q.J.T" << int(Suit::Spades) << "DJ" << true;
    QTest::newRow("lead anything") << "AK.Q.J.T" << int(Suit::None) << "CT" << true;
}

void TestRules::followsSuit()
{
    QFETCH(QString, held);
    QFETCH(int, led);
    QFETCH(QString, played);
    QTEST(rules::followsSuit(test::dotted(held), Suit(led), card(qPrintable(played))), "follows");
}

void TestRules::conservation_data()
{
    QTest::addColumn<int>("deck");
    QTest::addColumn<QStringList>("hands");
    QTest::addColumn<int>("handSize");
    QTest::addColumn<QStringList>("problems");
    const int B = int(DeckKind::Bridge52);
    QTest::newRow("good deal") << B << QStringList{"AKQJ.AKQ.AKQ.AKQ", "T98.JT98.JT9.JT9"} << 13 << QStringList{};
    QTest::newRow("card twice") << B << QStringList{"A.K..", "A..2."} << 13 << QStringList{"SA occurs 2 times in the deal"};
    QTest::newRow("fourteen cards") << B << QStringList{"AKQJT98765432.A..", ""} << 13
                                    << QStringList{"the hand of North holds 14 cards"};
    QTest::newRow("pinochle two copies fine") << int(DeckKind::Pinochle48) << QStringList{"AA..", "..99.TT"} << 12
                                              << QStringList{};
    QTest::newRow("pinochle three copies") << int(DeckKind::Pinochle48) << QStringList{"AA..", "A..."} << 12
                                           << QStringList{"SA occurs 3 times in the deal"};
    QTest::newRow("nine not in double deck") << int(DeckKind::Pinochle80) << QStringList{"9...", ""} << 20
                                             << QStringList{"S9 is not a card of this deck"};
    QTest::newRow("two not in preferans") << int(DeckKind::Preferans32) << QStringList{"2...", ""} << 10
                                          << QStringList{"S2 is not a card of this deck"};
}

void TestRules::conservation()
{
    QFETCH(int, deck);
    QFETCH(QStringList, hands);
    QFETCH(int, handSize);
    QFETCH(QStringList, problems);
    Deal deal(4);
    for (int s = 0; s < hands.size(); ++s) {
        deal.hands[s].known = true;
        deal.hands[s].cards = test::dotted(hands.at(s));
    }
    const SeatLayout seats(Game::Bridge, 4);
    QStringList got;
    for (const rules::DealProblem &p : rules::checkDeal(deal, Deck(DeckKind(deck)), handSize))
        got.append(p.message(seats));
    QCOMPARE(got, problems);
}

void TestRules::auctionLegality_data()
{
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("call");
    QTest::addColumn<QString>("code"); // empty: legal
    QTest::newRow("opening bid") << "" << "1C" << "";
    QTest::newRow("higher bid") << "1S P" << "2C" << "";
    QTest::newRow("insufficient") << "1S P" << "1H" << "auction.insufficient";
    QTest::newRow("same bid insufficient") << "1S" << "1S" << "auction.insufficient";
    QTest::newRow("insufficient marked ^I") << "1S P" << "1H^I" << "";
    QTest::newRow("double opponent") << "1S" << "X" << "";
    QTest::newRow("double partner") << "1S P" << "X" << "auction.double-partner";
    QTest::newRow("double nothing") << "P" << "X" << "auction.double-nothing";
    QTest::newRow("double twice") << "1S X P" << "X" << "auction.double-twice";
    QTest::newRow("redouble") << "1S X" << "XX" << "";
    QTest::newRow("redouble by opener after passes") << "1S X P P" << "XX" << "";
    QTest::newRow("redouble without double") << "1S P" << "XX" << "auction.redouble-undoubled";
    QTest::newRow("redouble own double") << "1S X P" << "XX" << "auction.redouble-own";
    QTest::newRow("call after three passes") << "1S P P P" << "P" << "auction.after-end";
    QTest::newRow("call after passed out") << "P P P P" << "1C" << "auction.after-end";
    QTest::newRow("three passes at start go on") << "P P P" << "1C" << "";
}

void TestRules::auctionLegality()
{
    QFETCH(QString, before);
    QFETCH(QString, call);
    QFETCH(QString, code);
    const QList<Call> c = calls(call);
    QString gotCode, why;
    const bool legal = bridge::isLegal(calls(before), c.first(), &gotCode, &why);
    QCOMPARE(legal, code.isEmpty());
    QCOMPARE(gotCode, code);
    QCOMPARE(why.isEmpty(), code.isEmpty());
}

void TestRules::checkWalksTheAuction_data()
{
    // check() carries the position from call to call (bridge::AuctionWalk):
    // an illegal call still counts for the calls after it
    QTest::addColumn<QString>("auction");
    QTest::addColumn<QStringList>("problems"); // "index code"
    QTest::newRow("legal") << "1C X XX 1H P P P" << QStringList();
    QTest::newRow("insufficient bid, then partner's double of it")
        << "1S 1H P X" << QStringList{"1 auction.insufficient", "3 auction.double-partner"};
    QTest::newRow("stops after the end") << "1C P P P 1D P 2D" << QStringList{"4 auction.after-end"};
    QTest::newRow("double of a redoubled bid") << "1C X XX X" << QStringList{"3 auction.double-twice"};
    QTest::newRow("redouble of nothing, irregular bid accepted")
        << "P XX 1C P 1C^I" << QStringList{"1 auction.redouble-undoubled"};
    QTest::newRow("redouble of partner's double") << "1NT X P XX" << QStringList{"3 auction.redouble-own"};
    QTest::newRow("passed out, then a bid") << "P P P P 1C" << QStringList{"4 auction.after-end"};
}

void TestRules::checkWalksTheAuction()
{
    QFETCH(QString, auction);
    QFETCH(QStringList, problems);
    Auction a;
    a.first = North;
    a.calls = calls(auction);
    QStringList got;
    for (const bridge::AuctionProblem &p : bridge::check(a)) {
        got.append(QString::number(p.index) + u' ' + p.code);
        QVERIFY(!p.message.isEmpty());
        // the same answer as the call asked after a list of the calls before it
        QString code;
        QVERIFY(!bridge::isLegal(a.calls.first(p.index), a.calls.at(p.index), &code));
        QCOMPARE(code, p.code);
    }
    QCOMPARE(got, problems);
}

void TestRules::auctionComplete_data()
{
    QTest::addColumn<QString>("auction");
    QTest::addColumn<bool>("complete");
    QTest::newRow("empty") << "" << false;
    QTest::newRow("passed out") << "P P P P" << true;
    QTest::newRow("three passes") << "P P P" << false;
    QTest::newRow("bid then three passes") << "1C P P P" << true;
    QTest::newRow("bid then two passes") << "P 1C P P" << false;
    QTest::newRow("double then passes") << "1C X P P P" << true;
}

void TestRules::auctionComplete()
{
    QFETCH(QString, auction);
    QTEST(bridge::isComplete(calls(auction)), "complete");
}

void TestRules::passesToEnd_data()
{
    QTest::addColumn<QString>("auction");
    QTest::addColumn<int>("passes");
    QTest::newRow("empty") << "" << 4;
    QTest::newRow("a pass") << "P" << 3;
    QTest::newRow("three passes") << "P P P" << 1;
    QTest::newRow("passed out") << "P P P P" << 0;
    QTest::newRow("a bid") << "1C" << 3;
    QTest::newRow("a bid and a pass") << "1C P" << 2;
    QTest::newRow("ended") << "1C P P P" << 0;
    QTest::newRow("a pass, then a bid") << "P 1C" << 3;
    QTest::newRow("redoubled") << "1C X XX" << 3;
    QTest::newRow("a double of nothing") << "X" << 3;
}

void TestRules::passesToEnd()
{
    QFETCH(QString, auction);
    QFETCH(int, passes);
    QList<Call> c = calls(auction);
    QCOMPARE(bridge::passesToEnd(std::span<const Call>(c.constData(), size_t(c.size()))), passes);
    // that many passes end it, one fewer does not
    for (int k = 1; k < passes; ++k) {
        c.append(Call::pass());
        QVERIFY(!bridge::isComplete(c));
    }
    if (passes > 0)
        c.append(Call::pass());
    QVERIFY(bridge::isComplete(c));
}

void TestRules::finalContract_data()
{
    QTest::addColumn<int>("first");
    QTest::addColumn<QString>("auction");
    QTest::addColumn<QString>("contract");
    QTest::addColumn<int>("declarer");
    QTest::newRow("partner named the strain first") << int(North) << "1H P 2C P 2H P P P" << "2H" << int(North);
    QTest::newRow("responder declares") << int(North) << "1C P 1H P 4H P P P" << "4H" << int(South);
    QTest::newRow("doubled") << int(East) << "1S X P P P" << "1SX" << int(East);
    QTest::newRow("redoubled") << int(East) << "1S X XX P P P" << "1SXX" << int(East);
    QTest::newRow("double wiped by new bid") << int(West) << "1D X 2D P P P" << "2D" << int(West);
    QTest::newRow("passed out") << int(South) << "P P P P" << "Pass" << -1;
    QTest::newRow("no bid yet") << int(South) << "P P" << "" << -1;
    QTest::newRow("grand slam fixture") << int(North) << "2C P 2D P 7NT X P P XX P P P" << "7NTXX" << int(North);
}

void TestRules::finalContract()
{
    QFETCH(int, first);
    QFETCH(QString, auction);
    QFETCH(QString, contract);
    QFETCH(int, declarer);
    Auction a;
    a.first = first;
    a.calls = calls(auction);
    Seat got = 99;
    const Contract c = bridge::finalContract(a, SeatLayout(Game::Bridge, 4), &got);
    QCOMPARE(c.toString(), contract);
    QCOMPARE(got, declarer);
    QVERIFY(bridge::check(a).isEmpty());
}

void TestRules::legalCallsOfferOnlyLegalCalls()
{
    // At the start: pass and 35 bids.
    QCOMPARE(bridge::legalCalls({}).size(), 36);
    // After 7NT by the opponents: pass or double.
    const QList<Call> after7nt = bridge::legalCalls(calls("7NT"));
    QCOMPARE(after7nt.size(), 2);
    QCOMPARE(after7nt.at(1).toString(), QStringLiteral("X"));
    // After 1S X: pass, redouble and every bid above 1S (35 - 4).
    QCOMPARE(bridge::legalCalls(calls("1S X")).size(), 2 + 31);
    // After the end: nothing.
    QVERIFY(bridge::legalCalls(calls("1S P P P")).isEmpty());
}

QTEST_APPLESS_MAIN(TestRules)
#include "tst_rules.moc"
