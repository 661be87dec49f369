#pragma once

#include <QList>
#include <QStringList>

#include "cowbox.h"

namespace kib {

// A tag pair (PBN), label (RBN, PN) or info field (PPN), kept in file
// order. Tables (PBN ScoreTable, OptimumResultTable ...) keep their column
// specifications and rows beside the value.
struct Tag
{
    QString name;
    QString value;
    // (tables are rare: columns and rows are held behind a pointer each,
    // null when empty; read them as lists, write through edit() or '=')
    CowBox<QStringList> columns;       // table column specifications, as written
    CowBox<QList<QStringList>> rows;   // table rows, one string per column
    bool inherited = false;       // value came from '#'/'##' inheritance or RBN repetition

    bool isTable() const { return !columns.isEmpty(); }
    friend bool operator==(const Tag &, const Tag &) = default;
};

using Tags = QList<Tag>;

} // namespace kib

// (moved in memory as bytes when a list grows: every member allows it)
Q_DECLARE_TYPEINFO(kib::Tag, Q_RELOCATABLE_TYPE);
