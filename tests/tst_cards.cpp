// Cards, decks, seats, contracts and calls: the model's vocabulary.
#include "model/call.h"
#include "model/card.h"
#include "model/cardrecord.h"
#include "model/contract.h"
#include "model/deck.h"
#include "model/seats.h"

#include <QSet>
#include <QTest>

using namespace kib;

class TestCards : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parseCard_data();
    void parseCard();
    void cardIndexIsUnique();
    void dottedHand();
    void decks_data();
    void decks();
    void seats_data();
    void seats();
    void bridgeSeatLetters();
    void contract_data();
    void contract();
    void call_data();
    void call();
    void vulnerability_data();
    void vulnerability();
};

void TestCards::parseCard_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<int>("suit");
    QTest::addColumn<int>("rank");
    QTest::addColumn<QString>("canonical");
    QTest::newRow("ace of spades") << "SA" << true << int(Suit::Spades) << 14 << "SA";
    QTest::newRow("lower case") << "ht" << true << int(Suit::Hearts) << 10 << "HT";
    QTest::newRow("ten as 10") << "D10" << true << int(Suit::Diamonds) << 10 << "DT";
    QTest::newRow("two") << "C2" << true << int(Suit::Clubs) << 2 << "C2";
    QTest::newRow("low card x") << "Sx" << true << int(Suit::Spades) << 1 << "Sx";
    QTest::newRow("unknown rank") << "H?" << true << int(Suit::Hearts) << 0 << "H?";
    QTest::newRow("bad suit") << "ZA" << false << 0 << 0 << "";
    QTest::newRow("bad rank") << "S1" << false << 0 << 0 << "";
    QTest::newRow("too short") << "S" << false << 0 << 0 << "";
    QTest::newRow("trailing junk") << "SAK" << false << 0 << 0 << "";
}

void TestCards::parseCard()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    Card c;
    QCOMPARE(Card::fromString(text, &c), ok);
    if (!ok)
        return;
    QFETCH(int, suit);
    QFETCH(int, rank);
    QFETCH(QString, canonical);
    QCOMPARE(int(c.suit()), suit);
    QCOMPARE(int(c.rank()), rank);
    QCOMPARE(c.toString(), canonical);
    QCOMPARE(c.isValid(), rank >= 2);
}

void TestCards::cardIndexIsUnique()
{
    QSet<int> seen;
    for (Card c : Deck(DeckKind::Bridge52).cards()) {
        QVERIFY(c.index() >= 0 && c.index() < 52);
        seen.insert(c.index());
    }
    QCOMPARE(seen.size(), 52);
    QCOMPARE(Card(Suit::Spades, RankAce).index(), 0);
    QCOMPARE(Card(Suit::Clubs, 2).index(), 51);
    QCOMPARE(Card(Suit::Spades, RankLow).index(), -1);
}

void TestCards::dottedHand()
{
    Cards cards{Card(Suit::Clubs, 3), Card(Suit::Spades, 2), Card(Suit::Spades, RankAce), Card(Suit::Diamonds, RankTen)};
    QCOMPARE(cardsToDotted(cards), QStringLiteral("A2..T.3"));
    sortCards(cards);
    QCOMPARE(cards.first(), Card(Suit::Spades, RankAce));
    QCOMPARE(cards.last(), Card(Suit::Clubs, 3));
}

void TestCards::decks_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("copiesOfAce");
    QTest::addColumn<int>("copiesOfNine");
    QTest::addColumn<int>("copiesOfTwo");
    QTest::addColumn<QString>("id");
    QTest::newRow("bridge") << int(DeckKind::Bridge52) << 52 << 1 << 1 << 1 << "bridge52";
    QTest::newRow("pinochle single") << int(DeckKind::Pinochle48) << 48 << 2 << 2 << 0 << "pinochle48";
    QTest::newRow("pinochle double") << int(DeckKind::Pinochle80) << 80 << 4 << 0 << 0 << "pinochle80";
    QTest::newRow("preferans") << int(DeckKind::Preferans32) << 32 << 1 << 1 << 0 << "preferans32";
}

void TestCards::decks()
{
    QFETCH(int, kind);
    const Deck deck{DeckKind(kind)};
    QTEST(deck.size(), "size");
    QTEST(int(deck.cards().size()), "size");
    QTEST(deck.copies(Card(Suit::Hearts, RankAce)), "copiesOfAce");
    QTEST(deck.copies(Card(Suit::Hearts, 9)), "copiesOfNine");
    QTEST(deck.copies(Card(Suit::Hearts, 2)), "copiesOfTwo");
    QTEST(deck.id(), "id");
    DeckKind back;
    QVERIFY(Deck::fromId(deck.id(), &back));
    QCOMPARE(int(back), kind);
    QCOMPARE(deck.copies(Card(Suit::Hearts, RankLow)), 0);
}

