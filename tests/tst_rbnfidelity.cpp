// What convert's loss check takes as repeating the model (rbn::mirrorsModel())
// and as the same tags in a record and its read-back (rbn::lossesIfFaithful()):
// a score R spells, the tags the model holds, tables entry by entry. Split
// from tst_rbnlabels.
#include "model/cardrecord.h"
#include "parsers/rbn/rbncontract.h"
#include "parsers/rbn/rbnfidelity.h"
#include "parsers/rbn/rbnlabels.h"

#include <QTest>

#include <climits>

using namespace kib;

class TestRbnFidelity : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void scoreTags_data();
    void scoreTags();
    void modelTags_data();
    void modelTags();
    void fieldValues_data();
    void fieldValues();
    void faithfulTables_data();
    void faithfulTables();
    void faithfulTagOrder_data();
    void faithfulTagOrder();
    void faithfulModelTags_data();
    void faithfulModelTags();
    void faithfulRowsAgain_data();
    void faithfulRowsAgain();
};

namespace {

// A record of these tags: "Name=Value"; "Name=a;b|1;2": a table (columns a
// b) of one row; "Name=a;b#": the columns only; "Name=v^1;2": a row only.
// Each string made here: none shares another record's.
CardRecord tagsRecord(const QStringList &tags)
{
    CardRecord r{Game::Bridge, 4};
    for (const QString &t : tags) {
        const qsizetype eq = t.indexOf(u'='), bar = t.indexOf(u'|'), hash = t.indexOf(u'#'), caret = t.indexOf(u'^');
        const qsizetype end = bar >= 0 ? bar : hash >= 0 ? hash : caret;
        Tag tag{t.left(eq), t.mid(eq + 1, end < 0 ? -1 : end - eq - 1), {}, {}};
        if (bar >= 0 || hash >= 0)
            tag.columns = tag.value.split(u';');
        if (bar >= 0 || caret >= 0)
            tag.rows = QList<QStringList>{t.mid((bar >= 0 ? bar : caret) + 1).split(u';')};
        r.tags().append(tag);
    }
    return r;
}

// lossesIfFaithful() finds the read-back 'b' of 'w' faithful, nothing lost
bool faithful(const CardRecord &w, const CardRecord &b)
{
    const std::optional<QStringList> losses = rbn::lossesIfFaithful(w, b, rbn::Form::Lines);
    return losses.has_value() && losses->isEmpty();
}

} // namespace

// A score tag mirrors the model when R spells the score and reads it back
// (parseResult(formatResult())); mirrorsModel() keeps the last answer of
// that on each thread. A record asked between records of other results,
// scores and contracts, in both orders, gets the answer of its own.
void TestRbnFidelity::scoreTags_data()
{
    QTest::addColumn<int>("tricks"); // -1: none
    QTest::addColumn<bool>("passedOut");
    QTest::addColumn<QStringList>("scores");
    QTest::addColumn<QString>("tag");
    QTest::newRow("10+620") << 10 << false << QStringList{"Score=NS 620"} << "Score=NS 620";
    QTest::newRow("passed out, the same score") << -1 << true << QStringList{"Score=NS 620"} << "Score=NS 620";
    QTest::newRow("no tricks, the same score") << -1 << false << QStringList{"Score=NS 620"} << "Score=NS 620";
    QTest::newRow("IMPs") << 8 << false << QStringList{"Score=NS -300", "ScoreIMP=NS 4"} << "ScoreIMP=NS 4";
    QTest::newRow("IMPs, passed out") << -1 << true << QStringList{"ScoreIMP=NS -2"} << "ScoreIMP=NS -2";
    QTest::newRow("a name R has not") << 9 << false << QStringList{"Team1=NS 4"} << "Team1=NS 4";
    QTest::newRow("EW") << 9 << false << QStringList{"Score=EW 100"} << "Score=EW 100";
}

