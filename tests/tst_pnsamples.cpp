// The PN samples in resources/samples/: each reads as the status it is
// written for, its scores add up to the values worked out for it, and each
// hand replays from the deal through the bids, the exchange and every
// trick to its last one.
#include "model/pinochlerules.h"
#include "model/replaycursor.h"
#include "parsers/registry.h"
#include "support/pntext.h"

#include <QTest>

using namespace kib;
using namespace pntest;

namespace {

QString joined(const QList<int> &values)
{
    QStringList out;
    for (int v : values)
        out.append(QString::number(v));
    return out.join(QLatin1Char(' '));
}

QString statusesOf(const ReadResult &r)
{
    QStringList out;
    for (int i = 0; i < r.collection.size(); ++i)
        out.append(pnStatusName(record(r, i)->pinochle().status));
    return out.join(QLatin1Char(' '));
}

} // namespace

class TestPnSamples : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void samples_data();
    void samples();
    void replay_data();
    void replay();
    void stepping();
};

void TestPnSamples::samples_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("statuses");
    QTest::addColumn<QString>("gameScores");   // of the last hand
    QTest::addColumn<QString>("handScores");   // of the last hand
    QTest::addColumn<QString>("finalScores");
    QTest::addColumn<QString>("winner");
    QTest::addColumn<QStringList>("missing");
    // GameScores + HandScores of the final hand make FinalScores:
    // 77 + 50 = 127 and 34 + 15 = 49; Team1 wins
    QTest::newRow("four, single deck, a game to 100")
        << "pinochle_4hand_single_deck_game.pn" << "Complete Complete Complete Complete" << "77 34" << "50 15"
        << "127 49" << "Team1" << QStringList{};
    // 22 10 21 after the first hand; Seat1 is set in the second (-20)
    QTest::newRow("three, kitty and discard") << "pinochle_3hand_kitty_discard.pn" << "Complete Complete" << "22 10 21"
                                              << "-20 11 13" << "" << "" << QStringList{};
    QTest::newRow("four, double deck, passing") << "pinochle_4hand_double_deck_passing.pn" << "Complete Complete"
                                                << "215 23" << "61 96" << "" << "" << QStringList{};
    QTest::newRow("six, double deck") << "pinochle_6hand_double_deck.pn" << "Complete Complete" << "47 50" << "51 41"
                                      << "" << "" << QStringList{};
    // a lesson has no DateTime: Incomplete by design
    QTest::newRow("a lesson with questions") << "pinochle_lesson_quiz.pn" << "Incomplete" << "0 0" << "36 16" << ""
                                             << "" << QStringList{"DateTime"};
}

void TestPnSamples::samples()
{
    QFETCH(QString, file);
    const QByteArray data = sample(file);
    QVERIFY2(!data.isEmpty(), qPrintable(file));
    QCOMPARE(Registry::builtin().detect(data.left(65536), file)->id(), QStringLiteral("pn"));
    const ReadResult r = readPn(data);
    QCOMPARE(errorCount(r.diagnostics), 0);
    QTEST(statusesOf(r), "statuses");
    const CardRecord *last = record(r, r.collection.size() - 1);
    auto score = [&](const char *name) {
        for (const Score &s : last->scores())
            if (s.name == QLatin1String(name))
                return s.value;
        return QString();
    };
    QTEST(score("GameScores"), "gameScores");
    QTEST(score("HandScores"), "handScores");
    QTEST(score("FinalScores"), "finalScores");
    QTEST(score("Winner"), "winner");
    QTEST(last->pinochle().missing, "missing");
    // the game scores carry from hand to hand
    for (int i = 1; i < r.collection.size(); ++i) {
        const QList<Points> before = pinochle::teamScores(*record(r, i - 1), QStringLiteral("GameScores"));
        const QList<Points> hand = pinochle::teamScores(*record(r, i - 1), QStringLiteral("HandScores"));
        const QList<Points> now = pinochle::teamScores(*record(r, i), QStringLiteral("GameScores"));
        QCOMPARE(now.size(), before.size());
        for (int t = 0; t < now.size(); ++t)
            QCOMPARE(now.at(t).value, before.at(t).value + hand.at(t).value);
    }
    // records read one by one, each with the one before, are the same
    const PnPlugin plugin;
    const QList<RecordSpan> spans = plugin.split(data);
    QCOMPARE(spans.size(), r.collection.size());
    const Record *previous = nullptr;
    for (int i = 0; i < spans.size(); ++i) {
        const ReadResult one = plugin.readRecord(data, spans.at(i), i + 1, previous);
        QCOMPARE(one.collection.size(), 1);
        const CardRecord *a = record(one);
        QVERIFY(*a == *record(r, i));
        QCOMPARE(a->sourceLine(), spans.at(i).line);
        previous = r.collection.records().at(i).get();
    }
}

