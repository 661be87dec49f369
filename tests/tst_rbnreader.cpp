// RBN records as a whole: numbered notes and the label they follow, free
// text and % lines anchored where they stand, the file signature, the
// repetition of D T L E F S K N B H (N alternating while K is set), RBX,
// reading span by span, and telling RBN and RBX from other notations.
#include "support/rbnsupport.h"

#include "parsers/rbn/rbnlexer.h"

#include <QTest>

using namespace kib;
using namespace kib::test;

namespace {

const QByteArray kRepeating =
    "D 20000101\nT Match:Editor\nF I\nK Reds:Blues\nN Ann+Bob:Cid+Dan:O\nB 1\n"
    "H N:AKQJ.AKQ.AKQ.AKQ:T98.JT98.JT9.JT9:765.765.8765.876:\nA NZ:1NA\nC 1N:N\nR 7\n\n"
    "N Eve+Fay:Gil+Hal:C\nB 1\nA NZ:PA\nR P\n\n"
    "B 2\nH E:AKQJ.AKQ.AKQ.AKQ\n\n"
    "B 2\nT\n\n"
    "K\nB 3\n\n"
    "D 20000101\nB 4\n\n";

QString anchorText(const Anchor &a)
{
    static const char *kinds[] = {"record", "tag", "call", "card", "end"};
    return QStringLiteral("%1 %2").arg(QLatin1String(kinds[int(a.kind)])).arg(a.index);
}

} // namespace

class TestRbnReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void notes();
    void noteRefs_data();
    void noteRefs();
    void notesFollowPlay();
    void freeText();
    void percentLines();
    void repetition_data();
    void repetition();
    void repeatedDeal();
    void carriedContract_data();
    void carriedContract();
    void carriedTables_data();
    void carriedTables();
    void headerValuesKept_data();
    void headerValuesKept();
    void lexedItems_data();
    void lexedItems();
    void rbxIsRbn();
    void rbxItemLines();
    void readRecordMatchesRead_data();
    void readRecordMatchesRead();
    void sniff_data();
    void sniff();
};

void TestRbnReader::notes()
{
    // Notes belong to the auction until a P label has been seen.
    const ReadResult r = readText("H N:AKQJ.AKQ.AKQ.AKQ\n5 before the auction\nA NZ:1N^1P\n1 strong\n0 general\n"
                                  "C 1N:N\nP S2\n1 a card note\n2 another\n\n");
    // (notes 1 to 9 that nothing refers to are read, with a warning each)
    QCOMPARE(diagnosticsOf(r), QStringList({"rbn.note.unused 2:1 r1", "rbn.note.unused 8:1 r1",
                                            "rbn.note.unused 9:1 r1"}));
    const QList<Note> expected{{Note::Section::Auction, 5, "before the auction"},
                               {Note::Section::Auction, 1, "strong"},
                               {Note::Section::Auction, 0, "general"},
                               {Note::Section::Play, 1, "a card note"},
                               {Note::Section::Play, 2, "another"}};
    QCOMPARE(recordAt(r, 0)->notes(), expected);
    QCOMPARE(recordAt(r, 0)->notesAt(1), QList<Note>{expected[1]}); // step 1: 1N^1
}

void TestRbnReader::notesFollowPlay()
{
    // Notes follow whichever of A and P came last: with P before A the note
    // after P is the play's; the reader lists auction notes first, as the
    // writer puts them.
    const ReadResult r = readText("P S2\n1 play\nA NZ:1N^2\n2 auction\n\n");
    QCOMPARE(errorsIn(r), 0);
    const QList<Note> expected{{Note::Section::Auction, 2, "auction"}, {Note::Section::Play, 1, "play"}};
    QCOMPARE(recordAt(r, 0)->notes(), expected);
}

