// Validation of PBN games: each fault with a small inline record (error or
// warning, attributed to its game and line), reading going on after a bad
// game, and the PBN Verifier's files in the corpus: its correct games read
// without errors, and each game its '%' lines name a fault for gets a
// diagnostic of its own that names the fault.

#include "support/corpus.h"

#include "support/pbnhelpers.h"

#include "model/recordsummary.h"

#include <QRegularExpression>
#include <QTest>

using namespace kib;
using namespace kib::test;

namespace {

const QByteArray deal = "[Deal \"N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85\"]\n";

// North holds the spades, East the hearts, South the diamonds, West the
// clubs; West leads a club to each trick and wins all thirteen.
QByteArray oneSuitEach(const char *result)
{
    QByteArray text = "[Dealer \"N\"]\n[Declarer \"S\"]\n[Contract \"1NT\"]\n[Result \"";
    text += result;
    text += "\"]\n[Deal \"N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432\"]\n[Play \"W\"]\n";
    const char *ranks = "AKQJT98765432";
    for (int i = 0; i < 13; ++i)
        text += QByteArray("C") + ranks[i] + " S" + ranks[i] + " H" + ranks[i] + " D" + ranks[i] + "\n";
    return text;
}

struct Fault
{
    const char *prefix;      // the start of a '%' fault line in the Verifier's files
    QStringList codes;       // a diagnostic with one of these in its code names the fault
    char severity;           // 'E' error, 'W' warning, '*' either
};

// The Verifier's fault names and the diagnostic codes that name them. Full
// lines come before the general names they start with.
const QList<Fault> &faultNames()
{
    static const QList<Fault> faults = {
        {"Bad character: missing quote", {"string.unterminated"}, 'E'},
        {"Bad character", {"bad-character", "tag.unquoted"}, 'W'},
        {"Wrong tag value: Double SK", {"deal.duplicate-card"}, 'E'},
        {"Wrong tag value: Double space", {"deal.malformed"}, 'E'},
        {"Wrong tag value", {"bad-value"}, 'E'},
        {"New tag name", {"tag.unknown"}, 'W'},
        {"No tag value", {"tag.no-value"}, 'E'},
        {"No integer tag value", {"round.bad-value"}, 'E'},
        {"No non-negative integer tag value", {"round.bad-value"}, 'E'},
        {"Bad date character", {"date.bad-character"}, 'E'},
        {"Bad date format", {"date.bad-format"}, 'E'},
        {"Bad side", {"bad-side"}, 'E'},
        {"Bad rank", {"bad-rank"}, 'E'},
        {"Bad deal", {"deal.hand-size", "deal.empty"}, 'E'},
        {"Bad tag value", {"bad-value"}, 'E'},
        {"Bad trump", {"trump", "auction-denomination"}, '*'},
        {"Bad number", {"bad-number"}, 'E'},
        {"Wrong character", {"syntax.unexpected"}, 'E'},
        {"Bad section", {"bad-section"}, 'E'},
        {"No dealer", {"no-dealer"}, 'E'},
        {"No deal", {"no-deal"}, 'E'},
        {"No declarer", {"no-declarer"}, 'E'},
        {"No contract", {"no-contract"}, 'E'},
        {"Tag exists already", {"tag.duplicate"}, 'W'},
        {"Bad call", {"auction.insufficient", "auction.double-", "auction.redouble-"}, 'E'},
        {"Double suffix", {"double-suffix"}, 'E'},
        {"Double nag", {"double-nag"}, 'E'},
        {"Bad nag", {"nag.bad"}, 'E'},
        {"Bad note", {"note.bad"}, 'E'},
        {"Double note", {"double-ref"}, 'E'},
        {"No note for", {"note.missing", "note.unused"}, 'W'},
        {"Unused note", {"note.unused"}, 'W'},
        {"Bad declarer", {"declarer"}, 'E'},
        {"Bad risk", {"risk"}, 'E'},
        {"Revoke", {"play.revoke"}, 'E'},
        {"Bad revoke", {"revoke"}, 'E'},
        {"Bad card", {"card-not-held", "card-twice"}, 'E'},
        {"Bad suit", {"bad-suit"}, 'E'},
        {"Double illegal", {"double-irregularity"}, 'E'},
        {"Bad illegal", {"bad-irregularity"}, 'E'},
        {"Bad lead", {"bad-lead"}, 'E'},
        {"Sufficient", {"sufficient"}, 'E'},
        {"Bad result", {"result"}, '*'},
        {"Bad inheritance", {"inherit"}, 'E'},
        {"Line too long", {"too-long"}, 'W'},
    };
    return faults;
}

// '%' lines that describe a game without naming a fault
bool describesOnly(const QString &line)
{
    return line.startsWith(u"The ") || line == u"Correct revokes" || line == u"EXPORT" || line.startsWith(u"This is");
}

} // namespace

