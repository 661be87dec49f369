#pragma once

#include "model/tag.h"

#include <array>
#include <cstring>

namespace kib::rbn {

// Two strings equal as QString's == has it, without a call into Qt: the same
// size, then the same data or the same UTF-16 units (most of a record's
// strings are short, and many share their data with the ones they are
// compared with).
inline bool sameText(const QString &a, const QString &b)
{
    return a.size() == b.size()
           && (a.constData() == b.constData()
               || std::memcmp(a.constData(), b.constData(), size_t(a.size()) * sizeof(QChar)) == 0);
}

// (the header labels D T L E F S K N B and their tags: rbnlabels.h)

// The tags of 'tags' that 'label' holds so that they read back unchanged:
// the first tag of each of the label's names whose index is not 'taken'.
// A tag the label cannot spell is left out (the writer carries it in a %
// line). Their indices in 'tags' go to 'indices'.
Tags fitHeader(char label, const Tags &tags, const QList<bool> &taken, QList<qsizetype> *indices);

// A record's tags shared out among the header labels (in kHeaderLabels
// order) as fitHeader() does, each tag used once; 'taken' marks the tags
// used.
struct HeaderSplit
{
    std::array<Tags, 9> values;
    std::array<QList<qsizetype>, 9> indices;
    QList<bool> taken;
};
HeaderSplit splitHeader(const Tags &tags);

// Whether splitHeader() gives 'a' and 'b' the same values: for each of the
// header labels' names, the first tag of that name that is no table is the
// same in both (name, value, columns and rows; whether it was inherited is
// not looked at, as the values are never inherited) or there is none in
// either. The other tags and the order of the tags do not matter.
bool sameHeaderValues(const Tags &a, const Tags &b);

} // namespace kib::rbn
