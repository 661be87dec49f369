// The window on a 1280x720 screen (issue 20, Layout): every dock open, the
// window stays within the available area with the replay bar and the
// status bar on it; a 5 MB tag value is cut in the views and does not widen
// the window; a saved geometry larger than the screen is brought back onto
// it; the Tags dock shows eight rows; new records are numbered from 1 and
// counted in words; an error in the status bar goes at the next action.
#include "actions.h"
#include "document.h"
#include "edit/editcontroller.h"
#include "edit/entrycontroller.h"
#include "edit/filecontroller.h"
#include "edit/recordeditpanels.h"
#include "edit/tageditor.h"
#include "handview.h"
#include "mainwindow.h"
#include "recordheader.h"
#include "recordlistpanel.h"
#include "statusnotice.h"
#include "tablewidget.h"
#include "viewsettings.h"
#include "windowfit.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QHeaderView>
#include <QMenuBar>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>

using namespace kib;

namespace {

QString sample(const QString &name)
{
    return QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples/") + name;
}

QRect available()
{
    return QGuiApplication::primaryScreen()->availableGeometry();
}

// Every dock of the window shown (as View's and Edit's items show them).
void showEveryDock(MainWindow &w)
{
    for (QDockWidget *d : w.findChildren<QDockWidget *>())
        if (d->isHidden())
            d->toggleViewAction()->trigger();
    QCoreApplication::processEvents();
    QTest::qWait(50);
    QCoreApplication::processEvents();
}

// (the offscreen platform leaves windows unbound unless asked: this test
// has set up a 1280x720 screen)
void bind(MainWindow &w)
{
    w.windowFit()->setScreenBound(true);
}

void checkFits(MainWindow &w, const char *what)
{

    const QRect area = available();
    const QRect frame = w.frameGeometry();
    QVERIFY2(area.contains(frame), qPrintable(QStringLiteral("%1: window %2x%3+%4+%5 beyond the screen %6x%7")
                                                  .arg(QString::fromLatin1(what))
                                                  .arg(frame.width())
                                                  .arg(frame.height())
                                                  .arg(frame.x())
                                                  .arg(frame.y())
                                                  .arg(area.width())
                                                  .arg(area.height())));
    // the status bar and the replay bar are inside the window, and no dock
    // lies over them
    const QRect inside = w.rect();
    QStatusBar *status = w.statusBar();
    QVERIFY(status->isVisible());
    QVERIFY(inside.contains(status->geometry()));
    QToolBar *replay = w.findChild<QToolBar *>(QStringLiteral("replayToolBar"));
    QVERIFY(replay && replay->isVisible());
    QVERIFY(inside.contains(replay->geometry()));
    for (QDockWidget *d : w.findChildren<QDockWidget *>()) {
        if (!d->isVisible() || d->isFloating())
            continue;
        QVERIFY2(!d->geometry().intersects(status->geometry()), qPrintable(d->objectName()));
        QVERIFY2(!d->geometry().intersects(replay->geometry()), qPrintable(d->objectName()));
    }
}

} // namespace

class TestWindowLayout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void everyDockFits();
    void longTagValueElided();
    void savedGeometryChecked();
    void tagsDockRows();
    void newRecordsNumbered();
    void staleStatusCleared();

private:
    QTemporaryDir m_dir;
};

void TestWindowLayout::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_windowlayout"));
    QSettings().clear();
    ViewSettings::instance().setPersistent(false);
    QVERIFY(m_dir.isValid());
    QCOMPARE(available().size(), QSize(1280, 720));
}

void TestWindowLayout::everyDockFits()
{
    MainWindow w(nullptr, false);
    bind(w);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.openFile(sample(QStringLiteral("bridge_club_pairs.pbn")), true));
    showEveryDock(w);
    checkFits(w, "bridge");
    // the game panels appear with their games' records
    QVERIFY(w.openFile(sample(QStringLiteral("pinochle_4hand_double_deck_passing.pn")), true));
    showEveryDock(w);
    checkFits(w, "pinochle");
    QVERIFY(w.openFile(sample(QStringLiteral("preferans_kontra_sans.ppn")), true));
    showEveryDock(w);
    checkFits(w, "preferans");
    // a window the user made large still fits once the docks are open
    w.resize(3000, 2000);
    QCoreApplication::processEvents();
    QTest::qWait(50);
    checkFits(w, "resized");

    // the screenshot for docs/viewer.md (KIBITZER_SHOTS=DIR keeps it)
    if (const QString dir = qEnvironmentVariable("KIBITZER_SHOTS"); !dir.isEmpty()) {
        w.setCurrentDocument(w.documents().first());
        w.grab().save(dir + QStringLiteral("/viewer-every-dock-1280x720.png"));
    }
}

