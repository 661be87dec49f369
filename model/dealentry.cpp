#include "dealentry.h"

#include "cardrecord.h"

#include <QHash>

namespace kib {

namespace {

QHash<int, int> countCards(const QList<Hand> &hands)
{
    QHash<int, int> counts;
    for (const Hand &h : hands)
        if (h.known)
            for (Card c : h.cards)
                if (c.isValid())
                    ++counts[c.index()];
    return counts;
}

} // namespace

int DealEntry::handSize(const CardRecord &record)
{
    if (record.game() == Game::Preferans)
        return 10;
    const int seats = qMax(1, record.seats().count());
    int dealt = record.deck().size();
    for (const QString &name : pileNames(record))
        dealt -= pileSize(record, name);
    return dealt / seats;
}

QStringList DealEntry::pileNames(const CardRecord &record)
{
    if (record.game() == Game::Preferans)
        return {QStringLiteral("talon")};
    if (record.game() != Game::Pinochle)
        return {};
    QStringList out;
    for (const Pile &p : record.deal().piles)
        if (p.name.startsWith(QLatin1String("kitty")))
            out.append(p.name);
    if (!out.isEmpty() || record.seats().count() != 3)
        return out;
    // three seats: a kitty when the hands leave room for one
    const int withKitty = (record.deck().size() - 3) / 3;
    for (const Hand &h : record.deal().hands)
        if (h.cards.size() > withKitty)
            return out;
    return {QStringLiteral("kitty")};
}

int DealEntry::pileSize(const CardRecord &record, const QString &name)
{
    if (record.game() == Game::Preferans && name == u"talon")
        return 2;
    const Pile *p = record.deal().pile(name);
    return p && !p->cards.isEmpty() ? int(p->cards.size()) : 3;
}

DealEntry::Parsed DealEntry::parseHand(QStringView text, const Deck &deck, int handSize)
{
    Parsed p;
    const QStringView t = text.trimmed();
    if (t.isEmpty() || t == u"-")
        return p;
    p.known = true;
    const QList<QStringView> suits = t.split(u'.');
    if (suits.size() > SuitCount) {
        p.error = QStringLiteral("more than four suits: write spades.hearts.diamonds.clubs");
        return p;
    }
    QHash<int, int> counts;
    for (int s = 0; s < suits.size(); ++s) {
        for (QChar ch : suits.at(s)) {
            Rank rank = RankUnknown;
            if (ch == u'x' || ch == u'X' || ch == u'?' || !rankFromLetter(ch, &rank)) {
                p.error = QStringLiteral("'%1' is not a card rank (A K Q J T 9 … 2)").arg(ch);
                return p;
            }
            const Card card(Suit(s), rank);
            if (!deck.contains(card)) {
                p.error = QStringLiteral("%1 is not in the deck").arg(card.toString());
                return p;
            }
            if (++counts[card.index()] > deck.copies(card)) {
                p.error = QStringLiteral("%1 given twice").arg(card.toString());
                return p;
            }
            p.cards.append(card);
        }
    }
    if (suits.size() < SuitCount)
        p.error = QStringLiteral("four suits separated by '.': spades.hearts.diamonds.clubs");
    else if (p.cards.size() > handSize)
        p.error = QStringLiteral("%1 cards: a hand holds %2").arg(p.cards.size()).arg(handSize);
    sortCards(p.cards);
    return p;
}

QString DealEntry::handText(const Hand &hand)
{
    return hand.known ? cardsToDotted(hand.cards) : QStringLiteral("-");
}

Cards DealEntry::leftover(const QList<Hand> &hands, const Deck &deck)
{
    QHash<int, int> used = countCards(hands);
    Cards out;
    for (Card c : deck.cards()) {
        int &n = used[c.index()];
        if (n > 0)
            --n;
        else
            out.append(c);
    }
    return out;
}

Cards DealEntry::duplicates(const QList<Hand> &hands, const Deck &deck, Seat seat)
{
    Cards out;
    if (seat < 0 || seat >= hands.size() || !hands.at(seat).known)
        return out;
    const QHash<int, int> counts = countCards(hands);
    for (Card c : hands.at(seat).cards)
        if (c.isValid() && counts.value(c.index()) > deck.copies(c) && !out.contains(c))
            out.append(c);
    return out;
}

bool DealEntry::hasDuplicates(const QList<Hand> &hands, const Deck &deck)
{
    for (Seat s = 0; s < hands.size(); ++s)
        if (!duplicates(hands, deck, s).isEmpty())
            return true;
    return false;
}

Seat DealEntry::restTarget(const QList<Hand> &hands, const Deck &deck, int handSize)
{
    return Seat(restTarget(hands, deck, QList<int>(hands.size(), handSize)));
}

int DealEntry::restTarget(const QList<Hand> &places, const Deck &deck, const QList<int> &sizes)
{
    int target = -1;
    for (int s = 0; s < places.size(); ++s) {
        const Hand &h = places.at(s);
        if (h.known && h.cards.size() == sizes.value(s))
            continue;
        if (target >= 0)
            return -1; // more than one place is short
        target = s;
    }
    if (target < 0 || hasDuplicates(places, deck))
        return -1;
    const Hand &h = places.at(target);
    const int missing = sizes.value(target) - int(h.known ? h.cards.size() : 0);
    return leftover(places, deck).size() == missing ? target : -1;
}

QList<Hand> DealEntry::rotated(const QList<Hand> &hands)
{
    QList<Hand> out = hands;
    const int n = int(hands.size());
    for (int s = 0; s < n; ++s) {
        // the cards move; what a quiz hides stays with the seat
        out[(s + 1) % n].known = hands.at(s).known;
        out[(s + 1) % n].cards = hands.at(s).cards;
    }
    return out;
}

QStringList DealEntry::playConflicts(const CardRecord &record, const QList<Hand> &hands)
{
    QStringList out;
    for (const Trick &t : record.play().tricks) {
        for (const PlayedCard &pc : t.cards) {
            if (pc.kind != PlayedCard::Kind::Card || !pc.card.isValid() || pc.seat < 0 || pc.seat >= hands.size())
                continue;
            const Hand &h = hands.at(pc.seat);
            if (h.known && !h.cards.contains(pc.card))
                out << QStringLiteral("%1 played %2").arg(record.seats().name(pc.seat), pc.card.toString());
        }
    }
    return out;
}

} // namespace kib
