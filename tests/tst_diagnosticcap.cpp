// Repeated diagnostics capped (capRepeats, RepeatGate) and positions from one
// table of line starts (LineIndex): issue 21. How a diagnostic is printed
// (Diagnostic::format()).
#include "model/diagnostic.h"
#include "model/repeatgate.h"
#include "parsers/lineindex.h"

#include <QTest>

#include <climits>

using namespace kib;

class TestDiagnosticCap : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void capRepeats_data();
    void capRepeats();
    void capTwiceChangesNothing();
    void gateMatchesCap_data();
    void gateMatchesCap();
    void summaryText();
    void format_data();
    void format();
    void lineIndex_data();
    void lineIndex();
    void lineIndexSpan();
};

namespace {

Diagnostic made(Diagnostic::Severity severity, const QString &message, int line, int column, int record)
{
    return severity == Diagnostic::Severity::Error
               ? Diagnostic::error(QStringLiteral("pbn.x.y"), message, line, column, record)
               : Diagnostic::warning(QStringLiteral("pbn.x.y"), message, line, column, record);
}

// 'n' diagnostics of 'code' in 'record', at lines 1..n.
Diagnostics many(int n, const QString &code, int record)
{
    Diagnostics out;
    for (int i = 0; i < n; ++i)
        out.append(Diagnostic::error(code, QStringLiteral("number %1").arg(i + 1), i + 1, 1, record));
    return out;
}

int omittedOf(const Diagnostic &d)
{
    return RepeatGate::omittedIn(d.message);
}

// Line and column (code points, BOM not counted) by counting from the start.
LineIndex::Position naive(QByteArrayView d, qsizetype offset)
{
    LineIndex::Position p;
    qsizetype lineStart = 0;
    for (qsizetype i = 0; i < offset; ++i)
        if (d[i] == '\n') {
            ++p.line;
            lineStart = i + 1;
        }
    if (lineStart == 0 && d.startsWith("\xEF\xBB\xBF") && offset >= 3)
        lineStart = 3;
    for (qsizetype i = lineStart; i < offset; ++i)
        p.column += (uchar(d[i]) & 0xC0) != 0x80;
    return p;
}

} // namespace

void TestDiagnosticCap::capRepeats_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("expectedSize");
    QTest::addColumn<int>("omitted");   // on the last one kept

    QTest::newRow("under the limit") << 5 << 5 << 0;
    QTest::newRow("at the limit") << 20 << 20 << 0;
    QTest::newRow("one more") << 21 << 21 << 0;
    QTest::newRow("two more") << 22 << 21 << 1;
    QTest::newRow("ten thousand") << 10000 << 21 << 9979;
}

void TestDiagnosticCap::capRepeats()
{
    QFETCH(int, count);
    QFETCH(int, expectedSize);
    QFETCH(int, omitted);
    Diagnostics list = many(count, QStringLiteral("x.repeat"), 3);
    // another code and another record are counted on their own
    list += many(25, QStringLiteral("x.other"), 3);
    list += many(25, QStringLiteral("x.repeat"), 4);
    kib::capRepeats(&list);
    QCOMPARE(list.size(), expectedSize + 21 + 21);
    QCOMPARE(omittedOf(list.at(expectedSize - 1)), omitted);
    QCOMPARE(list.at(expectedSize - 1).line, expectedSize); // the first left out stands for the rest, in place
    for (int i = 0; i < expectedSize - 1; ++i)
        QCOMPARE(omittedOf(list.at(i)), 0);
    QCOMPARE(list.at(expectedSize + 20).code, QStringLiteral("x.other"));
    QCOMPARE(omittedOf(list.at(expectedSize + 20)), 4);
    QCOMPARE(list.last().record, 4);
    QCOMPARE(omittedOf(list.last()), 4);
    int total = 0;
    for (const Diagnostic &d : list)
        total += 1 + omittedOf(d);
    QCOMPARE(total, count + 50);
}

void TestDiagnosticCap::capTwiceChangesNothing()
{
    Diagnostics list = many(500, QStringLiteral("x.repeat"), 1);
    kib::capRepeats(&list);
    const Diagnostics once = list;
    kib::capRepeats(&list);
    QCOMPARE(list, once);
    QCOMPARE(omittedOf(list.last()), 479);
}

void TestDiagnosticCap::gateMatchesCap_data()
{
    QTest::addColumn<int>("count");
    QTest::newRow("3") << 3;
    QTest::newRow("21") << 21;
    QTest::newRow("22") << 22;
    QTest::newRow("5000") << 5000;
}

// A reader that asks the gate before it builds each diagnostic lists what
// capping the whole list afterwards gives.
void TestDiagnosticCap::gateMatchesCap()
{
    QFETCH(int, count);
    const Diagnostics all = many(count, QStringLiteral("x.gate"), 2) + many(30, QStringLiteral("x.second"), 2);
    Diagnostics gated;
    RepeatGate gate;
    for (const Diagnostic &d : all)
        if (gate.admit(&gated, d.record, d.code))
            gated.append(d);
    Diagnostics capped = all;
    kib::capRepeats(&capped);
    QCOMPARE(gated, capped);
    QVERIFY(gated.size() <= 2 * (repeatLimit + 1));
}