void TestRbnReader::noteRefs_data()
{
    // A ^n with no note n after its A or P line, and a note 1 to 9 that
    // nothing refers to, are warned of where they stand; note 0 is the
    // general note that needs no reference (RBN 2.7).
    QTest::addColumn<QByteArray>("rbn");
    QTest::addColumn<QStringList>("diagnostics");
    const QByteArray deal = "H W:KQJ82.743.A62.94;76.QT86.QJ9.AT72;T943.952.T5.KJ83;\n";
    QTest::newRow("each referred to") << QByteArray(deal + "A SZ:1N^1P3NA\n1 15-17\n0 general\nC 3N:S\nP SK^2\n2 top\n\n")
                                      << QStringList();
    QTest::newRow("call's note missing") << QByteArray(deal + "A SZ:1N^1P3N^3A\n1 15-17\n\n")
                                         << QStringList{"rbn.note.missing 2:13 r1"};
    QTest::newRow("card's note missing") << QByteArray(deal + "A SZ:1NP3NA\nC 3N:S\nP SK^4\n\n")
                                         << QStringList{"rbn.note.missing 4:5 r1"};
    QTest::newRow("the auction's note is not the play's")
        << QByteArray(deal + "A SZ:1N^1P3NA\nC 3N:S\nP SK\n1 a card note\n\n")
        << QStringList{"rbn.note.missing 2:8 r1", "rbn.note.unused 5:1 r1"};
    QTest::newRow("unused") << QByteArray(deal + "A SZ:1NP3NA\n2 forgotten\n\n") << QStringList{"rbn.note.unused 3:1 r1"};
    QTest::newRow("note 0 needs none") << QByteArray(deal + "A SZ:1NP3NA\n0 general\n\n") << QStringList();
    QTest::newRow("carried note") << QByteArray("%[RbnNote \"a3@0 three\\nlines\"]\n" + deal + "A SZ:1N^3P3NA\n\n")
                                  << QStringList();
}

void TestRbnReader::noteRefs()
{
    QFETCH(QByteArray, rbn);
    QFETCH(QStringList, diagnostics);
    const ReadResult r = readText(rbn);
    QCOMPARE(diagnosticsOf(r), diagnostics);
}

void TestRbnReader::freeText()
{
    const ReadResult r = readText("{before}\nD 20000101\n{after D}\nT Title:Author\nB 1\n{after B}\n"
                                  "H N:AKQJ.AKQ.AKQ.AKQ\n{after H}\nA NZ:1N^1PPP\n1 strong\n{after A|two lines}\n"
                                  "C 1N:N\n{after C}\nP S2\n{after\nP}\nR 7\n{end}\n% a percent line\n\n");
    QCOMPARE(diagnosticsOf(r), QStringList());
    const CardRecord &rec = *recordAt(r, 0);
    // Tags: Date 0, Title 1, Annotator 2, Board 3.
    QStringList seen;
    for (const Commentary &c : rec.comments())
        seen.append(anchorText(c.anchor) + u' ' + (c.style == Commentary::Style::Percent ? u'%' : u'{') + c.text);
    const QStringList expected{"record -1 {before",   "tag 0 {after D",     "tag 3 {after B",
                               "call -1 {after H",    "call 3 {after A\ntwo lines", "card -1 {after C",
                               "card 0 {after\nP",    "end -1 {end",        "end -1 % a percent line"};
    QCOMPARE(seen, expected);
}

void TestRbnReader::percentLines()
{
    // % lines at the head of the file are the file's; inside a record they
    // are commentary where they stand. An unclosed {text} is an error.
    const ReadResult r = readText("% RBN 36 deals (c) 1989 rpbridge.net\n% Instant awards\nD 19890919\n% inside\nB 1\n\n"
                                  "B 2\n\n% after the last record\n");
    QCOMPARE(errorsIn(r), 0);
    QCOMPARE(r.collection.size(), 2);
    const QList<Commentary> &file = r.collection.fileComments();
    QCOMPARE(file.size(), 3);
    QCOMPARE(file[0].text, QStringLiteral(" RBN 36 deals (c) 1989 rpbridge.net"));
    QCOMPARE(file[1].text, QStringLiteral(" Instant awards"));
    QCOMPARE(file[2].anchor.kind, Anchor::Kind::End);
    QCOMPARE(recordAt(r, 0)->comments().size(), 1);
    QCOMPARE(recordAt(r, 0)->comments()[0].style, Commentary::Style::Percent);
    QCOMPARE(recordAt(r, 0)->comments()[0].anchor, (Anchor{Anchor::Kind::Tag, 0}));
}

