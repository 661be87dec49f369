// Files in the viewer (issue 20): one read path with the CLI. A file that
// no plug-in recognises (a program renamed x.pbn) is refused with the CLI's
// message, an empty file says it is empty; the viewer's diagnostics are the
// CLI's (the "not UTF-8" warning, the syntax error of a truncated JSON
// file); the file just saved is in Open Recent; Save As suggests a name
// from the deals in a folder that exists.
#include "support/corpus.h"

#include "document.h"
#include "edit/filecontroller.h"
#include "mainwindow.h"

#include "parsers/fileio.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kib;

namespace {

bool writeAll(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QStringList described(const Diagnostics &list)
{
    QStringList out;
    for (const Diagnostic &d : list)
        out << QStringLiteral("%1:%2 %3 %4 [%5] (record %6)")
                   .arg(d.line)
                   .arg(d.column)
                   .arg(d.isError() ? QStringLiteral("error") : QStringLiteral("warning"), d.message, d.code)
                   .arg(d.record);
    out.sort();
    return out;
}

} // namespace

class TestOpenRefusal : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void refused_data();
    void refused();
    void sameDiagnostics_data();
    void sameDiagnostics();
    void savedFileInRecent();

private:
    QTemporaryDir m_dir;
};

void TestOpenRefusal::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_openrefusal"));
    QSettings().clear();
    QVERIFY(m_dir.isValid());
}

void TestOpenRefusal::refused_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");
    QTest::newRow("a program renamed x.pbn") << QStringLiteral("x.pbn") << readAll(QStringLiteral("/bin/ls"))
                                             << QStringLiteral("not a notation Kibitzer knows");
    QTest::newRow("empty") << QStringLiteral("empty.pbn") << QByteArray() << QStringLiteral("is empty");
    QTest::newRow("blank lines") << QStringLiteral("blank.json") << QByteArray("\n\n  \n")
                                 << QStringLiteral("is empty");
}

void TestOpenRefusal::refused()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    if (name == u"x.pbn" && bytes.isEmpty())
        QSKIP("/bin/ls is not readable here");
    const QString path = m_dir.filePath(name);
    QVERIFY(writeAll(path, bytes));
    // the CLI's reading
    const LoadedFile cli = readFile(path);
    QVERIFY(!cli.ok());
    QVERIFY2(cli.error.contains(message), qPrintable(cli.error));

    MainWindow w(nullptr, false);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QCOMPARE(w.openFile(path, true), nullptr);
    QVERIFY(w.documents().isEmpty());
    QCOMPARE(w.statusText(), cli.error);
    auto *box = w.findChild<QMessageBox *>(QStringLiteral("refusedFile"));
    QVERIFY(box);
    QVERIFY(box->isVisible());
    QCOMPARE(box->text(), cli.error);
    QTest::keyClick(box, Qt::Key_Escape);
    // in the background too
    QCOMPARE(w.openFile(path, false) != nullptr, true);
    QTRY_VERIFY(w.documents().isEmpty());
    QCOMPARE(w.statusText(), cli.error);
}

