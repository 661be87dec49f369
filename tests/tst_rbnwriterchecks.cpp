// The RBN writer's checks of a record's pieces, each answered without
// strings made: whether a note fits its own line (noteLineHolds(): one
// digit, one line, at most 128 bytes of UTF-8 with the label and blank, no
// blank at its end), whether a tag repeats a seat the model holds
// (mirrorsModel(): the value the seat's letter, or empty for no seat), and
// which tags the writer takes back into their labels (RbnAuction,
// RbnContract, RbnPlay, RbnResult, RbnMakes, RbnItems: their names
// exactly, any other name carried in a % line); and the record's lines
// as they are written out (flushRecord(): labels, notes, text, % lines,
// UTF-8 of what is not ASCII, RBN's lines and RBX's braces); whether two
// labels' tags are the same whatever their order (sameValues()); and what
// travels in RbnMarks and RbnNote (formatMarkExtras(), formatNoteExtras()).
#include "support/rbnsupport.h"

#include "parsers/rbn/rbncontract.h"
#include "parsers/rbn/rbnextras.h"
#include "parsers/rbn/rbnlabels.h"
#include "parsers/rbn/rbnwriter.h"

#include <QTest>

#include <algorithm>

using namespace kib;
using namespace kib::test;

class TestRbnWriterChecks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void noteLine_data();
    void noteLine();
    void seatTags_data();
    void seatTags();
    void fieldTags_data();
    void fieldTags();
    void scoreTags_data();
    void scoreTags();
    void rawTags_data();
    void rawTags();
    void flush_data();
    void flush();
    void sameValues_data();
    void sameValues();
    void extras();
    void results();
};

void TestRbnWriterChecks::noteLine_data()
{
    QTest::addColumn<int>("number");
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("holds");

    const QString e(QChar(0xe9)); // two bytes of UTF-8
    QTest::newRow("short") << 1 << "a note" << true;
    QTest::newRow("empty") << 1 << "" << true;
    QTest::newRow("126 bytes") << 2 << QString(126, u'x') << true;
    QTest::newRow("127 bytes") << 2 << QString(127, u'x') << false;
    QTest::newRow("300 characters") << 2 << QString(300, u'x') << false;
    QTest::newRow("63 two-byte characters") << 3 << e.repeated(63) << true;
    QTest::newRow("64 two-byte characters") << 3 << e.repeated(64) << false;
    QTest::newRow("two-byte at the end") << 3 << QString(124, u'x') + e << true;
    QTest::newRow("two-byte at the end, one over") << 3 << QString(125, u'x') + e << false;
    QTest::newRow("a surrogate pair") << 3 << QString(122, u'x') + QString::fromUtf8("\xF0\x9F\x82\xA1") << true;
    QTest::newRow("a surrogate pair, one over") << 3 << QString(123, u'x') + QString::fromUtf8("\xF0\x9F\x82\xA1")
                                                << false;
    QTest::newRow("line break") << 4 << "two\nlines" << false;
    QTest::newRow("carriage return") << 4 << "two\rlines" << false;
    QTest::newRow("line break at the end") << 4 << "a line\n" << false;
    QTest::newRow("blank at the end") << 5 << "a note " << false;
    QTest::newRow("tab at the end") << 5 << "a note\t" << false;
    QTest::newRow("blank at the start") << 5 << " a note" << true;
    QTest::newRow("blank alone") << 5 << " " << false;
    QTest::newRow("number 0") << 0 << "a note" << true;
    QTest::newRow("number 9") << 9 << "a note" << true;
    QTest::newRow("number 10") << 10 << "a note" << false;
    QTest::newRow("number -1") << -1 << "a note" << false;
    // (the one pass: a character below a blank or outside ASCII looked at
    // closer; a line break after either still found)
    QTest::newRow("tab inside") << 5 << "a\tnote" << true;
    QTest::newRow("control character") << 5 << "a\x01note" << true;
    QTest::newRow("delete") << 5 << "a\x7fnote" << true;
    QTest::newRow("not ASCII, then a line break") << 5 << QString(e + "\nx") << false;
    QTest::newRow("not ASCII, then a carriage return") << 5 << QString(e + "x\r") << false;
    QTest::newRow("a control character, then a line break") << 5 << "\x01\n" << false;
    QTest::newRow("not ASCII, at the limit") << 5 << QString(62, u'x') + QString(32, QChar(0x00e9)) << true;
    QTest::newRow("not ASCII, one over") << 5 << QString(63, u'x') + QString(32, QChar(0x00e9)) << false;
}