void TestWindowLayout::longTagValueElided()
{
    QByteArray big(5 * 1024 * 1024, 'x');
    QByteArray file = "[Event \"" + big + "\"]\n[Site \"?\"]\n[Date \"?\"]\n[Board \"1\"]\n[West \"?\"]\n"
                      "[North \"?\"]\n[East \"?\"]\n[South \"?\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
                      "[Deal \"N:AK52.K73.AQ4.962 QJ9.AJ84.KT95.Q3 T876.Q65.J3.AKJ8 43.T92.8762.T754\"]\n"
                      "[Scoring \"?\"]\n[Declarer \"?\"]\n[Contract \"?\"]\n[Result \"?\"]\n";
    const QString path = m_dir.filePath(QStringLiteral("big.pbn"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(file);
    }
    MainWindow w(nullptr, false);
    bind(w);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    Document *d = w.openFile(path, true);
    QVERIFY2(d, qPrintable(w.statusText()));
    QCOMPARE(d->recordCount(), 1);
    QCOMPARE(d->currentRecord()->tag(QStringLiteral("Event")).size(), big.size());
    showEveryDock(w);
    checkFits(w, "5 MB tag");
    QVERIFY(w.header()->sizeHint().width() < available().width());
    QVERIFY(w.header()->text().size() < 2000);
    QTableWidget *tags = w.editPanels()->tagEditor()->findChild<QTableWidget *>(QStringLiteral("tagTable"));
    QVERIFY(tags);
    QVERIFY(tags->item(0, 1)->text().size() <= 160);
    QVERIFY(tags->item(0, 1)->text().endsWith(QChar(0x2026)));
    const QModelIndex event = w.recordList()->view()->model()->index(0, 1);
    QVERIFY(event.data().toString().size() <= 160);
    QVERIFY(w.recordList()->view()->horizontalHeader()->length() < 20000);
}

void TestWindowLayout::savedGeometryChecked()
{
    // a window saved 32,767 px wide comes back on the screen
    {
        QMainWindow huge;
        huge.setGeometry(0, 0, 32767, 900);
        QSettings().setValue(QStringLiteral("window/geometry"), huge.saveGeometry());
        QSettings().remove(QStringLiteral("window/state"));
    }
    MainWindow w(nullptr, true);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QCoreApplication::processEvents();
    QVERIFY2(available().contains(w.frameGeometry()),
             qPrintable(QStringLiteral("%1x%2").arg(w.frameGeometry().width()).arg(w.frameGeometry().height())));
    w.close();
    QSettings().clear();
}

void TestWindowLayout::tagsDockRows()
{
    MainWindow w(nullptr, false);
    bind(w);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.openFile(sample(QStringLiteral("bridge_club_pairs.pbn")), true));
    showEveryDock(w);
    QDockWidget *dock = w.findChild<QDockWidget *>(QStringLiteral("tagsDock"));
    QVERIFY(dock);
    dock->raise();
    QCoreApplication::processEvents();
    QTableWidget *tags = w.editPanels()->tagEditor()->findChild<QTableWidget *>(QStringLiteral("tagTable"));
    QVERIFY(tags->rowCount() >= 15);
    const int rows = tags->viewport()->height() / tags->verticalHeader()->defaultSectionSize();
    QVERIFY2(rows >= 8, qPrintable(QString::number(rows)));
}

void TestWindowLayout::newRecordsNumbered()
{
    MainWindow w(nullptr, false);
    bind(w);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTest::keyClick(&w, Qt::Key_N, Qt::ControlModifier); // New File
    QVERIFY(w.currentDocument());
    QCOMPARE(w.statusText(), QStringLiteral("Untitled: no records"));
    QTest::keyClick(&w, Qt::Key_B, Qt::ControlModifier); // New Bridge Deal
    QCOMPARE(w.currentDocument()->recordCount(), 1);
    QVERIFY2(w.windowTitle().contains(QStringLiteral("record 1 of 1")), qPrintable(w.windowTitle()));
    QVERIFY2(!w.header()->text().contains(QStringLiteral("Record 0")), qPrintable(w.header()->text()));
    QTest::keyClick(&w, Qt::Key_B, Qt::ControlModifier);
    QVERIFY2(w.windowTitle().contains(QStringLiteral("record 2 of 2")), qPrintable(w.windowTitle()));
    QCOMPARE(StatusNotice::records(1), QStringLiteral("1 record"));
    QCOMPARE(StatusNotice::records(2), QStringLiteral("2 records"));
    const QModelIndex board = w.recordList()->view()->model()->index(1, 0);
    QVERIFY(board.isValid());
}

void TestWindowLayout::staleStatusCleared()
{
    MainWindow w(nullptr, false);
    bind(w);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    Document *d = w.openFile(sample(QStringLiteral("bridge_club_pairs.pbn")), true);
    QVERIFY(d);
    const QString summary = w.statusText();
    // a card of the wrong hand at the start of the play: refused
    w.setFocus();
    QTest::keyClick(&w, Qt::Key_Home);
    for (int i = 0; i < 10; ++i)
        QTest::keyClick(&w, Qt::Key_Right);
    QCOMPARE(d->cursor()->step(), 10);
    HandView *south = w.table()->handView(South);
    const QRect r = south->cardRect(Card(Suit::Spades, RankTen));
    QVERIFY(!r.isEmpty());
    QTest::mouseClick(south, Qt::LeftButton, Qt::NoModifier, r.center());
    QCOMPARE(d->cursor()->step(), 10);
    QVERIFY(!w.statusText().isEmpty());
    QVERIFY(w.statusText() != summary);
    // the next action succeeds (a step): the error is gone
    QTest::keyClick(&w, Qt::Key_Right);
    QCOMPARE(w.statusText(), summary);
}

int main(int argc, char **argv)
{
    // a 1280x720 screen on the offscreen platform
    QTemporaryDir dir;
    const QString config = dir.filePath(QStringLiteral("screen.json"));
    {
        QFile f(config);
        if (!f.open(QIODevice::WriteOnly))
            return 2;
        f.write("{ \"screens\": [ { \"name\": \"Screen1280\", \"x\": 0, \"y\": 0, \"width\": 1280, \"height\": 720, "
                "\"logicalDpi\": 96, \"logicalBaseDpi\": 96, \"dpr\": 1 } ] }");
    }
    qputenv("QT_QPA_PLATFORM", ("offscreen:configfile=" + config).toLocal8Bit());
    QApplication app(argc, argv);
    TestWindowLayout test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_windowlayout.moc"
