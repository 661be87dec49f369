#pragma once

#include "model/tag.h"

#include <QVarLengthArray>

#include <array>
#include <cstring>

namespace kib::rbn {

// Two strings equal as QString's == has it, without a call into Qt: the same
// size, then the same data or the same UTF-16 units (most of a record's
// strings are short, and many share their data with the ones they are
// compared with).
// (Four to sixteen units, most tag names, in two or four loads of eight
// bytes that overlap, not a call to memcmp().)
inline bool sameText(const QString &a, const QString &b)
{
    const qsizetype n = a.size();
    if (n != b.size())
        return false;
    const char *x = reinterpret_cast<const char *>(a.constData());
    const char *y = reinterpret_cast<const char *>(b.constData());
    if (x == y)
        return true;
    const size_t bytes = size_t(n) * sizeof(QChar);
    if (bytes < 8 || bytes > 32)
        return std::memcmp(x, y, bytes) == 0;
    const auto word = [](const char *p) {
        quint64 w;
        std::memcpy(&w, p, 8);
        return w;
    };
    if (word(x) != word(y) || word(x + bytes - 8) != word(y + bytes - 8))
        return false;
    return bytes <= 16 || (word(x + 8) == word(y + 8) && word(x + bytes - 16) == word(y + bytes - 16));
}

// (the header labels D T L E F S K N B and their tags: rbnlabels.h)

// The indices in a record's tags of the tags a label keeps: a few at most
// (its names number 2 to 7), held in place (no list allocated for each
// label of each record).
using HeaderIndices = QVarLengthArray<qsizetype, 8>;

// The tags of 'tags' that 'label' holds so that they read back unchanged:
// the first tag of each of the label's names whose index is not 'taken'.
// A tag the label cannot spell is left out (the writer carries it in a %
// line). Their indices in 'tags' go to 'indices'.
Tags fitHeader(char label, const Tags &tags, const QList<bool> &taken, HeaderIndices *indices);

// A record's tags shared out among the header labels (in kHeaderLabels
// order) as fitHeader() does, each tag used once; 'taken' marks the tags
// used.
// The header labels' tag names, all of them (tagNames() of each label in
// kHeaderLabels order): for each, the index in a record's tags of the first
// tag of that name that is no table, -1 where there is none.
constexpr int kHeaderNames = 28;
using FirstOfNames = std::array<qsizetype, kHeaderNames>;

struct HeaderSplit
{
    std::array<Tags, 9> values;
    std::array<HeaderIndices, 9> indices;
    QList<bool> taken;
    FirstOfNames first{}; // the candidates the split was made from
};
HeaderSplit splitHeader(const Tags &tags);

// Whether splitHeader() gives 'a' and 'b' the same values: for each of the
// header labels' names, the first tag of that name that is no table is the
// same in both (name, value, columns and rows; whether it was inherited is
// not looked at, as the values are never inherited) or there is none in
// either. The other tags and the order of the tags do not matter.
bool sameHeaderValues(const Tags &a, const Tags &b);
// The same, with what splitHeader(b) found for 'b' ('firstOfB', its
// 'first'): b's tags not looked through again.
bool sameHeaderValues(const Tags &a, const Tags &b, const FirstOfNames &firstOfB);

} // namespace kib::rbn
