// SharedListBlock: lists that share one allocation behave as lists of their
// own. A list changed while the block is shared leaves the others as they
// were; the last list to hold the block may change it in place; annotations
// given to cards after the read are freed with their list (run under
// valgrind or ASan to see a leak). The reader's tricks use it, so the play
// read from PBN is checked here too: edited, copied and let go in any order.

#include "support/pbnhelpers.h"

#include "parsers/sharedlistblock.h"

#include "model/cardrecord.h"

#include <QTest>

using namespace kib;
using namespace kib::test;

class TestSharedListBlock : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void listsAreIndependent();
    void lastHolderChangesInPlace();
    void blockOutlivesTheMaker();
    void countsItsLists();
    void countsItsLists_data();
    void readPlayEditsAsLists();
};

namespace {

PlayedCard played(Suit suit, Rank rank, Seat seat)
{
    PlayedCard pc;
    pc.card = Card(suit, rank);
    pc.seat = seat;
    return pc;
}

QList<QList<PlayedCard>> threeTricks()
{
    SharedListBlock<PlayedCard> block(12);
    for (int i = 0; i < 12; ++i)
        block.data()[i] = played(Suit::Spades, Rank(2 + i), i % 4);
    return {block.list(0, 4), block.list(4, 4), block.list(8, 4)};
}

} // namespace

void TestSharedListBlock::listsAreIndependent()
{
    QList<QList<PlayedCard>> tricks = threeTricks();
    QCOMPARE(tricks.at(1).size(), 4);
    QCOMPARE(tricks.at(1).at(0).card, Card(Suit::Spades, 6));
    QCOMPARE(tricks.at(2).at(3).card, Card(Suit::Spades, 13));

    // append to the first: it must not write over the second's cards
    tricks[0].append(played(Suit::Hearts, RankAce, 0));
    QCOMPARE(tricks.at(0).size(), 5);
    QCOMPARE(tricks.at(0).at(4).card, Card(Suit::Hearts, RankAce));
    QCOMPARE(tricks.at(1).at(0).card, Card(Suit::Spades, 6));

    // an annotation on a card of the second: the third and a copy keep theirs
    const QList<PlayedCard> copy = tricks.at(1);
    tricks[1][2].annotation.edit().irregularity = QStringLiteral("R");
    QCOMPARE(tricks.at(1).at(2).annotation->irregularity, QStringLiteral("R"));
    QVERIFY(copy.at(2).annotation.isEmpty());
    QVERIFY(tricks.at(2).at(2).annotation.isEmpty());
    QCOMPARE(copy.at(2).card, tricks.at(1).at(2).card);

    tricks[2].removeFirst();
    QCOMPARE(tricks.at(2).size(), 3);
    QCOMPARE(tricks.at(2).first().card, Card(Suit::Spades, 11));
    QCOMPARE(tricks.at(0).size(), 5);
}

void TestSharedListBlock::lastHolderChangesInPlace()
{
    QList<QList<PlayedCard>> tricks = threeTricks();
    QList<PlayedCard> middle = tricks.at(1);
    tricks.clear(); // the middle trick's list is now the block's only holder
    QCOMPARE(middle.size(), 4);
    middle[0].annotation.edit().noteRefs = {1};
    middle.append(played(Suit::Clubs, 2, 3));
    middle.last().annotation.edit().irregularity = QStringLiteral("L");
    middle.prepend(played(Suit::Diamonds, 3, 1));
    QCOMPARE(middle.size(), 6);
    QCOMPARE(middle.at(0).card, Card(Suit::Diamonds, 3));
    QCOMPARE(middle.at(1).card, Card(Suit::Spades, 6));
    QCOMPARE(middle.at(1).annotation->noteRefs, QList<int>{1});
    QCOMPARE(middle.at(5).annotation->irregularity, QStringLiteral("L"));
    middle.removeLast();
    middle.resize(2);
    QCOMPARE(middle.at(1).annotation->noteRefs, QList<int>{1});
    middle.squeeze();
    QCOMPARE(middle.capacity(), 2);
}

void TestSharedListBlock::blockOutlivesTheMaker()
{
    QList<Card> kept;
    {
        SharedListBlock<Card> block(8);
        for (int i = 0; i < 8; ++i)
            block.data()[i] = Card(Suit::Hearts, Rank(RankAce - i));
        kept = block.list(2, 3);
        SharedListBlock<Card> unused(5); // (no list taken: freed by the maker)
    }
    QCOMPARE(kept, (QList<Card>{Card(Suit::Hearts, 12), Card(Suit::Hearts, 11), Card(Suit::Hearts, 10)}));
    kept.append(Card(Suit::Clubs, 2));
    QCOMPARE(kept.size(), 4);
    QCOMPARE(kept.last(), Card(Suit::Clubs, 2));
}

void TestSharedListBlock::countsItsLists_data()
{
    QTest::addColumn<int>("lists");
    QTest::addColumn<int>("dropFirst"); // lists let go while the block still lives
    QTest::newRow("one list") << 1 << 0;
    QTest::newRow("four lists") << 4 << 0;
    QTest::newRow("thirteen lists") << 13 << 0;
    QTest::newRow("thirteen, five let go before the block") << 13 << 5;
    QTest::newRow("four, all but one let go before the block") << 4 << 3;
}

