// The viewer steps through a full deal: what each hand, the trick, the
// auction, the notes and the information boxes show at given steps,
// forwards and backwards, checked against the hand-worked board in
// support/guirecords.h.

#include "support/guirecords.h"

#include "actions.h"
#include "auctionmodel.h"
#include "auctionview.h"
#include "document.h"
#include "handview.h"
#include "mainwindow.h"
#include "notespanel.h"
#include "recordheader.h"
#include "replaybar.h"
#include "replaycontroller.h"
#include "screenshot.h"
#include "tablewidget.h"
#include "trickview.h"
#include "viewsettings.h"

#include <QAction>
#include <QSignalSpy>
#include <QSlider>
#include <QTableView>
#include <QStandardPaths>
#include <QTest>

using namespace kib;
using namespace kib::guitest;

class TestViewerReplay : public QObject
{
    Q_OBJECT

private:
    MainWindow *m_window = nullptr;
    Document *m_doc = nullptr;

    Cards handShown(Seat seat) const
    {
        Cards c = m_window->table()->handView(seat)->shownFaces();
        std::sort(c.begin(), c.end(), [](Card a, Card b) { return a.index() < b.index(); });
        return c;
    }
    static Cards sorted(Cards c)
    {
        std::sort(c.begin(), c.end(), [](Card a, Card b) { return a.index() < b.index(); });
        return c;
    }
    // The four hands as dealt, less the cards of the first 'tricks' tricks
    // and the first 'extra' cards of the next one.
    static Cards expectedHand(Seat seat, int tricks, int extra)
    {
        const QStringList dealt = {QStringLiteral("AK52.K73.AQ4.962"), QStringLiteral("QJ9.AJ84.KT95.Q3"),
                                   QStringLiteral("T876.Q65.J3.AKJ8"), QStringLiteral("43.T92.8762.T754")};
        Cards hand = dotted(dealt.at(seat));
        for (int t = 0; t <= tricks && t < 13; ++t) {
            const int n = t < tricks ? 4 : extra;
            for (int i = 0; i < n; ++i)
                if ((kLeaders[t] + i) % 4 == seat)
                    hand.removeAll(card(kPlay[t][i]));
        }
        return sorted(hand);
    }
    void checkPlayStep(int tricks, int extra)
    {
        for (Seat s = 0; s < 4; ++s)
            QCOMPARE(handShown(s), expectedHand(s, tricks, extra));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        ViewSettings::instance().setPersistent(false);
        ViewSettings::instance().reset();
        m_window = new MainWindow(nullptr, false);
        m_doc = new Document;
        m_doc->setCollection(collectionOf({board7(), board7Quiz()}));
        m_window->addDocument(m_doc);
        m_window->resize(1280, 800);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
    }
    void cleanupTestCase() { delete m_window; }

    void init()
    {
        ViewSettings::instance().reset();
        m_window->goToRecord(0);
        m_doc->cursor()->toStart();
    }

    void dealAtStepZero()
    {
        QCOMPARE(m_doc->cursor()->stepCount(), kSteps);
        TableWidget *t = m_window->table();
        QCOMPARE(t->handCount(), 4);
        checkPlayStep(0, 0);
        for (Seat s = 0; s < 4; ++s)
            QCOMPARE(handShown(s).size(), 13);
        QCOMPARE(t->handView(North)->content().title, QStringLiteral("North"));
        QCOMPARE(t->handView(North)->content().player, QStringLiteral("Nora"));
        QVERIFY(t->handView(North)->content().vulnerable);
        QVERIFY(t->handView(South)->content().vulnerable);
        QVERIFY(!t->handView(East)->content().vulnerable);
        QVERIFY(t->handView(North)->content().dealer);
        QVERIFY(t->handView(North)->content().toAct);
        QVERIFY(t->trickView()->content().cards.isEmpty());
        QCOMPARE(m_window->auctionView()->auctionModel()->rowCount(), 0);
        QCOMPARE(t->contractText(), QStringLiteral("bidding"));
        QVERIFY(m_window->header()->plainText().contains(QStringLiteral("Kibitzer Club Pairs")));
        QVERIFY(m_window->header()->plainText().contains(QStringLiteral("Vul N-S")));
    }