void TestRbnWriterChecks::noteLine()
{
    QFETCH(int, number);
    QFETCH(QString, text);
    QFETCH(bool, holds);
    Note n;
    n.number = number;
    n.text = text;
    QCOMPARE(rbn::noteLineHolds(n), holds);
}

void TestRbnWriterChecks::seatTags_data()
{
    QTest::addColumn<int>("seat"); // the dealer, declarer, leader and first caller; -1 none
    QTest::addColumn<QString>("tag");
    QTest::addColumn<bool>("mirrors");

    for (int s = 0; s < 4; ++s) {
        const QString letter(QLatin1Char("NESW"[s]));
        const QString other(QLatin1Char("NESW"[(s + 1) % 4]));
        for (const char *name : {"Dealer", "Declarer", "Play", "Auction"}) {
            const QString n = QLatin1String(name);
            QTest::addRow("%s %s", name, qPrintable(letter)) << s << n + u'=' + letter << true;
            QTest::addRow("%s %s, another", name, qPrintable(letter)) << s << n + u'=' + other << false;
            QTest::addRow("%s %s, lower case", name, qPrintable(letter)) << s << n + u'=' + letter.toLower() << false;
            QTest::addRow("%s %s, twice", name, qPrintable(letter)) << s << n + u'=' + letter + letter << false;
            QTest::addRow("%s %s, empty", name, qPrintable(letter)) << s << n + u'=' << false;
        }
    }
    // no seat: Dealer and Declarer need one; an empty Play or Auction
    // repeats a record with plays or calls and no seat
    QTest::newRow("Dealer, none") << -1 << "Dealer=" << false;
    QTest::newRow("Declarer, none") << -1 << "Declarer=" << false;
    QTest::newRow("Play, none") << -1 << "Play=" << true;
    QTest::newRow("Play N, none") << -1 << "Play=N" << false;
    QTest::newRow("Auction, none") << -1 << "Auction=" << true;
    QTest::newRow("Auction N, none") << -1 << "Auction=N" << false;
}

void TestRbnWriterChecks::seatTags()
{
    QFETCH(int, seat);
    QFETCH(QString, tag);
    QFETCH(bool, mirrors);
    CardRecord r{Game::Bridge, 4};
    const Seat s = seat < 0 ? NoSeat : Seat(seat);
    r.setDealer(s);
    r.setDeclarer(s);
    r.auction().first = s;
    r.auction().calls.append(Call::pass());
    r.play().leader = s;
    r.play().tricks.append(Trick{});
    const Tag t{tag.section(u'=', 0, 0), tag.section(u'=', 1), {}, {}};
    QCOMPARE(rbn::mirrorsModel(t, r), mirrors);
}

// mirrorsModelFast(): mirrorsModel()'s answer, told inline (no call) for a
// name that mirrors no field in a record with no scores
void TestRbnWriterChecks::fieldTags_data()
{
    QTest::addColumn<QString>("tag");
    QTest::addColumn<bool>("scores"); // the record holds Score "NS 620"
    QTest::addColumn<bool>("mirrors");

    for (const bool scores : {false, true}) {
        const char *const with = scores ? ", scores" : "";
        const QStringList yes{"Deal=N:AKQJT98765432...", "Play=N", "Note=1:x", "Dealer=N", "Hidden=E",
                              "Result=10", "Auction=N", "Declarer=N", "Contract=4H", "Vulnerable=NS"};
        for (const QString &t : yes) {
            QTest::addRow("%s%s", qPrintable(t), with) << t << scores << true;
            // another value: only Deal and Note mirror whatever they hold
            const bool any = t.startsWith(u"Deal=") || t.startsWith(u"Note=");
            QTest::addRow("%s, another value%s", qPrintable(t), with) << t + u'x' << scores << any;
        }
        for (const char *t : {"Event=", "Site=x", "Date=N", "deal=N", "DEAL=N", "Deals=N", "Dea=N", "Plays=N",
                              "Dealer2=N", "dealer=N", "Vulnerabl=NS", "Vulnerables=NS", "Xontract=4H",
                              "Contracts=4H", "Resul=10", "Auctions=N", "Pla=N", "ScoreIMP=NS 1", "Score=NS 62"})
            QTest::addRow("%s%s", t, with) << QString::fromLatin1(t) << scores << false;
        QTest::addRow("a name of another alphabet%s", with) << QString::fromUtf8("\xc4\x8e" "eal=N") << scores << false;
    }
    QTest::newRow("the score") << "Score=NS 620" << true << true;
    QTest::newRow("the score, no scores") << "Score=NS 620" << false << false;
}

