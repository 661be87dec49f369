// Kibitzer as an application of the desktop (issue 19): a second
// `kibitzer FILE` hands its files to the window already open (over a local
// socket), Help ▸ Keyboard Shortcuts lists every shortcut from the actions
// themselves, and Help ▸ User Guide shows the documents in the application.
#include "actions.h"
#include "document.h"
#include "helpmenu.h"
#include "mainwindow.h"
#include "singleinstance.h"
#include "viewsettings.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLocalSocket>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QThread>
#include <QUuid>

using namespace kib;

namespace {

QString sample(const char *name)
{
    return QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples/") + QLatin1String(name);
}

QString uniqueKey()
{
    return QStringLiteral("kibitzer-test-") + QUuid::createUuid().toString(QUuid::Id128).left(12);
}

// sendToRunning() blocks: run it on a thread of its own while this one
// serves the socket.
bool sendFromThread(const QString &key, const QStringList &paths)
{
    bool taken = false;
    QThread *t = QThread::create([&]() { taken = SingleInstance(key).sendToRunning(paths, 5000); });
    t->start();
    QElapsedTimer clock;
    clock.start();
    while (!t->isFinished() && clock.elapsed() < 10000)
        QTest::qWait(10);
    t->wait();
    delete t;
    return taken;
}

template<class T>
T *waitForTopLevel(const QString &name)
{
    for (int i = 0; i < 100; ++i) {
        for (QWidget *w : QApplication::topLevelWidgets())
            if (w->objectName() == name && w->isVisible())
                return qobject_cast<T *>(w);
        QTest::qWait(20);
    }
    return nullptr;
}

} // namespace

