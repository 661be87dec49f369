// The viewer opens files: in the background with the first record shown at
// once, cancellable; files with errors still open with their diagnostics;
// directories; the sample collection; and `kibitzer --screenshot`.

#include "support/corpus.h"
#include "support/generateddeals.h"

#include "actions.h"
#include "auctionmodel.h"
#include "auctionview.h"
#include "diagnosticspanel.h"
#include "document.h"
#include "handview.h"
#include "mainwindow.h"
#include "recordheader.h"
#include "sourceview.h"
#include "tablewidget.h"
#include "viewsettings.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QImage>
#include <QMimeData>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTreeWidget>

using namespace kib;
using namespace kib::test;

namespace {

// The tests' own file of 200 generated deals, written once into 'dir'.
QString generatedDealsFile(const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("generated_200.pbn"));
    QFile out(path);
    if (!QFile::exists(path) && out.open(QIODevice::WriteOnly))
        out.write(generatedDealsPbn(200));
    return path;
}

QString sample(const QString &name)
{
    return QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples/") + name;
}

} // namespace

class TestViewerFiles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        ViewSettings::instance().setPersistent(false);
        QVERIFY(m_dir.isValid());
    }

    void backgroundReadShowsTheFirstRecordAtOnce()
    {
        Document doc;
        QSignalSpy appended(&doc, &Document::recordsAppended);
        QSignalSpy finished(&doc, &Document::loadingFinished);
        QSignalSpy current(&doc, &Document::currentIndexChanged);
        doc.open(generatedDealsFile(m_dir));
        QVERIFY(doc.isLoading());
        QVERIFY(appended.wait(10000));
        QCOMPARE(appended.first().at(0).toInt(), 0); // the first batch starts at record 1
        QCOMPARE(doc.currentIndex(), 0);             // shown as soon as it arrived
        QVERIFY(doc.waitForLoaded());
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished.first().at(0).toBool(), false);
        QCOMPARE(doc.recordCount(), 200);
        QCOMPARE(doc.formatId(), QStringLiteral("pbn"));
        QCOMPARE(current.size(), 1);
        QVERIFY(doc.cursor()->cardRecord());
        QCOMPARE(doc.cursor()->cardRecord()->deal().hands.at(0).cards.size(), 13);
    }

    void cancelAfterTheFirstRecords()
    {
        // a file of 40 000 deals, made from the generated 200
        QTemporaryDir dir;
        const QByteArray one = generatedDealsPbn(200);
        QFile out(dir.filePath(QStringLiteral("big.pbn")));
        QVERIFY(out.open(QIODevice::WriteOnly));
        for (int i = 0; i < 200; ++i)
            out.write(one);
        out.close();

        Document doc;
        QSignalSpy finished(&doc, &Document::loadingFinished);
        bool cancelled = false;
        connect(&doc, &Document::recordsAppended, &doc, [&]() {
            if (!cancelled) {
                cancelled = true;
                doc.cancelLoading();
            }
        });
        doc.open(out.fileName());
        QVERIFY(finished.wait(60000));
        QVERIFY(cancelled);
        QCOMPARE(finished.first().at(0).toBool(), true);
        QVERIFY(doc.recordCount() > 0);
        QVERIFY(doc.recordCount() < 40000);
        QCOMPARE(doc.currentIndex(), 0);
    }

    void fileWithErrorsOpensWithDiagnostics()
    {
        MainWindow window(nullptr, false);
        window.resize(1100, 720);
        window.show();
        KIB_REQUIRE_CORPUS(QStringLiteral("pbn/verifier/errors_10.pbn"));
        Document *doc = window.openFile(corpusPath(QStringLiteral("pbn/verifier/errors_10.pbn")), true);
        QVERIFY(doc->recordCount() > 0);
        QVERIFY(errorCount(doc->diagnostics()) > 0);
        DiagnosticsPanel *panel = window.diagnosticsPanel();
        QCOMPARE(panel->count(), int(doc->diagnostics().size()));
        QVERIFY(window.findChild<QDockWidget *>(QStringLiteral("diagnostics"))->isVisible());
        // click a diagnostic of a later record: its record and line are shown
        QTreeWidgetItem *target = nullptr;
        for (int i = 0; i < panel->topLevelItemCount(); ++i) {
            QTreeWidgetItem *item = panel->topLevelItem(i);
            const int record = item->data(2, Qt::UserRole).toInt();
            if (record > 3 && doc->recordNumber(doc->indexOfRecordNumber(record)) == record) {
                target = item;
                break;
            }
        }
        QVERIFY(target);
        const int record = target->data(2, Qt::UserRole).toInt();
        const int line = target->data(1, Qt::UserRole).toInt();
        panel->scrollToItem(target);
        QTest::mouseClick(panel->viewport(), Qt::LeftButton, {}, panel->visualItemRect(target).center());
        QCOMPARE(doc->recordNumber(doc->currentIndex()), record);
        SourceView *source = window.sourceView();
        QVERIFY(window.findChild<QDockWidget *>(QStringLiteral("source"))->isVisible());
        const int block = line - source->firstLine();
        QVERIFY(block >= 0);
        QCOMPARE(source->textCursor().blockNumber(), block);
        QVERIFY(source->textCursor().block().text().startsWith(QString::number(line)));
    }

    void directoriesOpenEveryReadableFile()
    {
        const QStringList files = MainWindow::expandPaths({QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples")});
        QVERIFY(files.contains(QFileInfo(sample(QStringLiteral("bridge_club_pairs.pbn"))).absoluteFilePath()));
        for (const QString &f : files)
            QVERIFY2(!f.endsWith(QLatin1String(".md")), qPrintable(f));
    }

    void theBridgeSample()
    {
        MainWindow window(nullptr, false);
        window.show();
        Document *doc = window.openFile(sample(QStringLiteral("bridge_club_pairs.pbn")), true);
        QCOMPARE(doc->recordCount(), 2);
        QVERIFY(doc->diagnostics().isEmpty());
        QCOMPARE(doc->cursor()->stepCount(), 62); // 10 calls, 52 cards
        doc->cursor()->toEnd();
        QCOMPARE(window.table()->tricksText(), QStringLiteral("N-S 11, E-W 2"));
        // the quiz: only North's hand shows; "your call?" before North's 4S
        window.goToRecord(1);
        TableWidget *t = window.table();
        QCOMPARE(t->handView(North)->shownFaces().size(), 13);
        for (Seat s : {East, South, West}) {
            QVERIFY(t->handView(s)->shownFaces().isEmpty());
            QCOMPARE(t->handView(s)->shownBacks(), 13);
        }
        QCOMPARE(t->seatAtBottom(), North); // the reader's hand at the bottom
        QVERIFY(t->handView(North)->geometry().top() > t->trickView()->geometry().bottom());
        window.actions()->rotateTable->trigger();
        QCOMPARE(t->seatAtBottom(), West);
        window.goToRecord(0);
        QCOMPARE(t->seatAtBottom(), South);
        window.goToRecord(1);
        QCOMPARE(t->seatAtBottom(), North);
        doc->cursor()->setStep(6);
        QCOMPARE(t->queryText(), QStringLiteral("North: your call?"));
        QCOMPARE(window.auctionView()->auctionModel()->rowTexts(),
                 (QStringList{QStringLiteral("|||1NT"), QStringLiteral("Pass|2\u2663|Pass|2\u2660"),
                              QStringLiteral("Pass|?||")}));
    }

    void gamePanelsFollowTheRecord()
    {
        MainWindow window(nullptr, false);
        window.show();
        auto dock = [&](const char *name) {
            return window.findChild<QDockWidget *>(QString::fromLatin1(name))->isVisible();
        };
        Document *bridge = window.openFile(sample(QStringLiteral("bridge_club_pairs.pbn")), true);
        QVERIFY(!dock("pinochle"));
        QVERIFY(!dock("scoresheet"));
        Document *preferans = window.openFile(sample(QStringLiteral("preferans_kontra_sans.ppn")), true);
        QVERIFY(preferans->recordCount() > 0);
        QCOMPARE(window.currentDocument(), preferans);
        QVERIFY(dock("scoresheet"));
        QVERIFY(!dock("pinochle"));
        Document *pinochle = window.openFile(sample(QStringLiteral("pinochle_4hand_single_deck_game.pn")), true);
        QCOMPARE(window.currentDocument(), pinochle);
        QVERIFY(dock("pinochle"));
        QVERIFY(!dock("scoresheet"));
        window.setCurrentDocument(bridge);
        QVERIFY(!dock("pinochle"));
        QVERIFY(!dock("scoresheet"));
        QVERIFY(dock("auction"));
        // a chess variant: no auction, and the header names the variant
        window.openFile(sample(QStringLiteral("shogi_drop_after_capture.pcn")), true);
        QVERIFY(!dock("auction"));
        QVERIFY2(window.header()->plainText().contains(QStringLiteral("Shogi")), qPrintable(window.header()->plainText()));
        window.setCurrentDocument(bridge);
        QVERIFY(dock("auction"));
    }

    void dropFilesOnTheWindow()
    {
        MainWindow window(nullptr, false);
        window.show();
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(sample(QStringLiteral("bridge_club_pairs.pbn")))});
        QDragEnterEvent enter(QPoint(50, 50), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&window, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(50, 50), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&window, &drop);
        QCOMPARE(window.documents().size(), 1);
        Document *doc = window.currentDocument();
        QVERIFY(doc->waitForLoaded());
        QCOMPARE(doc->recordCount(), 2);
        QCOMPARE(doc->currentIndex(), 0);
        // the same file again: shown, not opened twice
        QCoreApplication::sendEvent(&window, &drop);
        QCOMPARE(window.documents().size(), 1);
    }

    void screenshotOption()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("shot.png"));
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(KIBITZER_GUI),
                {sample(QStringLiteral("bridge_club_pairs.pbn")), QStringLiteral("--screenshot"), png,
                 QStringLiteral("--record"), QStringLiteral("1"), QStringLiteral("--step"), QStringLiteral("end"),
                 QStringLiteral("--size"), QStringLiteral("900x640")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 0);
        QCOMPARE(QString::fromLocal8Bit(p.readAllStandardOutput()).trimmed(), QFileInfo(png).absoluteFilePath());
        const QImage image(png);
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), QSize(900, 640));
        // mostly the green of the table in the middle
        const QColor middle = image.pixelColor(450, 330);
        QVERIFY2(middle.green() > middle.red() || middle.lightness() > 200, qPrintable(middle.name()));

        // wrong arguments: usage, exit 2
        p.start(QStringLiteral(KIBITZER_GUI), {QStringLiteral("--size"), QStringLiteral("huge")});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(p.readAllStandardError().contains("--size"));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestViewerFiles)
#include "tst_viewerfiles.moc"
