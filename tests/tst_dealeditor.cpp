// The deal editor driven by keys and clicks: hands typed with live
// errors, cards clicked from the deck onto a seat and back, give the rest,
// rotate, unknown and partial hands, a play the new deal contradicts; each
// OK one "Edit Deal" command, undone back to the record read.

#include "support/editrecords.h"
#include "support/widgetinput.h"
#include "support/testrecords.h"

#include "document.h"
#include "edit/dealeditor.h"

#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QTest>
#include <QUndoStack>

using namespace kib;
using kib::test::card;
using kib::test::dotted;

namespace {

const QStringList kHands = {QStringLiteral("AK52.K73.AQ4.962"), QStringLiteral("QJ9.AJ84.KT95.Q3"),
                            QStringLiteral("T876.Q65.J3.AKJ8"), QStringLiteral("43.T92.8762.T754")};

} // namespace

class TestDealEditor : public QObject
{
    Q_OBJECT

private:
    Document *m_doc = nullptr;
    RecordPtr m_original;

    void open(std::shared_ptr<CardRecord> record)
    {
        m_doc = new Document;
        Collection c;
        c.append(record);
        m_doc->setCollection(c);
        m_original = m_doc->currentRecord();
    }

    static void type(QLineEdit *edit, const QString &text) { edittest::typeOver(edit, text); }
    static void click(QWidget *w) { edittest::clickEnabled(w); }
    const CardRecord &current() const { return static_cast<const CardRecord &>(*m_doc->currentRecord()); }

    void undoAll()
    {
        while (m_doc->undoStack()->canUndo())
            m_doc->undoStack()->undo();
        QCOMPARE(m_doc->currentRecord(), m_original);
    }

private Q_SLOTS:
    void cleanup()
    {
        delete m_doc;
        m_doc = nullptr;
    }

    void typeHandsWithLiveErrors()
    {
        open(edittest::board7WithoutDeal());
        DealEditor dialog(m_doc);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        for (int s = 0; s < 4; ++s) {
            QCOMPARE(dialog.statusLabel(s)->text(), QStringLiteral("unknown"));
            QVERIFY(dialog.unknownBox(s)->isChecked());
        }
        QCOMPARE(dialog.leftoverLabel()->text(), QStringLiteral("52 cards not dealt"));

        type(dialog.handEdit(North), kHands.at(North));
        QCOMPARE(dialog.statusLabel(North)->text(), QStringLiteral("13 cards"));
        QVERIFY(!dialog.unknownBox(North)->isChecked());
        QCOMPARE(dialog.leftoverLabel()->text(), QStringLiteral("39 cards not dealt"));
        QVERIFY(!dialog.deckButton(card("SA")));
        QVERIFY(dialog.handButton(North, card("SA")));

        // a bad character: shown at once, OK refused
        type(dialog.handEdit(East), QStringLiteral("QJ9.AJ84.KT95.Q3Z"));
        QVERIFY(dialog.statusLabel(East)->text().contains(QStringLiteral("'Z'")));
        QVERIFY(!dialog.okButton()->isEnabled());
        QTest::keyClick(dialog.handEdit(East), Qt::Key_Backspace);
        QCOMPARE(dialog.statusLabel(East)->text(), QStringLiteral("13 cards"));
        QVERIFY(dialog.okButton()->isEnabled());
        // over the hand's size
        QTest::keyClicks(dialog.handEdit(East), QStringLiteral("2"));
        QVERIFY(dialog.statusLabel(East)->text().contains(QStringLiteral("14 cards")));
        QTest::keyClick(dialog.handEdit(East), Qt::Key_Backspace);
        // a card North holds already
        type(dialog.handEdit(South), QStringLiteral("AT876.Q65.J3.AKJ"));
        QCOMPARE(dialog.statusLabel(South)->text(), QStringLiteral("SA also in another hand"));
        QCOMPARE(dialog.statusLabel(North)->text(), QStringLiteral("SA also in another hand"));
        QVERIFY(!dialog.okButton()->isEnabled());
        QVERIFY(!dialog.giveRestButton()->isEnabled());
        dialog.accept(); // refused while a card is given twice
        QCOMPARE(m_doc->undoStack()->count(), 0);
        type(dialog.handEdit(South), kHands.at(South));
        QCOMPARE(dialog.statusLabel(North)->text(), QStringLiteral("13 cards"));

        // West is the one hand left: give it the rest
        QVERIFY(dialog.giveRestButton()->isEnabled());
        QCOMPARE(dialog.giveRestButton()->text(), QStringLiteral("&Give the Rest to West"));
        click(dialog.giveRestButton());
        QCOMPARE(dialog.handEdit(West)->text(), kHands.at(West));
        QCOMPARE(dialog.leftoverLabel()->text(), QStringLiteral("0 cards not dealt"));
        QVERIFY(!dialog.giveRestButton()->isEnabled());

        click(dialog.okButton());
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(m_doc->undoStack()->count(), 1);
        QCOMPARE(m_doc->undoStack()->text(0), QStringLiteral("Edit Deal"));
        for (Seat s = 0; s < 4; ++s) {
            QVERIFY(current().deal().hands.at(s).known);
            QCOMPARE(cardsToDotted(current().deal().hands.at(s).cards), kHands.at(s));
        }
        QString why;
        QVERIFY2(edittest::roundTrips(current(), &why), qPrintable(why));
        undoAll();
        QVERIFY(!m_doc->isModified());
        m_doc->undoStack()->redo();
        QCOMPARE(cardsToDotted(current().deal().hands.at(West).cards), kHands.at(West));
    }

