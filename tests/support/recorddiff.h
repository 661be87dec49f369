#pragma once

#include "model/cardrecord.h"

#include <QStringList>

namespace kib::test {

// The parts of two card records that differ ("deal", "play" ...), for
// failure messages.
inline QStringList differences(const CardRecord &a, const CardRecord &b)
{
    QStringList out;
    if (!(a.tags() == b.tags()))
        out << QStringLiteral("tags");
    if (!(a.deal() == b.deal()))
        out << QStringLiteral("deal");
    if (!(a.auction() == b.auction()))
        out << QStringLiteral("auction");
    if (!(a.contract() == b.contract()) || a.declarer() != b.declarer())
        out << QStringLiteral("contract");
    if (!(a.play() == b.play()))
        out << QStringLiteral("play");
    if (a.result() != b.result() || !(a.scores() == b.scores()))
        out << QStringLiteral("result/scores");
    if (!(a.preferans() == b.preferans()))
        out << QStringLiteral("preferans");
    if (!(a.pinochle() == b.pinochle()))
        out << QStringLiteral("pinochle");
    return out;
}

} // namespace kib::test