void TestRbnWriterChecks::fieldTags()
{
    QFETCH(QString, tag);
    QFETCH(bool, scores);
    QFETCH(bool, mirrors);
    CardRecord r{Game::Bridge, 4};
    r.setDealer(North);
    r.setDeclarer(North);
    r.setVulnerability(Vulnerability::NS);
    r.auction().first = North;
    r.auction().calls.append(Call::pass());
    r.play().leader = North;
    r.play().tricks.append(Trick{});
    r.setResult(10);
    Contract c;
    c.kind = Contract::Kind::Bid;
    c.level = 4;
    c.strain = Strain::Hearts;
    r.setContract(c);
    r.deal().hands[0].known = true;
    r.deal().hands[1].hidden = true;
    if (scores)
        r.scores().append(Score{QStringLiteral("Score"), QStringLiteral("NS 620")});
    const Tag t{tag.section(u'=', 0, 0), tag.section(u'=', 1), {}, {}};
    QCOMPARE(rbn::mirrorsModel(t, r), mirrors);
    QCOMPARE(rbn::mirrorsModelFast(t, r), mirrors);
}

// mirrorsModel() of a tag against a record's scores: a tag mirrors the
// model when the record holds a score of its name and value that R spells
// and reads back as it is. The strings are compared inline (address, then
// words): told here against the answer worked out with QString's ==, for
// the record's own strings, copies, a unit changed at each place, other
// lengths and characters outside ASCII, with several scores.
void TestRbnWriterChecks::scoreTags_data()
{
    QTest::addColumn<QStringList>("scores"); // "name=value"
    QTest::addColumn<int>("tricks");         // -1: no result
    QTest::addColumn<bool>("passed");

    QTest::newRow("one score") << QStringList{"Score=NS 620"} << 10 << false;
    QTest::newRow("score and IMPs") << QStringList{"Score=NS -300", "ScoreIMP=NS 4"} << 8 << false;
    QTest::newRow("percentage, no result") << QStringList{"ScorePercentage=NS 66.67"} << -1 << false;
    QTest::newRow("passed out") << QStringList{"ScoreIMP=NS -2"} << -1 << true;
    QTest::newRow("a score R does not hold") << QStringList{"ScoreMP=NS 4", "Score=NS 620"} << 10 << false;
    QTest::newRow("not ASCII") << QStringList{"Score=NS 620", "Sc\u00f6re=NS 620", "ScoreIMP=NS \u00e9"} << 10
                               << false;
    QTest::newRow("long values") << QStringList{"Score=NS " + QString(40, u'1'), "ScoreIMP=EW 12.29"} << 9 << false;
}

