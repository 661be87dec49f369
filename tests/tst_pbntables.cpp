// Reading PBN tables (supplemental sections): their columns and rows, and
// rows read a line at a time or token by token (PbnLexer::plainRow()) with
// the same entries and the same places for what follows. Split from
// tst_pbnreader.
#include "support/pbnhelpers.h"

#include "parsers/pbn/pbndecoders.h"

#include <QTest>

#include <algorithm>

using namespace kib;
using namespace kib::test;

class TestPbnTables : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tables();
    void tableRows_data();
    void tableRows();
};

void TestPbnTables::tables()
{
    const QByteArray text = "[OptimumResultTable \"Declarer;Denomination\\2R;Result\\2R\"]\nN  C  9\nN NT  6\n"
                            "[ScoreTable \"Rank\\2R;Names_NS\\20L;Score_NS\"]\n 1 \"Smith - Jones\"  120\n 2 \"A;B\" -\n";
    const ReadResult r = readPbn(text);
    QVERIFY2(r.diagnostics.isEmpty(), qPrintable(describe(r.diagnostics)));
    const Tags &tags = cardRecord(r, 0)->tags();
    QCOMPARE(tags.size(), 2);
    const Tag &ort = tags.at(0);
    QCOMPARE(ort.name, QStringLiteral("OptimumResultTable"));
    QCOMPARE(ort.columns.get(), (QStringList{"Declarer", "Denomination\\2R", "Result\\2R"}));
    QCOMPARE(ort.rows.get(), (QList<QStringList>{{"N", "C", "9"}, {"N", "NT", "6"}}));
    QCOMPARE(tags.at(1).rows.at(0), (QStringList{"1", "Smith - Jones", "120"}));
    QCOMPARE(tags.at(1).rows.at(1), (QStringList{"2", "A;B", "-"}));
    const PbnDecoders::Column c = PbnDecoders::column(u"+Names_NS\\20L");
    QCOMPARE(c.name, QStringLiteral("Names_NS"));
    QCOMPARE(c.order, QChar(u'+'));
    QCOMPARE(c.width, 20);
    QCOMPARE(c.align, QChar(u'L'));
}

