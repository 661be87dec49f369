// `kibitzer-cli dump` on several threads (issue 18): each record's Kibitzer
// JSON is printed on the thread that read it (RecordSink::preparer(),
// JsonStreamWriter::preparer()) and only copied in file order; the games
// read again in the merge (those that take from the game before) are
// printed built. The bytes and the warnings are exactly those of the
// whole-file JsonPlugin::write() of the same records. A sink that asks for a
// serial read (RecordSink::readInParallel()) is read on the calling thread.

#include "support/generatedpbn.h"

#include "parsers/recordsink.h"
#include "parsers/recordwriter.h"
#include "parsers/registry.h"

#include <QBuffer>
#include <QtTest>

#include <atomic>

using namespace kib;
using namespace kib::test;

namespace {

// Hands records to a writer as RecordStreaming::readEach() gives them,
// counting those prepared on the reading threads and those handed on built.
class CountingSink : public RecordSink
{
public:
    CountingSink(RecordWriter &writer, bool parallel) : m_writer(writer), m_parallel(parallel) {}
    void fileComments(const QList<Commentary> &comments) override { m_writer.begin(comments); }
    void record(const RecordPtr &record) override
    {
        ++built;
        m_writer.write(record);
    }
    PrepareRecord preparer() const override
    {
        const PrepareRecord inner = m_writer.preparer();
        std::atomic<int> *count = &m_preparedCalls;
        return [inner, count](const Record &record) {
            ++*count;
            return inner(record);
        };
    }
    void prepared(std::shared_ptr<PreparedRecord> record) override
    {
        ++taken;
        m_writer.writePrepared(*record);
    }
    bool readInParallel() const override { return m_parallel; }
    int preparedCalls() const { return m_preparedCalls; }
    int built = 0;
    int taken = 0;

private:
    RecordWriter &m_writer;
    bool m_parallel = true;
    mutable std::atomic<int> m_preparedCalls{0};
};

} // namespace

class TestPreparedDump : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameAsWholeFile_data();
    void sameAsWholeFile();
};

void TestPreparedDump::sameAsWholeFile_data()
{
    QTest::addColumn<QByteArray>("data");
    // false: the sink asks for a serial read (convert's loss check does)
    QTest::addColumn<bool>("parallel");
    QTest::newRow("generated 3,000 games") << generatedFile(3000, 18) << true;
    QTest::newRow("generated 1,500 games, other seed") << generatedFile(1500, 5) << true;
    QTest::newRow("generated 3,000 games, read serially") << generatedFile(3000, 18) << false;
}

void TestPreparedDump::sameAsWholeFile()
{
    QFETCH(QByteArray, data);
    QFETCH(bool, parallel);
    if (QThread::idealThreadCount() < 2)
        QSKIP("one core: the PBN read is serial and prepares nothing (the prepared path needs two threads)");
    const Registry &registry = Registry::builtin();
    const NotationPlugin *pbn = registry.byId(QStringLiteral("pbn"));
    const NotationPlugin *json = registry.byId(QStringLiteral("json"));
    QVERIFY(pbn && json);
    const auto *streaming = dynamic_cast<const RecordStreaming *>(pbn);
    QVERIFY(streaming && streaming->readsEachItself());

    QByteArray bytes;
    QBuffer out(&bytes);
    QVERIFY(out.open(QIODevice::WriteOnly));
    const std::unique_ptr<RecordWriter> writer = recordWriterFor(*json, &out);
    QVERIFY(writer->preparer());
    CountingSink sink(*writer, parallel);
    const Diagnostics read = streaming->readEach(data, sink);
    writer->finish();

    const ReadResult whole = pbn->read(data);
    const WriteResult want = json->write(whole.collection);
    QCOMPARE(read, whole.diagnostics);
    QCOMPARE(sink.taken + sink.built, int(whole.collection.size()));
    if (parallel) {
        // both paths taken: records prepared on the threads, games read again built
        QVERIFY2(sink.taken > 0, "no record was prepared on a reading thread");
        QVERIFY2(sink.built > 0, "no game was read again in the merge");
        QVERIFY(sink.preparedCalls() >= sink.taken);
    } else {
        // read on the calling thread alone: nothing prepared, every record built
        QCOMPARE(sink.taken, 0);
        QCOMPARE(sink.preparedCalls(), 0);
        QCOMPARE(sink.built, int(whole.collection.size()));
    }
    QCOMPARE(bytes.size(), want.data.size());
    QVERIFY(bytes == want.data);
    QCOMPARE(writer->warnings(), want.warnings);
}

QTEST_GUILESS_MAIN(TestPreparedDump)
#include "tst_prepareddump.moc"
