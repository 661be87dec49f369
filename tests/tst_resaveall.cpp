// Every file of the corpus and every sample, each record given a trivial
// edit in the editor (one that changes no value: the record is then written
// anew by the notation's writer, not copied), saved in place, and
// read again: every record reads back as Kibitzer JSON exactly as it was
// before (issue 20: nothing the user did not delete disappears on a save).
#include "support/corpus.h"

#include "document.h"

#include "parsers/fileio.h"
#include "parsers/json/jsonplugin.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace kib;

namespace {

QByteArray asJson(const RecordPtr &record)
{
    static const JsonPlugin json;
    Collection one;
    one.append(record);
    return json.write(one).data;
}

// The files a plug-in reads and writes, under 'root', relative to it.
QStringList writableFiles(const QString &root)
{
    QStringList out;
    QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const NotationPlugin *p = detectNotation(f.readAll(), path, Registry::builtin(), nullptr);
        if (p && p->canWrite())
            out << QDir(root).relativeFilePath(path);
    }
    out.sort();
    return out;
}

} // namespace

class TestResaveAll : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void resave_data();
    void resave();

private:
    QTemporaryDir m_dir;
};

void TestResaveAll::resave_data()
{
    QTest::addColumn<QString>("path");
    const QString samples = QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples");
    for (const QString &f : writableFiles(samples))
        QTest::newRow(qPrintable(QStringLiteral("samples/") + f)) << samples + QLatin1Char('/') + f;
    int corpus = 0;
    if (kib::test::corpusHas()) {
        for (const QString &f : writableFiles(kib::test::corpusRoot())) {
            QTest::newRow(qPrintable(QStringLiteral("corpus/") + f)) << kib::test::corpusPath(f);
            ++corpus;
        }
    } else if (kib::test::corpusRequired()) {
        QFAIL(kib::test::corpusMissingMessage(QString()).constData());
    } else {
        qInfo("%s", kib::test::corpusMissingMessage(QString()).constData());
    }
}

void TestResaveAll::resave()
{
    QFETCH(QString, path);
    const QString copy = m_dir.filePath(QFileInfo(path).fileName());
    QFile::remove(copy);
    QVERIFY(QFile::copy(path, copy));
    QFile(copy).setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);

    Document d;
    QVERIFY(d.openNow(copy));
    const int n = d.recordCount();
    if (n == 0)
        QSKIP("no record read from this file");
    QList<QByteArray> before;
    for (int i = 0; i < n; ++i)
        before << asJson(d.record(i));

    for (int i = 0; i < n; ++i) {
        // (an edit that leaves every value as it was: the record is no
        // longer the one read, so the writer writes it)
        const bool edited = d.editRecord(i, QStringLiteral("Touch"), [](Record &) { return true; });
        QVERIFY(edited);
        QVERIFY(!d.isUntouched(i));
    }
    QSet<int> lossy;
    for (const Diagnostic &l : d.lossesIn(d.formatId()))
        lossy.insert(l.record);
    const SavedFile saved = d.save();
    QVERIFY2(saved.ok(), qPrintable(saved.error));
    QCOMPARE(saved.keptRecords, 0);

    const LoadedFile back = readFile(copy);
    QVERIFY(back.ok());
    QCOMPARE(back.result.collection.size(), n);
    for (int i = 0; i < n; ++i) {
        if (lossy.contains(i + 1))
            continue; // (named in the question before the save)
        const QByteArray after = asJson(back.result.collection.records().at(i));
        if (after != before.at(i)) {
            const QList<QByteArray> a = before.at(i).split('\n'), b = after.split('\n');
            int line = 0;
            while (line < a.size() && line < b.size() && a.at(line) == b.at(line))
                ++line;
            QFAIL(qPrintable(QStringLiteral("record %1 reads back otherwise, from JSON line %2:\n- %3\n+ %4")
                                 .arg(i + 1)
                                 .arg(line + 1)
                                 .arg(QString::fromUtf8(a.value(line)), QString::fromUtf8(b.value(line)))));
        }
    }
}

QTEST_MAIN(TestResaveAll)
#include "tst_resaveall.moc"
