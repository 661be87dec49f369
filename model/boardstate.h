#pragma once

#include "boardrecord.h"

namespace kib {

// What the board shows at one step of a BoardRecord's replay: the board
// analogue of TableState.
struct BoardState
{
    int step = 0;                     // moves played so far
    int rows = 0;                     // the board as rows x columns (BoardRecord::rows())
    int columns = 0;
    QStringList squares;              // piece names, null where a square is empty
    QList<BoardSide> owners;          // per square: whose piece stands there (meaningless when empty)
    std::array<QStringList, 2> hands; // pieces in hand, in the order they came
    BoardSide toMove = BoardSide::Bottom;
    BoardMove lastMove;               // the move that led here; empty at the setup
    BoardSide lastMover = BoardSide::Bottom;
    QStringList captured;             // what the last move took off the board

    const QStringList &hand(BoardSide side) const { return hands[sideIndex(side)]; }
    QString at(int row, int column) const { return squares.value(row * columns + column); }
    bool isEmpty(int index) const { return squares.value(index).isEmpty(); }
    BoardSide ownerOf(int index) const { return owners.value(index, BoardSide::Bottom); }
    // The squares the last move left or reached (a drop has no source).
    QList<int> lastMoveSquares() const;

    friend bool operator==(const BoardState &, const BoardState &) = default;
};

// What went wrong replaying one action; the move is applied as far as it
// can be all the same (a piece still reaches its destination).
struct BoardProblem
{
    enum class Kind : quint8 {
        OffBoard,     // source or destination is not a square of the board
        EmptySource,  // no piece stands on the source square
        NotInHand,    // a drop of a piece the mover does not hold
        NotAPiece,    // an empty piece name, or an empty piece to put in hand
    };
    Kind kind = Kind::OffBoard;
    int action = 0;   // 0-based action of the move
    int element = 0;  // 0 source, 1 destination, 2 piece, 3 piece to hand
    QString message;  // for people: "the source square e2 is empty"

    friend bool operator==(const BoardProblem &, const BoardProblem &) = default;
};

// The position of the setup (step 0). Pieces belong to the side their name
// suggests (pieceSideHint()), else to the side of the board they stand on.
BoardState initialBoardState(const BoardRecord &record);

// Plays 'move' by 'mover' on 'state' (and makes the other side the one to
// move). Returns what was wrong with it, empty when nothing.
QList<BoardProblem> applyBoardMove(BoardState &state, const BoardRecord &record, const BoardMove &move,
                                   BoardSide mover);

// The position at 'step' (clamped to 0..stepCount()): one pass over the
// moves before it, cheap enough for every step of a viewer.
BoardState boardStateAt(const BoardRecord &record, int step);

} // namespace kib
