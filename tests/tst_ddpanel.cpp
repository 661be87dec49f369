// The viewer's double-dummy analysis: the Double dummy dock's numbers (the
// file's at once, DDS's when solved, where they differ), and the card
// values drawn on the hand of the player to play, on hand-built deals whose
// values are worked out in the comments.
#include "support/guirecords.h"
#include "support/testrecords.h"

#include "analysis/analysiscontroller.h"
#include "analysis/ddpanel.h"
#include "analysis/trickgraph.h"
#include "document.h"
#include "handview.h"
#include "mainwindow.h"
#include "tablewidget.h"
#include "viewsettings.h"

#include <QStandardPaths>
#include <QTest>

using namespace kib;
using namespace kib::guitest;

namespace {

std::shared_ptr<CardRecord> deal(const QStringList &hands)
{
    auto r = std::make_shared<CardRecord>(Game::Bridge, 4);
    for (Seat s = 0; s < 4; ++s) {
        r->deal().hands[s].known = true;
        r->deal().hands[s].cards = test::dotted(hands.at(s));
    }
    r->setDealer(North);
    r->setVulnerability(Vulnerability::None);
    return r;
}

// The grand slam: North's 13 top tricks give North-South all 13 in no
// trump from either seat, East-West none; par 7NT by North-South, not
// vulnerable: 1520. The file's table is DDS's (tst_ddanalysis) but for
// North in no trump, 12 (wrong on purpose).
std::shared_ptr<CardRecord> slamWithWrongTable()
{
    auto r = deal({QStringLiteral("AKQJ.AKQ.AKQ.AKQ"), QStringLiteral("T98.JT98.JT9.JT9"),
                   QStringLiteral("765.765.8765.876"), QStringLiteral("432.432.432.5432")});
    r->setTag(QStringLiteral("Board"), QStringLiteral("1"));
    r->setTag(QStringLiteral("DoubleDummyTricks"), QStringLiteral("cdcdcddcdc0010100101"));
    r->setTag(QStringLiteral("OptimumScore"), QStringLiteral("NS 1520"));
    return r;
}

// The end position of tst_ddanalysis (values worked out there): two cards
// each, no trump, South declarer and on lead.
//   North ♥A ♥Q; East ♥J ♣A; South ♥K ♣2; West ♠3 ♠2.
// South's ♥K is worth 2 tricks, the ♣2 1 (it costs a trick); after ♥K and
// a spade, North's ♥A 2, the ♥Q 1 (costs a trick).
std::shared_ptr<CardRecord> endPosition()
{
    auto r = deal({QStringLiteral(".AQ.."), QStringLiteral(".J..A"), QStringLiteral(".K..2"), QStringLiteral("32...")});
    r->setTag(QStringLiteral("Board"), QStringLiteral("2"));
    Contract c;
    c.kind = Contract::Kind::Bid;
    c.level = 1;
    c.strain = Strain::NoTrump;
    r->setContract(c);
    r->setDeclarer(South);
    r->play().leader = South;
    // the play: ♥K, ♠2, ♥Q (the mistake), ♥J
    QList<PlayedCard> cards;
    const Seat seats[4] = {South, West, North, East};
    const char *played[4] = {"HK", "S2", "HQ", "HJ"};
    Trick t;
    t.leader = South;
    for (int i = 0; i < 4; ++i) {
        PlayedCard pc;
        pc.card = test::card(played[i]);
        pc.seat = seats[i];
        t.cards.append(pc);
    }
    t.winner = South;
    r->play().tricks.append(t);
    return r;
}

QColor pixelAt(QWidget *w, QPoint p)
{
    return w->grab().toImage().pixelColor(p * w->devicePixelRatioF());
}

} // namespace

class TestDdPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase() { delete m_window; }
    void tableFromFileThenDds();
    void cardValuesAndMarks();
    void reasonForUnknownCards();
    void claimAnalysedUpToIt();

private:
    MainWindow *m_window = nullptr;
    Document *m_doc = nullptr;
};

void TestDdPanel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    ViewSettings::instance().setPersistent(false);
    ViewSettings::instance().reset();
    m_window = new MainWindow(nullptr, false);
    m_doc = new Document;
    auto unknown = deal({QStringLiteral("AKQJ.AKQ.AKQ.AKQ"), QStringLiteral("T98.JT98.JT9.JT9"),
                         QStringLiteral("765.765.8765.876"), QStringLiteral("432.432.432.5432")});
    unknown->deal().hands[West].known = false;
    // the end position again, the last trick claimed after the first
    auto claimed = endPosition();
    claimed->setTag(QStringLiteral("Board"), QStringLiteral("3"));
    claimed->play().claim = Claim{1, QStringLiteral("South claims")};
    m_doc->setCollection(collectionOf({unknown, slamWithWrongTable(), endPosition(), claimed}));
    m_window->addDocument(m_doc);
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void TestDdPanel::tableFromFileThenDds()
{
    m_window->goToRecord(1);
    DdPanel *panel = m_window->doubleDummyPanel();
    // the file's numbers at once, before DDS has answered
    QCOMPARE(panel->cellText(North, Strain::NoTrump), QStringLiteral("12"));
    QVERIFY(panel->sourceText().contains(QStringLiteral("DoubleDummyTricks")));
    QVERIFY(panel->isBusy());
    QVERIFY(m_window->analysis()->waitForIdle());
    QVERIFY(!panel->isBusy());
    // DDS's answer beside the file's where they differ, and the dock says so
    QCOMPARE(panel->cellText(North, Strain::NoTrump), QStringLiteral("12 (13)"));
    QCOMPARE(panel->cellText(South, Strain::NoTrump), QStringLiteral("13"));
    QCOMPARE(panel->cellText(East, Strain::NoTrump), QStringLiteral("0"));
    QVERIFY2(panel->noteText().contains(QStringLiteral("disagrees")), qPrintable(panel->noteText()));
    QVERIFY2(panel->noteText().contains(QStringLiteral("N in NT: 12, not 13")), qPrintable(panel->noteText()));
    QVERIFY2(panel->parText().startsWith(QStringLiteral("Par NS 1520: 7N-NS")), qPrintable(panel->parText()));
    // the same deal again: shown from the cache, nothing solved twice
    const int solves = m_window->analysis()->service()->solveCount();
    m_window->goToRecord(0);
    m_window->goToRecord(1);
    QCOMPARE(panel->cellText(North, Strain::NoTrump), QStringLiteral("12 (13)"));
    QVERIFY(m_window->analysis()->waitForIdle());
    QCOMPARE(m_window->analysis()->service()->solveCount(), solves);
}

