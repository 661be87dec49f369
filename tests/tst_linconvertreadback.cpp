// convertStreaming() to LIN: the written file is read back once, from its
// start to its end (record by record now: LinPlugin::readEach(), which
// holds a few boards' tokens at a time), never span by span through
// readRecord(), which reads all that stands before each span again (a
// read-back whose time grew with the square of the file). The read-back
// still refuses a file that reads back short or with an error.
#include "parsers/lin/linplugin.h"
#include "parsers/recordsink.h"
#include "parsers/pbn/pbnplugin.h"
#include "parsers/streamedconvert.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace {

// Hands on all but the last record it is given (a read-back one short).
class AllButLast : public kib::RecordSink
{
public:
    explicit AllButLast(kib::RecordSink &to) : m_to(to) {}
    void fileComments(const QList<kib::Commentary> &comments) override { m_to.fileComments(comments); }
    void record(const kib::RecordPtr &record) override
    {
        if (m_held)
            m_to.record(m_held);
        m_held = record;
    }

private:
    kib::RecordSink &m_to;
    kib::RecordPtr m_held;
};

// LIN as it is, counting its reads (whole or record by record); 'drop'
// takes the last record out of what a read gives, 'fail' adds an error to
// it (a writer whose file does not read back).
class CountingLin : public kib::LinPlugin
{
public:
    mutable int reads = 0;
    mutable int recordReads = 0;
    bool drop = false;
    bool fail = false;

    kib::ReadResult read(const QByteArray &data) const override
    {
        ++reads;
        kib::ReadResult r = kib::LinPlugin::read(data);
        if (drop && !r.collection.isEmpty()) {
            kib::Collection fewer;
            for (int i = 0; i + 1 < r.collection.size(); ++i)
                fewer.append(r.collection.records().at(i));
            r.collection = fewer;
        }
        if (fail)
            r.diagnostics.append(kib::Diagnostic::error(QStringLiteral("lin.test"), QStringLiteral("made up"), 1, 1, 1));
        return r;
    }
    kib::Diagnostics readEach(const QByteArray &data, kib::RecordSink &sink) const override
    {
        ++reads;
        AllButLast fewer(sink);
        kib::Diagnostics d = kib::LinPlugin::readEach(data, drop ? fewer : sink);
        if (fail)
            d.append(kib::Diagnostic::error(QStringLiteral("lin.test"), QStringLiteral("made up"), 1, 1, 1));
        return d;
    }
    kib::ReadResult readRecord(QByteArrayView data, const kib::RecordSpan &span, int recordNumber,
                               const kib::Record *previous) const override
    {
        ++recordReads;
        return kib::LinPlugin::readRecord(data, span, recordNumber, previous);
    }
};

QByteArray fixture(const QString &name)
{
    QFile f(QFINDTESTDATA(QStringLiteral("data/") + name));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestLinConvertReadBack : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readBackWhole_data();
    void readBackWhole();
};

void TestLinConvertReadBack::readBackWhole_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("force"); // (the file has errors: written only when forced)
    QTest::addColumn<bool>("drop");
    QTest::addColumn<bool>("fail");
    QTest::addColumn<QString>("error"); // empty: saved

    QTest::newRow("5 boards") << "search_chain.pbn" << false << false << false << QString();
    QTest::newRow("13 boards, 2 errors, forced") << "search_tags.pbn" << true << false << false << QString();
    QTest::newRow("reads back one short") << "search_chain.pbn" << false << true << false
                                          << "the written Bridge Base Online LIN reads back as 4 records instead of 5; nothing was saved";
    QTest::newRow("reads back with an error") << "search_tags.pbn" << true << false << true
                                              << "the written Bridge Base Online LIN does not read back (made up at line 1); nothing was saved";
}

void TestLinConvertReadBack::readBackWhole()
{
    QFETCH(QString, file);
    QFETCH(bool, force);
    QFETCH(bool, drop);
    QFETCH(bool, fail);
    QFETCH(QString, error);

    const QByteArray pbn = fixture(file);
    QVERIFY(!pbn.isEmpty());
    const kib::PbnPlugin reader;
    const kib::ReadResult input = reader.read(pbn);
    QVERIFY(input.collection.size() > 1);

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("out.lin"));
    CountingLin lin;
    lin.drop = drop;
    lin.fail = fail;
    const kib::StreamedConvert done = kib::convertStreaming(path, pbn, reader, lin, force);

    QVERIFY2(!done.refused, qPrintable(done.saved.error));
    // read back once, from start to end: no span read at all
    QCOMPARE(lin.reads, 1);
    QCOMPARE(lin.recordReads, 0);
    QCOMPARE(done.read.records, int(input.collection.size()));
    QCOMPARE(done.saved.error, error);
    QCOMPARE(QFile::exists(path), error.isEmpty());
    if (!error.isEmpty())
        return;
    // what was saved is the whole-file writer's bytes
    QFile written(path);
    QVERIFY(written.open(QIODevice::ReadOnly));
    QCOMPARE(written.readAll(), kib::LinPlugin().write(input.collection).data);
}

QTEST_GUILESS_MAIN(TestLinConvertReadBack)
#include "tst_linconvertreadback.moc"
