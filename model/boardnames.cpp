#include "model/boardnames.h"

#include "model/boardrecord.h"

#include <QCoreApplication>

namespace kib::boardtext {

QString variantName(BoardVariant variant)
{
    switch (variant) {
    case BoardVariant::Generic: return QCoreApplication::translate("kib::BoardVariant", "Board game");
    case BoardVariant::Chess: return QCoreApplication::translate("kib::BoardVariant", "Chess");
    case BoardVariant::Makruk: return QCoreApplication::translate("kib::BoardVariant", "Makruk", "Thai chess");
    case BoardVariant::Shogi: return QCoreApplication::translate("kib::BoardVariant", "Shogi", "Japanese chess");
    case BoardVariant::Xiangqi: return QCoreApplication::translate("kib::BoardVariant", "Xiangqi", "Chinese chess");
    case BoardVariant::Janggi: return QCoreApplication::translate("kib::BoardVariant", "Janggi", "Korean chess");
    }
    return boardVariantName(variant);
}

QString sideName(BoardVariant variant, BoardSide side)
{
    const bool bottom = side == BoardSide::Bottom;
    switch (variant) {
    case BoardVariant::Chess:
    case BoardVariant::Makruk:
        return bottom ? QCoreApplication::translate("kib::BoardSide", "White", "the side in chess")
                      : QCoreApplication::translate("kib::BoardSide", "Black", "the side in chess");
    case BoardVariant::Shogi:
        return bottom ? QCoreApplication::translate("kib::BoardSide", "Sente", "the side moving first in shogi")
                      : QCoreApplication::translate("kib::BoardSide", "Gote", "the side moving second in shogi");
    case BoardVariant::Xiangqi:
        return bottom ? QCoreApplication::translate("kib::BoardSide", "Red", "the side in xiangqi")
                      : QCoreApplication::translate("kib::BoardSide", "Black", "the side in chess");
    case BoardVariant::Janggi:
        return bottom ? QCoreApplication::translate("kib::BoardSide", "Cho", "the side moving first in janggi")
                      : QCoreApplication::translate("kib::BoardSide", "Han", "the side moving second in janggi");
    case BoardVariant::Generic: break;
    }
    return bottom ? QCoreApplication::translate("kib::BoardSide", "Bottom", "the side at the bottom of a board")
                  : QCoreApplication::translate("kib::BoardSide", "Top", "the side at the top of a board");
}

QString gameState(const BoardRecord &r, const QDateTime &now)
{
    const BoardVariant v = r.variant();
    const std::optional<bool> better = r.topsideBetter();
    const QString leader = better ? boardtext::sideName(v, *better ? BoardSide::Top : BoardSide::Bottom) : QString();
    QStringList parts;
    if (r.isFinished(now) && better)
        parts << QCoreApplication::translate("kib::BoardState", "Finished: %1 won.").arg(leader);
    else if (r.isFinished(now))
        parts << QCoreApplication::translate("kib::BoardState", "Finished: drawn or no result given.");
    else if (better)
        parts << QCoreApplication::translate("kib::BoardState", "In progress (until %1): %2 is better.").arg(r.finishedAt(), leader);
    else
        parts << QCoreApplication::translate("kib::BoardState", "In progress (until %1): even or not stated.").arg(r.finishedAt());
    if (r.inCheck().value_or(false))
        parts << QCoreApplication::translate("kib::BoardState", "%1 is in check.").arg(boardtext::sideName(v, r.moverOf(int(r.moves().size()))));
    for (BoardSide s : {BoardSide::Bottom, BoardSide::Top})
        if (r.player(s).requestingDraw)
            parts << QCoreApplication::translate("kib::BoardState", "%1 offers a draw.").arg(boardtext::sideName(v, s));
    return parts.join(QLatin1Char(' '));
}

} // namespace kib::boardtext
