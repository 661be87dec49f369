// PN 1.0 lines one by one: each label of a Game and a Hand Section read
// into the model, with the placeholders '-' and '?' where they may stand
// (sections, defaults and the multiple-use lines: tst_pnsections).
#include "model/pinochlerules.h"
#include "parsers/pn/pnlabels.h"
#include "parsers/pn/pnlexer.h"
#include "parsers/pn/pnvalues.h"
#include "parsers/registry.h"
#include "support/pntext.h"

#include <QTest>

using namespace kib;
using namespace pntest;

namespace {

// The base hand with a line replaced; the test fails when it is not there.
QByteArray variant(const QByteArray &from, const QByteArray &to)
{
    const QByteArray text = replaced(baseHand(), from, to);
    if (text.isEmpty())
        qFatal("no line \"%s\" in the base hand", from.constData());
    return text;
}

QString cardsOf(const Cards &cards)
{
    QStringList out;
    for (Card c : cards)
        out.append(c.isValid() ? c.toString() : QStringLiteral("?"));
    return out.join(QLatin1Char(' '));
}

QString callsOf(const Auction &a)
{
    QStringList out;
    for (const Call &c : a.calls)
        out.append(c.toString());
    return out.join(QLatin1Char(' '));
}

} // namespace

class TestPnLines : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tagLines_data();
    void tagLines();
    void dealLines_data();
    void dealLines();
    void groupedCards_data();
    void groupedCards();
    void bids_data();
    void bids();
    void contract_data();
    void contract();
    void exchange_data();
    void exchange();
    void kittyRounds();
    void meld_data();
    void meld();
    void tricks_data();
    void tricks();
    void results_data();
    void results();
};

void TestPnLines::tagLines_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("value");
    QTest::newRow("Notation") << QByteArray("Notation PN 1.0") << "Notation" << "PN 1.0";
    QTest::newRow("Presenter") << QByteArray("Presenter National Pinochle Association") << "Presenter"
                               << "National Pinochle Association";
    QTest::newRow("Location") << QByteArray("Location Valley City, North Dakota, USA") << "Location"
                              << "Valley City, North Dakota, USA";
    QTest::newRow("Event") << QByteArray("Event Great Lakes Open Tournament") << "Event" << "Great Lakes Open Tournament";
    QTest::newRow("Table") << QByteArray("Table Semi-final Round2 Table3") << "Table" << "Semi-final Round2 Table3";
    QTest::newRow("DateTime") << QByteArray("DateTime 2015-08-31 13:58:59") << "DateTime" << "2015-08-31 13:58:59";
    QTest::newRow("TimeControl") << QByteArray("TimeControl 15m") << "TimeControl" << "15m";
    QTest::newRow("Team#") << QByteArray("Team1 Seat1 Seat3") << "Team1" << "Seat1 Seat3";
    QTest::newRow("Seat#") << QByteArray("Seat1 English, Ike") << "Seat1" << "English, Ike";
    QTest::newRow("BidSystem#") << QByteArray("BidSystem2 Power Pinochle") << "BidSystem2" << "Power Pinochle";
    QTest::newRow("Annotator") << QByteArray("Annotator Finemeld, Johnny Q.") << "Annotator" << "Finemeld, Johnny Q.";
    QTest::newRow("placeholder") << QByteArray("Location -") << "Location" << "-";
}

void TestPnLines::tagLines()
{
    QFETCH(QByteArray, line);
    QFETCH(QString, name);
    QByteArray base = baseHand();
    if (name == u"Presenter")
        base = replaced(base, "Presenter Kibitzer tests", {});
    if (name == u"DateTime")
        base = replaced(base, "DateTime 2024-01-02 03:04:05", {});
    const ReadResult r = readPn(line + "\n" + base);
    QVERIFY2(errorCount(r.diagnostics) == 0, qPrintable(describe(r.diagnostics)));
    const CardRecord *rec = record(r);
    QVERIFY(rec);
    QTEST(rec->tag(name), "value");
    QCOMPARE(rec->tags().first().name, name);
    QVERIFY(!rec->tags().first().inherited);
}