class TestPbnValidation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void faults_data();
    void faults();
    void readingGoesOn();
    void repeatedValues();
    void passedOnceCheckedAgain();
    void correctFiles_data();
    void correctFiles();
    void errorFiles_data();
    void errorFiles();
};

void TestPbnValidation::faults_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("code");
    QTest::addColumn<bool>("error");
    QTest::addColumn<int>("line");
    const QByteArray bid = "[Dealer \"N\"]\n[Auction \"N\"]\n";
    const QByteArray play = "[Dealer \"N\"]\n[Declarer \"S\"]\n[Contract \"5HX\"]\n" + deal + "[Play \"W\"]\n";
    QTest::newRow("card twice in the deal") << QByteArray("[Deal \"N:A... - A... -\"]") << "pbn.deal.duplicate-card"
                                            << true << 1;
    // (the hands' cards come as bits from the Deal tag's decoding: a card twice in one hand, in order or not)
    QTest::newRow("card twice in a hand") << QByteArray("[Deal \"N:AA... - - -\"]") << "pbn.deal.duplicate-card"
                                          << true << 1;
    QTest::newRow("card twice in a hand out of order") << QByteArray("[Deal \"N:KAK.2.. - - -\"]")
                                                       << "pbn.deal.duplicate-card" << true << 1;
    QTest::newRow("14 cards") << QByteArray("[Deal \"N:AKQJT98765432.A.. - - -\"]") << "pbn.deal.hand-size" << true << 1;
    QTest::newRow("hands of two sizes") << QByteArray("[Deal \"N:AK... - Q... -\"]") << "pbn.deal.hand-size" << true << 1;
    QTest::newRow("insufficient bid") << bid + "1D 1C\n" << "pbn.auction.insufficient" << true << 3;
    QTest::newRow("^I on an insufficient bid") << bid + "1D ^I 1C Pass\n" << "" << true << 0;
    QTest::newRow("double of partner") << bid + "1D Pass X\n" << "pbn.auction.double-partner" << true << 3;
    QTest::newRow("redouble without double") << bid + "1D XX\n" << "pbn.auction.redouble-undoubled" << true << 3;
    QTest::newRow("call after three passes") << bid + "1D Pass Pass Pass\n1S\n" << "pbn.auction.after-end" << true << 4;
    QTest::newRow("first caller not the dealer") << QByteArray("[Dealer \"N\"]\n[Auction \"E\"]\n1D\n")
                                                 << "pbn.auction.bad-side" << true << 3;
    QTest::newRow("revoke") << play + "SK H3 S4 D3\n*\n" << "pbn.play.revoke" << true << 6;
    QTest::newRow("^R on a revoke") << play + "SK H3 S4 ^R D3\n*\n" << "" << true << 0;
    QTest::newRow("^R on no revoke") << play + "SK ^R H3 S4 S3\n*\n" << "pbn.play.bad-revoke" << true << 6;
    QTest::newRow("card not held") << play + "SK H3 S4 SA\n*\n" << "pbn.play.card-not-held" << true << 6;
    QTest::newRow("^L on a lead in turn") << play + "^L SK H3 S4 S3\n*\n" << "pbn.play.bad-lead" << true << 6;
    QTest::newRow("contract against the auction")
        << QByteArray("[Dealer \"N\"]\n[Contract \"2H\"]\n[Auction \"N\"]\n1H AP\n") << "pbn.contract.auction-denomination"
        << true << 2;
    // (the Contract tag's place found past many new tag names, kept as views
    // of the reader's list of other names, which grows meanwhile)
    QByteArray newTags;
    for (int i = 0; i < 40; ++i)
        newTags += "[Extra" + QByteArray::number(i) + " \"v\"]\n";
    QTest::newRow("contract against the auction after 40 new tags")
        << "[Dealer \"N\"]\n" + newTags + "[Contractor \"x\"]\n[Contract \"2H\"]\n[Auction \"N\"]\n1H AP\n"
        << "pbn.contract.auction-denomination" << true << 43;
    QTest::newRow("risk against the auction")
        << QByteArray("[Dealer \"N\"]\n[Contract \"1HX\"]\n[Auction \"N\"]\n1H AP\n") << "pbn.contract.auction-risk"
        << true << 2;
    QTest::newRow("declarer against the auction")
        << QByteArray("[Dealer \"N\"]\n[Declarer \"S\"]\n[Contract \"1H\"]\n[Auction \"N\"]\n1H AP\n")
        << "pbn.declarer.auction" << true << 2;
    QTest::newRow("result against a complete play") << oneSuitEach("7") << "pbn.result.contradicts-play" << false << 4;
    QTest::newRow("result that fits the play") << oneSuitEach("0") << "" << true << 0;
    QTest::newRow("tag without value") << QByteArray("[Board \"1\"]\n[Event]\n") << "pbn.tag.no-value" << true << 2;
    QTest::newRow("tag not closed") << QByteArray("[Event \"e\"\n[Board \"1\"]\n") << "pbn.tag.malformed" << true << 1;
    QTest::newRow("date") << QByteArray("[Date \"1995.o6.10\"]") << "pbn.date.bad-character" << true << 1;
    QTest::newRow("date format") << QByteArray("[Date \"95.06.10\"]") << "pbn.date.bad-format" << true << 1;
    QTest::newRow("contract") << QByteArray("[Contract \"5Hearts\"]") << "pbn.contract.bad-value" << true << 1;
    QTest::newRow("result") << QByteArray("[Result \"C-2\"]") << "pbn.result.bad-number" << true << 1;
    QTest::newRow("table row") << QByteArray("[OptimumResultTable \"Declarer;Denomination;Result\"]\nN C 9\nN C\n")
                               << "pbn.table.malformed" << true << 1;
    QTest::newRow("table value") << QByteArray("[OptimumResultTable \"Declarer;Denomination;Result\"]\nN Z 9\n")
                                 << "pbn.table.bad-value" << true << 1;
    QTest::newRow("score") << QByteArray("[Score \"10.a\"]") << "pbn.score.bad-value" << true << 1;
    QTest::newRow("new tag name") << QByteArray("[Wrong \"x\"]") << "pbn.tag.unknown" << false << 1;
    QTest::newRow("tag twice") << QByteArray("[Site \"a\"]\n[Site \"b\"]") << "pbn.tag.duplicate" << false << 2;
    QTest::newRow("note outside a section") << QByteArray("[Note \"1:x\"]") << "pbn.note.bad-section" << true << 1;
    QTest::newRow("no note for a reference") << bid + "1D =3= AP\n" << "pbn.note.missing" << false << 3;
    // (a trick's four cards told at once when none is annotated: the card's
    // reference found in a trick of four known cards and in one with an unknown card)
    QTest::newRow("no note for a card's reference") << play + "SK H3 =3= S4 S3\n*\n" << "pbn.note.missing" << false
                                                   << 6;
    QTest::newRow("no note for a reference in a trick with an unknown card")
        << play + "SK H3 S4 S3\nS2 =3= -\n*\n" << "pbn.note.missing" << false << 7;
}

