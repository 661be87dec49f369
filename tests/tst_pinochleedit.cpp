// Editing a pinochle hand step by step (model/pinochleedit.h): bids in
// rounds, the contract and trump, kitty, passing, discard, meld (checked
// against the hand and the meld table) and cards by pinochle's rules of
// play; every sample hand entered from scratch comes out as read.
#include "support/pntext.h"

#include "model/pinochleedit.h"
#include "model/pinochlerules.h"
#include "model/tablestate.h"

#include <QTest>

using namespace kib;
using namespace pntest;

namespace {

// baseHand()'s deal without anything after it: four seats, single deck,
// Seat4 deals.
CardRecord dealt()
{
    const ReadResult r = readPn(baseHand());
    CardRecord rec(Game::Pinochle, 4);
    rec.setDealer(3);
    rec.deal() = record(r)->deal();
    return rec;
}

// "bid:20", "pass", "contract:S" ("-" no trump), "meld:3:SA ST SK SQ SJ:15"
// (points may be left out), "card:CA", "kitty:CA", "pass:1:3:CT CJ",
// "discard:CT CJ"; the first refusal, with its step.
QString run(CardRecord &r, const QStringList &script)
{
    for (const QString &step : script) {
        const QStringList f = step.split(QLatin1Char(':'));
        QString error;
        if (f.at(0) == u"bid") {
            error = pinochle::appendBid(r, f.at(1).toInt(), f.value(2, QStringLiteral("1")).toInt());
        } else if (step == u"pass") {
            error = pinochle::appendBid(r, 0);
        } else if (f.at(0) == u"contract") {
            Suit s = Suit::None;
            if (f.at(1) != u"-")
                suitFromLetter(f.at(1).at(0), &s);
            error = pinochle::setContract(r, s);
        } else if (f.at(0) == u"meld") {
            std::optional<int> points;
            if (f.size() > 3)
                points = f.at(3).toInt();
            error = pinochle::declareMeld(r, f.at(1).toInt() - 1, cardsOf(f.at(2)), points);
        } else if (f.at(0) == u"card") {
            error = pinochle::appendCard(r, cardsOf(f.at(1)).value(0));
        } else if (f.at(0) == u"kitty") {
            error = pinochle::setKitty(r, cardsOf(f.at(1)));
        } else if (f.at(0) == u"pass") {
            error = pinochle::passCards(r, f.at(1).toInt() - 1, f.at(2).toInt() - 1, cardsOf(f.at(3)));
        } else if (f.at(0) == u"discard") {
            error = pinochle::discard(r, cardsOf(f.at(1)));
        } else {
            qFatal("bad op %s", qPrintable(step));
        }
        if (!error.isEmpty())
            return step + QStringLiteral(": ") + error;
    }
    return {};
}

// Each hand sorted: redeclared hands are written in grouped order.
QList<Cards> sorted(QList<Cards> hands)
{
    for (Cards &h : hands)
        sortCards(h);
    return hands;
}

} // namespace

class TestPinochleEdit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void steps_data();
    void steps();
    void auctionState();
    void exchangeSteps();
    void samples_data();
    void samples();
};

