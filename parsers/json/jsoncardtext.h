#pragma once

#include "model/card.h"

#include <QByteArray>

#include <array>

namespace kib {
struct PlayedCard;
}

namespace kib::json {

class JsonTextWriter;

// The parts of a card record's JSON that repeat on every board, printed from
// pre-formatted fragments (issue 18, dump): a hand's array of cards and a
// trick with neither annotations nor seats out of turn, each in one copy of
// its separators, indents and keys and one small copy a card, where
// JsonTextWriter would take a call, a room check and a copy for every token.
// The bytes are JsonTextWriter's (tst_jsontextwriter compares them with
// toJson()). Card texts are taken from the caller (found once a card) and
// kept in flat tables; fragments are made once for each depth met.
class JsonCardText
{
public:
    // A short text kept by value ("\"SA\"" and the like).
    struct Text
    {
        quint8 size = 0; // 0: not kept
        char bytes[23];
    };
    // The table slot for a card (null: the card does not fit the tables).
    static int slot(Card c)
    {
        const unsigned s = unsigned(c.suit()), r = c.rank();
        return s < 8 && r < 32 ? int(s * 32 + r) : -1;
    }
    Text &handCard(int slot) { return m_hand[slot]; }
    // a played card's text at 'depth' (the tables are for one depth at a
    // time: another depth clears them)
    Text &playedCard(int slot, int depth);
    static bool keep(Text &t, QByteArrayView text);

    // "[" ... "]" of the cards whose texts are 'texts' (all kept), at
    // the writer's depth; the writer's separator before it.
    void cardArray(const Text *const *texts, qsizetype count, JsonTextWriter &w);
    // A trick's object: "cards" (texts, all kept, count > 0), "leader" and
    // "winner" (quoted seat letters, empty when there is none).
    void trick(const Text *const *texts, qsizetype count, QByteArrayView leader, QByteArrayView winner,
               JsonTextWriter &w);

private:
    struct Fragments
    {
        int depth = -1;
        QByteArray open;       // "[\n" + indent, or "{\n" + indent + "\"cards\": [\n" + indent
        QByteArray separator;  // ",\n" + indent
        QByteArray close;      // "\n" + indent + "]"
        QByteArray leader;     // ",\n" + indent + "\"leader\": "
        QByteArray winner;     // ",\n" + indent + "\"winner\": "
        QByteArray closeTrick; // "\n" + indent + "}"
    };
    const Fragments &arrayFragments(int depth);
    const Fragments &trickFragments(int depth);
    static char *list(char *d, const Fragments &f, const Text *const *texts, qsizetype count);

    std::array<Text, 256> m_hand{};
    std::array<Text, 256> m_played{};
    int m_playedDepth = -1;
    Fragments m_array;
    Fragments m_trick;
};

} // namespace kib::json