void TestPbnValidation::faults()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, code);
    QFETCH(bool, error);
    QFETCH(int, line);
    const ReadResult r = readPbn(text);
    QCOMPARE(r.collection.size(), 1);
    if (code.isEmpty()) {
        QVERIFY2(errorCodes(r.diagnostics).isEmpty(), qPrintable(describe(r.diagnostics)));
        return;
    }
    const Diagnostic *found = nullptr;
    for (const Diagnostic &d : r.diagnostics)
        if (d.code == code && !found)
            found = &d;
    QVERIFY2(found, qPrintable(describe(r.diagnostics)));
    QCOMPARE(found->isError(), error);
    QCOMPARE(found->record, 1);
    QCOMPARE(found->line, line);
    QVERIFY(!found->message.isEmpty());
}

void TestPbnValidation::readingGoesOn()
{
    const QByteArray text = "[Board \"1\"]\n" + deal.left(12) + "\n\n[Board \"2\"]\n" + deal + "\n[Board \"3\"]\n[Date \"x\"]\n";
    const ReadResult r = readPbn(text);
    QCOMPARE(r.collection.size(), 3);
    QList<int> errorsIn(4, 0);
    for (const Diagnostic &d : r.diagnostics)
        if (d.isError())
            ++errorsIn[d.record];
    QVERIFY2(errorsIn.at(1) > 0 && errorsIn.at(2) == 0 && errorsIn.at(3) == 1, qPrintable(describe(r.diagnostics)));
    QCOMPARE(r.diagnostics.first().line, 2);
    QCOMPARE(r.diagnostics.last().line, 8);
    QVERIFY(cardRecord(r, 1)->deal().hands.at(West).known);
}

