#include "model/repeatgate.h"
#include "parsers/pbn/pbnreport.h"
#include "parsers/pbn/pbnrules.h"

#include <QRandomGenerator>
#include <QThread>
#include <QtTest>

// Issue 18: PbnReport counts a code's first repeatLimit diagnostics itself and
// asks its RepeatGate only after them; PbnRules::forCode() keeps the last codes
// it looked up. Both give what the gate and the rules' table give.

using namespace kib;

namespace {

struct Call
{
    bool isError;
    QString code;
};

const QStringList &codes()
{
    static const QStringList list = {
        QStringLiteral("pbn.syntax.tab"),          QStringLiteral("pbn.text.escapes"),
        QStringLiteral("pbn.tag.unquoted"),        QStringLiteral("pbn.table.comment"), // (16, 16, 17 characters)
        QStringLiteral("pbn.note.missing"),        QStringLiteral("pbn.tag.name-case"),
        QStringLiteral("pbn.file.leading-text"),   QStringLiteral("pbn.file.trailing-text"),
        QStringLiteral("pbn.deal.shared"),         QStringLiteral("pbn.line.too-long"),
        QStringLiteral("pbn.not.a-rule"),          QStringLiteral("pbn.tag.unknown"), // (no rule)
        QStringLiteral("pbn.call.spelling"),       QStringLiteral("pbn.call.trump-spelling"),
    };
    return list;
}

// What PbnReport gave before: every diagnostic through the gate.
Diagnostics reference(const QList<Call> &calls, int record)
{
    Diagnostics out;
    RepeatGate gate;
    int line = 0;
    for (const Call &c : calls) {
        ++line;
        const QString message = QStringLiteral("message %1").arg(line);
        if (!gate.admit(&out, record, c.code))
            continue;
        if (c.isError) {
            out.append(Diagnostic::error(c.code, message, line, 1, record));
        } else {
            Diagnostic d = Diagnostic::warning(c.code, message, line, 1, record);
            d.rule = PbnRules::forCode(c.code);
            out.append(d);
        }
    }
    return out;
}

Diagnostics reported(const QList<Call> &calls, int record)
{
    Diagnostics out;
    PbnReport report(&out, record);
    int line = 0;
    for (const Call &c : calls) {
        ++line;
        report.add(c.isError, c.code, QStringLiteral("message %1").arg(line), line, 1);
    }
    return out;
}

// The rule of each code as the table gives it: looked up once each, on a
// thread of its own (nothing kept yet).
QStringList rulesOnFreshThreads()
{
    QStringList rules;
    for (const QString &code : codes()) {
        QString rule;
        QThread *t = QThread::create([&]() { rule = PbnRules::forCode(QString(code)); });
        t->start();
        t->wait();
        delete t;
        rules.append(rule);
    }
    return rules;
}

} // namespace

class TestPbnReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameAsGate_data();
    void sameAsGate();
    void rulesKept();
};

void TestPbnReport::sameAsGate_data()
{
    QTest::addColumn<QList<Call>>("calls");
    auto repeat = [](const QString &code, int n, bool isError = false) {
        QList<Call> calls;
        for (int i = 0; i < n; ++i)
            calls.append({isError, code});
        return calls;
    };
    const QString tab = QStringLiteral("pbn.syntax.tab");
    const QString dup = QStringLiteral("pbn.tag.duplicate");
    for (int n : {1, 19, 20, 21, 22, 23, 60})
        QTest::addRow("one code %d times", n) << repeat(tab, n);
    QTest::addRow("errors 40 times") << repeat(dup, 40, true);
    QTest::addRow("two codes, 25 each, after another") << repeat(tab, 25) + repeat(dup, 25, true);
    QList<Call> mixed;
    QRandomGenerator random(18);
    for (int i = 0; i < 600; ++i) {
        const QString &code = codes().at(int(random.bounded(qsizetype(codes().size()))));
        mixed.append({random.bounded(3) == 0, code});
    }
    QTest::addRow("%d codes mixed, 600 calls", int(codes().size())) << mixed;
    QList<Call> nine; // (more codes than the report keeps in place)
    for (int i = 0; i < 30; ++i)
        for (int c = 0; c < 9; ++c)
            nine.append({false, QStringLiteral("pbn.code.%1").arg(c)});
    QTest::addRow("nine codes in turn, 30 rounds") << nine;
}

void TestPbnReport::sameAsGate()
{
    QFETCH(QList<Call>, calls);
    const Diagnostics want = reference(calls, 7);
    const Diagnostics got = reported(calls, 7);
    QCOMPARE(got.size(), want.size());
    for (qsizetype i = 0; i < want.size(); ++i) {
        QCOMPARE(got.at(i).code, want.at(i).code);
        QCOMPARE(got.at(i).message, want.at(i).message);
        QCOMPARE(got.at(i).rule, want.at(i).rule);
        QVERIFY(got.at(i) == want.at(i));
    }
}

void TestPbnReport::rulesKept()
{
    const QStringList fresh = rulesOnFreshThreads();
    QVERIFY(fresh.at(0).startsWith(QStringLiteral("PBN 2.1 section 2.3")));
    QVERIFY(fresh.at(10).isNull());
    QVERIFY(fresh.at(11).isNull());
    // the codes again and again, in random turns, as literals and as copies
    QRandomGenerator random(1818);
    for (int i = 0; i < 3000; ++i) {
        const int c = int(random.bounded(qsizetype(codes().size())));
        const QString code = random.bounded(2) ? codes().at(c) : QString(codes().at(c).constData(), codes().at(c).size());
        QCOMPARE(PbnRules::forCode(code), fresh.at(c));
    }
    QVERIFY(PbnRules::forCode(QString()).isNull());
}

QTEST_GUILESS_MAIN(TestPbnReport)
#include "tst_pbnreport.moc"
