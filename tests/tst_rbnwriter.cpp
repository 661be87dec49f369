// Writing RBN and RBX: the standard's output order and spelling, repeating
// labels written only when they change, tags no label holds carried in %
// lines, and what cannotHold() reports. Round trips: reading what was
// written gives equal records, writing again gives the same bytes.
#include "support/rbnsupport.h"
#include "support/testrecords.h"

#include "parsers/fileio.h"

#include <QTemporaryDir>
#include <QTest>

using namespace kib;
using namespace kib::test;

namespace {

const QByteArray kBase = "E Test\nB 1\nH N:AKQJ.AKQ.AKQ.AKQ:T98.JT98.JT9.JT9:765.765.8765.876:\nA NZ:1NA\nC 1N:N\nP S8\nR 7\n\n";

QByteArray written(const QByteArray &text, const char *from = "rbn", const char *to = "rbn")
{
    const ReadResult r = readText(text, from);
    return plugin(to).write(r.collection).data;
}

std::shared_ptr<CardRecord> baseRecord()
{
    const ReadResult r = readText(kBase);
    return std::static_pointer_cast<CardRecord>(std::shared_ptr<Record>(recordAt(r, 0)->clone()));
}

Tag makeTag(const QString &name, const QString &value)
{
    Tag t;
    t.name = name;
    t.value = value;
    return t;
}

} // namespace

class TestRbnWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void output_data();
    void output();
    void roundTrip_data();
    void roundTrip();
    void fromModel();
    void carriedTags();
    void carriedRuns_data();
    void carriedRuns();
    void carriedText_data();
    void carriedText();
    void carriedMarks();
    void cannotHold_data();
    void cannotHold();
    void writeWarnsAndSaves();
    void rbxCloseBrace_data();
    void rbxCloseBrace();
};

