// Auction and play entry in the window: clicks on the bidding box and on
// the cards of the hands, the entry actions by their keys, each change one
// command on the document's undo stack, undone all the way back and redone
// again; the entered deal saved as PBN and RBN and read back. The deal is
// board 7 of support/guirecords.h, whose tricks were worked out by hand.

#include "support/guirecords.h"

#include "model/annotationedit.h"

#include "document.h"
#include "edit/biddingbox.h"
#include "edit/claimdialog.h"
#include "edit/editcontroller.h"
#include "edit/entrycontroller.h"
#include "handview.h"
#include "mainwindow.h"
#include "tablewidget.h"
#include "viewsettings.h"

#include "parsers/registry.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QLineEdit>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace kib;
using namespace kib::guitest;

namespace {

QString callCommand(const Call &c)
{
    return c.kind == Call::Kind::Pass ? QStringLiteral("Pass") : QStringLiteral("Bid ") + c.toString();
}

} // namespace

class TestEntryUi : public QObject
{
    Q_OBJECT

private:
    MainWindow *m_window = nullptr;
    Document *m_doc = nullptr;
    int m_base = 0;       // commands on the stack before the entry starts
    std::shared_ptr<const CardRecord> m_start;

    EntryController *entry() const { return m_window->entry(); }
    BiddingBox *box() const { return entry()->biddingBox(); }
    QUndoStack *stack() const { return m_doc->undoStack(); }
    const CardRecord *record() const { return m_doc->cursor()->cardRecord(); }
    int step() const { return m_doc->cursor()->step(); }