void TestRbnReader::repetition_data()
{
    QTest::addColumn<int>("record");
    QTest::addColumn<QStringList>("tags");

    // What repetition gives is the record's own value, not marked inherited
    // (RBN repeats values; a PBN file's own Event comes back as its value).
    const QString date = "Date=2000.01.01", title = "Title=Match", editor = "Annotator=Editor", imp = "Scoring=IMP",
                  reds = "HomeTeam=Reds", blues = "VisitTeam=Blues";
    const QStringList open{"North=Ann", "South=Bob", "West=Cid", "East=Dan", "Room=Open"};
    const QStringList closed{"North=Eve", "South=Fay", "West=Gil", "East=Hal", "Room=Closed"};
    auto repeated = [](QStringList tags) { return tags; };
    QTest::newRow("first") << 0
                           << QStringList{"Date=2000.01.01", "Title=Match", "Annotator=Editor", "Scoring=IMP", "HomeTeam=Reds",
                                          "VisitTeam=Blues"} + open + QStringList{"Board=1"};
    // A new N; B written again with the same value counts as repeated.
    QTest::newRow("second") << 1 << QStringList{date, title, editor, imp, reds, blues} + closed + QStringList{"Board=1"};
    // K is set: N alternates, taking the value of the record two before.
    QTest::newRow("third") << 2 << QStringList{date, title, editor, imp, reds, blues} + repeated(open) + QStringList{"Board=2"};
    // A bare T stops the title.
    QTest::newRow("fourth") << 3 << QStringList{date, imp, reds, blues} + repeated(closed) + QStringList{"Board=2"};
    // K null: N repeats the record before.
    QTest::newRow("fifth") << 4 << QStringList{date, imp} + repeated(closed) + QStringList{"Board=3"};
    // D written again with its value is still the repeated value.
    QTest::newRow("sixth") << 5 << QStringList{date, imp} + repeated(closed) + QStringList{"Board=4"};
}

void TestRbnReader::repetition()
{
    QFETCH(int, record);
    QFETCH(QStringList, tags);
    const ReadResult r = readText(kRepeating);
    QCOMPARE(diagnosticsOf(r), QStringList());
    QCOMPARE(r.collection.size(), 6);
    QCOMPARE(tagList(*recordAt(r, record)), tags);
}

void TestRbnReader::repeatedDeal()
{
    // H repeats; A C P R M I do not.
    const ReadResult r = readText(kRepeating);
    const CardRecord &first = *recordAt(r, 0), &second = *recordAt(r, 1), &third = *recordAt(r, 2);
    QCOMPARE(second.deal(), first.deal());
    QCOMPARE(callsOf(second.auction()), QStringLiteral("P P P P"));
    QCOMPARE(second.contract().kind, Contract::Kind::PassedOut);
    QCOMPARE(second.result(), std::nullopt);
    QCOMPARE(handsOf(third), (QStringList{"-", "AKQJ.AKQ.AKQ.AKQ", "-", "-"}));
    QVERIFY(third.auction().calls.isEmpty());
    QCOMPARE(third.contract().kind, Contract::Kind::Unknown);
    QCOMPARE(third.dealer(), NoSeat);
}

// With no C and no auction, a Contract tag carried in a % line gives the
// trump suit that settles a trick with a ruff; the carried tags stand after
// the header's, a table with its rows.
void TestRbnReader::carriedContract_data()
{
    QTest::addColumn<QByteArray>("carried");
    QTest::addColumn<QString>("tricks");
    // W leads two diamonds, N throws a heart on the second
    QTest::newRow("hearts") << QByteArray("%[Contract \"1H\"]\n") << "W:DA N:D2 E:D3 S:D4 >W | W:DK N:H2 E:D5 S:D6 >N";
    QTest::newRow("the strain alone") << QByteArray("%[Contract \"H\"]\n")
                                      << "W:DA N:D2 E:D3 S:D4 >W | W:DK N:H2 E:D5 S:D6 >N";
    QTest::newRow("spades") << QByteArray("%[Contract \"2S\"]\n") << "W:DA N:D2 E:D3 S:D4 >W | W:DK N:H2 E:D5 S:D6 >W";
    QTest::newRow("none") << QByteArray() << "W:DA N:D2 E:D3 S:D4 >W | W:DK N:H2 E:D5 S:D6";
}