void TestRbnWriter::output_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("output");

    // The standard's RBN example comes out as it went in.
    const QByteArray example = "% RBN\nD 19991225\nL Timbuktu\nE Teams\nF I\nS F:1\nK Duck:Fox\nN Bob+Ed:Tom+Joe\nB 7\n"
                               "H W:AK2\nA SB:1HP5H^1A\n1 nuts\nC 5H:S\n{Ed quit!}\n\n";
    QTest::newRow("standard example") << example << example;
    // Labels in the standard's order, notes right after their A or P.
    QTest::newRow("order") << QByteArray("P SK^1\n1 play note\nA NZ:1S^2PPP\n2 auction note\nC 1S:N\nB 5\nD 20200101\n\n")
                           << QByteArray("% RBN\nD 20200101\nB 5\nA NZ:1S^2A\n2 auction note\nC 1S:N\nP SK^1\n1 play note\n\n");
    // D H C R M in upper case ('x' stays lower case); A keeps its case.
    QTest::newRow("upper case") << QByteArray("H w:akx2\nC 5hx:n\nM aa:b\n\nA sz:1s\nR p\n\n")
                                << QByteArray("% RBN\nH W:AK2x\nC 5HX:N\nM AA:B\n\nA sz:1s\nR P\n\n");
    // CR LF in, LF out, a blank line after every record.
    QTest::newRow("line ends") << QByteArray("D 20000101\r\nB 1\r\n\r\nB 2\r\n\r\n")
                               << QByteArray("% RBN\nD 20000101\nB 1\n\nB 2\n\n");
    // Repeating labels only when they change; a bare label when they stop.
    QTest::newRow("repetition") << QByteArray("D 20000101\nE Club:Monday\nB 1\n\nD 20000101\nE Club:Monday\nB 2\n\nD 20000101\nE\nB 3\n\n")
                                << QByteArray("% RBN\nD 20000101\nE Club:Monday\nB 1\n\nB 2\n\nE\nB 3\n\n");
    // N alternates while K is set; H repeats; A C P R do not.
    QTest::newRow("alternation")
        << QByteArray("K Reds:Blues\nN A+B:C+D:O\nB 1\nH N:AKQJ.AKQ.AKQ.AKQ:T98.JT98.JT9.JT9:765.765.8765.876:\nA NZ:1NA\n\n"
                      "N E+F:G+H:C\nB 1\nA NZ:PPPP\n\nN A+B:C+D:O\nB 2\n\nN E+F:G+H:C\nB 2\n\nK\nN E+F:G+H:C\nB 3\n\n")
        << QByteArray("% RBN\nK Reds:Blues\nN A+B:C+D:O\nB 1\nH W:432.432.432.5432:AKQJ.AKQ.AKQ.AKQ:T98.JT98.JT9.JT9:\n"
                      "A NZ:1NA\n\nN E+F:G+H:C\nA NZ:A\n\nB 2\n\nB 2\n\nK\nB 3\n\n");
    // The standard: the same deal from any seat is written from the first
    // shown hand with cards in the order W N E S.
    QTest::newRow("hidden rotation") << QByteArray("H E;K5.T.KQJT98.KQJT:A876.A2.765.A876;32.KQJ9876543..9:\n\n")
                                     << QByteArray("% RBN\nH N:QJT94..A432.5432;K5.T.KQJT98.KQJT:A876.A2.765.A876;\n\n");
    // Superfluous dots go from hands under 13 cards; four hands written out
    // when they are not a full deal.
    QTest::newRow("partial hands") << QByteArray("H W:43...:KJ2...:Q976...:AT85...\n\n")
                                   << QByteArray("% RBN\nH W:43:KJ2:Q976:AT85\n\n");
    QTest::newRow("ranks alone") << QByteArray("C 4S:N\nP SKS5S4ST:SAS8S7H3\n\n") << QByteArray("% RBN\nC 4S:N\nP SK54T:SA87H3\n\n");
    QTest::newRow("leader") << QByteArray("C 4S:N:W\nP SK\n\n") << QByteArray("% RBN\nC 4S:N:W\nP SK\n\n");
    QTest::newRow("multi-line items") << QByteArray("B 1\nDbl=0 or 3\nPass=1 or 4\n\n")
                                      << QByteArray("% RBN\nB 1\nI Dbl=0 or 3\nPass=1 or 4\n\n");
    QTest::newRow("text line breaks") << QByteArray("{one\ntwo|three}\n\n") << QByteArray("% RBN\n{one|two|three}\n\n");
    // Notes, comments and labels with a character outside ASCII before,
    // at and after the eighth (the writer's values are narrowed eight
    // characters at a time while they are ASCII).
    QTest::newRow("not ASCII in values")
        << QByteArray("B 1\nA NZ:1S^1P^2\n1 abcdefg\xc3\xa9ijklmnopqrstuvwxyz\n2 \xc3\xa9" "abcdefghijklmnop\nC 1S:N\nP SA^3\n"
                      "3 abcdefgh\xc3\xa9\n{comment abcdefghijklmnop \xc3\xa9 with text}\n{\xe2\x82\xac euro at the start}\n\n"
                      "B 2\nE Event with a long name \xc3\xa9\n{abcdefghijklmnopqrstuvwxyz0123456789\xc3\xa9}\n\n")
        << QByteArray("% RBN\nB 1\nA NZ:1S^1P^2\n1 abcdefg\xc3\xa9ijklmnopqrstuvwxyz\n2 \xc3\xa9" "abcdefghijklmnop\nC 1S:N\n"
                      "P SA^3\n3 abcdefgh\xc3\xa9\n{comment abcdefghijklmnop \xc3\xa9 with text}\n{\xe2\x82\xac euro at the start}\n\n"
                      "E Event with a long name \xc3\xa9\n{abcdefghijklmnopqrstuvwxyz0123456789\xc3\xa9}\nB 2\n\n");
    QTest::newRow("file comments") << QByteArray("% RBN 2 deals\n% by hand\nB 1\n\n% the end\n")
                                   << QByteArray("% RBN 2 deals\n% by hand\nB 1\n\n% the end\n");
}

