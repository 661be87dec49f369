#include "preferansrefa.h"

#include "preferansedit.h"

namespace kib::preferans {

QString setRefa(CardRecord &record, bool refa)
{
    if (record.game() != Game::Preferans)
        return QStringLiteral("only a preferans deal is played under a refa");
    PreferansDeal &p = record.preferans();
    if (p.refa == refa)
        return refa ? QStringLiteral("the deal is played under a refa already")
                    : QStringLiteral("the deal is not played under a refa");
    p.refa = refa;
    if (p.value && record.contract().isBid())
        p.value = contractValue(record.contract(), refa);
    if (!p.summary.isEmpty() && record.contract().isBid())
        p.summary = computeSummary(record); // from the new value
    return {};
}

} // namespace kib::preferans