void TestPinochleEdit::steps_data()
{
    // baseHand: Hand1 CTTQJ DAQ SKJ HATK9, Hand2 CAK9 DTJJ SAQ HATKQ,
    // Hand3 CAJ DAK99 SATKQJ HJ, Hand4 CKQ9 DTKQ ST99 HQJ9
    QTest::addColumn<QStringList>("script");
    QTest::addColumn<QString>("error"); // the start of the refusal; empty: all done
    const QStringList won{"pass", "bid:20", "bid:21", "pass", "pass"};
    const QStringList made = won + QStringList{"contract:S"};
    QTest::newRow("the auction and the contract") << made << "";
    QTest::newRow("a bid must exceed") << QStringList{"pass", "bid:20", "bid:20"} << "bid:20: a bid of 20 does not exceed";
    QTest::newRow("a minimum") << QStringList{"bid:15:20"} << "bid:15:20: bids start at 20";
    QTest::newRow("after the end") << won + QStringList{"bid:30"} << "bid:30: the auction is over";
    QTest::newRow("contract before the end") << QStringList{"pass", "bid:20", "contract:S"}
                                             << "contract:S: the auction is not over";
    QTest::newRow("all passed") << QStringList{"pass", "pass", "pass", "pass", "contract:S"}
                                << "contract:S: every player passed";
    QTest::newRow("meld as written") << made + QStringList{"meld:1::0", "meld:2:DJ SQ HK HQ:6",
                                                           "meld:3:SA ST SK SQ SJ:15", "meld:4:CK CQ DK DQ S9 S9"}
                                     << "";
    QTest::newRow("meld not held") << made + QStringList{"meld:1:HK HQ"} << "meld:1:HK HQ: Meld1 tables HQ, not in Seat1's hand";
    QTest::newRow("meld points wrong") << made + QStringList{"meld:3:SA ST SK SQ SJ:16"}
                                       << "meld:3:SA ST SK SQ SJ:16: Meld3 gives 16 points: the cards are worth 15";
    QTest::newRow("meld card in no meld") << made + QStringList{"meld:1:CT"} << "meld:1:CT: Meld1 tables CT, in no meld";
    QTest::newRow("meld twice") << made + QStringList{"meld:3:SA ST SK SQ SJ", "meld:3:SA ST SK SQ SJ"}
                                << "meld:3:SA ST SK SQ SJ: Seat3 has tabled";
    QTest::newRow("meld before the contract") << won + QStringList{"meld:3:SA ST SK SQ SJ"} << "meld:3:SA ST SK SQ SJ: meld is tabled once";
    QTest::newRow("the declarer leads") << made + QStringList{"card:CT"} << "card:CT: Seat3 does not hold";
    QTest::newRow("a trick") << made + QStringList{"card:CA", "card:C9", "card:CJ", "card:C9"} << "";
    QTest::newRow("follow suit") << made + QStringList{"card:CA", "card:DT"} << "card:DT: Seat4 must follow";
    QTest::newRow("beat the card led") << made + QStringList{"card:CJ", "card:C9"} << "card:C9: Seat4 must beat";
    QTest::newRow("no need to beat what cannot be beaten") << made + QStringList{"card:CA", "card:C9"} << "";
    // HJ HQ HA HQ: Seat1 wins and leads HT; Seat2 beats it with HA; Seat3
    // has no heart left and must trump
    const QStringList hearts = made + QStringList{"card:HJ", "card:HQ", "card:HA", "card:HQ", "card:HT", "card:HA"};
    QTest::newRow("void must trump") << hearts + QStringList{"card:CA"} << "card:CA: Seat3 has no ♥ and must trump";
    QTest::newRow("void trumps") << hearts + QStringList{"card:SJ"} << "";
    QTest::newRow("a kitty where the deal leaves none") << QStringList{"kitty:CA"} << "kitty:CA: the kitty holds cards";
    QTest::newRow("pass before the contract") << won + QStringList{"pass:1:3:CT"} << "pass:1:3:CT: cards are passed once";
    QTest::newRow("pass a card not held") << made + QStringList{"pass:1:3:CA"} << "pass:1:3:CA: Seat1 does not hold CA";
    QTest::newRow("pass, then play it") << made + QStringList{"pass:1:3:CT CT", "pass:3:1:DK DA", "card:CT"} << "";
    QTest::newRow("discard not held") << made + QStringList{"discard:CT"} << "discard:CT: Seat3 does not hold CT";
}

void TestPinochleEdit::steps()
{
    QFETCH(QStringList, script);
    QFETCH(QString, error);
    CardRecord r = dealt();
    const QString got = run(r, script);
    if (error.isEmpty())
        QCOMPARE(got, QString());
    else
        QVERIFY2(got.startsWith(error), qPrintable(got));
}

void TestPinochleEdit::auctionState()
{
    CardRecord r = dealt();
    QCOMPARE(run(r, {"pass", "bid:20", "bid:21", "pass"}), QString());
    pinochle::AuctionState st = pinochle::auctionState(r);
    QVERIFY(!st.complete);
    QCOMPARE(st.toCall, 1); // Seat1 is out: Seat2 is next
    QCOMPARE(st.high, 21);
    QCOMPARE(st.highSeat, 2);
    QCOMPARE(run(r, {"pass"}), QString());
    // '-' was written for Seat1, then Seat2's pass ended it
    QCOMPARE(r.auction().calls.size(), 6);
    QCOMPARE(r.auction().calls.at(4).text, QStringLiteral("-"));
    st = pinochle::auctionState(r);
    QVERIFY(st.complete);
    QCOMPARE(st.toCall, NoSeat);
    QVERIFY(st.problem.isEmpty());
    // the reader reads the same auction
    QCOMPARE(r.auction().calls, record(readPn(baseHand()))->auction().calls);
}