void TestRbnReader::carriedContract()
{
    QFETCH(QByteArray, carried);
    QFETCH(QString, tricks);
    const ReadResult r = readText("B 1\n%[Event \"x\"]\n" + carried
                                  + "%[T \"a\"]\n%:\"A\" \"B\"\n%|\"1\" \"2\"\n%|\"3\" \"4\"\n"
                                    "H N:.2.2:..53:..64:..AK\nP DA234:DKH256\n\n");
    QCOMPARE(diagnosticsOf(r), QStringList());
    const CardRecord *rec = recordAt(r, 0);
    QCOMPARE(playOf(*rec), tricks);
    const QStringList contract = carried.isEmpty() ? QStringList()
                                                   : QStringList{"Contract=" + QString::fromLatin1(carried).section(u'"', 1, 1)};
    QCOMPARE(tagList(*rec), (QStringList{"Board=1", "Event=x"} + contract + QStringList{"T=a"}));
    const Tag &table = rec->tags().last();
    QCOMPARE(table.columns.get(), QStringList({"A", "B"}));
    QCOMPARE(table.rows.get(), QList<QStringList>({{"1", "2"}, {"3", "4"}}));
}

// A table's rows go to the carried tag whose columns came just before
// (the rows' list kept from the columns on): each table its own rows, rows
// with no columns before them still the tag's, rows after another line
// commentary.
void TestRbnReader::carriedTables_data()
{
    QTest::addColumn<QByteArray>("lines");
    QTest::addColumn<QStringList>("tables");   // name: columns / rows, one a tag
    QTest::addColumn<QStringList>("comments"); // the % lines left as commentary
    QTest::newRow("one table") << QByteArray("%[T \"a\"]\n%:\"A\" \"B\"\n%|\"1\" \"2\"\n%|\"3\" \"4\"\n")
                               << QStringList{"T: A,B / 1,2;3,4"} << QStringList();
    QTest::newRow("two tables")
        << QByteArray("%[T \"a\"]\n%:\"A\"\n%|\"1\"\n%|\"2\"\n%[U \"b\"]\n%:\"C\" \"D\"\n%|\"5\" \"6\"\n")
        << QStringList{"T: A / 1;2", "U: C,D / 5,6"} << QStringList();
    QTest::newRow("columns, no rows, then a table")
        << QByteArray("%[T \"a\"]\n%:\"A\"\n%[U \"b\"]\n%:\"C\"\n%|\"7\"\n")
        << QStringList{"T: A / ", "U: C / 7"} << QStringList();
    QTest::newRow("a table, then rows with no columns")
        << QByteArray("%[T \"a\"]\n%:\"A\"\n%|\"1\"\n%[U \"b\"]\n%|\"5\"\n")
        << QStringList{"T: A / 1", "U:  / 5"} << QStringList();
    QTest::newRow("rows with no columns") << QByteArray("%[T \"a\"]\n%|\"1\"\n%|\"2\"\n")
                                          << QStringList{"T:  / 1;2"} << QStringList();
    QTest::newRow("a plain tag, then a table")
        << QByteArray("%[S \"s\"]\n%[T \"a\"]\n%:\"A\"\n%|\"1\"\n")
        << QStringList{"S:  / ", "T: A / 1"} << QStringList();
    QTest::newRow("rows after a label") << QByteArray("%[T \"a\"]\n%:\"A\"\n%|\"1\"\nD 20200101\n%|\"2\"\n")
                                        << QStringList{"Date:  / ", "T: A / 1"} << QStringList{"|\"2\""};
    QTest::newRow("a row that does not read, then rows")
        << QByteArray("%[T \"a\"]\n%:\"A\"\n%|\"1\"\n%|\"2\n%|\"3\"\n")
        << QStringList{"T: A / 1;3"} << QStringList{"|\"2"};
    QTest::newRow("free text among the rows")
        << QByteArray("%[T \"a\"]\n%:\"A\"\n%|\"1\"\n{note}\n%|\"2\"\n")
        << QStringList{"T: A / 1;2"} << QStringList();
    QTest::newRow("columns twice") << QByteArray("%[T \"a\"]\n%:\"A\"\n%|\"1\"\n%:\"B\"\n%|\"2\"\n")
                                   << QStringList{"T: B / 1;2"} << QStringList();
    QTest::newRow("marks between tables")
        << QByteArray("%[T \"a\"]\n%:\"A\"\n%|\"1\"\n%[RbnMarks \"\"]\n%|\"2\"\n")
        << QStringList{"T: A / 1;2"} << QStringList();
    // (a table's rows are made ahead for the '|' lines after its columns:
    // those that are no row must not stay, whether the record or the table
    // ends there; rows past those looked for still come)
    QTest::newRow("the record ends in lines that are no rows")
        << QByteArray("%[T \"a\"]\n%:\"A\"\n%|\"1\"\n%|\"2\n%|x\n")
        << QStringList{"T: A / 1"} << QStringList{"|\"2", "|x"};
    QTest::newRow("lines that are no rows, then a tag")
        << QByteArray("%[T \"a\"]\n%:\"A\" \"B\"\n%|open\n%|\"1\" \"2\"\n%|\"3\n%[U \"b\"]\n%:\"C\"\n%|\"4\"\n")
        << QStringList{"T: A,B / 1,2", "U: C / 4"} << QStringList{"|open", "|\"3"};
    QTest::newRow("free text, then more rows than looked for")
        << QByteArray("%[T \"a\"]\n%:\"A\"\n%|\"1\"\n{note}\n%|\"2\"\n%|\"3\"\n%|\"4\"\n")
        << QStringList{"T: A / 1;2;3;4"} << QStringList();
}

