// Pinochle entry in the window (issue 7): a new three-handed single-deck
// hand, then deal 1 of pinochle_3hand_kitty_discard.pn entered with real
// clicks: the kitty as the cards left, the bids on the panel (Pass, Pass,
// Bid 20), the trump, the discard and each seat's meld selected on the
// table, and every card of the fifteen tricks clicked. After each step the
// model and the undo stack are checked; everything is undone back to the
// dealt hands and redone, and the hand written through the PN plug-in reads
// back as entered.

#include "support/gameentrytest.h"
#include "support/recorddiff.h"
#include "support/pntext.h"

#include "document.h"
#include "edit/editcontroller.h"
#include "edit/entrycontroller.h"
#include "edit/gameentry.h"
#include "edit/gameentrypanel.h"
#include "edit/newgameactions.h"
#include "handview.h"
#include "mainwindow.h"
#include "tablewidget.h"
#include "viewsettings.h"

#include "model/pinochleedit.h"
#include "model/pinochlerules.h"
#include "parsers/registry.h"

#include <QAbstractButton>
#include <QDockWidget>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

using namespace kib;
using namespace pntest;


class TestPinochleEntry : public kib::test::GameEntryTest
{
    Q_OBJECT

private:
    void refused(const QString &reason)
    {
        QCOMPARE(stack()->count(), m_base + m_texts.size());
        QVERIFY2(games()->lastMessage().contains(reason), qPrintable(games()->lastMessage()));
    }
    void bid(int points)
    {
        panel()->bidSpin()->selectAll();
        QTest::keyClicks(panel()->bidSpin(), QString::number(points));
        click(QStringLiteral("bid"));
    }

private Q_SLOTS:
    void initTestCase() { initSettings(); }
    void cleanupTestCase() { delete m_window; }

