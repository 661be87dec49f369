// LIN read lazily (LinPlugin::readLazily(), LazyReading: the viewer's read):
// a board with no header token before it is kept as its span and summary
// and built again from its own bytes (LinRecordSource), and the collection
// holds exactly what read() gives: the same records, byte for byte as JSON
// and line for line, and the same diagnostics in the same order. A board
// after a header (a vugraph match's) is kept built. lin::firstHeaderOffset()
// walks the tokens as lin::Text does, none made.
#include "support/corpus.h"
#include "support/linsupport.h"

#include "parsers/json/jsonplugin.h"
#include "parsers/lin/linplugin.h"
#include "parsers/lin/linsplit.h"
#include "parsers/pbn/pbnplugin.h"

#include <QDir>
#include <QTest>

using namespace kib;
using namespace kib::test;

namespace {

const QByteArray kDeal = "md|3ST9843HJT63DQCQT3,SJ2HAK95DJ98632CJ,SA6H842DK54CAK642,|";

// A board a line: 'n' boards, the k-th with its own board number, calls,
// a note, play and a claim; every fifth with a quirk its read warns of
// (sv|none|).
QByteArray boards(int n, int from = 1)
{
    QByteArray out;
    for (int k = from; k < from + n; ++k) {
        out += "pn|S" + QByteArray::number(k) + ",W,N,E|st||" + kDeal + "rh||ah|Board " + QByteArray::number(k)
               + (k % 5 == 0 ? "|sv|none|" : "|sv|o|")
               + "mb|1N|an|15-17|mb|p|mb|3N|mb|p|mb|p|mb|p|pg||pc|S5|pc|S3|pc|SJ|pc|SA|pg||mc|9|pg||\n";
    }
    return out;
}

QStringList messages(const Diagnostics &ds)
{
    QStringList out;
    for (const Diagnostic &d : ds)
        out.append(d.format(QStringLiteral("f")));
    return out;
}

QList<int> lines(const Collection &c)
{
    QList<int> out;
    for (const RecordPtr &r : c.records())
        out.append(r->sourceLine());
    return out;
}

} // namespace

class TestLinLazy : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameAsRead_data();
    void sameAsRead();
    void corpus_data();
    void corpus() { sameAsRead(); }
    void firstHeaderOffset_data();
    void firstHeaderOffset();
    void spanAloneAsReadRecord();
    void countsThroughReadEach();
};