void TestRbnFidelity::scoreTags()
{
    QFETCH(int, tricks);
    QFETCH(bool, passedOut);
    QFETCH(QStringList, scores);
    QFETCH(QString, tag);
    struct Case
    {
        CardRecord record{Game::Bridge, 4};
        Tag tag;
        bool expected = false;
    };
    const auto make = [](int t, bool passed, const QStringList &specs, const QString &tagSpec) {
        Case c;
        if (t >= 0)
            c.record.setResult(t);
        if (passed)
            c.record.setContract(Contract{Contract::Kind::PassedOut});
        for (const QString &s : specs)
            c.record.scores().append(Score{s.section(u'=', 0, 0), s.section(u'=', 1)});
        c.tag.name = tagSpec.section(u'=', 0, 0);
        c.tag.value = tagSpec.section(u'=', 1);
        // (what mirrorsModel() answers by its definition)
        const QList<Score> held =
            rbn::parseResult(rbn::formatResult(c.record.result(), passed, c.record.scores()), nullptr).scores;
        const Score asScore{c.tag.name, c.tag.value};
        c.expected = c.record.scores().contains(asScore) && held.contains(asScore);
        return c;
    };
    // this row's record between records of other shapes, each asked twice
    const QList<Case> all{make(9, false, {"Score=NS 700"}, "Score=NS 700"),
                          make(9, false, {"Score=NS 620", "Score=NS 700"}, "Score=NS 700"),
                          make(tricks, passedOut, scores, tag),
                          make(8, false, {"ScoreIMP=NS 4"}, "ScoreIMP=NS 4")};
    // (the first two differ in their answers: a memo that ignored what
    // tells them apart would give one the other's)
    QVERIFY(all[0].expected != all[1].expected);
    for (int pass = 0; pass < 2; ++pass)
        for (qsizetype i = 0; i < all.size(); ++i) {
            const Case &c = all[pass == 0 ? i : all.size() - 1 - i];
            QCOMPARE(rbn::mirrorsModel(c.tag, c.record), c.expected);
        }
}

// The tags that repeat what the model holds (mirrorsModel(), looked up by
// the name's length and first letter): each named one, and names of the
// same length and first letter that are none of them.
void TestRbnFidelity::modelTags_data()
{
    QTest::addColumn<QString>("tag");
    QTest::addColumn<bool>("mirrors");
    QTest::newRow("Deal") << "Deal=N:AKQJ.T98.765.432 - - -" << true;
    QTest::newRow("Date, not Deal") << "Date=2026.11.25" << false;
    QTest::newRow("Dxxx") << "Dxxx=N" << false;
    QTest::newRow("Play") << "Play=E" << true;
    QTest::newRow("Play, not the leader") << "Play=S" << false;
    QTest::newRow("Note") << "Note=1:x" << true;
    QTest::newRow("Name") << "Name=1:x" << false;
    QTest::newRow("Dealer") << "Dealer=N" << true;
    QTest::newRow("Dealer, another seat") << "Dealer=W" << false;
    QTest::newRow("Dxxxxx") << "Dxxxxx=N" << false;
    QTest::newRow("Hidden") << "Hidden=S" << true;
    QTest::newRow("Result") << "Result=9" << true;
    QTest::newRow("Result, another number") << "Result=8" << false;
    QTest::newRow("Rounds") << "Rounds=9" << false;
    QTest::newRow("Auction") << "Auction=N" << true;
    QTest::newRow("Annotes") << "Annotes=N" << false;
    QTest::newRow("Declarer") << "Declarer=S" << true;
    QTest::newRow("Contract") << "Contract=3NT" << true;
    QTest::newRow("Contract, another") << "Contract=4S" << false;
    QTest::newRow("Comments") << "Comments=3NT" << false;
    QTest::newRow("Vulnerable") << "Vulnerable=NS" << true;
    QTest::newRow("Vulnerable, another") << "Vulnerable=EW" << false;
    QTest::newRow("Event") << "Event=x" << false;
}

void TestRbnFidelity::modelTags()
{
    QFETCH(QString, tag);
    QFETCH(bool, mirrors);
    CardRecord r{Game::Bridge, 4};
    r.deal().hands[North].known = true;
    r.deal().hands[South].hidden = true;
    r.setDealer(North);
    r.setDeclarer(South);
    r.setVulnerability(Vulnerability::NS);
    Contract c;
    QVERIFY(Contract::fromString(u"3NT", &c));
    r.setContract(c);
    r.setResult(9);
    r.auction().first = North;
    r.auction().calls.append(Call::pass());
    r.play().leader = East;
    r.play().tricks.append(Trick{});
    const Tag t{tag.section(u'=', 0, 0), tag.section(u'=', 1), {}, {}};
    QCOMPARE(rbn::mirrorsModel(t, r), mirrors);
}

