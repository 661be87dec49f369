#pragma once

#include "card.h"

namespace kib {

// Bridge strains in ascending bidding order; trump suit for other games.
// Misere is preferans' betl (no trumps, declarer must lose every trick).
enum class Strain : quint8 {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
    NoTrump,
    Misere,
};

QString strainToString(Strain strain);           // C D H S NT; "Betl" for Misere
bool strainFromString(QStringView text, Strain *strain); // C D H S N NT, case-insensitive
Suit strainSuit(Strain strain);                  // the trump suit, Suit::None without trumps
Strain suitStrain(Suit suit);

struct Contract
{
    enum class Kind : quint8 {
        Unknown,   // not stated
        PassedOut, // all passed
        Bid,
    };
    Kind kind = Kind::Unknown;
    int level = 0;         // bridge 1..7, preferans 2..8, pinochle the bid's points
    Strain strain = Strain::NoTrump;
    int risk = 0;          // 0 undoubled, 1 doubled (X), 2 redoubled (XX); preferans kontra levels
    bool withoutTalon = false; // preferans "game" (G): played without picking up the talon

    bool isBid() const { return kind == Kind::Bid; }
    Suit trump() const { return isBid() ? strainSuit(strain) : Suit::None; }
    // PBN spelling for bridge: "4SX", "3NT", "Pass"; empty when unknown.
    QString toString() const;
    // Reads PBN Contract values (case-insensitive); "" gives Unknown.
    static bool fromString(QStringView text, Contract *contract);

    friend bool operator==(const Contract &, const Contract &) = default;
};

} // namespace kib
