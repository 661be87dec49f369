// Preferans entry in the window (issue 8): a new deal through the Edit
// menu, then the sample deal 2 of preferans_failed_betl_invitation.ppn
// (player 3 wins at 3, takes the talon, discards, plays a betl that both
// others follow, and takes a trick) entered with real clicks: the card string typed, the legal calls
// on the game panel's buttons, Take Talon, the discard and every card
// clicked on the table. After each step the model and the undo stack are
// checked; everything is undone back to the new deal and redone, and the
// deal written through the PPN plug-in reads back as entered.

#include "support/gameentrytest.h"
#include "support/recorddiff.h"
#include "support/ppntext.h"

#include "document.h"
#include "edit/biddingbox.h"
#include "edit/editcontroller.h"
#include "edit/entrycontroller.h"
#include "edit/gameentry.h"
#include "edit/gameentrypanel.h"
#include "edit/newgameactions.h"
#include "handview.h"
#include "mainwindow.h"
#include "tablewidget.h"
#include "viewsettings.h"

#include "model/preferansedit.h"
#include "parsers/registry.h"

#include <QAbstractButton>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

using namespace kib;
using namespace ppntest;


class TestPreferansEntry : public kib::test::GameEntryTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { initSettings(); }
    void cleanupTestCase() { delete m_window; }

    void sampleDealEntered()
    {
        const ReadResult read = readPpn(ppntest::readFile(sample(QStringLiteral("preferans_failed_betl_invitation.ppn"))));
        const CardRecord &d = *card(read, 1);
        QCOMPARE(d.preferans().followers.size(), 2); // both follow, no kontra
        QVERIFY(!d.contract().withoutTalon);
        QVERIFY(!d.preferans().refa);
        QCOMPARE(preferans::contractName(d.contract()), QStringLiteral("Betl"));

        openWindow();
        if (QTest::currentTestFailed())
            return;
        m_window->editor()->games->newPreferans->trigger();
        QCOMPARE(m_doc->recordCount(), 1);
        QCOMPARE(record()->game(), Game::Preferans);
        QCOMPARE(record()->dealer(), d.dealer());
        m_base = stack()->count();
        const RecordPtr start = m_doc->currentRecord();
        // the dock shows the game panel, not the bridge box
        QVERIFY(panel()->isVisible());
        QVERIFY(!m_window->entry()->biddingBox()->isVisible());

        // the deal: a wrong card string is refused with the reason
        QTest::keyClicks(panel()->dealEdit(), QStringLiteral("3HUAK8WQD4SLIOFE7NTRBCVJM5129PG3"));
        click(QStringLiteral("setdeal"));
        QCOMPARE(stack()->count(), m_base);
        QVERIFY2(m_window->entry()->gameEntry()->lastMessage().contains(QStringLiteral("permutation")),
                 qPrintable(m_window->entry()->gameEntry()->lastMessage()));
        panel()->dealEdit()->clear();
        QTest::keyClicks(panel()->dealEdit(), QStringLiteral("3HUAK8WQD4SLIOFE7NTRBCVJM5129PG6"));
        QTest::keyClick(panel()->dealEdit(), Qt::Key_Return);
        pushed(QStringLiteral("Set Deal"));
        for (Seat s = 0; s < 3; ++s)
            QCOMPARE(record()->deal().hands.at(s).cards, d.deal().hands.at(s).cards);
        QCOMPARE(std::as_const(record()->deal()).pile(QStringLiteral("talon"))->cards,
                 std::as_const(d.deal()).pile(QStringLiteral("talon"))->cards);

        // the calls: only the legal ones are offered
        QVERIFY(panel()->button(QStringLiteral("call-2")));
        QVERIFY(!panel()->button(QStringLiteral("call-3")));
        for (const Call &c : d.auction().calls) {
            const QString name = c.kind == Call::Kind::Pass ? QStringLiteral("Pass") : c.toString();
            click(QStringLiteral("call-") + name);
            pushed(c.kind == Call::Kind::Pass ? QStringLiteral("Pass") : QStringLiteral("Bid ") + name);
        }
        QCOMPARE(record()->auction(), d.auction());
        const Seat main = d.declarer();
        QVERIFY(preferans::auctionState(*record()).complete);
        QCOMPARE(preferans::auctionState(*record()).winner, main);

        // the contract before the talon is refused
        panel()->contractCombo()->setCurrentIndex(panel()->contractCombo()->findData(d.contract().level));
        QVERIFY(!panel()->button(QStringLiteral("contract"))->isEnabled());

        click(QStringLiteral("talon"));
        pushed(QStringLiteral("Take Talon"));
        QCOMPARE(record()->declarer(), main);
        QVERIFY(m_window->entry()->gameEntry()->isSelecting());

        // the discard: a click selects, a second click takes it back
        const Cards discard = std::as_const(d.deal()).pile(QStringLiteral("discard"))->cards;
        QCOMPARE(discard.size(), 2);
        clickCard(main, discard.at(0));
        QCOMPARE(m_window->entry()->gameEntry()->selection(), Cards{discard.at(0)});
        clickCard(main, discard.at(0));
        QVERIFY(m_window->entry()->gameEntry()->selection().isEmpty());
        clickCard(main, discard.at(0));
        QCOMPARE(stack()->count(), m_base + m_texts.size()); // selecting pushes nothing
        click(QStringLiteral("discard")); // one card: refused, nothing pushed
        QCOMPARE(stack()->count(), m_base + m_texts.size());
        QVERIFY(m_window->entry()->gameEntry()->lastMessage().contains(QStringLiteral("two")));
        clickCard(main, discard.at(1));
        QVERIFY(panel()->selectionText().contains(GameEntry::cardsText(discard)));
        click(QStringLiteral("discard"));
        pushed(QStringLiteral("Discard ") + GameEntry::cardsText(discard));
        QCOMPARE(std::as_const(record()->deal()).pile(QStringLiteral("discard"))->cards, discard);
        QVERIFY(!m_window->entry()->gameEntry()->isSelecting());

        // the contract: below the bid is refused with the reason
        panel()->contractCombo()->setCurrentIndex(panel()->contractCombo()->findData(2));
        click(QStringLiteral("contract"));
        QCOMPARE(stack()->count(), m_base + m_texts.size());
        QVERIFY(m_window->entry()->gameEntry()->lastMessage().contains(QStringLiteral("at least")));
        panel()->contractCombo()->setCurrentIndex(panel()->contractCombo()->findData(d.contract().level));
        click(QStringLiteral("contract"));
        pushed(QStringLiteral("Contract ") + preferans::contractName(d.contract()));
        QCOMPARE(record()->contract().level, d.contract().level);

        // the followers: the main player's box is disabled
        QVERIFY(!panel()->followerBox(main)->isEnabled());
        for (Seat s : d.preferans().followers)
            QTest::mouseClick(panel()->followerBox(s), Qt::LeftButton);
        click(QStringLiteral("followers"));
        QVERIFY(stack()->undoText().startsWith(QStringLiteral("Follows: ")));
        m_texts.append(stack()->undoText());
        QCOMPARE(record()->preferans().followers, d.preferans().followers);
        QCOMPARE(record()->contract(), d.contract());

        // the play: a card of the wrong player, then a revoke, are refused
        const Trick &first = d.play().tricks.first();
        clickCard((first.leader + 1) % 3, first.cards.at(1).card);
        QCOMPARE(stack()->count(), m_base + m_texts.size());
        QVERIFY(m_window->entry()->gameEntry()->lastMessage().contains(QStringLiteral("turn")));
        for (const Trick &t : d.play().tricks) {
            for (int i = 0; i < t.cards.size(); ++i) {
                clickCard(t.cards.at(i).seat, t.cards.at(i).card);
                pushed(QStringLiteral("Play ") + EntryController::cardText(t.cards.at(i).card));
            }
        }
        QCOMPARE(record()->play().tricks, d.play().tricks);
        // the last card scored the deal
        QCOMPARE(record()->preferans().summary, d.preferans().summary);
        QCOMPARE(record()->result(), d.result());
        const RecordPtr entered = m_doc->currentRecord();

        // undo all the way back to the new deal, then redo
        const int steps = int(m_texts.size());
        for (int i = steps - 1; i >= 0; --i) {
            QCOMPARE(stack()->undoText(), m_texts.at(i));
            stack()->undo();
        }
        QCOMPARE(stack()->count(), m_base + steps);
        QCOMPARE(stack()->index(), m_base);
        QVERIFY(m_doc->currentRecord() == start);
        QVERIFY(panel()->dealEdit()->isVisible());
        for (int i = 0; i < steps; ++i)
            stack()->redo();
        QVERIFY(m_doc->currentRecord() == entered);

        // saved through PPN: read back with no errors, as entered
        ReadResult back;
        QByteArray written;
        writtenAndReadBack(QStringLiteral("ppn"), &back, &written);
        if (QTest::currentTestFailed())
            return;
        CardRecord again = *card(back);
        again.tags() = entered->tags(); // the info section is the file's
        QCOMPARE(again.auction(), d.auction());
        QCOMPARE(again.contract(), d.contract());
        QCOMPARE(again.play().tricks, d.play().tricks);
        QCOMPARE(again.preferans().summary, d.preferans().summary);
        const QStringList differ = kib::test::differences(again, static_cast<const CardRecord &>(*entered));
        QVERIFY2(differ.isEmpty(), qPrintable(differ.join(u' ') + u'\n' + QString::fromUtf8(written)));
    }
};

QTEST_MAIN(TestPreferansEntry)
#include "tst_preferansentry.moc"
