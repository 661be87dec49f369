// Issue 18 (session 14): PbnTags::find() from a file's bytes compares a name
// eight bytes at a time against zero-padded copies of the known names. It
// must answer exactly as the lookup from text does: for every known name,
// every one-letter change of it (names that share the hash's letters), its
// prefixes, longer names, and at every alignment of the bytes. And the
// OwnForm flag, which decides whether the reader asks PbnTolerance about a
// value, marks the tags it did before.
// Fifteenth round: PbnLexer::plainTag() takes a name that is its guess (the
// name that followed the last tag's last time) in a few loads; it must read
// every text as it does without a guess, and the reader the same games
// whatever its guesses are.
#include "parsers/pbn/pbnlexer.h"
#include "parsers/pbn/pbntags.h"
#include "parsers/pbn/pbntolerance.h"
#include "support/pbnhelpers.h"

#include <QTest>

using namespace kib;

namespace {

// every name of PbnTags' table
const char *const knownNames[] = {
    "Event", "Site", "Date", "Round", "Board", "West", "North", "East", "South", "Dealer", "Vulnerable", "Deal",
    "Scoring", "Declarer", "Contract", "Result", "Auction", "Play", "Note", "ActionTable", "AuctionTimeTable",
    "InstantScoreTable", "OptimumPlayTable", "OptimumResultTable", "PlayTimeTable", "ScoreTable", "TotalScoreTable",
    "Score", "ScoreIMP", "ScoreMP", "ScorePercentage", "ScoreRubber", "Competition", "DealId", "Description",
    "FrenchMP", "Generator", "Hidden", "Room", "Termination", "ScoreRubberHistory", "OptimumScore", "BidSystemEW",
    "BidSystemNS", "PairEW", "PairNS", "WestNA", "NorthNA", "EastNA", "SouthNA", "WestType", "NorthType", "EastType",
    "SouthType", "EventDate", "EventSponsor", "HomeTeam", "Section", "Stage", "Table", "VisitTeam", "Time",
    "UTCDate", "UTCTime", "TimeControl", "TimeCall", "TimeCard", "Annotator", "AnnotatorNA", "Application", "Mode",
    "DoubleDummyTricks", "ParContract", "ParScore", "BCFlags", "Ability", "Minimax", "TimeTable", "Club",
    "ContractDD", "LeadDD",
};

// The byte lookup's answer for 'name' placed 'shift' bytes into a buffer
// (with other bytes before and after it), against the text lookup's.
QByteArray mismatch(const QByteArray &name, int shift)
{
    QByteArray buffer(shift, '[');
    buffer += name;
    buffer += " \"x\"]";
    const PbnTags::Known *byBytes = PbnTags::find(QByteArrayView(buffer.constData() + shift, name.size()));
    const PbnTags::Known *byText = PbnTags::find(QStringView(QString::fromLatin1(name)));
    if (byBytes == byText)
        return {};
    auto nameOf = [](const PbnTags::Known *k) { return k ? k->name.toLatin1() : QByteArray("(none)"); };
    return '"' + name + "\" at " + QByteArray::number(shift) + ": " + nameOf(byBytes) + " from bytes, "
           + nameOf(byText) + " from text";
}

} // namespace

class TestPbnTags : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void findFromBytes_data();
    void findFromBytes();
    void knownNamesFound();
    void ownForm_data();
    void ownForm();
    void tableColumnsTakeTurns_data();
    void tableColumnsTakeTurns();
    void vulnerableSpellings_data();
    void vulnerableSpellings();
    void namePlaces_data();
    void namePlaces();
    void mayNormalize();
    void noteNumbers_data();
    void noteNumbers();
    void guessedNames_data();
    void guessedNames();
    void guessesAcrossGames_data();
    void guessesAcrossGames();
    void placesPastRoom_data();
    void placesPastRoom();
    void recordChecksByKnownName_data();
    void recordChecksByKnownName();
};

