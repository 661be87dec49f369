// The huge-page hint for the large per-game tables (issue 18): the whole
// 2 MB pages inside a table are advised (the kernel's VmFlags of that memory
// say "hg"), a table smaller than one huge page is left alone, and the read's
// sink, which grows a large file's warnings itself to advise them, keeps
// every diagnostic in order; a collection reserved for a million unbuilt
// records takes them in order too; and a large file is read into advised
// memory (readWhole()).

#include "model/collection.h"
#include "model/hugepages.h"
#include "parsers/fileio.h"
#include "parsers/lazyread.h"
#include "parsers/notationplugin.h"

#include <QFile>
#include <QTemporaryFile>
#include <QtTest>

#include <sys/mman.h>

using namespace kib;

namespace {

constexpr quintptr Huge = 2 * 1024 * 1024;

// The VmFlags of the mapping holding 'address' (/proc/self/smaps), empty if
// none is found.
QByteArray vmFlagsAt(quintptr address)
{
    QFile smaps(QStringLiteral("/proc/self/smaps"));
    if (!smaps.open(QIODevice::ReadOnly))
        return {};
    bool inside = false;
    // (read whole: a /proc file has no size, so atEnd() cannot be asked)
    const QList<QByteArray> lines = smaps.readAll().split('\n');
    for (const QByteArray &raw : lines) {
        const QByteArray line = raw.trimmed();
        const qsizetype dash = line.indexOf('-');
        const qsizetype space = line.indexOf(' ');
        if (dash > 0 && space > dash && line.at(space - 1) != ':') { // ("from-to perms ...", not "Name: value")
            bool ok1 = false, ok2 = false;
            const quintptr from = line.left(dash).toULongLong(&ok1, 16);
            const quintptr to = line.mid(dash + 1, space - dash - 1).toULongLong(&ok2, 16);
            inside = ok1 && ok2 && from <= address && address < to;
        } else if (inside && line.startsWith("VmFlags:")) {
            return line.mid(8).trimmed();
        }
    }
    return {};
}

bool advised(quintptr address)
{
    return vmFlagsAt(address).split(' ').contains("hg");
}

bool hugePagesKnown()
{
    return QFile::exists(QStringLiteral("/sys/kernel/mm/transparent_hugepage/enabled"))
           && QFile::exists(QStringLiteral("/proc/self/smaps"));
}

Diagnostic numbered(int i)
{
    return Diagnostic::warning(QStringLiteral("test.code"), QStringLiteral("warning %1").arg(i), i + 1, 1, i / 3 + 1);
}

} // namespace

class TestHugePages : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void advisesWholeHugePages_data();
    void advisesWholeHugePages();
    void sinkKeepsEveryDiagnostic_data();
    void sinkKeepsEveryDiagnostic();
    void reservedCollectionTakesRecords();
    void readWholeAdvisesLargeFiles();
};

void TestHugePages::advisesWholeHugePages_data()
{
    QTest::addColumn<qsizetype>("offset");  // where the table starts in its mapping
    QTest::addColumn<qsizetype>("bytes");   // the table's size
    QTest::addColumn<bool>("expectAdvised"); // whether its middle huge page is advised

    QTest::newRow("8 MB, aligned") << qsizetype(0) << qsizetype(8 * Huge / 2) << true;
    QTest::newRow("8 MB, a page in") << qsizetype(4096) << qsizetype(8 * Huge / 2) << true;
    QTest::newRow("5 MB, odd start") << qsizetype(12345) << qsizetype(5 * Huge / 2) << true;
    QTest::newRow("just over 2 MB, unaligned: no whole huge page") << qsizetype(4096) << qsizetype(Huge + 8192)
                                                                  << false;
    QTest::newRow("1 MB") << qsizetype(0) << qsizetype(Huge / 2) << false;
}