void TestRbnWriterChecks::scoreTags()
{
    QFETCH(QStringList, scores);
    QFETCH(int, tricks);
    QFETCH(bool, passed);
    CardRecord r(Game::Bridge, 4);
    for (const QString &s : scores)
        r.scores().append(Score{s.section(u'=', 0, 0), s.section(u'=', 1)});
    if (tricks >= 0)
        r.setResult(tricks);
    if (passed) {
        Contract c;
        c.kind = Contract::Kind::PassedOut;
        r.setContract(c);
    }
    const QList<Score> held = rbn::parseResult(rbn::formattedResult(r.result(), passed, r.scores()), nullptr).scores;
    // (the answer as it was worked out before: QString's ==)
    const auto expected = [&](const Tag &t) {
        if (std::none_of(r.scores().begin(), r.scores().end(),
                         [&](const Score &s) { return s.name == t.name && s.value == t.value; }))
            return false;
        for (const Score &s : held)
            if (s.name == t.name && s.value == t.value && r.scores().contains(s))
                return true;
        return false;
    };
    QList<Tag> asked;
    for (const Score &s : std::as_const(r.scores())) {
        asked.append(Tag{s.name, s.value, {}, {}});                                     // the record's strings
        asked.append(Tag{QString(s.name.constData(), s.name.size()),                    // copies
                         QString(s.value.constData(), s.value.size()), {}, {}});
        for (qsizetype i = 0; i < s.value.size(); ++i) { // a unit changed at each place
            QString v = s.value;
            v[i] = QChar(v[i].unicode() ^ 1);
            asked.append(Tag{s.name, v, {}, {}});
        }
        for (qsizetype i = 0; i < s.name.size(); ++i) {
            QString n = s.name;
            n[i] = QChar(n[i].unicode() ^ 0x20);
            asked.append(Tag{n, s.value, {}, {}});
        }
        asked.append(Tag{s.name, s.value + u' ', {}, {}});
        asked.append(Tag{s.name, s.value.chopped(1), {}, {}});
        asked.append(Tag{s.name + u'X', s.value, {}, {}});
    }
    for (const Tag &t : std::as_const(asked)) {
        QCOMPARE(rbn::mirrorsModel(t, r), expected(t));
        QCOMPARE(rbn::mirrorsModelFast(t, r), expected(t));
    }
}

void TestRbnWriterChecks::rawTags_data()
{
    QTest::addColumn<QString>("tag");
    QTest::addColumn<bool>("carried"); // in a % line

    for (const char *name : {"RbnAuction", "RbnContract", "RbnPlay", "RbnResult", "RbnMakes", "RbnItems"})
        QTest::newRow(name) << QString::fromLatin1(name) + QStringLiteral("=x") << false;
    for (const char *name : {"RbnContracts", "RbnMake", "Rbnmakes", "RBNMakes", "RbxMakes", "RbnItemsX", "XbnPlay",
                             "Rbn", "RbnDate2", "RbnAuctionX"})
        QTest::newRow(name) << QString::fromLatin1(name) + QStringLiteral("=x") << true;
}

void TestRbnWriterChecks::rawTags()
{
    QFETCH(QString, tag);
    QFETCH(bool, carried);
    CardRecord record{Game::Bridge, 4};
    Tag t;
    t.name = tag.section(u'=', 0, 0);
    t.value = tag.section(u'=', 1);
    record.tags().append(t);
    rbn::Writer writer(rbn::Form::Lines);
    writer.begin({});
    const QByteArray bytes = writer.record(record);
    QCOMPARE(bytes.contains("%[" + t.name.toLatin1() + " \"x\"]"), carried);
}

void TestRbnWriterChecks::flush_data()
{
    QTest::addColumn<QByteArray>("rbn"); // read, then written
    QTest::addColumn<bool>("rbx");
    QTest::addColumn<QByteArray>("written");

    const QByteArray record = "% a comment\n"
                              "E Caf\xc3\xa9:D\xc3\xa9tail\n"
                              "B 7:\xe2\x82\xac\n"
                              "{one|two}\n"
                              "H N:AKQJ.T98.765.432:T98.765.432.AKQJ:765.432.AKQJ.T98:\n"
                              "A NZ:1C^12D3NPPP\n"
                              "1 a note \xc3\xa9\n"
                              "C 3N:S\n"
                              "R 9\n"
                              "\n";
    // (the % line before the record is the file's: begin() is given none,
    // so the signature stands first)
    QTest::newRow("rbn") << record << false
                         << QByteArray("% RBN\n"
                                       "E Caf\xc3\xa9:D\xc3\xa9tail\n"
                                       "B 7:\xe2\x82\xac\n"
                                       "{one|two}\n"
                                       "H W:432.AKQJ.T98.765:AKQJ.T98.765.432:T98.765.432.AKQJ:\n"
                                       "A NZ:1C^12D3NA\n"
                                       "1 a note \xc3\xa9\n"
                                       "C 3N:S\n"
                                       "R 9\n"
                                       "\n");
    QTest::newRow("rbx") << record << true
                         << QByteArray("%{RBX}E{Caf\xc3\xa9:D\xc3\xa9tail}B{7:\xe2\x82\xac}{one|two}"
                                       "H{W:432.AKQJ.T98.765:AKQJ.T98.765.432:T98.765.432.AKQJ:}A{NZ:1C^12D3NA}"
                                       "1{a note \xc3\xa9}C{3N:S}R{9}\n");
}

