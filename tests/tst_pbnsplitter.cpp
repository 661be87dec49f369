// Issue 18 (fifth round): the PBN splitter finds record spans with a
// sixteen-byte event scan that passes most lines without stopping at them.
// Its layouts (header end, each span's offset, length and line, the trailer)
// must be exactly the line-at-a-time splitter's, kept unchanged as the
// reference in support/pbnsplitterreference.cpp: over the project's samples
// and fixtures, every corpus PBN file, tricky texts (and every prefix of
// them), random texts, and at every alignment of the buffer.
#include "parsers/pbn/pbnsplitter.h"
#include "support/corpus.h"
#include "support/pbnsplitterreference.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRandomGenerator>
#include <QTest>

using namespace kib;

namespace {

QByteArray describe(const PbnSplitter::Layout &l)
{
    QByteArray s = "header " + QByteArray::number(l.headerEnd) + ", trailer " + QByteArray::number(l.trailerBegin)
                   + " line " + QByteArray::number(l.trailerLine) + ", spans";
    for (const RecordSpan &span : l.spans)
        s += ' ' + QByteArray::number(span.offset) + '+' + QByteArray::number(span.length) + '@'
             + QByteArray::number(span.line);
    return s;
}

// The first difference between the two splitters' layouts of 'text' when the
// text starts 'shift' bytes into its buffer (empty if none).
QByteArray difference(const QByteArray &text, int shift = 0)
{
    QByteArray buffer(shift, 'x');
    buffer += text;
    const QByteArrayView view(buffer.constData() + shift, text.size());
    const QByteArray now = describe(PbnSplitter::scan(view));
    const QByteArray before = describe(test::referenceSplit(view));
    return now == before ? QByteArray() : "now:    " + now + "\nbefore: " + before;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void addFiles(const QString &dir, const QString &prefix)
{
    QDirIterator it(dir, {QStringLiteral("*.pbn"), QStringLiteral("*.PBN")}, QDir::Files, QDirIterator::Subdirectories);
    QStringList paths;
    while (it.hasNext())
        paths << it.next();
    paths.sort();
    for (const QString &path : paths)
        QTest::newRow(qPrintable(prefix + QDir(dir).relativeFilePath(path))) << path;
}

// Texts that exercise each state of the scan.
const QList<QPair<const char *, QByteArray>> &trickyTexts()
{
    static const QList<QPair<const char *, QByteArray>> texts{
        {"two games LF", "[Event \"a\"]\n[Board \"1\"]\n\n[Event \"b\"]\n[Board \"2\"]\n"},
        {"two games CRLF", "[Event \"a\"]\r\n[Board \"1\"]\r\n\r\n[Event \"b\"]\r\n"},
        {"CR only", "[Event \"a\"]\r[Board \"1\"]\r\r[Event \"b\"]\r\r\r[Event \"c\"]"},
        {"brace over blank lines", "[Event \"a\"]\n{a comment\n\n\nstill}\n[Board \"1\"]\n\n[Event \"b\"]\n"},
        {"brace then line", "[Event \"a\"] {x\n\n} ; y {\n\n[Event \"b\"]\n"},
        {"brace unterminated", "[Event \"a\"]\n{never closed\n\n[Event \"b\"]\n"},
        {"semicolon hides brace", "[Event \"a\"]\nPass ; {no comment\n\n[Event \"b\"]\n"},
        {"brace in string", "[Event \"{a\"] ; x\n\n[Event \"b\"] \"c\\\"{\" {d}\n\n[Board \"3\"]"},
        {"percent lines", "% PBN 2.1\n%{ header\n\n[Event \"a\"]\n%{ not a comment\n\n[Event \"b\"]\n  % {x\n\n[E \"c\"]\n"},
        {"no trailing newline", "[Event \"a\"]\n\n[Event \"b\"]"},
        {"empty games", "\n\n\n[Event \"\"]\n\n\n\n[Event \"\"]\n\n   \n\t\n"},
        {"BOM", "\xEF\xBB\xBF[Event \"a\"]\r\n\r\n[Event \"b\"]\r\n"},
        {"BOM and header", "\xEF\xBB\xBF% PBN\r\n\r\n{file commentary}\r\n\r\n[Event \"a\"]\r\n\r\n{trailer}\r\n"},
        {"Latin-1", "[Event \"Caf\xE9\"]\n{\xE9t\xE9\n\n}\n\n[West \"M\xFCller\"]\n"},
        {"commentary between games", "[Event \"a\"]\n\n{between}\n\n[Event \"b\"]\n\n{after}\n"},
        {"tag in later line", "{first}\nno tag here\n[Event \"a\"]\n\n"},
        {"bracket in brace", "{[not a tag]}\n\n[Event \"a\"]\n"},
        {"bracket in string", "\"[\" {x}\n\n\"[\"\n\n"},
        {"spaces before line ends", "[Event \"a\"]  \r\n \t \r\n[Event \"b\"]\t\n \n"},
        {"lone CR before LF lines", "[Event \"a\"]\r\r\n[Event \"b\"]\n\r\n\r[Event \"c\"]\r"},
        {"escaped quote", "[Event \"a\\\\\"] {b\n\n}\n\n[Event \"c\\\" ; \"]\n"},
        {"no games", "% only a header\n\n{commentary}\n"},
        {"empty", ""},
        {"long lines", "[Event \"" + QByteArray(100, 'x') + "\"]\n" + QByteArray(70, 'y') + " {" + QByteArray(40, '\n')
                           + "}\n\n[Event \"" + QByteArray(33, 'z') + "\"]\n"},
    };
    return texts;
}

} // namespace

class TestPbnSplitter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void projectFiles_data();
    void projectFiles();
    void corpusFiles_data();
    void corpusFiles();
    void trickyTexts_data();
    void trickyTexts();
    void randomTexts();
    void longTexts();
    void knownSpans_data();
    void knownSpans();
};

