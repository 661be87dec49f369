// The preferans score sheet ("paper") computed from the deals' summaries:
// bula, soups left and right, refe, and the settlement, over the samples
// (worked out by hand) and small built records.
#include "support/ppntext.h"

#include "model/scoresheet.h"

using namespace kib;
using namespace ppntest;

namespace {

QList<RecordPtr> records(const QString &file)
{
    return PpnPlugin().read(readFile(sample(file))).collection.records();
}

QString totals(const ScoreSheet &s)
{
    QStringList out;
    for (Seat p = 0; p < 3; ++p)
        out.append(QStringLiteral("%1/%2/%3/%4")
                       .arg(s.players.at(p).leftTotal())
                       .arg(s.players.at(p).bulaTotal())
                       .arg(s.players.at(p).rightTotal())
                       .arg(s.openRefe(p)));
    return out.join(u' ');
}

std::shared_ptr<CardRecord> deal(bool passedOut, Seat main = NoSeat, int middle = 0, bool refa = false)
{
    auto r = std::make_shared<CardRecord>(Game::Preferans, 3);
    if (passedOut) {
        r->setContract(Contract{Contract::Kind::PassedOut});
        return r;
    }
    Contract c;
    c.kind = Contract::Kind::Bid;
    c.level = 2;
    r->setContract(c);
    r->setDeclarer(main);
    r->preferans().refa = refa;
    r->preferans().summary.resize(3);
    r->preferans().summary[main].role = PreferansScore::Role::Main;
    r->preferans().summary[main].middle = middle;
    return r;
}

} // namespace

class TestScoreSheet : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void samples_data();
    void samples();
    void history();
    void refeLimit();
    void refaProblems();
    void games();
};

void TestScoreSheet::samples_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("upTo");
    QTest::addColumn<QString>("paper");     // per player: left/bula/right/open refe
    QTest::addColumn<QString>("results");   // the settlement, players 1 2 3
    const QString a = QStringLiteral("preferans_refa_game_betl.ppn");
    QTest::newRow("A after the pass") << a << 0 << "0/40/0/1 0/40/0/1 0/40/0/1" << "0 0 0";
    QTest::newRow("A after hearts") << a << 1 << "0/40/32/1 0/24/0/0 32/40/0/1" << "-21 43 -21";
    QTest::newRow("A at the end") << a << 3 << "0/8/32/0 64/12/0/0 32/40/64/1" << "24 80 -104";
    const QString b = QStringLiteral("preferans_kontra_sans.ppn");
    QTest::newRow("B after deal 1") << b << 0 << "0/30/24/0 0/24/0/0 0/30/0/0" << "4 16 -20";
    QTest::newRow("B at the end") << b << 3 << "64/30/80/1 0/-4/64/0 56/-2/0/0" << "-76 48 28";
    const QString c = QStringLiteral("preferans_failed_betl_invitation.ppn");
    QTest::newRow("C after the failed betl") << c << 1 << "0/50/40/0 0/30/0/0 40/62/0/0" << "13 93 -107";
    QTest::newRow("C at the end") << c << 3 << "32/50/40/1 0/30/32/1 40/46/0/0" << "-8 72 -64";
}

void TestScoreSheet::samples()
{
    QFETCH(QString, file);
    QFETCH(int, upTo);
    QFETCH(QString, paper);
    QFETCH(QString, results);
    const QList<RecordPtr> recs = records(file);
    const ScoreSheet s = scoreSheetAt(recs, upTo);
    QCOMPARE(s.firstRecord, 0);
    QCOMPARE(s.lastRecord, upTo);
    QCOMPARE(s.deals, upTo + 1);
    QCOMPARE(totals(s), paper);
    QStringList r;
    for (Seat p = 0; p < 3; ++p)
        r.append(QString::number(qRound(s.result(p))));
    QCOMPARE(r.join(u' '), results);
    QCOMPARE(s.problems, QStringList{});
    double sum = 0;
    for (Seat p = 0; p < 3; ++p)
        sum += s.result(p);
    QVERIFY(qAbs(sum) < 1e-9);
    // at the end the settlement is the file's Result tags
    if (upTo == 3)
        for (Seat p = 0; p < 3; ++p)
            QCOMPARE(QString::number(s.result(p)), recs.first()->tag(QStringLiteral("Result%1").arg(p + 1)));
}