void TestRbnReader::carriedTables()
{
    QFETCH(QByteArray, lines);
    QFETCH(QStringList, tables);
    QFETCH(QStringList, comments);
    const ReadResult r = readText("B 1\n" + lines + "H N:AKQJ.AKQ.AKQ.AKQ\n\n");
    const CardRecord *rec = recordAt(r, 0);
    QVERIFY(rec);
    QStringList got;
    for (const Tag &t : rec->tags()) {
        if (t.name == u"Board")
            continue;
        QStringList rows;
        for (const QStringList &row : t.rows.get())
            rows.append(row.join(u','));
        got.append(t.name + QStringLiteral(": ") + t.columns.get().join(u',') + QStringLiteral(" / ") + rows.join(u';'));
    }
    QCOMPARE(got, tables);
    QStringList percent;
    for (const Commentary &c : rec->comments())
        if (c.style == Commentary::Style::Percent)
            percent.append(c.text);
    QCOMPARE(percent, comments);
}

// A header label's value is kept for the same bytes: a record that gives
// the same label again reads as the first did (the value kept), and a value
// with a problem reports it in every record that gives it (such a value is
// not kept). Each block is read on its own first, then three times in a row.
void TestRbnReader::headerValuesKept_data()
{
    QTest::addColumn<QByteArray>("label");
    QTest::addColumn<QStringList>("tags");
    QTest::addColumn<int>("problems"); // diagnostics of one record
    QTest::newRow("board") << QByteArray("B 16") << QStringList{"Board=16"} << 0;
    QTest::newRow("board and section") << QByteArray("B 3:Open") << QStringList{"Board=3", "Section=Open"} << 0;
    QTest::newRow("event") << QByteArray("E Cup:Final") << QStringList{"Event=Cup", "EventDetail=Final"} << 0;
    QTest::newRow("names") << QByteArray("N a+b:c+d") << QStringList{"North=a", "South=b", "West=c", "East=d"} << 0;
    QTest::newRow("a date") << QByteArray("D 20200131") << QStringList{"Date=2020.01.31"} << 0;
    QTest::newRow("a date with a problem") << QByteArray("D 20201399") << QStringList() << -1;
    QTest::newRow("latin-1 bytes") << QByteArray("E Caf\xe9") << QStringList{"Event=Caf\u00e9"} << 0;
    QTest::newRow("utf-8 bytes") << QByteArray("E Caf\xc3\xa9") << QStringList{"Event=Caf\u00e9"} << 0;
}

