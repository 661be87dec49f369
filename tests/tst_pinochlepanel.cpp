// The pinochle panel beside the card table: what it shows at given steps of
// the samples' hands (teams, bids by round, contract and trump, kitty,
// passes and discard, meld with points, counters and scores per team).
#include "model/replaycursor.h"
#include "pinochlepanel.h"
#include "support/pntext.h"

#include <QSignalSpy>
#include <QTest>

using namespace kib;
using namespace pntest;

namespace {

std::shared_ptr<const CardRecord> sampleRecord(const QString &file, int index)
{
    const ReadResult r = readPn(sample(file));
    return std::dynamic_pointer_cast<const CardRecord>(r.collection.records().value(index));
}

} // namespace

class TestPinochlePanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void steps_data();
    void steps();
    void otherGames();
};

void TestPinochlePanel::steps_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("record");
    QTest::addColumn<int>("step");        // -1: the end
    QTest::addColumn<QStringList>("shown"); // lines the panel must show
    QTest::addColumn<QStringList>("notShown");
    const QString four = QStringLiteral("pinochle_4hand_single_deck_game.pn");
    QTest::newRow("the deal") << four << 0 << 0
                              << QStringList{"Status: Complete", "Team1: Seat1 (Ann), Seat3 (Cal)",
                                             "Team2: Seat2 (Bob), Seat4 (Dee)", "GameScores: 0 0"}
                              << QStringList{"Bids1: 20", "Contract: Seat2 (Bob) bids 25, trump Clubs"};
    QTest::newRow("two bids") << four << 0 << 2 << QStringList{"Bids1: 20 21"}
                              << QStringList{"Bids1: 20 21 Pass", "Meld1: Seat1 (Ann): C D S H, 0 points"};
    QTest::newRow("the last bid: no meld yet")
        << four << 0 << 13 << QStringList{"Bids4: Pass", "Contract: Seat2 (Bob) bids 25, trump Clubs"}
        << QStringList{"Meld2: Seat2 (Bob): CKQ DQJ SKQ HQ, 16 points", "Team1 meld: 12"};
    QTest::newRow("the meld step")
        << four << 0 << 14
        << QStringList{"Bids1: 20 21 Pass Pass", "Bids4: Pass", "Contract: Seat2 (Bob) bids 25, trump Clubs",
                       "Meld2: Seat2 (Bob): CKQ DQJ SKQ HQ, 16 points", "Team1 meld: 12", "Team2 meld: 22",
                       "Team1 counters: 0"}
        << QStringList{"HandScores: 26 33"};
    QTest::newRow("the end") << four << 0 << -1
                             << QStringList{"Team1 counters: 14", "Team2 counters: 11", "MeldScores: 12 22",
                                            "PlayScores: 14 11", "HandScores: 26 33"}
                             << QStringList{"FinalScores: 127 49"};
    QTest::newRow("the game's end") << four << 3 << -1 << QStringList{"FinalScores: 127 49", "Winner: Team1"}
                                    << QStringList{};
    QTest::newRow("the kitty, before the discard")
        << QStringLiteral("pinochle_3hand_kitty_discard.pn") << 0 << 4
        << QStringList{"Kitty: CQ HT HJ", "Contract: Seat3 (TigreLXIX) bids 20, trump Diamonds"}
        << QStringList{"Discard: SJ SJ S9, 0 counters", "Meld3: Seat3 (TigreLXIX): CKQ DKKQQ SK HK, 18 points"};
    QTest::newRow("kitty, discard and meld")
        << QStringLiteral("pinochle_3hand_kitty_discard.pn") << 0 << 6
        << QStringList{"Team3: Seat3 (TigreLXIX)", "Kitty: CQ HT HJ", "Discard: SJ SJ S9, 0 counters",
                       "Contract: Seat3 (TigreLXIX) bids 20, trump Diamonds", "Meld3: Seat3 (TigreLXIX): CKQ DKKQQ SK HK, 18 points"}
        << QStringList{"Team3 meld: 18"};
    QTest::newRow("passing")
        << QStringLiteral("pinochle_4hand_double_deck_passing.pn") << 0 << 5
        << QStringList{"Pass3: Seat3 (Berg, Hal) to Seat1 (English, Ike): DT DT DK DQ",
                       "Pass1: Seat1 (English, Ike) to Seat3 (Berg, Hal): CT CJ HT HJ",
                       "Team1: Seat1 (English, Ike), Seat3 (Berg, Hal) (bidding Meld-First-Always)"}
        << QStringList{};
    QTest::newRow("a question") << QStringLiteral("pinochle_lesson_quiz.pn") << 0 << -1
                                << QStringList{"Status: Incomplete: DateTime left out",
                                               "Meld3: Seat3 (Teacher): C D SATKQJ H, ? points", "Team1 meld: ?",
                                               "PlayScores: ? ?"}
                                << QStringList{};
}

void TestPinochlePanel::steps()
{
    QFETCH(QString, file);
    QFETCH(int, record);
    QFETCH(int, step);
    const auto rec = sampleRecord(file, record);
    QVERIFY(rec);
    ReplayCursor cursor;
    PinochlePanel panel;
    QSignalSpy applicable(&panel, &PinochlePanel::applicableChanged);
    panel.setCursor(&cursor);
    cursor.setRecord(rec);
    cursor.setStep(step < 0 ? rec->stepCount() : step);
    QVERIFY(panel.isApplicable());
    QCOMPARE(applicable.size(), 1);
    const QStringList lines = panel.summary().lines();
    QFETCH(QStringList, shown);
    for (const QString &l : shown)
        QVERIFY2(lines.contains(l), qPrintable(l + QStringLiteral("\n--- shown:\n") + lines.join(QLatin1Char('\n'))));
    QFETCH(QStringList, notShown);
    for (const QString &l : notShown)
        QVERIFY2(!lines.contains(l), qPrintable(l));
    QVERIFY(panel.html().contains(QStringLiteral("PN status")));
}

void TestPinochlePanel::otherGames()
{
    ReplayCursor cursor;
    PinochlePanel panel;
    panel.setCursor(&cursor);
    cursor.setRecord(std::make_shared<CardRecord>(Game::Bridge, 4));
    QVERIFY(!panel.isApplicable());
    QVERIFY(panel.summary().isEmpty());
    QSignalSpy applicable(&panel, &PinochlePanel::applicableChanged);
    cursor.setRecord(sampleRecord(QStringLiteral("pinochle_6hand_double_deck.pn"), 1));
    QCOMPARE(applicable.size(), 1);
    QCOMPARE(applicable.first().first().toBool(), true);
    QVERIFY(panel.summary().lines().contains(QStringLiteral("Team2: Seat2 (Britt), Seat4 (Dagny), Seat6 (Freya)")));
}

QTEST_MAIN(TestPinochlePanel)
#include "tst_pinochlepanel.moc"