void TestCards::seats_data()
{
    QTest::addColumn<int>("game");
    QTest::addColumn<int>("count");
    QTest::addColumn<QStringList>("letters");
    QTest::addColumn<QStringList>("names");
    QTest::newRow("bridge") << int(Game::Bridge) << 4 << QStringList{"N", "E", "S", "W"}
                            << QStringList{"North", "East", "South", "West"};
    QTest::newRow("pinochle 3") << int(Game::Pinochle) << 3 << QStringList{"1", "2", "3"}
                                << QStringList{"North", "Southeast", "Southwest"};
    QTest::newRow("pinochle 4") << int(Game::Pinochle) << 4 << QStringList{"N", "E", "S", "W"}
                                << QStringList{"North", "East", "South", "West"};
    QTest::newRow("pinochle 6") << int(Game::Pinochle) << 6 << QStringList{"1", "2", "3", "4", "5", "6"}
                                << QStringList{"North", "Northeast", "Southeast", "South", "Southwest", "Northwest"};
    QTest::newRow("preferans") << int(Game::Preferans) << 3 << QStringList{"1", "2", "3"}
                               << QStringList{"Player 1", "Player 2", "Player 3"};
}

void TestCards::seats()
{
    QFETCH(int, game);
    QFETCH(int, count);
    QFETCH(QStringList, letters);
    QFETCH(QStringList, names);
    const SeatLayout layout(Game(game), count);
    for (Seat s = 0; s < count; ++s) {
        QCOMPARE(layout.letter(s), letters.at(s));
        QCOMPARE(layout.name(s), names.at(s));
        QCOMPARE(layout.fromLetter(letters.at(s).toLower()), s);
        QCOMPARE(layout.next(s), (s + 1) % count);
        QCOMPARE(layout.next(s, -1), (s + count - 1) % count);
    }
    QCOMPARE(layout.letter(count), QString());
    QCOMPARE(layout.fromLetter(u"Z"), NoSeat);
    // teams alternate with 4 and 6 seats; with 3 everyone plays alone
    QCOMPARE(layout.sameSide(0, 2), count != 3);
    QVERIFY(!layout.sameSide(0, 1));
}

void TestCards::bridgeSeatLetters()
{
    const SeatLayout bridge(Game::Bridge, 4);
    for (Seat s = 0; s < 4; ++s) {
        QCOMPARE(bridgeSeatFromLetter(bridge.letter(s).at(0).unicode()), s);
        QCOMPARE(bridgeSeatFromLetter(bridge.letter(s).toLower().at(0).unicode()), s);
    }
    for (char16_t c : {u'X', u'O', u'.', u'\0', u'\u00d1'})
        QCOMPARE(bridgeSeatFromLetter(c), NoSeat);
}

void TestCards::contract_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("canonical");
    QTest::addColumn<int>("trump");
    QTest::newRow("4S") << "4S" << true << "4S" << int(Suit::Spades);
    QTest::newRow("3NT doubled") << "3NTX" << true << "3NTX" << int(Suit::None);
    QTest::newRow("lower case redoubled") << "6hxx" << true << "6HXX" << int(Suit::Hearts);
    QTest::newRow("passed out") << "Pass" << true << "Pass" << int(Suit::None);
    QTest::newRow("empty: unknown") << "" << true << "" << int(Suit::None);
    QTest::newRow("1N") << "1N" << true << "1NT" << int(Suit::None);
    QTest::newRow("level 8") << "8S" << false << "" << 0;
    QTest::newRow("bad strain") << "4Z" << false << "" << 0;
    QTest::newRow("bad risk") << "4SXXX" << false << "" << 0;
}

void TestCards::contract()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    Contract c;
    QCOMPARE(Contract::fromString(text, &c), ok);
    if (!ok)
        return;
    QTEST(c.toString(), "canonical");
    QTEST(int(c.trump()), "trump");
}

void TestCards::call_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("canonical");
    QTest::addColumn<int>("rank");
    QTest::newRow("pass") << "Pass" << true << "Pass" << -1;
    QTest::newRow("PASS") << "PASS" << true << "Pass" << -1;
    QTest::newRow("double") << "X" << true << "X" << -1;
    QTest::newRow("redouble") << "xx" << true << "XX" << -1;
    QTest::newRow("1C lowest") << "1C" << true << "1C" << 0;
    QTest::newRow("1NT") << "1NT" << true << "1NT" << 4;
    QTest::newRow("7NT highest") << "7NT" << true << "7NT" << 34;
    QTest::newRow("2S") << "2s" << true << "2S" << 8;
    QTest::newRow("8C") << "8C" << false << "" << -1;
    QTest::newRow("junk") << "hello" << false << "" << -1;
}

void TestCards::call()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    Call c;
    QCOMPARE(Call::fromString(text, &c), ok);
    if (!ok)
        return;
    QTEST(c.toString(), "canonical");
    QTEST(c.bidRank(), "rank");
}

void TestCards::vulnerability_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("canonical");
    QTest::newRow("None") << "None" << "None";
    QTest::newRow("Love") << "Love" << "None";
    QTest::newRow("-") << "-" << "None";
    QTest::newRow("ns") << "ns" << "NS";
    QTest::newRow("EW") << "EW" << "EW";
    QTest::newRow("Both") << "Both" << "All";
    QTest::newRow("All") << "All" << "All";
}

void TestCards::vulnerability()
{
    QFETCH(QString, text);
    Vulnerability v;
    QVERIFY(vulnerabilityFromString(text, &v));
    QTEST(vulnerabilityToString(v), "canonical");
    QVERIFY(!vulnerabilityFromString(u"sideways", &v));
}

QTEST_APPLESS_MAIN(TestCards)
#include "tst_cards.moc"