// Contract and Result mirror the model when their values spell its
// contract (Contract::toString(): level, strain, X or XX; Pass) and its
// result (QString::number()) exactly: other spellings travel as tags.
void TestRbnFidelity::fieldValues_data()
{
    QTest::addColumn<int>("kind"); // Contract::Kind
    QTest::addColumn<int>("level");
    QTest::addColumn<int>("strain"); // Strain
    QTest::addColumn<int>("risk");
    QTest::addColumn<int>("result"); // INT_MIN + 1: none
    QTest::addColumn<QString>("tag");
    QTest::addColumn<bool>("mirrors");
    const int bid = int(Contract::Kind::Bid), passed = int(Contract::Kind::PassedOut);
    const int nt = int(Strain::NoTrump), sp = int(Strain::Spades), he = int(Strain::Hearts);
    const int none = INT_MIN + 1;
    QTest::newRow("3NT") << bid << 3 << nt << 0 << none << "Contract=3NT" << true;
    QTest::newRow("3NT, 4NT") << bid << 3 << nt << 0 << none << "Contract=4NT" << false;
    QTest::newRow("3NT, 3N") << bid << 3 << nt << 0 << none << "Contract=3N" << false;
    QTest::newRow("3NT, 3NTX") << bid << 3 << nt << 0 << none << "Contract=3NTX" << false;
    QTest::newRow("3NT, 03NT") << bid << 3 << nt << 0 << none << "Contract=03NT" << false;
    QTest::newRow("3NT, a space after") << bid << 3 << nt << 0 << none << "Contract=3NT " << false;
    QTest::newRow("3NT, lower case") << bid << 3 << nt << 0 << none << "Contract=3nt" << false;
    QTest::newRow("4SX") << bid << 4 << sp << 1 << none << "Contract=4SX" << true;
    QTest::newRow("4SX, 4S") << bid << 4 << sp << 1 << none << "Contract=4S" << false;
    QTest::newRow("4SX, 4SXX") << bid << 4 << sp << 1 << none << "Contract=4SXX" << false;
    QTest::newRow("4HXX") << bid << 4 << he << 2 << none << "Contract=4HXX" << true;
    QTest::newRow("4HXX, 4HX") << bid << 4 << he << 2 << none << "Contract=4HX" << false;
    QTest::newRow("risk 3 spelled as none") << bid << 5 << he << 3 << none << "Contract=5H" << true;
    QTest::newRow("risk 3, 5HX") << bid << 5 << he << 3 << none << "Contract=5HX" << false;
    QTest::newRow("level 10") << bid << 10 << sp << 0 << none << "Contract=10S" << true;
    QTest::newRow("level 10, 1S") << bid << 10 << sp << 0 << none << "Contract=1S" << false;
    QTest::newRow("level -1") << bid << -1 << sp << 0 << none << "Contract=-1S" << true;
    QTest::newRow("misere") << bid << 6 << int(Strain::Misere) << 0 << none << "Contract=6Betl" << true;
    QTest::newRow("passed out") << passed << 0 << nt << 0 << none << "Contract=Pass" << true;
    QTest::newRow("passed out, PASS") << passed << 0 << nt << 0 << none << "Contract=PASS" << false;
    QTest::newRow("passed out, empty") << passed << 0 << nt << 0 << none << "Contract=" << false;
    QTest::newRow("unknown, empty") << 0 << 0 << nt << 0 << none << "Contract=" << false;
    QTest::newRow("9") << bid << 3 << nt << 0 << 9 << "Result=9" << true;
    QTest::newRow("9, 09") << bid << 3 << nt << 0 << 9 << "Result=09" << false;
    QTest::newRow("9, +9") << bid << 3 << nt << 0 << 9 << "Result=+9" << false;
    QTest::newRow("9, a space before") << bid << 3 << nt << 0 << 9 << "Result= 9" << false;
    QTest::newRow("9, 8") << bid << 3 << nt << 0 << 9 << "Result=8" << false;
    QTest::newRow("0") << bid << 3 << nt << 0 << 0 << "Result=0" << true;
    QTest::newRow("0, empty") << bid << 3 << nt << 0 << 0 << "Result=" << false;
    QTest::newRow("13") << bid << 3 << nt << 0 << 13 << "Result=13" << true;
    QTest::newRow("13, 1") << bid << 3 << nt << 0 << 13 << "Result=1" << false;
    QTest::newRow("13, 131") << bid << 3 << nt << 0 << 13 << "Result=131" << false;
    QTest::newRow("-2") << bid << 3 << nt << 0 << -2 << "Result=-2" << true;
    QTest::newRow("-2, 2") << bid << 3 << nt << 0 << -2 << "Result=2" << false;
    QTest::newRow("the lowest int") << bid << 3 << nt << 0 << INT_MIN << "Result=-2147483648" << true;
    QTest::newRow("no result") << bid << 3 << nt << 0 << none << "Result=9" << false;
}