void TestRbnWriterChecks::flush()
{
    QFETCH(QByteArray, rbn);
    QFETCH(bool, rbx);
    QFETCH(QByteArray, written);
    const ReadResult read = readText(rbn);
    QCOMPARE(diagnosticsOf(read), QStringList());
    rbn::Writer writer(rbx ? rbn::Form::OneLine : rbn::Form::Lines);
    writer.begin({});
    const QByteArray bytes = writer.record(*recordAt(read, 0));
    QCOMPARE(bytes, written);
}

void TestRbnWriterChecks::sameValues_data()
{
    QTest::addColumn<QString>("a"); // "Name=Value|..."
    QTest::addColumn<QString>("b");
    QTest::addColumn<bool>("same");

    QTest::newRow("same") << "Board=1|Section=A" << "Board=1|Section=A" << true;
    QTest::newRow("a value differs") << "Board=1|Section=A" << "Board=2|Section=A" << false;
    QTest::newRow("the last differs") << "Board=1|Section=A" << "Board=1|Section=B" << false;
    QTest::newRow("reversed") << "Board=1|Section=A" << "Section=A|Board=1" << true;
    QTest::newRow("reversed, a value differs") << "Board=1|Section=A" << "Section=A|Board=2" << false;
    QTest::newRow("a name twice, values swapped") << "X=1|X=2" << "X=2|X=1" << true;
    QTest::newRow("a name twice, a value differs") << "X=1|X=2" << "X=2|X=3" << false;
    QTest::newRow("a name twice after another") << "Y=0|X=1|X=2" << "Y=0|X=2|X=1" << true;
    QTest::newRow("names differ") << "X=1|Y=2" << "X=1|Z=2" << false;
    QTest::newRow("sizes differ") << "X=1" << "X=1|Y=2" << false;
    QTest::newRow("none") << "" << "" << true;
}

void TestRbnWriterChecks::sameValues()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(bool, same);
    auto tags = [](const QString &specs) {
        Tags out;
        for (const QString &s : specs.split(u'|', Qt::SkipEmptyParts))
            out.append(Tag{s.section(u'=', 0, 0), s.section(u'=', 1), {}, {}});
        return out;
    };
    QCOMPARE(rbn::sameValues(tags(a), tags(b)), same);
    QCOMPARE(rbn::sameValues(tags(b), tags(a)), same);
}

