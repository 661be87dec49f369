// Double-dummy analysis (analysis/): tables, par and card values checked
// against DDS's own reference hands (hands/list10.txt, sol10.txt in the
// corpus), against the tables other programs wrote into PBN files, and on
// an end position whose values are worked out by hand below.
#include "analysis/analysisservice.h"
#include "analysis/ddposition.h"
#include "analysis/ddslibrary.h"
#include "analysis/ddsolver.h"
#include "analysis/recordedanalysis.h"
#include "model/playedit.h"
#include "parsers/fileio.h"
#include "support/corpus.h"
#include "support/testrecords.h"

#include <QFile>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

using namespace kib;
using namespace kib::dd;

namespace {

// One hand of DDS's list files (format: DDS's hands/README):
//   PBN dealer vul trump first "deal"   (DDS codes: seats 0 N .. 3 W;
//                                         vul 0 none 1 both 2 NS 3 EW;
//                                         trump 0 S .. 3 C, 4 NT)
//   TABLE 20 numbers: resTable[strain S H D C NT][declarer N E S W]
//   PAR2 "score" "contract"...         DealerPar's answer (NS view)
//   PLAY n "cards"  TRACE n+1 numbers:  tricks of the declarer's side
//                                       (the leader's right-hand opponent)
//                                       before the play and after each card
struct ListHand
{
    int dealer = 0, vul = 0, trump = 0, first = 0;
    QList<Cards> hands;
    QList<int> table;
    int parScore = 0;
    QStringList parContracts;
    Cards play;
    QList<int> trace;
};

QList<Cards> handsFromPbn(const QString &deal)
{
    // "E:hand hand hand hand", clockwise from the seat named
    QList<Cards> hands(4);
    const Seat first = bridgeSeatFromLetter(deal.at(0).unicode());
    const QStringList parts = deal.mid(2).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (int i = 0; i < parts.size() && i < 4; ++i)
        hands[(first + i) % 4] = test::dotted(parts.at(i));
    return hands;
}

QList<ListHand> readList(const QString &path)
{
    QList<ListHand> out;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return out;
    static const QRegularExpression quoted(QStringLiteral("\"([^\"]*)\""));
    for (const QByteArray &raw : f.readAll().split('\n')) {
        const QString line = QString::fromLatin1(raw).trimmed();
        const QStringList w = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (w.isEmpty())
            continue;
        QStringList q;
        for (auto it = quoted.globalMatch(line); it.hasNext();)
            q.append(it.next().captured(1));
        if (w.first() == u"PBN") {
            ListHand h;
            h.dealer = w.at(1).toInt();
            h.vul = w.at(2).toInt();
            h.trump = w.at(3).toInt();
            h.first = w.at(4).toInt();
            h.hands = handsFromPbn(q.value(0));
            out.append(h);
        } else if (out.isEmpty()) {
            continue;
        } else if (w.first() == u"TABLE") {
            for (int i = 1; i < w.size(); ++i)
                out.last().table.append(w.at(i).toInt());
        } else if (w.first() == u"PAR2") {
            out.last().parScore = q.value(0).toInt();
            out.last().parContracts = q.mid(1);
        } else if (w.first() == u"PLAY") {
            const QString cards = q.value(0);
            for (int i = 0; i + 1 < cards.size(); i += 2) {
                Card c;
                Card::fromString(cards.mid(i, 2), &c);
                out.last().play.append(c);
            }
        } else if (w.first() == u"TRACE") {
            for (int i = 2; i < w.size(); ++i)
                out.last().trace.append(w.at(i).toInt());
        }
    }
    return out;
}

Vulnerability vulOf(int dds)
{
    switch (dds) {
    case 1: return Vulnerability::All;
    case 2: return Vulnerability::NS;
    case 3: return Vulnerability::EW;
    default: return Vulnerability::None;
    }
}

Strain strainOfDds(int trump)
{
    static const Strain s[5] = {Strain::Spades, Strain::Hearts, Strain::Diamonds, Strain::Clubs, Strain::NoTrump};
    return s[qBound(0, trump, 4)];
}

CardRecord recordOf(const QList<Cards> &hands, Seat dealer = North, Vulnerability vul = Vulnerability::None)
{
    CardRecord r(Game::Bridge, 4);
    for (Seat s = 0; s < 4; ++s) {
        r.deal().hands[s].known = true;
        r.deal().hands[s].cards = hands.at(s);
    }
    r.setDealer(dealer);
    r.setVulnerability(vul);
    return r;
}

void setContract(CardRecord &r, Strain strain, Seat declarer, Seat leader)
{
    Contract c;
    c.kind = Contract::Kind::Bid;
    c.level = 1;
    c.strain = strain;
    r.setContract(c);
    r.setDeclarer(declarer);
    r.play().leader = leader;
}

QString tableText(const QList<int> &resTable)
{
    // DDS order (strain S H D C NT, declarer N E S W) to a DdTable's text
    DdTable t;
    static const Strain strains[5] = {Strain::Spades, Strain::Hearts, Strain::Diamonds, Strain::Clubs,
                                      Strain::NoTrump};
    for (int i = 0; i < resTable.size() && i < 20; ++i)
        t.setTricks(i % 4, strains[i / 4], resTable.at(i));
    return t.toText();
}

const char *const recordedFiles[] = {
    "pbn/tournament/bridgenz_wed_individual.pbn", "pbn/tournament/bbo_helper_daylong.pbn",
    "pbn/tournament/bridgecomposer_latin1.pbn",   "pbn/tournament/realbridge_example2.pbn",
    "pbn/tournament/endplay_sample.pbn",          "pbn/verifier/correct_21.pbn",
};

// Whether this process has libdds mapped.
bool ddsMapped()
{
    QFile maps(QStringLiteral("/proc/self/maps"));
    return maps.open(QIODevice::ReadOnly) && maps.readAll().contains("libdds");
}

} // namespace