void TestPnSamples::replay_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("record");
    QTest::addColumn<int>("calls");
    QTest::addColumn<int>("steps");
    QTest::addColumn<QString>("exchange");    // the steps between the bids and the cards
    QTest::addColumn<QString>("tricksWon");   // per seat
    QTest::addColumn<QString>("lastTrick");   // cards, then the winner
    QTest::addColumn<int>("declarerSide");    // tricks of the declarer's side
    QTest::addColumn<int>("cardsLeft");       // held at the end, all seats
    QTest::newRow("four/1") << "pinochle_4hand_single_deck_game.pn" << 0 << 13 << 62 << "Meld" << "3 4 4 1" << "HJ CT DT C9 2" << 5 << 0;
    QTest::newRow("four/2") << "pinochle_4hand_single_deck_game.pn" << 1 << 5 << 54 << "Meld" << "0 2 4 6" << "CA CQ ST DT 3" << 4 << 0;
    QTest::newRow("four/3") << "pinochle_4hand_single_deck_game.pn" << 2 << 4 << 53 << "Meld" << "2 5 3 2" << "CT CA CJ ST 1" << 7 << 0;
    QTest::newRow("four/4") << "pinochle_4hand_single_deck_game.pn" << 3 << 9 << 58 << "Meld" << "5 2 2 3" << "SA CT ST HT 1" << 7 << 0;
    QTest::newRow("three/1") << "pinochle_3hand_kitty_discard.pn" << 0 << 3 << 51 << "Kitty Discard Meld" << "9 3 3" << "DA ST DT 1" << 3 << 0;
    QTest::newRow("three/2") << "pinochle_3hand_kitty_discard.pn" << 1 << 3 << 51 << "Kitty Discard Meld" << "4 6 5" << "CT HK SQ 1" << 4 << 0;
    QTest::newRow("double/1") << "pinochle_4hand_double_deck_passing.pn" << 0 << 4 << 86 << "Pass Meld" << "12 1 4 3" << "DA ST HT ST 1" << 16 << 0;
    QTest::newRow("double/2") << "pinochle_4hand_double_deck_passing.pn" << 1 << 12 << 94 << "Pass Meld" << "7 0 5 8" << "ST SA DK DA 4" << 8 << 0;
    QTest::newRow("six/1") << "pinochle_6hand_double_deck.pn" << 0 << 17 << 98 << "Kitty Discard Meld" << "0 6 3 0 2 2" << "CQ HT CT CA ST DA 5" << 8 << 0;
    QTest::newRow("six/2") << "pinochle_6hand_double_deck.pn" << 1 << 9 << 90 << "Kitty Discard Meld" << "2 3 2 3 3 0" << "HT SQ HT HK SK SA 1" << 7 << 0;
    // Seat4's card in Trick2 is a question: which card left its hand is not known
    QTest::newRow("lesson") << "pinochle_lesson_quiz.pn" << 0 << 6 << 55 << "Meld" << "3 2 7 0" << "SA ST HT HT 3" << 10 << 1;
}

