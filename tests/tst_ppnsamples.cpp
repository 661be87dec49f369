// The preferans samples replay to their last trick: every card is held
// when played, suit is followed, tricks go by trump, and the final
// state is the one worked out by hand.
#include "support/ppntext.h"

#include "model/replaycursor.h"
#include "model/rules.h"

using namespace kib;
using namespace ppntest;

class TestPpnSamples : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void deals_data();
    void deals();
    void talon();
    void cursor();
};

void TestPpnSamples::deals_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("contract"); // name, or "passed"
    QTest::addColumn<int>("main");         // player
    QTest::addColumn<int>("value");
    QTest::addColumn<int>("risk");
    QTest::addColumn<bool>("refa");
    QTest::addColumn<QString>("followers");
    QTest::addColumn<QString>("tricks");   // won by players 1 2 3 at the end
    QTest::addColumn<int>("steps");        // calls + talon and discard (not for a game) + cards
    const QString a = QStringLiteral("preferans_refa_game_betl.ppn");
    QTest::newRow("A1 passed out") << a << 0 << "passed" << 0 << 0 << 0 << false << "" << "0 0 0" << 3;
    QTest::newRow("A2 hearts under refa") << a << 1 << "Hearts" << 2 << 16 << 0 << true << "1,3" << "2 6 2" << 35;
    QTest::newRow("A3 game diamonds, kontra") << a << 2 << "Game Diamonds" << 1 << 32 << 1 << true << "2,3" << "6 2 2"
                                              << 35;
    QTest::newRow("A4 betl passed") << a << 3 << "Betl" << 2 << 12 << 0 << false << "1,3" << "7 0 3" << 36;
    const QString b = QStringLiteral("preferans_kontra_sans.ppn");
    QTest::newRow("B1 diamonds, one follower") << b << 0 << "Diamonds" << 2 << 6 << 0 << false << "1" << "4 6 0" << 28;
    QTest::newRow("B2 passed out") << b << 1 << "passed" << 0 << 0 << 0 << false << "" << "0 0 0" << 3;
    QTest::newRow("B3 sans under refa") << b << 2 << "Sans" << 2 << 28 << 0 << true << "1,3" << "2 6 2" << 35;
    QTest::newRow("B4 spades rekontra") << b << 3 << "Spades" << 3 << 32 << 2 << true << "1,2" << "2 2 6" << 35;
    const QString c = QStringLiteral("preferans_failed_betl_invitation.ppn");
    QTest::newRow("C1 game hearts, kontra") << c << 0 << "Game Hearts" << 2 << 20 << 1 << false << "1,3" << "2 6 2"
                                            << 36;
    QTest::newRow("C2 betl failed") << c << 1 << "Betl" << 3 << 12 << 0 << false << "1,2" << "5 4 1" << 36;
    QTest::newRow("C3 passed out") << c << 2 << "passed" << 0 << 0 << 0 << false << "" << "0 0 0" << 3;
    QTest::newRow("C4 hearts, invitation") << c << 3 << "Hearts" << 3 << 16 << 0 << true << "1,2" << "2 2 6" << 40;
}

void TestPpnSamples::deals()
{
    QFETCH(QString, file);
    QFETCH(int, index);
    QFETCH(QString, contract);
    QFETCH(int, main);
    QFETCH(int, value);
    QFETCH(int, risk);
    QFETCH(bool, refa);
    QFETCH(QString, followers);
    QFETCH(QString, tricks);
    QFETCH(int, steps);
    for (const QString &path : {sample(file), sample(QString(file).replace(QStringLiteral(".ppn"), QStringLiteral(".json")))}) {
        const ReadResult r = path.endsWith(u".ppn") ? PpnPlugin().read(readFile(path))
                                                    : PpnJsonPlugin().read(readFile(path));
        QCOMPARE(described(r.diagnostics), QStringList{});
        const CardRecord &d = *card(r, index);
        QCOMPARE(d.stepCount(), steps);
        if (contract == u"passed") {
            QCOMPARE(d.contract().kind, Contract::Kind::PassedOut);
        } else {
            QCOMPARE(preferans::contractName(d.contract()), contract);
            QCOMPARE(d.declarer() + 1, main);
            QCOMPARE(d.preferans().value, value);
            QCOMPARE(preferans::contractValue(d.contract(), d.preferans().refa), value);
            QCOMPARE(d.contract().risk, risk);
            QCOMPARE(d.preferans().refa, refa);
            QStringList f;
            for (Seat s : d.preferans().followers)
                f.append(QString::number(s + 1));
            QCOMPARE(f.join(u','), followers);
        }
        // replay to the end
        const TableState end = tableStateAt(d, d.stepCount());
        QStringList won;
        for (int n : end.tricksWon)
            won.append(QString::number(n));
        QCOMPARE(won.join(u' '), tricks);
        for (Seat s = 0; s < 3; ++s) {
            const bool plays = s == d.declarer() || d.preferans().followers.contains(s);
            QCOMPARE(end.held.at(s).size(), plays ? 0 : 10);
        }
        // every trick: its winner by the rules, its leader the winner before
        Seat leader = d.play().leader;
        for (const Trick &t : d.play().tricks) {
            QCOMPARE(t.leader, leader);
            QCOMPARE(rules::trickWinner(Game::Preferans, t, d.trump(), int(t.cards.size())), t.winner);
            leader = t.winner;
        }
        // the summary's tricks are the play's
        for (Seat s = 0; s < 3 && !d.play().tricks.isEmpty(); ++s)
            QCOMPARE(d.preferans().summary.at(s).tricks, end.tricksWon.at(s));
    }
}