class TestDdAnalysis : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void tableText();
    void referenceTables_data();
    void referenceTables();
    void referenceSolutions_data();
    void referenceSolutions();
    void referenceTrace_data();
    void referenceTrace();
    void recordedTables_data();
    void recordedTables();
    void endPositionByHand();
    void reasons_data();
    void reasons();
    void serviceCachesAndCancels();
    void loadedWhenUsed();
};

void TestDdAnalysis::initTestCase()
{
    // libdds is loaded when a deal is first solved, not with the program:
    // linked, its constructor costs every start 0.15 s of CPU (ddslibrary.h)
    if (!QFile::exists(QStringLiteral("/proc/self/maps")))
        return;
    QVERIFY(!DdsLibrary::loaded());
    QVERIFY2(!ddsMapped(), "libdds is mapped before anything was solved: is it linked again?");
}

void TestDdAnalysis::tableText()
{
    // PBN DoubleDummyTricks: declarers N S E W, each NT S H D C, hex digits
    const auto t = DdTable::fromDoubleDummyTricks(u"77667775576677566775");
    QVERIFY(t);
    QCOMPARE(t->tricks(North, Strain::NoTrump), 7);
    QCOMPARE(t->tricks(North, Strain::Diamonds), 6);
    QCOMPARE(t->tricks(South, Strain::Hearts), 5);
    QCOMPARE(t->tricks(East, Strain::NoTrump), 6);
    QCOMPARE(t->tricks(West, Strain::Clubs), 5);
    QCOMPARE(t->toDoubleDummyTricks(), QStringLiteral("77667775576677566775"));
    QCOMPARE(DdTable::fromDoubleDummyTricks(u"88c7cb8c7c0506005060")->tricks(South, Strain::NoTrump), 11);
    QCOMPARE(DdTable::fromDoubleDummyTricks(u"88c7cb8c7c0506005060")->tricks(North, Strain::Hearts), 12);
    QVERIFY(!DdTable::fromDoubleDummyTricks(u"7766777557667756677"));
    QVERIFY(!DdTable::fromDoubleDummyTricks(u"7766777557667756677z"));
    QVERIFY(parseOptimumScore(u"NS +90") == 90);
    QVERIFY(parseOptimumScore(u"EW 430") == -430);
    QVERIFY(parseOptimumScore(u"NS -100 EW 100") == -100);
    QVERIFY(!parseOptimumScore(u"par"));
}

void TestDdAnalysis::referenceTables_data()
{
    KIB_REQUIRE_CORPUS("dds/list10.txt");
    QTest::addColumn<int>("index");
    const QList<ListHand> hands = readList(test::corpusPath(QStringLiteral("dds/list10.txt")));
    QCOMPARE(hands.size(), 10);
    for (int i = 0; i < hands.size(); ++i)
        QTest::addRow("list10 hand %d", i + 1) << i;
}