void TestRbnWriter::output()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, output);
    QCOMPARE(diagnosticsOf(readText(input)), QStringList());
    QCOMPARE(written(input), output);
}

void TestRbnWriter::roundTrip_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("format");

    const QList<QPair<const char *, QByteArray>> samples = {
        {"base", kBase},
        {"standard", "D 19991225\nL Timbuktu\nE Teams\nF I\nS F:1\nK Duck:Fox\nN Bob+Ed:Tom+Joe\nB 7\nH W:AK2\nA SB:1HP5H^1A\n"
                     "1 nuts\nC 5H:S\n{Ed quit!}\n\n"},
        {"teaching", "D 1955C\nT Preempts:: Fact or Fiction?:Marty Bergen\nB 15:C\n{Lead problem}\n"
                     "H W:A8765.QT.K9.AT87;J42.AJ7632.J.632;QT3.85.Q86.KQJ54;\nA WZ:1S2H2S4D:4SPP5H:XY\n0 general\n{quiz}\n"
                     "C 5HX:N\nP Y\nI CK=10:SA=2\n\n"},
        {"pseudo", "H N:AJ8432::KT5:Q976\nC S:N:S\nP SK--.:STQA.:--+-:S578\n1 two finesses\nM 5?:::\n\n"},
        {"keeps data", "A wz:1sP\nC 4SX8:S:W:7\nP sK54T;SA87H3\nR 8-300:+4:9\n\n"},
        {"x and ?", "H N:AKQxx.Kxx.xx.Axx::xxx.A??.AKxx.xxx\n%[Generator \"hand\"]\n{after}\nA NB:1S?P2HP:Y\n1 better 1NT\n\n"},
        {"items", "B 1\nDbl=0 or 3 key cards\nPass=1 or 4 key cards\n{end}\n\nB 2\nI 3N=10:4S=7\n\n"},
        {"repeating", "D 20000101\nT Match:Editor\nF I\nK Reds:Blues\nN Ann+Bob:Cid+Dan:O\nB 1\n"
                      "H N:AKQJ.AKQ.AKQ.AKQ:T98.JT98.JT9.JT9:765.765.8765.876:\nA NZ:1NA\nC 1N:N\nR 7\n\n"
                      "N Eve+Fay:Gil+Hal:C\nB 1\nA NZ:PA\nR P\n\nB 2\nH E:AKQJ.AKQ.AKQ.AKQ\n\nB 2\nT\n\nK\nB 3\n\n"},
        {"forced label", "E Club\nB 1\n\nE Club\n{about the event}\nB 2\n\nB 3\nH N:AK\n\nH N:AK\n{after the deal}\n\n"},
    };
    for (const auto &[name, text] : samples) {
        QTest::newRow(qPrintable(QStringLiteral("%1 rbn").arg(QLatin1String(name)))) << text << "rbn";
        QTest::newRow(qPrintable(QStringLiteral("%1 rbx").arg(QLatin1String(name)))) << written(text, "rbn", "rbx") << "rbx";
    }
}

void TestRbnWriter::roundTrip()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, format);
    const NotationPlugin &p = plugin(format.toLatin1().constData());
    const ReadResult first = p.read(text);
    QCOMPARE(errorsIn(first), 0);
    const WriteResult w1 = p.write(first.collection);
    const ReadResult second = p.read(w1.data);
    QCOMPARE(diagnosticsOf(second), diagnosticsOf(first).isEmpty() ? QStringList() : diagnosticsOf(second));
    QCOMPARE(second.collection.size(), first.collection.size());
    for (int i = 0; i < first.collection.size(); ++i)
        QVERIFY2(*recordAt(first, i) == *recordAt(second, i), qPrintable(QStringLiteral("record %1").arg(i + 1)));
    QCOMPARE(p.write(second.collection).data, w1.data);
    // and through the other form
    const NotationPlugin &other = plugin(format == u"rbn" ? "rbx" : "rbn");
    const ReadResult third = other.read(other.write(first.collection).data);
    QCOMPARE(third.collection.size(), first.collection.size());
    for (int i = 0; i < first.collection.size(); ++i)
        QVERIFY2(*recordAt(first, i) == *recordAt(third, i), qPrintable(QStringLiteral("record %1 via %2").arg(i + 1).arg(other.id())));
}

