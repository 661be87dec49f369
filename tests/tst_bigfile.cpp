// A large file in the viewer (issue 18): a generated 200,000-board PBN file
// shows its first board while the rest still loads, and the Find Boards
// dialog searches it as it loads, finding exactly the boards an independent
// filter finds.

#include "support/boardsfile.h"
#include "actions.h"
#include "document.h"
#include "findboardsdialog.h"
#include "findboardsmodel.h"
#include "handview.h"
#include "mainwindow.h"
#include "tablewidget.h"

#include "model/cardrecord.h"

#include <QLabel>
#include <QLineEdit>
#include <QTemporaryDir>
#include <QTableView>
#include <QtTest>

using namespace kib;

namespace {

constexpr int kBoards = 200000;

// Board b: North holds the thirteen spades on every board divisible by 7,
// else the thirteen hearts; the other hands follow.
QByteArray board(int b)
{
    const bool spades = b % 7 == 0;
    const QByteArray north = spades ? "AKQJT98765432..." : ".AKQJT98765432..";
    const QByteArray east = spades ? ".AKQJT98765432.." : "AKQJT98765432...";
    return "[Event \"Big\"]\r\n[Board \"" + QByteArray::number(b) + "\"]\r\n[Dealer \"N\"]\r\n[Vulnerable \"None\"]\r\n"
           "[Deal \"N:" + north + ' ' + east + " ..AKQJT98765432. ...AKQJT98765432\"]\r\n"
           "[Declarer \"N\"]\r\n[Contract \"" + (spades ? "7S" : "7H") + "\"]\r\n[Result \"13\"]\r\n\r\n";
}

} // namespace

class TestBigFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void firstBoardBeforeTheLoadEnds();
    void findBoardsWhileLoading();

private:
    QTemporaryDir m_dir;
    QString m_path;
};

void TestBigFile::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_path = m_dir.filePath(QStringLiteral("big.pbn"));
    QVERIFY(kib::test::writeBoardsFile(m_path, kBoards, board) > 180LL * kBoards);
}

void TestBigFile::firstBoardBeforeTheLoadEnds()
{
    MainWindow w(nullptr, false);
    w.resize(1280, 800);
    w.show();
    Document *d = w.openFile(m_path);
    QVERIFY(d);
    // the first board is on the table while the loader is still reading
    QTRY_VERIFY_WITH_TIMEOUT(d->currentIndex() == 0 && w.table()->handView(North)
                                 && w.table()->handView(North)->shownFaces().size() == 13,
                             20000);
    const bool stillLoading = d->isLoading();
    const int countThen = d->recordCount();
    QVERIFY2(stillLoading, qPrintable(QStringLiteral("loaded all %1 boards before the first showed").arg(countThen)));
    QVERIFY(countThen < kBoards);
    const Cards north = w.table()->handView(North)->shownFaces();
    for (const Card &c : north)
        QCOMPARE(c.suit(), Suit::Hearts); // board 1: North holds the hearts
    QTRY_VERIFY_WITH_TIMEOUT(!d->isLoading(), 240000);
    QCOMPARE(d->recordCount(), kBoards);
}

void TestBigFile::findBoardsWhileLoading()
{
    MainWindow w(nullptr, false);
    w.show();
    Document *d = w.openFile(m_path);
    QVERIFY(d);
    QTRY_VERIFY_WITH_TIMEOUT(d->recordCount() > 0, 20000);
    w.showFindBoards();
    FindBoardsDialog *find = w.findBoardsDialog();
    QVERIFY(find && find->isVisible());
    // a query that does not parse says where
    QVERIFY(!find->find(QStringLiteral("spades(N) >=")));
    QVERIFY2(find->status()->text().contains(QStringLiteral("at 13")), qPrintable(find->status()->text()));
    // North's 13 spades: every seventh board, listed as they are found
    // while the file still loads
    QVERIFY(find->find(QStringLiteral("spades(N) = 13 and contract = 7S")));
    QTRY_VERIFY_WITH_TIMEOUT(find->resultModel()->rowCount() > 0, 20000);
    QVERIFY2(d->isLoading() || find->isSearching(), "the first result came only after the whole search");
    QTRY_VERIFY_WITH_TIMEOUT(!d->isLoading() && !find->isSearching(), 240000);
    // an independent filter: each record's deal and contract, looked at here
    QList<int> expected;
    for (int i = 0; i < d->recordCount(); ++i) {
        const RecordPtr r = d->record(i);
        const auto *c = dynamic_cast<const CardRecord *>(r.get());
        QVERIFY(c);
        int spades = 0;
        for (const Card &card : c->deal().hands.at(North).cards)
            spades += card.suit() == Suit::Spades;
        if (spades == 13 && c->contract().toString() == u"7S")
            expected.append(i);
    }
    QCOMPARE(expected.size(), kBoards / 7);
    QCOMPARE(find->found(), expected);
    QCOMPARE(find->resultModel()->rowCount(), int(expected.size()));
    QCOMPARE(find->resultModel()->index(0, FindBoardsModel::Board).data().toString(), QStringLiteral("7"));
    // activating a result shows that board
    Q_EMIT find->results()->activated(find->resultModel()->index(2, 0));
    QCOMPARE(d->currentIndex(), 20);
    QTRY_COMPARE(w.table()->handView(North)->shownFaces().size(), 13);
    for (const Card &c : w.table()->handView(North)->shownFaces())
        QCOMPARE(c.suit(), Suit::Spades);
}

QTEST_MAIN(TestBigFile)
#include "tst_bigfile.moc"