void TestRbnReader::headerValuesKept()
{
    QFETCH(QByteArray, label);
    QFETCH(QStringList, tags);
    QFETCH(int, problems);
    const QByteArray block = label + "\nH N:AKQJ.AKQ.AKQ.AKQ\n";
    const ReadResult one = readText(block + "\n");
    const CardRecord *first = recordAt(one, 0);
    QVERIFY(first);
    if (problems < 0) {
        problems = int(one.diagnostics.size());
        QVERIFY(problems > 0);
        tags = tagList(*first);
    }
    QCOMPARE(tagList(*first), tags);
    QCOMPARE(int(one.diagnostics.size()), problems);
    const ReadResult three = readText(block + "\n" + block + "\n" + block + "\n");
    QCOMPARE(three.collection.size(), 3);
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(tagList(*recordAt(three, i)), tags);
        int own = 0;
        for (const Diagnostic &d : three.diagnostics)
            own += d.record == i + 1;
        QCOMPARE(own, problems);
    }
    // the same bytes in a file read as Latin-1 (a byte elsewhere is no
    // UTF-8): each character set keeps its own values
    const ReadResult latin = readText(block + "{\xff}\n\n");
    const QString asLatin1 = QString::fromLatin1(label.mid(2));
    const QStringList first2 = tagList(*recordAt(latin, 0));
    if (label.startsWith('E') && !label.contains(':'))
        QCOMPARE(first2, QStringList{QStringLiteral("Event=") + asLatin1});
}

// The items lexBlock() makes of an RBN block, each in its place in the list:
// labels, bare labels, notes, unknown letters, % lines, {text} on one line
// and over several (the open paragraph's later lines added to it, wherever
// it stands in the list), item lists, CRLF.
void TestRbnReader::lexedItems_data()
{
    QTest::addColumn<QByteArray>("block");
    QTest::addColumn<QStringList>("items"); // kind label value line:column length, u: unterminated, n: null
    QTest::newRow("labels") << QByteArray("B 16\nH N:AKQ\nT\n") << QStringList{
        "0 B 16 1:3 4", "0 H N:AKQ 2:3 7", "0 T  3:3 1 n"};
    QTest::newRow("notes and unknown letters") << QByteArray("A NZ:1N^1\n1 strong\nZ what\n") << QStringList{
        "0 A NZ:1N^1 1:3 9", "1 1 strong 2:3 8", "5 Z what 3:3 6"};
    QTest::newRow("percent lines") << QByteArray("%[Event \"x\"]\n%:\"A\"\r\nB 1\n") << QStringList{
        "3  [Event \"x\"] 1:2 0", "3  :\"A\" 2:2 0", "0 B 1 3:3 3"};
    QTest::newRow("text on one line") << QByteArray("B 1\n{a note}\nR 7\n") << QStringList{
        "0 B 1 1:3 3", "2  a note 2:2 0", "0 R 7 3:3 3"};
    QTest::newRow("text over lines, after other items")
        << QByteArray("B 1\nR 7\n{first\nsecond\nthird}\nC 1N:N\n") << QStringList{
        "0 B 1 1:3 3", "0 R 7 2:3 3", "2  first\nsecond\nthird 3:2 0", "0 C 1N:N 6:3 6"};
    QTest::newRow("text never closed") << QByteArray("B 1\n{open\nstill\n") << QStringList{
        "0 B 1 1:3 3", "2  open\nstill 2:2 0 u"};
    QTest::newRow("an item list") << QByteArray("B 1\nI one\ntwo\n{x}\nthree\n") << QStringList{
        "0 B 1 1:3 3", "0 I one 2:3 5", "4 I two 3:1 3", "2  x 4:2 0", "4 I three 5:1 5"};
    QTest::newRow("CRLF and trailing blanks") << QByteArray("B 1 \r\nR 7\t\r\n") << QStringList{
        "0 B 1 1:3 3", "0 R 7 2:3 3"};
    // (the items are made a stretch at a time, the first stretch guessed
    // from the block's size: lines shorter than the guess's 16 bytes make
    // the list grow again and again, with a paragraph open across it)
    QByteArray shortLines;
    QStringList shortItems;
    int line = 0;
    for (int i = 0; i < 300; ++i) {
        shortLines += i % 3 ? QByteArray("%") + char('a' + i % 26) + '\n' : "B " + QByteArray::number(i) + '\n';
        ++line;
        shortItems.append(i % 3 ? QStringLiteral("3  %1 %2:2 0").arg(QLatin1Char(char('a' + i % 26))).arg(line)
                                : QStringLiteral("0 B %1 %2:3 %3").arg(i).arg(line).arg(2 + QString::number(i).size()));
        if (i == 150) {
            shortLines += "{open\n\n%not a line\nshut}\n";
            shortItems.append(QStringLiteral("2  open\n\n%not a line\nshut %1:2 0").arg(line + 1));
            line += 4;
        }
    }
    QTest::newRow("many short lines") << shortLines << shortItems;
    QTest::newRow("no lines") << QByteArray() << QStringList();
    QTest::newRow("blank lines only") << QByteArray("\n \n\t\r\n") << QStringList();
}

