#include "boardstate.h"

namespace kib {

QList<int> BoardState::lastMoveSquares() const
{
    QList<int> out;
    for (const BoardAction &a : lastMove) {
        if (a.source && !out.contains(*a.source))
            out.append(*a.source);
        if (!out.contains(a.destination))
            out.append(a.destination);
    }
    return out;
}

static BoardSide setupOwner(const BoardRecord &record, const QString &piece, int index, int rows, int columns)
{
    const int row = columns > 0 ? index / columns : 0;
    const BoardSide byHalf = row * 2 < rows ? BoardSide::Top : BoardSide::Bottom;
    // janggi's characters are shared by both sides: only the half tells
    if (record.variant() == BoardVariant::Janggi && !piece.isEmpty() && piece.at(0).unicode() >= 0x2E80)
        return byHalf;
    return pieceSideHint(piece).value_or(byHalf);
}

BoardState initialBoardState(const BoardRecord &record)
{
    BoardState st;
    st.rows = record.rows();
    st.columns = record.columns();
    const int n = record.squareCount();
    st.squares = record.squares();
    st.squares.resize(n);
    st.owners.resize(n);
    for (int i = 0; i < n; ++i)
        if (!st.squares.at(i).isEmpty())
            st.owners[i] = setupOwner(record, st.squares.at(i), i, st.rows, st.columns);
    for (BoardSide s : {BoardSide::Bottom, BoardSide::Top})
        st.hands[sideIndex(s)] = record.inHand(s);
    st.toMove = record.firstMover();
    return st;
}

QList<BoardProblem> applyBoardMove(BoardState &state, const BoardRecord &record, const BoardMove &move,
                                   BoardSide mover)
{
    QList<BoardProblem> problems;
    const int n = int(state.squares.size());
    QStringList &hand = state.hands[sideIndex(mover)];
    state.captured.clear();
    auto problem = [&](BoardProblem::Kind kind, int action, int element, const QString &message) {
        problems.append(BoardProblem{kind, action, element, message});
    };
    for (int i = 0; i < move.size(); ++i) {
        const BoardAction &a = move.at(i);
        const bool destOk = a.destination >= 0 && a.destination < n;
        if (!destOk)
            problem(BoardProblem::Kind::OffBoard, i, 1,
                    QStringLiteral("destination %1 is off the board (squares 0 to %2)").arg(a.destination).arg(n - 1));
        if (a.piece.isEmpty())
            problem(BoardProblem::Kind::NotAPiece, i, 2, QStringLiteral("the piece has no name"));
        if (a.isDrop()) {
            if (!a.piece.isEmpty() && !hand.removeOne(a.piece))
                problem(BoardProblem::Kind::NotInHand, i, 2,
                        QStringLiteral("%1 drops %2, which it does not hold in hand")
                            .arg(sideName(record.variant(), mover), a.piece));
        } else if (*a.source < 0 || *a.source >= n) {
            problem(BoardProblem::Kind::OffBoard, i, 0,
                    QStringLiteral("source %1 is off the board (squares 0 to %2)").arg(*a.source).arg(n - 1));
        } else {
            if (state.squares.at(*a.source).isEmpty())
                problem(BoardProblem::Kind::EmptySource, i, 0,
                        QStringLiteral("the source square %1 (%2) is empty")
                            .arg(record.squareName(*a.source))
                            .arg(*a.source));
            state.squares[*a.source] = QString();
        }
        if (destOk) {
            if (!state.squares.at(a.destination).isEmpty())
                state.captured.append(state.squares.at(a.destination));
            state.squares[a.destination] = a.piece;
            state.owners[a.destination] = mover;
        }
        if (!a.toHand.isNull()) {
            if (a.toHand.isEmpty())
                problem(BoardProblem::Kind::NotAPiece, i, 3, QStringLiteral("the piece put in hand has no name"));
            else
                hand.append(a.toHand);
        }
    }
    state.lastMove = move;
    state.lastMover = mover;
    state.toMove = opponent(mover);
    ++state.step;
    return problems;
}

BoardState boardStateAt(const BoardRecord &record, int step)
{
    BoardState st = initialBoardState(record);
    step = qBound(0, step, record.stepCount());
    for (int i = 0; i < step; ++i)
        applyBoardMove(st, record, record.moves().at(i), record.moverOf(i));
    return st;
}

} // namespace kib
