#pragma once

#include <QList>
#include <QStringList>

namespace kib {

// A tag pair (PBN), label (RBN, PN) or info field (PPN), kept in file
// order. Tables (PBN ScoreTable, OptimumResultTable ...) keep their column
// specifications and rows beside the value.
struct Tag
{
    QString name;
    QString value;
    QStringList columns;          // table column specifications, as written
    QList<QStringList> rows;      // table rows, one string per column
    bool inherited = false;       // value came from '#'/'##' inheritance or RBN repetition

    bool isTable() const { return !columns.isEmpty(); }
    friend bool operator==(const Tag &, const Tag &) = default;
};

using Tags = QList<Tag>;

} // namespace kib