void TestPinochleEdit::exchangeSteps()
{
    // the steps follow from what the hand holds: none; a redeclared hand
    // alone is one Exchange step; passes and a discard are steps of their own
    CardRecord r = dealt();
    QCOMPARE(run(r, {"pass", "bid:20", "bid:21", "pass", "pass", "contract:S"}), QString());
    QVERIFY(r.exchangeSteps().isEmpty());
    QCOMPARE(r.playStartStep(), r.auctionSteps());
    CardRecord redeclared = r;
    redeclared.pinochle().exchanged = QList<PnHand>(4);
    redeclared.pinochle().exchanged[0] = PnHand{PnMark::Given, cardsOf(QStringLiteral("CT CT CQ CJ DA DQ SK SJ HA HT HK HQ"))};
    QCOMPARE(redeclared.exchangeSteps(), QList<ExchangeStep>{ExchangeStep::Exchange});
    const int calls = r.auctionSteps();
    QCOMPARE(tableStateAt(redeclared, calls).held.at(0), r.deal().hands.at(0).cards);
    QCOMPARE(tableStateAt(redeclared, calls + 1).held.at(0), redeclared.pinochle().exchanged.at(0).cards);
    QCOMPARE(tableStateAt(redeclared, calls + 1).phase, TableState::Phase::Exchange);
    QCOMPARE(redeclared.stepLabel(calls + 1), QStringLiteral("Exchange"));
    // passes, then meld: Pass Meld; each changes what the table shows
    QCOMPARE(run(r, {"pass:1:3:CT CT", "pass:3:1:DK DA", "meld:3:SA ST SK SQ SJ"}), QString());
    QCOMPARE(r.exchangeSteps(), (QList<ExchangeStep>{ExchangeStep::Pass, ExchangeStep::Meld}));
    const TableState passed = tableStateAt(r, calls + 1);
    QVERIFY(passed.exchangeDone);
    QVERIFY(!passed.meldShown);
    QVERIFY(passed.held.at(2).contains(Card(Suit::Clubs, RankTen)));
    QVERIFY(passed.held.at(0).contains(Card(Suit::Diamonds, RankKing)));
    QVERIFY(tableStateAt(r, calls + 2).meldShown);
    // the first card is the step after the meld
    QCOMPARE(run(r, {"card:CA"}), QString());
    QCOMPARE(r.stepOfCard(0), calls + 3);
    QCOMPARE(r.stepLabel(calls + 3), QStringLiteral("S CA"));
}

void TestPinochleEdit::samples_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("index");
    for (const char *f : {"pinochle_3hand_kitty_discard.pn", "pinochle_4hand_double_deck_passing.pn",
                          "pinochle_4hand_single_deck_game.pn", "pinochle_6hand_double_deck.pn"}) {
        const ReadResult r = readPn(sample(QString::fromLatin1(f)));
        for (int i = 0; i < r.collection.size(); ++i)
            QTest::addRow("%s/%d", f, i + 1) << QString::fromLatin1(f) << i;
    }
}

void TestPinochleEdit::samples()
{
    QFETCH(QString, file);
    QFETCH(int, index);
    const ReadResult read = readPn(sample(file));
    const CardRecord &d = *record(read, index);
    const int n = d.seats().count();
    CardRecord r(Game::Pinochle, n);
    r.setDeck(d.deck().kind());
    r.setDealer(d.dealer());
    for (Seat s = 0; s < n; ++s)
        r.deal().hands[s] = d.deal().hands.at(s);
    const Cards kitty = pinochle::kittyCards(d.deal());
    if (!kitty.isEmpty())
        QCOMPARE(pinochle::setKitty(r, kitty), QString());
    for (const Call &c : d.auction().calls) {
        if (c.kind == Call::Kind::Unknown)
            continue; // '-': written by appendBid
        QCOMPARE(pinochle::appendBid(r, c.kind == Call::Kind::Pass ? 0 : c.text.toInt()), QString());
    }
    QCOMPARE(r.auction().calls, d.auction().calls);
    QCOMPARE(pinochle::setContract(r, d.trump()), QString());
    QCOMPARE(r.contract(), d.contract());
    QCOMPARE(r.declarer(), d.declarer());
    for (const CardTransfer &p : d.pinochle().passes)
        QCOMPARE(pinochle::passCards(r, p.from, pinochle::passReceiver(p, n), p.cards), QString());
    if (d.pinochle().discard.mark == PnMark::Given) {
        QCOMPARE(pinochle::discard(r, d.pinochle().discard.cards), QString());
        QCOMPARE(r.pinochle().discard, d.pinochle().discard);
    }
    QCOMPARE(sorted(pinochle::handsForPlay(r)), sorted(pinochle::handsForPlay(d)));
    for (const Meld &m : d.pinochle().melds)
        QCOMPARE(pinochle::declareMeld(r, m.seat, m.cards, m.points.value), QString());
    QCOMPARE(r.pinochle().melds, d.pinochle().melds);
    QCOMPARE(r.exchangeSteps(), d.exchangeSteps());
    for (const Trick &t : d.play().tricks) {
        QCOMPARE(pinochle::nextToPlay(r), t.leader);
        for (const PlayedCard &pc : t.cards)
            QCOMPARE(pinochle::appendCard(r, pc.card), QString());
    }
    QCOMPARE(pinochle::nextToPlay(r), NoSeat);
    QCOMPARE(r.play().tricks, d.play().tricks);
    QCOMPARE(r.pinochle().tricks, d.pinochle().tricks);
}

QTEST_GUILESS_MAIN(TestPinochleEdit)
#include "tst_pinochleedit.moc"
