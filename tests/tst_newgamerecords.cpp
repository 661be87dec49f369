// New records of pinochle, preferans and the chess variants
// (model/newgamerecord.h): what each holds, and that each saves through its
// own notation's writer and reads back without errors, equal to itself.
#include "model/boardstate.h"
#include "model/newgamerecord.h"
#include "model/pinochlerules.h"
#include "model/preferansedit.h"
#include "parsers/pcn/pcnplugin.h"
#include "parsers/pn/pnplugin.h"
#include "parsers/ppn/ppnjsonplugin.h"
#include "parsers/ppn/ppnplugin.h"

#include <QSet>
#include <QTest>

Q_DECLARE_METATYPE(kib::BoardVariant)

using namespace kib;

namespace {

QString described(const Diagnostics &ds)
{
    QStringList out;
    for (const Diagnostic &d : ds)
        out << d.format(QStringLiteral("new"));
    return out.join(QLatin1Char('\n'));
}

// Writes the records with 'plugin', reads them back: no errors, no warnings
// on writing; the records read.
QList<RecordPtr> roundTrip(const NotationPlugin &plugin, const QList<RecordPtr> &records)
{
    Collection c;
    for (const RecordPtr &r : records)
        c.append(r);
    const WriteResult w = plugin.write(c);
    if (!w.warnings.isEmpty())
        qWarning("%s", qPrintable(described(w.warnings)));
    const ReadResult back = plugin.read(w.data);
    if (errorCount(back.diagnostics) > 0)
        qWarning("%s\n%s", w.data.constData(), qPrintable(described(back.diagnostics)));
    return errorCount(back.diagnostics) == 0 && w.warnings.isEmpty() ? back.collection.records() : QList<RecordPtr>{};
}

} // namespace

class TestNewGameRecords : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pinochle_data();
    void pinochle();
    void pinochleNumbering();
    void preferans_data();
    void preferans();
    void board_data();
    void board();
};

void TestNewGameRecords::pinochle_data()
{
    QTest::addColumn<int>("seats");
    QTest::addColumn<bool>("doubleDeck");
    QTest::addColumn<QString>("scores");
    QTest::newRow("three, single deck") << 3 << false << "0 0 0";
    QTest::newRow("three, double deck") << 3 << true << "0 0 0";
    QTest::newRow("four, single deck") << 4 << false << "0 0";
    QTest::newRow("four, double deck") << 4 << true << "0 0";
    QTest::newRow("six, single deck") << 6 << false << "0 0";
    QTest::newRow("six, double deck") << 6 << true << "0 0";
}

void TestNewGameRecords::pinochle()
{
    QFETCH(int, seats);
    QFETCH(bool, doubleDeck);
    const auto r = newPinochleRecord(seats, doubleDeck, nullptr);
    QVERIFY(r);
    QCOMPARE(r->game(), Game::Pinochle);
    QCOMPARE(r->seats().count(), seats);
    QCOMPARE(r->deck().kind(), doubleDeck ? DeckKind::Pinochle80 : DeckKind::Pinochle48);
    QCOMPARE(r->dealer(), Seat(seats - 1));
    QCOMPARE(r->auction().first, 0);
    QCOMPARE(r->pinochle().deal, Points::of(1));
    QTEST(r->scores().value(0).value, "scores");
    QCOMPARE(r->stepCount(), 0);
    // written as PN and read back: the same hand
    const QList<RecordPtr> back = roundTrip(PnPlugin(), {r});
    QCOMPARE(back.size(), 1);
    auto *read = dynamic_cast<CardRecord *>(back.first().get());
    QVERIFY(read);
    read->pinochle().status = r->pinochle().status;   // what the reader says of it
    read->pinochle().missing = r->pinochle().missing;
    QCOMPARE(read->seats().count(), seats);
    QCOMPARE(read->dealer(), r->dealer());
    QCOMPARE(read->pinochle().deal, r->pinochle().deal);
    QCOMPARE(read->scores(), r->scores());
    QVERIFY(read->deal().hands.size() == seats);
    QCOMPARE(read->auction().calls, r->auction().calls);
    QCOMPARE(read->contract(), r->contract());
    read->setSourceLine(r->sourceLine());
    // PN tells the deck from the hands only: with none entered yet, a
    // double deck reads as a single one
    QCOMPARE(read->deck().kind(), DeckKind::Pinochle48);
    read->setDeck(r->deck().kind());
    QVERIFY(*read == *r);
}

void TestNewGameRecords::pinochleNumbering()
{
    // the next hand of the same table: numbered on, dealt by the next seat
    const auto first = newPinochleRecord(4, false, nullptr);
    first->setTag(QStringLiteral("Seat1"), QStringLiteral("Ann"));
    const auto second = newPinochleRecord(4, false, first.get());
    QCOMPARE(second->pinochle().deal, Points::of(2));
    QCOMPARE(second->dealer(), 0);
    QCOMPARE(second->auction().first, 1);
    QCOMPARE(second->tag(QStringLiteral("Seat1")), QStringLiteral("Ann"));
    // another table starts again
    const auto other = newPinochleRecord(3, false, first.get());
    QCOMPARE(other->pinochle().deal, Points::of(1));
    QVERIFY(other->tag(QStringLiteral("Seat1")).isNull());
    QCOMPARE(newPinochleRecord(5, false, nullptr), nullptr);
    // both written as one game and read back
    const QList<RecordPtr> back = roundTrip(PnPlugin(), {first, second});
    QCOMPARE(back.size(), 2);
    QCOMPARE(dynamic_cast<CardRecord &>(*back.at(1)).dealer(), 0);
    QCOMPARE(dynamic_cast<CardRecord &>(*back.at(1)).pinochle().deal, Points::of(2));
}