    void sampleHandEntered()
    {
        const ReadResult read = readPn(sample(QStringLiteral("pinochle_3hand_kitty_discard.pn")));
        const CardRecord &d = *pntest::record(read, 0);

        openWindow();
        if (QTest::currentTestFailed())
            return;
        QVERIFY(m_window->editor()->games->addPinochle(3, false));
        QCOMPARE(record()->game(), Game::Pinochle);
        QCOMPARE(record()->dealer(), d.dealer());
        // the hands (the deal editor's part), one command
        QVERIFY(m_doc->editCurrentRecord(QStringLiteral("Edit Deal"), [&d](Record &r) {
            auto &c = static_cast<CardRecord &>(r);
            for (Seat s = 0; s < 3; ++s)
                c.deal().hands[s] = d.deal().hands.at(s);
            c.pinochle().hands = QList<PnMark>(3, PnMark::Given); // as the deal editor marks them
            return true;
        }));
        m_base = stack()->count();
        const RecordPtr start = m_doc->currentRecord();
        QVERIFY(panel()->isVisible());
        QVERIFY(!panel()->button(QStringLiteral("setdeal"))->isVisible());

        // the kitty: the three cards no hand holds
        click(QStringLiteral("kitty"));
        pushed(QStringLiteral("Set Kitty ♣Q ♥T ♥J")); // in PN's order
        const Cards kitty = pinochle::kittyCards(record()->deal());
        const Cards sampleKitty = pinochle::kittyCards(d.deal());
        QVERIFY(std::is_permutation(kitty.cbegin(), kitty.cend(), sampleKitty.cbegin(), sampleKitty.cend()));

        // the bids: from 20, so 15 is refused
        panel()->minimumSpin()->selectAll();
        QTest::keyClicks(panel()->minimumSpin(), QStringLiteral("20"));
        bid(15);
        refused(QStringLiteral("20"));
        click(QStringLiteral("pass"));
        pushed(QStringLiteral("Pass"));
        click(QStringLiteral("pass"));
        pushed(QStringLiteral("Pass"));
        bid(20);
        pushed(QStringLiteral("Bid 20"));
        QCOMPARE(record()->auction().calls, d.auction().calls);
        QVERIFY(!panel()->button(QStringLiteral("bid"))->isEnabled());

        click(QStringLiteral("trump-D"));
        pushed(QStringLiteral("Trump ♦"));
        QCOMPARE(record()->contract(), d.contract());
        QCOMPARE(record()->declarer(), d.declarer());
        QVERIFY(games()->isSelecting());

        // the discard: cards of the declarer's hand
        const Seat declarer = d.declarer();
        const Cards discard = d.pinochle().discard.cards;
        for (Card c : discard)
            clickCard(declarer, c);
        QCOMPARE(games()->selection(), discard);
        QCOMPARE(stack()->count(), m_base + m_texts.size());
        click(QStringLiteral("discard"));
        pushed(QStringLiteral("Discard ") + GameEntry::cardsText(discard));
        QCOMPARE(record()->pinochle().discard, d.pinochle().discard);

        // a meld the hand cannot show is refused with the reason
        clickCard(0, Card(Suit::Clubs, RankAce));
        click(QStringLiteral("meld"));
        refused(QStringLiteral("in no meld"));
        click(QStringLiteral("clearselection"));
        QVERIFY(games()->selection().isEmpty());
        for (const Meld &m : d.pinochle().melds) {
            for (Card c : m.cards)
                clickCard(m.seat, c);
            click(QStringLiteral("meld"));
            pushed(QStringLiteral("Meld for ") + record()->seats().name(m.seat));
        }
        QCOMPARE(record()->pinochle().melds, d.pinochle().melds);
        QCOMPARE(record()->exchangeSteps(), d.exchangeSteps());
        QVERIFY(!games()->isSelecting());

        // the play: not the leader's turn, then a card that does not follow
        const Trick &first = d.play().tricks.first();
        clickCard(first.cards.at(1).seat, first.cards.at(1).card);
        refused(QStringLiteral("turn"));
        for (const Trick &t : d.play().tricks)
            for (const PlayedCard &pc : t.cards) {
                clickCard(pc.seat, pc.card);
                pushed(QStringLiteral("Play ") + EntryController::cardText(pc.card));
            }
        QCOMPARE(record()->play().tricks, d.play().tricks);
        QCOMPARE(record()->pinochle().tricks, d.pinochle().tricks);
        QCOMPARE(pinochle::nextToPlay(*record()), NoSeat);
        const RecordPtr entered = m_doc->currentRecord();

        // undo all the way back, then redo
        const int steps = int(m_texts.size());
        for (int i = steps - 1; i >= 0; --i) {
            QCOMPARE(stack()->undoText(), m_texts.at(i));
            stack()->undo();
        }
        QCOMPARE(stack()->index(), m_base);
        QVERIFY(m_doc->currentRecord() == start);
        for (int i = 0; i < steps; ++i)
            stack()->redo();
        QVERIFY(m_doc->currentRecord() == entered);

        // saved through PN: read back with no errors, as entered
        ReadResult back;
        QByteArray written;
        writtenAndReadBack(QStringLiteral("pn"), &back, &written);
        if (QTest::currentTestFailed())
            return;
        CardRecord again = *pntest::record(back);
        const auto &mine = static_cast<const CardRecord &>(*entered);
        again.pinochle().status = mine.pinochle().status; // what the reader says of it
        again.pinochle().missing = mine.pinochle().missing;
        QCOMPARE(again.auction().calls, d.auction().calls);
        QCOMPARE(again.pinochle().melds, d.pinochle().melds);
        QCOMPARE(again.play().tricks, d.play().tricks);
        const QStringList differ = kib::test::differences(again, static_cast<const CardRecord &>(*entered));
        QVERIFY2(differ.isEmpty(), qPrintable(differ.join(u' ') + u'\n' + QString::fromUtf8(written)));
    }
};

QTEST_MAIN(TestPinochleEntry)
#include "tst_pinochleentry.moc"
