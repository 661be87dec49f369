#include "newgamerecord.h"

#include "deck.h"
#include "pinochlerules.h"

#include <QRandomGenerator>

#include <algorithm>

namespace kib {

namespace {

void keepTags(Record *record, const Record *previous, std::initializer_list<const char *> names)
{
    if (!previous)
        return;
    for (const char *name : names) {
        const QString value = previous->tag(QLatin1String(name));
        if (!value.isNull())
            record->setTag(QLatin1String(name), value);
    }
}

} // namespace

std::shared_ptr<CardRecord> newPinochleRecord(int seats, bool doubleDeck, const Record *previous)
{
    if (seats != 3 && seats != 4 && seats != 6)
        return nullptr;
    auto record = std::make_shared<CardRecord>(Game::Pinochle, seats);
    record->setDeck(doubleDeck ? DeckKind::Pinochle80 : DeckKind::Pinochle48);
    const auto *before = dynamic_cast<const CardRecord *>(previous);
    const bool sameTable = before && before->game() == Game::Pinochle && before->seats().count() == seats
                           && before->deck().kind() == record->deck().kind();
    int number = 1;
    Seat dealer = Seat(seats - 1);
    if (sameTable) {
        const Points &deal = before->pinochle().deal;
        number = deal.isGiven() ? deal.value + 1 : 1;
        if (before->dealer() != NoSeat)
            dealer = record->seats().next(before->dealer());
        // the Game Section's lines: teams, players, systems, the event
        for (const Tag &t : before->tags())
            record->setTag(t.name, t.value);
        record->pinochle().game = before->pinochle().game;
    }
    if (record->pinochle().game == 0)
        record->pinochle().game = 1;
    PinochleHand &pn = record->pinochle();
    pn.deal = Points::of(number);
    pn.dealer = PnMark::Given;
    pn.hands = QList<PnMark>(seats, PnMark::Absent); // as the PN reader has them: no Hand# yet
    pn.exchanged = QList<PnHand>(seats);
    record->setDealer(dealer);
    record->auction().first = record->seats().next(dealer);
    // a new game starts at nought for every team
    QStringList zeros;
    for (qsizetype t = 0; t < pinochle::teams(*record).size(); ++t)
        zeros.append(QStringLiteral("0"));
    record->scores().append(Score{QStringLiteral("GameScores"), zeros.join(QLatin1Char(' '))});
    return record;
}

std::shared_ptr<CardRecord> newPreferansRecord(const Record *previous, const Cards &deck)
{
    auto record = std::make_shared<CardRecord>(Game::Preferans, 3);
    const auto *before = dynamic_cast<const CardRecord *>(previous);
    const bool same = before && before->game() == Game::Preferans;
    Seat dealer = 2;
    int number = 1;
    if (same) {
        number = before->preferans().number + 1;
        if (before->dealer() != NoSeat)
            dealer = record->seats().next(before->dealer());
        record->tags() = before->tags();
        for (Tag &t : record->tags())
            t.inherited = true;
    } else {
        record->setTag(QStringLiteral("Bula"), QStringLiteral("60"));
        record->setTag(QStringLiteral("Refe"), QStringLiteral("2"));
        for (int p = 1; p <= 3; ++p)
            record->setTag(QStringLiteral("Player%1").arg(p), QStringLiteral("player%1").arg(p));
        for (int p = 1; p <= 3; ++p)
            record->setTag(QStringLiteral("Result%1").arg(p), QStringLiteral("0"));
    }
    record->preferans().number = number;
    record->setDealer(dealer);
    record->auction().first = record->seats().next(dealer);

    Cards cards = deck;
    if (cards.size() != 32) {
        cards = Deck(DeckKind::Preferans32).cards();
        std::shuffle(cards.begin(), cards.end(), *QRandomGenerator::global());
    }
    Deal &deal = record->deal();
    for (int k = 0; k < 3; ++k) {
        Hand &hand = deal.hands[record->seats().next(dealer, k + 1)];
        hand.cards = cards.mid(k * 10, 10);
        hand.known = true;
    }
    deal.pile(QStringLiteral("talon")).cards = cards.mid(30, 2);
    return record;
}

namespace {

QStringList row(std::initializer_list<const char *> pieces)
{
    QStringList out;
    for (const char *p : pieces)
        out.append(p ? QString::fromUtf8(p) : QString());
    return out;
}

QStringList empty(int n)
{
    return QStringList(n, QString());
}

} // namespace

std::shared_ptr<BoardRecord> newBoardRecord(BoardVariant variant, const Record *previous)
{
    auto record = std::make_shared<BoardRecord>();
    QStringList squares; // from the top-left square, row by row (PCN order)
    QList<int> indexes{8, 8};
    switch (variant) {
    case BoardVariant::Chess:
        squares << row({"♜", "♞", "♝", "♛", "♚", "♝", "♞", "♜"}) << QStringList(8, QStringLiteral("♟")) << empty(32)
                << QStringList(8, QStringLiteral("♙")) << row({"♖", "♘", "♗", "♕", "♔", "♗", "♘", "♖"});
        break;
    case BoardVariant::Makruk:
        squares << row({"r", "n", "b", "q", "k", "b", "n", "r"}) << empty(8) << QStringList(8, QStringLiteral("p"))
                << empty(16) << QStringList(8, QStringLiteral("P")) << empty(8)
                << row({"R", "N", "B", "K", "Q", "B", "N", "R"});
        break;
    case BoardVariant::Shogi:
        indexes = {9, 9};
        squares << row({"l", "n", "s", "g", "k", "g", "s", "n", "l"})
                << row({nullptr, "r", nullptr, nullptr, nullptr, nullptr, nullptr, "b", nullptr})
                << QStringList(9, QStringLiteral("p")) << empty(27) << QStringList(9, QStringLiteral("P"))
                << row({nullptr, "B", nullptr, nullptr, nullptr, nullptr, nullptr, "R", nullptr})
                << row({"L", "N", "S", "G", "K", "G", "S", "N", "L"});
        break;
    case BoardVariant::Xiangqi:
        indexes = {10, 9};
        squares << row({"車", "馬", "象", "士", "將", "士", "象", "馬", "車"}) << empty(9)
                << row({nullptr, "砲", nullptr, nullptr, nullptr, nullptr, nullptr, "砲", nullptr})
                << row({"卒", nullptr, "卒", nullptr, "卒", nullptr, "卒", nullptr, "卒"}) << empty(18)
                << row({"兵", nullptr, "兵", nullptr, "兵", nullptr, "兵", nullptr, "兵"})
                << row({nullptr, "炮", nullptr, nullptr, nullptr, nullptr, nullptr, "炮", nullptr}) << empty(9)
                << row({"俥", "傌", "相", "仕", "帥", "仕", "相", "傌", "俥"});
        break;
    case BoardVariant::Janggi:
        indexes = {10, 9};
        squares << row({"r", "m", "e", "s", nullptr, "s", "e", "m", "r"})
                << row({nullptr, nullptr, nullptr, nullptr, "g", nullptr, nullptr, nullptr, nullptr})
                << row({nullptr, "p", nullptr, nullptr, nullptr, nullptr, nullptr, "p", nullptr})
                << row({"j", nullptr, "j", nullptr, "j", nullptr, "j", nullptr, "j"}) << empty(18)
                << row({"J", nullptr, "J", nullptr, "J", nullptr, "J", nullptr, "J"})
                << row({nullptr, "P", nullptr, nullptr, nullptr, nullptr, nullptr, "P", nullptr})
                << row({nullptr, nullptr, nullptr, nullptr, "G", nullptr, nullptr, nullptr, nullptr})
                << row({"R", "M", "E", "S", nullptr, "S", "E", "M", "R"});
        break;
    case BoardVariant::Generic:
        return nullptr;
    }
    record->setVariant(variant);
    record->setIndexes(indexes);
    record->setSquares(squares);
    keepTags(record.get(), previous, {"Event", "Site"});
    record->setTag(QStringLiteral("Name"), QStringLiteral("New %1 game").arg(boardVariantName(variant)));
    return record;
}

} // namespace kib