void TestOpenRefusal::sameDiagnostics_data()
{
    QTest::addColumn<QString>("path");
    // ISO-8859-1 PBN: the CLI says the file is not UTF-8
    const QString latin1 = m_dir.filePath(QStringLiteral("latin1.pbn"));
    writeAll(latin1, "[Event \"Caf\xe9\"]\n[Site \"?\"]\n[Date \"?\"]\n[Board \"1\"]\n[West \"?\"]\n[North \"?\"]\n"
                     "[East \"?\"]\n[South \"?\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
                     "[Deal \"N:AK52.K73.AQ4.962 QJ9.AJ84.KT95.Q3 T876.Q65.J3.AKJ8 43.T92.8762.T754\"]\n"
                     "[Scoring \"?\"]\n[Declarer \"?\"]\n[Contract \"?\"]\n[Result \"?\"]\n\n"
                     "[Event \"Caf\xe9\"]\n[Board \"2\"]\n");
    QTest::newRow("latin-1 pbn") << latin1;
    // a JSON file cut short: the syntax error
    const QByteArray json = readAll(QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples/preferans_kontra_sans.json"));
    const QString cut = m_dir.filePath(QStringLiteral("cut.json"));
    writeAll(cut, json.left(json.size() * 2 / 3));
    QTest::newRow("truncated json") << cut;
    QTest::newRow("sample pbn") << QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples/bridge_club_pairs.pbn");
    if (kib::test::corpusHas(QStringLiteral("pbn"))) {
        for (const char *f : {"pbn/tournament/bridgecomposer_latin1.pbn", "pbn/verifier/errors_10.pbn",
                              "pbn/tournament/christy170a_hash_inherit.pbn", "rbn/florida_belles.rbn"})
            QTest::newRow(f) << kib::test::corpusPath(QString::fromLatin1(f));
    }
}

void TestOpenRefusal::sameDiagnostics()
{
    QFETCH(QString, path);
    const LoadedFile cli = readFile(path, {}, Registry::builtin(), ReadKeep::Lazily);
    QVERIFY(cli.ok());
    MainWindow w(nullptr, false);
    Document *d = w.openFile(path, true);
    QVERIFY(d);
    QCOMPARE(described(d->diagnostics()), described(cli.result.diagnostics));
    // and in the background
    Document other;
    other.open(path);
    QVERIFY(other.waitForLoaded(20000));
    QCOMPARE(described(other.diagnostics()), described(cli.result.diagnostics));
}

void TestOpenRefusal::savedFileInRecent()
{
    QSettings().setValue(QStringLiteral("lastDirectory"), QStringLiteral("dir"));
    MainWindow w(nullptr, true);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QString suggested;
    const QString target = m_dir.filePath(QStringLiteral("lesson.pbn"));
    w.files()->setFileChooser([&](const QString &, const QString &s, const QStringList &, QString *) {
        suggested = s;
        return target;
    });
    w.files()->setAsker([](QMessageBox::Icon, const QString &, const QString &, const QString &,
                           QMessageBox::StandardButtons, QMessageBox::StandardButton) { return QMessageBox::Save; });
    QTest::keyClick(&w, Qt::Key_N, Qt::ControlModifier); // New File
    QTest::keyClick(&w, Qt::Key_B, Qt::ControlModifier); // New Bridge Deal
    QVERIFY(w.currentDocument()->editCurrentRecord(QStringLiteral("Event"), [](Record &r) {
        r.setTag(QStringLiteral("Event"), QStringLiteral("Tuesday lesson: Stayman"));
        return true;
    }));
    QTest::keyClick(&w, Qt::Key_S, Qt::ControlModifier); // Save: a new file goes through Save As
    QVERIFY(QFile::exists(target));
    // the chooser named the file after the deals, in a folder that exists
    const QFileInfo info(suggested);
    QCOMPARE(info.fileName(), QStringLiteral("Tuesday lesson Stayman.pbn"));
    QVERIFY2(info.dir().exists(), qPrintable(suggested));
    QVERIFY(!suggested.startsWith(QStringLiteral("dir/")));
    // File ▸ Open Recent has it first
    QCOMPARE(QSettings().value(QStringLiteral("recentFiles")).toStringList().value(0), target);
    QMenu *recent = nullptr;
    for (QMenu *m : w.menuBar()->findChildren<QMenu *>())
        if (m->title().contains(QStringLiteral("Recent")))
            recent = m;
    QVERIFY(recent);
    QMetaObject::invokeMethod(recent, "aboutToShow");
    QVERIFY(!recent->actions().isEmpty());
    QCOMPARE(recent->actions().first()->toolTip(), target);
    w.close();
    QSettings().clear();
}

QTEST_MAIN(TestOpenRefusal)
#include "tst_openrefusal.moc"