void TestLinLazy::sameAsRead_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("unbuilt"); // records kept as their summary

    QTest::newRow("one board") << boards(1) << 0;
    QTest::newRow("many boards") << boards(40) << 39;
    QTest::newRow("CR LF") << QByteArray(boards(12)).replace("\n", "\r\n") << 11;
    QTest::newRow("boards on one line") << QByteArray(boards(6)).replace("\n", "") << 5;
    // (the text in Windows-1252: a name with e acute)
    QTest::newRow("not UTF-8") << QByteArray(boards(5)).replace("S3,W", "S\xe9,W") << 4;
    // a placeholder board between two (BBO's qx with no md): warned, left out
    QTest::newRow("placeholder") << QByteArray(boards(3) + "qx|o9|pn|,,,|pg||\n" + boards(3, 4)) << 5;
    // a vugraph header first: every board reads with it, and is kept built
    QTest::newRow("vugraph") << QByteArray("vg|Match,Round 1,I,1,8,A,0,B,0|pn|A,B,C,D,E,F,G,H|pg||\n" + boards(8))
                             << 0;
    // a header after some boards (two files put together): those before it
    // are kept as summaries
    QTest::newRow("header later") << QByteArray(boards(4) + "vg|Match,Round 2,I,1,4,A,0,B,0|pg||\n" + boards(4, 5))
                                  << 3;
    QTest::newRow("the sample")
        << fileBytes(QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples/lin_club_session.lin")) << 2;
    QTest::newRow("a vugraph match")
        << fileBytes(QStringLiteral(KIBITZER_SOURCE_DIR "/tests/data/lin/vugraph_match.lin")) << 0;
    // the PBN samples written as LIN by Kibitzer's writer
    const QDir samples(QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples"));
    for (const QString &name : samples.entryList({QStringLiteral("*.pbn")}, QDir::Files, QDir::Name)) {
        const ReadResult pbn = PbnPlugin().read(fileBytes(samples.filePath(name)));
        const QByteArray lin = linPlugin().write(pbn.collection).data;
        if (!lin.isEmpty())
            QTest::newRow(qPrintable(name)) << lin << -1;
    }
}

void TestLinLazy::corpus_data()
{
    KIB_REQUIRE_CORPUS(QString());
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("unbuilt");
    const QDir lin(corpusRoot() + QStringLiteral("/lin"));
    for (const QString &name : lin.entryList({QStringLiteral("*.lin")}, QDir::Files, QDir::Name))
        QTest::newRow(qPrintable(name)) << fileBytes(lin.filePath(name)) << -1;
}

void TestLinLazy::sameAsRead()
{
    QFETCH(QByteArray, text);
    QFETCH(int, unbuilt);
    const ReadResult whole = linPlugin().read(text);
    ReadResult lazy = linPlugin().readLazily(text);
    QCOMPARE(lazy.collection.size(), whole.collection.size());
    int kept = 0;
    for (int i = 0; i < lazy.collection.size(); ++i)
        kept += !lazy.collection.isBuilt(i);
    if (unbuilt >= 0)
        QCOMPARE(kept, unbuilt);
    // (each summary as the built record's)
    for (int i = 0; i < lazy.collection.size(); ++i)
        if (!lazy.collection.isBuilt(i)) {
            const RecordSummary s = lazy.collection.summary(i);
            const RecordSummary w = RecordSummary::of(*whole.collection.records().at(i));
            QCOMPARE(s.board, w.board);
            QCOMPARE(s.north, w.north);
            QCOMPARE(s.south, w.south);
        }
    QCOMPARE(messages(lazy.diagnostics), messages(whole.diagnostics));
    // every record built from its span as read() read it
    QCOMPARE(JsonPlugin().write(lazy.collection).data, JsonPlugin().write(whole.collection).data);
    QCOMPARE(lines(lazy.collection), lines(whole.collection));
}

void TestLinLazy::firstHeaderOffset_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("offset");
    QTest::newRow("empty") << QByteArray() << -1;
    QTest::newRow("boards only") << boards(3) << -1;
    QTest::newRow("vg first") << QByteArray("vg|x|" + boards(1)) << 0;
    QTest::newRow("upper case, after blanks") << QByteArray("\n  VG|x|" + boards(1)) << 3;
    QTest::newRow("after a byte order mark") << QByteArray("\xEF\xBB\xBF" "bn|1,2|" + boards(1)) << 3;
    QTest::newRow("eight names") << QByteArray("pn|a,b,c,d,e,f,g,h|" + boards(1)) << 0;
    QTest::newRow("pg before any board") << QByteArray("pg||" + boards(1)) << 0;
    QTest::newRow("pg after a board began") << QByteArray("pn|a,b,c,d|pg||" + kDeal) << -1;
    QTest::newRow("rs after a board") << QByteArray(boards(1) + "rs|3NN=|") << int(boards(1).size());
    QTest::newRow("an empty key") << QByteArray("||vg|x|") << 2;
    QTest::newRow("a key word that is no key") << QByteArray("abc|vg|x|y|") << -1;
    QTest::newRow("a value with no closing bar") << QByteArray("md|3SA") << -1;
}

void TestLinLazy::firstHeaderOffset()
{
    QFETCH(QByteArray, text);
    QFETCH(int, offset);
    QCOMPARE(lin::firstHeaderOffset(text), qsizetype(offset));
}

void TestLinLazy::spanAloneAsReadRecord()
{
    // each span read alone gives what readRecord() gives, diagnostics (line
    // and column) included, in UTF-8 and in Windows-1252
    for (const QByteArray &text : {boards(10), QByteArray(boards(10)).replace("S3,W", "S\xe9,W")}) {
        const QList<RecordSpan> spans = linPlugin().split(text);
        QCOMPARE(spans.size(), 10);
        const auto &lin = static_cast<const LinPlugin &>(linPlugin());
        const bool utf8 = !text.contains('\xe9');
        for (int i = 0; i < spans.size(); ++i) {
            const ReadResult alone = lin.readSpanAlone(text, spans[i], i + 1, utf8);
            const ReadResult span = lin.readRecord(text, spans[i], i + 1, nullptr);
            // (readRecord() tells a span's encoding from its own bytes, and
            // says so; the span read alone is given the file's)
            QStringList expected = messages(span.diagnostics);
            expected.removeIf([](const QString &m) { return m.contains(QStringLiteral("[lin.text.not-utf8]")); });
            QCOMPARE(messages(alone.diagnostics), expected);
            QCOMPARE(JsonPlugin().write(alone.collection).data, JsonPlugin().write(span.collection).data);
            QCOMPARE(alone.collection.records().constFirst()->sourceLine(), i + 1);
        }
    }
}

void TestLinLazy::countsThroughReadEach()
{
    // validate counts LIN's records through readEach(): no summary kept
    const auto *lazy = dynamic_cast<const LazyReading *>(&linPlugin());
    QVERIFY(lazy);
    QVERIFY(!lazy->countsLazily());
    QVERIFY(dynamic_cast<const LazyReading *>(Registry::builtin().byId(QStringLiteral("pbn")))->countsLazily());
}

QTEST_APPLESS_MAIN(TestLinLazy)
#include "tst_linlazy.moc"
