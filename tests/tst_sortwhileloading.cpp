// The record list sorted and filtered while a generated 60,000-board file
// loads (issue 18; QAbstractItemModelTester checks the list's model on every
// change, which is slow: this test times nothing): once it has loaded, the list shows exactly the order
// Qt's own QSortFilterProxyModel gives when it sorts the loaded list by the
// same column (the keys computed once per row, the large list sorted on a
// thread of its own, the rows that arrive merged in), restricted to the
// boards an independent filter written here finds (from the generator's own
// fields, not from the list).

#include "support/boardsfile.h"
#include "document.h"
#include "mainwindow.h"
#include "recordfilterproxy.h"
#include "recordlistmodel.h"
#include "recordlistpanel.h"

#include <QAbstractItemModelTester>
#include <QAbstractProxyModel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

using namespace kib;

namespace {

// More rows than RecordFilterProxy sorts at once (smallList), in a file large
// enough for its first board to be shown from its head.
constexpr int kBoards = 60000;

// What board b holds.
QString eventOf(int b)
{
    static const char *const events[] = {"Cup", "big pairs", "Autumn Pairs", "ZEBRA teams", "big Pairs"};
    return QString::fromLatin1(events[(b * 7) % 5]);
}
QString northOf(int b)
{
    static const char *const names[] = {"Nora", "adam", "Zoe", "bob", "Yvonne", "carl"};
    return QString::fromLatin1(names[(b * 5) % 6]);
}
int levelOf(int b) { return 1 + b % 7; }
char strainOf(int b) { return "CDHSN"[(b / 7) % 5]; }
bool doubledOf(int b) { return b % 11 == 0; }
char declarerOf(int b) { return "NESW"[(b / 3) % 4]; }
int resultOf(int b) { return (b * 3) % 14; }

QByteArray board(int b)
{
    QByteArray contract = QByteArray::number(levelOf(b)) + (strainOf(b) == 'N' ? "NT" : QByteArray(1, strainOf(b)));
    if (doubledOf(b))
        contract += 'X';
    return "[Event \"" + eventOf(b).toLatin1() + "\"]\n[Board \"" + QByteArray::number(b) + "\"]\n[North \""
           + northOf(b).toLatin1() + "\"]\n[East \"Eve\"]\n[South \"Sam\"]\n[West \"Will\"]\n"
           + "[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
           + "[Deal \"N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432\"]\n"
           + "[Declarer \"" + QByteArray(1, declarerOf(b)) + "\"]\n[Contract \"" + contract + "\"]\n[Result \""
           + QByteArray::number(resultOf(b)) + "\"]\n\n";
}

// The independent filter: whether board b's own fields hold 'text' as the
// list shows them (board "board N", event, North's name).
bool boardHas(int b, const QString &text)
{
    if (text.isEmpty())
        return true;
    return (QStringLiteral("board ") + QString::number(b)).contains(text, Qt::CaseInsensitive)
           || eventOf(b).contains(text, Qt::CaseInsensitive) || northOf(b).contains(text, Qt::CaseInsensitive);
}

} // namespace

class TestSortWhileLoading : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void sortAndFilterWhileLoading_data();
    void sortAndFilterWhileLoading();
    void resortLoadedListKeepsCurrent();

private:
    QTemporaryDir m_dir;
    QString m_path;
};

void TestSortWhileLoading::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_path = m_dir.filePath(QStringLiteral("sort.pbn"));
    const qint64 size = kib::test::writeBoardsFile(m_path, kBoards, board, "% PBN 2.1\n% EXPORT\n\n");
    // (past the size from which the first board is shown from the file's head)
    QVERIFY(size > 8 << 20);
}

void TestSortWhileLoading::sortAndFilterWhileLoading_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<bool>("descending");
    QTest::addColumn<QString>("filter");
    QTest::newRow("board, highest first") << int(RecordListModel::Board) << true << QString();
    QTest::newRow("contract") << int(RecordListModel::Contract) << false << QString();
    QTest::newRow("contract, filtered by a player") << int(RecordListModel::Contract) << true << QStringLiteral("zoe");
    QTest::newRow("event (text in any case)") << int(RecordListModel::Event) << false << QString();
    QTest::newRow("players, filtered by board") << int(RecordListModel::Players) << false << QStringLiteral("board 7");
    QTest::newRow("tricks, highest first, filtered by event") << int(RecordListModel::Result) << true
                                                               << QStringLiteral("pairs");
    QTest::newRow("declarer") << int(RecordListModel::Declarer) << false << QString();
    QTest::newRow("file order, filtered") << -1 << false << QStringLiteral("cup");
}