void TestRbnWriter::fromModel()
{
    // The hand-built grand slam of the model tests: RBN has no ; commentary
    // and puts commentary after the auction and the play, so those are what
    // cannotHold() names; everything else reads back equal.
    const auto slam = grandSlam();
    const QStringList lost = plugin("rbn").cannotHold(*slam);
    QCOMPARE(lost, (QStringList{"the ; style of commentary (written as {text})",
                                "the place of commentary inside the auction (it moves after the auction)",
                                "the place of commentary inside the play (it moves after the play)"}));
    Collection c;
    c.append(slam);
    const QByteArray data = plugin("rbn").write(c).data;
    QCOMPARE(data, QByteArray("% RBN\n{A lay-down}\nE Kibitzer test\nB 1\n{board one}\n"
                              "H W:432.432.432.5432:AKQJ.AKQ.AKQ.AKQ:T98.JT98.JT9.JT9:\n"
                              "A NZ:2CP2DP:7N^1XPP:RA\n1 Thirteen top tricks\n{counts 13}\nC 7NR:N\n"
                              "P S852A^1:SK963:SQT74:SJH8D5C2:HA974:HKT63:HQJ52:DA984:DKT73:DQJ62:CA985:CKT74:CQJ63\n"
                              "1 The only spade that matters\n{safe lead}\nR 13\n{all thirteen}\n\n"));
    const ReadResult back = readText(data);
    QCOMPARE(diagnosticsOf(back), QStringList());
    CardRecord expected = *slam;
    for (Commentary &cm : expected.comments())
        cm.style = Commentary::Style::Brace;
    expected.comments()[2].anchor.index = 11; // after the last call
    expected.comments()[3].anchor.index = 51; // after the last card
    QVERIFY(*recordAt(back, 0) == expected);
}

void TestRbnWriter::carriedTags()
{
    // Tags no label holds travel in % lines and come back as they were.
    auto r = baseRecord();
    r->tags().append(makeTag("Generator", "dealer 1.2"));
    Tag table = makeTag("OptimumResultTable", "Declarer;Denomination\\2R;Result\\2R");
    table.columns = QStringList{"Declarer", "Denomination\\2R", "Result\\2R"};
    table.rows = {{"N", "NT", "9"}, {"S", "S", "10"}};
    r->tags().append(table);
    r->tags().append(makeTag("Table", "5"));        // N holds Room or Table, not both
    r->tags().append(makeTag("Room", "Open"));
    r->tags().append(makeTag("North", "Smith+Jones")); // '+' splits N's pairs
    r->tags().append(makeTag("Date", "13/09/2017"));   // not a date D can spell
    QCOMPARE(plugin("rbn").cannotHold(*r), QStringList());
    Collection c;
    c.append(r);
    const QByteArray data = plugin("rbn").write(c).data;
    QVERIFY2(data.contains("N ::O\n"), data.constData());
    QVERIFY(data.contains("%[Generator \"dealer 1.2\"]\n%[OptimumResultTable \"Declarer;Denomination\\\\2R;Result\\\\2R\"]\n"
                          "%:\"Declarer\" \"Denomination\\\\2R\" \"Result\\\\2R\"\n%|\"N\" \"NT\" \"9\"\n%|\"S\" \"S\" \"10\"\n"
                          "%[Table \"5\"]\n%[North \"Smith+Jones\"]\n%[Date \"13/09/2017\"]\n"));
    const ReadResult back = readText(data);
    QCOMPARE(diagnosticsOf(back), QStringList());
    const Record &b = *recordAt(back, 0);
    for (const Tag &t : r->tags())
        QVERIFY2(b.tags().contains(t), qPrintable(t.name));
    QCOMPARE(b.tags().size(), r->tags().size());
}