void TestPnLines::dealLines_data()
{
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<QString>("deal");      // the Deal line's value
    QTest::addColumn<int>("dealer");
    QTest::addColumn<QString>("hand2");     // Seat2's cards, or a mark
    QTest::addColumn<QString>("gameScores");
    QTest::newRow("as written") << QByteArray("Deal 1") << QByteArray("Deal 1") << "1" << 3
                                << "CA CK C9 DT DJ DJ SA SQ HA HT HK HQ" << "0 0";
    QTest::newRow("deal withheld") << QByteArray("Deal 1") << QByteArray("Deal -") << "-" << 3
                                   << "CA CK C9 DT DJ DJ SA SQ HA HT HK HQ" << "0 0";
    QTest::newRow("dealer ?") << QByteArray("Dealer Seat4") << QByteArray("Dealer ?") << "1" << int(NoSeat)
                              << "CA CK C9 DT DJ DJ SA SQ HA HT HK HQ" << "0 0";
    QTest::newRow("hand unknown") << QByteArray("Hand2 CAK9 DTJJ SAQ HATKQ") << QByteArray("Hand2 -") << "1" << 3
                                  << "-" << "0 0";
    QTest::newRow("hand for the reader") << QByteArray("Hand2 CAK9 DTJJ SAQ HATKQ") << QByteArray("Hand2 ?") << "1"
                                         << 3 << "?" << "0 0";
    QTest::newRow("game scores signed") << QByteArray("GameScores 0 0") << QByteArray("GameScores -54 328") << "1" << 3
                                        << "CA CK C9 DT DJ DJ SA SQ HA HT HK HQ" << "-54 328";
}

void TestPnLines::dealLines()
{
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    const ReadResult r = readPn(variant(from, to));
    const CardRecord *rec = record(r);
    QVERIFY(rec);
    QTEST(rec->pinochle().deal.toString(), "deal");
    QTEST(int(rec->dealer()), "dealer");
    const PnMark mark = rec->pinochle().hands.at(1);
    const QString hand2 = mark == PnMark::Given ? cardsOf(rec->deal().hands.at(1).cards) : pnMarkText(mark);
    QTEST(hand2, "hand2");
    QCOMPARE(rec->deal().hands.at(1).known, mark == PnMark::Given);
    QTEST(rec->scores().first().value, "gameScores");
}

void TestPnLines::groupedCards_data()
{
    QTest::addColumn<QByteArray>("hand1");
    QTest::addColumn<QString>("cards");   // empty: refused
    QTest::newRow("the base") << QByteArray("Hand1 CTTQJ DAQ SKJ HATK9") << "CT CT CQ CJ DA DQ SK SJ HA HT HK H9";
    QTest::newRow("a void suit") << QByteArray("Hand1 CTTQJ DAQSKJ S HATK9") << "";
    QTest::newRow("suits out of order") << QByteArray("Hand1 DAQ CTTQJ SKJ HATK9") << "";
    QTest::newRow("ranks out of order") << QByteArray("Hand1 CTTJQ DAQ SKJ HATK9") << "";
    QTest::newRow("a missing suit") << QByteArray("Hand1 CTTQJ DAQ SKJ") << "";
    QTest::newRow("ten as 10") << QByteArray("Hand1 C10TQJ DAQ SKJ HATK9") << "";
    QTest::newRow("lower case") << QByteArray("Hand1 cTTQJ DAQ SKJ HATK9") << "";
    QTest::newRow("a bridge rank") << QByteArray("Hand1 CTTQ8 DAQ SKJ HATK9") << "";
}

void TestPnLines::groupedCards()
{
    QFETCH(QByteArray, hand1);
    QFETCH(QString, cards);
    const ReadResult r = readPn(variant("Hand1 CTTQJ DAQ SKJ HATK9", hand1));
    if (cards.isEmpty()) {
        QVERIFY(codes(r.diagnostics).contains(QStringLiteral("pn.cards.syntax")));
        QCOMPARE(record(r)->pinochle().status, PnStatus::Invalid);
    } else {
        QCOMPARE(cardsOf(record(r)->deal().hands.at(0).cards), cards);
    }
    // a void suit in the grouped syntax
    const QList<pn::PnToken> tokens = pn::PnLexer::line(QStringLiteral("Meld4 CKQ DATKQJ S H 17"), 1).tokens.mid(0, 4);
    Cards meld;
    int column = 0;
    QCOMPARE(pn::parseGrouped(tokens, &meld, &column), QString());
    QCOMPARE(cardsOf(meld), QStringLiteral("CK CQ DA DT DK DQ DJ"));
    QCOMPARE(pn::groupedText(meld), QStringLiteral("CKQ DATKQJ S H"));
}

