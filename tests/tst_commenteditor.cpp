// The Comments dock, the Hands menu's hidden-hand toggles and Edit Deal
// in the main window, driven by keys and clicks: comments added, edited
// and deleted at a step and for the whole record, hands hidden and shown,
// each one command; undo all the way back gives the record read.

#include "support/editrecords.h"

#include "document.h"
#include "edit/commenteditor.h"
#include "edit/dealeditor.h"
#include "edit/hiddenhandactions.h"
#include "edit/recordeditpanels.h"
#include "mainwindow.h"
#include "notespanel.h"
#include "viewsettings.h"

#include "parsers/fileio.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace kib;

class TestCommentEditor : public QObject
{
    Q_OBJECT

private:
    MainWindow *m_window = nullptr;
    Document *m_doc = nullptr;
    RecordPtr m_original;

    CommentEditor *editor() const { return m_window->editPanels()->commentEditor(); }
    const CardRecord &current() const { return static_cast<const CardRecord &>(*m_doc->currentRecord()); }

    void write(const QString &text)
    {
        QPlainTextEdit *edit = editor()->textEdit();
        edit->setFocus();
        QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClick(edit, Qt::Key_Delete);
        QTest::keyClicks(edit, text);
    }

    void selectComment(int row)
    {
        QListWidget *list = editor()->list();
        QVERIFY(row < list->count());
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(row)).center());
    }

    QStringList listed() const
    {
        QStringList out;
        for (int i = 0; i < editor()->list()->count(); ++i)
            out << editor()->list()->item(i)->text();
        return out;
    }

    void undoAll()
    {
        while (m_doc->undoStack()->canUndo())
            m_doc->undoStack()->undo();
        QCOMPARE(m_doc->currentRecord(), m_original);
    }

    QMenu *menu(const QString &title) const
    {
        for (QAction *a : m_window->menuBar()->actions())
            if (a->text() == title)
                return a->menu();
        return nullptr;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        ViewSettings::instance().setPersistent(false);
    }

    void init()
    {
        m_window = new MainWindow(nullptr, false);
        m_doc = new Document;
        const auto record = edittest::board7();
        QVERIFY(record);
        Collection c;
        c.append(record);
        m_doc->setCollection(c);
        m_original = m_doc->currentRecord();
        m_window->addDocument(m_doc);
        m_window->resize(1280, 800);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
        m_window->editPanels()->docks().at(1)->show();
    }

    void cleanup()
    {
        delete m_window;
        m_window = nullptr;
    }

    void addCommentsAtSteps()
    {
        // step 4: after the fourth call (East's Pass), anchored at call 3
        m_doc->cursor()->setStep(4);
        QVERIFY(listed().isEmpty());
        QVERIFY(!editor()->addButton()->isEnabled());
        write(QStringLiteral("Stayman"));
        QTest::mouseClick(editor()->addButton(), Qt::LeftButton);
        QCOMPARE(m_doc->undoStack()->count(), 1);
        QCOMPARE(m_doc->undoStack()->text(0), QStringLiteral("Add Comment"));
        QCOMPARE(m_doc->currentStep(), 4);
        QList<Commentary> at4 = current().commentaryAt(4);
        QCOMPARE(at4.size(), 1);
        QCOMPARE(at4.first().anchor, (Anchor{Anchor::Kind::Call, 3}));
        QCOMPARE(at4.first().text, QStringLiteral("Stayman"));
        QCOMPARE(at4.first().style, Commentary::Style::Brace);
        QCOMPARE(listed(), QStringList{QStringLiteral("Stayman")});

        // the deal (step 0): after the Deal tag
        m_doc->cursor()->setStep(0);
        write(QStringLiteral("Both sides have a fit"));
        QTest::mouseClick(editor()->addButton(), Qt::LeftButton);
        const int dealTag = int(std::find_if(current().tags().begin(), current().tags().end(),
                                             [](const Tag &t) { return t.name == u"Deal"; })
                                - current().tags().begin());
        QCOMPARE(current().commentaryAt(0).size(), 1);
        QCOMPARE(current().commentaryAt(0).first().anchor, (Anchor{Anchor::Kind::Tag, dealTag}));

        // the opening lead (the first card after the ten calls)
        m_doc->cursor()->setStep(11);
        write(QStringLiteral("Top of a doubleton"));
        QTest::mouseClick(editor()->addButton(), Qt::LeftButton);
        QCOMPARE(m_doc->undoStack()->count(), 3);
        QCOMPARE(current().commentaryAt(11).first().anchor, (Anchor{Anchor::Kind::Card, 0}));
        QCOMPARE(m_doc->currentStep(), 11);
        // the notes panel shows it at once
        QVERIFY(m_window->notesPanel()->currentTexts().contains(QStringLiteral("Top of a doubleton")));

        QString why;
        QVERIFY2(edittest::roundTrips(current(), &why), qPrintable(why));
        undoAll();
        QCOMPARE(m_doc->currentStep(), 4); // where the first edit was made
    }

    // Pinochle and preferans have steps between the calls and the cards
    // (talon, kitty, discard, meld): commentary there goes before the lead,
    // and a card's commentary after that card, whatever comes before it.
    void anchorsAroundTheExchange_data()
    {
        QTest::addColumn<QString>("sample");
        QTest::newRow("pinochle 3 hands, kitty") << QStringLiteral("pinochle_3hand_kitty_discard.pn");
        QTest::newRow("pinochle 4 hands, passing") << QStringLiteral("pinochle_4hand_double_deck_passing.pn");
        QTest::newRow("preferans") << QStringLiteral("preferans_kontra_sans.ppn");
    }

    void anchorsAroundTheExchange()
    {
        QFETCH(QString, sample);
        const LoadedFile file = readFile(QFINDTESTDATA(QStringLiteral("../resources/samples/") + sample));
        QVERIFY(file.ok());
        const CardRecord *r = nullptr;
        for (const RecordPtr &x : file.result.collection.records()) {
            const auto *c = dynamic_cast<const CardRecord *>(x.get());
            if (c && c->playStartStep() > c->auctionSteps() && c->play().cardCount() > 1) {
                r = c;
                break;
            }
        }
        QVERIFY2(r, "a record with exchange steps and a play");
        for (int step = r->auctionSteps() + 1; step <= r->playStartStep(); ++step) {
            const Anchor a = CommentEditor::anchorAt(*r, step);
            QCOMPARE(a, (Anchor{Anchor::Kind::Card, -1}));
            QCOMPARE(r->stepOf(a), r->playStartStep());
        }
        const Anchor lead = CommentEditor::anchorAt(*r, r->stepOfCard(0));
        QCOMPARE(lead, (Anchor{Anchor::Kind::Card, 0}));
        QCOMPARE(r->stepOf(lead), r->stepOfCard(0));
        const Anchor second = CommentEditor::anchorAt(*r, r->stepOfCard(1));
        QCOMPARE(second, (Anchor{Anchor::Kind::Card, 1}));
        QCOMPARE(r->stepOf(second), r->stepOfCard(1));
    }

    void editAndDeleteAComment()
    {
        // the auction's last comment stands at step 10 (after the final pass)
        m_doc->cursor()->setStep(10);
        QCOMPARE(listed(), QStringList{QStringLiteral("South knows of the fit")});
        QVERIFY(!editor()->saveButton()->isEnabled());
        selectComment(0);
        QCOMPARE(editor()->textEdit()->toPlainText(), QStringLiteral("South knows of the fit"));
        write(QStringLiteral("South knows of the spade fit"));
        QTest::mouseClick(editor()->saveButton(), Qt::LeftButton);
        QCOMPARE(m_doc->undoStack()->count(), 1);
        QCOMPARE(m_doc->undoStack()->text(0), QStringLiteral("Edit Comment"));
        QCOMPARE(current().comments().size(), 1);
        QCOMPARE(current().comments().first().text, QStringLiteral("South knows of the spade fit"));
        QCOMPARE(current().comments().first().anchor, static_cast<const CardRecord &>(*m_original).comments().first().anchor);
        QCOMPARE(listed(), QStringList{QStringLiteral("South knows of the spade fit")});
        // still selected: delete it
        QVERIFY(editor()->deleteButton()->isEnabled());
        QTest::mouseClick(editor()->deleteButton(), Qt::LeftButton);
        QCOMPARE(m_doc->undoStack()->count(), 2);
        QCOMPARE(m_doc->undoStack()->text(1), QStringLiteral("Delete Comment"));
        QVERIFY(current().comments().isEmpty());
        QVERIFY(listed().isEmpty());
        m_doc->undoStack()->undo();
        QCOMPARE(current().comments().first().text, QStringLiteral("South knows of the spade fit"));
        undoAll();
        QCOMPARE(m_doc->currentStep(), 10);
    }

    void recordComment()
    {
        m_doc->cursor()->setStep(15);
        editor()->scopeBox()->setFocus();
        QTest::keyClick(editor()->scopeBox(), Qt::Key_Down);
        QCOMPARE(editor()->scope(), CommentEditor::Scope::Record);
        QVERIFY(listed().isEmpty());
        write(QStringLiteral("A board from the club's Friday game"));
        QTest::mouseClick(editor()->addButton(), Qt::LeftButton);
        QCOMPARE(m_doc->undoStack()->text(0), QStringLiteral("Add Comment"));
        QCOMPARE(current().comments().first().anchor, Anchor{});
        QCOMPARE(current().comments().first().text, QStringLiteral("A board from the club's Friday game"));
        QCOMPARE(current().comments().size(), 2);
        QCOMPARE(listed(), QStringList{QStringLiteral("A board from the club's Friday game")});
        QCOMPARE(m_doc->currentStep(), 15);
        // edit it
        selectComment(0);
        write(QStringLiteral("A board from Friday"));
        QTest::mouseClick(editor()->saveButton(), Qt::LeftButton);
        QCOMPARE(m_doc->undoStack()->count(), 2);
        QCOMPARE(current().comments().first().text, QStringLiteral("A board from Friday"));
        QString why;
        QVERIFY2(edittest::roundTrips(current(), &why), qPrintable(why));
        undoAll();
        QCOMPARE(m_doc->currentStep(), 15);
    }

    void hideAndShowHandsFromTheMenu()
    {
        QMenu *hands = menu(QStringLiteral("&Hands"));
        QVERIFY(hands);
        HiddenHandActions *hidden = m_window->editPanels()->hiddenHands();
        QAction *west = hidden->action(West);
        QCOMPARE(west->text(), QStringLiteral("Hide West in &Quiz"));
        QVERIFY(west->isVisible());
        QVERIFY(!hidden->action(4)->isVisible());
        QVERIFY(!west->isChecked());
        m_doc->cursor()->setStep(7);
        auto clickInMenu = [hands](QAction *a) {
            hands->popup(QPoint(10, 10));
            QVERIFY(QTest::qWaitForWindowExposed(hands));
            QTest::mouseClick(hands, Qt::LeftButton, {}, hands->actionGeometry(a).center());
            QCoreApplication::processEvents();
        };
        clickInMenu(west);
        QCOMPARE(m_doc->undoStack()->count(), 1);
        QCOMPARE(m_doc->undoStack()->text(0), QStringLiteral("Hide West"));
        QVERIFY(current().deal().hands.at(West).hidden);
        QCOMPARE(current().tag(QStringLiteral("Hidden")), QStringLiteral("W"));
        QVERIFY(west->isChecked());
        QVERIFY(m_doc->isHidden(West));
        clickInMenu(hidden->action(East));
        QCOMPARE(current().tag(QStringLiteral("Hidden")), QStringLiteral("EW"));
        QString why;
        QVERIFY2(edittest::roundTrips(current(), &why), qPrintable(why));
        clickInMenu(west);
        QCOMPARE(m_doc->undoStack()->count(), 3);
        QCOMPARE(m_doc->undoStack()->text(2), QStringLiteral("Show West"));
        QVERIFY(!current().deal().hands.at(West).hidden);
        QVERIFY(!west->isChecked());
        QCOMPARE(m_doc->currentStep(), 7);
        m_doc->undoStack()->undo();
        QVERIFY(west->isChecked());
        undoAll();
        QVERIFY(!west->isChecked());
        QVERIFY(!hidden->action(East)->isChecked());
        QCOMPARE(m_doc->currentStep(), 7);
    }

    void editDealWithCtrlE()
    {
        QVERIFY(QTest::qWaitForWindowActive(m_window));
        QVERIFY(m_window->editPanels()->editDealAction->isEnabled());
        bool seen = false;
        QTimer::singleShot(0, this, [this, &seen]() {
            DealEditor *d = m_window->editPanels()->dealEditor();
            QVERIFY(d);
            seen = true;
            d->setConfirmation([](const QString &) { return true; });
            QTest::mouseClick(d->rotateButton(), Qt::LeftButton);
            QTest::mouseClick(d->okButton(), Qt::LeftButton);
        });
        QTest::keyClick(m_window, Qt::Key_E, Qt::ControlModifier);
        QVERIFY(seen);
        QVERIFY(!m_window->editPanels()->dealEditor());
        QCOMPARE(m_doc->undoStack()->count(), 1);
        QCOMPARE(m_doc->undoStack()->text(0), QStringLiteral("Edit Deal"));
        const auto &before = static_cast<const CardRecord &>(*m_original).deal().hands;
        QCOMPARE(current().deal().hands.at(East).cards, before.at(North).cards);
        QCOMPARE(current().deal().hands.at(North).cards, before.at(West).cards);
        undoAll();
    }
};

QTEST_MAIN(TestCommentEditor)
#include "tst_commenteditor.moc"
