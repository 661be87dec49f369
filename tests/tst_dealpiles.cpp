// The deal editor's pile lines (issue 7/8): preferans' talon and three-hand
// pinochle's kitty are lines after the seats' in Edit Deal, their cards
// count in the cards left, "Give the Rest" fills a pile when it is the only
// place short, and OK writes the piles with the hands as one "Edit Deal"
// command that PPN and PN save and read back.

#include "support/widgetinput.h"

#include "document.h"
#include "edit/dealeditor.h"

#include "model/cardrecord.h"
#include "model/dealentry.h"
#include "model/newgamerecord.h"
#include "parsers/registry.h"

#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QTest>
#include <QUndoStack>

using namespace kib;

class TestDealPiles : public QObject
{
    Q_OBJECT

private:
    Document *m_doc = nullptr;
    RecordPtr m_original;

    void open(std::shared_ptr<CardRecord> record)
    {
        delete m_doc;
        m_doc = new Document;
        Collection c;
        c.append(record);
        m_doc->setCollection(c);
        m_original = m_doc->currentRecord();
    }
    static void type(QLineEdit *edit, const QString &text) { kib::edittest::typeOver(edit, text); }
    static void click(QWidget *w) { kib::edittest::clickEnabled(w); }
    const CardRecord &current() const { return static_cast<const CardRecord &>(*m_doc->currentRecord()); }

    static Cards sorted(Cards c)
    {
        sortCards(c);
        return c;
    }
    static ReadResult saveAndRead(const QString &id, const Collection &records)
    {
        const NotationPlugin *plugin = Registry::builtin().byId(id);
        if (!plugin)
            qFatal("no plug-in %s", qPrintable(id));
        const WriteResult written = plugin->write(records);
        ReadResult back = plugin->read(written.data);
        for (const Diagnostic &x : back.diagnostics)
            if (x.isError())
                qWarning("%s", qPrintable(x.message + u'\n' + QString::fromUtf8(written.data)));
        return back;
    }

private Q_SLOTS:
    void cleanupTestCase() { delete m_doc; }

    void preferansTalon()
    {
        const Cards deck = Deck(DeckKind::Preferans32).cards(); // dealt in order: the talon is the last two
        open(newPreferansRecord(nullptr, deck));
        const Pile *talon = std::as_const(current().deal()).pile(QStringLiteral("talon"));
        QVERIFY(talon);
        QCOMPARE(talon->cards.size(), 2);
        const Card t0 = talon->cards.at(0), t1 = talon->cards.at(1);
        const Card h0 = current().deal().hands.at(0).cards.first();

        DealEditor editor(m_doc);
        const int row = editor.pileRow(QStringLiteral("talon"));
        QCOMPARE(row, 3);
        QCOMPARE(editor.seatButton(row)->text(), QStringLiteral("Talon"));
        QCOMPARE(editor.statusLabel(row)->text(), QStringLiteral("2 cards"));
        QCOMPARE(editor.handEdit(row)->text(), cardsToDotted(sorted(talon->cards)));
        QCOMPARE(editor.leftoverLabel()->text(), QStringLiteral("0 cards not dealt"));

        // a talon card back to the deck: it is left over, the talon is the one place short
        click(editor.handButton(row, t0));
        QCOMPARE(editor.leftoverLabel()->text(), QStringLiteral("1 card not dealt"));
        QCOMPARE(editor.statusLabel(row)->text(), QStringLiteral("partial: 1 of 2"));
        QVERIFY(editor.giveRestButton()->isEnabled());
        QCOMPARE(editor.giveRestButton()->text(), QStringLiteral("&Give the Rest to Talon"));
        // a hand card back too: two places short, nowhere to give the rest
        click(editor.handButton(0, h0));
        QVERIFY(!editor.giveRestButton()->isEnabled());
        // the talon card to the first hand: the talon alone is short again, and gets the hand's card
        click(editor.seatButton(0));
        click(editor.deckButton(t0));
        QCOMPARE(editor.giveRestButton()->text(), QStringLiteral("&Give the Rest to Talon"));
        click(editor.giveRestButton());
        QCOMPARE(editor.pileCards(QStringLiteral("talon")), sorted({h0, t1}));
        QCOMPARE(editor.statusLabel(row)->text(), QStringLiteral("2 cards"));
        // typing the talon: a third card is refused as too many
        type(editor.handEdit(row), cardsToDotted(sorted({h0, t1, t0})));
        QVERIFY(!editor.okButton()->isEnabled());
        type(editor.handEdit(row), cardsToDotted(sorted({h0, t1})));
        QVERIFY(editor.okButton()->isEnabled());
        editor.accept();

        QCOMPARE(m_doc->undoStack()->count(), 1);
        QCOMPARE(m_doc->undoStack()->undoText(), QStringLiteral("Edit Deal"));
        QCOMPARE(sorted(std::as_const(current().deal()).pile(QStringLiteral("talon"))->cards), sorted({h0, t1}));
        QVERIFY(current().deal().hands.at(0).cards.contains(t0));
        QVERIFY(!current().deal().hands.at(0).cards.contains(h0));

        // PPN's card string keeps the new talon
        const ReadResult back = saveAndRead(QStringLiteral("ppn"), m_doc->collection());
        QCOMPARE(back.collection.size(), 1);
        const auto *again = dynamic_cast<const CardRecord *>(back.collection.records().first().get());
        QVERIFY(again);
        QCOMPARE(sorted(std::as_const(again->deal()).pile(QStringLiteral("talon"))->cards), sorted({h0, t1}));
        QCOMPARE(sorted(again->deal().hands.at(0).cards), sorted(current().deal().hands.at(0).cards));

        m_doc->undoStack()->undo();
        QVERIFY(m_doc->currentRecord() == m_original);
    }