    void auctionSteps()
    {
        AuctionModel *a = m_window->auctionView()->auctionModel();
        QCOMPARE(a->headerData(0, Qt::Horizontal).toString(), QStringLiteral("West"));
        QCOMPARE(a->headerData(1, Qt::Horizontal).toString(), QStringLiteral("North \u2022")); // dealer
        m_doc->cursor()->setStep(3);
        // W N E S columns, North first: 1NT under North, then E and S
        QCOMPARE(a->rowTexts(), QStringList{QStringLiteral("|1NT|Pass|2\u2663")});
        const QModelIndex twoClubs = a->indexOfCall(2);
        QVERIFY(twoClubs.data(AuctionModel::CurrentRole).toBool());
        QVERIFY(twoClubs.data(AuctionModel::AlertRole).toBool());
        QCOMPARE(twoClubs.data(AuctionModel::NoteRole).toList(), QVariantList{1});
        QVERIFY(twoClubs.data(Qt::ToolTipRole).toString().contains(QStringLiteral("Stayman")));
        QVERIFY(!a->indexOfCall(0).data(AuctionModel::CurrentRole).toBool());
        QVERIFY(m_window->notesPanel()->currentTexts().join(QString()).contains(QStringLiteral("Stayman")));
        QVERIFY(m_window->notesPanel()->currentTexts().join(QString()).contains(QStringLiteral("Alert: asks")));
        QVERIFY(m_window->table()->handView(West)->content().toAct);
        QCOMPARE(m_window->table()->trickView()->content().caption, QStringLiteral("West to call"));
        // the whole auction; the contract appears once it is over
        m_doc->cursor()->setStep(kCalls);
        QCOMPARE(a->rowTexts(),
                 (QStringList{QStringLiteral("|1NT|Pass|2\u2663"), QStringLiteral("Pass|2\u2660|Pass|4\u2660"),
                              QStringLiteral("Pass|Pass|Pass|")}));
        QCOMPARE(m_window->table()->contractText(), QStringLiteral("4\u2660 by North"));
        QCOMPARE(m_window->table()->handView(North)->content().role, QStringLiteral("Declarer"));
        QCOMPARE(m_window->table()->handView(South)->content().role, QStringLiteral("Dummy"));
        QCOMPARE(m_window->table()->trickView()->content().caption, QStringLiteral("East to lead"));
        QVERIFY(m_window->notesPanel()->currentTexts().isEmpty());
        m_doc->cursor()->setStep(7); // S 4S: its commentary, suit escape as a symbol
        QVERIFY(m_window->notesPanel()->currentTexts().join(QString()).contains(QStringLiteral("\u2660 fit")));
    }

    void forwardsThroughThePlay()
    {
        TrickView *trick = m_window->table()->trickView();
        for (int step = kCalls; step <= kSteps; ++step) {
            m_doc->cursor()->setStep(step);
            const int played = step - kCalls;
            const int tricks = played == 0 ? 0 : (played - 1) / 4;
            const int inTrick = played == 0 ? 0 : (played - 1) % 4 + 1;
            checkPlayStep(tricks, inTrick);
            Cards table;
            for (int i = 0; i < inTrick; ++i)
                table.append(card(kPlay[tricks][i]));
            QCOMPARE(trick->shownCards(), table);
            if (played > 0) {
                QCOMPARE(trick->content().leader, kLeaders[tricks]);
                QCOMPARE(trick->content().trickNumber, tricks + 1);
                QCOMPARE(trick->content().winner, inTrick == 4 ? kWinners[tricks] : NoSeat);
            }
        }
        QCOMPARE(m_window->table()->tricksText(), QStringLiteral("N-S 11, E-W 2"));
    }

    void backwardsThroughThePlay()
    {
        m_doc->cursor()->toEnd();
        for (int step = kSteps; step >= 0; --step) {
            m_doc->cursor()->setStep(step);
            const int played = qMax(0, step - kCalls);
            const int tricks = played == 0 ? 0 : (played - 1) / 4;
            const int inTrick = played == 0 ? 0 : (played - 1) % 4 + 1;
            checkPlayStep(tricks, inTrick); // cards come back exactly
            QCOMPARE(m_window->table()->trickView()->shownCards().size(), inTrick);
            QCOMPARE(m_window->auctionView()->auctionModel()->callsShown(), qMin(step, kCalls));
        }
    }