// Values that repeat from game to game (shared by the reader's value cache)
// and then change and come back: each game's Scoring is checked on its own
// and each unbuilt game's summary names its own players and event, whatever
// the game before held.
void TestPbnValidation::repeatedValues()
{
    const char *scorings[] = {"MP", "MP", "XY", "MP", "IMP;Oops", "MP", "MP;", "IMP"};
    const char *norths[] = {"Ann", "Ann", "Bob", "Ann", "Ann", "", "Cy", "Cy"};
    const char *events[] = {"Cup", "Cup", "Cup", "Plate", "Cup", "Cup", "?", "Cup"};
    QByteArray text;
    for (int i = 0; i < 8; ++i)
        text += QByteArray("[Event \"") + events[i] + "\"]\n[Board \"" + QByteArray::number(i + 1) + "\"]\n[North \""
                + norths[i] + "\"]\n[Scoring \"" + scorings[i] + "\"]\n" + deal + "\n";
    PbnPlugin plugin;
    const ReadResult built = plugin.read(text);
    const ReadResult lazy = plugin.readLazily(text);
    QCOMPARE(lazy.collection.size(), 8);
    QVERIFY(lazy.collection.hasUnbuilt());
    QCOMPARE(describe(lazy.diagnostics), describe(built.diagnostics));
    QList<int> warned;
    for (const Diagnostic &d : lazy.diagnostics)
        if (d.code == u"pbn.scoring.unknown")
            warned.append(d.record);
    QCOMPARE(warned, QList<int>({3, 5, 7}));
    for (int i = 0; i < 8; ++i) {
        const RecordSummary s = lazy.collection.summary(i);
        QCOMPARE(s.north, QString::fromLatin1(norths[i]));
        QCOMPARE(s.event, QString::fromLatin1(events[i]) == u"?" ? QString() : QString::fromLatin1(events[i]));
        QCOMPARE(s.board, QString::number(i + 1));
    }
}

// A value that passed one check (remembered, PbnPassedMemo) is still checked
// by another: the same text as a percentage and as an integer score, the same
// table row in a table whose columns stand elsewhere, the same Round text
// again after a Date.
void TestPbnValidation::passedOnceCheckedAgain()
{
    const QByteArray ort = "[OptimumResultTable \"Declarer;Denomination\\2R;Result\\2R\"]\nN NT 5\n";
    const QByteArray text = "[Board \"1\"]\n[ScorePercentage \"NS 26.32\"]\n" + ort + "[Date \"2024.06.03\"]\n" + deal
                            + "\n[Board \"2\"]\n[Score \"NS 26.32\"]\n[OptimumResultTable \"Result;Declarer;Denomination\"]\n"
                              "N NT 5\n"
                            + deal + "\n[Board \"3\"]\n[ScorePercentage \"NS 26.32\"]\n" + ort + deal;
    PbnPlugin plugin;
    for (const ReadResult &r : {plugin.read(text), plugin.readLazily(text)}) {
        QStringList found;
        for (const Diagnostic &d : r.diagnostics)
            found.append(QStringLiteral("%1 %2").arg(d.record).arg(d.code));
        QCOMPARE(found, (QStringList{"2 pbn.score.bad-value", "2 pbn.table.bad-value"}));
    }
}

