// Diagram export (issue 17): Edit ▸ Copy Diagram puts the deal on the
// clipboard as a plain-text compass diagram with suit symbols and as an
// image; File ▸ Export Diagram writes PNG or SVG at a chosen size.
#include "document.h"
#include "mainwindow.h"
#include "tablewidget.h"
#include "teach/diagramexport.h"
#include "teach/printcontroller.h"

#include "model/replaycursor.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QImage>
#include <QImageReader>
#include <QMimeData>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kib;

namespace {

QString sample(const QString &name)
{
    return QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples/") + name;
}

} // namespace

class TestDiagramExport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void copyDiagram_data();
    void copyDiagram();
    void exportDiagram_data();
    void exportDiagram();
    void exportPdfFromTheWindow();
};

void TestDiagramExport::copyDiagram_data()
{
    QTest::addColumn<int>("record");
    QTest::addColumn<QString>("text");
    QTest::newRow("board 7") << 0 << QStringLiteral(
        "Board 7, Dealer North, Vul N-S\n"
        "              North\n"
        "              ♠ A K 5 2\n"
        "              ♥ K 7 3\n"
        "              ♦ A Q 4\n"
        "              ♣ 9 6 2\n"
        "West                        East\n"
        "♠ 4 3                       ♠ Q J 9\n"
        "♥ 10 9 2                    ♥ A J 8 4\n"
        "♦ 8 7 6 2                   ♦ K 10 9 5\n"
        "♣ 10 7 5 4                  ♣ Q 3\n"
        "              South\n"
        "              ♠ 10 8 7 6\n"
        "              ♥ Q 6 5\n"
        "              ♦ J 3\n"
        "              ♣ A K J 8\n");
    // the quiz's hidden hands stay hidden on the clipboard too
    QTest::newRow("board 8, East South West hidden") << 1 << QStringLiteral(
        "Board 8, Dealer South, Vul None\n"
        "            North\n"
        "            ♠ 10 8 7 6\n"
        "            ♥ Q 6 5\n"
        "            ♦ J 3\n"
        "            ♣ A K J 8\n"
        "West                    East\n"
        "            South\n");
}

void TestDiagramExport::copyDiagram()
{
    QFETCH(int, record);
    QFETCH(QString, text);
    MainWindow window(nullptr, false);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(sample(QStringLiteral("bridge_club_pairs.pbn")), true));
    window.goToRecord(record);
    QApplication::clipboard()->clear();
    // Edit ▸ Copy Diagram by its shortcut
    QTest::keyClick(&window, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    const QMimeData *mime = QApplication::clipboard()->mimeData();
    QVERIFY(mime);
    QCOMPARE(mime->text(), text);
    QVERIFY(mime->hasImage());
    const QImage image = qvariant_cast<QImage>(mime->imageData());
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), window.printing()->diagramWidget()->size());
}

void TestDiagramExport::exportDiagram_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QSize>("size");
    QTest::newRow("png") << "table.png" << QSize(640, 480);
    QTest::newRow("large png") << "large.png" << QSize(1600, 1200);
    QTest::newRow("svg") << "table.svg" << QSize(800, 600);
}

void TestDiagramExport::exportDiagram()
{
    QFETCH(QString, name);
    QFETCH(QSize, size);
    MainWindow window(nullptr, false);
    window.resize(1180, 760);
    window.show();
    Document *doc = window.openFile(sample(QStringLiteral("bridge_club_pairs.pbn")), true);
    QVERIFY(doc);
    doc->cursor()->setStep(20); // in the play: cards on the table
    QTemporaryDir dir;
    const QString path = dir.filePath(name);
    QString error;
    QVERIFY2(DiagramExport::save(window.printing()->diagramWidget(), path, size, &error), qPrintable(error));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    if (name.endsWith(QStringLiteral(".svg"))) {
        QVERIFY(bytes.startsWith("<?xml"));
        QVERIFY(bytes.contains(QStringLiteral("width=\"%1").arg(size.width()).toLatin1()));
        QVERIFY(bytes.contains("<path") || bytes.contains("<image"));
        return;
    }
    const QImage image(path);
    QCOMPARE(image.size(), size);
    // the table's green felt fills most of it
    int green = 0;
    for (int y = 0; y < image.height(); y += 8)
        for (int x = 0; x < image.width(); x += 8) {
            const QColor c = image.pixelColor(x, y);
            green += c.green() > c.red() + 20 && c.green() > c.blue();
        }
    QVERIFY2(green > (image.width() / 8) * (image.height() / 8) / 4, qPrintable(QString::number(green)));
}

void TestDiagramExport::exportPdfFromTheWindow()
{
    MainWindow window(nullptr, false);
    window.show();
    QVERIFY(window.openFile(sample(QStringLiteral("bridge_club_pairs.pbn")), true));
    QTemporaryDir dir;
    print::PrintOptions o;
    o.perPage = 2;
    const QString path = dir.filePath(QStringLiteral("all.pdf"));
    QCOMPARE(window.printing()->exportPdfTo(path, PrintDialog::Scope::All, o), 1);
    QCOMPARE(window.printing()->exportPdfTo(path, PrintDialog::Scope::Current, o), 1);
    QVERIFY(QFile(path).size() > 1000);
    // the actions are in the menus with their shortcuts
    QCOMPARE(window.printing()->printAction->shortcut(), QKeySequence(QKeySequence::Print));
    QVERIFY(window.printing()->previewAction->isEnabled());
}

QTEST_MAIN(TestDiagramExport)
#include "tst_diagramexport.moc"