void TestPbnTags::findFromBytes_data()
{
    QTest::addColumn<QByteArray>("name");
    for (const char *n : knownNames) {
        const QByteArray name(n);
        QTest::newRow(n) << name;
        // (each letter changed: the hash reads only the length and three letters)
        for (qsizetype i = 0; i < name.size(); ++i) {
            for (char c : {'x', 'X', '_', char(name.at(i) ^ 0x20), char(0), char(0xe9)}) {
                QByteArray changed = name;
                changed[i] = c;
                QTest::newRow(QByteArray(name + " letter " + QByteArray::number(i) + " as "
                                         + QByteArray::number(quint8(c)))
                                  .constData())
                    << changed;
            }
        }
        for (qsizetype n = 1; n < name.size(); ++n)
            QTest::newRow(QByteArray(name + " prefix " + QByteArray::number(n)).constData()) << name.left(n);
        QTest::newRow(QByteArray(name + " longer").constData()) << QByteArray(name + 'x');
        QTest::newRow(QByteArray(name + " doubled").constData()) << QByteArray(name + name);
    }
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("24 letters") << QByteArray("ScoreRubberHistoryScoreR");
    QTest::newRow("23 letters") << QByteArray("ScoreRubberHistoryScore");
}

void TestPbnTags::findFromBytes()
{
    QFETCH(QByteArray, name);
    for (int shift = 0; shift < 8; ++shift) {
        const QByteArray m = mismatch(name, shift);
        QVERIFY2(m.isEmpty(), m.constData());
    }
}

void TestPbnTags::knownNamesFound()
{
    for (const char *n : knownNames) {
        const PbnTags::Known *k = PbnTags::find(QByteArrayView(n));
        QVERIFY2(k, n);
        QCOMPARE(k->name, QString::fromLatin1(n));
    }
}

// The tags whose values PbnTolerance reads to their form (spaces around them,
// other spellings): the reader calls it for these only.
void TestPbnTags::ownForm_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("ownForm");
    const QStringList withForm = {
        "Board", "Scoring", "Score", "ScoreIMP", "ScoreMP", "ScorePercentage", "ScoreRubber", "Dealer",
        "Vulnerable", "Deal", "Hidden", "Declarer", "Contract", "Result", "Auction", "Play", "Date", "EventDate",
        "UTCDate", "Time", "UTCTime", "Round", "OptimumScore", "DoubleDummyTricks",
    };
    for (const char *n : knownNames)
        QTest::newRow(n) << QString::fromLatin1(n) << withForm.contains(QLatin1StringView(n));
}

void TestPbnTags::ownForm()
{
    QFETCH(QString, name);
    QFETCH(bool, ownForm);
    const PbnTags::Known *k = PbnTags::find(QStringView(name));
    QVERIFY(k);
    QCOMPARE(bool(k->flags & PbnTags::Known::OwnForm), ownForm);
}

// A table's columns are split once per thread for the last few column lists
// met: games whose lists take turns (more of them than are kept, one the
// other's prefix) must each get their own.
void TestPbnTags::tableColumnsTakeTurns_data()
{
    QTest::addColumn<QList<int>>("order");
    QTest::newRow("two in turn") << QList<int>{0, 1, 0, 1, 1, 0};
    QTest::newRow("four, then the first") << QList<int>{0, 1, 2, 3, 0, 3, 2, 1};
    QTest::newRow("six, more than kept") << QList<int>{0, 1, 2, 3, 4, 5, 0, 5, 1, 4, 2, 3, 0};
}

void TestPbnTags::tableColumnsTakeTurns()
{
    QFETCH(QList<int>, order);
    const QStringList specs = {
        "Declarer;Denomination\\2R;Result\\1R", "Declarer;Denomination\\2R;Result\\2R",
        "Declarer;Denomination\\2R", "Declarer;Denomination\\2R;Result\\2R;Score", "Contract\\4L;Declarer;Result",
        "Declarer;Denomination;Result",
    };
    QByteArray text;
    for (qsizetype g = 0; g < order.size(); ++g)
        text += "[Board \"" + QByteArray::number(g + 1) + "\"]\n[OptimumResultTable \""
                + specs.at(order.at(g)).toLatin1() + "\"]\nN NT 6\n\n";
    const ReadResult r = test::readPbn(text);
    QCOMPARE(r.collection.size(), order.size());
    for (qsizetype g = 0; g < order.size(); ++g) {
        const CardRecord *record = test::cardRecord(r, int(g));
        QVERIFY(record);
        const Tag *table = nullptr;
        for (const Tag &t : record->tags())
            if (t.name == u"OptimumResultTable")
                table = &t;
        QVERIFY(table);
        QCOMPARE(table->columns.get(), specs.at(order.at(g)).split(u';'));
    }
}