class TestDesktopApp : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        ViewSettings::instance().setPersistent(false);
    }

    void nobodyListening()
    {
        QElapsedTimer clock;
        clock.start();
        QVERIFY(!SingleInstance(uniqueKey()).sendToRunning({sample("bridge_club_pairs.pbn")}, 500));
        QVERIFY(clock.elapsed() < 3000);
    }

    void pathsReachTheRunningInstance()
    {
        const QString key = uniqueKey();
        SingleInstance server(key);
        QVERIFY(server.listen());
        QVERIFY(server.isListening());
        // a second server on the same key does not take it over
        SingleInstance second(key);
        QVERIFY(!second.listen());
        QSignalSpy received(&server, &SingleInstance::pathsReceived);
        QVERIFY(sendFromThread(key, {QStringLiteral("resources/x.pbn"), sample("rbn_match.rbn")}));
        QCOMPARE(received.size(), 1);
        const QStringList paths = received.first().first().toStringList();
        QCOMPARE(paths.size(), 2);
        QCOMPARE(paths.at(0), QFileInfo(QStringLiteral("resources/x.pbn")).absoluteFilePath());
        QCOMPARE(paths.at(1), sample("rbn_match.rbn"));
    }

    void theWindowOpensWhatItReceives()
    {
        const QString key = uniqueKey();
        MainWindow window(nullptr, false);
        window.resize(1100, 720);
        window.show();
        SingleInstance server(key);
        QVERIFY(server.listen());
        server.openIn(&window);
        QCOMPARE(window.documents().size(), 0);
        QVERIFY(sendFromThread(key, {sample("bridge_club_pairs.pbn")}));
        QTRY_COMPARE(window.documents().size(), 1);
        Document *doc = window.documents().first();
        QVERIFY(doc->waitForLoaded());
        QCOMPARE(QFileInfo(doc->filePath()).fileName(), QStringLiteral("bridge_club_pairs.pbn"));
        QCOMPARE(doc->recordCount(), 2);
    }

    // The real program: a second `kibitzer FILE` exits at once, saying the
    // running window took it.
    void secondProgramHandsOver()
    {
        QTemporaryDir home;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("KIBITZER_INSTANCE_KEY"), uniqueKey());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
        QProcess first;
        first.setProcessEnvironment(env);
        first.start(QStringLiteral(KIBITZER_GUI), {});
        QVERIFY(first.waitForStarted());
        // wait until it listens before the second program starts: one that
        // finds nobody listens on the key itself (the first, slow to start on
        // a loaded machine, then leaves the key to it) and does not exit
        const QString key = env.value(QStringLiteral("KIBITZER_INSTANCE_KEY"));
        bool listening = false;
        for (int attempt = 0; attempt < 300 && !listening && first.state() == QProcess::Running; ++attempt) {
            QTest::qWait(100);
            QLocalSocket probe;
            probe.connectToServer(key);
            listening = probe.waitForConnected(200);
        }
        QVERIFY2(listening, "the first program never listened on its key");
        bool handed = false;
        for (int attempt = 0; attempt < 5 && !handed; ++attempt) {
            QTest::qWait(200);
            QProcess second;
            second.setProcessEnvironment(env);
            second.start(QStringLiteral(KIBITZER_GUI), {sample("bridge_club_pairs.pbn")});
            QVERIFY(second.waitForStarted());
            if (second.waitForFinished(10000)) {
                QCOMPARE(second.exitCode(), 0);
                QVERIFY(second.readAllStandardOutput().contains("opened in the running window"));
                handed = true;
            } else {
                second.kill();
                second.waitForFinished();
            }
        }
        QVERIFY(handed);
        QCOMPARE(first.state(), QProcess::Running);
        first.kill();
        first.waitForFinished();
    }

    void shortcutsFromTheActions()
    {
        MainWindow window(nullptr, false);
        window.resize(1100, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QList<QPair<QString, QString>> table = HelpMenu::shortcutTable(&window);
        // every action of the window that has a shortcut is listed with it
        int withKeys = 0;
        for (QAction *a : window.actions()->all()) {
            if (a->shortcut().isEmpty())
                continue;
            ++withKeys;
            const QString key = a->shortcut().toString(QKeySequence::NativeText);
            QString text = a->text();
            text.remove(QLatin1Char('&'));
            if (text.endsWith(QLatin1String("...")))
                text.chop(3);
            if (text.endsWith(QChar(0x2026)))
                text.chop(1);
            bool found = false;
            for (const auto &[name, keys] : table)
                found = found || (name.endsWith(text) && keys.contains(key));
            QVERIFY2(found, qPrintable(text + QStringLiteral(" (") + key + QStringLiteral(") is not listed")));
        }
        QVERIFY(withKeys > 15);
        bool open = false;
        for (const auto &[name, keys] : table)
            open = open || (name == QStringLiteral("File ▸ Open")
                            && keys == QKeySequence(QKeySequence::Open).toString(QKeySequence::NativeText));
        QVERIFY(open);

        // the dialog, through its shortcut
        QTest::keyClick(&window, Qt::Key_Slash, Qt::ControlModifier);
        QDialog *dialog = waitForTopLevel<QDialog>(QStringLiteral("shortcutsDialog"));
        QVERIFY(dialog);
        auto *view = dialog->findChild<QTableWidget *>(QStringLiteral("shortcutsTable"));
        QVERIFY(view);
        QCOMPARE(view->rowCount(), int(table.size()));
        QCOMPARE(view->item(0, 0)->text(), table.first().first);
        dialog->close();
    }

    void userGuideShowsTheDocuments()
    {
        MainWindow window(nullptr, false);
        window.resize(1100, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::keyClick(&window, Qt::Key_F1);
        QDialog *dialog = waitForTopLevel<QDialog>(QStringLiteral("userGuide"));
        QVERIFY(dialog);
        auto *browser = dialog->findChild<QTextBrowser *>(QStringLiteral("userGuideBrowser"));
        QVERIFY(browser);
        QVERIFY(browser->toPlainText().startsWith(QStringLiteral("Kibitzer User Guide")));
        QVERIFY(browser->toPlainText().contains(QStringLiteral("The viewer")));
        // following a link shows that document
        browser->setSource(QUrl(QStringLiteral("viewer.md")), QTextDocument::MarkdownResource);
        QVERIFY(browser->toPlainText().startsWith(QStringLiteral("The viewer: kibitzer")));
        browser->backward();
        QVERIFY(browser->toPlainText().startsWith(QStringLiteral("Kibitzer User Guide")));
        dialog->close();
    }
};

QTEST_MAIN(TestDesktopApp)
#include "tst_desktopapp.moc"
