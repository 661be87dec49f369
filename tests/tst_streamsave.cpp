// Saving in a file's own notation record by record (parsers/
// preservingstream.h, writeFileStreaming()) gives the bytes the whole-file
// save gives (writeFilePreserving(), writePreserving()): every sample and
// corpus file a plug-in writes, with one trivial edit (a record that is no
// longer the one read, all its values kept) to its first, middle and last
// record, a record deleted, one inserted and one moved. Each is saved both
// ways; both succeed or fail alike, and the bytes are the same.
#include "support/corpus.h"

#include "parsers/fileio.h"
#include "parsers/preservingstream.h"
#include "parsers/readbacktolerance.h"
#include "parsers/registry.h"

#include <QBuffer>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace kib;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The files under 'root' a plug-in reads and writes, relative to it.
QStringList writableFiles(const QString &root)
{
    QStringList out;
    QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const NotationPlugin *p = detectNotation(readAll(path), path, Registry::builtin(), nullptr);
        if (p && p->canWrite())
            out << QDir(root).relativeFilePath(path);
    }
    out.sort();
    return out;
}

const char *const kEdits[] = {"first", "middle", "last", "delete", "insert", "move"};

} // namespace

class TestStreamSave : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void sameBytes_data();
    void sameBytes();
    void cleanupTestCase();

private:
    QTemporaryDir m_dir;
    int m_rows = 0;
    int m_streamed = 0;
    QStringList m_notStreamed;
};

void TestStreamSave::sameBytes_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("edit");
    const auto rows = [](const QString &name, const QString &path) {
        for (const char *edit : kEdits)
            QTest::newRow(qPrintable(name + QLatin1Char(':') + QLatin1String(edit))) << path << QString::fromLatin1(edit);
    };
    const QString samples = QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples");
    for (const QString &f : writableFiles(samples))
        rows(QStringLiteral("samples/") + f, samples + QLatin1Char('/') + f);
    // (the samples run without the corpus: KIB_REQUIRE_CORPUS would skip them too)
    if (kib::test::corpusHas()) {
        for (const QString &f : writableFiles(kib::test::corpusRoot()))
            rows(QStringLiteral("corpus/") + f, kib::test::corpusPath(f));
    } else if (kib::test::corpusRequired()) {
        QFAIL(kib::test::corpusMissingMessage(QString()).constData());
    } else {
        qInfo("%s", kib::test::corpusMissingMessage(QString()).constData());
    }
}

void TestStreamSave::sameBytes()
{
    QFETCH(QString, path);
    QFETCH(QString, edit);
    const QByteArray data = readAll(path);
    const NotationPlugin *plugin = detectNotation(data, path, Registry::builtin(), nullptr);
    QVERIFY(plugin);
    ReadResult read = plugin->read(data);
    Collection &records = read.collection;
    records.setSourceFormat(plugin->id());
    const int n = records.size();
    if (n == 0)
        QSKIP("no record read from this file");
    OriginalFile original{data, plugin->split(data), {}};
    for (int i = 0; i < n; ++i)
        original.recordSpans << (original.spans.size() == n ? i : -1);

    const int middle = n / 2;
    const auto touch = [&](int k) {
        records.replace(k, RecordPtr(records.record(k)->clone()));
        original.recordSpans[k] = -1;
    };
    if (edit == u"first")
        touch(0);
    else if (edit == u"middle")
        touch(middle);
    else if (edit == u"last")
        touch(n - 1);
    else if (edit == u"delete") {
        if (n < 2)
            QSKIP("one record: nothing to delete beside it");
        records.take(middle);
        original.recordSpans.removeAt(middle);
    } else if (edit == u"insert") {
        records.insert(middle, RecordPtr(records.record(0)->clone()));
        original.recordSpans.insert(middle, -1);
    } else if (edit == u"move") {
        if (n < 2)
            QSKIP("one record: nothing to move");
        records.move(n - 1, 0);
        original.recordSpans.move(n - 1, 0);
    }

    // the whole-file way and the record-by-record way, to files
    const QString whole = m_dir.filePath(QStringLiteral("whole"));
    const QString streamed = m_dir.filePath(QStringLiteral("streamed"));
    QFile::remove(whole);
    QFile::remove(streamed);
    const SavedFile a = writeFilePreserving(whole, records, *plugin, original, read.diagnostics);
    const SavedFile b = writeFileStreaming(streamed, records, *plugin, original, read.diagnostics);
    QCOMPARE(b.ok(), a.ok());
    ++m_rows;
    if (b.streamed)
        ++m_streamed;
    else {
        const ReadBackTolerance tolerance(read.diagnostics);
        PreservingStream stream(*plugin, records, original, tolerance.codes());
        QVERIFY(!stream.plan());
        m_notStreamed << QStringLiteral("%1 (%2)").arg(QString::fromLatin1(QTest::currentDataTag()), stream.whyNot());
    }
    if (!a.ok())
        return;
    const QByteArray wholeBytes = readAll(whole);
    const QByteArray streamedBytes = readAll(streamed);
    if (wholeBytes != streamedBytes) {
        qsizetype at = 0;
        while (at < wholeBytes.size() && at < streamedBytes.size() && wholeBytes.at(at) == streamedBytes.at(at))
            ++at;
        QFAIL(qPrintable(QStringLiteral("the bytes differ from byte %1 (sizes %2 and %3):\n- %4\n+ %5")
                             .arg(at)
                             .arg(wholeBytes.size())
                             .arg(streamedBytes.size())
                             .arg(QString::fromUtf8(wholeBytes.mid(qMax<qsizetype>(0, at - 40), 120)),
                                  QString::fromUtf8(streamedBytes.mid(qMax<qsizetype>(0, at - 40), 120)))));
    }
    QCOMPARE(b.keptRecords, a.keptRecords);
    if (b.streamed) {
        // in memory through PreservingStream too: the same bytes again
        const ReadBackTolerance tolerance(read.diagnostics);
        PreservingStream stream(*plugin, records, original, tolerance.codes());
        QVERIFY(stream.plan());
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QVERIFY(stream.write(&buffer));
        QCOMPARE(bytes, wholeBytes);
        QCOMPARE(stream.writtenRecords(), b.writtenRecords);
        QCOMPARE(int(b.writtenRecords.size()), records.size() - b.keptRecords);
    }
}

void TestStreamSave::cleanupTestCase()
{
    qInfo("%d of %d saves went record by record; the others the whole-file way: %s", m_streamed, m_rows,
          qPrintable(m_notStreamed.join(QStringLiteral(", "))));
}

QTEST_MAIN(TestStreamSave)
#include "tst_streamsave.moc"
