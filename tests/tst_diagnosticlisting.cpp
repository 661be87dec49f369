// DiagnosticListing (kibitzer-cli's long lists of diagnostics): the lines
// it hands the stream in chunks are format()'s, one a line, in order, across
// the chunks' ends; what the stream is given after the listing ends (or
// after flush()) comes after its lines.
#include "diagnosticlisting.h"

#include "parsers/compactdiagnostics.h"

#include <QTest>
#include <QTextStream>

using namespace kib;

class TestDiagnosticListing : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void lines_data();
    void lines();
    void flushBeforeMore();
};

void TestDiagnosticListing::lines_data()
{
    QTest::addColumn<int>("count");
    QTest::newRow("none") << 0;
    QTest::newRow("one") << 1;
    QTest::newRow("within a chunk") << 100;
    // (about 600 lines of this length fill a chunk)
    QTest::newRow("several chunks") << 5000;
}

// 'count' diagnostics added one by one and as a compact list's entries:
// the stream holds each line once, as format() makes it, then the text
// written after the listing.
void TestDiagnosticListing::lines()
{
    QFETCH(int, count);
    const QString file = QStringLiteral("out.rbn");
    CompactDiagnostics compact;
    QString expected;
    for (int i = 0; i < count; ++i) {
        const Diagnostic d = i % 3 == 0
            ? Diagnostic::error(QStringLiteral("pbn.x"), QStringLiteral("bad %1").arg(i), i + 1, i % 80, i / 4)
            : Diagnostic::warning(QStringLiteral("convert.lost"), QStringLiteral("the ; style of commentary"), 0,
                                  0, i + 1);
        compact.append(d);
        expected += d.format(file) + u'\n';
    }
    QString direct;
    QString fromCompact;
    {
        QTextStream a(&direct);
        QTextStream b(&fromCompact);
        {
            DiagnosticListing one(a);
            DiagnosticListing two(b);
            for (int i = 0; i < count; ++i) {
                one.add(compact.at(i), file);
                two.addWith([&](QString &line) { compact.appendFormatted(i, file, line); });
            }
        }
        a << "end\n";
        b << "end\n";
    }
    QCOMPARE(direct, expected + QStringLiteral("end\n"));
    QCOMPARE(fromCompact, expected + QStringLiteral("end\n"));
}

// flush() hands over what the listing holds: text written then follows it,
// and the lines added after follow that.
void TestDiagnosticListing::flushBeforeMore()
{
    QString text;
    {
        QTextStream out(&text);
        DiagnosticListing listing(out);
        listing.add(Diagnostic::warning(QStringLiteral("a"), QStringLiteral("first")), QStringLiteral("f"));
        listing.flush();
        out << "between\n";
        listing.add(Diagnostic::error(QStringLiteral("b"), QStringLiteral("second"), 2, 3, 4), QStringLiteral("f"));
    }
    QCOMPARE(text, QStringLiteral("f:0:0: warning: first [a]\nbetween\nf:2:3: error: second [b] (record 4)\n"));
}

QTEST_APPLESS_MAIN(TestDiagnosticListing)
#include "tst_diagnosticlisting.moc"
