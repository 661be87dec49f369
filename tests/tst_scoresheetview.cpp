// The preferans score-sheet view on the offscreen platform: the paper
// follows the replay through the deals, and the line above it says how the
// current deal is played.
#include "support/ppntext.h"

#include "model/replaycursor.h"
#include "scoresheetview.h"

#include <QApplication>
#include <QImage>
#include <QSignalSpy>

using namespace kib;
using namespace ppntest;

class TestScoreSheetView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void followsTheReplay();
    void describesTheDeal_data();
    void describesTheDeal();
    void otherGames();
    void paints();

private:
    QList<RecordPtr> m_records;
};

void TestScoreSheetView::initTestCase()
{
    m_records = PpnPlugin().read(readFile(sample(QStringLiteral("preferans_refa_game_betl.ppn")))).collection.records();
    QCOMPARE(m_records.size(), 4);
}

void TestScoreSheetView::followsTheReplay()
{
    ScoreSheetView view;
    ReplayCursor cursor;
    QSignalSpy applicable(&view, &ScoreSheetView::applicableChanged);
    view.setRecords(m_records);
    view.setCursor(&cursor);
    cursor.setRecord(m_records.at(1));
    view.setCurrentIndex(1);
    QCOMPARE(applicable.size(), 1);
    QVERIFY(view.isApplicable());
    // deal 2 at its start: only the passed-out deal (a refa) counts
    QCOMPARE(view.sheet().players.at(1).bulaTotal(), 40);
    QCOMPARE(view.sheet().openRefe(1), 1);
    // at its end Boris has passed hearts under the refa
    cursor.toEnd();
    QCOMPARE(view.sheet().players.at(1).bulaTotal(), 24);
    QCOMPARE(view.sheet().players.at(0).rightTotal(), 32);
    QCOMPARE(view.sheet().openRefe(1), 0);
    // the last deal, replayed: the whole game
    cursor.setRecord(m_records.at(3));
    view.setCurrentIndex(3);
    cursor.toEnd();
    QCOMPARE(qRound(view.sheet().result(2)), -104);
}

void TestScoreSheetView::describesTheDeal_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("text");
    QTest::newRow("passed out") << 0 << "Deal 1: passed out, a refa";
    QTest::newRow("hearts") << 1
                            << "Deal 2: Boris plays Hearts, value 16, under a refa; followers: Ana, Ceca; "
                               "talon 7\u2660 9\u2660, discards 7\u2666 7\u2660";
    QTest::newRow("game with kontra") << 2
                                      << "Deal 3: Ana plays Game Diamonds, value 32, under a refa; followers: Boris, "
                                         "Ceca; kontra started by Ceca; talon 8\u2666 A\u2660, not taken";
    QTest::newRow("betl") << 3
                          << "Deal 4: Boris plays Betl, value 12; followers: Ana, Ceca; talon 8\u2665 10\u2665, "
                             "discards A\u2665 K\u2660";
}

void TestScoreSheetView::describesTheDeal()
{
    QFETCH(int, index);
    QFETCH(QString, text);
    ScoreSheetView view;
    view.setRecords(m_records);
    view.setCurrentIndex(index);
    QCOMPARE(view.dealText(), text);
}

void TestScoreSheetView::otherGames()
{
    ScoreSheetView view;
    QSignalSpy applicable(&view, &ScoreSheetView::applicableChanged);
    QList<RecordPtr> records = m_records;
    records.append(std::make_shared<CardRecord>(Game::Bridge, 4));
    view.setRecords(records);
    view.setCurrentIndex(0);
    view.setCurrentIndex(4);
    QVERIFY(!view.isApplicable());
    QCOMPARE(applicable.size(), 2);
    QVERIFY(view.sheet().players.isEmpty());
    view.setCurrentIndex(99); // out of range: nothing, no crash
    QVERIFY(!view.isApplicable());
}

void TestScoreSheetView::paints()
{
    ScoreSheetView view;
    view.setRecords(m_records);
    view.setCurrentIndex(3);
    view.resize(520, 360);
    const QImage image = view.grab().toImage();
    QVERIFY(!image.isNull());
    // the paper is drawn
    const QColor paper(0xfb, 0xf8, 0xee);
    bool found = false;
    for (int y = 0; y < image.height() && !found; y += 4)
        for (int x = 0; x < image.width() && !found; x += 4)
            found = image.pixelColor(x, y) == paper;
    QVERIFY(found);
}

QTEST_MAIN(TestScoreSheetView)
#include "tst_scoresheetview.moc"
