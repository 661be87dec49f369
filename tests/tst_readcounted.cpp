// readFile(ReadKeep::Counted), what `kibitzer-cli validate` reads with:
// the same diagnostics and the same number of records as the lazy read it
// replaced, for every sample and fixture of every notation (and the
// corpus's LIN and RBN files); a notation that reads record by record
// itself and not lazily (LIN, RBN) keeps no record, where the lazy read
// kept them all.
#include "support/corpus.h"

#include "parsers/fileio.h"
#include "parsers/lazyread.h"
#include "parsers/recordwriter.h"

#include <QDir>
#include <QTest>

using namespace kib;
using namespace kib::test;

class TestReadCounted : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameAsLazy_data();
    void sameAsLazy();
};

void TestReadCounted::sameAsLazy_data()
{
    QTest::addColumn<QString>("path");
    const auto addFolder = [](const QString &folder, const QString &label) {
        const QDir dir(folder);
        for (const QString &name : dir.entryList(QDir::Files, QDir::Name))
            if (!name.endsWith(QLatin1String(".md")))
                QTest::newRow(qPrintable(label + name)) << dir.filePath(name);
    };
    addFolder(QFINDTESTDATA("../resources/samples"), QStringLiteral("sample: "));
    addFolder(QFINDTESTDATA("data"), QStringLiteral("fixture: "));
    addFolder(QFINDTESTDATA("data/lin"), QStringLiteral("fixture: lin/"));
    if (!corpusHas(QStringLiteral("lin"))) {
        QTest::newRow("corpus") << QString(); // (skips, saying so)
        return;
    }
    addFolder(corpusPath(QStringLiteral("lin")), QStringLiteral("corpus: lin/"));
    addFolder(corpusPath(QStringLiteral("rbn")), QStringLiteral("corpus: rbn/"));
}

void TestReadCounted::sameAsLazy()
{
    QFETCH(QString, path);
    if (path.isEmpty())
        KIB_REQUIRE_CORPUS(QStringLiteral("lin"));
    const LoadedFile lazy = readFile(path, QString(), Registry::builtin(), ReadKeep::Lazily);
    const LoadedFile counted = readFile(path, QString(), Registry::builtin(), ReadKeep::Counted);
    QCOMPARE(counted.error, lazy.error);
    if (!lazy.ok())
        return;
    QCOMPARE(counted.plugin, lazy.plugin);
    QCOMPARE(counted.records, int(lazy.result.collection.size()));
    QCOMPARE(lazy.records, int(lazy.result.collection.size()));
    QStringList a, b;
    for (const Diagnostic &d : lazy.result.diagnostics)
        a.append(d.format(path));
    for (const Diagnostic &d : counted.result.diagnostics)
        b.append(d.format(path));
    QCOMPARE(b, a);
    // records let go as read, unless the notation counts lazily (PBN's
    // parallel read)
    const auto *streaming = dynamic_cast<const RecordStreaming *>(counted.plugin);
    const auto *lazily = dynamic_cast<const LazyReading *>(counted.plugin);
    const bool letGo = streaming && streaming->readsEachItself() && (!lazily || !lazily->countsLazily());
    QCOMPARE(counted.result.collection.size(), letGo ? 0 : lazy.result.collection.size());
    if (counted.plugin->id() == u"lin")
        QVERIFY(letGo);
}

QTEST_GUILESS_MAIN(TestReadCounted)
#include "tst_readcounted.moc"