// Carried tags one after the other are written as one run of % lines (one
// line of the writer's for them all): the bytes are those of a line each,
// with a line break between in RBN and none in RBX, and a comment after one
// of them, or a label's line, still stands between the runs.
void TestRbnWriter::carriedRuns_data()
{
    QTest::addColumn<QString>("to");
    QTest::addColumn<int>("commentAfter"); // index of the tag, -1 none
    QTest::addColumn<QByteArray>("expected");

    const QByteArray head = "% RBN\nE Test\nB 1\n";
    const QByteArray tail = "H W:432.432.432.5432:AKQJ.AKQ.AKQ.AKQ:T98.JT98.JT9.JT9:\nA NZ:1NA\nC 1N:N\nP S8\nR 7\n\n";
    const QByteArray runs = "%[Generator \"g\"]\n%[Table \"t\"]\n%:\"A\"\n%|\"1\"\n%|\"\xc3\xa9\"\n%[Zed \"z\"]\n";
    QTest::newRow("rbn, one run") << "rbn" << -1 << head + runs + tail;
    QTest::newRow("rbn, a comment after the table")
        << "rbn" << 3 << head + "%[Generator \"g\"]\n%[Table \"t\"]\n%:\"A\"\n%|\"1\"\n%|\"\xc3\xa9\"\n{between}\n%[Zed \"z\"]\n" + tail;
    QTest::newRow("rbn, a comment after the last")
        << "rbn" << 4 << head + runs + "{between}\n" + tail;
    QTest::newRow("rbx, one run")
        << "rbx" << -1
        << QByteArray("%{RBX}E{Test}B{1}%{[Generator \"g\"]}%{[Table \"t\"]}%{:\"A\"}%{|\"1\"}%{|\"\xc3\xa9\"}"
                      "%{[Zed \"z\"]}H{W:432.432.432.5432:AKQJ.AKQ.AKQ.AKQ:T98.JT98.JT9.JT9:}A{NZ:1NA}C{1N:N}P{S8}R{7}\n");
    QTest::newRow("rbx, a comment after the table")
        << "rbx" << 3
        << QByteArray("%{RBX}E{Test}B{1}%{[Generator \"g\"]}%{[Table \"t\"]}%{:\"A\"}%{|\"1\"}%{|\"\xc3\xa9\"}"
                      "{between}%{[Zed \"z\"]}H{W:432.432.432.5432:AKQJ.AKQ.AKQ.AKQ:T98.JT98.JT9.JT9:}A{NZ:1NA}C{1N:N}P{S8}R{7}\n");
}

void TestRbnWriter::carriedRuns()
{
    QFETCH(QString, to);
    QFETCH(int, commentAfter);
    QFETCH(QByteArray, expected);
    auto r = baseRecord();
    r->tags().append(makeTag("Generator", "g"));
    Tag table = makeTag("Table", "t"); // (a table, a cell not ASCII)
    table.columns = QStringList{"A"};
    table.rows = {{"1"}, {QStringLiteral("\u00e9")}};
    r->tags().append(table);
    r->tags().append(makeTag("Zed", "z"));
    if (commentAfter >= 0) {
        const qsizetype at = r->tags().size() - 5 + commentAfter; // (Generator is tags()[size - 3])
        r->comments().append(Commentary{Anchor{Anchor::Kind::Tag, int(at)}, Commentary::Style::Brace, "between"});
    }
    Collection c;
    c.append(r);
    const QByteArray data = plugin(to.toUtf8().constData()).write(c).data;
    QCOMPARE(data, expected);
    // and it reads back as the record written
    const ReadResult back = readText(data, to.toUtf8().constData());
    QCOMPARE(diagnosticsOf(back), QStringList());
    for (const Tag &t : r->tags())
        QVERIFY2(recordAt(back, 0)->tags().contains(t), qPrintable(t.name));
}

