// Saving a large file after one edit (issue 18): a 100,000-board PBN file,
// written in the test by the PBN writer and opened as the viewer opens it
// (records held unbuilt), gets one edit and is saved in place. The save
// writes that record only, builds no record but the edited one and three
// neighbours (the two before it, which the writer and the reader may take
// from, RBN's names two records back; the one after, read back after it), and the file is the original's bytes
// but for the edited record; the document keeps its records unbuilt after.
// The autosave's copy is made the same way, in PBN, and recovers the edit.
#include "support/generateddeals.h"

#include "document.h"
#include "edit/autosaver.h"
#include "support/autosavehome.h"

#include "parsers/json/jsonplugin.h"
#include "parsers/recordwriter.h"
#include "parsers/registry.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kib;

namespace {

constexpr int kBoards = 100000;

int builtRecords(const Document &d)
{
    int n = 0;
    for (int i = 0; i < d.recordCount(); ++i)
        n += d.collection().isBuilt(i) ? 1 : 0;
    return n;
}

// A record as Kibitzer JSON (its values; not the line it starts on).
QByteArray json(const RecordPtr &record)
{
    static const JsonPlugin plugin;
    Collection one;
    one.append(record);
    return plugin.write(one).data;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestBigSave : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void saveAfterOneEdit_data();
    void saveAfterOneEdit();
    void autosaveAfterOneEdit();

private:
    QTemporaryDir m_home;
    QTemporaryDir m_dir;
    QString m_path;
};

void TestBigSave::initTestCase()
{
    QVERIFY(kib::test::useOwnAutosaveHome(m_home, QStringLiteral("tst_bigsave")));
    QVERIFY(m_dir.isValid());
    // 2,000 dealt boards, written 50 times over by the PBN writer, numbered
    // 1 to 100,000
    const NotationPlugin *pbn = Registry::builtin().byId(QStringLiteral("pbn"));
    QVERIFY(pbn);
    const Collection deals = pbn->read(test::generatedDealsPbn(2000)).collection;
    QCOMPARE(deals.size(), 2000);
    m_path = m_dir.filePath(QStringLiteral("big.pbn"));
    QFile file(m_path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    const std::unique_ptr<RecordWriter> writer = recordWriterFor(*pbn, &file);
    writer->setSourceFormat(QStringLiteral("pbn"));
    writer->begin({});
    for (int b = 1; b <= kBoards; ++b) {
        RecordPtr r(deals.record((b - 1) % deals.size())->clone());
        r->setTag(QStringLiteral("Board"), QString::number(b));
        writer->write(r);
    }
    writer->finish();
    QVERIFY(!writer->failed());
    file.close();
    QVERIFY(QFileInfo(m_path).size() > 200LL * kBoards);
}

void TestBigSave::saveAfterOneEdit_data()
{
    QTest::addColumn<int>("index");
    QTest::newRow("first") << 0;
    QTest::newRow("middle") << kBoards / 2;
    QTest::newRow("last") << kBoards - 1;
}

void TestBigSave::saveAfterOneEdit()
{
    QFETCH(int, index);
    const QString path = m_dir.filePath(QStringLiteral("edited.pbn"));
    QFile::remove(path);
    QVERIFY(QFile::copy(m_path, path));
    QFile(path).setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    const QByteArray before = readAll(path);

    Document d;
    QVERIFY(d.openNow(path));
    QCOMPARE(d.recordCount(), kBoards);
    const RecordSpan span = d.originalSpans().at(index);
    QVERIFY(d.editRecord(index, QStringLiteral("Event"), [](Record &r) {
        r.setTag(QStringLiteral("Event"), QStringLiteral("Edited in the big-file save test"));
        return true;
    }));
    const QByteArray edited = json(d.record(index));
    const int builtBefore = builtRecords(d);
    QVERIFY2(builtBefore < 20, "the viewer holds most records unbuilt");

    const SavedFile saved = d.save();
    QVERIFY2(saved.ok(), qPrintable(saved.error));
    QVERIFY(saved.streamed);
    QCOMPARE(saved.writtenRecords, QList<int>{index});
    QCOMPARE(saved.keptRecords, kBoards - 1);
    // built to save: the edited record's neighbours at most (the two before
    // for what the writer and the reader take from them, the one after to
    // read it back after the new record)
    QList<int> newlyBuilt;
    for (int i = 0; i < d.recordCount(); ++i)
        if (d.collection().isBuilt(i) && (i < index - 2 || i > index + 1) && i >= 8)
            newlyBuilt << i;
    QCOMPARE(newlyBuilt, QList<int>());
    QVERIFY(builtRecords(d) <= builtBefore + 3);
    QVERIFY(!d.isModified());

    // the file: the original's bytes, but for the edited record's
    const QByteArray after = readAll(path);
    const QByteArray head = before.left(span.offset);
    const QByteArray tail = before.mid(span.offset + span.length);
    QVERIFY(after.startsWith(head));
    QVERIFY(after.endsWith(tail));
    QVERIFY(after.size() >= head.size() + tail.size());
    const QByteArray text = after.mid(head.size(), after.size() - head.size() - tail.size());
    QVERIFY(text.contains("[Event \"Edited in the big-file save test\"]"));
    const NotationPlugin *pbn = Registry::builtin().byId(QStringLiteral("pbn"));
    const ReadResult back = pbn->read(QByteArray("% PBN 2.1\r\n% EXPORT\r\n\r\n") + text);
    QCOMPARE(back.collection.size(), 1);
    QCOMPARE(json(back.collection.record(0)), edited);

    // the document now keeps the saved file's bytes: its records still
    // unbuilt, each built from the new file as it was
    QVERIFY(builtRecords(d) < 20);
    QVERIFY(d.isUntouched(index));
    const int other = index == kBoards - 1 ? kBoards / 4 : kBoards - 1;
    QVERIFY(!d.collection().isBuilt(other));
    const QList<RecordSpan> spans = pbn->split(before);
    QCOMPARE(spans.size(), kBoards);
    const ReadResult original = pbn->readRecord(before, spans.at(other), other + 1, nullptr);
    QCOMPARE(original.collection.size(), 1);
    QCOMPARE(json(d.record(other)), json(original.collection.record(0)));
}

void TestBigSave::autosaveAfterOneEdit()
{
    const QString path = m_dir.filePath(QStringLiteral("autosaved.pbn"));
    QFile::remove(path);
    QVERIFY(QFile::copy(m_path, path));
    const QByteArray before = readAll(path);
    const int index = kBoards / 3;
    QString copy;
    {
        Document d;
        QVERIFY(d.openNow(path));
        QVERIFY(d.editRecord(index, QStringLiteral("Event"), [](Record &r) {
            r.setTag(QStringLiteral("Event"), QStringLiteral("Autosaved in the big-file test"));
            return true;
        }));
        const int builtBefore = builtRecords(d);
        AutoSaver saver;
        saver.addDocument(&d);
        QCOMPARE(saver.saveNow(), 1);
        QVERIFY(builtRecords(d) <= builtBefore + 3);
        copy = saver.copyPath(&d);
        QVERIFY(copy.startsWith(AutoSaver::directory()));
        // the copy: the file's bytes but for the edited record
        const QByteArray bytes = readAll(copy);
        const RecordSpan span = d.originalSpans().at(index);
        QVERIFY(bytes.startsWith(before.left(span.offset)));
        QVERIFY(bytes.endsWith(before.mid(span.offset + span.length)));
        QVERIFY(bytes.contains("[Event \"Autosaved in the big-file test\"]"));
        saver.abandon(); // as a crash leaves it
    }
    const QList<AutoSaver::Leftover> left = AutoSaver::leftovers();
    QCOMPARE(left.size(), 1);
    QCOMPARE(left.first().dataPath, copy);
    QCOMPARE(left.first().copyFormat, QStringLiteral("pbn"));
    QCOMPARE(left.first().records, kBoards);
    Collection records;
    QString error;
    QVERIFY2(AutoSaver::read(left.first(), &records, &error), qPrintable(error));
    QCOMPARE(records.size(), kBoards);
    QCOMPARE(records.record(index)->tag(QStringLiteral("Event")), QStringLiteral("Autosaved in the big-file test"));
    QCOMPARE(records.record(index + 1)->tag(QStringLiteral("Event")), records.record(index - 1)->tag(QStringLiteral("Event")));
    AutoSaver::discard(left.first());
    QVERIFY(!QFile::exists(copy));
}

QTEST_MAIN(TestBigSave)
#include "tst_bigsave.moc"
