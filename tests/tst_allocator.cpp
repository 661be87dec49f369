// The programs' allocator (issue 18): built with KIBITZER_TCMALLOC, a
// program linked with kibitzer_allocator (as kibitzer, kibitzer-cli and the
// benchmarks are) allocates through TCMalloc, whatever its linker drops as
// unneeded: malloc and operator new resolve into libtcmalloc_minimal, and a
// block allocated is one TCMalloc knows; kibitzer and kibitzer-cli need the
// library (their dynamic section, as readelf shows it).

#include <QProcess>
#include <QtTest>

#include <dlfcn.h>
#ifdef KIBITZER_TCMALLOC
#include <gperftools/malloc_extension_c.h>
#endif

#include <cstdlib>
#include <memory>

class TestAllocator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void mallocIsTcmalloc_data();
    void mallocIsTcmalloc();
    void blocksAreTcmallocs();
    void programsNeedTcmalloc_data();
    void programsNeedTcmalloc();
};

namespace {

// The file of the shared object that defines 'symbol' as the program
// resolves it (dladdr() of its address).
QString definedIn(const char *symbol)
{
    void *address = dlsym(RTLD_DEFAULT, symbol);
    if (!address)
        return {};
    Dl_info info;
    if (!dladdr(address, &info) || !info.dli_fname)
        return {};
    return QString::fromLocal8Bit(info.dli_fname);
}

} // namespace

void TestAllocator::mallocIsTcmalloc_data()
{
    QTest::addColumn<QByteArray>("symbol");
    QTest::newRow("malloc") << QByteArray("malloc");
    QTest::newRow("free") << QByteArray("free");
    QTest::newRow("realloc") << QByteArray("realloc");
    QTest::newRow("operator new") << QByteArray("_Znwm");
    QTest::newRow("operator delete") << QByteArray("_ZdlPv");
}

void TestAllocator::mallocIsTcmalloc()
{
#ifndef KIBITZER_TCMALLOC
    QSKIP("built without TCMalloc (KIBITZER_TCMALLOC=OFF, not installed, or a sanitizer build): glibc malloc");
#else
    QFETCH(QByteArray, symbol);
    const QString file = definedIn(symbol.constData());
    QVERIFY2(file.contains(QLatin1String("libtcmalloc")), qPrintable(symbol + " is defined in " + file));
#endif
}

void TestAllocator::blocksAreTcmallocs()
{
#ifndef KIBITZER_TCMALLOC
    QSKIP("built without TCMalloc (KIBITZER_TCMALLOC=OFF, not installed, or a sanitizer build): glibc malloc");
#else
    // TCMalloc's own question, of a block new gave: owned (asked through
    // dlsym(): a call by name would make the test need the library, which
    // the check above is about)
    using Ownership = MallocExtension_Ownership (*)(const void *);
    const auto ownership = reinterpret_cast<Ownership>(dlsym(RTLD_DEFAULT, "MallocExtension_GetOwnership"));
    QVERIFY(ownership);
    const auto block = std::make_unique<char[]>(100);
    QCOMPARE(ownership(block.get()), MallocExtension_kOwned);
    void *const fromMalloc = std::malloc(40);
    QCOMPARE(ownership(fromMalloc), MallocExtension_kOwned);
    std::free(fromMalloc);
    int onStack = 0;
    QVERIFY(ownership(&onStack) != MallocExtension_kOwned);
#endif
}

void TestAllocator::programsNeedTcmalloc_data()
{
    QTest::addColumn<QString>("program");
    QTest::newRow("kibitzer-cli") << QStringLiteral(KIB_CLI_PROGRAM);
#ifdef KIB_GUI_PROGRAM
    QTest::newRow("kibitzer") << QStringLiteral(KIB_GUI_PROGRAM);
#endif
}

void TestAllocator::programsNeedTcmalloc()
{
#ifndef KIBITZER_TCMALLOC
    QSKIP("built without TCMalloc (KIBITZER_TCMALLOC=OFF, not installed, or a sanitizer build): glibc malloc");
#else
    QFETCH(QString, program);
    QProcess readelf;
    readelf.start(QStringLiteral("readelf"), {QStringLiteral("--dynamic"), program});
    QVERIFY2(readelf.waitForFinished(30000), "readelf (binutils) did not run");
    QCOMPARE(readelf.exitCode(), 0);
    QByteArray needed;
    for (const QByteArray &line : readelf.readAllStandardOutput().split('\n'))
        if (line.contains("(NEEDED)"))
            needed += line.trimmed() + '\n';
    QVERIFY2(needed.contains("libtcmalloc_minimal"), needed.constData());
    // (before the C library: the first malloc a lookup finds)
    QVERIFY2(needed.indexOf("libtcmalloc_minimal") < needed.indexOf("libc.so"), needed.constData());
#endif
}

QTEST_APPLESS_MAIN(TestAllocator)
#include "tst_allocator.moc"