void TestDdAnalysis::referenceTables()
{
    static QList<ListHand> hands;
    static QList<DdTable> solved;
    if (hands.isEmpty()) {
        // all ten in one CalcAllTablesPBN block
        hands = readList(test::corpusPath(QStringLiteral("dds/list10.txt")));
        QList<QByteArray> deals;
        for (const ListHand &h : hands) {
            QString why;
            deals.append(dealPbn(recordOf(h.hands), &why));
            QVERIFY2(!deals.last().isEmpty(), qPrintable(why));
        }
        QString error;
        QVERIFY2(solveTables(deals, &solved, &error), qPrintable(error));
        QCOMPARE(solved.size(), hands.size());
    }
    QFETCH(int, index);
    const ListHand &h = hands.at(index);
    QCOMPARE(h.table.size(), 20);
    // the list's numbers, read into a table the same way, as text
    QCOMPARE(solved.at(index).toText(), ::tableText(h.table));
    const ParResult p = par(solved.at(index), h.dealer, vulOf(h.vul));
    QVERIFY(p.valid);
    QCOMPARE(p.score, h.parScore);
    QCOMPARE(p.contracts, h.parContracts);
}

void TestDdAnalysis::referenceSolutions_data()
{
    KIB_REQUIRE_CORPUS("dds/sol10.txt");
    QTest::addColumn<QString>("line");
    QFile f(test::corpusPath(QStringLiteral("dds/sol10.txt")));
    QVERIFY(f.open(QIODevice::ReadOnly));
    int n = 0;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.contains(':'))
            QTest::addRow("sol10 line %d", ++n) << QString::fromLatin1(line).trimmed();
    QCOMPARE(n, 10);
}

void TestDdAnalysis::referenceSolutions()
{
    // GIB's library format, as DDS's test program reads it ("GIB mode"):
    // the hands West North East South, a colon, then 20 hex digits: for the
    // strains NT S H D C, and in each for the leaders South, East, North,
    // West, the tricks North-South take when that seat leads (the declarer
    // is the leader's right-hand opponent). (The leaders' order is the one
    // that fits all ten lines; it matches no other order of the four.)
    QFETCH(QString, line);
    const QString handsText = line.section(QLatin1Char(':'), 0, 0);
    const QString digits = line.section(QLatin1Char(':'), 1, 1);
    QCOMPARE(digits.size(), 20);
    const QStringList parts = handsText.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QCOMPARE(parts.size(), 4);
    QList<Cards> hands(4);
    static const Seat handOrder[4] = {West, North, East, South};
    for (int i = 0; i < 4; ++i)
        hands[handOrder[i]] = test::dotted(parts.at(i));
    QString why;
    const QByteArray deal = dealPbn(recordOf(hands), &why);
    QVERIFY2(!deal.isEmpty(), qPrintable(why));
    QList<DdTable> solved;
    QString error;
    QVERIFY2(solveTables({deal}, &solved, &error), qPrintable(error));
    static const Seat leaders[4] = {South, East, North, West};
    for (int k = 0; k < StrainCount; ++k)
        for (int i = 0; i < 4; ++i) {
            const int expected = QString(digits.at(k * 4 + i)).toInt(nullptr, 16);
            const Seat declarer = (leaders[i] + 3) % 4;
            const int declTricks = solved.at(0).tricks(declarer, strainAt(k));
            const int northSouth = declarer % 2 == 0 ? declTricks : 13 - declTricks;
            QVERIFY2(northSouth == expected, qPrintable(QStringLiteral("%1 leads in %2: file %3, DDS %4")
                                                            .arg(QChar(QLatin1Char("NESW"[leaders[i]])))
                                                            .arg(strainLabel(k))
                                                            .arg(expected)
                                                            .arg(northSouth)));
        }
}

void TestDdAnalysis::referenceTrace_data()
{
    // the first four hands' play traces (each position solved with all
    // solutions: the ten take minutes on a busy machine)
    KIB_REQUIRE_CORPUS("dds/list10.txt");
    QTest::addColumn<int>("index");
    for (int i = 0; i < 4; ++i)
        QTest::addRow("list10 hand %d", i + 1) << i;
}