// Vulnerable as the standard spells it is read without a word (a value that
// matches a spelling exactly is taken at once); in another case it is read
// as the spelling, with pbn.tag.value-case.
void TestPbnTags::vulnerableSpellings_data()
{
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<QString>("read");
    QTest::addColumn<bool>("warned");
    // (the record keeps Love as None and Both as All: the model's spelling)
    for (const char *s : {"None", "NS", "EW", "All"})
        QTest::newRow(s) << QByteArray(s) << QString::fromLatin1(s) << false;
    QTest::newRow("Love") << QByteArray("Love") << QStringLiteral("None") << false;
    QTest::newRow("Both") << QByteArray("Both") << QStringLiteral("All") << false;
    QTest::newRow("none") << QByteArray("none") << QStringLiteral("None") << true;
    QTest::newRow("LOVE") << QByteArray("LOVE") << QStringLiteral("None") << true;
    QTest::newRow("ns") << QByteArray("ns") << QStringLiteral("NS") << true;
    QTest::newRow("Ew") << QByteArray("Ew") << QStringLiteral("EW") << true;
    QTest::newRow("all") << QByteArray("all") << QStringLiteral("All") << true;
    QTest::newRow("bOTH") << QByteArray("bOTH") << QStringLiteral("All") << true;
    QTest::newRow("Nobody") << QByteArray("Nobody") << QStringLiteral("Nobody") << false;
}

void TestPbnTags::vulnerableSpellings()
{
    QFETCH(QByteArray, value);
    QFETCH(QString, read);
    QFETCH(bool, warned);
    const ReadResult r = test::readPbn("[Board \"1\"]\n[Vulnerable \"" + value + "\"]\n");
    const CardRecord *record = test::cardRecord(r, 0);
    QVERIFY(record);
    QCOMPARE(record->tag(QStringLiteral("Vulnerable")), read);
    QCOMPARE(test::codes(r.diagnostics).contains(u"pbn.tag.value-case"), warned);
}

// What is reported about a tag's name stands at the name (the column after
// the '['), in the plain form read at once as in the others.
void TestPbnTags::namePlaces_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("code");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::newRow("lower case, plain") << QByteArray("[Board \"1\"]\n  [board_x \"v\"]\n")
                                       << QStringLiteral("pbn.tag.lower-case-name") << 2 << 4;
    QTest::newRow("lower case, unquoted") << QByteArray("[Board \"1\"]\n  [board_x v]\n")
                                          << QStringLiteral("pbn.tag.lower-case-name") << 2 << 4;
    QTest::newRow("bad name, plain") << QByteArray("[Board \"1\"] [Si-te \"x\"]\n") << QStringLiteral("pbn.tag.bad-name")
                                     << 1 << 14;
    QTest::newRow("name case, plain") << QByteArray("[Board \"1\"]\n[Event \"\"]   [DEAL \"\"]\n")
                                      << QStringLiteral("pbn.tag.name-case") << 2 << 15;
    QTest::newRow("name case, comment before the value")
        << QByteArray("[Board \"1\"]\n[DEAL {c} \"\"]\n") << QStringLiteral("pbn.tag.name-case") << 2 << 2;
    QTest::newRow("after a long line") << QByteArray("[Board \"1\"]\n{" + QByteArray(300, 'x') + "}\n [mode \"x\"]\n")
                                       << QStringLiteral("pbn.tag.name-case") << 3 << 3;
}

void TestPbnTags::namePlaces()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, code);
    QFETCH(int, line);
    QFETCH(int, column);
    const ReadResult r = test::readPbn(text);
    const Diagnostic *found = nullptr;
    for (const Diagnostic &d : r.diagnostics)
        if (d.code == code)
            found = &d;
    QVERIFY2(found, qPrintable(test::codes(r.diagnostics).join(u' ')));
    QCOMPARE(found->line, line);
    QCOMPARE(found->column, column);
}