void TestPpnSamples::talon()
{
    const ReadResult r = PpnPlugin().read(readFile(sample(QStringLiteral("preferans_refa_game_betl.ppn"))));
    // A2: player 2 takes the talon (7♠ 9♠) at its own step, then discards
    // 7♦ 7♠ at the next; the first card follows
    const CardRecord &d = *card(r, 1);
    const int calls = d.auctionSteps();
    QCOMPARE(calls, 3);
    QCOMPARE(d.exchangeSteps(), (QList<ExchangeStep>{ExchangeStep::Talon, ExchangeStep::Discard}));
    QCOMPARE(d.stepLabel(calls + 1), QStringLiteral("Talon"));
    QCOMPARE(d.stepLabel(calls + 2), QStringLiteral("Discard"));
    QCOMPARE(d.playStartStep(), calls + 2);
    QCOMPARE(d.stepOfCard(0), calls + 3);
    TableState before = tableStateAt(d, calls);
    QCOMPARE(before.phase, TableState::Phase::Auction);
    QVERIFY(!before.talonTaken);
    QCOMPARE(before.held.at(1).size(), 10);
    QVERIFY(!before.held.at(1).contains(Card(Suit::Spades, 9)));
    TableState taken = tableStateAt(d, calls + 1);
    QCOMPARE(taken.phase, TableState::Phase::Exchange);
    QVERIFY(taken.talonTaken);
    QVERIFY(!taken.discarded);
    QCOMPARE(taken.held.at(1).size(), 12);
    QVERIFY(taken.held.at(1).contains(Card(Suit::Spades, 9)));
    QVERIFY(taken.held.at(1).contains(Card(Suit::Diamonds, 7)));
    TableState after = tableStateAt(d, calls + 2);
    QCOMPARE(after.phase, TableState::Phase::Exchange);
    QVERIFY(after.talonTaken);
    QVERIFY(after.discarded);
    QCOMPARE(after.held.at(1).size(), 10);
    QVERIFY(after.held.at(1).contains(Card(Suit::Spades, 9)));
    QVERIFY(!after.held.at(1).contains(Card(Suit::Diamonds, 7)));
    QVERIFY(!after.held.at(1).contains(Card(Suit::Spades, 7)));
    QCOMPARE(after.cardsPlayed, 0);
    QCOMPARE(tableStateAt(d, calls + 3).cardsPlayed, 1);
    QCOMPARE(tableStateAt(d, calls + 3).phase, TableState::Phase::Play);
    // A3: a game is played without the talon: no talon or discard step
    const CardRecord &g = *card(r, 2);
    QVERIFY(g.exchangeSteps().isEmpty());
    QCOMPARE(g.playStartStep(), g.auctionSteps());
    const TableState game = tableStateAt(g, g.auctionSteps());
    QVERIFY(!game.talonTaken);
    QCOMPARE(game.held.at(0), g.deal().hands.at(0).cards);
    QCOMPARE(g.deal().pile(QStringLiteral("discard")), nullptr);
    QCOMPARE(g.deal().pile(QStringLiteral("talon"))->cards.size(), 2);
    // A1: passed out, no exchange either
    QVERIFY(card(r, 0)->exchangeSteps().isEmpty());
}

void TestPpnSamples::cursor()
{
    // B1 through the replay cursor: two cards to a trick, player 3 sits out
    const ReadResult r = PpnPlugin().read(readFile(sample(QStringLiteral("preferans_kontra_sans.ppn"))));
    auto record = r.collection.records().at(0);
    ReplayCursor cursor;
    cursor.setRecord(record);
    QCOMPARE(cursor.stepCount(), 28);
    cursor.setStep(6); // the auction: 2 Pass 3 mine-3 Pass Pass
    QCOMPARE(cursor.tableState().callsMade, 6);
    QCOMPARE(cursor.tableState().toAct, 1); // player 2 leads
    cursor.setStep(8); // the talon taken (7), the discard thrown (8)
    QVERIFY(cursor.tableState().discarded);
    QCOMPARE(cursor.tableState().cardsPlayed, 0);
    QCOMPARE(cursor.nextTrickStep(), 10);
    cursor.setStep(10); // trick 1 complete: K♦ by 2, A♦ by 1
    QCOMPARE(cursor.tableState().onTable.size(), 2);
    QCOMPARE(cursor.tableState().trickWinner, 0);
    QCOMPARE(cursor.tableState().toAct, 0);
    cursor.toEnd();
    QCOMPARE(cursor.tableState().tricksWon, (QList<int>{4, 6, 0}));
    cursor.toStart();
    QCOMPARE(cursor.tableState().held.at(1).size(), 10);
}

QTEST_GUILESS_MAIN(TestPpnSamples)
#include "tst_ppnsamples.moc"
