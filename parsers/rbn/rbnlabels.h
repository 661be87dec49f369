#pragma once

#include "rbnheadersplit.h"
#include "rbnproblem.h"

#include "model/cardrecord.h"
#include "model/tag.h"

#include <array>

namespace kib::rbn {

// The sixteen labels in the standard's output order, and the nine that
// describe the setting (they become tags, see docs/rbn.md).
inline constexpr char kLabelOrder[] = "DTLEFSKNBHACPRMI";
inline constexpr char kHeaderLabels[] = "DTLEFSKNB";

int labelIndex(char c);          // position in kLabelOrder, -1 when not a label
bool isLabel(char c);
bool isHeaderLabel(char c);
// Longest line the standard allows: label, space and data (notes: 128).
int maxLineLength(char label);
// Whether the label's data may hold 'c' (labels of free text allow all).
bool allowsChar(char label, char c);
// The same for every byte at once: 256 flags, or null for a label that
// allows none (a line's bytes checked without a call for each).
const bool *allowedChars(char label);
// D H C R M: case does not matter and output is upper case.
bool convertsCase(char label);
// D T L E F S K N B H repeat until changed or set null.
bool isRepeating(char label);

// The tags a header label (D T L E F S K N B) becomes, in this order.
const QStringList &tagNames(char label);
// The header label that holds a tag of this name, 0 for none.
char labelOfTag(const QString &name);

// A header label's data as tags (only non-empty fields give a tag).
Tags decodeHeader(char label, const QString &value, Problems *problems);
// The label's data for these tags (tags of other names are ignored).
QString encodeHeader(char label, const Tags &tags);

// Same names and values, whatever the order (the inherited flag aside).
bool sameValues(const Tags &a, const Tags &b);

// A tag that spells what the model holds elsewhere (PBN's Dealer, Deal,
// Auction, Contract, score tags ...) while the model knows that field: the
// labels write the field, so the tag need not travel. A tag the model
// cannot fill (an empty Result, a score RBN does not hold) does travel.
bool mirrorsModel(const Tag &tag, const CardRecord &record);
// formatResult(result, passed, scores), kept from mirrorsModel()'s last
// look at the same record's scores (each thread keeps the last answer).
QByteArray formattedResult(std::optional<int> result, bool passed, const QList<Score> &scores);

} // namespace kib::rbn
