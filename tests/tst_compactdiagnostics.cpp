// CompactDiagnostics: texts numbered once each (intern()), the last few
// found by their data's address before the hash (RecentTexts); convert's
// loss warnings appended by number. The numbers are those of the texts'
// first appearance whatever way a text comes: the same string again, a
// copy of its own, a text of the same length at an address a freed text
// had, more texts than the few kept.
#include "parsers/compactdiagnostics.h"

#include <QTest>

#include <memory>
#include <vector>

using namespace kib;

class TestCompactDiagnostics : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void intern_data();
    void intern();
    void appendWarning_data();
    void appendWarning();
    void appendFormatted_data();
    void appendFormatted();
};

namespace {

enum class Made { Shared, Copies, Freed };

const QString kSemicolon = QStringLiteral("the ; style of commentary (written as {text})");
const QString kInside = QStringLiteral("the place of commentary inside the auction (it moves after the auction)");

} // namespace

void TestCompactDiagnostics::intern_data()
{
    QTest::addColumn<QStringList>("texts");
    QTest::addColumn<int>("made");
    QStringList nine;
    for (int i = 0; i < 9; ++i)
        nine.append(QStringLiteral("loss %1").arg(i));
    QStringList cycled = nine + nine + nine;
    // (each of the same length, each unlike the others)
    const QStringList sameLength{"aaaa", "aaab", "baaa", "abaa", "aaab", "aaaa", "abaa"};
    const QStringList once{kSemicolon, kSemicolon, kSemicolon, kSemicolon};
    const QStringList two{kSemicolon, kInside, kSemicolon, kInside, kInside, kSemicolon};
    const QStringList empties{"", "x", "", "x", ""};
    const QStringList prefixes{"abc", "ab", "abcd", "ab", "abc", "a", "abcd"};
    for (const auto &how : {std::pair{Made::Shared, "shared"}, std::pair{Made::Copies, "copies"},
                            std::pair{Made::Freed, "freed"}}) {
        // (named, not bound: clang 14 lets no lambda capture a structured binding)
        const Made made = how.first;
        const char *const name = how.second;
        const auto row = [&](const char *what) -> QTestData & { return QTest::addRow("%s, %s", what, name); };
        row("one text again") << once << int(made);
        row("two in turn") << two << int(made);
        row("nine, past the few kept") << cycled << int(made);
        row("the same length") << sameLength << int(made);
        row("empty") << empties << int(made);
        row("prefixes") << prefixes << int(made);
        QStringList many;
        for (int i = 0; i < 40; ++i)
            many.append(QStringLiteral("t%1").arg((i * 7) % 13));
        row("forty of thirteen") << many << int(made);
    }
}

// Each text interned in turn, as the list gives it (Shared: the list's own
// strings, each text's data shared), a copy of its own (Copies), or a copy
// let go after it is interned (Freed: the next copy may take its address);
// the numbers are the first appearances' order (the warnings' codes and
// rules among them), and message() the text.
// Cleared, the same again from 0.
void TestCompactDiagnostics::intern()
{
    QFETCH(QStringList, texts);
    QFETCH(int, made);
    CompactDiagnostics list;
    std::vector<std::unique_ptr<QString>> kept; // (copies kept to the end: no address reused)
    for (int round = 0; round < 2; ++round) {
        QStringList first;
        for (const QString &text : texts) {
            quint32 id;
            if (Made(made) == Made::Shared) {
                id = list.intern(text);
            } else {
                auto copy = std::make_unique<QString>(text.constData(), text.size());
                id = list.intern(*copy);
                if (Made(made) == Made::Copies)
                    kept.push_back(std::move(copy)); // (else freed here, its address free for the next)
            }
            if (!first.contains(text))
                first.append(text);
            QCOMPARE(id, quint32(first.indexOf(text)));
            // (a warning's code and rule are texts of the same list)
            list.appendWarning(QStringLiteral("convert.lost"), id, 1);
            for (const QString &more : {QStringLiteral("convert.lost"), QString()})
                if (!first.contains(more))
                    first.append(more);
            QCOMPARE(list.message(list.size() - 1), text);
            QCOMPARE(list.messageId(list.size() - 1), id);
            QCOMPARE(list.intern(QStringLiteral("convert.lost")), quint32(first.indexOf(QStringLiteral("convert.lost"))));
        }
        list.clear();
        QCOMPARE(list.size(), 0);
    }
}

