// The published PPN example (../shared/corpus/ppn): it is illustrative and
// inconsistent, and opens with its inconsistencies reported, not hidden;
// its JSON form, and the earlier 2019 layout of the same deals.
#include "support/corpus.h"

#include "support/ppntext.h"

#include "parsers/ppn/ppn2019.h"
#include "parsers/ppn/ppncards.h"
#include "parsers/registry.h"

using namespace kib;
using namespace ppntest;

namespace {

QStringList ofRecord(const Diagnostics &ds, int record)
{
    Diagnostics out;
    for (const Diagnostic &d : ds)
        if (d.record == record)
            out.append(d);
    return described(out);
}

const Diagnostic *find(const Diagnostics &ds, int line, int column, const QString &code)
{
    for (const Diagnostic &d : ds)
        if (d.line == line && d.column == column && d.code == code)
            return &d;
    return nullptr;
}

} // namespace

class TestPpnCorpus : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void detection_data();
    void detection();
    void example_data();
    void example();
    void exampleRecords();
    void exampleJson();
    void proseCardString();
    void layout2019();
    void layout2019MatchesToday();
};

void TestPpnCorpus::detection_data()
{
    KIB_REQUIRE_CORPUS(QStringLiteral("ppn"));
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("plugin");
    QTest::newRow("bracketed") << "prefko_readme_example.ppn" << "ppn";
    QTest::newRow("JSON") << "prefko_readme_example.json" << "ppn-json";
    QTest::newRow("2019 layout") << "prefko_readme_example_2019-01.ppn" << "ppn-2019";
}

void TestPpnCorpus::detection()
{
    QFETCH(QString, file);
    QFETCH(QString, plugin);
    const QByteArray data = readFile(corpus(file));
    const NotationPlugin *p = Registry::builtin().detect(data, file);
    QVERIFY(p);
    QCOMPARE(p->id(), plugin);
    // the extension does not decide: the content does
    QCOMPARE(Registry::builtin().detect(data, QStringLiteral("deal.txt"))->id(), plugin);
}

// Each row: one diagnostic the bracketed example must get.
void TestPpnCorpus::example_data()
{
    KIB_REQUIRE_CORPUS(QStringLiteral("ppn"));
    QTest::addColumn<QString>("diagnostic");
    QTest::addColumn<int>("record");
    QTest::addColumn<QString>("says");
    // 13 fields where the field list has 14 (no refa)
    QTest::newRow("deal 1 has 13 fields") << "W 13:1 ppn.fields.thirteen" << 1 << "13 fields";
    QTest::newRow("deal 3 has 13 fields") << "W 15:1 ppn.fields.thirteen" << 3 << "13 fields";
    QTest::newRow("deal 4 has 13 fields") << "W 16:1 ppn.fields.thirteen" << 4 << "13 fields";
    // discards the main player never held
    QTest::newRow("deal 1 discards 8D") << "E 13:50 ppn.discards.not-held" << 1 << "8\u2666 (A)";
    QTest::newRow("deal 1 discards 9C") << "E 13:51 ppn.discards.not-held" << 1 << "9\u2663 (R)";
    QTest::newRow("deal 3 discards JC") << "E 15:49 ppn.discards.not-held" << 3 << "J\u2663 (T)";
    QTest::newRow("deal 4 discards AD") << "E 16:50 ppn.discards.not-held" << 4 << "A\u2666 (G)";
    // one follower accepted, three cards to every trick
    QTest::newRow("deal 1 trick size") << "E 13:64 ppn.throws.size" << 1 << "9 more";
    QTest::newRow("deal 3 trick size") << "E 15:64 ppn.throws.size" << 3 << "2 players play";
    // cards played that the player does not hold, and the same trick again
    QTest::newRow("deal 1 trick 1") << "E 13:65 ppn.play.not-held" << 1 << "player 3 plays 8\u2666 (A)";
    QTest::newRow("deal 1 trick 3 repeats trick 1") << "E 13:74 ppn.play.not-held" << 1 << "player 2 plays 8\u2660 (2)";
    QTest::newRow("deal 3 trick 1") << "E 15:64 ppn.play.not-held" << 3 << "player 1 plays A\u2666 (G)";
    // trick winners that the cards contradict
    QTest::newRow("deal 1 trick 8") << "E 13:102 ppn.play.winner" << 1 << "won by player 2 with A\u2666 (G), not by player 3";
    QTest::newRow("deal 3 trick 1 winner") << "E 15:67 ppn.play.winner" << 3 << "not by player 3";
    QTest::newRow("deal 4 trick 8") << "E 16:103 ppn.play.winner" << 4 << "not by player 3";
    // a revoke
    QTest::newRow("deal 1 trick 9") << "E 13:105 ppn.play.revoke" << 1 << "on a \u2660 lead while holding \u2660";
    // a leader who does not play, and a summary against the throws
    QTest::newRow("deal 3 leader") << "E 15:64 ppn.throws.leader" << 3 << "player 1 is to lead trick 1";
    QTest::newRow("deal 3 summary") << "W 15:114 ppn.summary.tricks" << 3 << "player 1 3 tricks, the throws 0";
}