void TestRbnFidelity::fieldValues()
{
    QFETCH(int, kind);
    QFETCH(int, level);
    QFETCH(int, strain);
    QFETCH(int, risk);
    QFETCH(int, result);
    QFETCH(QString, tag);
    QFETCH(bool, mirrors);
    CardRecord r{Game::Bridge, 4};
    Contract c;
    c.kind = Contract::Kind(kind);
    c.level = level;
    c.strain = Strain(strain);
    c.risk = risk;
    r.setContract(c);
    if (result != INT_MIN + 1)
        r.setResult(result);
    const Tag t{tag.section(u'=', 0, 0), tag.section(u'=', 1), {}, {}};
    QCOMPARE(rbn::mirrorsModel(t, r), mirrors);
}

// The loss check's tags: a record and its read-back are the same when their
// tags are, tables with their columns and rows, in any order; one entry, one
// column or one row apart, they are not (rbn::lossesIfFaithful(): no answer,
// the full comparison decides).
void TestRbnFidelity::faithfulTables_data()
{
    QTest::addColumn<QStringList>("columns");
    QTest::addColumn<QList<QStringList>>("rows");
    QTest::addColumn<bool>("tableFirst"); // in the read-back
    QTest::addColumn<bool>("same");
    const QStringList columns{"Declarer", "Denomination\\2R", "Result\\2R"};
    const QList<QStringList> rows{{"N", "NT", "6"}, {"N", "S", "10"}, {"\u00e9", "H", "4"}};
    QTest::newRow("the same") << columns << rows << false << true;
    QTest::newRow("the same, another order") << columns << rows << true << true;
    QTest::newRow("an entry") << columns << QList<QStringList>{{"N", "NT", "6"}, {"N", "S", "11"}, {"\u00e9", "H", "4"}}
                              << false << false;
    QTest::newRow("an entry's accent") << columns
                                       << QList<QStringList>{{"N", "NT", "6"}, {"N", "S", "10"}, {"e", "H", "4"}}
                                       << false << false;
    QTest::newRow("an entry longer") << columns
                                     << QList<QStringList>{{"N", "NT", "6 "}, {"N", "S", "10"}, {"\u00e9", "H", "4"}}
                                     << false << false;
    QTest::newRow("a row fewer") << columns << rows.first(2) << false << false;
    QTest::newRow("a row cut short") << columns
                                     << QList<QStringList>{{"N", "NT", "6"}, {"N", "S"}, {"\u00e9", "H", "4"}}
                                     << false << false;
    QTest::newRow("a column") << QStringList{"Declarer", "Denomination\\2R", "Result\\1R"} << rows << false << false;
}

void TestRbnFidelity::faithfulTables()
{
    QFETCH(QStringList, columns);
    QFETCH(QList<QStringList>, rows);
    QFETCH(bool, tableFirst);
    QFETCH(bool, same);
    const auto record = [](const QStringList &cols, const QList<QStringList> &body, bool first) {
        CardRecord r{Game::Bridge, 4};
        Tag table{QStringLiteral("OptimumResultTable"), cols.join(u';'), {}, {}};
        table.columns = cols;
        // (each entry a string of its own: none shares the other record's)
        QList<QStringList> copied;
        for (const QStringList &row : body) {
            QStringList own;
            for (const QString &e : row)
                own.append(QString(e.constData(), e.size()));
            copied.append(own);
        }
        table.rows = copied;
        const Tag event{QStringLiteral("Event"), QStringLiteral("Club night"), {}, {}};
        r.tags() = first ? Tags{table, event} : Tags{event, table};
        return r;
    };
    const QStringList ownColumns{"Declarer", "Denomination\\2R", "Result\\2R"};
    const QList<QStringList> ownRows{{"N", "NT", "6"}, {"N", "S", "10"}, {"\u00e9", "H", "4"}};
    const CardRecord written = record(ownColumns, ownRows, false);
    const CardRecord back = record(columns, rows, tableFirst);
    QCOMPARE(faithful(written, back), same);
}