void TestDdPanel::cardValuesAndMarks()
{
    m_window->goToRecord(2);
    m_doc->cursor()->setStep(0); // the deal: the opening leader's cards show their values
    QVERIFY(m_window->analysis()->waitForIdle());
    DdPanel *panel = m_window->doubleDummyPanel();
    QCOMPARE(panel->cellText(South, Strain::NoTrump), QStringLiteral("0"));
    QCOMPARE(panel->cellText(North, Strain::NoTrump), QStringLiteral("1"));
    HandView *south = m_window->table()->handView(South);
    QList<HandView::CardMark> marks = south->cardMarks();
    std::sort(marks.begin(), marks.end(), [](const auto &a, const auto &b) { return a.card.index() < b.card.index(); });
    QCOMPARE(marks.size(), 2);
    QCOMPARE(marks.at(0).card, test::card("HK"));
    QCOMPARE(marks.at(0).text, QStringLiteral("2"));
    QVERIFY(!marks.at(0).bad);
    QCOMPARE(marks.at(1).card, test::card("C2"));
    QCOMPARE(marks.at(1).text, QStringLiteral("1"));
    QVERIFY(marks.at(1).bad);
    QVERIFY(m_window->table()->handView(North)->cardMarks().isEmpty());
    // drawn: a red plate on the ♣2, a green one on the ♥K
    const QRect bad = south->markRect(test::card("C2"));
    const QRect good = south->markRect(test::card("HK"));
    QVERIFY(!bad.isEmpty() && !good.isEmpty());
    const QColor b = pixelAt(south, QPoint(bad.center().x(), bad.top() + 2));
    const QColor g = pixelAt(south, QPoint(good.center().x(), good.top() + 2));
    QVERIFY2(b.red() > 150 && b.green() < 90, qPrintable(b.name()));
    QVERIFY2(g.green() > 100 && g.red() < 90, qPrintable(g.name()));

    // after ♥K and ♠2: North's ♥A keeps both tricks, the ♥Q costs one
    m_doc->cursor()->setStep(2);
    QVERIFY(m_window->analysis()->waitForIdle());
    QVERIFY(south->cardMarks().isEmpty());
    marks = m_window->table()->handView(North)->cardMarks();
    QCOMPARE(marks.size(), 2);
    for (const auto &m : marks) {
        QCOMPARE(m.text, m.card == test::card("HA") ? QStringLiteral("2") : QStringLiteral("1"));
        QCOMPARE(m.bad, m.card == test::card("HQ"));
    }
    // the graph: 2 tricks until North's ♥Q, 1 after it
    const TrickGraph *graph = panel->graph();
    QCOMPARE(graph->current(), 2);
    QCOMPARE(graph->values().mid(0, 5), (QList<int>{2, 2, 2, 1, 1}));
    QCOMPARE(graph->changes(), QList<int>{3});
}

void TestDdPanel::reasonForUnknownCards()
{
    m_window->goToRecord(0);
    DdPanel *panel = m_window->doubleDummyPanel();
    QCOMPARE(panel->noteText(), QStringLiteral("Cannot analyse this deal: West's hand is not given."));
    QCOMPARE(panel->cellText(North, Strain::NoTrump), QString());
    QVERIFY(!panel->isBusy());
}

// A claim ends the play early: the position at the claim (after the first
// trick, South on lead with the ♣2 against East's ♣A, North's ♥A not
// able to win a club trick) is analysed like any other: 1 trick in all for
// North-South, the ♣2 the only card and so not a mistake.
void TestDdPanel::claimAnalysedUpToIt()
{
    m_window->goToRecord(3);
    m_doc->cursor()->setStep(m_doc->currentRecord()->stepCount());
    QVERIFY(m_window->analysis()->waitForIdle());
    const QList<HandView::CardMark> marks = m_window->table()->handView(South)->cardMarks();
    QCOMPARE(marks.size(), 1);
    QCOMPARE(marks.at(0).card, test::card("C2"));
    QCOMPARE(marks.at(0).text, QStringLiteral("1"));
    QVERIFY(!marks.at(0).bad);
    const TrickGraph *graph = m_window->doubleDummyPanel()->graph();
    QCOMPARE(graph->values(), (QList<int>{2, 2, 2, 1, 1}));
    QCOMPARE(graph->current(), 4);
}

QTEST_MAIN(TestDdPanel)
#include "tst_ddpanel.moc"
