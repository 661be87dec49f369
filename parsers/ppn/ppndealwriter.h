#pragma once

#include "model/cardrecord.h"
#include "model/diagnostic.h"

// A CardRecord in PPN's terms, shared by the bracketed and the JSON writer.
namespace kib::ppn {

struct ThrowText
{
    QString cards;   // the cards in the order played, encoded
    int winner = 0;  // player 1..3; 0 when the record does not know it (written as '?')
    int leader = 0;  // player 1..3
};

struct DealText
{
    int id = 0;
    Seat dealer = NoSeat;
    QList<Seat> order;          // the deal order
    QStringList hands;          // per player (seat), ten cards each, encoded
    QString talon;
    QStringList bids;           // in the deal order
    bool passedOut = false;
    int main = 0;               // player 1..3
    QString discards;           // "XX" for a game
    QString contract;           // "4", "G4"
    int accepted = 0;           // 0, the player, or 8 for both
    QString kontra;             // "0", "K2" ...
    bool refa = false;
    int value = 0;
    int starts = 0;             // player 1..3
    QList<ThrowText> throws;
    QList<PreferansScore> summary; // in the deal order

    QString dealOrder() const;  // "231"
    QString cards() const;      // the 32-character string, in the deal order
};

// The record as PPN writes it; false (with a warning) when PPN cannot
// hold it at all: a deal that is not all 32 cards, ten to each player and
// two in the talon.
bool dealText(const CardRecord &record, int recordNumber, DealText *out, Diagnostics *warnings);

// The bracketed deal record, "[1 231 ... ]".
QString bracketedDeal(const DealText &deal);
// A tag pair, "[Name value]" (the value quoted where it must be).
QString bracketedTag(const QString &name, const QString &value);

// What writing the record as PPN loses (empty: nothing).
QStringList ppnLosses(const Record &record);

} // namespace kib::ppn
