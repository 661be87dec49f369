#pragma once

#include "model/cardrecord.h"

namespace kib::pn {

// The lines of PN 1.0 and their groups, in the specification's order.
enum class PnGroup : quint8 {
    Event,      // Notation Presenter Location Event
    Table,      // Table DateTime TimeControl Team# Seat# BidSystem# Annotator
    Deal,       // Deal GameScores Dealer Hand#
    Auction,    // Bids# Contract (and Kitty# shown with each round)
    Exchange,   // Pass# Kitty Discard (and Hand# redeclared)
    Meld,       // Meld#
    Play,       // Trick#
    Results,    // MeldScores PlayScores Adjustments HandScores FinalScores Winner
    Narrative,  // Note
};

struct PnLabel
{
    const char *base;       // "Hand"
    PnGroup group;
    enum Number : quint8 { None, Required, Optional } number;
    bool multipleUse;       // Team# Seat# BidSystem# Annotator Note
};

// The PN line with this label (without its number); null when PN 1.0 has none.
const PnLabel *pnLabel(QStringView base);
// Every line in the specification's order.
const QList<PnLabel> &pnLabels();

// Lines kept as tags: the Event and Table lines (and their numbered forms).
bool isTagLabel(QStringView base);
// The order of a tag label among the Game Section lines (for sorting), -1
// when it is not one.
int tagOrder(const QString &label);

// The default of a line that is left out, as PN gives it: "PN 1.0" for
// Notation, "-" for Location, Event, Table, TimeControl, BidSystem#,
// Annotator and Adjustments; seat names and teams by the number of seats
// (Seat2 is "East" with 4 players, Team1 "Seat1 Seat3"). Null when the line
// has no default (Presenter, DateTime and the hand lines).
QString defaultValue(const QString &label, int seats);
// A tag's value, or its default when the record has no such tag.
QString effectiveValue(const CardRecord &record, const QString &label);

// Trump as PN writes it: "Clubs", "Diamonds", "Spades", "Hearts".
QString trumpName(Suit suit);
bool trumpFromName(QStringView name, Suit *suit);

} // namespace kib::pn
