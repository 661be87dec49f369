#pragma once

#include "rbnproblem.h"

#include <QStringList>

#include <array>

namespace kib::rbn {

// The M label, double-dummy makes in hexadecimal (A=10 .. D=13):
//   part 1  tricks in the contract, then after each lead of the P label;
//   part 2  tricks after each opening lead (touching cards skipped);
//   part 3  North's makes in N S H D C, '+' and South's, or '=' for the same;
//   part 4  West's makes ('!' = 13 minus North's), then '+' East's, '=' for
//           the same as West or '!' for 13 minus South's.
// A list cut short ends in '?' (nothing further known); '?' also stands
// for one unknown make in parts 3 and 4. -1 means not known.
struct Makes
{
    QList<int> contract;           // part 1: [0] best play, then after each lead
    bool contractOpen = false;     // part 1 ends in '?'
    QList<int> leads;              // part 2
    bool leadsOpen = false;
    // parts 3 and 4 by seat (N E S W) and strain in the label's order N S H D C
    std::array<std::array<int, 5>, 4> bySeat;

    Makes() { for (auto &s : bySeat) s.fill(-1); }
};

// 'cardsPerHand' is 13 for a full deal; '!' is allowed only then.
bool parseMakes(QByteArrayView data, int cardsPerHand, Makes *makes, Problems *problems);

// The I label, [item]=[value] entries split by ':' (one line) or by line
// breaks (the multi-line form). An item without '=' is a gap award.
struct ListItem
{
    QString item;
    QString value;
    bool hasValue = false;
};
QList<ListItem> parseItems(const QString &data);

} // namespace kib::rbn