// RbnMarks: only the calls and cards with something a label cannot spell
// (a call of another kind, a NAG, an alert ...); RbnNote: the notes a note
// line cannot hold, each "a" or "p", its number, "@" and its place.
void TestRbnWriterChecks::extras()
{
    CardRecord r{Game::Bridge, 4};
    r.auction().calls.append(Call::pass());
    r.auction().calls.append(Call::other(QStringLiteral("x y")));
    Call nag = Call::pass();
    nag.annotation.edit().nags.append(3);
    r.auction().calls.append(nag);
    Call alert = Call::dbl();
    alert.annotation.edit().alert = true;
    r.auction().calls.append(alert);
    Call unknown;
    unknown.kind = Call::Kind::Unknown;
    r.auction().calls.append(unknown);
    r.auction().calls.append(Call::redbl());
    QCOMPARE(rbn::formatMarkExtras(r), QStringLiteral("a1:cox%20y a2:$3 a3:! a4:cu"));
    // nothing to say: none (told before any entry is made); a card's mark
    // found after plain calls and cards, the last card's too
    CardRecord plain{Game::Bridge, 4};
    plain.auction().calls = {Call::pass(), Call::dbl(), Call::redbl()};
    Trick trick;
    for (int i = 0; i < 4; ++i)
        trick.cards.append(PlayedCard{});
    plain.play().tricks = {trick, trick};
    QCOMPARE(rbn::formatMarkExtras(plain), QString());
    plain.play().tricks[1].cards[3].annotation.edit().nags.append(7);
    QCOMPARE(rbn::formatMarkExtras(plain), QStringLiteral("p7:$7"));
    plain.play().tricks[1].cards[3].annotation.clear();
    plain.auction().calls[2].annotation.edit().alertText = QStringLiteral("x");
    QCOMPARE(rbn::formatMarkExtras(plain), QStringLiteral("a2:'x"));
    plain.auction().calls[2].annotation.clear();
    // what the labels spell (a note's reference, marks) says nothing more;
    // a reference past 9, another suffix or an irregularity does
    plain.auction().calls[0].annotation.edit().noteRefs = {1};
    plain.play().tricks[0].cards[1].annotation.edit().suffix = QStringLiteral("!?");
    QCOMPARE(rbn::formatMarkExtras(plain), QString());
    plain.auction().calls[1].annotation.edit().noteRefs = {12};
    plain.play().tricks[0].cards[2].annotation.edit().suffix = QStringLiteral("x");
    plain.play().tricks[1].cards[0].annotation.edit().irregularity = QStringLiteral("y");
    QCOMPARE(rbn::formatMarkExtras(plain), QStringLiteral("a1:#12 p2:sx p4:^y"));

    QList<Note> notes;
    const auto note = [](Note::Section section, int number, const QString &text) {
        Note n;
        n.section = section;
        n.number = number;
        n.text = text;
        return n;
    };
    notes.append(note(Note::Section::Auction, 1, QStringLiteral("fits")));
    notes.append(note(Note::Section::Auction, 12, QStringLiteral("%1 and %2")));
    notes.append(note(Note::Section::Play, 3, QString(130, u'y')));
    notes.append(note(Note::Section::Play, -1, QStringLiteral("two\nlines")));
    notes.append(note(Note::Section::Auction, 2, QString()));
    QCOMPARE(rbn::formatNoteExtras(notes),
             QStringList({QStringLiteral("a12@1 %1 and %2"), QStringLiteral("p3@2 ") + QString(130, u'y'),
                          QStringLiteral("p-1@3 two\nlines")}));
}

// R's data as the writer takes it (formattedResult(): the answer
// mirrorsModel() worked out for the record's scores, kept) is
// formatResult()'s for every record, whatever was asked before it.
void TestRbnWriterChecks::results()
{
    const QList<Score> scores{{QStringLiteral("Score"), QStringLiteral("NS 400")}};
    const QList<Score> others{{QStringLiteral("Score"), QStringLiteral("NS 430")}};
    struct Case
    {
        std::optional<int> result;
        bool passed;
        QList<Score> scores;
    };
    const QList<Case> cases{{9, false, scores},  {9, false, scores}, {10, false, scores}, {9, false, others},
                            {9, true, scores},   {{}, false, scores}, {9, false, {}},     {9, false, scores}};
    for (const Case &c : cases) {
        CardRecord r{Game::Bridge, 4};
        if (c.result)
            r.setResult(*c.result);
        r.scores() = c.scores;
        if (c.passed) {
            Contract passedOut;
            passedOut.kind = Contract::Kind::PassedOut;
            r.setContract(passedOut);
        }
        // (mirrorsModel() first, as the writer's header asks for the scores)
        if (!c.scores.isEmpty())
            rbn::mirrorsModel(Tag{c.scores[0].name, c.scores[0].value, {}, {}}, r);
        QCOMPARE(rbn::formattedResult(c.result, c.passed, c.scores), rbn::formatResult(c.result, c.passed, c.scores));
        QCOMPARE(rbn::formattedResult(c.result, c.passed, c.scores), rbn::formatResult(c.result, c.passed, c.scores));
    }
}

QTEST_APPLESS_MAIN(TestRbnWriterChecks)
#include "tst_rbnwriterchecks.moc"
