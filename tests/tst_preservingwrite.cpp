// Saving a file in its own notation keeps the bytes of every record the
// user did not change (parsers/preservingwriter.h): real PBN and RBN files
// from the corpus, edited in the model, written, and compared byte by byte.
#include "support/corpus.h"
#include "support/generateddeals.h"

#include "parsers/fileio.h"
#include "parsers/preservingwriter.h"
#include "parsers/registry.h"

#include "model/cardrecord.h"
#include "model/newrecord.h"

#include <QDirIterator>
#include <QSet>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace kib;
using namespace kib::test;

namespace {


// A file read as the editor reads it: the records, and for each the span it
// came from (one record per span in the files used here).
struct Opened
{
    const NotationPlugin *plugin = nullptr;
    Collection collection;
    Diagnostics diagnostics;
    OriginalFile original;
};

Opened openBytes(const QByteArray &data, const QString &formatId)
{
    Opened o;
    o.plugin = Registry::builtin().byId(formatId);
    ReadResult r = o.plugin->read(data);
    o.collection = r.collection;
    o.diagnostics = r.diagnostics;
    o.original.data = data;
    o.original.spans = o.plugin->split(data);
    for (int i = 0; i < o.collection.size(); ++i)
        o.original.recordSpans << i;
    return o;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

// The corpus has one RBN file of one board: a file of twelve boards is
// made from the generated PBN deals by the RBN writer (it writes a label
// only when it changes: the boards after the first repeat the others).
Opened openGeneratedRbn()
{
    const NotationPlugin *pbn = Registry::builtin().byId(QStringLiteral("pbn"));
    const NotationPlugin *rbn = Registry::builtin().byId(QStringLiteral("rbn"));
    Collection deals = pbn->read(generatedDealsPbn(200)).collection;
    deals.records().resize(12);
    return openBytes(rbn->write(deals).data, QStringLiteral("rbn"));
}

Opened openFile(const QString &relative)
{
    if (relative == u"generated.rbn")
        return openGeneratedRbn();
    if (relative == u"generated.pbn")
        return openBytes(generatedDealsPbn(200), QStringLiteral("pbn"));
    const QString path = corpusPath(relative);
    return openBytes(readAll(path), relative.endsWith(QLatin1String(".rbn")) ? QStringLiteral("rbn") : QStringLiteral("pbn"));
}

QByteArray json(const RecordPtr &record)
{
    Collection one;
    one.append(record);
    return Registry::builtin().byId(QStringLiteral("json"))->write(one).data;
}

QByteArray spanBytes(const QByteArray &data, const RecordSpan &s)
{
    return data.mid(s.offset, s.length);
}

// A copy of record 'index' with a tag set: the edit the model sees.
void editTag(Opened &o, int index, const QString &name, const QString &value)
{
    RecordPtr copy(o.collection.records().at(index)->clone());
    copy->setTag(name, value);
    o.collection.records()[index] = copy;
    o.original.recordSpans[index] = -1;
}

} // namespace

class TestPreservingWrite : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void unchangedCorpus_data();
    void unchangedCorpus();
    void editOne_data();
    void editOne();
    void removeOne_data();
    void removeOne();
    void moveOne();
    void insertNew_data();
    void insertNew();
    void crlfKept();
    void inheritanceRewritten();
    void writeFileKeepsBytes();
};

void TestPreservingWrite::unchangedCorpus_data()
{
    QTest::addColumn<QString>("path");
    KIB_REQUIRE_CORPUS(QString());
    const QString corpus = corpusRoot();
    QDirIterator it(corpus, {QStringLiteral("*.pbn"), QStringLiteral("*.rbn")}, QDir::Files,
                    QDirIterator::Subdirectories);
    QStringList paths;
    while (it.hasNext())
        paths << it.next();
    paths.sort();
    QVERIFY(paths.size() > 10);
    for (const QString &p : paths)
        QTest::newRow(qPrintable(p.mid(corpus.size() + 1))) << p;
}

void TestPreservingWrite::unchangedCorpus()
{
    QFETCH(QString, path);
    const QByteArray data = readAll(path);
    const Opened o = openBytes(data, path.endsWith(QLatin1String(".rbn")) ? QStringLiteral("rbn") : QStringLiteral("pbn"));
    if (errorCount(o.diagnostics) > 0)
        QSKIP("the file has errors: it is not saved as it is");
    if (o.collection.isEmpty())
        QSKIP("no records");
    QCOMPARE(o.original.spans.size(), qsizetype(o.collection.size()));
    const PreservedWrite w = writePreserving(*o.plugin, o.collection, o.original);
    QVERIFY(w.preserved);
    QCOMPARE(w.copiedRecords, o.collection.size());
    QCOMPARE(w.data, data);
}