    void clickCardsFromTheDeck()
    {
        // an end position: no result of 11 tricks in a deal of two
        auto record = edittest::board7WithoutDeal();
        record->removeTag(QStringLiteral("Result"));
        record->setResult(std::nullopt);
        open(record);
        DealEditor dialog(m_doc);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        click(dialog.seatButton(South));
        QVERIFY(dialog.seatButton(South)->isChecked());
        click(dialog.deckButton(card("SA")));
        click(dialog.deckButton(card("SK")));
        click(dialog.deckButton(card("HA")));
        QCOMPARE(dialog.handEdit(South)->text(), QStringLiteral("AK.A.."));
        QCOMPARE(dialog.statusLabel(South)->text(), QStringLiteral("partial: 3 of 13"));
        QVERIFY(!dialog.deckButton(card("SK")));
        QCOMPARE(dialog.leftoverLabel()->text(), QStringLiteral("49 cards not dealt"));
        // a card of the hand goes back to the deck
        click(dialog.handButton(South, card("SK")));
        QCOMPARE(dialog.handEdit(South)->text(), QStringLiteral("A.A.."));
        QVERIFY(dialog.deckButton(card("SK")));
        QVERIFY(!dialog.handButton(South, card("SK")));
        // another seat
        click(dialog.seatButton(East));
        click(dialog.deckButton(card("C2")));
        QCOMPARE(dialog.handEdit(East)->text(), QStringLiteral("...2"));
        QCOMPARE(dialog.statusLabel(East)->text(), QStringLiteral("partial: 1 of 13"));
        QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("dealMessage"))->text().contains(QStringLiteral("PBN")));
        click(dialog.deckButton(card("D2")));
        QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("dealMessage"))->text().isEmpty());
        // two hands short: nobody gets the rest
        QVERIFY(!dialog.giveRestButton()->isEnabled());

        click(dialog.okButton());
        QCOMPARE(m_doc->undoStack()->count(), 1);
        QCOMPARE(m_doc->undoStack()->text(0), QStringLiteral("Edit Deal"));
        const Deal &deal = current().deal();
        QVERIFY(!deal.hands.at(North).known);
        QVERIFY(!deal.hands.at(West).known);
        QVERIFY(deal.hands.at(South).known);
        QCOMPARE(deal.hands.at(South).cards, (Cards{card("SA"), card("HA")}));
        QCOMPARE(deal.hands.at(East).cards, (Cards{card("D2"), card("C2")}));
        QString why;
        QVERIFY2(edittest::roundTrips(current(), &why), qPrintable(why));
        undoAll();
    }

    void unknownHandAndRotate()
    {
        auto record = edittest::board7(false);
        record->deal().hands[West].hidden = true; // stays with the seat
        open(record);
        DealEditor dialog(m_doc);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        click(dialog.unknownBox(East));
        QCOMPARE(dialog.handEdit(East)->text(), QStringLiteral("-"));
        QCOMPARE(dialog.statusLabel(East)->text(), QStringLiteral("unknown"));
        QCOMPARE(dialog.leftoverLabel()->text(), QStringLiteral("13 cards not dealt"));
        QCOMPARE(dialog.giveRestButton()->text(), QStringLiteral("&Give the Rest to East"));
        click(dialog.rotateButton());
        // North's hand is East's now, East's unknown hand South's ...
        QCOMPARE(dialog.handEdit(East)->text(), kHands.at(North));
        QCOMPARE(dialog.handEdit(South)->text(), QStringLiteral("-"));
        QCOMPARE(dialog.handEdit(West)->text(), kHands.at(South));
        QCOMPARE(dialog.handEdit(North)->text(), kHands.at(West));
        QVERIFY(dialog.unknownBox(South)->isChecked());
        QVERIFY(!dialog.unknownBox(East)->isChecked());
        // typing into an unknown hand makes it known again
        type(dialog.handEdit(South), QStringLiteral("QJ9..."));
        QVERIFY(!dialog.unknownBox(South)->isChecked());
        QCOMPARE(dialog.statusLabel(South)->text(), QStringLiteral("partial: 3 of 13"));
        // the rest fills the partial hand
        QCOMPARE(dialog.giveRestButton()->text(), QStringLiteral("&Give the Rest to South"));
        click(dialog.giveRestButton());
        QCOMPARE(dialog.handEdit(South)->text(), kHands.at(East));

        click(dialog.okButton());
        QCOMPARE(m_doc->undoStack()->count(), 1);
        const Deal &deal = current().deal();
        QCOMPARE(cardsToDotted(deal.hands.at(East).cards), kHands.at(North));
        QCOMPARE(cardsToDotted(deal.hands.at(South).cards), kHands.at(East));
        QVERIFY(deal.hands.at(West).hidden);
        QVERIFY(!deal.hands.at(North).hidden);
        QString why;
        QVERIFY2(edittest::roundTrips(current(), &why), qPrintable(why));
        undoAll();
    }

    void cancelChangesNothing()
    {
        open(edittest::board7(false));
        DealEditor dialog(m_doc);
        dialog.show();
        click(dialog.rotateButton());
        QTest::keyClick(&dialog, Qt::Key_Escape);
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QCOMPARE(m_doc->undoStack()->count(), 0);
        QCOMPARE(m_doc->currentRecord(), m_original);
    }

    void playThatNoLongerFitsAsksFirst()
    {
        open(edittest::board7(true));
        m_doc->cursor()->setStep(12);
        DealEditor dialog(m_doc);
        QStringList asked;
        bool answer = false;
        dialog.setConfirmation([&](const QString &question) {
            asked << question;
            return answer;
        });
        dialog.show();
        // South's CA (played at trick 1) and West's C4 change places
        type(dialog.handEdit(South), QStringLiteral("T876.Q65.J3.KJ84"));
        type(dialog.handEdit(West), QStringLiteral("43.T92.8762.AT75"));
        QVERIFY(dialog.okButton()->isEnabled());
        click(dialog.okButton());
        QCOMPARE(asked.size(), 1);
        QVERIFY(asked.first().contains(QStringLiteral("South played CA")));
        QVERIFY(asked.first().contains(QStringLiteral("West played C4")));
        QCOMPARE(m_doc->undoStack()->count(), 0);
        QVERIFY(dialog.isVisible());
        answer = true;
        click(dialog.okButton());
        QCOMPARE(asked.size(), 2);
        QCOMPARE(m_doc->undoStack()->count(), 1);
        QCOMPARE(cardsToDotted(current().deal().hands.at(West).cards), QStringLiteral("43.T92.8762.AT75"));
        QCOMPARE(current().play(), static_cast<const CardRecord &>(*m_original).play());
        QCOMPARE(m_doc->currentStep(), 12);
        undoAll();
        QCOMPARE(m_doc->currentStep(), 12);
    }
};

QTEST_MAIN(TestDealEditor)
#include "tst_dealeditor.moc"