// A carried tag's value and a table's cells with every character the %
// lines escape (quote, backslash, line breaks) come back as they were.
void TestRbnWriter::carriedText_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("plain") << QStringLiteral("dealer 1.2");
    QTest::newRow("empty") << QString();
    QTest::newRow("quotes") << QStringLiteral("say \"hi\" twice \"\"");
    QTest::newRow("backslashes") << QStringLiteral("a\\b\\\\c\\");
    QTest::newRow("line breaks") << QStringLiteral("one\ntwo\r\nthree\n");
    QTest::newRow("escapes only") << QStringLiteral("\"\\\n\r");
    QTest::newRow("letters after a backslash") << QStringLiteral("\\n\\r\\\"");
}

void TestRbnWriter::carriedText()
{
    QFETCH(QString, text);
    auto r = baseRecord();
    r->tags().append(makeTag("Generator", text));
    Tag table = makeTag("ScoreTable", "Rank\\2R;Names\\20L");
    table.columns = QStringList{"Rank\\2R", text};
    table.rows = {{text, "2"}, {"3", text + text}};
    r->tags().append(table);
    Collection c;
    c.append(r);
    const ReadResult back = readText(plugin("rbn").write(c).data);
    QCOMPARE(diagnosticsOf(back), QStringList());
    QVERIFY(recordAt(back, 0));
    const Record &b = *recordAt(back, 0);
    for (const Tag &t : r->tags())
        QVERIFY2(b.tags().contains(t), qPrintable(t.name));
}

void TestRbnWriter::carriedMarks()
{
    // What calls, cards and notes hold beyond RBN's marks: an accepted
    // insufficient bid (^I), NAGs, an alert with its text, a revoke (^R),
    // note references and notes over 9, a note with a line break, and a
    // numbered note no card refers to (RBN's reader warns of one on a note
    // line of its own).
    const ReadResult base = readText("H N:A.2:K.3:Q.4:J.5\nA NZ:1S1H\nC 1N:W\nP H2SK45\n\n");
    QCOMPARE(errorsIn(base), 2); // insufficient, revoke: as RBN alone says
    auto r = std::static_pointer_cast<CardRecord>(std::shared_ptr<Record>(recordAt(base, 0)->clone()));
    r->auction().calls[1].annotation.edit().irregularity = QStringLiteral("I");
    r->auction().calls[0].annotation.edit().nags = {1, 14};
    r->auction().calls[0].annotation.edit().alert = true;
    r->auction().calls[0].annotation.edit().alertText = QStringLiteral("5+ spades, 11-21: maybe");
    r->auction().calls[0].annotation.edit().noteRefs = {12, 3};
    r->play().tricks[0].cards[1].annotation.edit().irregularity = QStringLiteral("R");
    r->notes().append(Note{Note::Section::Auction, 12, QStringLiteral("twelve")});
    r->notes().append(Note{Note::Section::Auction, 3, QStringLiteral("three\nlines")});
    r->notes().append(Note{Note::Section::Play, 1, QStringLiteral("one")});
    QCOMPARE(plugin("rbn").cannotHold(*r), QStringList());
    Collection c;
    c.append(r);
    const QByteArray data = plugin("rbn").write(c).data;
    QCOMPARE(data, QByteArray("% RBN\n"
                              "%[RbnMarks \"a0:$1,$14,!,'5+%20spades%2C%2011-21%3A%20maybe,#12,#3 a1:^I p1:^R\"]\n"
                              "%[RbnNote \"a12@0 twelve\"]\n%[RbnNote \"a3@1 three\\nlines\"]\n%[RbnNote \"p1@2 one\"]\n"
                              "H W:J.5:A.2:K.3:Q.4\nA NZ:1S^31H\nC 1N:W\nP H2SK45\n\n"));
    const ReadResult back = readText(data);
    QCOMPARE(diagnosticsOf(back), QStringList());
    QVERIFY(*recordAt(back, 0) == *r);
}

