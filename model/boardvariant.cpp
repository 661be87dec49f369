#include "boardvariant.h"

#include <algorithm>

namespace kib {

namespace {

constexpr BoardVariant kVariants[] = {BoardVariant::Generic, BoardVariant::Chess,   BoardVariant::Makruk,
                                      BoardVariant::Shogi,   BoardVariant::Xiangqi, BoardVariant::Janggi};

bool rowEmpty(const QStringList &squares, int cols, int row)
{
    for (int c = 0; c < cols; ++c)
        if (!squares.value(row * cols + c).isEmpty())
            return false;
    return true;
}

int rowCount(const QStringList &squares, int cols, int row)
{
    int n = 0;
    for (int c = 0; c < cols; ++c)
        n += squares.value(row * cols + c).isEmpty() ? 0 : 1;
    return n;
}

bool isHangul(QChar c)
{
    return c.unicode() >= 0xAC00 && c.unicode() <= 0xD7A3;
}

} // namespace

QString boardVariantId(BoardVariant variant)
{
    switch (variant) {
    case BoardVariant::Generic: return QStringLiteral("generic");
    case BoardVariant::Chess: return QStringLiteral("chess");
    case BoardVariant::Makruk: return QStringLiteral("makruk");
    case BoardVariant::Shogi: return QStringLiteral("shogi");
    case BoardVariant::Xiangqi: return QStringLiteral("xiangqi");
    case BoardVariant::Janggi: return QStringLiteral("janggi");
    }
    return {};
}

QString boardVariantName(BoardVariant variant)
{
    switch (variant) {
    case BoardVariant::Generic: return QStringLiteral("Board game");
    case BoardVariant::Chess: return QStringLiteral("Chess");
    case BoardVariant::Makruk: return QStringLiteral("Makruk");
    case BoardVariant::Shogi: return QStringLiteral("Shogi");
    case BoardVariant::Xiangqi: return QStringLiteral("Xiangqi");
    case BoardVariant::Janggi: return QStringLiteral("Janggi");
    }
    return {};
}

bool boardVariantFromId(const QString &id, BoardVariant *variant)
{
    for (BoardVariant v : kVariants) {
        if (boardVariantId(v).compare(id, Qt::CaseInsensitive) == 0) {
            *variant = v;
            return true;
        }
    }
    return false;
}

QString sideName(BoardVariant variant, BoardSide side)
{
    const bool bottom = side == BoardSide::Bottom;
    switch (variant) {
    case BoardVariant::Chess:
    case BoardVariant::Makruk: return bottom ? QStringLiteral("White") : QStringLiteral("Black");
    case BoardVariant::Shogi: return bottom ? QStringLiteral("Sente") : QStringLiteral("Gote");
    case BoardVariant::Xiangqi: return bottom ? QStringLiteral("Red") : QStringLiteral("Black");
    case BoardVariant::Janggi: return bottom ? QStringLiteral("Cho") : QStringLiteral("Han");
    case BoardVariant::Generic: break;
    }
    return bottom ? QStringLiteral("Bottom") : QStringLiteral("Top");
}

BoardVariant guessBoardVariant(const QList<int> &indexes, const QStringList &squares)
{
    if (indexes.size() != 2)
        return BoardVariant::Generic;
    const int rows = indexes.at(0), cols = indexes.at(1);
    if (rows == 9 && cols == 9)
        return BoardVariant::Shogi;
    if (rows == 10 && cols == 9) {
        for (const QString &p : squares) {
            if (p.isEmpty())
                continue;
            if (p == u"j" || p == u"J" || p == u"m" || p == u"M" || p == u"g" || p == u"G"
                || p.contains(QChar(0x695A)) /* 楚 */ || p.contains(QChar(0x6F22)) /* 漢 */
                || std::any_of(p.begin(), p.end(), isHangul))
                return BoardVariant::Janggi;
        }
        // janggi's generals start in the palace's centre, xiangqi's on the back rank
        if (squares.size() == 90 && squares.at(4).isEmpty() && !squares.at(13).isEmpty()
            && squares.at(85).isEmpty() && !squares.at(76).isEmpty())
            return BoardVariant::Janggi;
        return BoardVariant::Xiangqi;
    }
    if (rows == 8 && cols == 8) {
        if (squares.size() == 64 && rowEmpty(squares, 8, 1) && rowEmpty(squares, 8, 6)
            && rowCount(squares, 8, 2) == 8 && rowCount(squares, 8, 5) == 8)
            return BoardVariant::Makruk;
        return BoardVariant::Chess;
    }
    return BoardVariant::Generic;
}

bool isChessGlyph(const QString &piece)
{
    return piece.size() == 1 && piece.at(0).unicode() >= 0x2654 && piece.at(0).unicode() <= 0x265F;
}

std::optional<BoardSide> pieceSideHint(const QString &piece)
{
    if (piece.isEmpty())
        return std::nullopt;
    if (isChessGlyph(piece))
        return piece.at(0).unicode() <= 0x2659 ? BoardSide::Bottom : BoardSide::Top;
    for (QChar c : piece) {
        if (c.isLetter() && c.isUpper() && c.unicode() < 0x2E80)
            return BoardSide::Bottom;
        if (c.isLetter() && c.isLower() && c.unicode() < 0x2E80)
            return BoardSide::Top;
    }
    // xiangqi's red (bottom) and black (top) characters, traditional and simplified
    static const QString red = QStringLiteral("帥帅仕相傌俥炮兵");
    static const QString black = QStringLiteral("將将士象馬马車车砲卒");
    for (QChar c : piece) {
        if (red.contains(c))
            return BoardSide::Bottom;
        if (black.contains(c))
            return BoardSide::Top;
    }
    return std::nullopt;
}

QString squareName(BoardVariant variant, int rows, int cols, int index)
{
    if (rows <= 0 || cols <= 0 || index < 0 || index >= rows * cols || cols > 26)
        return QStringLiteral("#%1").arg(index);
    const int row = index / cols, col = index % cols;
    if (variant == BoardVariant::Shogi && rows <= 26)
        return QString::number(cols - col) + QChar(u'a' + row);
    return QChar(u'a' + col) + QString::number(rows - row);
}

} // namespace kib