void TestPpnCorpus::example()
{
    KIB_REQUIRE_CORPUS(QStringLiteral("ppn"));
    QFETCH(QString, diagnostic);
    QFETCH(int, record);
    QFETCH(QString, says);
    const ReadResult r = PpnPlugin().read(readFile(corpus(QStringLiteral("prefko_readme_example.ppn"))));
    const QStringList parts = diagnostic.split(u' ');
    const QStringList at = parts.at(1).split(u':');
    const Diagnostic *d = find(r.diagnostics, at.at(0).toInt(), at.at(1).toInt(), parts.at(2));
    QVERIFY2(d, qPrintable(described(r.diagnostics).join(u'\n')));
    QCOMPARE(d->isError(), parts.at(0) == u"E");
    QCOMPARE(d->record, record);
    QVERIFY2(d->message.contains(says), qPrintable(d->message));
}

void TestPpnCorpus::exampleRecords()
{
    KIB_REQUIRE_CORPUS(QStringLiteral("ppn"));
    const ReadResult r = PpnPlugin().read(readFile(corpus(QStringLiteral("prefko_readme_example.ppn"))));
    // every deal is shown, whatever its problems
    QCOMPARE(r.collection.size(), 4);
    // (91 errors before issue 21; a record lists 21 of one code at most, the 21st counting the rest)
    QCOMPARE(errorCount(r.diagnostics), 79);
    QCOMPARE(warningCount(r.diagnostics), 4);
    // the passed-out deal is consistent
    QCOMPARE(ofRecord(r.diagnostics, 2), QStringList{});
    QCOMPARE(card(r, 1)->contract().kind, Contract::Kind::PassedOut);
    // the info section: eleven tags on every deal, inherited after the first
    QCOMPARE(card(r, 0)->tags().size(), 11);
    QCOMPARE(card(r, 0)->tag(QStringLiteral("Player2")), QStringLiteral("silvio_pu"));
    QVERIFY(!card(r, 0)->tags().first().inherited);
    QVERIFY(card(r, 3)->tags().first().inherited);
    // deal 4: subkontra by player 3 on hearts is 8 times 8
    const CardRecord *d4 = card(r, 3);
    QCOMPARE(d4->contract().risk, 3);
    QCOMPARE(d4->preferans().kontraBy, 2);
    QCOMPARE(d4->preferans().value, 64);
    QCOMPARE(d4->preferans().summary.at(2).left, 192);
    QCOMPARE(d4->preferans().summary.at(2).middle, 64);
    QCOMPARE(ofRecord(r.diagnostics, 4).filter(QStringLiteral("ppn.value")), QStringList{});
    // deal 1: the auction decoded from M3,P,3
    QStringList calls;
    for (const Call &c : card(r, 0)->auction().calls)
        calls.append(c.toString());
    QCOMPARE(calls.join(u'|'), QStringLiteral("2|Pass|3|mine 3|Pass|Pass"));
    QCOMPARE(card(r, 0)->preferans().invitation, true);
}

void TestPpnCorpus::exampleJson()
{
    KIB_REQUIRE_CORPUS(QStringLiteral("ppn"));
    const ReadResult r = PpnJsonPlugin().read(readFile(corpus(QStringLiteral("prefko_readme_example.json"))));
    QCOMPARE(r.collection.size(), 1);
    // "p1".."p3" are the players: the bids are player 2 P, player 3 3,
    // player 1 M3, which no auction gives; and the rest of its
    // inconsistencies
    QCOMPARE(described(r.diagnostics), (QStringList{"E 5:31 ppn.bids", "E 7:17 ppn.discards.not-held",
                                                    "W 12:12 ppn.value", "E 14:47 ppn.play.not-held",
                                                    "E 14:48 ppn.play.revoke"}));
    const CardRecord *d = card(r);
    QCOMPARE(ppn::encodeCards(d->deal().hands.at(0).cards), QStringLiteral("1BDHM27WQK"));
    QCOMPARE(d->preferans().value, 4);
    QCOMPARE(d->play().tricks.size(), 1);
    QCOMPARE(d->preferans().summary.at(0).left, 60);
    QCOMPARE(d->preferans().summary.at(1).middle, -8);
    QCOMPARE(d->preferans().summary.at(2).role, PreferansScore::Role::Follower);
}

