#include "pnsequence.h"

namespace kib::pn {

bool PnSequence::accepts(const PnLine &line, PnGroup g)
{
    const PnLabel *label = pnLabel(line.base);
    // (Hand# redeclared in the exchange and Kitty# shown in the auction stand
    // outside their own group's order; Seat# and Note may stand anywhere)
    if (!label || label->group != g || label->multipleUse || g == PnGroup::Exchange)
        return true;
    const QList<PnLabel> &all = pnLabels();
    int r = 0;
    while (r < all.size() && QLatin1StringView(all.at(r).base) != line.base)
        ++r;
    const bool ok = g != group || r > rank || (r == rank && line.number > number);
    if (ok) {
        rank = r;
        number = line.number;
        group = g;
        last = line.label;
    }
    return ok;
}

} // namespace kib::pn
