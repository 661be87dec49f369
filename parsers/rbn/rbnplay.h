#pragma once

#include "rbnextras.h"
#include "rbnproblem.h"

#include "model/deal.h"
#include "model/play.h"

#include <QByteArray>

#include <string>

namespace kib::rbn {

struct PlayContext
{
    const Deal *deal = nullptr;  // the hands, to check the play and resolve pseudo plays
    Seat leader = NoSeat;        // who leads the first trick; NoSeat: found from the hands
    bool trumpKnown = false;     // false when no contract is given
    Suit trump = Suit::None;
    // Carried marks by flat card index (rbnextras.h): applied before the
    // play is checked; a card marked irregular (^R revoke, ^L lead out of
    // turn) is not reported, and a lead out of turn comes from its holder.
    const QHash<int, MarkExtras> *extras = nullptr;
};

struct ParsedPlay
{
    Play play;
    bool keepData = false;  // ';' separators or lower-case suits: the data is kept as written
};

// The P label: tricks split by ':' (';': the plays that follow are trivial),
// each play a suit and a rank, or a rank alone when it follows the suit led;
// the pseudo plays - (lowest card) ~ (lowest, suit significant) + (highest)
// . (immaterial discard) and the suitless trick (-+-- --+- ---+: '+' marks
// the hand that takes the lead); Y (your play?); marks and note references
// after a play. Reports plays that do not follow the hands: a card the hand
// does not hold, one played twice, a revoke.
// (The usual play is read by readPlainPlay(), rbnplainplay.h; whatever it
// declines by parsePlayInGeneral().)
ParsedPlay parsePlay(QByteArrayView data, const PlayContext &context, Problems *problems);
// Every form of the P data, the plays first tokenised, then checked trick by
// trick: what parsePlay() does for all that readPlainPlay() declines, and
// what the tests compare readPlainPlay() with.
ParsedPlay parsePlayInGeneral(QByteArrayView data, const PlayContext &context, Problems *problems);

// The P data: the lead with its suit, cards that follow suit as ranks alone.
QByteArray formatPlay(const Play &play);
// The same, appended to 'out' (the writer's bytes for the record's labels).
void appendPlay(std::string &out, const Play &play);

} // namespace kib::rbn