void TestRbnWriter::cannotHold_data()
{
    QTest::addColumn<int>("change");
    QTest::addColumn<QStringList>("lost");
    QTest::newRow("nothing") << 0 << QStringList{};
    // NAGs, irregularities, alerts and notes over 9 travel in % lines.
    QTest::newRow("NAG") << 1 << QStringList{};
    QTest::newRow("irregularity") << 2 << QStringList{};
    QTest::newRow("alert") << 3 << QStringList{};
    QTest::newRow("claim") << 4 << QStringList{"the claim"};
    QTest::newRow("unknown card") << 5 << QStringList{"played cards that are not known (written as the pseudo play -)"};
    QTest::newRow("widow") << 6 << QStringList{"cards outside the hands (widow)"};
    QTest::newRow("note 12") << 7 << QStringList{};
    QTest::newRow("declarer's score") << 8 << QStringList{"the result or a score"};
    QTest::newRow("first caller") << 9 << QStringList{"an auction that does not start with the dealer"};
    QTest::newRow("comment in auction") << 10
                                        << QStringList{"the place of commentary inside the auction (it moves after the auction)"};
    QTest::newRow("text with a bar") << 11 << QStringList{"commentary as it stands"};
    QTest::newRow("preferans") << 12 << QStringList{"RBN holds bridge deals only, not a preferans record"};
    // PBN's irregular declarer travels in a % line, and the reader knows it
    QTest::newRow("irregular declarer") << 13 << QStringList{};
}

void TestRbnWriter::cannotHold()
{
    QFETCH(int, change);
    QFETCH(QStringList, lost);
    auto r = baseRecord();
    QList<Call> &calls = r->auction().calls;
    switch (change) {
    case 1: calls[0].annotation.edit().nags = {1}; break;
    case 2: calls[0].annotation.edit().irregularity = QStringLiteral("I"); break;
    case 3: calls[0].annotation.edit().alert = true; break;
    case 4: r->play().claim = Claim{7, {}}; break;
    case 5: r->play().tricks[0].cards[0].kind = PlayedCard::Kind::Unknown; break;
    case 6: r->deal().piles.append(Pile{QStringLiteral("widow"), {Card(Suit::Spades, 2)}, false}); break;
    case 7: r->notes().append(Note{Note::Section::Auction, 12, QStringLiteral("twelve")}); break;
    case 8: r->scores().append(Score{QStringLiteral("Score"), QStringLiteral("620")}); break;
    case 9: r->auction().first = East; break;
    case 10: r->comments().append(Commentary{{Anchor::Kind::Call, 0}, Commentary::Style::Brace, QStringLiteral("x")}); break;
    case 11: r->comments().append(Commentary{{Anchor::Kind::End, -1}, Commentary::Style::Brace, QStringLiteral("a|b")}); break;
    case 13:
        r->setDeclarer(South);
        r->tags().append(makeTag(QStringLiteral("Declarer"), QStringLiteral("^S")));
        break;
    }
    const NotationPlugin &p = plugin("rbn");
    if (change == 12)
        QCOMPARE(p.cannotHold(CardRecord(Game::Preferans, 3)), lost);
    else
        QCOMPARE(p.cannotHold(*r), lost);
}

void TestRbnWriter::writeWarnsAndSaves()
{
    Collection c;
    c.append(baseRecord());
    c.append(std::make_shared<CardRecord>(Game::Preferans, 3));
    auto claim = baseRecord();
    claim->play().claim = Claim{7, {}};
    c.append(claim);
    const WriteResult w = plugin("rbn").write(c);
    QStringList warnings;
    for (const Diagnostic &d : w.warnings)
        warnings.append(QStringLiteral("%1 r%2 %3").arg(d.code).arg(d.record).arg(d.message));
    QCOMPARE(warnings, (QStringList{"rbn.write.lost r2 RBN holds bridge deals only, not a preferans record",
                                    "rbn.write.lost r3 the claim"}));
    QCOMPARE(readText(w.data).collection.size(), 2);
    // writeFile checks that the bytes read back: they do for bridge records.
    Collection bridge;
    bridge.append(baseRecord());
    QTemporaryDir dir;
    const SavedFile saved = writeFile(dir.filePath(QStringLiteral("out.rbx")), bridge, plugin("rbx"));
    QVERIFY2(saved.ok(), qPrintable(saved.error));
    const LoadedFile loaded = readFile(dir.filePath(QStringLiteral("out.rbx")));
    QVERIFY(loaded.ok());
    QCOMPARE(loaded.plugin->id(), QStringLiteral("rbx"));
    QVERIFY(*recordAt(loaded.result, 0) == *static_cast<const CardRecord *>(bridge.records()[0].get()));
}