// The reader skips PbnTolerance::normalize() when mayNormalize() says so:
// for every known name and values of every kind, a value it lets pass must be
// one normalize() leaves as it is, without a word.
void TestPbnTags::mayNormalize()
{
    const QStringList values = {
        "", "#", "##x", "?", "1", " 1", "1 ", "\t1", "None", "none", " None", "NS", "ew", "2021.04.03", "2021-04-03",
        "2021-04-03 05:06", "20151006", "2-Aug-2023", "2015.09.?", "05:06", "5:06", "05:06:07", "12:00:00 ",
        "N:AKQ.J.T.9 ... ... ...", "4HX", "S", "NS 620", "x y", "\u00a0x", "x\u2003",
    };
    int skipped = 0;
    for (const char *n : knownNames) {
        const PbnTags::Known *k = PbnTags::find(QByteArrayView(n));
        QVERIFY(k);
        for (const QString &v : values) {
            if (PbnTolerance::mayNormalize(*k, v))
                continue;
            ++skipped;
            Diagnostics out;
            PbnReport report(&out, 1);
            QString value = v;
            const QString time = PbnTolerance::normalize(*k, value, report, {1, 1});
            const QByteArray where = QByteArray(n) + " \"" + v.toUtf8() + '"';
            QVERIFY2(value == v, where.constData());
            QVERIFY2(time.isEmpty(), where.constData());
            QVERIFY2(out.isEmpty(), where.constData());
        }
    }
    QVERIFY(skipped > 0);
}

// A note's number: ASCII digits, then ':' (read in one pass with the digits).
void TestPbnTags::noteNumbers_data()
{
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<int>("number"); // 0: no note
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error");
    QTest::newRow("1") << QByteArray("1:one") << 1 << QStringLiteral("one") << QString();
    QTest::newRow("32") << QByteArray("32:last") << 32 << QStringLiteral("last") << QString();
    QTest::newRow("07") << QByteArray("07:x") << 7 << QStringLiteral("x") << QString();
    QTest::newRow("two colons") << QByteArray("2:a:b") << 2 << QStringLiteral("a:b") << QString();
    QTest::newRow("empty text") << QByteArray("3:") << 3 << QString() << QString();
    QTest::newRow("0") << QByteArray("0:x") << 0 << QString() << QStringLiteral("pbn.note.bad-index");
    QTest::newRow("33") << QByteArray("33:x") << 0 << QString() << QStringLiteral("pbn.note.bad-index");
    QTest::newRow("INT_MAX") << QByteArray("2147483647:x") << 0 << QString() << QStringLiteral("pbn.note.bad-index");
    QTest::newRow("past INT_MAX") << QByteArray("2147483648:x") << 0 << QString() << QStringLiteral("pbn.note.bad-number");
    QTest::newRow("many digits") << QByteArray("99999999999999999999999:x") << 0 << QString()
                                 << QStringLiteral("pbn.note.bad-number");
    QTest::newRow("no colon") << QByteArray("1") << 0 << QString() << QStringLiteral("pbn.note.bad-number");
    QTest::newRow("colon first") << QByteArray(":x") << 0 << QString() << QStringLiteral("pbn.note.bad-number");
    QTest::newRow("letter first") << QByteArray("x1:y") << 0 << QString() << QStringLiteral("pbn.note.bad-number");
    QTest::newRow("letter before the colon") << QByteArray("1x:y") << 0 << QString()
                                             << QStringLiteral("pbn.note.bad-number");
    QTest::newRow("space before the colon") << QByteArray("1 :y") << 0 << QString()
                                            << QStringLiteral("pbn.note.bad-number");
    QTest::newRow("other digit") << QByteArray("\xd9\xa1:x") << 0 << QString() << QStringLiteral("pbn.note.bad-number");
    QTest::newRow("empty") << QByteArray("") << 0 << QString() << QStringLiteral("pbn.note.bad-number");
}

