// Edit > Paste in the viewer: a BBO hand viewer link, LIN text or PBN text
// on the clipboard, pasted with Ctrl+V (a key event, the focus on the
// table), opens as a new record shown on the table; Undo takes it away;
// Ctrl+V in a text field pastes text there; a link dropped on the window
// opens the same way.
#include "document.h"
#include "handview.h"
#include "mainwindow.h"
#include "pastecontroller.h"
#include "replaycontroller.h"
#include "tablewidget.h"

#include "model/cardrecord.h"
#include "parsers/lin/linlink.h"

#include <QApplication>
#include <QClipboard>
#include <QLineEdit>
#include <QMimeData>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>
#include <QSignalSpy>

using namespace kib;

namespace {

const QByteArray Board = "pn|Sam,Wes,Nor,Eve|st||md|3ST9843HJT63DQCQT3,SJ2HAK95DJ98632CJ,SA6H842DK54CAK642,|rh||ah|Board 7|sv|o|"
                         "mb|1N|mb|2C!|an|Landy|mb|p|mb|2H|mb|p|mb|p|mb|p|pg||pc|H2|pc|HQ|pc|H3|pc|HA|pg||";

const QByteArray Pbn = "[Event \"Club\"]\n[Board \"7\"]\n[West \"Wes\"]\n[North \"Nor\"]\n[East \"Eve\"]\n[South \"Sam\"]\n"
                       "[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
                       "[Deal \"N:A6.842.K54.AK642 KQ75.Q7.AT7.9875 T9843.JT63.Q.QT3 J2.AK95.J98632.J\"]\n"
                       "[Auction \"N\"]\n1NT 2C Pass 2H\nPass Pass Pass\n";

Cards sorted(Cards c)
{
    sortCards(c);
    return c;
}

} // namespace

class TestLinPaste : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void paste_data();
    void paste();
    void pasteInTextField();
    void pasteNothing();
    void dropLink();
    void autoplayPausesAtLessonStops();

private:
    MainWindow *m_window = nullptr;
};

void TestLinPaste::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestLinPaste::init()
{
    m_window = new MainWindow(nullptr, false);
    m_window->show();
    QApplication::setActiveWindow(m_window);
    QVERIFY(QTest::qWaitForWindowActive(m_window));
}

void TestLinPaste::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

void TestLinPaste::paste_data()
{
    QTest::addColumn<QString>("clipboard");
    QTest::addColumn<QString>("format");
    QTest::newRow("hand viewer link") << lin::handViewerLink(Board) << "lin";
    QTest::newRow("hand viewer link, raw") << QStringLiteral("  https://www.bridgebase.com/tools/handviewer.html?lin=") + QString::fromLatin1(Board).replace(u' ', u'+') + u'\n'
                                           << "lin";
    QTest::newRow("LIN text") << QString::fromLatin1(Board) << "lin";
    QTest::newRow("PBN text") << QString::fromLatin1(Pbn) << "pbn";
}

void TestLinPaste::paste()
{
    QFETCH(QString, clipboard);
    QApplication::clipboard()->setText(clipboard);
    m_window->table()->setFocus();
    QVERIFY(!m_window->currentDocument());
    QTest::keyClick(m_window->table(), Qt::Key_V, Qt::ControlModifier);

    Document *d = m_window->currentDocument();
    QVERIFY(d);
    QCOMPARE(d->recordCount(), 1);
    QCOMPARE(d->currentIndex(), 0);
    const auto *r = dynamic_cast<const CardRecord *>(d->currentRecord().get());
    QVERIFY(r);
    QCOMPARE(r->tag(QStringLiteral("Board")), QStringLiteral("7"));
    QCOMPARE(r->tag(QStringLiteral("South")), QStringLiteral("Sam"));
    QCOMPARE(r->auction().calls.size(), 7);
    // the table shows the pasted deal
    QCOMPARE(sorted(m_window->table()->handView(North)->shownFaces()), sorted(r->deal().hands[North].cards));
    Cards south;
    for (const char *c : {"ST", "S9", "S8", "S4", "S3", "HJ", "HT", "H6", "H3", "DQ", "CQ", "CT", "C3"}) {
        Card card;
        QVERIFY(Card::fromString(QString::fromLatin1(c), &card));
        south.append(card);
    }
    QCOMPARE(sorted(m_window->table()->handView(South)->shownFaces()), sorted(south));

    // a second paste adds after the current record; Undo takes each away
    QTest::keyClick(m_window->table(), Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(d->recordCount(), 2);
    QCOMPARE(d->currentIndex(), 1);
    d->undoStack()->undo();
    QCOMPARE(d->recordCount(), 1);
    d->undoStack()->undo();
    QCOMPARE(d->recordCount(), 0);
}

void TestLinPaste::pasteInTextField()
{
    auto *edit = new QLineEdit(m_window);
    edit->show();
    edit->setFocus();
    QApplication::clipboard()->setText(QString::fromLatin1(Board));
    QTest::keyClick(edit, Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(edit->text(), QString::fromLatin1(Board));
    QVERIFY(!m_window->currentDocument());
}

void TestLinPaste::pasteNothing()
{
    QApplication::clipboard()->setText(QStringLiteral("just some words"));
    m_window->table()->setFocus();
    QTest::keyClick(m_window->table(), Qt::Key_V, Qt::ControlModifier);
    QVERIFY(!m_window->currentDocument());
    QVERIFY(!m_window->paster()->openText(QStringLiteral("https://www.bridgebase.com/myhands/fetchlin.php?myhand=M-1")));
    QVERIFY(!m_window->currentDocument());
}

void TestLinPaste::dropLink()
{
    auto *mime = new QMimeData;
    mime->setText(lin::handViewerLink(Board));
    const QPointF at(20, 20);
    QDragEnterEvent enter(at.toPoint(), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(m_window, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(at, Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(m_window, &drop);
    QVERIFY(drop.isAccepted());
    QVERIFY(m_window->currentDocument());
    QCOMPARE(m_window->currentDocument()->recordCount(), 1);
    delete mime;
}

// A teaching file's pg marks (after the first call and the third) are
// where the autoplay pauses; it runs on to the end after the last.
void TestLinPaste::autoplayPausesAtLessonStops()
{
    const QByteArray lesson = "pn|Sam,Wes,Nor,Eve|st||md|3ST9843HJT63DQCQT3,SJ2HAK95DJ98632CJ,SA6H842DK54CAK642,|rh||"
                              "ah|Board 1|sv|o|mb|1N|pg||mb|p|mb|3N|pg||mb|p|mb|p|mb|p|pc|SK|pc|S3|";
    QVERIFY(m_window->paster()->openText(QString::fromLatin1(lesson)));
    Document *d = m_window->currentDocument();
    QVERIFY(d);
    d->cursor()->toStart();
    ReplayController *r = m_window->replay();
    r->setInterval(5);
    r->setPlaying(true);
    QTRY_VERIFY(!r->isPlaying());
    QCOMPARE(d->cursor()->step(), 1);
    r->setPlaying(true);
    QTRY_VERIFY(!r->isPlaying());
    QCOMPARE(d->cursor()->step(), 3);
    r->setPlaying(true);
    QTRY_VERIFY(!r->isPlaying());
    QCOMPARE(d->cursor()->step(), 8); // six calls and two cards: the end
}

QTEST_MAIN(TestLinPaste)
#include "tst_linpaste.moc"
