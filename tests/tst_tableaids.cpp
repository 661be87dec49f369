// What players expect on the table (issue 20): each hand's high-card
// points on its plate and each pair's, switchable from View; the result's
// duplicate score (the scoring table itself: tst_writefidelity) with the
// IMP and matchpoint figures the record has; and
// Deal ▸ Shuffle, a random deal whose seed deals it again.
#include "actions.h"
#include "document.h"
#include "handview.h"
#include "mainwindow.h"
#include "playeraids.h"
#include "tablewidget.h"
#include "viewsettings.h"

#include "model/bridgescore.h"
#include "model/cardrecord.h"
#include "model/shuffle.h"

#include <QAction>
#include <QSet>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>

using namespace kib;

namespace {

QString sample(const QString &name)
{
    return QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples/") + name;
}

} // namespace

class TestTableAids : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void highCardPoints();
    void pointsAndScoreOnTheTable();
    void shuffleWithSeed();
};

void TestTableAids::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_tableaids"));
    ViewSettings::instance().setPersistent(false);
    ViewSettings::instance().reset();
}

void TestTableAids::highCardPoints()
{
    const QList<Hand> hands = shuffle::dealFromSeed(1);
    int total = 0;
    for (const Hand &h : hands)
        total += bridge::highCardPoints(h.cards);
    QCOMPARE(total, 40);
}

void TestTableAids::pointsAndScoreOnTheTable()
{
    MainWindow w(nullptr, false);
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    Document *d = w.openFile(sample(QStringLiteral("bridge_club_pairs.pbn")), true);
    QVERIFY(d);
    w.setFocus();
    QTest::keyClick(&w, Qt::Key_End);
    QVERIFY(d->cursor()->atEnd());
    // N AK52.K73.AQ4.962 16, E 13, S 11, W 0
    QCOMPARE(w.table()->handView(North)->content().points, QStringLiteral("16 HCP"));
    QCOMPARE(w.table()->handView(East)->content().points, QStringLiteral("13 HCP"));
    QCOMPARE(w.table()->handView(South)->content().points, QStringLiteral("11 HCP"));
    QCOMPARE(w.table()->handView(West)->content().points, QStringLiteral("0 HCP"));
    const QString facts = w.table()->factsText();
    QVERIFY2(facts.contains(QStringLiteral("HCP: N-S 27 \u00b7 E-W 13")), qPrintable(facts));
    // 4S by North, N-S vulnerable, eleven tricks
    QVERIFY2(facts.contains(QStringLiteral("Score: N-S +650 (4\u2660+1 by North, vulnerable)")), qPrintable(facts));
    // View ▸ High-Card Points (Ctrl+Alt+P) turns them off
    QTest::keyClick(&w, Qt::Key_P, Qt::ControlModifier | Qt::AltModifier);
    QVERIFY(!ViewSettings::instance().showPoints());
    QVERIFY(w.table()->handView(North)->content().points.isEmpty());
    QVERIFY(!w.table()->factsText().contains(QStringLiteral("HCP")));
    QVERIFY(w.table()->factsText().contains(QStringLiteral("+650")));
    QTest::keyClick(&w, Qt::Key_P, Qt::ControlModifier | Qt::AltModifier);
    QVERIFY(ViewSettings::instance().showPoints());

    // the quiz hides three hands: only the one shown has its points
    QTest::keyClick(&w, Qt::Key_Down);
    QCOMPARE(d->currentIndex(), 1);
    QCOMPARE(w.table()->handView(North)->content().points, QStringLiteral("11 HCP"));
    QVERIFY(w.table()->handView(South)->content().points.isEmpty());
    QVERIFY(!w.table()->factsText().contains(QStringLiteral("HCP:")));

    // the screenshot for docs/viewer.md (KIBITZER_SHOTS=DIR keeps it)
    if (const QString dir = qEnvironmentVariable("KIBITZER_SHOTS"); !dir.isEmpty()) {
        QTest::keyClick(&w, Qt::Key_Up);
        QTest::keyClick(&w, Qt::Key_End);
        w.grab().save(dir + QStringLiteral("/viewer-points-score.png"));
    }
}

void TestTableAids::shuffleWithSeed()
{
    MainWindow w(nullptr, false);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    quint64 next = 20261124;
    w.playerAids()->setSeedAsker([&next](quint64 *seed) {
        *seed = next;
        return true;
    });
    // Deal ▸ Shuffle (Ctrl+Alt+N) with no file open: a new file with the deal
    QTest::keyClick(&w, Qt::Key_N, Qt::ControlModifier | Qt::AltModifier);
    Document *d = w.currentDocument();
    QVERIFY(d);
    QCOMPARE(d->recordCount(), 1);
    const auto *first = dynamic_cast<const CardRecord *>(d->record(0).get());
    QVERIFY(first);
    QSet<int> cards;
    for (const Hand &h : first->deal().hands) {
        QVERIFY(h.known);
        QCOMPARE(h.cards.size(), 13);
        for (const Card &c : h.cards)
            cards.insert(c.index());
    }
    QCOMPARE(cards.size(), 52);
    QCOMPARE(first->tag(QStringLiteral("Generator")), QStringLiteral("Kibitzer shuffle, seed 20261124"));
    QVERIFY(w.statusBar()->currentMessage().contains(QStringLiteral("20261124")));
    quint64 back = 0;
    QVERIFY(shuffle::seedFromGenerator(first->tag(QStringLiteral("Generator")), &back));
    QCOMPARE(back, next);
    // the same seed deals the same hands; another seed others
    QTest::keyClick(&w, Qt::Key_N, Qt::ControlModifier | Qt::AltModifier);
    next = 20261125;
    QTest::keyClick(&w, Qt::Key_N, Qt::ControlModifier | Qt::AltModifier);
    QCOMPARE(d->recordCount(), 3);
    const auto *again = dynamic_cast<const CardRecord *>(d->record(1).get());
    const auto *other = dynamic_cast<const CardRecord *>(d->record(2).get());
    QCOMPARE(again->deal().hands, first->deal().hands);
    QVERIFY(other->deal().hands != first->deal().hands);
    QCOMPARE(d->currentIndex(), 2);
    // one command each
    QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(d->recordCount(), 2);
}

QTEST_MAIN(TestTableAids)
#include "tst_tableaids.moc"
