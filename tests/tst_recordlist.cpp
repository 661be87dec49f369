// The record list: a QAbstractTableModel checked by QAbstractItemModelTester
// while records arrive, its columns, its sorting and its filter box.

#include "support/guirecords.h"

#include "document.h"
#include "recordlistmodel.h"
#include "recordfilterproxy.h"
#include "recordlistpanel.h"
#include "viewsettings.h"

#include <QAbstractItemModelTester>
#include <QLineEdit>
#include <QSignalSpy>
#include <QAbstractProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace kib;
using namespace kib::guitest;

namespace {

std::shared_ptr<CardRecord> boardNumbered(int board, const char *event, const char *contract, Seat declarer)
{
    auto r = board7();
    r->setTag(QStringLiteral("Board"), QString::number(board));
    r->setTag(QStringLiteral("Event"), QString::fromUtf8(event));
    Contract c;
    Contract::fromString(QString::fromLatin1(contract), &c);
    r->setContract(c);
    r->setDeclarer(declarer);
    return r;
}

} // namespace

class TestRecordList : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        ViewSettings::instance().setPersistent(false);
    }

    void modelWhileRecordsArrive()
    {
        Document doc;
        RecordListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDocument(&doc);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.columnCount(), 7);
        doc.appendRecords({boardNumbered(10, "Spring", "3NT", South)});
        QCOMPARE(model.rowCount(), 1);
        doc.appendRecords({boardNumbered(2, "Spring", "4S", North), boardNumbered(7, "Autumn", "6HX", West)});
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.headerData(2, Qt::Vertical).toInt(), 3); // file numbering
        doc.setCollection(collectionOf({board7()}));             // replaced
        QCOMPARE(model.rowCount(), 1);
        model.setDocument(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    void columns()
    {
        Document doc;
        doc.setCollection(collectionOf({board7()}));
        RecordListModel model;
        model.setDocument(&doc);
        auto cell = [&](int column) { return model.index(0, column).data().toString(); };
        QCOMPARE(cell(RecordListModel::Board), QStringLiteral("7"));
        QCOMPARE(cell(RecordListModel::Event), QStringLiteral("Kibitzer Club Pairs"));
        QCOMPARE(cell(RecordListModel::Players), QStringLiteral("Nora – Sofia v Ethan – Walter"));
        QCOMPARE(cell(RecordListModel::Contract), QStringLiteral("4\u2660"));
        QCOMPARE(cell(RecordListModel::Declarer), QStringLiteral("N"));
        QCOMPARE(cell(RecordListModel::Result), QStringLiteral("11"));
        QCOMPARE(cell(RecordListModel::GameColumn), QStringLiteral("bridge"));
        QCOMPARE(model.headerData(RecordListModel::Contract, Qt::Horizontal).toString(), QStringLiteral("Contract"));
    }

    void sortAndFilter()
    {
        Document doc;
        doc.setCollection(collectionOf({boardNumbered(10, "Spring", "3NT", South), boardNumbered(2, "Spring", "4S", North),
                                        boardNumbered(7, "Autumn", "6HX", West)}));
        RecordListPanel panel;
        panel.setDocument(&doc);
        QAbstractItemModelTester tester(panel.proxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractProxyModel *proxy = panel.proxy();
        auto boards = [&]() {
            QStringList out;
            for (int r = 0; r < proxy->rowCount(); ++r)
                out << proxy->index(r, RecordListModel::Board).data().toString();
            return out;
        };
        QCOMPARE(boards(), (QStringList{"10", "2", "7"})); // file order at first
        panel.view()->sortByColumn(RecordListModel::Board, Qt::AscendingOrder);
        QCOMPARE(boards(), (QStringList{"2", "7", "10"})); // as numbers
        panel.view()->sortByColumn(RecordListModel::Contract, Qt::DescendingOrder);
        QCOMPARE(boards(), (QStringList{"7", "2", "10"})); // 6H > 4S > 3NT
        panel.view()->sortByColumn(RecordListModel::Board, Qt::AscendingOrder);

        // (the filter applies once typing pauses, found in slices)
        QTest::keyClicks(panel.filterEdit(), QStringLiteral("autumn"));
        QVERIFY(panel.filter()->isFiltering());
        QTRY_VERIFY(!panel.filter()->isFiltering());
        QCOMPARE(boards(), QStringList{"7"});
        panel.filterEdit()->clear();
        QTest::keyClicks(panel.filterEdit(), QStringLiteral("4S")); // letters match the symbols' contract
        QTRY_VERIFY(!panel.filter()->isFiltering());
        QCOMPARE(boards(), QStringList{"2"});
        panel.filterEdit()->setText(QStringLiteral("\u2660"));
        QTRY_VERIFY(!panel.filter()->isFiltering());
        QCOMPARE(panel.filter()->filterText(), QStringLiteral("\u2660"));
        QCOMPARE(boards(), QStringList{"2"});
        panel.filterEdit()->setText(QStringLiteral("walter")); // a player, any case
        QTRY_VERIFY(!panel.filter()->isFiltering());
        QCOMPARE(boards().size(), 3);
        panel.filterEdit()->setText(QStringLiteral("board 1"));
        QTRY_VERIFY(!panel.filter()->isFiltering());
        QCOMPARE(boards(), QStringList{"10"});
        panel.filterEdit()->clear();
        QTRY_VERIFY(!panel.filter()->isFiltering());
        QCOMPARE(boards().size(), 3);

        // neighbours follow the list's order
        QCOMPARE(panel.neighbour(1, +1), 2); // board 2 -> board 7
        QCOMPARE(panel.neighbour(2, +1), 0); // board 7 -> board 10
        QCOMPARE(panel.neighbour(0, +1), -1);
        // choosing a row makes it current
        QSignalSpy activated(&panel, &RecordListPanel::recordActivated);
        panel.view()->selectRow(0); // board 2, the second record
        QCOMPARE(activated.size(), 1);
        QCOMPARE(activated.first().first().toInt(), 1);
    }
};

QTEST_MAIN(TestRecordList)
#include "tst_recordlist.moc"