void TestHugePages::advisesWholeHugePages()
{
    if (!hugePagesKnown())
        QSKIP("no transparent huge pages or /proc/self/smaps here: the hint is a no-op");
    QFETCH(qsizetype, offset);
    QFETCH(qsizetype, bytes);
    QFETCH(bool, expectAdvised);
    // a mapping of its own, aligned to a huge page, with room either side
    const size_t length = size_t(offset + bytes) + 2 * Huge;
    void *raw = mmap(nullptr, length + Huge, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    QVERIFY(raw != MAP_FAILED);
    const quintptr base = (quintptr(raw) + Huge - 1) & ~(Huge - 1);
    const quintptr table = base + quintptr(offset);
    QVERIFY(!advised(table + quintptr(bytes) / 2));

    adviseHugePages(reinterpret_cast<const void *>(table), bytes);

    // the middle of the table lies in a whole huge page when one fits
    const quintptr firstWhole = (table + Huge - 1) & ~(Huge - 1);
    const quintptr endWhole = (table + quintptr(bytes)) & ~(Huge - 1);
    if (expectAdvised) {
        QVERIFY(endWhole > firstWhole);
        QVERIFY2(advised(firstWhole), vmFlagsAt(firstWhole).constData());
        QVERIFY(advised(endWhole - 1));
    }
    // nothing outside the whole huge pages is advised: the table's first
    // bytes before them, and what follows them
    if (firstWhole > table)
        QVERIFY(!advised(table));
    QVERIFY(!advised(std::max(endWhole, firstWhole)));
    if (!expectAdvised)
        QVERIFY(!advised(table + quintptr(bytes) / 2));
    munmap(raw, length + Huge);
}

void TestHugePages::sinkKeepsEveryDiagnostic_data()
{
    QTest::addColumn<int>("batches");
    QTest::addColumn<int>("perBatch");
    QTest::newRow("a few") << 3 << 2;
    // (past a megabyte the sink grows the list itself: several times here)
    QTest::newRow("many, in small batches") << 20000 << 7;
    QTest::newRow("many, in large batches") << 30 << 5000;
}

void TestHugePages::sinkKeepsEveryDiagnostic()
{
    QFETCH(int, batches);
    QFETCH(int, perBatch);
    ReadResult result;
    CollectingReadSink sink(&result, nullptr);
    Diagnostics expected;
    int n = 0;
    for (int b = 0; b < batches; ++b) {
        Diagnostics batch;
        for (int i = 0; i < perBatch; ++i)
            batch.append(numbered(n++));
        sink.diagnostics(batch);
        expected += batch;
    }
    QCOMPARE(result.diagnostics.size(), expected.size());
    QCOMPARE(result.diagnostics, expected);
    const qsizetype bytes = result.diagnostics.capacity() * qsizetype(sizeof(Diagnostic));
    if (hugePagesKnown() && bytes >= qsizetype(4 * Huge)) {
        const quintptr middle = quintptr(result.diagnostics.constData()) + quintptr(bytes) / 2;
        QVERIFY2(advised(middle & ~(Huge - 1)), "a large list of diagnostics is advised");
    }
}

void TestHugePages::reservedCollectionTakesRecords()
{
    Collection c;
    const int n = 300000;
    c.reserve(n, true);
    RecordSummary s;
    for (int i = 0; i < n; ++i) {
        s.board = QString::number(i + 1);
        c.appendUnbuilt(i, s);
    }
    QCOMPARE(c.size(), n);
    QVERIFY(c.hasUnbuilt());
    for (int i : {0, 1, n / 2, n - 1}) {
        QCOMPARE(c.summary(i).board, QString::number(i + 1));
        QCOMPARE(c.sourceIndexOf(i), i);
    }
}

void TestHugePages::readWholeAdvisesLargeFiles()
{
    // a file of 20 MB, its bytes all different from one 4 KB page to the next
    QTemporaryFile file;
    QVERIFY(file.open());
    QByteArray bytes(20 * 1024 * 1024, Qt::Uninitialized);
    for (qsizetype i = 0; i < bytes.size(); ++i)
        bytes[i] = char('a' + (i / 4093 + i) % 26);
    QCOMPARE(file.write(bytes), bytes.size());
    QVERIFY(file.flush());
    QVERIFY(file.seek(0));
    const QByteArray read = readWhole(file);
    QCOMPARE(read.size(), bytes.size());
    QVERIFY(read == bytes);
    if (!hugePagesKnown())
        QSKIP("no transparent huge pages or /proc/self/smaps here: the hint is a no-op");
    const quintptr middle = quintptr(read.constData()) + quintptr(read.size()) / 2;
    QVERIFY2(advised(middle & ~(Huge - 1)), vmFlagsAt(middle).constData());
}

QTEST_GUILESS_MAIN(TestHugePages)
#include "tst_hugepages.moc"
