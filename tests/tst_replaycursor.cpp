// The replay cursor over a hand-built bridge record: every step, forwards,
// backwards and by random jumps, against expectations computed here from
// the fixture's flat list of cards.
#include "model/replaycursor.h"
#include "support/testrecords.h"

#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTest>

using namespace kib;

namespace {

constexpr int kCalls = 12;
constexpr int kCards = 52;

struct Expected
{
    QList<Cards> held;
    QList<Card> onTable;
    Seat toAct = NoSeat;
    int tricksNorth = 0;
    int callsMade = 0;
};

// What the table must show at 'step', from the fixture's card list alone.
Expected expectedAt(const CardRecord &r, int step)
{
    Expected e;
    for (const Hand &h : r.deal().hands)
        e.held.append(h.cards);
    e.callsMade = qMin(step, kCalls);
    const int played = qMax(0, step - kCalls);
    Seat leader = East;
    for (int i = 0; i < played; ++i) {
        const int trick = i / 4, pos = i % 4;
        leader = trick == 0 ? East : North;
        const Seat seat = (leader + pos) % 4;
        const Card c = test::card(test::kGrandSlamPlay[trick][pos]);
        if (!e.held[seat].removeOne(c))
            qFatal("fixture plays %s, which the hand does not hold", test::kGrandSlamPlay[trick][pos]);
        if (pos == 0)
            e.onTable.clear();
        e.onTable.append(c);
        if (pos == 3)
            ++e.tricksNorth;
    }
    if (step < kCalls)
        e.toAct = (North + step) % 4;
    else if (played == 0)
        e.toAct = East;
    else if (played % 4 == 0)
        e.toAct = North;
    else
        e.toAct = (leader + played % 4) % 4;
    return e;
}

void checkState(const ReplayCursor &cursor, const CardRecord &r)
{
    const int step = cursor.step();
    const Expected e = expectedAt(r, step);
    const TableState &st = cursor.tableState();
    QCOMPARE(st.step, step);
    QCOMPARE(st.callsMade, e.callsMade);
    QCOMPARE(st.cardsPlayed, qMax(0, step - kCalls));
    for (Seat s = 0; s < 4; ++s)
        QCOMPARE(st.held.at(s), e.held.at(s));
    QList<Card> table;
    for (const PlayedCard &pc : st.onTable)
        table.append(pc.card);
    QCOMPARE(table, e.onTable);
    QCOMPARE(st.tricksWon.at(North), e.tricksNorth);
    QCOMPARE(st.sideTricks(r.seats(), South), e.tricksNorth);
    QCOMPARE(st.sideTricks(r.seats(), East), 0);
    QCOMPARE(st.toAct, e.toAct);
    const TableState::Phase phase = step == 0 ? TableState::Phase::Deal
                                    : step <= kCalls ? TableState::Phase::Auction
                                                     : TableState::Phase::Play;
    QCOMPARE(st.phase, phase);
}

} // namespace

class TestReplayCursor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void stepCountAndLabels();
    void forwardsEveryStep();
    void backwardsEveryStep();
    void randomJumps();
    void clampsAndSignals();
    void trickNavigation_data();
    void trickNavigation();
    void commentaryAndNotes_data();
    void commentaryAndNotes();
    void emptyRecord();

private:
    std::shared_ptr<CardRecord> m_record;
    ReplayCursor *m_cursor = nullptr;
};

void TestReplayCursor::init()
{
    m_record = test::grandSlam();
    delete m_cursor;
    m_cursor = new ReplayCursor(this);
    m_cursor->setRecord(m_record);
}

void TestReplayCursor::stepCountAndLabels()
{
    QCOMPARE(m_cursor->stepCount(), kCalls + kCards);
    QCOMPARE(m_record->stepLabel(0), QStringLiteral("Deal"));
    QCOMPARE(m_record->stepLabel(1), QStringLiteral("N 2C"));
    QCOMPARE(m_record->stepLabel(5), QStringLiteral("N 7NT"));
    QCOMPARE(m_record->stepLabel(9), QStringLiteral("N XX"));
    QCOMPARE(m_record->stepLabel(13), QStringLiteral("E S8"));
    QCOMPARE(m_record->stepLabel(16), QStringLiteral("N SA"));
    QCOMPARE(m_record->stepLabel(64), QStringLiteral("W C3"));
}

void TestReplayCursor::forwardsEveryStep()
{
    QSignalSpy spy(m_cursor, &ReplayCursor::stepChanged);
    checkState(*m_cursor, *m_record);
    while (!m_cursor->atEnd()) {
        const int before = m_cursor->step();
        m_cursor->next();
        QCOMPARE(m_cursor->step(), before + 1);
        QCOMPARE(spy.size(), before + 1);
        QCOMPARE(spy.last().at(0).toInt(), before + 1);
        checkState(*m_cursor, *m_record);
    }
    QCOMPARE(m_cursor->step(), 64);
    // every hand is empty and North took all thirteen tricks
    for (const Cards &c : m_cursor->tableState().held)
        QVERIFY(c.isEmpty());
    QCOMPARE(m_cursor->tableState().tricksWon, (QList<int>{13, 0, 0, 0}));
    QCOMPARE(m_cursor->tableState().trickWinner, North);
}