void TestPnLines::bids_data()
{
    QTest::addColumn<QByteArray>("bids");     // replaces both Bids lines
    QTest::addColumn<QString>("calls");
    QTest::addColumn<QList<int>>("queries");
    QTest::newRow("the base") << QByteArray("Bids1 Pass 20 21 Pass\nBids2 - Pass") << "Pass 20 21 Pass - Pass"
                              << QList<int>{};
    QTest::newRow("a quiz point") << QByteArray("Bids1 Pass 20 ? Pass\nBids2 - Pass") << "Pass 20 ? Pass - Pass"
                                  << QList<int>{2};
    QTest::newRow("dealer stuck") << QByteArray("Bids1 Pass Pass 21 Pass") << "Pass Pass 21 Pass" << QList<int>{};
}

void TestPnLines::bids()
{
    QFETCH(QByteArray, bids);
    QByteArray text = replaced(baseHand(), "Bids2 - Pass", {});
    text = replaced(text, "Bids1 Pass 20 21 Pass", bids);
    const ReadResult r = readPn(text);
    const CardRecord *rec = record(r);
    QTEST(callsOf(rec->auction()), "calls");
    QTEST(rec->auction().queryPoints, "queries");
    QCOMPARE(rec->auction().first, Seat(0)); // left of the dealer (Seat4)
    for (const Call &c : rec->auction().calls) {
        if (c.text == u"-" || c.text == u"?")
            QCOMPARE(c.kind, Call::Kind::Unknown);
        else if (c.kind != Call::Kind::Pass)
            QCOMPARE(c.kind, Call::Kind::Other);
    }
    QVERIFY2(errorCount(r.diagnostics) == 0, qPrintable(describe(r.diagnostics)));
    QCOMPARE(pinochle::bidRound(4, 4), 1);
}

void TestPnLines::contract_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<int>("declarer");
    QTest::addColumn<int>("level");
    QTest::addColumn<int>("trump");      // Suit
    QTest::addColumn<int>("marks");      // declarer, bid, trump marks as digits
    QTest::newRow("spades") << QByteArray("Contract Seat3 21 Spades") << 2 << 21 << int(Suit::Spades) << 111;
    QTest::newRow("no trump") << QByteArray("Contract Seat3 21 -") << 2 << 21 << int(Suit::None) << 112;
    QTest::newRow("quiz trump") << QByteArray("Contract Seat3 21 ?") << 2 << 21 << int(Suit::None) << 113;
    QTest::newRow("quiz all") << QByteArray("Contract ? ? ?") << int(NoSeat) << 0 << int(Suit::None) << 333;
}

void TestPnLines::contract()
{
    QFETCH(QByteArray, line);
    const ReadResult r = readPn(variant("Contract Seat3 21 Spades", line));
    const CardRecord *rec = record(r);
    QTEST(int(rec->declarer()), "declarer");
    QTEST(rec->contract().level, "level");
    QTEST(int(rec->trump()), "trump");
    QVERIFY(rec->contract().isBid());
    const PinochleHand &pn = rec->pinochle();
    QTEST(int(pn.declarer) * 100 + int(pn.bid) * 10 + int(pn.trump), "marks");
    QCOMPARE(rec->play().leader, rec->declarer());
}

void TestPnLines::exchange_data()
{
    // a three-handed hand, and a four-handed one with passing
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("record");
    QTest::addColumn<QString>("passes");    // from>to:cards;...
    QTest::addColumn<QString>("kitty");
    QTest::addColumn<QString>("discard");
    QTest::addColumn<QString>("redeclared"); // seats with Hand# after the exchange
    QTest::newRow("kitty and discard") << "pinochle_3hand_kitty_discard.pn" << 0 << "" << "CQ HT HJ" << "SJ SJ S9 0"
                                       << "3";
    QTest::newRow("passing across") << "pinochle_4hand_double_deck_passing.pn" << 0
                                    << "3>-1:DT DT DK DQ;1>-1:CT CJ HT HJ" << "" << "" << "1 3";
    QTest::newRow("kitty of six seats") << "pinochle_6hand_double_deck.pn" << 0 << "" << "DQ HA" << "DJ HJ 0" << "2";
}