void TestRbnReader::lexedItems()
{
    QFETCH(QByteArray, block);
    QFETCH(QStringList, items);
    QStringList got;
    for (const rbn::Item &it : rbn::lexBlock(QByteArrayView(block), 1, rbn::Form::Lines)) {
        QString s = QStringLiteral("%1 %2 %3 %4:%5 %6")
                        .arg(int(it.kind))
                        .arg(it.label ? QString(QLatin1Char(it.label)) : QString())
                        .arg(QString::fromLatin1(it.value))
                        .arg(it.line)
                        .arg(it.column)
                        .arg(it.length);
        if (!it.terminated)
            s += QStringLiteral(" u");
        if (it.null)
            s += QStringLiteral(" n");
        got.append(s);
    }
    QCOMPARE(got, items);
}

void TestRbnReader::rbxIsRbn()
{
    // The standard's RBX example and the RBN record it stands for.
    const QByteArray rbn = "% RBN\nD 19991225\nL Timbuktu\nE Teams\nF I\nS F:1\nK Duck:Fox\nN Bob+Ed:Tom+Joe\nB 7\n"
                           "H W:AK2\nA SB:1HP5H^1A\n1 nuts\nC 5H:S\n{Ed quit!}\n\n";
    const QByteArray rbx = "%{RBX}D{19991225}L{Timbuktu}E{Teams}F{I}S{F:1}K{Duck:Fox}N{Bob+Ed:Tom+Joe}B{7}H{W:AK2}"
                           "A{SB:1HP5H^1A}1{nuts}C{5H:S}{Ed quit!}\n";
    const ReadResult a = readText(rbn), b = readText(rbx, "rbx");
    QCOMPARE(diagnosticsOf(a), QStringList());
    QCOMPARE(diagnosticsOf(b), QStringList());
    QCOMPARE(b.collection.size(), 1);
    QVERIFY(*recordAt(a, 0) == *recordAt(b, 0));
    QCOMPARE(b.collection.fileComments().size(), 1);
    QCOMPARE(b.collection.fileComments()[0].text, QStringLiteral("RBX"));
    // '|' in free text is a line break in both forms.
    const ReadResult c = readText("B 1{a|b}\n", "rbx");
    QCOMPARE(errorsIn(c), 1); // "B 1" is not label{data}
    const ReadResult d = readText("B{1}{a|b}\n", "rbx");
    QCOMPARE(recordAt(d, 0)->comments()[0].text, QStringLiteral("a\nb"));
}

