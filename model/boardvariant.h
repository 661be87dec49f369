#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace kib {

// The chess variants a board record may hold. PCN itself never names the
// variant: it is guessed from the board's shape and its pieces (see
// guessBoardVariant()), and only decides how a board is drawn and how its
// squares are named.
enum class BoardVariant : quint8 {
    Generic,   // any other shape or set of pieces
    Chess,
    Makruk,
    Shogi,
    Xiangqi,
    Janggi,
};

// The two players, named by the side of the board they sit at in PCN.
enum class BoardSide : quint8 { Bottom, Top };

inline BoardSide opponent(BoardSide side)
{
    return side == BoardSide::Bottom ? BoardSide::Top : BoardSide::Bottom;
}
inline int sideIndex(BoardSide side) { return side == BoardSide::Bottom ? 0 : 1; }

QString boardVariantId(BoardVariant variant);    // "chess", "shogi", ... "generic"
QString boardVariantName(BoardVariant variant);  // "Chess", "Shogi", ... "Board game"
bool boardVariantFromId(const QString &id, BoardVariant *variant);

// The variant's names for the two sides: White/Black (chess, makruk),
// Sente/Gote (shogi), Red/Black (xiangqi), Cho/Han (janggi), Bottom/Top.
QString sideName(BoardVariant variant, BoardSide side);

// A guess from the shape (PCN "indexes") and the setup's pieces: 9x9 is
// shogi; 10x9 is janggi when its pieces use janggi's letters or Hangul,
// xiangqi otherwise; 8x8 is makruk when the pawns start on the third
// ranks with the second ones empty, chess otherwise.
BoardVariant guessBoardVariant(const QList<int> &indexes, const QStringList &squares);

// Whose piece a name suggests, when it says: white chess glyphs, capitals
// ("P", "+P") and xiangqi's red characters belong to the bottom side; black
// glyphs, small letters and black characters to the top side.
std::optional<BoardSide> pieceSideHint(const QString &piece);

// True for the twelve Unicode chess glyphs U+2654..U+265F.
bool isChessGlyph(const QString &piece);

// The name of square 'index' on a rows x cols board, as players of the
// variant write it: "e4" (files a.. from the left, ranks 1.. from the
// bottom: chess, makruk, xiangqi, janggi, generic), "7f" (shogi: files 9..1
// from the left, ranks a..i from the top). Indexes off the board give "#n".
QString squareName(BoardVariant variant, int rows, int cols, int index);

} // namespace kib
