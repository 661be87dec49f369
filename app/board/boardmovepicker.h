#pragma once

#include "model/replaycursor.h"

#include <QObject>
#include <QPointer>

#include <functional>

namespace kib {

// Picking a move on the board (docs/viewer.md, "Entering moves"): a piece
// of the side to move is held (by a click or the start of a drag, or a
// piece in hand for a drop), its legal squares are known (targets()), and
// the square it is put on makes the move (moveChosen()) or is refused with
// the reason (refused()). A promotion that is a choice is asked through the
// chooser. Rules come from model/boardrules.h; a variant without rules
// (janggi, other boards) accepts any square. The picker only picks: who
// records the move is the receiver of moveChosen().
class BoardMovePicker : public QObject
{
    Q_OBJECT

public:
    explicit BoardMovePicker(QObject *parent = nullptr);

    void setReplayCursor(ReplayCursor *cursor);
    // Off by default: clicks then only look.
    bool isEnabled() const { return m_enabled; }
    void setEnabled(bool enabled);

    bool isHolding() const { return m_held >= 0 || !m_handPiece.isEmpty(); }
    int heldSquare() const { return m_held; }        // -1: none, or a piece from hand
    QString heldHandPiece() const { return m_handPiece; }
    // The squares the held piece may go to (empty without rules).
    QList<int> targets() const;

    // Takes up the piece on 'square' (false, and refused(), when it is not
    // the mover's) or the mover's 'piece' from hand.
    bool hold(int square);
    bool holdFromHand(BoardSide side, const QString &piece);
    void letGo();
    // Puts the held piece on 'square': a legal move is chosen, anything
    // else refused; the piece is let go either way.
    bool putOn(int square);
    // What a click does: takes up the mover's piece, puts a held one down.
    void click(int square);
    // The side to move passes (janggi, when its general is not in check):
    // an empty move is chosen, or the pass refused with the reason.
    bool pass();

    // Asked when several moves go to one square (a promotion): the moves and
    // their labels ("♕", "Promote"); returns the index chosen, -1 to cancel.
    using Chooser = std::function<int(const QList<BoardMove> &moves, const QStringList &labels)>;
    void setChooser(Chooser chooser) { m_chooser = std::move(chooser); }

    // Where a move's piece ends: en passant's second action, else the first's.
    static int endSquare(const BoardMove &move);

Q_SIGNALS:
    void moveChosen(const kib::BoardMove &move);
    void refused(const QString &why);
    // The held piece or its targets changed: views repaint.
    void changed();
    void enabledChanged(bool enabled);

private:
    const BoardRecord *record() const;
    QList<BoardMove> heldMoves() const;
    int choose(const QList<BoardMove> &moves) const;

    QPointer<ReplayCursor> m_cursor;
    bool m_enabled = false;
    int m_held = -1;
    QString m_handPiece;
    QList<BoardMove> m_moves;  // the held piece's legal moves
    Chooser m_chooser;
};

} // namespace kib
