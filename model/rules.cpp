#include "rules.h"

#include <QMap>

namespace kib::rules {

int rankStrength(Game game, Rank rank)
{
    if (game == Game::Pinochle && rank == RankTen)
        return 13 * 2 + 1; // between king (26) and ace (28)
    return int(rank) * 2;
}

Seat trickWinner(Game game, const Trick &trick, Suit trump, int players)
{
    if (trick.cards.size() < players || trick.cards.isEmpty())
        return NoSeat;
    for (const PlayedCard &pc : trick.cards)
        if (pc.kind != PlayedCard::Kind::Card || !pc.card.isValid())
            return NoSeat;
    const PlayedCard *best = &trick.cards.first();
    for (qsizetype i = 1; i < trick.cards.size(); ++i) {
        const PlayedCard &pc = trick.cards.at(i);
        const Card c = pc.card;
        const Card b = best->card;
        bool beats;
        if (c.suit() == b.suit())
            beats = rankStrength(game, c.rank()) > rankStrength(game, b.rank()); // equal: first played stays
        else
            beats = trump != Suit::None && c.suit() == trump;
        if (beats)
            best = &pc;
    }
    return best->seat;
}

Seat openingLeader(Game game, const SeatLayout &seats, Seat declarer, Seat dealer)
{
    switch (game) {
    case Game::Bridge: return declarer == NoSeat ? NoSeat : seats.next(declarer);
    case Game::Pinochle: return declarer;
    case Game::Preferans: return dealer == NoSeat ? NoSeat : seats.next(dealer);
    case Game::Chess: break;
    }
    return NoSeat;
}

bool followsSuit(const Cards &held, Suit led, Card card)
{
    if (led == Suit::None || card.suit() == led)
        return true;
    for (Card c : held)
        if (c.suit() == led)
            return false;
    return true;
}

int handSize(Game game, DeckKind deck, int seats)
{
    switch (game) {
    case Game::Bridge: return 13;
    case Game::Preferans: return 10;
    case Game::Pinochle: return seats > 0 ? Deck(deck).size() / seats : 0;
    case Game::Chess: break;
    }
    return 0;
}

QString DealProblem::message(const SeatLayout &seats) const
{
    switch (kind) {
    case Kind::TooManyCopies:
        return QStringLiteral("%1 occurs %2 times in the deal").arg(card.toString()).arg(count);
    case Kind::HandTooLarge:
        return QStringLiteral("the hand of %1 holds %2 cards").arg(seats.name(seat)).arg(count);
    case Kind::NotInDeck:
        return QStringLiteral("%1 is not a card of this deck").arg(card.toString());
    }
    return {};
}

QList<DealProblem> checkDeal(const Deal &deal, const Deck &deck, int handSize)
{
    QList<DealProblem> problems;
    QMap<int, int> counts; // suit*16+rank -> occurrences
    auto count = [&](Card c, Seat seat) {
        if (c.isPartial())
            return;
        if (!deck.contains(c)) {
            problems.append({DealProblem::Kind::NotInDeck, seat, c, 1});
            return;
        }
        ++counts[int(c.suit()) * 16 + c.rank()];
    };
    for (Seat s = 0; s < deal.hands.size(); ++s) {
        const Hand &h = deal.hands.at(s);
        if (h.cards.size() > handSize)
            problems.append({DealProblem::Kind::HandTooLarge, s, {}, int(h.cards.size())});
        for (Card c : h.cards)
            count(c, s);
    }
    for (const Pile &p : deal.piles)
        for (Card c : p.cards)
            count(c, NoSeat);
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        const Card c(Suit(it.key() / 16), Rank(it.key() % 16));
        if (it.value() > deck.copies(c))
            problems.append({DealProblem::Kind::TooManyCopies, NoSeat, c, it.value()});
    }
    return problems;
}

} // namespace kib::rules