    void clickCall(const Call &call)
    {
        QAbstractButton *b = box()->callButton(call);
        QVERIFY(b);
        QVERIFY2(b->isEnabled(), qPrintable(call.toString()));
        QTest::mouseClick(b, Qt::LeftButton);
    }
    void clickCard(Seat seat, Card card)
    {
        HandView *h = m_window->table()->handView(seat);
        QVERIFY(h);
        const QRect r = h->cardRect(card);
        QVERIFY2(!r.isEmpty(), qPrintable(card.toString()));
        QTest::mouseClick(h, Qt::LeftButton, Qt::NoModifier, r.center());
    }
    void clickAction(QAction *action)
    {
        QAbstractButton *b = box()->actionButton(action);
        QVERIFY(b);
        QVERIFY(b->isEnabled());
        QTest::mouseClick(b, Qt::LeftButton);
    }
    void pressKeys(QKeyCombination key)
    {
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window));
        QTest::keyClick(m_window, key.key(), key.keyboardModifiers());
    }
    // Answers the claim dialog (opened by what follows) with 'tricks'.
    void answerClaim(int tricks, int least, int most)
    {
        QTimer::singleShot(0, this, [=]() {
            auto *d = qobject_cast<ClaimDialog *>(QApplication::activeModalWidget());
            QVERIFY(d);
            QCOMPARE(d->spinBox()->minimum(), least);
            QCOMPARE(d->spinBox()->maximum(), most);
            d->spinBox()->selectAll();
            QTest::keyClicks(d->spinBox(), QString::number(tricks));
            QTest::keyClick(d->spinBox(), Qt::Key_Return);
        });
    }

    // A fresh window and document; a new bridge deal (Ctrl+B) filled with
    // board 7's hands (one command each).
    void newDeal()
    {
        delete m_window;
        m_window = new MainWindow(nullptr, false);
        m_doc = new Document;
        m_doc->setCollection(Collection());
        m_window->addDocument(m_doc);
        m_window->resize(1400, 900);
        m_window->show();
        entry()->dock()->show();
        entry()->dock()->setFloating(true);
        entry()->dock()->resize(360, 560);
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
        pressKeys(QKeyCombination(Qt::CTRL, Qt::Key_B));
        QCOMPARE(m_doc->recordCount(), 1);
        QVERIFY(m_doc->editCurrentRecord(QStringLiteral("Enter Deal"), [](Record &r) {
            auto &c = static_cast<CardRecord &>(r);
            for (Seat s = 0; s < 4; ++s) {
                c.deal().hands[s].known = true;
                c.deal().hands[s].cards = dotted(kHands.at(s));
            }
            return true;
        }));
        m_base = stack()->count();
        QCOMPARE(m_base, 2);
        m_start = std::static_pointer_cast<const CardRecord>(m_doc->cursor()->record());
        QCOMPARE(step(), 0);
        QCOMPARE(m_start->dealer(), North);
    }
    void enterAuction()
    {
        const QList<Call> calls = board7Calls();
        for (const Call &c : calls)
            clickCall(c);
        QCOMPARE(record()->auction().calls.size(), calls.size());
    }
    void playTricks(int tricks)
    {
        for (int t = 0; t < tricks; ++t)
            for (int i = 0; i < 4; ++i)
                clickCard((kLeaders[t] + i) % 4, card(kPlay[t][i]));
    }

    // Writes 'entered' with the PBN and RBN plug-ins and reads it back: no
    // error, and the same record but for the notation's own tags and what
    // 'lost' names (each plug-in's cannotHold()).
    void roundTrip(const CardRecord &entered, const QHash<QString, QStringList> &lost = {}, bool claimLost = false)
    {
        Collection c;
        c.append(std::shared_ptr<Record>(entered.clone()));
        for (const QString &id : {QStringLiteral("pbn"), QStringLiteral("rbn")}) {
            const NotationPlugin *plugin = Registry::builtin().byId(id);
            QVERIFY(plugin);
            QCOMPARE(plugin->cannotHold(entered), lost.value(id));
            const WriteResult written = plugin->write(c);
            QCOMPARE(written.warnings.size(), lost.value(id).size());
            const ReadResult back = plugin->read(written.data);
            for (const Diagnostic &d : back.diagnostics)
                QVERIFY2(!d.isError(), qPrintable(id + u' ' + d.message));
            QCOMPARE(back.collection.size(), 1);
            CardRecord read = *static_cast<const CardRecord *>(back.collection.records().first().get());
            read.tags() = entered.tags(); // the notation's own tags aside
            CardRecord expected = entered;
            if (claimLost)
                expected.play().claim.reset();
            QVERIFY2(read == expected, qPrintable(id + QString::fromUtf8(written.data)));
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        ViewSettings::instance().setPersistent(false);
        ViewSettings::instance().reset();
    }
    void cleanupTestCase() { delete m_window; }

    void fullDealEnteredUndoneRedone()
    {
        newDeal();
        // North deals: only the calls legal at the start
        QVERIFY(box()->callButton(Call::pass())->isEnabled());
        QVERIFY(box()->callButton(Call::bid(1, Strain::Clubs))->isEnabled());
        QVERIFY(!box()->callButton(Call::dbl())->isEnabled());
        QVERIFY(!box()->callButton(Call::redbl())->isEnabled());
        QCOMPARE(box()->statusText(), QStringLiteral("North to call"));

        const QList<Call> calls = board7Calls();
        for (int i = 0; i < calls.size(); ++i) {
            clickCall(calls.at(i));
            QCOMPARE(stack()->count(), m_base + i + 1);
            QCOMPARE(stack()->text(stack()->count() - 1), callCommand(calls.at(i)));
            QCOMPARE(step(), i + 1);
            QCOMPARE(record()->auction().calls.size(), i + 1);
            QVERIFY(record()->auction().calls.at(i).sameCall(calls.at(i)));
            if (i == 0) {
                // after 1NT: no bid at or below it, East may double
                QVERIFY(!box()->callButton(Call::bid(1, Strain::Spades))->isEnabled());
                QVERIFY(!box()->callButton(Call::bid(1, Strain::NoTrump))->isEnabled());
                QVERIFY(box()->callButton(Call::bid(2, Strain::Clubs))->isEnabled());
                QVERIFY(box()->callButton(Call::dbl())->isEnabled());
                QVERIFY(!box()->callButton(Call::redbl())->isEnabled());
            }
            if (i == 1) // South may not double partner's 1NT
                QVERIFY(!box()->callButton(Call::dbl())->isEnabled());
        }
        QCOMPARE(record()->contract().toString(), QStringLiteral("4S"));
        QCOMPARE(record()->declarer(), North);
        QCOMPARE(record()->play().leader, East);
        for (const Call &c : {Call::pass(), Call::dbl(), Call::bid(7, Strain::NoTrump)})
            QVERIFY(!box()->callButton(c)->isEnabled());
        QVERIFY(entry()->undoLastCall->isEnabled());

        // thirteen tricks by clicks on the cards
        int n = 0;
        for (int t = 0; t < 13; ++t) {
            for (int i = 0; i < 4; ++i, ++n) {
                const Seat seat = (kLeaders[t] + i) % 4;
                const Card c = card(kPlay[t][i]);
                clickCard(seat, c);
                QCOMPARE(stack()->count(), m_base + 10 + n + 1);
                QCOMPARE(stack()->text(stack()->count() - 1), QStringLiteral("Play ") + EntryController::cardText(c));
                QCOMPARE(step(), 10 + n + 1);
                const Trick &trick = record()->play().tricks.at(t);
                QCOMPARE(trick.leader, kLeaders[t]);
                QCOMPARE(trick.cards.at(i).seat, seat);
                QCOMPARE(trick.cards.at(i).card, c);
                QCOMPARE(trick.winner, i == 3 ? kWinners[t] : NoSeat);
                QCOMPARE(record()->result().has_value(), n == 51);
            }
        }
        QCOMPARE(record()->result(), std::optional<int>(11));
        QCOMPARE(record()->play().tricks, board7()->play().tricks);
        QVERIFY(!entry()->undoLastCall->isEnabled());
        QVERIFY(!entry()->claimTricks->isEnabled());
        const int total = stack()->count();
        QCOMPARE(total, m_base + 62);
        const std::shared_ptr<const Record> end = m_doc->cursor()->record();
        QVERIFY(m_doc->isModified());

        // undo all the way back: Ctrl+Z for the first steps, then the stack
        for (int i = 0; i < 5; ++i)
            pressKeys(m_window->editor()->undo->shortcut()[0]);
        QCOMPARE(stack()->index(), total - 5);
        QCOMPARE(record()->play().cardCount(), 47);
        QCOMPARE(step(), 10 + 47);
        QVERIFY(!record()->result());
        while (stack()->index() > m_base) {
            stack()->undo();
            QCOMPARE(step(), stack()->index() - m_base);
        }
        QVERIFY(*record() == *m_start);
        QVERIFY(m_doc->cursor()->record() == m_start);
        QCOMPARE(step(), 0);
        // and forward again
        pressKeys(m_window->editor()->redo->shortcut()[0]);
        QCOMPARE(step(), 1);
        while (stack()->canRedo())
            stack()->redo();
        QVERIFY(m_doc->cursor()->record() == end);
        QCOMPARE(step(), 62);

        // saved as PBN and RBN and read back: no errors, the same deal
        roundTrip(*static_cast<const CardRecord *>(end.get()));
    }

    void irregularitiesAlertsAndClaimSaved()
    {
        newDeal();
        // N 1NT (alerted) E 1S^I S 2C (alerted) W P N 2S E P S 4S W P N P E P
        QTest::mouseClick(box()->alertButton(), Qt::LeftButton);
        QTest::keyClicks(box()->explanationEdit(), QStringLiteral("15-17"));
        clickCall(Call::bid(1, Strain::NoTrump));
        QTest::mouseClick(box()->irregularButton(), Qt::LeftButton);
        clickCall(Call::bid(1, Strain::Spades));
        QTest::mouseClick(box()->alertButton(), Qt::LeftButton);
        QTest::keyClicks(box()->explanationEdit(), QStringLiteral("Stayman"));
        clickCall(Call::bid(2, Strain::Clubs));
        for (const Call &c : {Call::pass(), Call::bid(2, Strain::Spades), Call::pass(), Call::bid(4, Strain::Spades),
                              Call::pass(), Call::pass(), Call::pass()})
            clickCall(c);
        QCOMPARE(annotations::irregularityOf(record()->auction().calls.at(1)), QStringLiteral("I"));
        QCOMPARE(record()->contract().toString(), QStringLiteral("4S"));
        QCOMPARE(record()->declarer(), North);
        QCOMPARE(record()->notes().size(), 2);
        // "your call?" at the end of the auction, then the play
        clickAction(entry()->yourCall);
        clickCard(East, card("CQ"));
        clickAction(entry()->revoke);
        clickCard(South, card("HQ"));
        clickCard(West, card("C4"));
        clickCard(North, card("C2"));
        clickCard(East, card("SQ"));
        clickAction(entry()->yourPlay);
        QCOMPARE(record()->play().queryPoints, QList<int>{5});
        QCOMPARE(record()->auction().queryPoints, QList<int>{10});
        roundTrip(*record());

        // a claim: PBN and RBN keep the result, not the claim
        answerClaim(9, 0, 12);
        clickAction(entry()->claimTricks);
        QCOMPARE(record()->result(), std::optional<int>(9));
        roundTrip(*record(),
                  {{QStringLiteral("pbn"), {QStringLiteral("the claim (PBN keeps only the Result)")}},
                   {QStringLiteral("rbn"), {QStringLiteral("the claim")}}},
                  true);
    }

    void undoLastCallAndCard()
    {
        newDeal();
        enterAuction();
        playTricks(1);
        QCOMPARE(record()->play().cardCount(), 4);
        QVERIFY(!entry()->undoLastCall->isEnabled());
        pressKeys(QKeyCombination(Qt::CTRL, Qt::Key_Backspace)); // Undo Last Card
        QCOMPARE(stack()->text(stack()->count() - 1), QStringLiteral("Remove Card ♣2"));
        QCOMPARE(record()->play().cardCount(), 3);
        QCOMPARE(step(), 13);
        clickAction(entry()->undoLastCard);
        clickAction(entry()->undoLastCard);
        clickAction(entry()->undoLastCard);
        QVERIFY(record()->play().tricks.isEmpty());
        QVERIFY(!entry()->undoLastCard->isEnabled());
        clickAction(entry()->undoLastCall);
        QCOMPARE(stack()->text(stack()->count() - 1), QStringLiteral("Remove Call Pass"));
        QCOMPARE(record()->auction().calls.size(), 9);
        QCOMPARE(record()->contract().kind, Contract::Kind::Unknown);
        QCOMPARE(step(), 9);
        QCOMPARE(box()->statusText(), QStringLiteral("East to call"));
        pressKeys(QKeyCombination(Qt::CTRL | Qt::SHIFT, Qt::Key_Backspace)); // Undo Last Call
        QCOMPARE(record()->auction().calls.size(), 8);
        QCOMPARE(stack()->count(), m_base + 10 + 4 + 4 + 2);
        // undo brings back the very records before
        stack()->undo();
        stack()->undo();
        QCOMPARE(record()->auction().calls.size(), 10);
        QCOMPARE(record()->contract().toString(), QStringLiteral("4S"));
    }

    void insufficientBidNeedsIrregular()
    {
        newDeal();
        clickCall(Call::bid(1, Strain::NoTrump));
        QAbstractButton *oneSpade = box()->callButton(Call::bid(1, Strain::Spades));
        QVERIFY(!oneSpade->isEnabled());
        QTest::mouseClick(oneSpade, Qt::LeftButton); // disabled: nothing happens
        QCOMPARE(record()->auction().calls.size(), 1);
        QTest::mouseClick(box()->irregularButton(), Qt::LeftButton);
        QVERIFY(box()->irregularButton()->isChecked());
        QVERIFY(oneSpade->isEnabled());
        QVERIFY(box()->callButton(Call::bid(1, Strain::Clubs))->isEnabled());
        QVERIFY(!box()->callButton(Call::redbl())->isEnabled());
        clickCall(Call::bid(1, Strain::Spades));
        QCOMPARE(stack()->text(stack()->count() - 1), QStringLiteral("Bid 1S"));
        QCOMPARE(record()->auction().calls.size(), 2);
        QCOMPARE(annotations::irregularityOf(record()->auction().calls.at(1)), QStringLiteral("I"));
        // the toggle is for one call
        QVERIFY(!box()->irregularButton()->isChecked());
        QVERIFY(!box()->callButton(Call::bid(1, Strain::Hearts))->isEnabled());
        QVERIFY(box()->callButton(Call::bid(2, Strain::Clubs))->isEnabled());
        stack()->undo();
        QCOMPARE(record()->auction().calls.size(), 1);
        QCOMPARE(step(), 1);
    }

    void revokeOnlyWhenMarked()
    {
        newDeal();
        enterAuction();
        clickCard(East, card("CQ"));
        const int before = stack()->count();
        // South holds clubs: the heart queen is refused
        clickCard(South, card("HQ"));
        QCOMPARE(stack()->count(), before);
        QVERIFY(entry()->lastMessage().contains(QStringLiteral("follow suit")));
        // a card of another hand than the one to play is refused
        clickCard(West, card("C4"));
        QCOMPARE(stack()->count(), before);
        QVERIFY(entry()->lastMessage().contains(QStringLiteral("South's turn")));
        clickAction(entry()->revoke);
        QVERIFY(entry()->revoke->isChecked());
        clickCard(South, card("HQ"));
        QCOMPARE(stack()->count(), before + 1);
        QCOMPARE(stack()->text(stack()->count() - 1), QStringLiteral("Play ♥Q (Revoke)"));
        QCOMPARE(annotations::irregularityOf(record()->play().tricks.at(0).cards.at(1)), QStringLiteral("R"));
        QVERIFY(!entry()->revoke->isChecked());
        clickCard(West, card("C4"));
        clickCard(North, card("C2"));
        QCOMPARE(record()->play().tricks.at(0).winner, East);
        // East won: East leads the next trick
        QVERIFY(m_window->table()->handView(East)->content().toAct);
        clickCard(North, card("SA"));
        QVERIFY(entry()->lastMessage().contains(QStringLiteral("East's turn")));
        clickCard(East, card("SQ"));
        QCOMPARE(record()->play().tricks.at(1).leader, East);
    }

    void claimsAndPlayQuery()
    {
        newDeal();
        enterAuction();
        playTricks(8);
        clickCard(South, card("C8"));
        // N-S have won 6 of 8 tricks: a claim of 6 to 11
        answerClaim(10, 6, 11);
        pressKeys(QKeyCombination(Qt::CTRL | Qt::SHIFT, Qt::Key_K));
        QCOMPARE(stack()->text(stack()->count() - 1), QStringLiteral("Claim 10 Tricks"));
        QCOMPARE(record()->play().claim->tricks, 10);
        QCOMPARE(record()->result(), std::optional<int>(10));
        QCOMPARE(record()->play().cardCount(), 33);
        QCOMPARE(step(), 10 + 33);

        // a claim from the middle of the play replaces what follows
        m_doc->cursor()->setStep(10 + 8);
        answerClaim(9, 2, 13);
        clickAction(entry()->claimTricks);
        QCOMPARE(record()->play().cardCount(), 8);
        QCOMPARE(record()->play().claim->tricks, 9);
        QCOMPARE(record()->result(), std::optional<int>(9));
        stack()->undo();
        QCOMPARE(record()->play().cardCount(), 33);
        QCOMPARE(record()->play().claim->tricks, 10);
        QCOMPARE(step(), 10 + 8);

        // the card the record has next only steps forward
        const int count = stack()->count();
        clickCard(North, card(kPlay[2][0]));
        QCOMPARE(stack()->count(), count);
        QCOMPARE(stack()->index(), count - 1);
        QCOMPARE(step(), 19);
        // another card there replaces the rest of the play: East's SQ for SJ
        clickCard(East, card("SQ"));
        QVERIFY2(entry()->lastMessage().isEmpty(), qPrintable(entry()->lastMessage()));
        QCOMPARE(step(), 20);
        // (it takes the place of the claim undone above)
        QCOMPARE(stack()->count(), count);
        QCOMPARE(stack()->index(), count);
        QCOMPARE(stack()->text(count - 1), QStringLiteral("Play ♠Q"));
        QCOMPARE(record()->play().cardCount(), 10);
        QVERIFY(!record()->play().claim);
        QVERIFY(!record()->result());
        m_doc->cursor()->setStep(10 + 8);

        // "your play?" at trick 3
        QVERIFY(!entry()->yourPlay->isChecked());
        clickAction(entry()->yourPlay);
        QCOMPARE(stack()->text(stack()->count() - 1), QStringLiteral("Mark Your Play"));
        QCOMPARE(record()->play().queryPoints, QList<int>{8});
        QVERIFY(entry()->yourPlay->isChecked());
        QCOMPARE(step(), 18);
        clickAction(entry()->yourPlay);
        QCOMPARE(stack()->text(stack()->count() - 1), QStringLiteral("Unmark Your Play"));
        QVERIFY(record()->play().queryPoints.isEmpty());
        stack()->undo();
        QCOMPARE(record()->play().queryPoints, QList<int>{8});
    }

    void alertsAndCallQuery()
    {
        newDeal();
        clickCall(Call::bid(1, Strain::NoTrump));
        clickCall(Call::pass());
        // an alert for the next call, with its explanation
        QTest::mouseClick(box()->alertButton(), Qt::LeftButton);
        QVERIFY(box()->alertButton()->isChecked());
        QTest::mouseClick(box()->explanationEdit(), Qt::LeftButton);
        QTest::keyClicks(box()->explanationEdit(), QStringLiteral("Stayman"));
        clickCall(Call::bid(2, Strain::Clubs));
        QCOMPARE(stack()->text(stack()->count() - 1), QStringLiteral("Bid 2C (Alerted)"));
        QCOMPARE(annotations::noteRefsOf(record()->auction().calls.at(2)), QList<int>{1});
        QCOMPARE(record()->notes().size(), 1);
        QCOMPARE(record()->notes().first().text, QStringLiteral("Stayman"));
        QVERIFY(!box()->alertButton()->isChecked());
        QVERIFY(box()->explanation().isEmpty());
        QVERIFY(entry()->alertThisCall->isChecked());
        // "Alert This Call" on the call shown
        clickCall(Call::pass());
        QVERIFY(!entry()->alertThisCall->isChecked());
        m_doc->cursor()->setStep(3);
        const int count = stack()->count();
        clickCall(Call::pass()); // the pass the record has next: forward only
        QCOMPARE(step(), 4);
        QCOMPARE(stack()->count(), count);
        clickCall(Call::bid(2, Strain::Diamonds));
        QTest::keyClicks(box()->explanationEdit(), QStringLiteral("no 4-card major"));
        clickAction(entry()->alertThisCall);
        QCOMPARE(stack()->text(stack()->count() - 1), QStringLiteral("Alert 2D"));
        QCOMPARE(annotations::noteRefsOf(record()->auction().calls.at(4)), QList<int>{2});
        QCOMPARE(record()->notes().at(1).text, QStringLiteral("no 4-card major"));
        QVERIFY(entry()->alertThisCall->isChecked());
        // the first alert goes, and its note with it
        m_doc->cursor()->setStep(3);
        QVERIFY(entry()->alertThisCall->isChecked());
        clickAction(entry()->alertThisCall);
        QCOMPARE(stack()->text(stack()->count() - 1), QStringLiteral("Remove Alert from 2C"));
        QVERIFY(annotations::noteRefsOf(record()->auction().calls.at(2)).isEmpty());
        QCOMPARE(record()->notes().size(), 1);
        QCOMPARE(step(), 3);

        // "your call?" before the fourth call
        QVERIFY(!entry()->yourCall->isChecked());
        clickAction(entry()->yourCall);
        QCOMPARE(stack()->text(stack()->count() - 1), QStringLiteral("Mark Your Call"));
        QCOMPARE(record()->auction().queryPoints, QList<int>{3});
        QVERIFY(entry()->yourCall->isChecked());
        QVERIFY(m_window->table()->queryText().contains(QStringLiteral("your call?"), Qt::CaseInsensitive));
        clickAction(entry()->yourCall);
        QCOMPARE(stack()->text(stack()->count() - 1), QStringLiteral("Unmark Your Call"));
        QVERIFY(record()->auction().queryPoints.isEmpty());

        // every step undone: the deal as it started
        while (stack()->index() > m_base)
            stack()->undo();
        QCOMPARE(*record(), *m_start);
        QCOMPARE(step(), 0);
    }
};

QTEST_MAIN(TestEntryUi)
#include "tst_entryui.moc"