void TestPpnCorpus::proseCardString()
{
    // the specification's prose example holds Y, which is no card; W is missing
    const QByteArray deal = "[1 231 1BDHM27YQK4CEIN3FVRJS5LP8GU6AOT9 P,P,P]";
    const ReadResult r = readPpn(inFile(deal));
    QCOMPARE(described(r.diagnostics), QStringList{"E 4:15 ppn.cards.unknown"});
    QCOMPARE(r.collection.size(), 1);
}

void TestPpnCorpus::layout2019()
{
    KIB_REQUIRE_CORPUS(QStringLiteral("ppn"));
    const QByteArray data = readFile(corpus(QStringLiteral("prefko_readme_example_2019-01.ppn")));
    for (const NotationPlugin *p : {static_cast<const NotationPlugin *>(new Ppn2019Plugin), // its own
                                    static_cast<const NotationPlugin *>(new PpnPlugin)}) { // and through ppn
        const ReadResult r = p->read(data);
        QCOMPARE(r.collection.size(), 4);
        QCOMPARE(described(r.diagnostics).first(), QStringLiteral("W 1:1 ppn.layout.2019"));
        QVERIFY(r.diagnostics.first().message.contains(QStringLiteral("2019")));
        // the quoted tags
        QCOMPARE(card(r)->tag(QStringLiteral("Player1")), QStringLiteral("cope"));
        QCOMPARE(card(r)->tag(QStringLiteral("Place1")), QStringLiteral("silvio_pu"));
        // the main player comes from the bids, the leader from the deal order
        QCOMPARE(card(r)->declarer(), 1);
        QCOMPARE(card(r)->play().leader, 1);
        // deal 1: "L", the player before the main one, follows
        QCOMPARE(card(r)->preferans().followers, QList<Seat>{0});
        // deal 4: "G" is no trick winner (M L R)
        const QStringList d4 = ofRecord(r.diagnostics, 4);
        QVERIFY(d4.contains(QStringLiteral("E 16:86 ppn.throws.syntax")));
        QVERIFY(d4.contains(QStringLiteral("E 16:91 ppn.throws.syntax")));
        QVERIFY(d4.contains(QStringLiteral("W 16:108 ppn.summary.tricks")));
        delete p;
    }
}

void TestPpnCorpus::layout2019MatchesToday()
{
    KIB_REQUIRE_CORPUS(QStringLiteral("ppn"));
    const ReadResult old = Ppn2019Plugin().read(readFile(corpus(QStringLiteral("prefko_readme_example_2019-01.ppn"))));
    const ReadResult now = PpnPlugin().read(readFile(corpus(QStringLiteral("prefko_readme_example.ppn"))));
    QCOMPARE(old.collection.size(), now.collection.size());
    for (int i = 0; i < 4; ++i) {
        const CardRecord *a = card(old, i);
        const CardRecord *b = card(now, i);
        QCOMPARE(a->dealer(), b->dealer());
        QVERIFY(a->deal() == b->deal());
        QVERIFY(a->auction() == b->auction());
        QCOMPARE(a->contract().level, b->contract().level);
        QCOMPARE(a->preferans().value, b->preferans().value);
        QVERIFY(a->preferans().summary == b->preferans().summary);
        QCOMPARE(a->play().leader, b->play().leader);
    }
    // deal 1's M L R winners are today's (R: the player after the main one)
    QVERIFY(card(old, 0)->play() == card(now, 0)->play());
    // deal 3 agrees in its followers and the invitation by player 2; its
    // first seven tricks (M) agree, the last three give R to player 2, the
    // player before the main one, where deal 1 gives it to the one after
    QCOMPARE(card(old, 2)->preferans().followers, card(now, 2)->preferans().followers);
    QCOMPARE(card(old, 2)->preferans().kontraBy, 1);
    QVERIFY(card(old, 2)->contract() == card(now, 2)->contract());
    QCOMPARE(card(old, 2)->play().tricks.mid(0, 7), card(now, 2)->play().tricks.mid(0, 7));
    QCOMPARE(card(old, 2)->play().tricks.at(7).winner, 0);
    QCOMPARE(card(now, 2)->play().tricks.at(7).winner, 1);
}

QTEST_GUILESS_MAIN(TestPpnCorpus)
#include "tst_ppncorpus.moc"