void TestPbnSplitter::projectFiles_data()
{
    QTest::addColumn<QString>("path");
    addFiles(QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples"), QStringLiteral("samples/"));
    addFiles(QStringLiteral(KIBITZER_SOURCE_DIR "/tests/data"), QStringLiteral("tests/data/"));
}

void TestPbnSplitter::projectFiles()
{
    QFETCH(QString, path);
    const QByteArray text = readAll(path);
    QVERIFY2(!text.isEmpty(), qPrintable(path));
    for (int shift = 0; shift < 16; ++shift)
        QVERIFY2(difference(text, shift).isEmpty(), difference(text, shift).constData());
}

void TestPbnSplitter::corpusFiles_data()
{
    KIB_REQUIRE_CORPUS("pbn");
    QTest::addColumn<QString>("path");
    addFiles(test::corpusPath(QStringLiteral("pbn")), QStringLiteral("corpus/pbn/"));
}

void TestPbnSplitter::corpusFiles()
{
    QFETCH(QString, path);
    const QByteArray text = readAll(path);
    QVERIFY2(!text.isEmpty(), qPrintable(path));
    for (int shift = 0; shift < 16; ++shift)
        QVERIFY2(difference(text, shift).isEmpty(), difference(text, shift).constData());
}

void TestPbnSplitter::trickyTexts_data()
{
    QTest::addColumn<QByteArray>("text");
    for (const auto &t : ::trickyTexts())
        QTest::newRow(t.first) << t.second;
}

void TestPbnSplitter::trickyTexts()
{
    QFETCH(QByteArray, text);
    // every prefix (the end of input in every state), at a few alignments
    for (qsizetype n = 0; n <= text.size(); ++n) {
        for (int shift : {0, 1, 7, 15}) {
            const QByteArray d = difference(text.left(n), shift);
            QVERIFY2(d.isEmpty(), qPrintable(QStringLiteral("prefix %1, shift %2:\n%3").arg(n).arg(shift).arg(QString::fromLatin1(d))));
        }
    }
}

void TestPbnSplitter::randomTexts()
{
    // texts made of the bytes that change the scan's state, and a few others
    static const char alphabet[] = "[]{}\";%\\ \t\r\n\n\nab";
    QRandomGenerator random(18);
    for (int i = 0; i < 30000; ++i) {
        QByteArray text(int(random.bounded(120)), Qt::Uninitialized);
        for (char &c : text)
            c = alphabet[random.bounded(int(sizeof alphabet) - 1)];
        const QByteArray d = difference(text, i % 16);
        QVERIFY2(d.isEmpty(), qPrintable(QString::fromLatin1("text %1: %2\n%3").arg(i).arg(QString::fromLatin1(text.toPercentEncoding())).arg(QString::fromLatin1(d))));
    }
}

void TestPbnSplitter::longTexts()
{
    // games far apart (thousands of lines with no blank line between: the
    // line ends before a game's start are counted in runs of 255 blocks of
    // sixteen bytes), with LF, CRLF and lone CR line ends
    static const char *const lines[] = {"[Event \"a\"]", "N NT  5", "Pass\t1S", "x", "", "{c}", "SA S2 S3 S4"};
    static const char *const ends[] = {"\n", "\r\n", "\r", "\n", "\n"};
    QRandomGenerator random(17);
    for (int i = 0; i < 30; ++i) {
        QByteArray text;
        const int size = 100 + int(random.bounded(100000));
        const int blankEvery = 1 + int(random.bounded(2000));
        while (text.size() < size) {
            const int k = int(random.bounded(7));
            text += k == 4 && random.bounded(blankEvery) != 0 ? "[Board \"1\"]" : lines[k];
            text += ends[random.bounded(5)];
        }
        const QByteArray d = difference(text, i % 16);
        QVERIFY2(d.isEmpty(), qPrintable(QString::fromLatin1("text %1 (%2 bytes):\n%3").arg(i).arg(text.size()).arg(QString::fromLatin1(d))));
    }
}

void TestPbnSplitter::knownSpans_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("layout");
    QTest::newRow("CRLF games") << QByteArray("% PBN\r\n\r\n[Event \"a\"]\r\n{x\r\n\r\ny}\r\n\r\n[Event \"b\"]\r\n")
                                << QByteArray("header 9, trailer 47 line 9, spans 9+23@3 34+13@8");
    QTest::newRow("CR only") << QByteArray("[E \"a\"]\r\r[E \"b\"]\r;\r\r{c}")
                             << QByteArray("header 0, trailer 20 line 6, spans 0+8@1 9+10@3");
    QTest::newRow("percent hides brace") << QByteArray("[E \"a\"]\n%{\n\n[E \"b\"]")
                                         << QByteArray("header 0, trailer 19 line 4, spans 0+11@1 12+7@4");
}

void TestPbnSplitter::knownSpans()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, layout);
    QCOMPARE(describe(PbnSplitter::scan(QByteArrayView(text))), layout);
}

QTEST_GUILESS_MAIN(TestPbnSplitter)
#include "tst_pbnsplitter.moc"