void TestPnLines::exchange()
{
    QFETCH(QString, file);
    QFETCH(int, record);
    const ReadResult r = readPn(sample(file));
    const CardRecord *rec = pntest::record(r, record);
    QVERIFY(rec);
    const PinochleHand &pn = rec->pinochle();
    QStringList passes;
    for (const CardTransfer &t : pn.passes)
        passes.append(QStringLiteral("%1>%2:%3").arg(t.from + 1).arg(t.to == NoSeat ? -1 : t.to + 1).arg(cardsOf(t.cards)));
    QTEST(passes.join(QLatin1Char(';')), "passes");
    const Pile *kitty = rec->deal().pile(QStringLiteral("kitty"));
    QTEST(kitty ? cardsOf(kitty->cards) : QString(), "kitty");
    QTEST(pn.discard.mark == PnMark::Absent ? QString() : cardsOf(pn.discard.cards) + QLatin1Char(' ') + pn.discard.counters.toString(),
          "discard");
    QStringList re;
    for (Seat s = 0; s < pn.exchanged.size(); ++s)
        if (pn.exchanged.at(s).mark == PnMark::Given)
            re.append(QString::number(s + 1));
    QTEST(re.join(QLatin1Char(' ')), "redeclared");
    // the hands for the play: the redeclared ones
    const QList<Cards> play = pinochle::handsForPlay(*rec);
    for (Seat s = 0; s < pn.exchanged.size(); ++s)
        if (pn.exchanged.at(s).mark == PnMark::Given)
            QCOMPARE(play.at(s), pn.exchanged.at(s).cards);

    // without the redeclared lines, the same hands follow from the exchange
    CardRecord bare = *rec;
    for (PnHand &h : bare.pinochle().exchanged)
        h = PnHand{};
    const QList<Cards> computed = pinochle::handsForPlay(bare);
    for (Seat s = 0; s < play.size(); ++s) {
        Cards a = computed.at(s), b = play.at(s);
        sortCards(a);
        sortCards(b);
        QCOMPARE(a, b);
    }
}

void TestPnLines::kittyRounds()
{
    // the specification's example: a card of the kitty shown after each round
    const ReadResult r = readPn("Dealer Seat3\nBids1 26 Pass 27\nKitty1 HA\nBids2 28 - 29\nKitty2 CJ\nBids3 Pass\n"
                                "Kitty3 HA\nContract Seat3 29 Hearts\n");
    QVERIFY2(errorCount(r.diagnostics) == 0, qPrintable(describe(r.diagnostics)));
    const CardRecord *rec = record(r);
    QCOMPARE(rec->seats().count(), 3);
    QStringList piles;
    for (const Pile &p : rec->deal().piles)
        piles.append(p.name + QLatin1Char('=') + cardsOf(p.cards));
    QCOMPARE(piles, QStringList({"kitty1=HA", "kitty2=CJ", "kitty3=HA"}));
    QCOMPARE(cardsOf(pinochle::kittyCards(rec->deal())), QStringLiteral("HA CJ HA"));
    QCOMPARE(callsOf(rec->auction()), QStringLiteral("26 Pass 27 28 - 29 Pass"));
    QCOMPARE(rec->declarer(), Seat(2));
    // Kitty# follows the round it belongs to
    const ReadResult bad = readPn("Dealer Seat3\nBids1 26 Pass 27\nKitty2 HA\n");
    QCOMPARE(codes(bad.diagnostics), QStringList{QStringLiteral("pn.auction.kitty")});
}

void TestPnLines::meld_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<int>("mark");
    QTest::addColumn<QString>("cards");
    QTest::addColumn<QString>("points");
    QTest::newRow("run") << QByteArray("Meld3 C D SATKQJ H 15") << int(PnMark::Given) << "SA ST SK SQ SJ" << "15";
    QTest::newRow("nothing") << QByteArray("Meld3 C D S H 0") << int(PnMark::Given) << "" << "0";
    QTest::newRow("quiz points") << QByteArray("Meld3 C D SATKQJ H ?") << int(PnMark::Given) << "SA ST SK SQ SJ" << "?";
    QTest::newRow("cards withheld") << QByteArray("Meld3 - 15") << int(PnMark::Withheld) << "" << "15";
}

