#pragma once

#include "boardstate.h"

namespace kib {

// A move in its game's usual notation, from the position before it:
// - chess and makruk: standard algebraic (e4, Nf3, exd5, O-O, O-O-O, e8=Q,
//   Nbd2, R1e2, Qh4+, Qf7#);
// - shogi: Western (Hodges) notation (P-7f, Sx4d, B*5e, the origin only
//   when another such piece could go there too: G6i-5h; "+" for a promotion
//   taken, "=" for one declined);
// - xiangqi: WXF (C2=5, H2+3, R1-2; K A E H R C P; files counted from the
//   mover's right; two such pieces on one file are told apart by + for the
//   front one and - for the rear one in place of the file: R+=4, C--1).
// - janggi: algebraic as for chess, with squares a1..i10 from Cho's side
//   (the bottom), every piece by PCN's letter as the board shows it,
//   soldiers too (G general, S guard, E elephant, M horse, R chariot, P
//   cannon, J soldier: Jed4, Mc3, Pxd10, Gxd10, Ra1+), and "pass" for a pass.
// A move the rules do not allow, and any move of another board,
// is written as boardMoveText() writes it ("♙ e2-e4").
QString boardMoveNotation(const BoardRecord &record, const BoardState &before, const BoardMove &move);

// Every move of 'record' in its notation (boardMoveNotation()), in one pass
// over the game: entry i is move i + 1.
QStringList boardMoveNotations(const BoardRecord &record);

// The step labels of a whole game, as BoardRecord::stepLabel() gives them
// one at a time ("Setup", "1. e4", "2. e5" ...; entry 0 is the setup), in
// one pass: stepLabel() replays the game up to its step, so calling it for
// every step costs the square of the game's length.
QStringList boardStepLabels(const BoardRecord &record);

} // namespace kib