void TestReplayCursor::backwardsEveryStep()
{
    m_cursor->toEnd();
    while (!m_cursor->atStart()) {
        m_cursor->previous();
        checkState(*m_cursor, *m_record);
    }
    // back at the deal: all 52 cards are in the hands again
    int cards = 0;
    for (const Cards &c : m_cursor->tableState().held)
        cards += int(c.size());
    QCOMPARE(cards, 52);
    QCOMPARE(m_cursor->tableState().held.at(North), test::dotted(QStringLiteral("AKQJ.AKQ.AKQ.AKQ")));
}

void TestReplayCursor::randomJumps()
{
    QRandomGenerator rng(20261121);
    for (int i = 0; i < 300; ++i) {
        const int target = rng.bounded(kCalls + kCards + 1);
        m_cursor->setStep(target);
        QCOMPARE(m_cursor->step(), target);
        checkState(*m_cursor, *m_record);
    }
}

void TestReplayCursor::clampsAndSignals()
{
    QSignalSpy spy(m_cursor, &ReplayCursor::stepChanged);
    m_cursor->previous(); // already at 0: no change, no signal
    QCOMPARE(spy.size(), 0);
    m_cursor->setStep(1000);
    QCOMPARE(m_cursor->step(), 64);
    QCOMPARE(spy.size(), 1);
    m_cursor->next();
    QCOMPARE(spy.size(), 1);
    m_cursor->setStep(-5);
    QCOMPARE(m_cursor->step(), 0);
    QCOMPARE(spy.size(), 2);
    // a new record resets to step 0 and says so
    QSignalSpy recordSpy(m_cursor, &ReplayCursor::recordChanged);
    m_cursor->setStep(20);
    m_cursor->setRecord(test::grandSlam());
    QCOMPARE(recordSpy.size(), 1);
    QCOMPARE(m_cursor->step(), 0);
    QCOMPARE(m_cursor->property("step").toInt(), 0);
}

void TestReplayCursor::trickNavigation_data()
{
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("next");
    QTest::addColumn<int>("previous");
    // trick k (1-based) is complete at step 12 + 4k
    QTest::newRow("deal") << 0 << 16 << 0;
    QTest::newRow("mid auction") << 5 << 16 << 0;
    QTest::newRow("auction over") << 12 << 16 << 0;
    QTest::newRow("opening lead") << 13 << 16 << 12;
    QTest::newRow("first trick complete") << 16 << 20 << 12;
    QTest::newRow("mid third trick") << 22 << 24 << 20;
    QTest::newRow("last trick complete") << 64 << 64 << 60;
}

void TestReplayCursor::trickNavigation()
{
    QFETCH(int, from);
    m_cursor->setStep(from);
    QTEST(m_cursor->nextTrickStep(), "next");
    QTEST(m_cursor->previousTrickStep(), "previous");
    m_cursor->nextTrick();
    QTEST(m_cursor->step(), "next");
}

void TestReplayCursor::commentaryAndNotes_data()
{
    QTest::addColumn<int>("step");
    QTest::addColumn<QStringList>("comments");
    QTest::addColumn<QStringList>("notes");
    QTest::newRow("deal: record and tag comments") << 0 << QStringList{"A lay-down", "board one"} << QStringList{};
    QTest::newRow("2C: nothing") << 1 << QStringList{} << QStringList{};
    QTest::newRow("7NT: comment and auction note 1") << 5 << QStringList{"counts 13"}
                                                     << QStringList{"Thirteen top tricks"};
    QTest::newRow("opening lead") << 13 << QStringList{"safe lead"} << QStringList{};
    QTest::newRow("SA: play note 1") << 16 << QStringList{} << QStringList{"The only spade that matters"};
    QTest::newRow("end") << 64 << QStringList{"all thirteen"} << QStringList{};
}

void TestReplayCursor::commentaryAndNotes()
{
    QFETCH(int, step);
    QFETCH(QStringList, comments);
    QFETCH(QStringList, notes);
    m_cursor->setStep(step);
    QStringList gotComments, gotNotes;
    for (const Commentary &c : m_cursor->commentary())
        gotComments.append(c.text);
    for (const Note &n : m_cursor->notes())
        gotNotes.append(n.text);
    QCOMPARE(gotComments, comments);
    QCOMPARE(gotNotes, notes);
}

void TestReplayCursor::emptyRecord()
{
    ReplayCursor cursor;
    QCOMPARE(cursor.stepCount(), 0);
    cursor.next();
    QCOMPARE(cursor.step(), 0);
    QVERIFY(cursor.commentary().isEmpty());
    cursor.setRecord(std::make_shared<CardRecord>(Game::Pinochle, 3));
    QCOMPARE(cursor.tableState().held.size(), 3);
    QCOMPARE(cursor.stepCount(), 0);
}

QTEST_GUILESS_MAIN(TestReplayCursor)
#include "tst_replaycursor.moc"
