// LIN files read and written: every LIN file of the corpus and our own
// fixtures read with no error, their boards, calls, cards, alerts,
// explanations and claims counted against what we counted by hand; the
// writer's field order and layout; and conversions LIN -> PBN -> LIN,
// PBN -> LIN -> PBN, LIN -> RBN -> LIN and RBN -> LIN -> RBN keeping every
// fact a conversion must keep (support/linsupport.h: facts()).
#include "support/corpus.h"
#include "support/linsupport.h"

#include "parsers/lin/linwriter.h"

#include <QRegularExpression>
#include <QTest>

using namespace kib;
using namespace kib::test;

namespace {

QString own(const char *relative)
{
    return QStringLiteral(KIBITZER_SOURCE_DIR "/") + QLatin1String(relative);
}

// Reads, writes in 'via', reads that back, writes in the start's notation
// and reads again: the start and the end, each record's facts.
void throughAndBack(const QString &path, const char *start, const char *via)
{
    const NotationPlugin &a = linPlugin(start);
    const NotationPlugin &b = linPlugin(via);
    const ReadResult first = a.read(fileBytes(path));
    QVERIFY2(errorCount(first.diagnostics) == 0, qPrintable(codesOf(first.diagnostics, true).join(u' ')));
    const ReadResult middle = b.read(b.write(first.collection).data);
    QVERIFY2(errorCount(middle.diagnostics) == 0, qPrintable(codesOf(middle.diagnostics, true).join(u' ')));
    const ReadResult last = a.read(a.write(middle.collection).data);
    QVERIFY2(errorCount(last.diagnostics) == 0, qPrintable(codesOf(last.diagnostics, true).join(u' ')));
    QVERIFY(first.collection.size() > 0);
    QCOMPARE(last.collection.size(), first.collection.size());
    for (int i = 0; i < first.collection.size(); ++i) {
        const CardRecord *x = cardRecord(first, i);
        const CardRecord *y = cardRecord(last, i);
        QVERIFY(x && y);
        QStringList want = facts(*x), got = facts(*y);
        // RBN moves commentary inside the auction or play after it, and says so
        bool placeLost = false;
        for (const QString &lost : b.cannotHold(*x))
            placeLost = placeLost || lost.startsWith(QStringLiteral("the place of commentary"));
        if (placeLost) {
            static const QRegularExpression step(QStringLiteral("@\\d+"));
            want.last().remove(step);
            got.last().remove(step);
        }
        QCOMPARE(got, want);
    }
}

} // namespace

class TestLinCorpus : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void counts_data();
    void counts();
    void writesBack_data();
    void writesBack();
    void canonicalLines_data();
    void canonicalLines();
    void sampleWrittenAsRead();
    void vugraphHeader();
    void cannotHold();
    void linPbnLin_data();
    void linPbnLin();
    void pbnLinPbn_data();
    void pbnLinPbn();
    void rbnTrips_data();
    void rbnTrips();
};

void TestLinCorpus::counts_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("boards");
    QTest::addColumn<int>("calls");
    QTest::addColumn<int>("cards");
    QTest::addColumn<int>("alerts");
    QTest::addColumn<int>("explanations");
    QTest::addColumn<int>("claims");
    QTest::addColumn<QString>("firstContract");
    // counted by hand from the files
    QTest::newRow("own: lin_club_session") << own("resources/samples/lin_club_session.lin") << 3 << 20 << 84 << 2 << 2 << 1 << "2H W";
    QTest::newRow("own: vugraph_match") << own("tests/data/lin/vugraph_match.lin") << 4 << 31 << 164 << 2 << 2 << 2 << "2H E";
    if (!corpusHas(QStringLiteral("lin")))
        return;
    QTest::newRow("corpus: bbo_sample") << corpusPath(QStringLiteral("lin/bbo_sample.lin")) << 1 << 8 << 52 << 0 << 1 << 0 << "3NT N";
    QTest::newRow("corpus: endplay_example1") << corpusPath(QStringLiteral("lin/endplay_example1.lin")) << 8 << 85 << 400 << 3 << 30 << 2
                                              << "5H S";
    QTest::newRow("corpus: tenace_squeeze") << corpusPath(QStringLiteral("lin/tenace_squeeze.lin")) << 1 << 6 << 0 << 0 << 0 << 0 << "3NT S";
}

