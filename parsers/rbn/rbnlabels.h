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

// A byte's place in a list of labels, from a table made at compile time
// (asked for each label read and written: no search of the list).
struct LabelPlaces
{
    std::array<qint8, 256> order{};  // in kLabelOrder, -1: none
    std::array<qint8, 256> header{}; // in kHeaderLabels, -1: none
};
inline constexpr LabelPlaces kLabelPlaces = [] {
    LabelPlaces t;
    for (int c = 0; c < 256; ++c) {
        t.order[c] = -1;
        t.header[c] = -1;
    }
    for (int i = 0; kLabelOrder[i]; ++i)
        t.order[uchar(kLabelOrder[i])] = qint8(i);
    for (int i = 0; kHeaderLabels[i]; ++i)
        t.header[uchar(kHeaderLabels[i])] = qint8(i);
    return t;
}();
// A header label's place in kHeaderLabels, -1 when it is none.
inline int headerSlot(char c)
{
    return kLabelPlaces.header[uchar(c)];
}

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
// Whether a tag of this name can mirror a field of the model (Deal, Play,
// Note, Dealer, Hidden, Result, Auction, Declarer, Contract, Vulnerable), by
// its length and first letter: the names mirrorsModel() looks at first.
inline bool mayMirrorField(const QString &name)
{
    // (for each length, the first letters as bits from 'A')
    const auto bit = [](char c) { return 1u << (c - 'A'); };
    qsizetype n = name.size();
    const quint32 letters = n == 4    ? bit('D') | bit('P') | bit('N')
                            : n == 6  ? bit('D') | bit('H') | bit('R')
                            : n == 7  ? bit('A')
                            : n == 8  ? bit('D') | bit('C')
                            : n == 10 ? bit('V')
                                      : 0u;
    if (letters == 0)
        return false;
    const char16_t c = name.front().unicode();
    return c >= u'A' && c <= u'Z' && (letters >> (c - u'A') & 1u);
}
// mirrorsModel(), told without a call for most tags: a name that mirrors no
// field in a record with no scores (no score for it to be) does not mirror
// the model. (The writer and the loss check ask for every tag of a record.)
inline bool mirrorsModelFast(const Tag &tag, const CardRecord &record)
{
    if (record.scores().isEmpty() && !mayMirrorField(tag.name))
        return false;
    return mirrorsModel(tag, record);
}
// formatResult(result, passed, scores), kept from mirrorsModel()'s last
// look at the same record's scores (each thread keeps the last answer).
QByteArray formattedResult(std::optional<int> result, bool passed, const QList<Score> &scores);

} // namespace kib::rbn
