// The refa of a preferans deal (issue 8): preferans::setRefa on the model,
// and the game panel's Refa button on deal 2 of the sample
// preferans_refa_game_betl.ppn (hearts of player 2 under a refa, value 16):
// one command "No Refa" / "Refa" each, the value and the summary follow,
// undo gives back the very record read, and PPN writes the refa field.

#include "support/gameentrytest.h"
#include "support/ppntext.h"

#include "model/preferansedit.h"
#include "model/preferansrefa.h"
#include "parsers/registry.h"

using namespace kib;
using namespace ppntest;

class TestPreferansRefa : public kib::test::GameEntryTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { initSettings(); }
    void cleanupTestCase() { delete m_window; }

    void modelSetRefa()
    {
        const ReadResult read = readPpn(inFile(kDeal));
        CardRecord r = *card(read);
        QVERIFY(r.preferans().refa);
        QCOMPARE(r.preferans().value, std::optional<int>(16));
        // already under a refa: refused, unchanged
        QVERIFY(!preferans::setRefa(r, true).isEmpty());
        QVERIFY(r.preferans().refa);
        QCOMPARE(preferans::setRefa(r, false), QString());
        QVERIFY(!r.preferans().refa);
        QCOMPARE(r.preferans().value, std::optional<int>(8)); // hearts, no kontra
        QVERIFY(!preferans::setRefa(r, false).isEmpty());
        QCOMPARE(preferans::setRefa(r, true), QString());
        QCOMPARE(r.preferans().value, std::optional<int>(16));
    }

    void panelTogglesRefa()
    {
        const ReadResult read = readPpn(ppntest::readFile(sample(QStringLiteral("preferans_refa_game_betl.ppn"))));
        QCOMPARE(read.collection.size(), 4);
        const CardRecord &d = *card(read, 1);
        QVERIFY(d.preferans().refa);
        QCOMPARE(d.preferans().value, std::optional<int>(16));
        QCOMPARE(d.preferans().summary.at(1).middle, std::optional<int>(-16));

        openWindow(read.collection);
        if (QTest::currentTestFailed())
            return;
        m_doc->setCurrentIndex(1);
        m_doc->cursor()->setStep(record()->stepCount());
        m_base = stack()->count();
        const RecordPtr original = m_doc->currentRecord();
        QVERIFY(panel()->button(QStringLiteral("refa"))->isChecked());

        click(QStringLiteral("refa"));
        QVERIFY2(games()->lastMessage().isEmpty(), qPrintable(games()->lastMessage()));
        QCOMPARE(stack()->count(), m_base + 1);
        QCOMPARE(stack()->undoText(), QStringLiteral("No Refa"));
        QVERIFY(!record()->preferans().refa);
        QCOMPARE(record()->preferans().value, std::optional<int>(8));
        // the scored deal is scored again at the new value
        QCOMPARE(record()->preferans().summary.at(1).middle, std::optional<int>(-8));
        for (Seat f : {Seat(0), Seat(2)}) { // two tricks each: soups of 2 x 8 against the main player
            const PreferansScore &p = record()->preferans().summary.at(f);
            QCOMPARE(p.left.value_or(0) + p.right.value_or(0), 16);
        }
        QVERIFY(!panel()->button(QStringLiteral("refa"))->isChecked());
        const RecordPtr changed = m_doc->currentRecord();

        // saved through PPN: the refa field reads back as 0, the value 8
        const auto *plugin = Registry::builtin().byId(QStringLiteral("ppn"));
        QVERIFY(plugin);
        const WriteResult written = plugin->write(m_doc->collection());
        const ReadResult back = plugin->read(written.data);
        for (const Diagnostic &x : back.diagnostics)
            QVERIFY2(!x.isError() && x.code != QStringLiteral("ppn.value"), qPrintable(x.message));
        QCOMPARE(back.collection.size(), 4);
        QVERIFY(!card(back, 1)->preferans().refa);
        QCOMPARE(card(back, 1)->preferans().value, std::optional<int>(8));
        QCOMPARE(card(back, 1)->preferans().summary, record()->preferans().summary);
        QVERIFY(card(back, 2)->preferans().refa == card(read, 2)->preferans().refa);

        // undo: the very record read; redo: the changed one
        stack()->undo();
        QVERIFY(m_doc->currentRecord() == original);
        QVERIFY(panel()->button(QStringLiteral("refa"))->isChecked());
        stack()->redo();
        QVERIFY(m_doc->currentRecord() == changed);

        // and back under the refa: one more command
        click(QStringLiteral("refa"));
        QCOMPARE(stack()->count(), m_base + 2);
        QCOMPARE(stack()->undoText(), QStringLiteral("Refa"));
        QVERIFY(record()->preferans().refa);
        QCOMPARE(record()->preferans().value, std::optional<int>(16));
        QCOMPARE(record()->preferans().summary, d.preferans().summary);
    }
};

QTEST_MAIN(TestPreferansRefa)
#include "tst_preferansrefa.moc"