void TestDdAnalysis::referenceTrace()
{
    QFETCH(int, index);
    const ListHand h = readList(test::corpusPath(QStringLiteral("dds/list10.txt"))).at(index);
    QVERIFY(!h.play.isEmpty());
    // a trace stops before the last trick (a whole play: 49 numbers)
    QCOMPARE(h.trace.size(), qMin(h.play.size(), qsizetype(48)) + 1);
    // the list's play on a record: the leader 'first', declarer on his right
    CardRecord r = recordOf(h.hands, h.dealer, vulOf(h.vul));
    setContract(r, strainOfDds(h.trump), (h.first + 3) % 4, h.first);
    for (int i = 0; i < h.play.size(); ++i) {
        QString why;
        QVERIFY2(entry::enterCard(r, i, h.play.at(i), false, &why), qPrintable(why));
    }
    // before the play and after each card, the position's value (the best
    // card's) is the list's trace, and the card played is among the values
    for (int k = 0; k < h.trace.size(); ++k) {
        Position pos;
        QString why;
        QVERIFY2(positionAt(r, r.playStartStep() + k, &pos, &why), qPrintable(why));
        const StepValues v = cardValues(pos);
        QVERIFY2(v.valid, qPrintable(v.reason));
        QVERIFY2(v.best == h.trace.at(k), qPrintable(QStringLiteral("after %1 cards: %2, trace %3").arg(k).arg(v.best).arg(h.trace.at(k))));
        if (k + 1 < h.trace.size()) {
            const CardValue *played = v.find(h.play.at(k));
            QVERIFY(played);
            QCOMPARE(played->tricks, h.trace.at(k + 1));
        }
    }
}

void TestDdAnalysis::recordedTables_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("record");
    for (const char *f : recordedFiles) {
        const QString rel = QString::fromLatin1(f);
        KIB_REQUIRE_CORPUS(rel);
        const LoadedFile file = readFile(test::corpusPath(rel));
        QVERIFY2(file.ok(), qPrintable(file.error));
        int n = 0;
        for (int i = 0; i < file.result.collection.size(); ++i) {
            const RecordPtr rec = file.result.collection.record(i);
            const auto *card = dynamic_cast<const CardRecord *>(rec.get());
            if (!card || !RecordedAnalysis::of(*card).hasTable() || dealPbn(*card, nullptr).isEmpty())
                continue;
            QTest::addRow("%s #%d", f, i + 1) << rel << i;
            ++n;
        }
        QVERIFY2(n > 0, f);
    }
}

void TestDdAnalysis::recordedTables()
{
    QFETCH(QString, file);
    QFETCH(int, record);
    static QString lastPath;
    static LoadedFile loaded;
    if (lastPath != file) {
        loaded = readFile(test::corpusPath(file));
        lastPath = file;
    }
    const auto *r = dynamic_cast<const CardRecord *>(loaded.result.collection.record(record).get());
    QVERIFY(r);
    const RecordedAnalysis recorded = RecordedAnalysis::of(*r);
    QList<DdTable> solved;
    QString error;
    QVERIFY2(solveTables({dealPbn(*r, nullptr)}, &solved, &error), qPrintable(error));
    if (file.contains(u"bridgenz")) {
        // BridgeNZ writes no number under 4: where DDS finds 0 to 3 tricks
        // its OptimumResultTable says 4 (e.g. board 1: North in hearts, 3
        // by DDS, "N H 4" in the file). Every other number is DDS's: the
        // file's table is max(DDS, 4), and it is reported, not hidden.
        DdTable floored = solved.at(0);
        for (Seat s = 0; s < 4; ++s)
            for (int c = 0; c < StrainCount; ++c)
                if (floored.tricks(s, strainAt(c)) < 4)
                    floored.setTricks(s, strainAt(c), 4);
        QCOMPARE(recorded.table.differences(floored).join(u"; "), QString());
        return;
    }
    // every number the file gives equals DDS's
    QCOMPARE(recorded.table.differences(solved.at(0)).join(u"; "), QString());
    // a file with both tables: they say the same
    const DdTable ort = RecordedAnalysis::fromOptimumResultTable(*r);
    if (!ort.isEmpty())
        QCOMPARE(ort.differences(solved.at(0)).join(u"; "), QString());
    // and its optimum score is DDS's par with the board's vulnerability
    if (recorded.optimumScore && r->vulnerability() != Vulnerability::Unknown) {
        const ParResult p = par(solved.at(0), r->dealer(), r->vulnerability());
        QCOMPARE(p.score, *recorded.optimumScore);
    }
}

