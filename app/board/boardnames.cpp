#include "boardnames.h"

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

} // namespace kib::boardtext