// The loss check's tags in another order in the read-back: matched one to
// one whatever the order, a tag twice matched twice, tags alike in their
// names' and values' lengths and ends told apart by their text.
void TestRbnFidelity::faithfulTagOrder_data()
{
    // "Name=Value"; "Name=a;b|1;2": a table (columns a b) of one row;
    // "Name=a;b#": the columns only; "Name=v^1;2": a row only
    QTest::addColumn<QStringList>("written");
    QTest::addColumn<QStringList>("back");
    QTest::addColumn<bool>("same");
    const QStringList three{"Event=Club night", "Site=Prague", "West=Novak"};
    QTest::newRow("same order") << three << three << true;
    QTest::newRow("reversed") << three << QStringList{"West=Novak", "Site=Prague", "Event=Club night"} << true;
    QTest::newRow("rotated") << three << QStringList{"Site=Prague", "West=Novak", "Event=Club night"} << true;
    QStringList many, shuffled;
    for (int i = 0; i < 40; ++i)
        many.append(QStringLiteral("Tag%1=value %2").arg(i).arg(i % 7));
    for (int i = 0; i < 40; ++i)
        shuffled.append(many.at((i * 17 + 5) % 40));
    QTest::newRow("forty shuffled") << many << shuffled << true;
    QTest::newRow("a value changed") << three << QStringList{"West=Novak", "Site=Prahue", "Event=Club night"} << false;
    // the same lengths and the same first and last letters
    QTest::newRow("a name's middle") << three << QStringList{"Evint=Club night", "Site=Prague", "West=Novak"} << false;
    QTest::newRow("a value's middle") << three << QStringList{"Event=Club n1ght", "Site=Prague", "West=Novak"} << false;
    QTest::newRow("twice, twice back") << QStringList{"Room=ab", "Event=x", "Room=ab"}
                                       << QStringList{"Room=ab", "Room=ab", "Event=x"} << true;
    QTest::newRow("twice, once back") << QStringList{"Room=ab", "Event=x", "Room=ab"}
                                      << QStringList{"Room=ab", "Room=cd", "Event=x"} << false;
    QTest::newRow("once, twice back") << QStringList{"Room=ab", "Event=x", "Room=cd"}
                                      << QStringList{"Room=ab", "Room=ab", "Event=x"} << false;
    QTest::newRow("a table, a tag back") << QStringList{"Event=x", "Table=a;b|1;2"} << QStringList{"Table=a;b", "Event=x"}
                                         << false;
    QTest::newRow("a tag, a table back") << QStringList{"Event=x", "Table=a;b"} << QStringList{"Table=a;b|1;2", "Event=x"}
                                         << false;
    QTest::newRow("columns only, none back") << QStringList{"Event=x", "Table=a;b#"} << QStringList{"Table=a;b", "Event=x"}
                                             << false;
    QTest::newRow("a row only, none back") << QStringList{"Event=x", "Table=v^1;2"} << QStringList{"Table=v", "Event=x"}
                                           << false;
    QTest::newRow("tables, another order") << QStringList{"Event=x", "Table=a;b|1;2", "Other=a;b|1;3"}
                                           << QStringList{"Other=a;b|1;3", "Table=a;b|1;2", "Event=x"} << true;
    QTest::newRow("tables, a row's entry") << QStringList{"Event=x", "Table=a;b|1;2"}
                                           << QStringList{"Table=a;b|1;3", "Event=x"} << false;
    // a table's cells compared by their lengths: one or two units as one
    // load, up to eight one by one, more as a block
    const auto cells = [](const QString &row) { return QStringList{"Event=x", "Table=D;S;R|" + row}; };
    QTest::newRow("cells alike") << cells("N;NT;6;;abc;abcdefgh;abcdefghijk") << cells("N;NT;6;;abc;abcdefgh;abcdefghijk")
                                 << true;
    QTest::newRow("cells empty") << cells(";;") << cells(";;") << true;
    QTest::newRow("a cell of one") << cells("N;NT;6") << cells("N;NT;7") << false;
    QTest::newRow("a cell of two, the first") << cells("N;NT;6") << cells("N;ST;6") << false;
    QTest::newRow("a cell of two, the second") << cells("N;NT;6") << cells("N;NS;6") << false;
    QTest::newRow("a cell of two, not ASCII") << cells(QStringLiteral("N;\u0101T;6"))
                                              << cells(QStringLiteral("N;\u0201T;6")) << false;
    QTest::newRow("a cell of one or two") << cells("N;NT;6") << cells("N;N;6") << false;
    QTest::newRow("a cell of three, the last") << cells("abc;1") << cells("abd;1") << false;
    QTest::newRow("a cell of eight, the last") << cells("abcdefgh;1") << cells("abcdefgi;1") << false;
    QTest::newRow("a cell of eleven, the last") << cells("abcdefghijk;1") << cells("abcdefghijl;1") << false;
    QTest::newRow("a cell of nine, the last") << cells("abcdefghi;1") << cells("abcdefghj;1") << false;
    QTest::newRow("a tag more") << three << QStringList{"West=Novak", "Site=Prague", "Event=Club night", "North=x"}
                                << false;
}