void TestDiagnosticCap::summaryText()
{
    Diagnostics list = many(30, QStringLiteral("rbn.auction.after-end"), 1);
    kib::capRepeats(&list);
    QCOMPARE(list.last().message, QStringLiteral("number 21 (and 9 more like this in this record)"));
    QCOMPARE(list.last().format(QStringLiteral("f.rbn")),
             QStringLiteral("f.rbn:21:1: error: number 21 (and 9 more like this in this record) "
                            "[rbn.auction.after-end] (record 1)"));
    QCOMPARE(list.first().message, QStringLiteral("number 1"));
    QString base;
    QCOMPARE(RepeatGate::omittedIn(list.last().message, &base), 9);
    QCOMPARE(base, QStringLiteral("number 21"));
    QCOMPARE(RepeatGate::omittedIn(QStringLiteral("x (and y more like this in this record)")), 0);
}

void TestDiagnosticCap::lineIndex_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("one line") << QByteArray("abc def");
    QTest::newRow("lines") << QByteArray("a\nbc\n\ndef\n");
    QTest::newRow("crlf") << QByteArray("a\r\nbc\r\n");
    QTest::newRow("bom") << QByteArray("\xEF\xBB\xBF[x]\n[y]");
    QTest::newRow("utf-8") << QByteArray("\xC3\xA9t\xC3\xA9\n\xE2\x99\xA0K \xE2\x99\xA5Q\n");
    QByteArray longLine;
    for (int i = 0; i < 3000; ++i)
        longLine += i % 7 ? "x" : "\xC3\xA9";
    QTest::newRow("long line, blocks of the table") << longLine + "\n" + longLine;
}

void TestDiagnosticCap::lineIndex()
{
    QFETCH(QByteArray, text);
    const LineIndex index(text);
    for (qsizetype offset = 0; offset <= text.size(); ++offset) {
        const LineIndex::Position want = naive(text, offset);
        const LineIndex::Position got = index.position(offset);
        if (got.line != want.line || got.column != want.column)
            QFAIL(qPrintable(QStringLiteral("offset %1: %2:%3, expected %4:%5")
                                 .arg(offset)
                                 .arg(got.line)
                                 .arg(got.column)
                                 .arg(want.line)
                                 .arg(want.column)));
    }
}

// A table over one record's span counts lines from the span's first line,
// and columns from the start of the line the span starts in.
void TestDiagnosticCap::lineIndexSpan()
{
    const QByteArray text = "first\nsecond [x]\nthird\nfourth\n";
    const qsizetype from = text.indexOf("[x]");
    const qsizetype to = text.indexOf("fourth");
    const LineIndex index(text, from, 2, to);
    QCOMPARE(index.line(from), 2);
    QCOMPARE(index.column(from), 8);
    QCOMPARE(index.line(text.indexOf("third") + 2), 3);
    QCOMPARE(index.column(text.indexOf("third") + 2), 3);
    // past the table: counted on from its end
    QCOMPARE(index.line(text.indexOf("fourth") + 1), 4);
    QCOMPARE(index.column(text.indexOf("fourth") + 1), 2);
    // before it: on the span's first line
    QCOMPARE(index.line(0), 2);
}

QTEST_APPLESS_MAIN(TestDiagnosticCap)
void TestDiagnosticCap::format_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<Diagnostic>("diagnostic");
    QTest::addColumn<QString>("text");
    using S = Diagnostic::Severity;
    QTest::newRow("warning in a record") << QStringLiteral("a/b.pbn") << made(S::Warning, QStringLiteral("odd"), 12, 7, 3)
                                         << QStringLiteral("a/b.pbn:12:7: warning: odd [pbn.x.y] (record 3)");
    QTest::newRow("error outside records") << QStringLiteral("f.pbn") << made(S::Error, QStringLiteral("bad"), 1, 1, 0)
                                           << QStringLiteral("f.pbn:1:1: error: bad [pbn.x.y]");
    QTest::newRow("whole file") << QStringLiteral("f.pbn") << made(S::Error, QStringLiteral("empty"), 0, 0, 0)
                                << QStringLiteral("f.pbn:0:0: error: empty [pbn.x.y]");
    QTest::newRow("percent signs stay") << QStringLiteral("%1 100%.pbn")
                                        << made(S::Warning, QStringLiteral("see http://x/%20%2 and %%"), 5, 10, 20)
                                        << QStringLiteral("%1 100%.pbn:5:10: warning: see http://x/%20%2 and %% [pbn.x.y] (record 20)");
    QTest::newRow("large and negative numbers")
        << QStringLiteral("f") << made(S::Error, QString(), 2147483647, -1, 1000000)
        << QStringLiteral("f:2147483647:-1: error:  [pbn.x.y] (record 1000000)");
    QTest::newRow("the lowest int") << QStringLiteral("f") << made(S::Warning, QStringLiteral("m"), INT_MIN, 90, 0)
                                    << QStringLiteral("f:-2147483648:90: warning: m [pbn.x.y]");
    QTest::newRow("not Latin-1") << QStringLiteral("Ügy.pbn") << made(S::Warning, QStringLiteral("♠ 5 ≠ 6"), 3, 4, 2)
                                 << QStringLiteral("Ügy.pbn:3:4: warning: ♠ 5 ≠ 6 [pbn.x.y] (record 2)");
}

void TestDiagnosticCap::format()
{
    QFETCH(QString, file);
    QFETCH(Diagnostic, diagnostic);
    QFETCH(QString, text);
    QCOMPARE(diagnostic.format(file), text);
}

#include "tst_diagnosticcap.moc"