void TestDdAnalysis::endPositionByHand()
{
    // Two cards each, no trump, South declarer and on lead:
    //   North  ♥A ♥Q
    //   West   ♠3 ♠2         East  ♥J ♣A
    //   South  ♥K ♣2
    // South leads ♥K: West has no heart; North overtakes with the ace and
    // cashes the ♥Q (East's ♥J fell under the king, and East must discard
    // the ♣A or follow... East has only the ♣A left): 2 tricks. If North
    // plays the ♥Q under the king, South wins and must lead the ♣2 to
    // East's ace: 1 trick. South leading the ♣2 first: East wins the ace
    // and leads the ♥J; South's king and North's ace fall together: 1 trick.
    // So at the start: ♥K 2, ♣2 1 (costs a trick); after ♥K and a spade
    // from West (both spades alike: 2): ♥A 2, ♥Q 1 (costs a trick).
    // The table: South declaring no trump, West leads a spade and wins
    // both tricks: 0. North declaring, East leads: the ♣A first, then the
    // ♥J to South's king and North's ace: 1 (a heart first gives North 2).
    QList<Cards> hands = {test::dotted(QStringLiteral(".AQ..")), test::dotted(QStringLiteral(".J..A")),
                          test::dotted(QStringLiteral(".K..2")), test::dotted(QStringLiteral("32..."))};
    CardRecord r = recordOf(hands);
    setContract(r, Strain::NoTrump, South, South);

    Position pos;
    QString why;
    QVERIFY2(positionAt(r, r.playStartStep(), &pos, &why), qPrintable(why));
    QCOMPARE(pos.toPlay, South);
    QCOMPARE(pos.tricksLeft, 2);
    StepValues v = cardValues(pos);
    QVERIFY2(v.valid, qPrintable(v.reason));
    QCOMPARE(v.best, 2);
    QCOMPARE(v.cards.size(), 2);
    QCOMPARE(v.find(test::card("HK"))->tricks, 2);
    QVERIFY(!v.find(test::card("HK"))->costs);
    QCOMPARE(v.find(test::card("C2"))->tricks, 1);
    QVERIFY(v.find(test::card("C2"))->costs);

    QVERIFY(entry::enterCard(r, 0, test::card("HK"), false));
    QVERIFY(positionAt(r, r.stepOfCard(0), &pos, &why));
    QCOMPARE(pos.toPlay, West);
    v = cardValues(pos);
    QCOMPARE(v.cards.size(), 2);
    QCOMPARE(v.find(test::card("S3"))->tricks, 2);
    QCOMPARE(v.find(test::card("S2"))->tricks, 2);
    QVERIFY(!v.find(test::card("S2"))->costs);

    QVERIFY(entry::enterCard(r, 1, test::card("S2"), false));
    QVERIFY(positionAt(r, r.stepOfCard(1), &pos, &why));
    QCOMPARE(pos.toPlay, North);
    v = cardValues(pos);
    QCOMPARE(v.find(test::card("HA"))->tricks, 2);
    QCOMPARE(v.find(test::card("HQ"))->tricks, 1);
    QVERIFY(v.find(test::card("HQ"))->costs);

    // after the wrong card the position is worth one trick: after ♥Q, East
    // follows with the ♥J and South's king wins, the ♣2 then loses
    QVERIFY(entry::enterCard(r, 2, test::card("HQ"), false));
    QVERIFY(positionAt(r, r.stepOfCard(2), &pos, &why));
    QCOMPARE(cardValues(pos).best, 1);

    // the end position's table
    QList<DdTable> tables;
    QVERIFY(solveTables({dealPbn(r, nullptr)}, &tables, &why));
    QCOMPARE(tables.at(0).tricks(South, Strain::NoTrump), 0);
    QCOMPARE(tables.at(0).tricks(North, Strain::NoTrump), 1);
}

void TestDdAnalysis::reasons_data()
{
    QTest::addColumn<QString>("north");
    QTest::addColumn<bool>("known");
    QTest::addColumn<QString>("reason");
    QTest::newRow("hand not given") << QString() << false << QStringLiteral("North's hand is not given");
    QTest::newRow("x cards") << QStringLiteral("AKQx.AKQ.AKQ.AKQ") << true
                             << QStringLiteral("North's hand holds cards that are not known (Sx)");
    QTest::newRow("short hand") << QStringLiteral("AKQ.AKQ.AKQ.AKQ") << true
                                << QStringLiteral("the hands hold different numbers of cards (N 12, E 13, S 13, W 13)");
    QTest::newRow("card twice") << QStringLiteral("AKQT.AKQ.AKQ.AKQ") << true
                                << QStringLiteral("ST appears twice");
}