    void givenSteps()
    {
        // step 14: trick 1 complete, won by South's CA
        m_doc->cursor()->setStep(14);
        QCOMPARE(handShown(North), sorted(dotted(QStringLiteral("AK52.K73.AQ4.96"))));
        QCOMPARE(m_window->table()->trickView()->content().winner, South);
        QCOMPARE(m_window->table()->tricksText(), QStringLiteral("N-S 1, E-W 0"));
        QVERIFY(m_window->table()->handView(South)->content().toAct); // the winner leads next
        // step 47: 37 cards played: trick 10 has one card, N's HK
        m_doc->cursor()->setStep(47);
        QCOMPARE(m_window->table()->trickView()->shownCards(), Cards{card("HK")});
        QCOMPARE(handShown(North), sorted(dotted(QStringLiteral("..AQ4."))));
        QCOMPARE(handShown(East), sorted(dotted(QStringLiteral(".8.KT9."))));
        QCOMPARE(handShown(South), sorted(dotted(QStringLiteral("T.6.J3."))));
        QCOMPARE(handShown(West), sorted(dotted(QStringLiteral("..8762."))));
        QCOMPARE(m_window->table()->tricksText(), QStringLiteral("N-S 7, E-W 2"));
        // the end: S ruffs the last trick
        m_doc->cursor()->toEnd();
        QCOMPARE(m_window->table()->trickView()->shownCards(), (Cards{card("D4"), card("DK"), card("ST"), card("D8")}));
        QCOMPARE(m_window->table()->trickView()->content().winner, South);
        for (Seat s = 0; s < 4; ++s)
            QVERIFY(handShown(s).isEmpty());
    }

    void greyedPlayedCards()
    {
        ViewSettings::instance().setPlayedCards(ViewSettings::PlayedCards::Grey);
        m_doc->cursor()->setStep(14);
        QCOMPARE(handShown(North).size(), 13); // still there, greyed
        QCOMPARE(m_window->table()->handView(North)->content().played, Cards{card("C2")});
        ViewSettings::instance().setPlayedCards(ViewSettings::PlayedCards::Remove);
        QCOMPARE(handShown(North).size(), 12);
    }

    void textStyleShowsTheSameCards()
    {
        m_doc->cursor()->setStep(30);
        const Cards images = handShown(West);
        ViewSettings::instance().setCardStyle(ViewSettings::CardStyle::Text);
        QVERIFY(!m_window->table()->usesCardImages());
        QCOMPARE(handShown(West), images);
        ViewSettings::instance().setCardStyle(ViewSettings::CardStyle::Images);
        QVERIFY(m_window->table()->usesCardImages());
    }

    void keysAndActions()
    {
        Actions *a = m_window->actions();
        for (QAction *x : a->all()) {
            QVERIFY2(!x->shortcut().isEmpty(), qPrintable(x->text()));
            QVERIFY2(!x->toolTip().isEmpty(), qPrintable(x->text()));
        }
        m_window->activateWindow();
        m_doc->cursor()->toStart();
        QTest::keyClick(m_window, Qt::Key_Right);
        QCOMPARE(m_doc->cursor()->step(), 1);
        QTest::keyClick(m_window, Qt::Key_End);
        QCOMPARE(m_doc->cursor()->step(), kSteps);
        QTest::keyClick(m_window, Qt::Key_PageUp);
        QCOMPARE(m_doc->cursor()->step(), kSteps - 4);
        QTest::keyClick(m_window, Qt::Key_Left);
        QCOMPARE(m_doc->cursor()->step(), kSteps - 5);
        QTest::keyClick(m_window, Qt::Key_Home);
        QCOMPARE(m_doc->cursor()->step(), 0);
        QTest::keyClick(m_window, Qt::Key_PageDown); // the first trick complete
        QCOMPARE(m_doc->cursor()->step(), kCalls + 4);
        QCOMPARE(m_window->replayBar()->slider()->value(), kCalls + 4);
        m_window->replayBar()->slider()->setValue(20);
        QCOMPARE(m_doc->cursor()->step(), 20);
        QTest::keyClick(m_window, Qt::Key_Down);
        QCOMPARE(m_doc->currentIndex(), 1);
        QCOMPARE(m_doc->cursor()->step(), 0);
        QTest::keyClick(m_window, Qt::Key_Up);
        QCOMPARE(m_doc->currentIndex(), 0);
        // the keys step wherever the focus is: the notes, the record list
        for (QWidget *w : {static_cast<QWidget *>(m_window->notesPanel()),
                           static_cast<QWidget *>(m_window->findChild<QTableView *>())}) {
            w->setFocus();
            m_doc->cursor()->setStep(5);
            QTest::keyClick(w, Qt::Key_Right);
            QCOMPARE(m_doc->cursor()->step(), 6);
            QTest::keyClick(w, Qt::Key_Left);
            QCOMPARE(m_doc->cursor()->step(), 5);
        }
    }

