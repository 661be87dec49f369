// An annotator's whole journey through the window, with keys and clicks
// only: a new file (Ctrl+N), a new bridge deal (Ctrl+B), the hands typed in
// the deal editor (Ctrl+E), the auction clicked in the bidding box, all 52
// cards clicked on the table, then Save As PBN and Save As RBN (Ctrl+Shift+S).
// Both files must read back with no error and give the deal entered; undo
// all the way back empties the file again. The deal is board 7 of
// support/guirecords.h (tricks worked out by hand).

#include "support/guirecords.h"

#include "document.h"
#include "edit/biddingbox.h"
#include "edit/dealeditor.h"
#include "edit/entrycontroller.h"
#include "edit/recordeditpanels.h"
#include "edit/filecontroller.h"
#include "handview.h"
#include "mainwindow.h"
#include "tablewidget.h"
#include "viewsettings.h"

#include "parsers/fileio.h"
#include "parsers/registry.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDockWidget>
#include <QLineEdit>
#include <QPushButton>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace kib;
using namespace kib::guitest;

namespace {

const char *const kAuction[kCalls] = {"1NT", "Pass", "2C", "Pass", "2S", "Pass", "4S", "Pass", "Pass", "Pass"};

} // namespace

class TestEditorJourney : public QObject
{
    Q_OBJECT

private:
    MainWindow *m_window = nullptr;
    QTemporaryDir m_dir;

    Document *doc() const { return m_window->currentDocument(); }
    const CardRecord *record() const { return doc()->cursor()->cardRecord(); }

