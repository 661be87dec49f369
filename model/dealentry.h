#pragma once

#include "deal.h"
#include "deck.h"
#include "seats.h"

#include <QStringList>

namespace kib {

class CardRecord;

// The rules of entering a deal by hand, over any deck and seat count: a
// hand typed in PBN's dotted form, the cards no hand holds yet, cards
// given twice, giving the rest to the one hand still short, turning the
// deal, and whether an existing play still fits the deal.
class DealEntry
{
public:
    // A hand as the user typed it.
    struct Parsed
    {
        bool known = false;   // "-" or empty: the hand is not given
        Cards cards;
        QString error;        // empty when the text is a valid hand
    };

    // Cards per hand when the deal is complete: 13 in bridge, the deck
    // shared out otherwise (preferans: 10, the talon aside; pinochle: the
    // kitty aside).
    static int handSize(const CardRecord &record);
    // The piles entered with the hands, in order: preferans' "talon";
    // pinochle's kitty piles ("kitty", "kitty1" ...), or "kitty" for three
    // seats whose hands leave room for one; none for bridge.
    static QStringList pileNames(const CardRecord &record);
    // Cards in the pile when the deal is complete: the talon 2; a kitty
    // its recorded size, else 3.
    static int pileSize(const CardRecord &record, const QString &name);
    // "AKQ2.JT9.876.543" (suits S.H.D.C, ranks in any order, either case,
    // a suit may be void) against the deck: bad characters, a card the
    // deck lacks, a card given more often than the deck has it, more cards
    // than 'handSize'.
    static Parsed parseHand(QStringView text, const Deck &deck, int handSize);
    // The dotted form of a hand ("-" when not known).
    static QString handText(const Hand &hand);

    // The deck's cards that no hand holds (copies counted), in deck order.
    static Cards leftover(const QList<Hand> &hands, const Deck &deck);
    // The cards of 'seat' that the hands hold more often than the deck has them.
    static Cards duplicates(const QList<Hand> &hands, const Deck &deck, Seat seat);
    static bool hasDuplicates(const QList<Hand> &hands, const Deck &deck);
    // The one hand that is short (or not given) when every other hand is
    // complete and the leftover cards fill it exactly; NoSeat otherwise.
    static Seat restTarget(const QList<Hand> &hands, const Deck &deck, int handSize);
    // The same over places of their own sizes (the hands, then the piles
    // as hands, a pile with cards being known): the index of the one place
    // short.
    static int restTarget(const QList<Hand> &places, const Deck &deck, const QList<int> &sizes);
    // Each hand moves one seat clockwise (North's to East ...).
    static QList<Hand> rotated(const QList<Hand> &hands);

    // Cards of the record's play that the new hands contradict: a seat
    // whose known hand does not hold the card it played. One readable
    // line each ("South played HK").
    static QStringList playConflicts(const CardRecord &record, const QList<Hand> &hands);
};

} // namespace kib