void TestPbnValidation::correctFiles_data()
{
    KIB_REQUIRE_CORPUS(QStringLiteral("pbn"));
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("games");
    QTest::newRow("correct_10") << "verifier/correct_10.pbn" << 31;
    QTest::newRow("correct_21") << "verifier/correct_21.pbn" << 2;
}

void TestPbnValidation::correctFiles()
{
    QFETCH(QString, file);
    QFETCH(int, games);
    const ReadResult r = readPbn(corpusFile(file));
    QCOMPARE(r.collection.size(), games);
    QVERIFY2(errorCodes(r.diagnostics).isEmpty(), qPrintable(describe(r.diagnostics)));
}

void TestPbnValidation::errorFiles_data()
{
    KIB_REQUIRE_CORPUS(QStringLiteral("pbn"));
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("games");
    QTest::newRow("errors_10") << "verifier/errors_10.pbn" << 74;
    QTest::newRow("errors_21") << "verifier/errors_21.pbn" << 2;
}

void TestPbnValidation::errorFiles()
{
    QFETCH(QString, file);
    QFETCH(int, games);
    const QByteArray data = corpusFile(file);
    const ReadResult r = readPbn(data);
    // the games, as the file's "% ==== game N ====" lines mark them
    const QStringList lines = QString::fromLatin1(data).split(QLatin1Char('\n'));
    static const QRegularExpression header(QStringLiteral("^% =+ game (\\d+) =+"));
    QList<int> starts;
    for (int i = 0; i < lines.size(); ++i)
        if (header.match(lines.at(i)).hasMatch())
            starts.append(i + 1);
    QCOMPARE(starts.size(), games);
    int faultsChecked = 0;
    for (int g = 0; g < starts.size(); ++g) {
        const int first = starts.at(g);
        const int last = g + 1 < starts.size() ? starts.at(g + 1) - 1 : int(lines.size());
        for (int l = first; l <= last; ++l) {
            const QString line = lines.at(l - 1).trimmed();
            if (!line.startsWith(QLatin1String("% ")) || header.match(line).hasMatch())
                continue;
            const QString fault = line.mid(2);
            if (describesOnly(fault))
                continue;
            // game 58: ^I on a sufficient bid; the Verifier goes on to reject the
            // declarer and the result, which follow the auction and the play.
            if (file.contains(u"errors_10") && g + 1 == 58 && (fault == u"Bad declarer" || fault == u"Bad result"))
                continue;
            const Fault *known = nullptr;
            for (const Fault &f : faultNames())
                if (!known && fault.startsWith(QLatin1String(f.prefix), Qt::CaseInsensitive))
                    known = &f;
            QVERIFY2(known, qPrintable(QStringLiteral("game %1: unknown fault \"%2\"").arg(g + 1).arg(fault)));
            bool named = false;
            for (const Diagnostic &d : r.diagnostics) {
                if (d.line < first || d.line > last)
                    continue;
                bool codeNames = false;
                for (const QString &c : known->codes)
                    codeNames = codeNames || d.code.contains(c);
                if (!codeNames)
                    continue;
                if (known->severity == '*' || d.isError() == (known->severity == 'E'))
                    named = true;
            }
            QVERIFY2(named, qPrintable(QStringLiteral("game %1 (lines %2-%3): nothing names \"%4\"")
                                           .arg(g + 1)
                                           .arg(first)
                                           .arg(last)
                                           .arg(fault)));
            ++faultsChecked;
        }
    }
    QVERIFY(faultsChecked >= games);
}

QTEST_GUILESS_MAIN(TestPbnValidation)
#include "tst_pbnvalidation.moc"