void TestPnSamples::replay()
{
    QFETCH(QString, file);
    QFETCH(int, record);
    const ReadResult r = readPn(sample(file));
    const auto rec = std::dynamic_pointer_cast<const CardRecord>(r.collection.records().value(record));
    QVERIFY(rec);
    QTEST(rec->auctionSteps(), "calls");
    QStringList exchange;
    for (ExchangeStep e : rec->exchangeSteps())
        exchange.append(exchangeStepName(e));
    QTEST(rec->stepCount(), "steps");
    QTEST(exchange.join(QLatin1Char(' ')), "exchange");
    QCOMPARE(rec->playStartStep(), rec->auctionSteps() + int(exchange.size()));

    ReplayCursor cursor;
    cursor.setRecord(rec);
    cursor.toEnd();
    QVERIFY(cursor.atEnd());
    const TableState &st = cursor.tableState();
    QCOMPARE(st.phase, TableState::Phase::Play);
    QCOMPARE(st.trick, int(rec->play().tricks.size()) - 1);
    QTEST(joined(st.tricksWon), "tricksWon");
    QStringList last;
    for (const PlayedCard &pc : st.onTable)
        last.append(pc.kind == PlayedCard::Kind::Card ? pc.card.toString() : QStringLiteral("?"));
    last.append(QString::number(st.trickWinner + 1));
    QTEST(last.join(QLatin1Char(' ')), "lastTrick");
    QTEST(st.sideTricks(rec->seats(), rec->declarer()), "declarerSide");
    int left = 0;
    for (const Cards &held : st.held)
        left += int(held.size());
    QTEST(left, "cardsLeft");
    QVERIFY(st.exchangeDone);
}

void TestPnSamples::stepping()
{
    // through the passing hand step by step: the deal, each bid, the
    // passes (the hands after the exchange), the meld, then one card less
    // at each step
    const ReadResult r = readPn(sample(QStringLiteral("pinochle_4hand_double_deck_passing.pn")));
    const auto rec = std::dynamic_pointer_cast<const CardRecord>(r.collection.records().value(0));
    QVERIFY(rec);
    ReplayCursor cursor;
    cursor.setRecord(rec);
    QCOMPARE(cursor.tableState().phase, TableState::Phase::Deal);
    QVERIFY(!cursor.tableState().exchangeDone);
    for (Seat s = 0; s < 4; ++s)
        QCOMPARE(cursor.tableState().held.at(s), rec->deal().hands.at(s).cards);
    const int calls = rec->auctionSteps();
    cursor.setStep(calls - 1);
    QCOMPARE(cursor.tableState().phase, TableState::Phase::Auction);
    QCOMPARE(cursor.tableState().held.at(0).size(), 20);
    cursor.setStep(calls);
    QCOMPARE(cursor.tableState().phase, TableState::Phase::Auction);
    QVERIFY(!cursor.tableState().exchangeDone);
    for (Seat s = 0; s < 4; ++s)
        QCOMPARE(cursor.tableState().held.at(s), rec->deal().hands.at(s).cards);
    QCOMPARE(rec->stepOfExchange(ExchangeStep::Pass), calls + 1);
    QCOMPARE(rec->stepLabel(calls + 1), QStringLiteral("Pass"));
    cursor.setStep(calls + 1);
    QCOMPARE(cursor.tableState().phase, TableState::Phase::Exchange);
    QVERIFY(cursor.tableState().exchangeDone);
    QVERIFY(!cursor.tableState().meldShown);
    const QList<Cards> play = pinochle::handsForPlay(*rec);
    QCOMPARE(cursor.tableState().held, play);
    QVERIFY(cursor.tableState().held != QList<Cards>({rec->deal().hands.at(0).cards, rec->deal().hands.at(1).cards,
                                                      rec->deal().hands.at(2).cards, rec->deal().hands.at(3).cards}));
    QCOMPARE(rec->stepOfExchange(ExchangeStep::Meld), calls + 2);
    cursor.setStep(calls + 2);
    QCOMPARE(cursor.tableState().phase, TableState::Phase::Exchange);
    QVERIFY(cursor.tableState().meldShown);
    QCOMPARE(cursor.tableState().held, play);
    QCOMPARE(cursor.tableState().toAct, rec->declarer());
    QCOMPARE(rec->playStartStep(), calls + 2);
    int total = 80;
    for (int step = calls + 3; step <= rec->stepCount(); ++step) {
        cursor.setStep(step);
        --total;
        int held = 0;
        for (const Cards &h : cursor.tableState().held)
            held += int(h.size());
        QCOMPARE(held, total);
    }
    // and back again, exactly
    cursor.setStep(calls + 2);
    QCOMPARE(cursor.tableState().held, play);
    cursor.toStart();
    for (Seat s = 0; s < 4; ++s)
        QCOMPARE(cursor.tableState().held.at(s), rec->deal().hands.at(s).cards);
    // notes where they stand: the Game Section's at the deal
    QCOMPARE(rec->commentaryAt(0).size(), 3);
}

QTEST_GUILESS_MAIN(TestPnSamples)
#include "tst_pnsamples.moc"