void TestPreservingWrite::editOne_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("index");
    QTest::newRow("pbn generated") << QStringLiteral("generated.pbn") << 7;
    QTest::newRow("pbn first") << QStringLiteral("generated.pbn") << 0;
    QTest::newRow("pbn last") << QStringLiteral("generated.pbn") << 199;
    QTest::newRow("pbn tournament") << QStringLiteral("pbn/tournament/realbridge_example2.pbn") << 1;
    QTest::newRow("pbn teaching") << QStringLiteral("pbn/teaching/precision_auctions_notes.pbn") << 2;
    QTest::newRow("rbn") << QStringLiteral("rbn/florida_belles.rbn") << 0;
    QTest::newRow("rbn generated") << QStringLiteral("generated.rbn") << 5;
    QTest::newRow("rbn generated first") << QStringLiteral("generated.rbn") << 0;
}

void TestPreservingWrite::editOne()
{
    QFETCH(QString, file);
    QFETCH(int, index);
    if (!file.startsWith(QLatin1String("generated.")))
        KIB_REQUIRE_CORPUS(file);
    Opened o = openFile(file);
    QVERIFY(o.collection.size() > index);
    const int n = o.collection.size();
    editTag(o, index, QStringLiteral("Event"), QStringLiteral("Edited in Kibitzer"));

    // errors the file had when read may come back, no others
    QSet<QString> tolerated;
    for (const Diagnostic &d : o.diagnostics)
        if (d.isError())
            tolerated.insert(d.code);
    const PreservedWrite w = writePreserving(*o.plugin, o.collection, o.original, tolerated);
    QVERIFY(w.preserved);
    QCOMPARE(w.kept.size(), qsizetype(n));
    QVERIFY(!w.kept.at(index));
    // the header is the original's
    const RecordSpan &first = o.original.spans.first();
    QCOMPARE(w.data.left(first.offset), o.original.data.left(first.offset));
    // every kept record has its exact bytes; the edited one differs
    const QList<RecordSpan> out = o.plugin->split(w.data);
    QCOMPARE(out.size(), qsizetype(n));
    for (int i = 0; i < n; ++i) {
        if (w.kept.at(i))
            QCOMPARE(spanBytes(w.data, out.at(i)), spanBytes(o.original.data, o.original.spans.at(i)));
    }
    QVERIFY(spanBytes(w.data, out.at(index)) != spanBytes(o.original.data, o.original.spans.at(index)));
    QVERIFY(w.copiedRecords >= n - 2); // the edit, and at most a record inheriting from it
    // the result reads back as the model
    const ReadResult back = o.plugin->read(w.data);
    QCOMPARE(errorCount(back.diagnostics), errorCount(o.diagnostics));
    QCOMPARE(back.collection.size(), n);
    QCOMPARE(back.collection.records().at(index)->tag(QStringLiteral("Event")), QStringLiteral("Edited in Kibitzer"));
    for (int i = 0; i < n; ++i) {
        const RecordPtr &r = back.collection.records().at(i);
        if (w.kept.at(i)) {
            QCOMPARE(json(r), json(o.collection.records().at(i)));
        } else {
            // written anew (the edit, or a record that inherited from it):
            // the same values, whether inherited or not
            for (const Tag &t : o.collection.records().at(i)->tags())
                QCOMPARE(r->tag(t.name), t.value);
        }
    }
    // only the edited record's bytes moved: what precedes it is the same file
    QCOMPARE(w.data.left(out.at(index).offset), o.original.data.left(o.original.spans.at(index).offset));
}

// PBN records stand alone; in the RBN file every board repeats labels of
// the one before, so the board after a deleted or inserted one is written
// anew (with the labels it no longer repeats).
void TestPreservingWrite::removeOne_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("standAlone");
    QTest::newRow("pbn") << QStringLiteral("generated.pbn") << true;
    QTest::newRow("rbn") << QStringLiteral("generated.rbn") << false;
}

