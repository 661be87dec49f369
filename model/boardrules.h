#pragma once

#include "boardstate.h"

#include <optional>

namespace kib {

// The rules of the chess variants: which moves the side to move may play.
// Done for chess (castling rights and en passant from the move history,
// promotion, check and pins), makruk, shogi (drops, nifu, no drop where the
// piece could never move, the pawn drop that mates, optional and forced
// promotion) and xiangqi (palace, river, blocked elephants and horses,
// cannon screens, flying generals) and janggi (palaces with their diagonal
// lines, blocked horses and elephants, the cannon's screen that is never a
// cannon, the pass; generals facing each other, bikjang, is allowed and
// neither takes the other). Any other board has no rules here: every move
// is accepted, as the replay always did.
bool boardRulesKnown(BoardVariant variant);

// Whether the side to move may pass (janggi, when its general is not in
// check). A pass is an empty BoardMove; legalBoardMoves() leaves it out.
bool boardPassAllowed(const BoardRecord &record, const BoardState &state);

// Janggi's bikjang: the generals face each other on an open file.
bool boardGeneralsFacing(const BoardRecord &record, const BoardState &state);

// Every legal move of the side to move in 'state' (a position of 'record':
// its moves up to state.step are the history that decides castling), as
// the PCN reader and writer hold them: castling is the king's action then
// the rook's; en passant goes onto the pawn taken, then on; a promotion
// changes the piece's name ("♙" to "♕", "P" to "+P"); a shogi capture puts
// the piece in hand ('toHand', in the mover's case); a drop has no source.
// Empty for a variant without rules.
QList<BoardMove> legalBoardMoves(const BoardRecord &record, const BoardState &state);

// Whether 'side' has its king attacked in 'state' (false without rules).
bool boardSideInCheck(const BoardRecord &record, const BoardState &state, BoardSide side);

// The legal move that does what 'move' does (the same position after it,
// whichever way its actions are written); nullopt when none does. Without
// rules, 'move' itself. An empty move is a pass (see boardPassAllowed()).
std::optional<BoardMove> matchLegalBoardMove(const BoardRecord &record, const BoardState &state,
                                             const BoardMove &move);

// Legal moves of the piece on 'from' (or, with 'from' < 0, the drops of
// 'handPiece'), all of them, several to one square when a promotion is a
// choice.
QList<BoardMove> legalBoardMovesFrom(const BoardRecord &record, const BoardState &state, int from,
                                     const QString &handPiece = QString());

// Why the piece on 'from' (or 'handPiece' from hand when 'from' < 0) may not
// go to 'to', for the status bar ("the ♘ on g1 cannot go to g3"); empty when
// it may.
QString boardMoveRefusal(const BoardRecord &record, const BoardState &state, int from, int to,
                         const QString &handPiece = QString());

} // namespace kib