void TestPnLines::meld()
{
    QFETCH(QByteArray, line);
    const ReadResult r = readPn(variant("Meld3 C D SATKQJ H 15", line));
    const Meld *m = record(r)->pinochle().meld(2);
    QVERIFY(m);
    QTEST(int(m->mark), "mark");
    QTEST(cardsOf(m->cards), "cards");
    QTEST(m->points.toString(), "points");
    QCOMPARE(record(r)->pinochle().melds.size(), 4);
}

void TestPnLines::tricks_data()
{
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<int>("trick");
    QTest::addColumn<QString>("seats");     // seat of each card
    QTest::addColumn<int>("winner");
    QTest::addColumn<QString>("counters");
    QTest::addColumn<QList<int>>("queries");
    QTest::newRow("declarer leads") << QByteArray("Trick1 CA C9 CJ C9 Seat3 1") << QByteArray("Trick1 CA C9 CJ C9 Seat3 1")
                                    << 0 << "3 4 1 2" << 2 << "1" << QList<int>{};
    QTest::newRow("the winner leads next") << QByteArray("Trick3 D9 DK DA DJ Seat1 2")
                                           << QByteArray("Trick3 D9 DK DA DJ Seat1 2") << 3 << "1 2 3 4" << 0 << "1"
                                           << QList<int>{};
    QTest::newRow("a card for the reader") << QByteArray("Trick2 DA DQ DQ DJ Seat3 1")
                                           << QByteArray("Trick2 DA ? DQ DJ Seat3 1") << 1 << "3 4 1 2" << 2 << "1"
                                           << QList<int>{5};
    QTest::newRow("counters withheld") << QByteArray("Trick12 SA ST HT HT Seat3 5")
                                       << QByteArray("Trick12 SA ST HT HT Seat3 -") << 11 << "3 4 1 2" << 2 << "-"
                                       << QList<int>{};
}

void TestPnLines::tricks()
{
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    QFETCH(int, trick);
    const ReadResult r = readPn(variant(from, to));
    const CardRecord *rec = record(r);
    QCOMPARE(rec->play().tricks.size(), 12);
    const Trick &t = rec->play().tricks.at(trick);
    QStringList seats;
    for (const PlayedCard &pc : t.cards)
        seats.append(QString::number(pc.seat + 1));
    QTEST(seats.join(QLatin1Char(' ')), "seats");
    QTEST(int(t.winner), "winner");
    QCOMPARE(t.leader, t.cards.first().seat);
    QTEST(rec->pinochle().tricks.at(trick).counters.toString(), "counters");
    QTEST(rec->play().queryPoints, "queries");
    QVERIFY2(errorCount(r.diagnostics) == 0, qPrintable(describe(r.diagnostics)));
}

void TestPnLines::results_data()
{
    QTest::addColumn<QByteArray>("lines");
    QTest::addColumn<QStringList>("scores");   // name=value in order
    QTest::newRow("the base") << QByteArray("HandScores 36 16") << QStringList{"GameScores=0 0", "MeldScores=15 12", "PlayScores=21 4", "HandScores=36 16"};
    QTest::newRow("adjustments, final scores, winner")
        << QByteArray("Adjustments 25 0\nHandScores 61 16\nFinalScores 61 16\nWinner Team1")
        << QStringList{"GameScores=0 0", "MeldScores=15 12", "PlayScores=21 4", "Adjustments=25 0", "HandScores=61 16",
                       "FinalScores=61 16", "Winner=Team1"};
    QTest::newRow("winner by seat") << QByteArray("HandScores 36 16\nFinalScores 36 16\nWinner Seat3")
                                    << QStringList{"GameScores=0 0", "MeldScores=15 12", "PlayScores=21 4",
                                                   "HandScores=36 16", "FinalScores=36 16", "Winner=Seat3"};
    QTest::newRow("quiz scores") << QByteArray("HandScores ? ?")
                                 << QStringList{"GameScores=0 0", "MeldScores=15 12", "PlayScores=21 4", "HandScores=? ?"};
}

void TestPnLines::results()
{
    QFETCH(QByteArray, lines);
    const ReadResult r = readPn(variant("HandScores 36 16", lines));
    QVERIFY2(errorCount(r.diagnostics) == 0, qPrintable(describe(r.diagnostics)));
    QStringList scores;
    for (const Score &s : record(r)->scores())
        scores.append(s.name + QLatin1Char('=') + s.value);
    QTEST(scores, "scores");
}

QTEST_GUILESS_MAIN(TestPnLines)
#include "tst_pnlines.moc"
