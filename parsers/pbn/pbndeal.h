#pragma once

#include "model/deal.h"
#include "model/seats.h"

namespace kib {

// The Deal tag: "<first>:<hand> <hand> <hand> <hand>", hands clockwise,
// each "spades.hearts.diamonds.clubs" or "-" for a hand not given.
class PbnDeal
{
public:
    struct Decoded
    {
        bool ok = false;
        Seat first = NoSeat;
        QString code;         // on failure: pbn.deal.malformed, pbn.deal.bad-rank, pbn.deal.bad-side
        QString message;
        int emptyHands = 0;   // hands written "..." (no cards): read as not given
        bool exportForm = false; // the value is already what encode() writes from 'first'
        quint64 held[4] = {};    // each seat's cards as bits (Card::index())
        quint64 twice = 0;       // the cards given more than once
    };

    // Reads a Deal value (lower case allowed) into 'deal' (4 hands). The
    // common value (an upper case side, four hands of four suits in upper
    // case, none empty, no card twice within a hand) is read on a short way;
    // any other goes the general way, decodeGeneral().
    static Decoded decode(QStringView value, Deal *deal);
    // The general way alone, for every value (the tests hold the short way
    // to the same answers).
    static Decoded decodeGeneral(QStringView value, Deal *deal);
    // The export form: hands from 'first' (the dealer), ranks descending,
    // "-" for a hand that is not known.
    static QString encode(const Deal &deal, Seat first);
    // The same into 'buffer' (room for 2 + 4 * 56 characters); its length,
    // or -1 when a hand holds a card twice or one that is not in the deck.
    static int encodeTo(char16_t *buffer, const Deal &deal, Seat first);
};

} // namespace kib