void TestPbnTags::noteNumbers()
{
    QFETCH(QByteArray, value);
    QFETCH(int, number);
    QFETCH(QString, text);
    QFETCH(QString, error);
    const ReadResult r = test::readPbn("[Board \"1\"]\n[Dealer \"N\"]\n[Auction \"N\"]\n1C =1= AP\n[Note \"" + value
                                       + "\"]\n");
    const CardRecord *record = test::cardRecord(r, 0);
    QVERIFY(record);
    const QStringList errors = test::errorCodes(r.diagnostics);
    if (error.isEmpty()) {
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(u' ')));
        QCOMPARE(record->notes().size(), 1);
        QCOMPARE(record->notes().first().number, number);
        QCOMPARE(record->notes().first().text, text);
    } else {
        QVERIFY2(errors.contains(error), qPrintable(errors.join(u' ')));
        QVERIFY(record->notes().isEmpty());
    }
}

// The text after a tag's '[', read with and without a guess: the same answer,
// the same name and value, the same token after it, and the guess taken only
// for a name that is the guess.
void TestPbnTags::guessedNames_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("guess");
    // (names one of which begins another, and a name with another's letters)
    const QList<QPair<QByteArray, QByteArray>> related = {
        {"Deal", "Dealer"}, {"Dealer", "Deal"}, {"Score", "ScoreIMP"}, {"ScoreIMP", "Score"}, {"Time", "TimeCall"},
        {"Event", "EventDate"}, {"EventDate", "Event"}, {"West", "WestNA"}, {"Note", "North"}, {"Play", "PlayTimeTable"},
    };
    QList<QPair<QByteArray, QByteArray>> pairs = related;
    const int count = int(std::size(knownNames));
    for (int i = 0; i < count; ++i) {
        pairs.append(qMakePair(QByteArray(knownNames[i]), QByteArray(knownNames[i])));
        pairs.append(qMakePair(QByteArray(knownNames[i]), QByteArray(knownNames[(i + 1) % count])));
    }
    for (const auto &[name, guess] : pairs) {
        QByteArray changed = name;
        changed[changed.size() - 1] = char(changed.at(changed.size() - 1) ^ 0x20);
        QByteArray first = name;
        first[0] = 'x';
        const QList<QPair<const char *, QByteArray>> texts = {
            {"plain", name + " \"v\"]"},
            {"two spaces", name + "  \"v\"]"},
            {"tab", name + "\t\"v\"]"},
            {"longer", name + "x \"v\"]"},
            {"underscore", name + "_ \"v\"]"},
            {"shorter", name.left(name.size() - 1) + " \"v\"]"},
            {"last letter's case", changed + " \"v\"]"},
            {"first letter", first + " \"v\"]"},
            {"no value", name + " ]"},
            {"unquoted", name + " v]"},
            {"escapes", name + " \"a\\\"b\"]"},
            {"ends after the name", name},
            {"ends after the space", name + " "},
            {"not closed", name + " \"v\""},
            {"UTF-8", name + "\xc3\xa9 \"v\"]"},
            {"CRLF inside", name + "\r\n\"v\"]"},
        };
        for (const auto &[what, text] : texts)
            QTest::newRow(QByteArray(name + " / " + guess + ": " + what).constData()) << text << guess;
    }
}

void TestPbnTags::guessedNames()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, guess);
    const PbnTags::Known *k = PbnTags::find(QByteArrayView(guess));
    QVERIFY(k);
    // (at every alignment, with the text's end at the buffer's end: nothing
    // past it may be read, as valgrind or ASan would show)
    for (int shift = 0; shift < 8; ++shift) {
        const QByteArray buffer = QByteArray(shift, '[') + text;
        const char *begin = buffer.constData() + shift;
        const char *end = buffer.constData() + buffer.size();
        PbnLexer general(begin, end, 1, false);
        PbnLexer guessed(begin, end, 1, false);
        PbnLexer::PlainTag a{};
        PbnLexer::PlainTag b{};
        const bool plainA = general.plainTag(&a);
        const bool plainB = guessed.plainTag(&b, k->bytes, k->name.size());
        QCOMPARE(plainB, plainA);
        QVERIFY(!a.guessed);
        if (plainA) {
            QCOMPARE(b.name, a.name);
            QCOMPARE(b.nameSize, a.nameSize);
            QCOMPARE(b.value, a.value);
            QCOMPARE(b.valueSize, a.valueSize);
            QCOMPARE(b.guessed, QByteArrayView(a.name, a.nameSize) == guess);
        }
        const PbnToken ta = general.next();
        const PbnToken tb = guessed.next();
        QCOMPARE(int(tb.kind), int(ta.kind));
        QCOMPARE(tb.text, ta.text);
        QCOMPARE(tb.size, ta.size);
        QCOMPARE(tb.column, ta.column);
    }
}