void TestRbnReader::rbxItemLines()
{
    const ReadResult r = readText("B{1}I{Dbl=0 or 3}I{Pass=1 or 4}\nB{2}I{3N=10:4S=7}\n", "rbx");
    QCOMPARE(errorsIn(r), 0);
    QCOMPARE(recordAt(r, 0)->tag(QStringLiteral("RbnItems")), QStringLiteral("Dbl=0 or 3\nPass=1 or 4"));
    QCOMPARE(recordAt(r, 1)->tag(QStringLiteral("RbnItems")), QStringLiteral("3N=10:4S=7"));
}

void TestRbnReader::readRecordMatchesRead_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("format");
    QTest::newRow("rbn") << kRepeating << "rbn";
    QByteArray rbx;
    for (const QByteArray &block : kRepeating.split('\n')) // one label a group: good enough for this file
        rbx += block.isEmpty() ? QByteArray("\n") : block.left(1) + '{' + block.mid(2) + '}';
    QTest::newRow("rbx") << rbx.replace("\n\n", "\n") << "rbx";
}

void TestRbnReader::readRecordMatchesRead()
{
    // Each span read on its own, given the record before, is the record
    // the whole file gives: repetition, N alternation included.
    QFETCH(QByteArray, text);
    QFETCH(QString, format);
    const NotationPlugin &p = plugin(format.toLatin1().constData());
    const ReadResult all = p.read(text);
    QCOMPARE(diagnosticsOf(all), QStringList());
    const QList<RecordSpan> spans = p.split(text);
    QCOMPARE(spans.size(), all.collection.size());
    RecordPtr previous;
    for (int i = 0; i < spans.size(); ++i) {
        const ReadResult one = p.readRecord(text, spans[i], i + 1, previous.get());
        QCOMPARE(diagnosticsOf(one), QStringList());
        QCOMPARE(one.collection.size(), 1);
        QVERIFY2(*recordAt(one, 0) == *recordAt(all, i), qPrintable(QStringLiteral("record %1").arg(i + 1)));
        previous = one.collection.records().first();
    }
}

void TestRbnReader::sniff_data()
{
    QTest::addColumn<QByteArray>("head");
    QTest::addColumn<QString>("detected");
    QTest::newRow("signature") << QByteArray("% RBN\nD 19991225\n") << "rbn";
    QTest::newRow("no space") << QByteArray("%RBN 2 deals\n\nB 1\n") << "rbn";
    QTest::newRow("labels") << QByteArray("D 19930512\nT Title\nB 8\nH W:A8765.QT.K9.AT87:J42.AJ7632.J.632:QT3.85.Q86.KQJ54:\n"
                                          "A WZ:1S2H2S4D:4SPP5H:XA\n\n") << "rbn";
    QTest::newRow("rbx signature") << QByteArray("%{RBX}D{19991225}B{7}\n") << "rbx";
    QTest::newRow("rbx") << QByteArray("D{19991225}B{7}H{W:AK2}{text}\n") << "rbx";
    QTest::newRow("pbn") << QByteArray("[Event \"x\"]\n[Board \"1\"]\n") << "";
    QTest::newRow("json") << QByteArray("{\n  \"format\": \"something\",\n  \"records\": []\n}\n") << "";
    QTest::newRow("prose") << QByteArray("Dear Sir,\nI write to you about bridge.\n") << "";
}

void TestRbnReader::sniff()
{
    QFETCH(QByteArray, head);
    QFETCH(QString, detected);
    const int rbn = plugin("rbn").sniff(head, QStringLiteral("file.txt"));
    const int rbx = plugin("rbx").sniff(head, QStringLiteral("file.txt"));
    QCOMPARE(rbn > 0 && rbn > rbx, detected == u"rbn");
    QCOMPARE(rbx > 0 && rbx > rbn, detected == u"rbx");
    if (!detected.isEmpty()) {
        const NotationPlugin *p = Registry::builtin().detect(head, QStringLiteral("file.txt"));
        QVERIFY(p);
        QCOMPARE(p->id(), detected);
    }
}

QTEST_APPLESS_MAIN(TestRbnReader)
#include "tst_rbnreader.moc"