    void pinochleKitty()
    {
        open(newPinochleRecord(3, false, nullptr));
        QCOMPARE(DealEntry::pileNames(current()), QStringList{QStringLiteral("kitty")});
        QCOMPARE(DealEntry::handSize(current()), 15);
        const Cards deck = current().deck().cards();
        QCOMPARE(deck.size(), 48);

        DealEditor editor(m_doc);
        const int row = editor.pileRow(QStringLiteral("kitty"));
        QCOMPARE(row, 3);
        QCOMPARE(editor.statusLabel(row)->text(), QStringLiteral("unknown"));
        QCOMPARE(editor.leftoverLabel()->text(), QStringLiteral("48 cards not dealt"));
        for (int s = 0; s < 3; ++s) {
            type(editor.handEdit(s), cardsToDotted(sorted(deck.mid(15 * s, 15))));
            QCOMPARE(editor.statusLabel(s)->text(), QStringLiteral("15 cards"));
        }
        // a sixteenth card is too many when there is a kitty
        type(editor.handEdit(0), cardsToDotted(sorted(deck.mid(0, 16))));
        QVERIFY(!editor.okButton()->isEnabled());
        type(editor.handEdit(0), cardsToDotted(sorted(deck.mid(0, 15))));
        QCOMPARE(editor.leftoverLabel()->text(), QStringLiteral("3 cards not dealt"));
        QCOMPARE(editor.giveRestButton()->text(), QStringLiteral("&Give the Rest to Kitty"));
        click(editor.giveRestButton());
        QCOMPARE(editor.pileCards(QStringLiteral("kitty")), sorted(deck.mid(45)));
        QCOMPARE(editor.leftoverLabel()->text(), QStringLiteral("0 cards not dealt"));
        click(editor.okButton());

        QCOMPARE(m_doc->undoStack()->count(), 1);
        QCOMPARE(sorted(std::as_const(current().deal()).pile(QStringLiteral("kitty"))->cards), sorted(deck.mid(45)));
        QCOMPARE(current().deal().hands.at(2).cards.size(), 15);

        // PN writes the Kitty line with the hands
        const ReadResult back = saveAndRead(QStringLiteral("pn"), m_doc->collection());
        QCOMPARE(back.collection.size(), 1);
        const auto *again = dynamic_cast<const CardRecord *>(back.collection.records().first().get());
        QVERIFY(again);
        const Pile *kitty = std::as_const(again->deal()).pile(QStringLiteral("kitty"));
        QVERIFY(kitty);
        QCOMPARE(sorted(kitty->cards), sorted(deck.mid(45)));
        for (int s = 0; s < 3; ++s)
            QCOMPARE(sorted(again->deal().hands.at(s).cards), sorted(deck.mid(15 * s, 15)));

        // the kitty emptied in the editor leaves the record
        DealEditor second(m_doc);
        second.show();
        QVERIFY(QTest::qWaitForWindowExposed(&second));
        click(second.unknownBox(row));
        QCOMPARE(second.handEdit(row)->text(), QStringLiteral("-"));
        QCOMPARE(second.leftoverLabel()->text(), QStringLiteral("3 cards not dealt"));
        second.accept();
        QCOMPARE(m_doc->undoStack()->count(), 2);
        QVERIFY(!std::as_const(current().deal()).pile(QStringLiteral("kitty")));
        m_doc->undoStack()->undo();
        m_doc->undoStack()->undo();
        QVERIFY(m_doc->currentRecord() == m_original);
    }
};

QTEST_MAIN(TestDealPiles)
#include "tst_dealpiles.moc"