void TestDdAnalysis::reasons()
{
    QFETCH(QString, north);
    QFETCH(bool, known);
    QFETCH(QString, reason);
    QList<Cards> hands = {test::dotted(QStringLiteral("AKQJ.AKQ.AKQ.AKQ")), test::dotted(QStringLiteral("T98.JT98.JT9.JT9")),
                          test::dotted(QStringLiteral("765.765.8765.876")), test::dotted(QStringLiteral("432.432.432.5432"))};
    CardRecord r = recordOf(hands);
    r.deal().hands[North].known = known;
    r.deal().hands[North].cards = test::dotted(north);
    if (north.contains(QLatin1Char('x')))
        r.deal().hands[North].cards[3] = Card(Suit::Spades, RankLow);
    QString why;
    QVERIFY(dealPbn(r, &why).isEmpty());
    QVERIFY2(why.startsWith(reason), qPrintable(why));
}

void TestDdAnalysis::serviceCachesAndCancels()
{
    // the grand slam of testrecords.h: N makes 13 tricks in NT
    const QList<Cards> hands = {test::dotted(QStringLiteral("AKQJ.AKQ.AKQ.AKQ")), test::dotted(QStringLiteral("T98.JT98.JT9.JT9")),
                                test::dotted(QStringLiteral("765.765.8765.876")), test::dotted(QStringLiteral("432.432.432.5432"))};
    const QByteArray deal = dealPbn(recordOf(hands), nullptr);
    AnalysisService service;
    QSignalSpy ready(&service, &AnalysisService::tableReady);
    QSignalSpy busy(&service, &AnalysisService::busyChanged);
    QVERIFY(!service.cachedTable(deal, North, Vulnerability::None));
    service.requestTable(deal, North, Vulnerability::None);
    service.requestTable(deal, North, Vulnerability::None); // under way: not asked twice
    QVERIFY(service.isBusy());
    QVERIFY(service.waitForIdle());
    QCOMPARE(ready.size(), 1);
    QCOMPARE(busy.size(), 2);
    auto t = service.cachedTable(deal, North, Vulnerability::None);
    QVERIFY(t && t->ok);
    QCOMPARE(t->table.tricks(North, Strain::NoTrump), 13);
    QCOMPARE(t->table.tricks(East, Strain::NoTrump), 0);
    QCOMPARE(t->par.score, 1520); // 7NT by N (or S) non-vulnerable: 1520
    QCOMPARE(service.solveCount(), 1);
    // asked again (another vulnerability): the table is not solved again
    service.requestTable(deal, North, Vulnerability::All);
    QVERIFY(service.waitForIdle());
    QCOMPARE(service.solveCount(), 1);
    QCOMPARE(service.cachedTable(deal, North, Vulnerability::All)->par.score, 2220);
    // cancelled before it runs: nothing is solved, and it says it is done
    const QList<Cards> other = {hands.at(1), hands.at(2), hands.at(3), hands.at(0)};
    const QByteArray deal2 = dealPbn(recordOf(other), nullptr);
    // (a deal of mixed holdings: DDS needs a good part of a second for it,
    // where the deals above take milliseconds and the worker could finish
    // one before cancel() on a busy machine)
    const QList<Cards> third = {test::dotted(QStringLiteral("AK73.QJ4.T82.K95")),
                                test::dotted(QStringLiteral("QJ5.T9752.A7.J84")),
                                test::dotted(QStringLiteral("T98.AK8.KQ965.A2")),
                                test::dotted(QStringLiteral("642.63.J43.QT763"))};
    const QByteArray deal3 = dealPbn(recordOf(third), nullptr);
    service.requestTable(deal3, North, Vulnerability::None); // keeps the worker busy
    service.requestTable(deal2, North, Vulnerability::None);
    service.cancel();
    QVERIFY(service.waitForIdle());
    QVERIFY(!service.isBusy());
    QVERIFY(!service.cachedTable(deal2, North, Vulnerability::None));
}

void TestDdAnalysis::loadedWhenUsed()
{
    // (the cases above solved deals through it)
    QVERIFY(DdsLibrary::get());
    QVERIFY(DdsLibrary::loadError().isEmpty());
    QVERIFY(DdsLibrary::loaded());
    QVERIFY(solverInfo().startsWith(QStringLiteral("DDS 2.")));
    if (QFile::exists(QStringLiteral("/proc/self/maps")))
        QVERIFY(ddsMapped());
}

QTEST_GUILESS_MAIN(TestDdAnalysis)
#include "tst_ddanalysis.moc"
