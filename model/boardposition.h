#pragma once

// The rules' own view of a position (boardrules*.cpp only): every piece as a
// kind letter and an owner, whatever names the record gives them, and the
// move generators of each variant family over it. Not part of the model's
// interface: boardrules.h is.

#include "boardstate.h"

#include <array>
#include <vector>

namespace kib::boardrules {

// A square's piece: 'kind' is 0 for an empty square, else the variant's
// letter (chess and makruk K Q R B N P; shogi K R B G S N L P; xiangqi
// K A E H R C P, and janggi's pieces by the same letters: general K, guard
// A, elephant E, horse H, chariot R, cannon C, soldier P); 'promoted' is shogi's "+".
struct Cell
{
    char kind = 0;
    bool promoted = false;
    BoardSide side = BoardSide::Bottom;
    bool empty() const { return kind == 0; }
};

// A move in the rules' terms, turned into a BoardMove by boardrules.cpp.
struct RawMove
{
    int from = -1;          // -1: a drop
    int to = 0;
    char drop = 0;          // the kind dropped
    char promoteTo = 0;     // chess, makruk: the kind a pawn becomes
    bool promote = false;   // shogi: the piece turns over
    int rookFrom = -1;      // castling: the rook's squares
    int rookTo = -1;
    int epVictim = -1;      // en passant: the pawn taken
    bool pass = false;      // janggi: the side to move passes
};

struct Position
{
    BoardVariant variant = BoardVariant::Chess;
    int rows = 0;
    int cols = 0;
    std::vector<Cell> cells;
    std::array<std::vector<char>, 2> hands;  // shogi: kinds in hand
    BoardSide toMove = BoardSide::Bottom;
    std::array<std::array<bool, 2>, 2> castle{};  // [side][0 king's side, 1 queen's side]
    int epVictim = -1;                            // a pawn that just moved two squares

    bool onBoard(int r, int c) const { return r >= 0 && r < rows && c >= 0 && c < cols; }
    int index(int r, int c) const { return r * cols + c; }
    int rowOf(int i) const { return i / cols; }
    int colOf(int i) const { return i % cols; }
    const Cell &at(int r, int c) const { return cells[size_t(index(r, c))]; }
    // -1 for the bottom side (it moves up the board), +1 for the top side
    static int forward(BoardSide side) { return side == BoardSide::Bottom ? -1 : 1; }
};

// The kind of a piece name in 'variant' (0: not a piece the rules know).
Cell parseCell(BoardVariant variant, const QString &name, BoardSide owner);

// Pseudo-legal moves of the side to move (own king's safety not checked)
// and whether the piece on 'from' attacks 'target', per family.
void chessPseudoMoves(const Position &pos, std::vector<RawMove> &out);
bool chessAttacks(const Position &pos, int from, int target);
void shogiPseudoMoves(const Position &pos, std::vector<RawMove> &out);
bool shogiAttacks(const Position &pos, int from, int target);
void xiangqiPseudoMoves(const Position &pos, std::vector<RawMove> &out);
bool xiangqiAttacks(const Position &pos, int from, int target);
void janggiPseudoMoves(const Position &pos, std::vector<RawMove> &out); // with the pass
bool janggiAttacks(const Position &pos, int from, int target);
// The janggi kind of a piece name: PCN's letters (g s e m r p j), hanja or Hangul.
char janggiKind(const QString &name);
// Janggi: the two generals face each other on a file with nothing between (bikjang).
bool generalsFacing(const Position &pos);

// Shared by the families (boardrules.cpp).
bool squareAttacked(const Position &pos, int target, BoardSide by);
int kingSquare(const Position &pos, BoardSide side);
bool inCheck(const Position &pos, BoardSide side);
Position afterMove(const Position &pos, const RawMove &m);
// Pseudo-legal moves of the side to move, whatever the variant.
void pseudoMoves(const Position &pos, std::vector<RawMove> &out);
// Legal moves: pseudo-legal ones that leave the mover's king safe.
std::vector<RawMove> legalMoves(const Position &pos);

} // namespace kib::boardrules