void TestRbnFidelity::faithfulTagOrder()
{
    QFETCH(QStringList, written);
    QFETCH(QStringList, back);
    QFETCH(bool, same);
    const CardRecord w = tagsRecord(written), b = tagsRecord(back);
    QCOMPARE(faithful(w, b), same);
}

// Tags that repeat the model (Contract, Declarer, Dealer, Result of a
// record that holds them) left out on either side, where they stand: the
// read-back's tags in the written order or in another, tags twice, tables,
// a tag of a field's name that does not repeat it. Both records hold the same contract (3NT by
// South, dealer North, 9 tricks; with "scores", the score NS 400).
void TestRbnFidelity::faithfulModelTags_data()
{
    QTest::addColumn<QStringList>("written");
    QTest::addColumn<QStringList>("back");
    QTest::addColumn<bool>("scores");
    QTest::addColumn<bool>("same");
    const QStringList two{"Event=x", "Site=y"};
    QTest::newRow("in order") << two << two << false << true;
    QTest::newRow("the contract written only") << QStringList{"Event=x", "Contract=3NT", "Site=y"} << two << false
                                               << true;
    QTest::newRow("the contract read back only") << two << QStringList{"Event=x", "Contract=3NT", "Site=y"} << false
                                                 << true;
    QTest::newRow("the model's tags at other places")
        << QStringList{"Contract=3NT", "Event=x", "Dealer=N", "Site=y"}
        << QStringList{"Event=x", "Site=y", "Declarer=S", "Contract=3NT", "Result=9"} << false << true;
    QTest::newRow("the model's tags twice") << QStringList{"Contract=3NT", "Contract=3NT", "Event=x"}
                                            << QStringList{"Event=x", "Contract=3NT"} << false << true;
    QTest::newRow("another contract written only") << QStringList{"Event=x", "Contract=4S", "Site=y"} << two << false
                                                   << false;
    QTest::newRow("another contract read back only") << two << QStringList{"Event=x", "Site=y", "Contract=4S"}
                                                     << false << false;
    QTest::newRow("another contract on both sides") << QStringList{"Event=x", "Contract=4S", "Site=y"}
                                                    << QStringList{"Event=x", "Contract=4S", "Site=y"} << false
                                                    << true;
    QTest::newRow("a value after the contract") << QStringList{"Event=x", "Contract=3NT", "Site=y"}
                                                << QStringList{"Event=x", "Site=z"} << false << false;
    QTest::newRow("a tag more at the end") << two << QStringList{"Event=x", "Site=y", "Room=a"} << false << false;
    QTest::newRow("a tag fewer at the end") << QStringList{"Event=x", "Site=y", "Room=a"} << two << false << false;
    QTest::newRow("another order, the contract written")
        << QStringList{"Event=x", "Result=9", "Site=y", "Room=a"} << QStringList{"Room=a", "Site=y", "Event=x"}
        << false << true;
    QTest::newRow("names twice, swapped") << QStringList{"Room=a", "Room=b", "Event=x"}
                                          << QStringList{"Room=b", "Room=a", "Event=x"} << false << true;
    QTest::newRow("names twice, one value twice") << QStringList{"Room=a", "Room=a", "Event=x"}
                                                  << QStringList{"Room=a", "Room=b", "Event=x"} << false << false;
    QTest::newRow("a tag twice, once back") << QStringList{"Room=a", "Event=x", "Room=a"}
                                            << QStringList{"Room=a", "Event=x"} << false << false;
    QTest::newRow("a table after the dealer") << QStringList{"Event=x", "Dealer=N", "Table=a;b|1;2"}
                                              << QStringList{"Event=x", "Table=a;b|1;2"} << false << true;
    QTest::newRow("a table's row after the dealer") << QStringList{"Event=x", "Dealer=N", "Table=a;b|1;2"}
                                                    << QStringList{"Event=x", "Table=a;b|1;3"} << false << false;
    // (mirrorsModel() looks at a tag's name and value only: a table named
    // Dealer whose value spells the dealer repeats the model too)
    QTest::newRow("the dealer as a table") << QStringList{"Event=x", "Dealer=N|1;2"} << QStringList{"Event=x"} << false
                                           << true;
    QTest::newRow("scores, in order") << QStringList{"Event=x", "Score=NS 400"} << QStringList{"Event=x"} << true
                                      << true;
    QTest::newRow("scores, the score back only") << QStringList{"Event=x"} << QStringList{"Score=NS 400", "Event=x"}
                                                 << true << true;
    QTest::newRow("scores, another score") << QStringList{"Event=x", "Score=NS 430"} << QStringList{"Event=x"} << true
                                           << false;
}