void TestSortWhileLoading::sortAndFilterWhileLoading()
{
    QFETCH(int, column);
    QFETCH(bool, descending);
    QFETCH(QString, filter);
    const Qt::SortOrder order = descending ? Qt::DescendingOrder : Qt::AscendingOrder;

    MainWindow w(nullptr, false);
    w.resize(1280, 800);
    w.show();
    Document *d = w.openFile(m_path);
    QVERIFY(d);
    RecordListPanel *list = w.recordList();
    QAbstractItemModelTester tester(list->proxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_VERIFY_WITH_TIMEOUT(d->recordCount() > 0, 20000);
    // sorted the other way at the first board (the rows that come are merged
    // in), then, with more rows than are sorted at once, this way (the keys
    // there: sorted on the list's thread, the rows that come meanwhile merged
    // in after)
    list->view()->sortByColumn(column, descending ? Qt::AscendingOrder : Qt::DescendingOrder);
    if (!filter.isEmpty())
        list->filterEdit()->setText(filter);
    QTRY_VERIFY_WITH_TIMEOUT(d->recordCount() > RecordFilterProxy::smallList || !d->isLoading(), 60000);
    const bool loadingWhenSorted = d->isLoading();
    const int rowsWhenSorted = d->recordCount();
    list->view()->sortByColumn(column, order);
    QTRY_VERIFY_WITH_TIMEOUT(!d->isLoading() && !list->filter()->isSorting() && !list->filter()->isFiltering(),
                             120000);
    qInfo("sorted again while %s (%d of %d rows read)", loadingWhenSorted ? "loading" : "loaded", rowsWhenSorted,
          kBoards);
    QCOMPARE(d->recordCount(), kBoards);
    QCOMPARE(list->filter()->sortColumn(), column);
    QCOMPARE(list->filter()->filterText(), filter);

    // Qt's sort of the loaded list, by the list's SortRole
    QSortFilterProxyModel oracle;
    oracle.setSourceModel(list->model());
    oracle.setSortRole(RecordListModel::SortRole);
    oracle.setSortCaseSensitivity(Qt::CaseInsensitive);
    oracle.sort(column, order);
    QList<int> expected;
    for (int r = 0; r < oracle.rowCount(); ++r) {
        const int row = oracle.mapToSource(oracle.index(r, 0)).row();
        if (boardHas(d->recordNumber(row), filter)) // (record n is board n)
            expected.append(row);
    }
    QList<int> shown;
    const QAbstractProxyModel *proxy = list->proxy();
    for (int r = 0; r < proxy->rowCount(); ++r)
        shown.append(proxy->mapToSource(proxy->index(r, 0)).row());
    QVERIFY(!expected.isEmpty());
    QCOMPARE(shown.size(), expected.size());
    QCOMPARE(shown, expected);
    // what is shown is the record's own: the board column of the first row
    const int first = shown.first();
    QCOMPARE(proxy->index(0, RecordListModel::Board).data().toInt(), d->recordNumber(first));
    QCOMPARE(proxy->mapFromSource(list->model()->index(first, 0)).row(), 0);
}

// Sorted again once loaded, the current record stays current and in view.
void TestSortWhileLoading::resortLoadedListKeepsCurrent()
{
    MainWindow w(nullptr, false);
    w.resize(1280, 800);
    w.show();
    Document *d = w.openFile(m_path);
    QVERIFY(d);
    QTRY_VERIFY_WITH_TIMEOUT(!d->isLoading(), 120000);
    RecordListPanel *list = w.recordList();
    d->setCurrentIndex(12345);
    QTableView *view = list->view();
    list->view()->sortByColumn(RecordListModel::Board, Qt::DescendingOrder);
    QVERIFY(list->filter()->isSorting()); // (on its thread)
    QTRY_VERIFY_WITH_TIMEOUT(!list->filter()->isSorting(), 60000);
    const QModelIndex current = view->selectionModel()->currentIndex();
    QVERIFY(current.isValid());
    QCOMPARE(list->proxy()->mapToSource(current).row(), 12345);
    QCOMPARE(current.row(), kBoards - 12346);
    QCOMPARE(list->neighbour(12345, +1), 12344);
    QCOMPARE(list->neighbour(12345, -1), 12346);
}

QTEST_MAIN(TestSortWhileLoading)
#include "tst_sortwhileloading.moc"