void TestLinCorpus::counts()
{
    QFETCH(QString, path);
    KIB_REQUIRE_CORPUS(path); // the project's own files run without the corpus
    QFETCH(int, boards);
    QFETCH(int, calls);
    QFETCH(int, cards);
    QFETCH(int, alerts);
    QFETCH(int, explanations);
    QFETCH(int, claims);
    QFETCH(QString, firstContract);
    const ReadResult r = readLin(fileBytes(path));
    QVERIFY2(errorCount(r.diagnostics) == 0, qPrintable(codesOf(r.diagnostics, true).join(u' ')));
    QCOMPARE(r.collection.size(), boards);
    int c = 0, k = 0, a = 0, e = 0, m = 0;
    for (int i = 0; i < r.collection.size(); ++i) {
        const CardRecord *rec = cardRecord(r, i);
        QVERIFY(rec);
        for (const Hand &h : rec->deal().hands) {
            QVERIFY(h.known);
            QCOMPARE(h.cards.size(), 13);
        }
        c += int(rec->auction().calls.size());
        k += rec->play().cardCount();
        for (const Call &call : rec->auction().calls)
            a += call.annotation->alert;
        e += int(rec->notes().size());
        m += rec->play().claim.has_value();
        // a board played out has its result; every trick its winner
        for (const Trick &t : rec->play().tricks)
            QVERIFY(t.cards.size() < 4 || t.winner != NoSeat);
    }
    QCOMPARE(c, calls);
    QCOMPARE(k, cards);
    QCOMPARE(a, alerts);
    QCOMPARE(e, explanations);
    QCOMPARE(m, claims);
    const CardRecord *first = cardRecord(r, 0);
    QCOMPARE(first->contract().toString() + u' ' + first->seats().letter(first->declarer()), firstContract);
}

void TestLinCorpus::writesBack_data()
{
    counts_data();
}

// What the writer makes reads back as the same model, with no warning, and
// writing that again gives the same bytes.
void TestLinCorpus::writesBack()
{
    QFETCH(QString, path);
    KIB_REQUIRE_CORPUS(path); // the project's own files run without the corpus
    const ReadResult r = readLin(fileBytes(path));
    const WriteResult w = linPlugin().write(r.collection);
    QVERIFY2(w.warnings.isEmpty(), qPrintable(codesOf(w.warnings).join(u' ')));
    const ReadResult back = readLin(w.data);
    QVERIFY2(back.diagnostics.isEmpty(), qPrintable(codesOf(back.diagnostics).join(u' ')));
    QCOMPARE(back.collection.size(), r.collection.size());
    for (int i = 0; i < r.collection.size(); ++i)
        QVERIFY2(*cardRecord(back, i) == *cardRecord(r, i), qPrintable(QStringLiteral("record %1").arg(i + 1)));
    QCOMPARE(linPlugin().write(back.collection).data, w.data);
    // one board a line
    int boardLines = 0;
    for (const QByteArray &line : w.data.split('\n'))
        boardLines += line.contains("md|");
    QCOMPARE(boardLines, r.collection.size());
}

void TestLinCorpus::canonicalLines_data()
{
    QTest::addColumn<QByteArray>("line");
    const QByteArray head = "pn|Sam,Wes,Nor,Eve|st||md|3ST9843HJT63DQCQT3,SJ2HAK95DJ98632CJ,SA6H842DK54CAK642,|rh||ah|Board 1|sv|o|";
    QTest::newRow("auction with an alert and its explanation")
        << head + "mb|1N|mb|2C!|an|Landy: both majors|mb|p|mb|2H|mb|p|mb|p|mb|p|pg||";
    QTest::newRow("play, pg after each trick, a claim mid-trick")
        << head + "mb|1N|mb|p|mb|3N|mb|p|mb|p|mb|p|pg||pc|SK|pc|S3|pc|S2|pc|SA|pg||pc|CA|mc|9|pg||";
    QTest::newRow("commentary at calls and cards")
        << head + "nt|Before the bidding|mb|1N|nt|15-17|mb|p|mb|3N|mb|p|mb|p|mb|p|pg||pc|SK|nt|top of a sequence|pc|S3|";
    QTest::newRow("qx first, room and board") << "qx|o5|" + head.mid(0, head.indexOf("ah|")) + "ah|Board 5|sv|e|mb|p|";
    QTest::newRow("a teaching deal: one hand, lesson stops")
        << QByteArray("pn|Sam,Wes,Nor,Eve|st||md|1ST9843HJT63DQCQT3,,,|rh||ah|Board 1|sv|o|mb|p|pg||mb|1H|pg||pg||");
    QTest::newRow("explanations with ? and an unknown key kept")
        << QByteArray("pn|Sam,Wes,Nor,Eve|st||md|3ST9843HJT63DQCQT3,SJ2HAK95DJ98632CJ,SA6H842DK54CAK642,|rh||ah|Board 1|sv|o|"
                      "zz|12|mb|1N|an|?|mb|p|hc|SA|mb|p|mb|p|pg||");
}

// A record read from a line in BBO's layout writes back as that very line.
void TestLinCorpus::canonicalLines()
{
    QFETCH(QByteArray, line);
    const ReadResult r = readLin(line);
    QVERIFY2(r.diagnostics.isEmpty(), qPrintable(codesOf(r.diagnostics).join(u' ')));
    QCOMPARE(lin::boardLine(*cardRecord(r, 0)), line);
    QCOMPARE(linPlugin().write(r.collection).data, line + '\n');
}

