#pragma once

#include "contract.h"
#include "seats.h"

#include <QList>

#include <optional>

namespace kib {

// One player's line of a preferans deal's summary: whether and how they
// played, the tricks they took and what they write on the paper (PPN's
// "summary", one item per player).
struct PreferansScore
{
    enum class Role : quint8 {
        None,      // did not play (PPN "0")
        Follower,  // followed the main player (PPN "F")
        Main,      // the main player (PPN "M")
    };
    Role role = Role::None;
    int tricks = 0;
    // Soups written in the left column: against the player on the left,
    // who comes before this one in the deal order.
    std::optional<int> left;
    // Soups written in the right column: against the player on the right,
    // who comes after this one in the deal order.
    std::optional<int> right;
    // The change of this player's bula (the middle column): negative when
    // the main player passed, positive for a failure.
    std::optional<int> middle;

    friend bool operator==(const PreferansScore &, const PreferansScore &) = default;
};

// What a preferans deal holds beyond the common card-game model. The
// contract's risk is the kontra level (1 kontra, 2 rekontra, 3 subkontra,
// 4 mortkontra; PPN K R S M); the talon and the discards are the deal's
// piles "talon" and "discard"; the main player is the declarer.
struct PreferansDeal
{
    int number = 0;                 // the deal's id in its game
    QList<Seat> followers;          // who accepted to follow, in seat order
    Seat kontraBy = NoSeat;         // who started the kontra, or gave the invitation
    bool invitation = false;        // PPN 'I': a follower invited the other one
    bool refa = false;              // played under a refa: the value doubled
    std::optional<int> value;       // the contract's value as recorded
    QList<PreferansScore> summary;  // one per seat; empty when not recorded

    bool isEmpty() const { return *this == PreferansDeal{}; }
    friend bool operator==(const PreferansDeal &, const PreferansDeal &) = default;
};

namespace preferans {

// A contract's base value: twice its level (spades 4 ... preferans 16),
// two more for a game played without the talon.
int baseValue(int level, bool withoutTalon);
// The value the rules give a contract: the base, doubled for each kontra
// level and once more under a refa. 0 for anything but a bid contract.
int contractValue(const Contract &contract, bool refa);
// PPN's contract strains by number: 2 spades, 3 diamonds, 4 hearts,
// 5 clubs, 6 betl, 7 sans, 8 preferans (no trumps); false outside 2..8.
bool strainOfLevel(int level, Strain *strain);
// The kontra level's PPN letter: K R S M for 1..4, 'I' for an invitation,
// '0' for nothing.
QChar kontraLetter(int risk, bool invitation);
// The inverse: false for any other letter.
bool kontraFromLetter(QChar letter, int *risk, bool *invitation);
// Names for people: "Spades", "Betl", "Game Hearts" ...
QString contractName(const Contract &contract);
// The contract as the table shows it: its name with the trump's symbol
// and the PPN number, the game without the talon, the kontra level:
// "♠ Spades (2)", "Game ♥ Hearts (G4), without the talon", "Betl (6),
// kontra", "Sans (7)", "Passed out: all passed"; empty when unknown.
QString contractTitle(const Contract &contract);
// "kontra", "rekontra", "subkontra", "mortkontra" for 1..4; empty otherwise.
QString kontraName(int risk);

} // namespace preferans

} // namespace kib