void TestPreservingWrite::removeOne()
{
    QFETCH(QString, file);
    QFETCH(bool, standAlone);
    if (!file.startsWith(QLatin1String("generated.")))
        KIB_REQUIRE_CORPUS(file);
    Opened o = openFile(file);
    const int n = o.collection.size();
    QVERIFY(n >= 3);
    const int gone = 1;
    const Collection model = o.collection;
    o.collection.records().removeAt(gone);
    o.original.recordSpans.removeAt(gone);
    const PreservedWrite w = writePreserving(*o.plugin, o.collection, o.original);
    QVERIFY(w.preserved);
    QCOMPARE(w.copiedRecords, standAlone ? n - 1 : n - 2);
    QCOMPARE(w.kept.at(gone), standAlone);
    const QList<RecordSpan> &s = o.original.spans;
    if (standAlone) {
        // exactly the original without that record and the separator after it
        QByteArray expected = o.original.data;
        expected.remove(s.at(gone).offset, s.at(gone + 1).offset - s.at(gone).offset);
        QCOMPARE(w.data, expected);
    } else {
        QCOMPARE(w.data.left(s.at(gone).offset), o.original.data.left(s.at(gone).offset));
        QVERIFY(w.data.endsWith(o.original.data.mid(s.at(gone + 2).offset)));
    }
    const ReadResult back = o.plugin->read(w.data);
    QCOMPARE(errorCount(back.diagnostics), 0);
    QCOMPARE(back.collection.size(), n - 1);
    for (int i = 0; i < n - 1; ++i)
        QCOMPARE(json(back.collection.records().at(i)), json(o.collection.records().at(i)));
}

void TestPreservingWrite::moveOne()
{
    Opened o = openFile(QStringLiteral("generated.pbn"));
    const int n = o.collection.size();
    o.collection.records().move(3, 9);
    o.original.recordSpans.move(3, 9);
    const PreservedWrite w = writePreserving(*o.plugin, o.collection, o.original);
    QVERIFY(w.preserved);
    QCOMPARE(w.copiedRecords, n);
    const QList<RecordSpan> out = o.plugin->split(w.data);
    QCOMPARE(out.size(), qsizetype(n));
    for (int i = 0; i < n; ++i)
        QCOMPARE(spanBytes(w.data, out.at(i)), spanBytes(o.original.data, o.original.spans.at(o.original.recordSpans.at(i))));
    QCOMPARE(w.data.size(), o.original.data.size());
    const ReadResult back = o.plugin->read(w.data);
    QCOMPARE(back.collection.records().at(9)->tag(QStringLiteral("Board")),
             o.collection.records().at(9)->tag(QStringLiteral("Board")));
    QCOMPARE(back.collection.records().at(9)->tag(QStringLiteral("Board")), QStringLiteral("4"));
}

void TestPreservingWrite::insertNew_data()
{
    removeOne_data();
}

void TestPreservingWrite::insertNew()
{
    QFETCH(QString, file);
    QFETCH(bool, standAlone);
    if (!file.startsWith(QLatin1String("generated.")))
        KIB_REQUIRE_CORPUS(file);
    Opened o = openFile(file);
    const int n = o.collection.size();
    RecordPtr fresh = newBridgeRecord(o.collection.records().at(0).get());
    o.collection.records().insert(1, fresh);
    o.original.recordSpans.insert(1, -1);
    const PreservedWrite w = writePreserving(*o.plugin, o.collection, o.original);
    QVERIFY(w.preserved);
    QCOMPARE(w.copiedRecords, standAlone ? n : n - 1);
    QVERIFY(!w.kept.at(1));
    const ReadResult back = o.plugin->read(w.data);
    QCOMPARE(errorCount(back.diagnostics), 0);
    QCOMPARE(back.collection.size(), n + 1);
    const QList<RecordSpan> out = o.plugin->split(w.data);
    QCOMPARE(spanBytes(w.data, out.at(0)), spanBytes(o.original.data, o.original.spans.at(0)));
    QCOMPARE(spanBytes(w.data, out.at(3)), spanBytes(o.original.data, o.original.spans.at(2)));
    if (standAlone)
        QCOMPARE(spanBytes(w.data, out.at(2)), spanBytes(o.original.data, o.original.spans.at(1)));
    QCOMPARE(back.collection.records().at(1)->tag(QStringLiteral("Board")), fresh->tag(QStringLiteral("Board")));
    for (int i = 0; i < n + 1; ++i)
        if (w.kept.at(i))
            QCOMPARE(json(back.collection.records().at(i)), json(o.collection.records().at(i)));
}