// A game read after games whose tags stand in another order (the guesses
// wrong), and read again after itself (the guesses right): the same record
// and the same diagnostics.
void TestPbnTags::guessesAcrossGames_data()
{
    QTest::addColumn<QByteArray>("text");
    const QByteArray game = "[Event \"e\"]\n[Site \"s\"]\n[Date \"2024.01.02\"]\n[Board \"1\"]\n[West \"w\"]\n"
                            "[North \"n\"]\n[East \"e\"]\n[South \"s\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
                            "[Deal \"N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765\"]\n"
                            "[Scoring \"IMP\"]\n[Declarer \"S\"]\n[Contract \"3NT\"]\n[Result \"9\"]\n";
    QTest::newRow("plain") << game + "\n" + game;
    QTest::newRow("a duplicate") << game + "[Site \"t\"]\n\n" + game;
    QTest::newRow("new names") << game + "[MyTag \"1\"]\n[myTag \"2\"]\n[My-Tag \"3\"]\n\n" + game;
    QTest::newRow("names in another case") << QByteArray(game).replace("[Deal ", "[DEAL ") + "\n" + game;
    QTest::newRow("a name cut short") << QByteArray(game).replace("[Dealer ", "[Deale ") + "\n" + game;
    QTest::newRow("a longer name") << QByteArray(game).replace("[Event ", "[EventDate ") + "\n" + game;
    QTest::newRow("CRLF") << QByteArray(game + "\n" + game).replace("\n", "\r\n");
    QTest::newRow("tabs and comments") << QByteArray(game).replace("[Site \"s\"]", "[Site\t\"s\"]")
                                                 .replace("[Board \"1\"]", "[Board {c} \"1\"]")
                                       + "\n" + game;
    QTest::newRow("non-ASCII and escapes")
        << QByteArray(game).replace("[Event \"e\"]", "[Event \"\xc3\xa9 \\\"q\\\" \"]") + "\n" + game;
    QTest::newRow("inheritance") << game + "\n" + QByteArray(game).replace("[Event \"e\"]", "[Event \"#\"]");
    QTest::newRow("a long value") << QByteArray(game).replace("[Site \"s\"]", "[Site \"" + QByteArray(300, 's') + "\"]")
                                         + "\n" + game;
}

void TestPbnTags::guessesAcrossGames()
{
    QFETCH(QByteArray, text);
    auto outcome = [](const ReadResult &r) {
        QStringList out;
        for (const Diagnostic &d : r.diagnostics)
            out.append(d.format(QStringLiteral("t")));
        for (int i = 0; i < r.collection.size(); ++i)
            for (const Tag &t : test::cardRecord(r, i)->tags())
                out.append(QString::number(i) + u' ' + t.name + u'=' + t.value);
        return out;
    };
    // (the tags in reverse order: every guess made from them is wrong here)
    QList<QByteArray> lines = text.split('\n');
    std::reverse(lines.begin(), lines.end());
    test::readPbn(lines.join('\n'));
    const QStringList afterOthers = outcome(test::readPbn(text));
    const QStringList afterItself = outcome(test::readPbn(text));
    QVERIFY(!afterOthers.isEmpty());
    QCOMPARE(afterItself, afterOthers);
}

// The tags' places are kept in the reader's room for 64 (PbnRecordInfo::
// Places and PbnRecordInfo::tags), then on the heap: a tag's value reported
// at its line either way, by the decoder (Contract, Result), by PbnTolerance
// (Vulnerable) and by the validator (Declarer).
void TestPbnTags::placesPastRoom_data()
{
    QTest::addColumn<int>("before");
    for (int n : {0, 1, 61, 62, 63, 64, 65, 100, 200})
        QTest::newRow(QByteArray::number(n).constData()) << n;
}

