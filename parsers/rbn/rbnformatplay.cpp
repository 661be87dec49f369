// formatPlay(), on its own: the P data of a play.
#include "rbnmarks.h"
#include "rbnplay.h"

#include <algorithm>
#include <string>

namespace kib::rbn {

QByteArray formatPlay(const Play &play)
{
    std::string out;
    appendPlay(out, play);
    return out.empty() ? QByteArray() : QByteArray(out.data(), qsizetype(out.size()));
}

void appendPlay(std::string &out, const Play &play)
{
    // (written into a std::string through a pointer: room made a trick at a
    // time, a suit and a rank a card at most, so no check a character; the
    // string cut to the length written only where the rare marks and queries
    // append to it, and at the end)
    static constexpr char kSuits[] = "SHDC";              // suitLetter() of a valid card
    static constexpr char kRanks[] = "?x23456789TJQKA"; // rankLetter()
    const size_t start = out.size();
    out.resize(start + size_t(3 * play.tricks.size() * 4 + 8));
    char *p = out.data() + start;
    auto room = [&](qsizetype more) {
        const size_t n = size_t(p - out.data());
        if (out.size() < n + size_t(more))
            out.resize(std::max(out.size() * 2, n + size_t(more)));
        p = out.data() + n;
    };
    // (the string as long as what was written, for the functions that append to it)
    auto cut = [&] { out.resize(size_t(p - out.data())); };
    const bool anyQuery = !play.queryPoints.isEmpty();
    auto queries = [&](int at) {
        cut();
        for (int q : play.queryPoints)
            if (q == at)
                out += 'Y';
        p = out.data() + out.size();
    };
    int flat = 0;
    for (int t = 0; t < play.tricks.size(); ++t) {
        // (the trick's cards and count read once: a character written
        // through 'p' might be any object, so the list would be read again)
        const PlayedCard *const cards = play.tricks[t].cards.constData();
        const qsizetype count = play.tricks[t].cards.size();
        room(1 + 2 * count);
        if (t > 0)
            *p++ = ':';
        const Suit led = count > 0 && cards[0].kind == PlayedCard::Kind::Card && cards[0].card.isValid()
                             ? cards[0].card.suit()
                             : Suit::None;
        for (qsizetype i = 0; i < count; ++i, ++flat) {
            const PlayedCard &pc = cards[i];
            if (anyQuery) {
                queries(flat);
                room(2 * (count - i));
            }
            if (pc.kind == PlayedCard::Kind::Card) { // (the common play first)
                // (Card::isValid() as two unsigned comparisons)
                const unsigned suit = unsigned(pc.card.suit()), rank = pc.card.rank();
                if (suit >= unsigned(SuitCount) || rank - 2u > unsigned(RankAce - 2))
                    continue;
                if (i == 0 || Suit(suit) != led)
                    *p++ = kSuits[suit];
                *p++ = kRanks[rank];
            } else if (pc.kind == PlayedCard::Kind::Pseudo) {
                if (pc.pseudo != u'-' && pc.pseudo != u'~' && pc.pseudo != u'+' && pc.pseudo != u'.')
                    continue;
                *p++ = char(pc.pseudo.toLatin1());
            } else {
                *p++ = '-'; // an unknown card: the nearest RBN has (see cannotHold)
            }
            if (!pc.annotation.isEmpty()) { // (no marks to spell: nothing to add)
                cut();
                appendMarks(out, pc.annotation.get());
                p = out.data() + out.size();
                room(2 * (count - i - 1));
            }
        }
    }
    if (anyQuery)
        queries(flat);
    out.resize(size_t(p - out.data()));
}

} // namespace kib::rbn
