// Pinochle passes to a chosen seat and the selection on the table (issue
// 7): deal 1 of pinochle_4hand_double_deck_passing.pn up to its contract
// (made with the model's functions), then Seat3's four cards clicked on the
// table (outlined in its hand while selected) and passed to Seat2 with the
// panel's receiver box ("Pass 4 Cards to Seat2", PN's "Pass3 ... Seat2"),
// and Seat1's passed across by default ("Pass 4 Cards", no seat written).

#include "support/gameentrytest.h"
#include "support/pntext.h"

#include "model/newgamerecord.h"
#include "model/pinochleedit.h"
#include "parsers/registry.h"

#include <QComboBox>
#include <QImage>

using namespace kib;

class TestPinochlePass : public kib::test::GameEntryTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { initSettings(); }
    void cleanupTestCase() { delete m_window; }

    void passToAChosenSeat()
    {
        const ReadResult read = pntest::readPn(pntest::sample(QStringLiteral("pinochle_4hand_double_deck_passing.pn")));
        const CardRecord &d = *pntest::record(read);
        QCOMPARE(d.pinochle().passes.size(), 2);
        QCOMPARE(d.pinochle().passes.first().from, Seat(2));
        QCOMPARE(d.pinochle().passes.first().to, NoSeat); // across: Seat1

        // the deal up to its contract: Seat1 50, three passes, diamonds
        std::shared_ptr<CardRecord> r = newPinochleRecord(4, true, nullptr);
        r->setDealer(d.dealer());
        for (Seat s = 0; s < 4; ++s) {
            r->deal().hands[s] = d.deal().hands.at(s);
            if (r->pinochle().hands.size() == 4)
                r->pinochle().hands[s] = PnMark::Given;
        }
        for (int points : {50, 0, 0, 0})
            QCOMPARE(pinochle::appendBid(*r, points), QString());
        QCOMPARE(pinochle::setContract(*r, Suit::Diamonds), QString());
        Collection c;
        c.append(r);
        openWindow(c);
        if (QTest::currentTestFailed())
            return;
        m_doc->cursor()->setStep(record()->stepCount());
        m_base = stack()->count();
        const RecordPtr start = m_doc->currentRecord();
        QVERIFY(games()->isSelecting());
        QComboBox *to = panel()->passToCombo();
        QVERIFY(to->isVisible());
        QCOMPARE(to->count(), 5); // across, then each seat
        QCOMPARE(to->currentData().toInt(), -1);

        // Seat3's four cards selected on the table: outlined there
        const Cards cards = d.pinochle().passes.first().cards;
        HandView *hand = m_window->table()->handView(2);
        const QImage before = hand->grab().toImage();
        for (Card card : cards)
            clickCard(2, card);
        QCOMPARE(games()->selection(), cards);
        QCOMPARE(hand->selected(), cards);
        QCOMPARE(m_window->table()->handView(0)->selected(), Cards());
        const QList<QRect> rects = hand->selectedRects();
        QCOMPARE(rects.size(), cards.size()); // every copy selected is outlined
        const QImage after = hand->grab().toImage();
        for (const QRect &rc : rects) {
            const QPoint edge(rc.left() + 1, rc.center().y());
            QCOMPARE(after.pixelColor(edge).rgb(), HandView::selectionColor().rgb());
            QVERIFY(before.pixelColor(edge) != after.pixelColor(edge));
        }
        // a click on a card selected as often as the hand holds it (twice) takes it back
        QCOMPARE(std::count(cards.cbegin(), cards.cend(), cards.first()), 2);
        clickCard(2, cards.first());
        QCOMPARE(hand->selected().size(), cards.size() - 2);
        QCOMPARE(hand->selectedRects().size(), cards.size() - 2);
        clickCard(2, cards.first());
        clickCard(2, cards.first());
        QCOMPARE(hand->selected().size(), cards.size());
        QVERIFY(std::is_permutation(hand->selected().cbegin(), hand->selected().cend(), cards.cbegin()));

        // to Seat2 rather than across, chosen with the keys
        to->setFocus();
        QTest::keyClick(to, Qt::Key_Down);
        QTest::keyClick(to, Qt::Key_Down);
        QCOMPARE(to->currentData().toInt(), 1);
        click(QStringLiteral("passcards"));
        pushed(QStringLiteral("Pass 4 Cards to ") + record()->seats().name(1));
        QCOMPARE(record()->pinochle().passes.size(), 1);
        QCOMPARE(record()->pinochle().passes.first().from, Seat(2));
        QCOMPARE(record()->pinochle().passes.first().to, Seat(1));
        const Cards passed = record()->pinochle().passes.first().cards;
        QVERIFY(std::is_permutation(passed.cbegin(), passed.cend(), cards.cbegin(), cards.cend()));
        QCOMPARE(hand->selected(), Cards()); // the selection went with the cards

        // Seat1's cards across, the default
        to->setCurrentIndex(0);
        const Cards back = d.pinochle().passes.at(1).cards;
        for (Card card : back)
            clickCard(0, card);
        click(QStringLiteral("passcards"));
        pushed(QStringLiteral("Pass 4 Cards"));
        QCOMPARE(record()->pinochle().passes.at(1).to, NoSeat);

        // PN writes the receiver only where it is not across, and reads it back
        const NotationPlugin *plugin = Registry::builtin().byId(QStringLiteral("pn"));
        QVERIFY(plugin);
        const WriteResult written = plugin->write(m_doc->collection());
        const QString text = QString::fromUtf8(written.data);
        QVERIFY2(text.contains(QStringLiteral("Pass3 ")) && text.contains(QStringLiteral(" Seat2\n")), qPrintable(text));
        const ReadResult again = plugin->read(written.data);
        for (const Diagnostic &x : again.diagnostics)
            QVERIFY2(!x.isError(), qPrintable(x.message + u'\n' + text));
        QCOMPARE(pntest::record(again)->pinochle().passes, record()->pinochle().passes);

        // undo both: the record before the passes
        stack()->undo();
        stack()->undo();
        QVERIFY(m_doc->currentRecord() == start);
    }
};

QTEST_MAIN(TestPinochlePass)
#include "tst_pinochlepass.moc"