void TestScoreSheet::history()
{
    const ScoreSheet s = scoreSheetAt(records(QStringLiteral("preferans_refa_game_betl.ppn")), 3);
    QCOMPARE(s.startBula, 40);
    QCOMPARE(s.refeLimit, 2);
    // player 2's middle column: 40, then 24 after deal 2, 12 after deal 4
    QCOMPARE(s.players.at(1).bula, (QList<PaperEntry>{{-1, 40, 40}, {1, -16, 24}, {3, -12, 12}}));
    // player 3 wrote soups on the left (player 2) and on the right (player 1)
    QCOMPARE(s.players.at(2).left, (QList<PaperEntry>{{1, 32, 32}}));
    QCOMPARE(s.players.at(2).right, (QList<PaperEntry>{{2, 64, 64}}));
    QCOMPARE(s.soupsWritten(2), 96);
    QCOMPARE(s.soupsAgainst(0), 128);
    // the refa of deal 1: player 2 crossed it in deal 2, player 1 in deal 3
    QCOMPARE(s.refe.size(), 1);
    QCOMPARE(s.refe.first().record, 0);
    QCOMPARE(s.refe.first().parts,
             (QList<Refa::Part>{Refa::Part::Passed, Refa::Part::Passed, Refa::Part::Open}));
    QCOMPARE(s.refe.first().usedIn, (QList<int>{2, 1, -1}));
}

void TestScoreSheet::refeLimit()
{
    QList<RecordPtr> recs;
    auto first = deal(true);
    first->setTag(QStringLiteral("Bula"), QStringLiteral("10"));
    first->setTag(QStringLiteral("Refe"), QStringLiteral("1"));
    recs << first << deal(true) << deal(false, 0, 4, true) << deal(false, 1, -8, true);
    const ScoreSheet s = scoreSheetAt(recs, 3);
    QCOMPARE(s.refe.size(), 1); // only one may be written
    QCOMPARE(s.refe.first().parts, (QList<Refa::Part>{Refa::Part::Failed, Refa::Part::Passed, Refa::Part::Open}));
    QCOMPARE(totals(s), QStringLiteral("0/14/0/0 0/2/0/0 0/10/0/1"));
    // without a Refe tag there is no limit
    first->removeTag(QStringLiteral("Refe"));
    QCOMPARE(scoreSheetAt(recs, 1).refe.size(), 2);
}

void TestScoreSheet::refaProblems()
{
    QList<RecordPtr> recs{deal(false, 0, -4, true)};
    const ScoreSheet s = scoreSheetAt(recs, 0);
    QCOMPARE(s.problems.size(), 1);
    QVERIFY(s.problems.first().contains(QStringLiteral("no refa open")));
    // out of range and empty inputs give an empty paper, never a crash
    QCOMPARE(scoreSheetAt({}, 3).deals, 0);
    QCOMPARE(scoreSheetAt(recs, 9).lastRecord, 0);
    QCOMPARE(scoreSheetAt(recs, -1).deals, 0);
    QList<RecordPtr> withNull{nullptr, deal(true)};
    QCOMPARE(scoreSheetAt(withNull, 1).deals, 1);
}

void TestScoreSheet::games()
{
    // two games in one file: the paper starts again with the second
    const QByteArray text = readFile(sample(QStringLiteral("preferans_kontra_sans.ppn"))) + "\n"
                            + readFile(sample(QStringLiteral("preferans_refa_game_betl.ppn")));
    const QList<RecordPtr> recs = PpnPlugin().read(text).collection.records();
    QCOMPARE(scoreSheetGameStart(recs, 3), 0);
    QCOMPARE(scoreSheetGameStart(recs, 4), 4);
    QCOMPARE(scoreSheetGameStart(recs, 7), 4);
    const ScoreSheet s = scoreSheetAt(recs, 7);
    QCOMPARE(s.firstRecord, 4);
    QCOMPARE(totals(s), QStringLiteral("0/8/32/0 64/12/0/0 32/40/64/1"));
    QCOMPARE(s.refe.first().record, 4);
}

QTEST_GUILESS_MAIN(TestScoreSheet)
#include "tst_scoresheet.moc"