    void keys(QKeyCombination key)
    {
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window));
        QTest::keyClick(m_window, key.key(), key.keyboardModifiers());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        ViewSettings::instance().setPersistent(false);
        QVERIFY(m_dir.isValid());
        m_window = new MainWindow(nullptr, false);
        m_window->resize(1400, 900);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
    }

    void cleanupTestCase() { delete m_window; }

    void newFileAndDeal()
    {
        keys(QKeyCombination(Qt::CTRL, Qt::Key_N));
        QVERIFY(doc());
        QCOMPARE(doc()->recordCount(), 0);
        QVERIFY(doc()->filePath().isEmpty());
        keys(QKeyCombination(Qt::CTRL, Qt::Key_B));
        QCOMPARE(doc()->recordCount(), 1);
        QVERIFY(record());
        QCOMPARE(record()->tag(QStringLiteral("Board")), QStringLiteral("1"));
        QCOMPARE(record()->dealer(), North);
        QCOMPARE(record()->vulnerability(), Vulnerability::None);
        QVERIFY(doc()->isModified());
        QVERIFY(m_window->isWindowModified());
    }

    void typeTheHands()
    {
        bool answered = false;
        QTimer::singleShot(0, this, [&]() {
            DealEditor *dialog = m_window->editPanels()->dealEditor();
            QVERIFY(dialog);
            // whatever fails below, the dialog must not stay open
            auto closer = qScopeGuard([dialog]() { dialog->reject(); });
            // three hands typed; the fourth given as the rest
            for (Seat s : {North, East, South}) {
                dialog->handEdit(s)->setFocus();
                // an unknown hand shows "-": select it and type over it
                QTest::keyClick(dialog->handEdit(s), Qt::Key_A, Qt::ControlModifier);
                QTest::keyClick(dialog->handEdit(s), Qt::Key_Delete);
                QTest::keyClicks(dialog->handEdit(s), kHands.at(s));
            }
            QVERIFY(dialog->giveRestButton()->isEnabled());
            QTest::mouseClick(dialog->giveRestButton(), Qt::LeftButton);
            QCOMPARE(dialog->handEdit(West)->text(), kHands.at(West));
            QVERIFY(dialog->okButton()->isEnabled());
            QTest::mouseClick(dialog->okButton(), Qt::LeftButton);
            closer.dismiss();
            answered = true;
        });
        keys(QKeyCombination(Qt::CTRL, Qt::Key_E));
        QVERIFY(answered);
        for (Seat s = 0; s < 4; ++s) {
            QVERIFY(record()->deal().hands.at(s).known);
            QCOMPARE(record()->deal().hands.at(s).cards, dotted(kHands.at(s)));
        }
        QCOMPARE(doc()->undoStack()->count(), 2);
        QCOMPARE(doc()->undoStack()->text(1), QStringLiteral("Edit Deal"));
    }

    void clickTheAuction()
    {
        EntryController *entry = m_window->entry();
        entry->dock()->show();
        entry->dock()->setFloating(true);
        entry->dock()->resize(360, 560);
        for (int i = 0; i < kCalls; ++i) {
            Call call;
            QVERIFY(Call::fromString(QString::fromLatin1(kAuction[i]), &call));
            QAbstractButton *b = entry->biddingBox()->callButton(call);
            QVERIFY(b);
            QVERIFY2(b->isEnabled(), kAuction[i]);
            QTest::mouseClick(b, Qt::LeftButton);
            QCOMPARE(record()->auction().calls.size(), i + 1);
            QCOMPARE(doc()->cursor()->step(), record()->stepOfCall(i));
        }
        QCOMPARE(record()->contract().toString(), QStringLiteral("4S"));
        QCOMPARE(record()->declarer(), North);
        QCOMPARE(record()->play().leader, East);
    }

    void clickThePlay()
    {
        for (int t = 0; t < 13; ++t) {
            for (int i = 0; i < 4; ++i) {
                const Seat seat = (kLeaders[t] + i) % 4;
                HandView *h = m_window->table()->handView(seat);
                QVERIFY(h);
                const QRect r = h->cardRect(card(kPlay[t][i]));
                QVERIFY2(!r.isEmpty(), kPlay[t][i]);
                QTest::mouseClick(h, Qt::LeftButton, Qt::NoModifier, r.center());
            }
            QCOMPARE(record()->play().tricks.size(), t + 1);
            QCOMPARE(record()->play().tricks.at(t).winner, kWinners[t]);
        }
        QCOMPARE(record()->play().cardCount(), 52);
        QCOMPARE(record()->result(), std::optional<int>(11));
        QCOMPARE(doc()->undoStack()->count(), 2 + kCalls + 52);
    }

    void saveAsPbnAndRbn()
    {
        FileController *files = m_window->files();
        QStringList questions;
        files->setAsker([&](QMessageBox::Icon, const QString &, const QString &text, const QString &,
                            QMessageBox::StandardButtons, QMessageBox::StandardButton) {
            questions << text;
            return QMessageBox::Save;
        });
        const auto entered = std::static_pointer_cast<const CardRecord>(doc()->currentRecord());
        for (const char *id : {"pbn", "rbn"}) {
            const NotationPlugin *plugin = Registry::builtin().byId(QLatin1String(id));
            QVERIFY(plugin);
            const QString path = m_dir.filePath(QStringLiteral("entered.") + QLatin1String(id));
            files->setFileChooser([&](const QString &, const QString &, const QStringList &filters, QString *filter) {
                for (const QString &f : filters)
                    if (f == plugin->fileFilter())
                        *filter = f;
                return path;
            });
            keys(QKeyCombination(Qt::CTRL | Qt::SHIFT, Qt::Key_S));
            QVERIFY2(QFile::exists(path), id);
            QCOMPARE(doc()->filePath(), path);
            QCOMPARE(doc()->formatId(), QLatin1String(id));
            QVERIFY(!doc()->isModified());
            QVERIFY(!m_window->isWindowModified());

            const LoadedFile back = readFile(path);
            QVERIFY(back.ok());
            QCOMPARE(back.plugin, plugin);
            for (const Diagnostic &d : back.result.diagnostics)
                QVERIFY2(!d.isError(), qPrintable(d.format(path)));
            QCOMPARE(back.result.collection.size(), 1);
            const auto *r = dynamic_cast<const CardRecord *>(back.result.collection.records().at(0).get());
            QVERIFY(r);
            QCOMPARE(r->deal(), entered->deal());
            QCOMPARE(r->dealer(), North);
            QCOMPARE(r->auction().calls.size(), kCalls);
            for (int i = 0; i < kCalls; ++i)
                QVERIFY(r->auction().calls.at(i).sameCall(entered->auction().calls.at(i)));
            QCOMPARE(r->contract().toString(), QStringLiteral("4S"));
            QCOMPARE(r->declarer(), North);
            QCOMPARE(r->play().tricks.size(), 13);
            for (int t = 0; t < 13; ++t) {
                QCOMPARE(r->play().tricks.at(t).leader, kLeaders[t]);
                QCOMPARE(r->play().tricks.at(t).winner, kWinners[t]);
                for (int i = 0; i < 4; ++i)
                    QCOMPARE(r->play().tricks.at(t).cards.at(i).card, card(kPlay[t][i]));
            }
            QCOMPARE(r->result(), std::optional<int>(11));
        }
        // a record entered whole loses nothing in either notation
        QVERIFY2(questions.isEmpty(), qPrintable(questions.join(u'\n')));
    }

    void undoAllTheWayBack()
    {
        QUndoStack *stack = doc()->undoStack();
        for (int i = 0; i < 100 && stack->canUndo(); ++i)
            QTest::keySequence(m_window, QKeySequence::Undo);
        QVERIFY(!stack->canUndo());
        QCOMPARE(doc()->recordCount(), 0);
        // the file on disk (the last save) differs from the empty document
        QVERIFY(doc()->isModified());
    }
};

QTEST_MAIN(TestEditorJourney)
#include "tst_editorjourney.moc"
