#include "deal.h"

namespace kib {

bool Deal::isEmpty() const
{
    for (const Hand &h : hands)
        if (h.known)
            return false;
    for (const Pile &p : piles)
        if (!p.cards.isEmpty())
            return false;
    return true;
}

const Pile *Deal::pile(const QString &name) const
{
    for (const Pile &p : piles)
        if (p.name == name)
            return &p;
    return nullptr;
}

Pile &Deal::pile(const QString &name)
{
    for (Pile &p : piles)
        if (p.name == name)
            return p;
    piles.append(Pile{name, {}, false});
    return piles.last();
}

} // namespace kib