void TestRbnWriter::rbxCloseBrace_data()
{
    // RBX's data stands in braces, which nothing escapes: a '}' of the text
    // is written as ')', and the loss is named, where before the file did
    // not read back and nothing could be saved
    QTest::addColumn<int>("where");
    QTest::addColumn<QString>("lost");
    const QString inRecord = QStringLiteral("a '}' in its text (RBX's braces have no escape: written as ')')");
    QTest::newRow("commentary") << 0 << inRecord;
    QTest::newRow("tag") << 1 << inRecord;
    QTest::newRow("note") << 2 << inRecord;
    QTest::newRow("tag carried in a % line") << 4 << inRecord;
    QTest::newRow("file comment") << 3
                                  << QStringLiteral("a '}' in the file's comments (RBX's braces have no escape: written as ')')");
}

void TestRbnWriter::rbxCloseBrace()
{
    QFETCH(int, where);
    QFETCH(QString, lost);
    auto r = baseRecord();
    const QString text = QStringLiteral("one {two} three");
    Collection c;
    switch (where) {
    case 0: r->comments().append(Commentary{{Anchor::Kind::End, -1}, Commentary::Style::Brace, text}); break;
    case 1: r->tags().append(makeTag(QStringLiteral("Event"), text)); break;
    case 2: r->notes().append(Note{Note::Section::Auction, 1, text}); break;
    case 3: c.fileComments().append(Commentary{{}, Commentary::Style::Percent, text}); break;
    case 4: r->tags().append(makeTag(QStringLiteral("Frob"), text)); break;
    }
    if (where == 1)
        r->tags().removeIf([](const Tag &t) { return t.name == u"Event" && t.value == u"Test"; });
    c.append(r);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("out.rbx"));
    const SavedFile saved = writeFile(path, c, plugin("rbx"));
    QVERIFY2(saved.ok(), qPrintable(saved.error));
    QStringList messages;
    for (const Diagnostic &d : saved.warnings)
        messages.append(d.message);
    QVERIFY2(messages.join(u'|').contains(lost), qPrintable(messages.join(u'|')));
    const LoadedFile loaded = readFile(path);
    QVERIFY(loaded.ok());
    QCOMPARE(diagnosticsOf(loaded.result), QStringList());
    const auto *back = static_cast<const CardRecord *>(recordAt(loaded.result, 0));
    const QString expected = QStringLiteral("one {two) three");
    switch (where) {
    case 0: QCOMPARE(back->comments().constLast().text, expected); break;
    case 1: QCOMPARE(back->tag(QStringLiteral("Event")), expected); break;
    case 2: QCOMPARE(back->notes().constFirst().text, expected); break;
    case 3: QCOMPARE(loaded.result.collection.fileComments().constLast().text, expected); break;
    case 4: QCOMPARE(back->tag(QStringLiteral("Frob")), expected); break;
    }
    // the whole-file writer names the same loss
    QStringList whole;
    for (const Diagnostic &d : plugin("rbx").write(c).warnings)
        whole.append(d.message);
    QVERIFY2(whole.join(u'|').contains(lost), qPrintable(whole.join(u'|')));
}

QTEST_APPLESS_MAIN(TestRbnWriter)
#include "tst_rbnwriter.moc"