void TestLinCorpus::sampleWrittenAsRead()
{
    const QByteArray data = fileBytes(own("resources/samples/lin_club_session.lin"));
    QCOMPARE(linPlugin().write(readLin(data).collection).data, data);
}

void TestLinCorpus::vugraphHeader()
{
    const ReadResult r = readLin(fileBytes(own("tests/data/lin/vugraph_match.lin")));
    const QByteArray w = linPlugin().write(r.collection).data;
    QVERIFY(w.startsWith("vg|Club Teams,Round 1,I,1,2,Lions,0,Tigers,3|\nrs|2HE+1,3NN=,4SS-1,4SS=|\n"
                         "pn|Ann,Ben,Cid,Dot,Eve,Fay,Gus,Hal|\nbn|1,2|\npg||\nqx|o1|st||md|3"));
    const QList<QByteArray> lines = w.split('\n');
    QCOMPARE(lines.size(), 5 + 4 + 1);
    QVERIFY(lines[6].startsWith("qx|c1|st||"));
    // closed room: the header's last four names, South first
    const CardRecord *c1 = cardRecord(r, 1);
    QCOMPARE(c1->tag(QStringLiteral("South")), QStringLiteral("Eve"));
    QCOMPARE(c1->tag(QStringLiteral("East")), QStringLiteral("Hal"));
    QCOMPARE(c1->tag(QStringLiteral("HomeTeam")), QStringLiteral("Lions"));
    QCOMPARE(linComments(*c1), QStringList{QStringLiteral("Gus: the obvious lead@7")});
}

void TestLinCorpus::cannotHold()
{
    const ReadResult pbn = linPlugin("pbn").read(fileBytes(own("resources/samples/bridge_club_pairs.pbn")));
    QVERIFY(pbn.collection.size() >= 2);
    const QStringList lost = linPlugin().cannotHold(*pbn.collection.records().at(0));
    QVERIFY2(!lost.isEmpty() && lost.first().startsWith(QStringLiteral("the tags Event, Site, Date")), qPrintable(lost.join(u'|')));
    const QStringList quiz = linPlugin().cannotHold(*pbn.collection.records().at(1));
    QVERIFY2(quiz.contains(QStringLiteral("hidden hands")), qPrintable(quiz.join(u'|')));
    // what LIN read, LIN holds
    const ReadResult lin = readLin(fileBytes(own("resources/samples/lin_club_session.lin")));
    for (const RecordPtr &p : lin.collection.records())
        QCOMPARE(linPlugin().cannotHold(*p), QStringList());
}

void TestLinCorpus::linPbnLin_data()
{
    counts_data();
}

void TestLinCorpus::linPbnLin()
{
    QFETCH(QString, path);
    KIB_REQUIRE_CORPUS(path); // the project's own files run without the corpus
    throughAndBack(path, "lin", "pbn");
}

void TestLinCorpus::pbnLinPbn_data()
{
    QTest::addColumn<QString>("path");
    QTest::newRow("own: bridge_club_pairs sample") << own("resources/samples/bridge_club_pairs.pbn");
    QTest::newRow("own: lin_made.pbn") << own("tests/data/lin/lin_made.pbn");
    if (!corpusHas(QStringLiteral("pbn")))
        return;
    for (const char *f : {"pbn/tournament/endplay_example1.pbn", "pbn/tournament/endplay_sample.pbn",
                          "pbn/tournament/bbo_helper_daylong.pbn", "pbn/tournament/realbridge_example2.pbn",
                          "pbn/tournament/bridgecomposer_latin1.pbn", "pbn/tournament/schiphol.pbn",
                          "pbn/generated/dealer_200.pbn"})
        QTest::newRow(f) << corpusPath(QString::fromLatin1(f));
}

void TestLinCorpus::pbnLinPbn()
{
    QFETCH(QString, path);
    KIB_REQUIRE_CORPUS(path); // the project's own files run without the corpus
    throughAndBack(path, "pbn", "lin");
}

void TestLinCorpus::rbnTrips_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("start");
    QTest::newRow("LIN -> RBN -> LIN: club session") << own("resources/samples/lin_club_session.lin") << "lin";
    QTest::newRow("LIN -> RBN -> LIN: vugraph") << own("tests/data/lin/vugraph_match.lin") << "lin";
    QTest::newRow("RBN -> LIN -> RBN: rbn_match sample") << own("resources/samples/rbn_match.rbn") << "rbn";
}

void TestLinCorpus::rbnTrips()
{
    QFETCH(QString, path);
    QFETCH(QString, start);
    if (start == u"lin")
        throughAndBack(path, "lin", "rbn");
    else
        throughAndBack(path, "rbn", "lin");
}

QTEST_GUILESS_MAIN(TestLinCorpus)
#include "tst_lincorpus.moc"
