// A large file in the viewer (issue 3's memory target): the document keeps
// the bridge deals that stand alone unbuilt past the first few, shows them in
// the record list from their summaries without building them, builds one
// when it is opened, counts it untouched until it is edited, and saves the
// others byte for byte.
#include "document.h"
#include "recordlistmodel.h"

#include "support/recordjson.h"
#include "parsers/lin/linplugin.h"
#include "parsers/pbn/pbnplugin.h"

#include "model/cardrecord.h"

#include <QFile>
#include <QSortFilterProxyModel>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace kib;

namespace {

constexpr int kGames = 24;

QByteArray game(int board)
{
    const char *contracts[] = {"1NT", "4S", "3HX", "Pass"};
    const QByteArray contract = contracts[board % 4];
    const bool passed = contract == "Pass";
    return QByteArray("[Event \"Club night\"]\r\n[Site \"Here\"]\r\n[Date \"2026.11.21\"]\r\n[Board \"")
           + QByteArray::number(board) + "\"]\r\n[West \"Wanda\"]\r\n[North \"Nick\"]\r\n[East \"Ed\"]\r\n"
           + "[South \"Sue " + QByteArray::number(board) + "\"]\r\n[Dealer \"N\"]\r\n[Vulnerable \"None\"]\r\n"
           + "[Deal \"N:AKQJ.T98.765.432 T987.654.432.AKQ 6543.AKQ.AKQ.765 2.J32.JT98.JT98\"]\r\n"
           + "[Scoring \"\"]\r\n[Declarer \"" + (passed ? "" : "N") + "\"]\r\n[Contract \"" + contract
           + "\"]\r\n[Result \"" + (passed ? "" : QByteArray::number(board % 14)) + "\"]\r\n"
           + "{board " + QByteArray::number(board) + "}\r\n\r\n";
}


// One undoable edit of record 'index': its Event becomes "Cup".
bool renameEvent(Document &d, int index)
{
    return d.editRecord(index, QStringLiteral("Set Event"), [](Record &r) {
        r.setTag(QStringLiteral("Event"), QStringLiteral("Cup"));
        return true;
    });
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestLazyDocument : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void recordsPastTheFirstAreNotBuilt();
    void listShowsSummariesWithoutBuilding_data();
    void listShowsSummariesWithoutBuilding();
    void sortingAndFilteringBuildNothing();
    void openingBuildsOneRecord();
    void editAndUndoKeepUntouched();
    void saveKeepsUnbuiltRecordsBytes();
    void linBoardsKeptAsSummaries();

private:
    QTemporaryDir m_dir;
    QString m_path;
    QByteArray m_bytes;
    ReadResult m_full;
};

void TestLazyDocument::init()
{
    QVERIFY(m_dir.isValid());
    m_path = m_dir.filePath(QStringLiteral("large.pbn"));
    m_bytes = "% PBN 2.1\r\n% EXPORT\r\n";
    for (int b = 1; b <= kGames; ++b)
        m_bytes += game(b);
    QFile f(m_path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(m_bytes);
    f.close();
    m_full = PbnPlugin().read(m_bytes);
    QCOMPARE(m_full.collection.size(), kGames);
}

void TestLazyDocument::recordsPastTheFirstAreNotBuilt()
{
    Document d;
    QVERIFY(d.openNow(m_path));
    QCOMPARE(d.recordCount(), kGames);
    QVERIFY(d.collection().isBuilt(0));
    QVERIFY(d.collection().hasUnbuilt());
    for (int i = 8; i < kGames; ++i)
        QVERIFY2(!d.collection().isBuilt(i), qPrintable(QString::number(i)));
    QCOMPARE(d.recordNumber(20), 21);
    QVERIFY(d.isUntouched(20));
    QVERIFY(!d.isModified());
    // the notations it can be saved in, told without building anything
    QVERIFY(!d.writableFormats().isEmpty());
    QVERIFY(!d.collection().isBuilt(20));
}

void TestLazyDocument::listShowsSummariesWithoutBuilding_data()
{
    QTest::addColumn<int>("row");
    for (int row : {8, 13, 14, 15, 23})
        QTest::newRow(qPrintable(QStringLiteral("row %1").arg(row))) << row;
}

void TestLazyDocument::listShowsSummariesWithoutBuilding()
{
    QFETCH(int, row);
    Document d;
    QVERIFY(d.openNow(m_path));
    RecordListModel model;
    model.setDocument(&d);
    QCOMPARE(model.rowCount(), kGames);
    QVERIFY(!d.collection().isBuilt(row));
    // every cell, for every role the list and its sorting and filter ask
    const RecordPtr built = m_full.collection.records().at(row);
    for (int column = 0; column < RecordListModel::ColumnCount; ++column) {
        const QModelIndex index = model.index(row, column);
        QCOMPARE(model.data(index, Qt::DisplayRole).toString(), RecordListModel::cellText(*built, column));
        QVERIFY(model.data(index, RecordListModel::SortRole).isValid());
        QVERIFY(!model.data(index, RecordListModel::FilterRole).toString().isEmpty()
                || RecordListModel::cellText(*built, column).isEmpty());
    }
    QCOMPARE(model.data(model.index(row, RecordListModel::Board)).toString(), QString::number(row + 1));
    QCOMPARE(model.data(model.index(row, RecordListModel::Players)).toString(),
             QStringLiteral("Nick – Sue %1 v Ed – Wanda").arg(row + 1));
    QCOMPARE(model.data(model.index(row, RecordListModel::Board), RecordListModel::SortRole).toInt(), row + 1);
    const QString filter = model.data(model.index(row, RecordListModel::Contract), RecordListModel::FilterRole).toString();
    const QString contract = dynamic_cast<const CardRecord &>(*built).contract().toString();
    QVERIFY2(filter.endsWith(contract), qPrintable(filter));
    QVERIFY(!d.collection().isBuilt(row));
}

void TestLazyDocument::sortingAndFilteringBuildNothing()
{
    Document d;
    QVERIFY(d.openNow(m_path));
    RecordListModel model;
    model.setDocument(&d);
    // as the record list panel sorts and filters
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(RecordListModel::SortRole);
    proxy.setFilterRole(RecordListModel::FilterRole);
    proxy.setFilterKeyColumn(-1);
    proxy.setFilterCaseSensitivity(Qt::CaseInsensitive);
    proxy.sort(RecordListModel::Board, Qt::DescendingOrder);
    QCOMPARE(proxy.rowCount(), kGames);
    QCOMPARE(proxy.data(proxy.index(0, RecordListModel::Board)).toString(), QString::number(kGames));
    proxy.setFilterFixedString(QStringLiteral("sue 2")); // Sue 2, Sue 20 .. Sue 24
    QCOMPARE(proxy.rowCount(), 6);
    proxy.setFilterFixedString(QStringLiteral("4S")); // boards 1, 5, 9 ... by the contract's letters
    QCOMPARE(proxy.rowCount(), kGames / 4);
    for (int i = 8; i < kGames; ++i)
        QVERIFY2(!d.collection().isBuilt(i), qPrintable(QString::number(i)));
}

void TestLazyDocument::openingBuildsOneRecord()
{
    Document d;
    QVERIFY(d.openNow(m_path));
    d.setCurrentIndex(17);
    QVERIFY(d.collection().isBuilt(17));
    QVERIFY(!d.collection().isBuilt(16));
    QVERIFY(!d.collection().isBuilt(18));
    QCOMPARE(test::recordJson(d.currentRecord()), test::recordJson(m_full.collection.records().at(17)));
    QCOMPARE(d.currentRecord()->sourceLine(), m_full.collection.records().at(17)->sourceLine());
    QVERIFY(d.isUntouched(17));
}

void TestLazyDocument::editAndUndoKeepUntouched()
{
    Document d;
    QVERIFY(d.openNow(m_path));
    QVERIFY(renameEvent(d, 19));
    QVERIFY(!d.isUntouched(19));
    QVERIFY(d.isUntouched(18));
    QCOMPARE(d.record(19)->tag(QStringLiteral("Event")), QStringLiteral("Cup"));
    d.undoStack()->undo();
    QVERIFY(d.isUntouched(19));
    QCOMPARE(d.record(19)->tag(QStringLiteral("Event")), QStringLiteral("Club night"));
    // delete and undo: the record comes back as read
    d.removeRecord(21);
    QCOMPARE(d.recordCount(), kGames - 1);
    // (record 23 moved up and is shown: built; record 24 moved up, not built)
    QCOMPARE(d.currentIndex(), 21);
    QVERIFY(!d.collection().isBuilt(22));
    QCOMPARE(d.recordNumber(22), 24);
    d.undoStack()->undo();
    QCOMPARE(d.recordCount(), kGames);
    QVERIFY(d.isUntouched(21));
    QCOMPARE(test::recordJson(d.record(21)), test::recordJson(m_full.collection.records().at(21)));
}

void TestLazyDocument::saveKeepsUnbuiltRecordsBytes()
{
    Document d;
    QVERIFY(d.openNow(m_path));
    QVERIFY(renameEvent(d, 2));
    const QString out = m_dir.filePath(QStringLiteral("saved.pbn"));
    const SavedFile saved = d.saveAs(out, QStringLiteral("pbn"));
    QVERIFY2(saved.ok(), qPrintable(saved.error));
    const QByteArray bytes = readAll(out);
    // the games after the edited one are the file's bytes
    const qsizetype from = m_bytes.indexOf("[Event \"Club night\"]\r\n[Site \"Here\"]\r\n[Date \"2026.11.21\"]\r\n"
                                           "[Board \"4\"]");
    QVERIFY(from > 0);
    QVERIFY(bytes.endsWith(m_bytes.mid(from)));
    const ReadResult back = PbnPlugin().read(bytes);
    QCOMPARE(back.collection.size(), kGames);
    QCOMPARE(back.collection.records().at(2)->tag(QStringLiteral("Event")), QStringLiteral("Cup"));
    for (int i : {0, 10, 23})
        QCOMPARE(test::recordJson(back.collection.records().at(i)), test::recordJson(m_full.collection.records().at(i)));
    // the saved file is the document's now, and its records are untouched
    QVERIFY(!d.isModified());
    QVERIFY(d.isUntouched(2));
    QVERIFY(d.isUntouched(20));
}

void TestLazyDocument::linBoardsKeptAsSummaries()
{
    // A LIN file's boards (no vugraph header before them) are kept as their
    // summaries too, each built from its own line when it is asked for, and
    // a save keeps them so, built from the saved file's bytes
    QByteArray lin;
    for (int b = 1; b <= kGames; ++b)
        lin += "pn|Sue " + QByteArray::number(b) + ",Wanda,Nick,Ed|st||md|3SJ973HJ98742D3CK4,SKQT2HATDJ6542C85,"
               "SH63DAKQ987CA9732,|rh||ah|Board " + QByteArray::number(b) + "|sv|o|mb|1D|mb|p|mb|1H|mb|p|mb|p|mb|p|"
               "pg||mc|7|pg||\n";
    const QString path = m_dir.filePath(QStringLiteral("boards.lin"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(lin);
    f.close();
    const ReadResult whole = LinPlugin().read(lin);
    QCOMPARE(whole.collection.size(), kGames);
    QVERIFY2(whole.diagnostics.isEmpty(), qPrintable(whole.diagnostics.value(0).message));

    Document d;
    QVERIFY(d.openNow(path));
    QCOMPARE(d.recordCount(), kGames);
    for (int i = 8; i < kGames; ++i)
        QVERIFY2(!d.collection().isBuilt(i), qPrintable(QString::number(i)));
    QCOMPARE(test::recordJson(d.record(20)), test::recordJson(whole.collection.records().at(20)));
    QVERIFY(d.isUntouched(20));
    QVERIFY(renameEvent(d, 2));
    const QString out = m_dir.filePath(QStringLiteral("saved.lin"));
    const SavedFile saved = d.saveAs(out, QStringLiteral("lin"));
    QVERIFY2(saved.ok(), qPrintable(saved.error));
    const ReadResult back = LinPlugin().read(readAll(out));
    QCOMPARE(back.collection.size(), kGames);
    for (int i : {0, 10, 20, 23})
        QCOMPARE(test::recordJson(back.collection.records().at(i)), test::recordJson(whole.collection.records().at(i)));
    QVERIFY(!d.isModified());
    QVERIFY(!d.collection().isBuilt(21));
    QCOMPARE(test::recordJson(d.record(21)), test::recordJson(whole.collection.records().at(21)));
}

QTEST_MAIN(TestLazyDocument)
#include "tst_lazydocument.moc"
