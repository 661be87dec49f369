// RBN read record by record (rbn::readEach(), what dump, convert and
// validate read RBN and RBX with): the sink takes the file's commentary
// once, before any record, whole (the % lines at the head and, found from
// the end, the % blocks after the last record, those anchored at the end),
// then each record as it is read, a % block between two records standing
// before the next; and the records are those that reading each span after
// the one before gives (readRecord(), which reads % blocks apart from the
// records: only the records' boards and the diagnostics are compared).
#include "parsers/rbn/rbnplugin.h"
#include "parsers/rbn/rbnreader.h"
#include "parsers/recordsink.h"

#include <QTest>

using namespace kib;

namespace {

// What a sink is handed, in order: "C:" for the file's commentary (each
// text, '$' when anchored at the end), "R:" for a record (its board and
// the texts of its % comments).
class Log : public RecordSink
{
public:
    QStringList calls;
    void fileComments(const QList<Commentary> &comments) override
    {
        QStringList t;
        for (const Commentary &c : comments)
            t.append(c.text.trimmed() + (c.anchor.kind == Anchor::Kind::End ? QStringLiteral("$") : QString()));
        calls.append(QStringLiteral("C:") + t.join(u','));
    }
    void record(const RecordPtr &record) override { calls.append(QStringLiteral("R:") + describe(*record)); }

    static QString describe(const Record &record)
    {
        QStringList t;
        for (const Commentary &c : record.comments())
            if (c.style == Commentary::Style::Percent)
                t.append(c.text.trimmed());
        return record.tag(QStringLiteral("Board")) + u'[' + t.join(u',') + u']';
    }
};

const QByteArray Board1 = "B 1\nH W:652.J3.J654.T984:AK73.Q94.A82.K65:QJ4.T862.KT3.J72:\n";
const QByteArray Board2 = "B 2\nH W:KJT8.Q9654.T5.J6:64.A72.8763.T953:AQ2.KJ3.AK94.872:\n";

} // namespace

class TestRbnReadEach : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void order_data();
    void order();
};

void TestRbnReadEach::order_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QStringList>("calls");

    QTest::newRow("two records") << QByteArray(Board1 + "\n" + Board2) << QStringList{"C:", "R:1[]", "R:2[]"};
    QTest::newRow("head, between, tail")
        << QByteArray("% RBN\n% head\n\n" + Board1 + "\n% between\n\n" + Board2 + "\n% tail one\n\n% tail two\n")
        << QStringList{"C:RBN,head,tail one$,tail two$", "R:1[]", "R:2[between]"};
    QTest::newRow("% lines only") << QByteArray("% one\n\n% two\n") << QStringList{"C:one,two"};
    QTest::newRow("nothing") << QByteArray() << QStringList{"C:"};
    QTest::newRow("a tail after a broken last record")
        << QByteArray(Board1 + "\nB x\nH nonsense\n\n% after\n") << QStringList{"C:after$", "R:1[]", "R:x[]"};
}

void TestRbnReadEach::order()
{
    QFETCH(QByteArray, text);
    QFETCH(QStringList, calls);
    Log log;
    const Diagnostics each = rbn::readEach(text, rbn::Form::Lines, log);
    QCOMPARE(log.calls, calls);

    // the same records as each span read after the one before
    const RbnPlugin plugin;
    QStringList spans;
    RecordPtr previous;
    Diagnostics spanDiagnostics;
    const QList<RecordSpan> found = plugin.split(text);
    for (int i = 0; i < found.size(); ++i) {
        ReadResult r = plugin.readRecord(text, found.at(i), int(spans.size()) + 1, previous.get());
        spanDiagnostics += r.diagnostics;
        for (const RecordPtr &record : r.collection.records()) {
            spans.append(record->tag(QStringLiteral("Board")));
            previous = record;
        }
    }
    QStringList boards;
    for (const QString &call : log.calls.mid(1))
        boards.append(call.mid(2).section(u'[', 0, 0));
    QCOMPARE(boards, spans);
    QStringList a, b;
    for (const Diagnostic &d : each)
        a.append(d.format(QStringLiteral("f")));
    for (const Diagnostic &d : spanDiagnostics)
        b.append(d.format(QStringLiteral("f")));
    QCOMPARE(a, b);
}

QTEST_APPLESS_MAIN(TestRbnReadEach)
#include "tst_rbnreadeach.moc"