void TestCompactDiagnostics::appendWarning_data()
{
    QTest::addColumn<QStringList>("messages");
    QTest::newRow("one") << QStringList{kSemicolon};
    QTest::newRow("repeated") << QStringList{kSemicolon, kInside, kSemicolon, kSemicolon, kInside};
    QTest::newRow("empty") << QStringList{"", kInside, ""};
}

// A warning appended by text, by number or as a Diagnostic gives back the
// same Diagnostic (code, message, no rule, line or column, its record).
void TestCompactDiagnostics::appendWarning()
{
    QFETCH(QStringList, messages);
    CompactDiagnostics list;
    const QString code = QStringLiteral("rbn.write.lost");
    int record = 0;
    for (const QString &m : messages) {
        ++record;
        const Diagnostic expected = Diagnostic::warning(code, m, 0, 0, record);
        list.appendWarning(code, m, record);
        list.appendWarning(code, list.intern(QString(m.constData(), m.size())), record);
        list.append(expected);
        for (qsizetype i = list.size() - 3; i < list.size(); ++i) {
            QCOMPARE(list.at(i), expected);
            QCOMPARE(list.record(i), record);
        }
    }
}

void TestCompactDiagnostics::appendFormatted_data()
{
    QTest::addColumn<Diagnostic>("diagnostic");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("text");
    QTest::newRow("a loss")
        << Diagnostic::warning(QStringLiteral("convert.lost"), kSemicolon, 0, 0, 100000) << QStringLiteral("out.rbn")
        << QStringLiteral("out.rbn:0:0: warning: the ; style of commentary (written as {text}) [convert.lost] "
                          "(record 100000)");
    QTest::newRow("an error, no record")
        << Diagnostic::error(QStringLiteral("pbn.tag.bad"), QStringLiteral("50% of it"), 12, 7, 0)
        << QStringLiteral("d%1.pbn")
        << QStringLiteral("d%1.pbn:12:7: error: 50% of it [pbn.tag.bad]");
    QTest::newRow("wide numbers, a name not in Latin-1")
        << Diagnostic::warning(QStringLiteral("x"), QStringLiteral("\u2663 \u00e9"), 2147483647, -3, 1)
        << QStringLiteral("\u00e9t\u00e9/\u4e2d.lin")
        << QStringLiteral("\u00e9t\u00e9/\u4e2d.lin:2147483647:-3: warning: \u2663 \u00e9 [x] (record 1)");
    QTest::newRow("empty texts")
        << Diagnostic::error(QString(), QString(), 1, 1, 1) << QString()
        << QStringLiteral(":1:1: error:  [] (record 1)");
}

// Appended to a buffer that holds text already, from the diagnostic or from
// a compact list's entry: format()'s text after what was there, each time.
void TestCompactDiagnostics::appendFormatted()
{
    QFETCH(Diagnostic, diagnostic);
    QFETCH(QString, file);
    QFETCH(QString, text);
    QCOMPARE(diagnostic.format(file), text);
    const QString before = QStringLiteral("before\n");
    QString out = before;
    diagnostic.appendFormatted(out, file);
    QCOMPARE(out, before + text);
    CompactDiagnostics list;
    list.append(Diagnostic::warning(QStringLiteral("other"), QStringLiteral("another"), 3, 4, 5));
    list.append(diagnostic);
    list.appendFormatted(1, file, out);
    list.appendFormatted(0, file, out);
    QCOMPARE(out, before + text + text + list.at(0).format(file));
    QCOMPARE(list.at(0).format(file), QStringLiteral("%1:3:4: warning: another [other] (record 5)").arg(file));
}

QTEST_APPLESS_MAIN(TestCompactDiagnostics)
#include "tst_compactdiagnostics.moc"
