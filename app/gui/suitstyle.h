#pragma once

#include "model/call.h"
#include "model/card.h"
#include "model/cardrecord.h"

#include <QColor>
#include <QString>

namespace kib::style {

// Colours and spellings shared by every view: suits with symbols, in two
// colours (black and red) or four (spades black, hearts red, diamonds blue,
// clubs green).

QColor suitColor(Suit suit, bool fourColour);
// The same, readable on the dark green of the table.
QColor suitColorOnDark(Suit suit, bool fourColour);
// The rank as people read it: "10" for the ten, "x" for a low card.
QString rankText(Rank rank);
QString cardText(Card card);                      // "♠10", "♥A"

// A suit symbol as HTML, coloured.
QString suitHtml(Suit suit, bool fourColour);
QString strainHtml(Strain strain, bool fourColour);   // suit symbol or "NT"
QString strainText(Strain strain);                    // ♠ ♥ ♦ ♣ NT
// Calls and contracts with suit symbols: "1♠", "Pass", "X", "3NT".
QString callText(const Call &call);
QString callHtml(const Call &call, bool fourColour);
QString contractText(const Contract &contract);
QString contractHtml(const Contract &contract, bool fourColour, bool onDark = false);
QString vulnerabilityText(Vulnerability v);           // "None", "N-S", "E-W", "All"
// Whether a seat is vulnerable (bridge seats; false for other games).
bool isVulnerable(Vulnerability v, const SeatLayout &seats, Seat seat);

// Free text from a file as HTML: HTML-escaped, line breaks kept, suit
// escapes (PBN \S \H \D \C, BBO !S !H !D !C) shown as coloured symbols.
QString textToHtml(const QString &text, bool fourColour);
// The same as plain text with symbols.
QString textWithSymbols(const QString &text);
// Commentary and notes: as textToHtml(), with the markup some programs write
// (<b>, <i>, <u>, <br>: commentaryRuns()) shown as such, not as tags.
QString commentaryHtml(const QString &text, bool fourColour);
// The same as plain text with symbols, the markup left out.
QString commentaryText(const QString &text);

} // namespace kib::style

namespace kib::style {
// A step of a record for people: "Deal", "North 1♠", "West ♠A".
QString stepText(const Record &record, int step);
} // namespace kib::style

namespace kib::style {
// The player at a seat, from the record's tags: the seat's name (PBN
// North...), SeatN (PN), PlayerN or NameN (PPN). Empty when none.
QString playerName(const CardRecord &record, Seat seat);
// A short seat name for narrow places: N NE SE S SW NW, E W, or the letter.
QString seatShort(const SeatLayout &seats, Seat seat);
// seats.name(seat) in the user's language ("Nord", "Север"), for display only
QString seatName(const SeatLayout &seats, Seat seat);
// The record's board or deal number, as written ("" when none).
QString boardText(const Record &record);
} // namespace kib::style
