#pragma once

#include "record.h"
#include "seats.h"

#include <QStringList>

#include <optional>

namespace kib {

// One number written on the paper: a column's running total after a deal.
struct PaperEntry
{
    int record = -1;  // index of the deal's record; -1 for the starting bula
    int change = 0;   // what the deal added (the starting value for record -1)
    int total = 0;    // the column's total after it

    friend bool operator==(const PaperEntry &, const PaperEntry &) = default;
};

// One player's part of the paper: the bula in the middle, soups against
// the player on the left and on the right at the sides.
struct PlayerPaper
{
    QList<PaperEntry> bula;   // the first entry is the starting bula
    QList<PaperEntry> left;   // soups against the left neighbour (before in the deal order)
    QList<PaperEntry> right;  // soups against the right neighbour (after in the deal order)

    int bulaTotal() const { return bula.isEmpty() ? 0 : bula.last().total; }
    int leftTotal() const { return left.isEmpty() ? 0 : left.last().total; }
    int rightTotal() const { return right.isEmpty() ? 0 : right.last().total; }

    friend bool operator==(const PlayerPaper &, const PlayerPaper &) = default;
};

// A refa: written when a deal is passed out; each player crosses their
// part of it by playing a deal under it as the main player.
struct Refa
{
    enum class Part : quint8 { Open, Passed, Failed };
    int record = -1;         // the passed-out deal that wrote it
    QList<Part> parts;       // one per player
    QList<int> usedIn;       // per player: the record that crossed the part, -1 while open

    friend bool operator==(const Refa &, const Refa &) = default;
};

// The paper of one preferans game up to a deal, computed from the deals'
// summaries: the bula changes (middle), the soups (left and right) and the
// refe. The Bula tag gives the starting bula, the Refe tag how many refe
// the game may write (no limit without it).
struct ScoreSheet
{
    int firstRecord = -1;  // the game's first deal (index into the records)
    int lastRecord = -1;   // the last deal counted
    int deals = 0;         // preferans deals counted
    int startBula = 0;
    std::optional<int> refeLimit;
    QList<PlayerPaper> players;  // three
    QList<Refa> refe;            // in the order written
    QStringList problems;        // what did not add up, for people

    // The players on each side: left comes before in the deal order.
    static Seat leftOf(Seat seat) { return seat < 0 ? NoSeat : (seat + 2) % 3; }
    static Seat rightOf(Seat seat) { return seat < 0 ? NoSeat : (seat + 1) % 3; }

    // Refa parts the player has not crossed yet.
    int openRefe(Seat seat) const;
    // Soups the player has written against the others, and the others against them.
    int soupsWritten(Seat seat) const;
    int soupsAgainst(Seat seat) const;
    // The settlement: soups written minus soups against, plus ten for every
    // point of bula below the three players' mean. The three sum to zero.
    double result(Seat seat) const;
};

// The first record of the game that records[index] belongs to: the last
// record at or before it with tags of its own (not inherited), else 0.
int scoreSheetGameStart(const QList<RecordPtr> &records, int index);

// The paper after records[upTo], from the start of its game; with
// includeLast false, the paper as it stands before that deal is played.
// Records that are not preferans deals are skipped; upTo is clamped.
ScoreSheet scoreSheetAt(const QList<RecordPtr> &records, int upTo, bool includeLast = true);

} // namespace kib