void TestPreservingWrite::crlfKept()
{
    QByteArray data = generatedDealsPbn(200);
    QVERIFY(!data.contains('\r'));
    data.replace("\n", "\r\n");
    Opened o = openBytes(data, QStringLiteral("pbn"));
    QCOMPARE(o.collection.size(), 200);
    editTag(o, 4, QStringLiteral("Event"), QStringLiteral("Edited"));
    const PreservedWrite w = writePreserving(*o.plugin, o.collection, o.original);
    QVERIFY(w.preserved);
    QCOMPARE(w.copiedRecords, 199);
    QVERIFY(w.data.contains("[Event \"Edited\"]\r\n"));
    // no bare line feed anywhere
    QCOMPARE(w.data.count('\n'), w.data.count("\r\n"));
    QCOMPARE(o.plugin->read(w.data).collection.records().at(4)->tag(QStringLiteral("Event")), QStringLiteral("Edited"));
}

void TestPreservingWrite::inheritanceRewritten()
{
    // christy170a uses '##': the games after the first inherit its tags.
    KIB_REQUIRE_CORPUS(QStringLiteral("pbn/tournament/christy170a_hash_inherit.pbn"));
    Opened o = openFile(QStringLiteral("pbn/tournament/christy170a_hash_inherit.pbn"));
    QCOMPARE(errorCount(o.diagnostics), 0);
    const int n = o.collection.size();
    QVERIFY(n >= 3);
    bool inherits = false;
    for (const Tag &t : o.collection.records().at(1)->tags())
        inherits = inherits || t.inherited;
    QVERIFY(inherits);
    const Collection model = o.collection;
    // delete the first game: the second can no longer inherit from it
    o.collection.records().removeAt(0);
    o.original.recordSpans.removeAt(0);
    const PreservedWrite w = writePreserving(*o.plugin, o.collection, o.original);
    QVERIFY(w.preserved);
    QVERIFY(!w.kept.at(0));
    const ReadResult back = o.plugin->read(w.data);
    QCOMPARE(errorCount(back.diagnostics), 0);
    QCOMPARE(back.collection.size(), n - 1);
    // every tag value is what the model holds (inherited or not)
    for (int i = 0; i < n - 1; ++i) {
        for (const Tag &t : o.collection.records().at(i)->tags())
            QCOMPARE(back.collection.records().at(i)->tag(t.name), t.value);
    }
    // and the kept ones are the model exactly
    for (int i = 0; i < n - 1; ++i)
        if (w.kept.at(i))
            QCOMPARE(json(back.collection.records().at(i)), json(o.collection.records().at(i)));
}

void TestPreservingWrite::writeFileKeepsBytes()
{
    QTemporaryDir dir;
    KIB_REQUIRE_CORPUS(QStringLiteral("pbn/tournament/realbridge_example2.pbn"));
    Opened o = openFile(QStringLiteral("pbn/tournament/realbridge_example2.pbn"));
    const QString path = dir.filePath(QStringLiteral("out.pbn"));
    // unchanged: the very file
    SavedFile saved = writeFilePreserving(path, o.collection, *o.plugin, o.original, o.diagnostics);
    QVERIFY2(saved.ok(), qPrintable(saved.error));
    QVERIFY(saved.preserved);
    QCOMPARE(readAll(path), o.original.data);
    // the plain writer rewrites it (so the test above means something)
    saved = writeFile(path, o.collection, *o.plugin, o.diagnostics);
    QVERIFY(saved.ok());
    QVERIFY(readAll(path) != o.original.data);
    // one edit: through the same entry point
    editTag(o, 0, QStringLiteral("Site"), QStringLiteral("Somewhere else"));
    saved = writeFilePreserving(path, o.collection, *o.plugin, o.original, o.diagnostics);
    QVERIFY(saved.ok());
    QVERIFY(saved.preserved);
    QCOMPARE(saved.keptRecords, o.collection.size() - 1);
    const LoadedFile back = readFile(path);
    QVERIFY(back.ok());
    QCOMPARE(back.result.collection.records().at(0)->tag(QStringLiteral("Site")), QStringLiteral("Somewhere else"));
}

QTEST_GUILESS_MAIN(TestPreservingWrite)
#include "tst_preservingwrite.moc"
