// The editor's record commands (issue 6): new, duplicate, delete and move
// records through the window's shortcuts, the undo stack after each, and
// undo all the way back to the records read from the file.

#include "support/guirecords.h"

#include "document.h"
#include "edit/editcontroller.h"
#include "mainwindow.h"
#include "recordlistmodel.h"
#include "recordlistpanel.h"
#include "viewsettings.h"

#include "model/newrecord.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

using namespace kib;
using namespace kib::guitest;

namespace {

// Boards of the document in order, as "1 2 3".
QString boards(const Document *d)
{
    QStringList out;
    for (int i = 0; i < d->recordCount(); ++i)
        out << d->record(i)->tag(QStringLiteral("Board"));
    return out.join(QLatin1Char(' '));
}

QStringList undoTexts(const QUndoStack *stack)
{
    QStringList out;
    for (int i = 0; i < stack->count(); ++i)
        out << stack->text(i);
    return out;
}

} // namespace

class TestEditRecords : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        ViewSettings::instance().setPersistent(false);
    }

    void boardRotation_data()
    {
        QTest::addColumn<int>("board");
        QTest::addColumn<int>("dealer");
        QTest::addColumn<int>("vulnerability");
        using V = Vulnerability;
        // the laws' table for boards 1-16, then the cycle again
        QTest::newRow("1") << 1 << int(North) << int(V::None);
        QTest::newRow("2") << 2 << int(East) << int(V::NS);
        QTest::newRow("3") << 3 << int(South) << int(V::EW);
        QTest::newRow("4") << 4 << int(West) << int(V::All);
        QTest::newRow("5") << 5 << int(North) << int(V::NS);
        QTest::newRow("8") << 8 << int(West) << int(V::None);
        QTest::newRow("9") << 9 << int(North) << int(V::EW);
        QTest::newRow("11") << 11 << int(South) << int(V::None);
        QTest::newRow("13") << 13 << int(North) << int(V::All);
        QTest::newRow("16") << 16 << int(West) << int(V::EW);
        QTest::newRow("17") << 17 << int(North) << int(V::None);
        QTest::newRow("30") << 30 << int(East) << int(V::None);
    }

    void boardRotation()
    {
        QFETCH(int, board);
        QFETCH(int, dealer);
        QFETCH(int, vulnerability);
        QCOMPARE(int(boardDealer(board)), dealer);
        QCOMPARE(int(boardVulnerability(board)), vulnerability);
        // a new record after board - 1 takes that board's number and rotation
        auto before = board7();
        before->setTag(QStringLiteral("Board"), QString::number(board - 1));
        const auto r = newBridgeRecord(board > 1 ? before.get() : nullptr);
        QCOMPARE(r->tag(QStringLiteral("Board")), QString::number(board > 1 ? board : 1));
        if (board > 1) {
            QCOMPARE(int(r->dealer()), dealer);
            QCOMPARE(int(r->vulnerability()), vulnerability);
            QCOMPARE(r->tag(QStringLiteral("Event")), QStringLiteral("Kibitzer Club Pairs"));
            QCOMPARE(r->tag(QStringLiteral("Date")), QStringLiteral("2024.05.17"));
        }
        QCOMPARE(r->auction().first, NoSeat); // set by the first call: PBN keeps no first seat without calls
        for (const Hand &h : r->deal().hands)
            QVERIFY(!h.known);
        QCOMPARE(r->stepCount(), 0);
    }

    void shortcutsAndUndo()
    {
        MainWindow w(nullptr, false);
        Document *d = w.openFile(QFINDTESTDATA("../resources/samples/bridge_club_pairs.pbn"), true);
        QVERIFY(d);
        QCOMPARE(d->recordCount(), 2);
        QAbstractItemModelTester tester(w.recordList()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QList<RecordPtr> originals = d->collection().records();
        QUndoStack *stack = d->undoStack();
        QVERIFY(!d->isModified());
        QVERIFY(d->isUntouched(0) && d->isUntouched(1));
        QCOMPARE(boards(d), QStringLiteral("7 8"));
        const QString board8 = QStringLiteral("8");

        // new deal after board 7 (the current record): board 8 again
        d->setCurrentIndex(0);
        QTest::keyClick(&w, Qt::Key_B, Qt::ControlModifier);
        QCOMPARE(d->recordCount(), 3);
        QCOMPARE(d->currentIndex(), 1);
        QCOMPARE(d->record(1)->tag(QStringLiteral("Board")), board8);
        QCOMPARE(int(std::dynamic_pointer_cast<CardRecord>(d->record(1))->dealer()), int(West));
        QVERIFY(!d->isUntouched(1));
        QVERIFY(d->isUntouched(0) && d->isUntouched(2));
        QVERIFY(d->isModified());
        QVERIFY(w.isWindowModified());
        QCOMPARE(undoTexts(stack), QStringList{QStringLiteral("New Bridge Record")});

        // duplicate the new one, then move it to the top, then delete board 7
        QTest::keyClick(&w, Qt::Key_D, Qt::ControlModifier);
        QCOMPARE(d->recordCount(), 4);
        QCOMPARE(d->currentIndex(), 2);
        QVERIFY(d->record(2) != d->record(1));
        QCOMPARE(*std::dynamic_pointer_cast<CardRecord>(d->record(2)),
                 *std::dynamic_pointer_cast<CardRecord>(d->record(1)));
        const RecordPtr duplicate = d->record(2);
        QTest::keyClick(&w, Qt::Key_Up, Qt::ControlModifier | Qt::ShiftModifier);
        QTest::keyClick(&w, Qt::Key_Up, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(d->record(0), duplicate);
        QCOMPARE(d->currentIndex(), 0);
        QVERIFY(!w.editor()->moveUp->isEnabled());
        QCOMPARE(w.recordList()->view()->selectionModel()->currentIndex().row(), 0);
        d->setCurrentIndex(1);
        QCOMPARE(d->record(1), originals.at(0));
        QTest::keyClick(&w, Qt::Key_Delete, Qt::ControlModifier);
        QCOMPARE(d->recordCount(), 3);
        QCOMPARE(boards(d), QStringLiteral("8 8 8"));
        QCOMPARE(d->record(2), originals.at(1));
        QVERIFY(d->isUntouched(2));
        QCOMPARE(d->currentIndex(), 1);
        QCOMPARE(undoTexts(stack), (QStringList{QStringLiteral("New Bridge Record"), QStringLiteral("Duplicate Record"),
                                               QStringLiteral("Move Board 8 Up"), QStringLiteral("Move Board 8 Up"),
                                               QStringLiteral("Delete Board 7")}));
        QCOMPARE(w.editor()->undo->text(), QStringLiteral("&Undo Delete Board 7"));

        // undo the delete: board 7 is back, current, the very record read
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(d->recordCount(), 4);
        QCOMPARE(d->record(1), originals.at(0));
        QCOMPARE(d->currentIndex(), 1);
        QCOMPARE(w.recordList()->view()->selectionModel()->currentIndex().row(), 1);
        // and all the way back: the two records read, untouched, not modified
        for (int i = 0; i < 10 && stack->canUndo(); ++i)
            QTest::keySequence(&w, w.editor()->undo->shortcut());
        QVERIFY(!stack->canUndo());
        QCOMPARE(d->collection().records(), originals);
        QVERIFY(d->isUntouched(0) && d->isUntouched(1));
        QVERIFY(!d->isModified());
        QVERIFY(!w.isWindowModified());
        QCOMPARE(d->currentIndex(), 0);
        // redo all the way forward again
        for (int i = 0; i < 10 && stack->canRedo(); ++i)
            QTest::keySequence(&w, w.editor()->redo->shortcut());
        QVERIFY(!stack->canRedo());
        QCOMPARE(boards(d), QStringLiteral("8 8 8"));
        QCOMPARE(d->record(0), duplicate);
        QCOMPARE(d->record(2), originals.at(1));
    }

    void editRestoresStep()
    {
        Document d;
        Collection c;
        c.append(board7());
        c.append(board7());
        d.setCollection(c);
        d.setCurrentIndex(1);
        d.cursor()->setStep(12);
        const RecordPtr before = d.record(1);
        QVERIFY(d.editCurrentRecord(QStringLiteral("Set Event"), [](Record &r) {
            r.setTag(QStringLiteral("Event"), QStringLiteral("Changed"));
            return true;
        }, 3));
        QCOMPARE(d.cursor()->step(), 3);
        QCOMPARE(d.record(1)->tag(QStringLiteral("Event")), QStringLiteral("Changed"));
        QCOMPARE(before->tag(QStringLiteral("Event")), QStringLiteral("Kibitzer Club Pairs"));
        // a change that declines pushes nothing
        QVERIFY(!d.editCurrentRecord(QStringLiteral("Nothing"), [](Record &) { return false; }));
        QCOMPARE(d.undoStack()->count(), 1);
        // undo from another record and step: back to record 2, step 12
        d.setCurrentIndex(0);
        d.undoStack()->undo();
        QCOMPARE(d.currentIndex(), 1);
        QCOMPARE(d.cursor()->step(), 12);
        QCOMPARE(d.record(1), before);
        QCOMPARE(d.cursor()->record(), before);
        d.undoStack()->redo();
        QCOMPARE(d.cursor()->step(), 3);
        QCOMPARE(d.cursor()->record(), d.record(1));
    }

    void removeLastRecord()
    {
        Document d;
        Collection c;
        c.append(board7());
        d.setCollection(c);
        d.removeRecord(0);
        QCOMPARE(d.recordCount(), 0);
        QCOMPARE(d.currentIndex(), -1);
        QVERIFY(!d.cursor()->record());
        d.undoStack()->undo();
        QCOMPARE(d.recordCount(), 1);
        QCOMPARE(d.currentIndex(), 0);
        QVERIFY(d.cursor()->record());
    }
};

QTEST_MAIN(TestEditRecords)
#include "tst_editrecords.moc"