// list() raises the block's count and the block drops its own without an
// atomic instruction: the count must still be exactly the number of lists
// that hold the block, whatever was let go before the block went. A list is
// the block's only holder (isDetached()) when all the others are gone, and
// not before.
void TestSharedListBlock::countsItsLists()
{
    QFETCH(int, lists);
    QFETCH(int, dropFirst);
    QList<QList<Card>> held;
    {
        SharedListBlock<Card> block(lists * 2);
        for (int i = 0; i < lists * 2; ++i)
            block.data()[i] = Card(Suit(i % 4), Rank(2 + i % 13));
        for (int i = 0; i < lists; ++i)
            held.append(block.list(i * 2, 2));
        for (int i = 0; i < dropFirst; ++i)
            held.removeLast();
        for (const QList<Card> &l : std::as_const(held))
            QVERIFY(!l.isDetached());
    }
    while (held.size() > 1) {
        QVERIFY(!held.first().isDetached());
        held.removeLast();
    }
    QVERIFY(held.first().isDetached());
    QCOMPARE(held.first(), (QList<Card>{Card(Suit::Spades, 2), Card(Suit::Hearts, 3)}));
}

void TestSharedListBlock::readPlayEditsAsLists()
{
    // the benchmark's kind of game: thirteen tricks, one card with a note
    // and one with a suffix (those two tricks have lists of their own)
    const QByteArray text = "[Event \"\"]\n[Site \"\"]\n[Date \"\"]\n[Board \"1\"]\n[West \"\"]\n[North \"\"]\n"
                            "[East \"\"]\n[South \"\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
                            "[Deal \"N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432\"]\n"
                            "[Scoring \"\"]\n[Declarer \"S\"]\n[Contract \"1S\"]\n[Result \"\"]\n"
                            "[Play \"W\"]\nS2 SA =1= S7 S3\nH2 HA! H9 H6\nD2 DA D9 D6\nC2 CA C9 C6\n"
                            "H3 HK HT H7\nD3 DK DT D7\nC3 CK CT C7\nH4 HQ HJ H8\nD4 DQ DJ D8\nC4 CQ CJ C8\n"
                            "H5 SK S8 S4\nD5 SQ S9 S5\nC5 SJ ST S6\n*\n"
                            "[Note \"1:a note\"]\n";
    ReadResult result = readPbn(text);
    QVERIFY2(errorCodes(result.diagnostics).isEmpty(), qPrintable(describe(result.diagnostics)));
    QCOMPARE(result.collection.size(), 1);
    RecordPtr record = result.collection.records().at(0);
    result = ReadResult(); // (the record is held here only)
    auto *game = dynamic_cast<CardRecord *>(record.get());
    QVERIFY(game);
    QCOMPARE(game->play().tricks.at(12).winner, North);
    QCOMPARE(game->play().tricks.size(), 13);
    QCOMPARE(game->play().cardCount(), 52);
    QCOMPARE(game->play().tricks.at(0).cards.at(1).annotation->noteRefs, QList<int>{1});
    QCOMPARE(game->play().tricks.at(1).cards.at(0).card, Card(Suit::Hearts, RankAce));
    QVERIFY(!game->play().tricks.at(1).cards.at(0).annotation.isEmpty());

    Play copy = game->play();
    QCOMPARE(copy, game->play());
    // edit the copy's fifth trick: the record's play does not move
    copy.tricks[4].cards[2].annotation.edit().alert = true;
    copy.tricks[4].cards.append(played(Suit::Clubs, 2, 0));
    QVERIFY(game->play().tricks.at(4).cards.at(2).annotation.isEmpty());
    QCOMPARE(game->play().tricks.at(4).cards.size(), 4);
    QCOMPARE(game->play().tricks.at(4).cards.at(2).card, Card(Suit::Hearts, 7));
    QCOMPARE(game->play().tricks.at(5).cards.at(3).card, Card(Suit::Diamonds, 3));
    QVERIFY(copy != game->play());

    // let the record go first, then drop the copy's tricks one by one
    record.reset();
    QCOMPARE(copy.tricks.at(4).cards.size(), 5);
    QVERIFY(copy.tricks.at(4).cards.at(2).annotation->alert);
    while (copy.tricks.size() > 1)
        copy.tricks.removeFirst();
    QCOMPARE(copy.tricks.first().cards.size(), 4);
    QCOMPARE(copy.tricks.first().cards.at(0).card, Card(Suit::Spades, RankJack));
    QCOMPARE(copy.tricks.first().cards.at(3).card, Card(Suit::Clubs, 5));
    copy.tricks.first().cards[3].annotation.edit().suffix = QStringLiteral("?");
    copy.tricks.first().cards.append(played(Suit::Hearts, 2, 0));
    QCOMPARE(copy.tricks.first().cards.size(), 5);
    QCOMPARE(copy.tricks.first().cards.at(3).annotation->suffix, QStringLiteral("?"));
}

QTEST_GUILESS_MAIN(TestSharedListBlock)
#include "tst_sharedlistblock.moc"