void TestNewGameRecords::preferans_data()
{
    QTest::addColumn<bool>("json");
    QTest::newRow("PPN") << false;
    QTest::newRow("JSON") << true;
}

void TestNewGameRecords::preferans()
{
    QFETCH(bool, json);
    const auto first = newPreferansRecord(nullptr);
    QCOMPARE(first->game(), Game::Preferans);
    QCOMPARE(first->seats().count(), 3);
    QCOMPARE(first->preferans().number, 1);
    QCOMPARE(first->dealer(), 2);
    QCOMPARE(first->auction().first, 0);
    // a shuffled deck: a permutation of the 32 cards
    Cards all;
    for (const Hand &h : first->deal().hands) {
        QCOMPARE(h.cards.size(), 10);
        all += h.cards;
    }
    all += std::as_const(first->deal()).pile(QStringLiteral("talon"))->cards;
    QCOMPARE(all.size(), 32);
    QSet<int> seen;
    for (Card c : all)
        seen.insert(c.index());
    QCOMPARE(seen.size(), 32);
    for (const char *tag : {"Bula", "Refe", "Player1", "Player2", "Player3", "Result1", "Result2", "Result3"})
        QVERIFY(first->hasTag(QLatin1String(tag)));
    // the next deal: numbered on, dealt by the next player, the info kept;
    // its cards given in PPN's deal order
    Cards deck;
    const QString codes = QStringLiteral("5OIMGQ92JN8ELFVDC46UHSB7AKRPWT13");
    for (QChar ch : codes) {
        Card c;
        QVERIFY(preferans::cardFromCode(ch, &c));
        deck.append(c);
    }
    const auto second = newPreferansRecord(first.get(), deck);
    QCOMPARE(second->preferans().number, 2);
    QCOMPARE(second->dealer(), 0);
    QCOMPARE(second->deal().hands.at(1).cards, deck.mid(0, 10));
    QCOMPARE(second->tag(QStringLiteral("Bula")), first->tag(QStringLiteral("Bula")));

    // PPN writes a deal without bids as passed out (it has no other form
    // for it): give both deals their auction first, as the editor does
    for (const auto &r : {first, second})
        for (int i = 0; i < 3; ++i)
            QCOMPARE(preferans::appendBid(*r, Call::pass()), QString());
    QCOMPARE(second->contract().kind, Contract::Kind::PassedOut);
    const QList<RecordPtr> back = json ? roundTrip(PpnJsonPlugin(), {first, second}) : roundTrip(PpnPlugin(), {first, second});
    QCOMPARE(back.size(), 2);
    for (int i = 0; i < 2; ++i) {
        const auto &mine = dynamic_cast<const CardRecord &>(*(i == 0 ? first : second));
        auto &read = dynamic_cast<CardRecord &>(*back.at(i));
        read.tags() = mine.tags(); // the info section is the file's
        QVERIFY2(read == mine, qPrintable(QStringLiteral("deal %1").arg(i + 1)));
    }
}

void TestNewGameRecords::board_data()
{
    QTest::addColumn<BoardVariant>("variant");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("pieces");
    QTest::newRow("chess") << BoardVariant::Chess << 8 << 8 << 32;
    QTest::newRow("makruk") << BoardVariant::Makruk << 8 << 8 << 32;
    QTest::newRow("shogi") << BoardVariant::Shogi << 9 << 9 << 40;
    QTest::newRow("xiangqi") << BoardVariant::Xiangqi << 10 << 9 << 32;
    QTest::newRow("janggi") << BoardVariant::Janggi << 10 << 9 << 32;
}

void TestNewGameRecords::board()
{
    QFETCH(BoardVariant, variant);
    const auto r = newBoardRecord(variant, nullptr);
    QVERIFY(r);
    QTEST(r->rows(), "rows");
    QTEST(r->columns(), "columns");
    QCOMPARE(r->squares().size(), r->squareCount());
    int pieces = 0;
    for (const QString &s : r->squares())
        pieces += s.isNull() ? 0 : 1;
    QTEST(pieces, "pieces");
    QCOMPARE(r->firstMover(), BoardSide::Bottom);
    QCOMPARE(r->stepCount(), 0);
    // the reader's guess from the shape and the pieces names the variant
    QCOMPARE(guessBoardVariant(r->indexes(), r->squares()), variant);
    const QList<RecordPtr> back = roundTrip(PcnPlugin(), {r});
    QCOMPARE(back.size(), 1);
    const auto *read = dynamic_cast<const BoardRecord *>(back.first().get());
    QVERIFY(read);
    QVERIFY(*read == *r);
    QCOMPARE(newBoardRecord(BoardVariant::Generic, nullptr), nullptr);
}

QTEST_GUILESS_MAIN(TestNewGameRecords)
#include "tst_newgamerecords.moc"