void TestRbnFidelity::faithfulModelTags()
{
    QFETCH(QStringList, written);
    QFETCH(QStringList, back);
    QFETCH(bool, scores);
    QFETCH(bool, same);
    const auto record = [scores](const QStringList &tags) {
        CardRecord r = tagsRecord(tags);
        Contract c;
        c.kind = Contract::Kind::Bid;
        c.level = 3;
        c.strain = Strain::NoTrump;
        r.setContract(c);
        r.setDeclarer(South);
        r.setDealer(North);
        r.setResult(9);
        if (scores)
            r.scores().append(Score{QStringLiteral("Score"), QStringLiteral("NS 400")});
        return r;
    };
    const CardRecord w = record(written), b = record(back);
    QCOMPARE(faithful(w, b), same);
}

// A table's rows and columns compared again and again, record after record,
// as convert compares them: the same lists (their data shared from record
// to record, as the readers' caches give them) and lists made afresh each
// time, alike or one entry apart, in turn. An answer found for two lists
// before is never given to others.
void TestRbnFidelity::faithfulRowsAgain_data()
{
    QTest::addColumn<bool>("sharedWritten");
    QTest::addColumn<bool>("sharedBack");
    QTest::newRow("both shared") << true << true;
    QTest::newRow("written shared") << true << false;
    QTest::newRow("read back shared") << false << true;
    QTest::newRow("neither shared") << false << false;
}

void TestRbnFidelity::faithfulRowsAgain()
{
    QFETCH(bool, sharedWritten);
    QFETCH(bool, sharedBack);
    const QStringList columns{"Declarer", "Denomination\\2R", "Result\\2R"};
    const QStringList row{"N", "NT", "6"}, other{"N", "NT", "7"};
    const auto fresh = [](const QStringList &list) {
        QStringList own;
        for (const QString &e : list)
            own.append(QString(e.constData(), e.size()));
        return own;
    };
    const auto record = [&](const QStringList &cols, const QStringList &first, const QStringList &second) {
        CardRecord r{Game::Bridge, 4};
        Tag table{QStringLiteral("OptimumResultTable"), QStringLiteral("x"), {}, {}};
        table.columns = cols;
        table.rows = QList<QStringList>{first, second};
        r.tags() = Tags{table};
        return r;
    };
    for (int i = 0; i < 40; ++i) {
        // (rows: both alike, the second one entry apart, then the columns)
        const int kind = i % 3;
        const QStringList w = sharedWritten ? row : fresh(row);
        const QStringList b = kind == 1 ? (sharedBack ? other : fresh(other)) : (sharedBack ? row : fresh(row));
        const QStringList backColumns = kind == 2 ? QStringList{"Declarer", "Denomination\\2R", "Result\\1R"}
                                                  : sharedBack ? columns : fresh(columns);
        const CardRecord written = record(sharedWritten ? columns : fresh(columns), w, w);
        const CardRecord back = record(backColumns, b, kind == 1 ? b : w);
        QCOMPARE(faithful(written, back), kind == 0);
    }
}

QTEST_APPLESS_MAIN(TestRbnFidelity)
#include "tst_rbnfidelity.moc"