void TestPbnTags::placesPastRoom()
{
    QFETCH(int, before);
    QByteArray text = "[Board \"1\"]\n";
    for (int i = 0; i < before; ++i)
        text += "[Tag" + QByteArray::number(i) + " \"v\"]\n";
    text += "[Contract \"9Z\"]\n[Result \"x\"]\n[Vulnerable \"none\"]\n";
    const ReadResult r = test::readPbn(text);
    auto lineOf = [&](const QString &code) {
        for (const Diagnostic &d : r.diagnostics)
            if (d.code == code)
                return d.line;
        return -1;
    };
    QCOMPARE(lineOf(QStringLiteral("pbn.contract.bad-value")), before + 2);
    QCOMPARE(lineOf(QStringLiteral("pbn.result.bad-number")), before + 3);
    QCOMPARE(lineOf(QStringLiteral("pbn.tag.value-case")), before + 4);
    // (and the validator's, found by name in PbnRecordInfo::tags, also in
    // the reader's room up to 64)
    QByteArray game = "[Board \"1\"]\n";
    for (int i = 0; i < before; ++i)
        game += "[Tag" + QByteArray::number(i) + " \"v\"]\n";
    game += "[Dealer \"N\"]\n[Declarer \"S\"]\n[Contract \"1NT\"]\n[Auction \"N\"]\n1NT Pass Pass Pass\n";
    const ReadResult v = test::readPbn(game);
    int declarerLine = -1;
    for (const Diagnostic &d : v.diagnostics)
        if (d.code == QLatin1StringView("pbn.declarer.auction"))
            declarerLine = d.line;
    QCOMPARE(declarerLine, before + 3);
}

// PbnTolerance::checkRecord() told by the reader's known names which tags
// to look at (Scoring, ScoreRubberHistory): the same warnings as with every
// name compared (no known names given).
void TestPbnTags::recordChecksByKnownName_data()
{
    QTest::addColumn<QByteArray>("tags");
    QTest::addColumn<int>("count");
    const QByteArray history = "[ScoreRubberHistory \"NS 0 0/120 30 EW 0 0/0 0\"]\n";
    QTest::newRow("standard scoring") << QByteArray("[Scoring \"IMP\"]\n") << 0;
    QTest::newRow("unknown scoring") << QByteArray("[Scoring \"IMP;Foo\"]\n") << 1;
    QTest::newRow("unknown scoring, name in lower case") << QByteArray("[scoring \"Bar\"]\n") << 1;
    QTest::newRow("history against Vulnerable") << history << 1;
    QTest::newRow("both, after new names")
        << QByteArray("[MyTag \"1\"]\n[Scorings \"x\"]\n[Scoring \"Baz\"]\n" + history) << 2;
    QTest::newRow("a name near Scoring") << QByteArray("[ScoringX \"Foo\"]\n[Scorin \"Foo\"]\n") << 0;
}

void TestPbnTags::recordChecksByKnownName()
{
    QFETCH(QByteArray, tags);
    QFETCH(int, count);
    const ReadResult r = test::readPbn("[Board \"1\"]\n[Vulnerable \"None\"]\n" + tags);
    const CardRecord *record = test::cardRecord(r, 0);
    QVERIFY(record);
    auto ofCheck = [](const Diagnostics &d) {
        QStringList out;
        for (const Diagnostic &x : d)
            if (x.code == u"pbn.scoring.unknown" || x.code == u"pbn.scorerubberhistory.vulnerable")
                out.append(x.code + u' ' + x.message);
        return out;
    };
    Diagnostics general;
    PbnReport report(&general, 1);
    PbnTolerance::checkRecord(*record, PbnRecordInfo::Places(), report);
    QCOMPARE(ofCheck(r.diagnostics).size(), count);
    QCOMPARE(ofCheck(r.diagnostics), ofCheck(general));
}

QTEST_GUILESS_MAIN(TestPbnTags)
#include "tst_pbntags.moc"