    void autoplayStopsAtQuestions()
    {
        m_window->goToRecord(1); // the quiz
        ReplayController *r = m_window->replay();
        r->setInterval(5);
        QSignalSpy query(r, &ReplayController::queryReached);
        r->setPlaying(true);
        QTRY_VERIFY(!r->isPlaying());
        QCOMPARE(query.size(), 1);
        QCOMPARE(m_doc->cursor()->step(), 4); // before North's 2S
        QCOMPARE(m_window->table()->queryText(), QStringLiteral("North: your call?"));
        QVERIFY(m_window->actions()->showAnswer->isEnabled());
        QCOMPARE(m_window->auctionView()->auctionModel()->rowTexts().last(), QStringLiteral("Pass|?||"));
        m_window->actions()->showAnswer->trigger();
        QCOMPARE(m_doc->cursor()->step(), 5);
        QVERIFY(m_window->table()->queryText().isEmpty());
        r->setPlaying(true);
        QTRY_VERIFY(!r->isPlaying());
        QCOMPARE(m_doc->cursor()->step(), kCalls + 4); // before trick 2
        QCOMPARE(m_window->table()->queryText(), QStringLiteral("South: your play?"));
        r->setPlaying(true);
        QTRY_VERIFY(!r->isPlaying());
        QCOMPARE(m_doc->cursor()->step(), kSteps); // to the end
    }

    void hiddenHandsUntilRevealed()
    {
        m_window->goToRecord(1);
        TableWidget *t = m_window->table();
        QVERIFY(t->handView(East)->content().hidden);
        QVERIFY(t->handView(East)->shownFaces().isEmpty());
        QCOMPARE(t->handView(East)->shownBacks(), 13);
        QCOMPARE(t->handView(North)->shownFaces().size(), 13);
        m_doc->cursor()->setStep(kCalls + 1); // E leads: 12 backs
        QCOMPARE(t->handView(East)->shownBacks(), 12);
        QCOMPARE(t->trickView()->shownCards(), Cards{card("CQ")}); // played cards are seen
        // a click on a hidden hand reveals it, and only it
        QTest::mouseClick(t->handView(East), Qt::LeftButton);
        QVERIFY(!t->handView(East)->content().hidden);
        QCOMPARE(t->handView(East)->shownFaces().size(), 12);
        QVERIFY(t->handView(West)->content().hidden);
        m_window->actions()->hideAgain->trigger();
        QVERIFY(t->handView(East)->content().hidden);
        m_window->actions()->revealAll->trigger();
        QVERIFY(!t->handView(East)->content().hidden);
        QVERIFY(!t->handView(West)->content().hidden);
        // another record hides them again
        m_window->goToRecord(0);
        m_window->goToRecord(1);
        QVERIFY(t->handView(West)->content().hidden);
    }

    void screenshotsForPeople()
    {
        const QString dir = qEnvironmentVariable("KIBITZER_SHOTS");
        if (dir.isEmpty())
            QSKIP("set KIBITZER_SHOTS to a directory to keep screenshots");
        m_window->goToRecord(0);
        m_doc->cursor()->setStep(kCalls + 7);
        QVERIFY(saveScreenshot(m_window, dir + QStringLiteral("/replay-images.png"), QSize(1280, 800)));
        QVERIFY(saveScreenshot(m_window, dir + QStringLiteral("/replay-1024.png"), QSize(1024, 700)));
        ViewSettings::instance().setCardStyle(ViewSettings::CardStyle::Text);
        QVERIFY(saveScreenshot(m_window, dir + QStringLiteral("/replay-text.png"), QSize(1280, 800)));
        ViewSettings::instance().setFourColour(true);
        ViewSettings::instance().setCardStyle(ViewSettings::CardStyle::Images);
        m_doc->cursor()->setStep(kCalls + 36); // trick 9 complete: N ruffed
        QVERIFY(saveScreenshot(m_window, dir + QStringLiteral("/replay-four.png"), QSize(1280, 800)));
        ViewSettings::instance().setPlayedCards(ViewSettings::PlayedCards::Grey);
        QVERIFY(saveScreenshot(m_window, dir + QStringLiteral("/replay-grey.png"), QSize(1024, 700)));
        ViewSettings::instance().setPlayedCards(ViewSettings::PlayedCards::Remove);
        m_window->goToRecord(1);
        m_doc->cursor()->setStep(4);
        QVERIFY(saveScreenshot(m_window, dir + QStringLiteral("/quiz.png"), QSize(1280, 800)));
    }
};

QTEST_MAIN(TestViewerReplay)
#include "tst_viewerreplay.moc"