// Rows whose bytes repeat are taken whole from the reader's cache: each
// game's rows must still be its own text's, however they are spelled.
void TestPbnTables::tableRows_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QList<QList<QStringList>>>("rows"); // each game's first table
    QTest::addColumn<QString>("dealerAt"); // where the bad Dealer that ends the text is reported ("" if none)
    const QByteArray t = "[OptimumResultTable \"A;B;C\"]\n";
    const QByteArray badDealer = "[Dealer \"X\"]\n";
    QTest::newRow("spellings") << "[Board \"1\"]\n" + t + "N NT 5\n\"N\" \"NT\" \"5\"\n\n[Board \"2\"]\n" + t
                                      + "N NT 5\nN \"NT\" 5\nN  NT\t5\n"
                               << QList<QList<QStringList>>{{{"N", "NT", "5"}, {"N", "NT", "5"}},
                                                            {{"N", "NT", "5"}, {"N", "NT", "5"}, {"N", "NT", "5"}}} << QString();
    QTest::newRow("last entry longer") << "[Board \"1\"]\n" + t + "N NT 1\nN NT 10\nN NT 1\n"
                                       << QList<QList<QStringList>>{{{"N", "NT", "1"}, {"N", "NT", "10"}, {"N", "NT", "1"}}} << QString();
    QTest::newRow("escapes") << "[Board \"1\"]\n" + t + "\"a\\\"b\" x y\n\"a\\\\b\" x y\n\"a\\\"b\" x y\n"
                             << QList<QList<QStringList>>{{{"a\"b", "x", "y"}, {"a\\b", "x", "y"}, {"a\"b", "x", "y"}}} << QString();
    QTest::newRow("comment between entries") << "[Board \"1\"]\n" + t + "N {c} NT 5\nN NT 5\n"
                                             << QList<QList<QStringList>>{{{"N", "NT", "5"}, {"N", "NT", "5"}}} << QString();
    QTest::newRow("row cut by a tag") << "[Board \"1\"]\n" + t + "N NT 5\nN NT\n[Event \"\"]\n\n[Board \"2\"]\n" + t
                                             + "N NT 5\nN NT\n[Event \"\"]\n"
                                      << QList<QList<QStringList>>{{{"N", "NT", "5"}, {"N", "NT"}},
                                                                   {{"N", "NT", "5"}, {"N", "NT"}}} << QString();
    QTest::newRow("wide table") << QByteArray("[Board \"1\"]\n[T \"a;b;c;d;e;f;g;h;i;j\"]\n1 2 3 4 5 6 7 8 9 0\n1 2 3 4 5 6 7 8 9 0\n")
                                << QList<QList<QStringList>>{{{"1", "2", "3", "4", "5", "6", "7", "8", "9", "0"},
                                                              {"1", "2", "3", "4", "5", "6", "7", "8", "9", "0"}}}
                                << QString();
    // (rows after the first that stand a line each are taken a line at a
    // time, PbnLexer::plainRow(): every other line token by token)
    const QByteArray b1 = "[Board \"1\"]\n";
    QTest::newRow("lines of plain rows") << b1 + t + "N NT 5\nS  C  4\n  E H 3  \nW S 12\n" + badDealer
                                         << QList<QList<QStringList>>{{{"N", "NT", "5"}, {"S", "C", "4"}, {"E", "H", "3"},
                                                                       {"W", "S", "12"}}}
                                         << QStringLiteral("7:1");
    QTest::newRow("CRLF, no last line end")
        << b1 + t + "N NT 5\r\nS C 4\r\n   S  C  4\r\nE H 3"
        << QList<QList<QStringList>>{{{"N", "NT", "5"}, {"S", "C", "4"}, {"S", "C", "4"}, {"E", "H", "3"}}} << QString();
    QTest::newRow("two rows on a line") << b1 + t + "N NT 5\nN NT 5 S C 4\nE H 3\n" + badDealer
                                        << QList<QList<QStringList>>{{{"N", "NT", "5"}, {"N", "NT", "5"}, {"S", "C", "4"},
                                                                      {"E", "H", "3"}}}
                                        << QStringLiteral("6:1");
    QTest::newRow("a row across lines") << b1 + t + "N NT 5\nN\nNT 5\nS C\n4\nE H 3\n" + badDealer
                                        << QList<QList<QStringList>>{{{"N", "NT", "5"}, {"N", "NT", "5"}, {"S", "C", "4"},
                                                                      {"E", "H", "3"}}}
                                        << QStringLiteral("9:1");
    QTest::newRow("a row past 16 bytes") << b1 + t + "N NT 5\nNorthwest NoTrumps 12\nNorthwest NoTrumps 12\nS C 4\n"
                                         << QList<QList<QStringList>>{{{"N", "NT", "5"}, {"Northwest", "NoTrumps", "12"},
                                                                       {"Northwest", "NoTrumps", "12"}, {"S", "C", "4"}}}
                                         << QString();
    QTest::newRow("comments among rows") << b1 + t + "N NT 5\n%c\nS C 4 ; x\n{y} E H 3\nW S 2\n" + badDealer
                                         << QList<QList<QStringList>>{{{"N", "NT", "5"}, {"S", "C", "4"}, {"E", "H", "3"},
                                                                       {"W", "S", "2"}}}
                                         << QStringLiteral("8:1");
    // rows of one length that differ in one byte (the first, a middle or the
    // last) are different rows: the row cache tells them apart by all their
    // bytes, at every length up to 16 and past it
    QTest::newRow("rows a byte apart") << b1 + t + "N C 5\nN D 5\nN NT 12345\nN NT 12346\nM NT 12345\n"
                                                   "North NTx 1234\nNorth NTy 1234\nNorth NTx 123456\nNorth NTx 123457\n"
                                                   "North NTx 1234567\nNorth NTx 1234568\n"
                                       << QList<QList<QStringList>>{{{"N", "C", "5"}, {"N", "D", "5"},
                                                                     {"N", "NT", "12345"}, {"N", "NT", "12346"},
                                                                     {"M", "NT", "12345"}, {"North", "NTx", "1234"},
                                                                     {"North", "NTy", "1234"}, {"North", "NTx", "123456"},
                                                                     {"North", "NTx", "123457"}, {"North", "NTx", "1234567"},
                                                                     {"North", "NTx", "1234568"}}}
                                       << QString();
    // a line of fewer words than the row after a row: its words counted
    // right wherever they start, the row goes on to the next line
    QTest::newRow("fewer words after a row") << b1 + t + "N NT 5\nab cd\n7\nS C 4\nN  NT\n6\nabc  d\n8\n"
                                             << QList<QList<QStringList>>{{{"N", "NT", "5"}, {"ab", "cd", "7"},
                                                                           {"S", "C", "4"}, {"N", "NT", "6"},
                                                                           {"abc", "d", "8"}}}
                                             << QString();
    QTest::newRow("one-column rows a byte apart")
        << b1 + "[T \"A\"]\nab\nac\nbc\nabc\nacc\nabb\nbbc\na\nb\nabcd\nabce\nabcde\nabdde\nzbcde\nabcdf\n"
        << QList<QList<QStringList>>{{{"ab"}, {"ac"}, {"bc"}, {"abc"}, {"acc"}, {"abb"}, {"bbc"}, {"a"}, {"b"},
                                      {"abcd"}, {"abce"}, {"abcde"}, {"abdde"}, {"zbcde"}, {"abcdf"}}}
        << QString();
    QTest::newRow("specials and quotes on a row") << b1 + t + "N NT 5\nN \"NT\" 5\nN ] 5\nS C 4\n"
                                                  << QList<QList<QStringList>>{{{"N", "NT", "5"}, {"N", "NT", "5"}, {"N", "5", "S"}, {"C", "4"}}}
                                                  << QString();
}

void TestPbnTables::tableRows()
{
    QFETCH(QByteArray, text);
    QFETCH(QList<QList<QStringList>>, rows);
    QFETCH(QString, dealerAt);
    const ReadResult r = readPbn(text);
    if (!dealerAt.isEmpty()) {
        const auto bad = std::find_if(r.diagnostics.begin(), r.diagnostics.end(),
                                      [](const Diagnostic &d) { return d.code.startsWith(u"pbn.dealer"); });
        QVERIFY2(bad != r.diagnostics.end(), qPrintable(describe(r.diagnostics)));
        QCOMPARE(QStringLiteral("%1:%2").arg(bad->line).arg(bad->column), dealerAt);
    }
    QCOMPARE(r.collection.size(), rows.size());
    QList<QStringList> firstRows;
    for (int g = 0; g < rows.size(); ++g) {
        const CardRecord *record = cardRecord(r, g);
        QVERIFY(record);
        const auto table = std::find_if(record->tags().begin(), record->tags().end(),
                                        [](const Tag &tag) { return tag.isTable(); });
        QVERIFY(table != record->tags().end());
        QCOMPARE(table->rows.get(), rows.at(g));
        firstRows.append(table->rows.get().first());
    }
    // (the games' first rows, of the same bytes, are one list, not copies)
    if (QByteArray(QTest::currentDataTag()) == "spellings")
        QVERIFY(firstRows.at(0).isSharedWith(firstRows.at(1)));
}

QTEST_GUILESS_MAIN(TestPbnTables)
#include "tst_pbntables.moc"
