#pragma once

#include "model/replaycursor.h"

#include <QPointer>
#include <QWidget>

class QAction;
class QLabel;
class QToolButton;

namespace kib {

class BoardWidget;
class HandWidget;
class MoveListWidget;

// Everything a chess-variant record shows, in one widget for a stacked
// widget beside the card table: the board, each player with the pieces in
// hand above and below it, the move list beside it, and a status line
// (the move, whose turn, and at the end the game's state). Driven by a
// ReplayCursor it does not own; the step keys work on every part of it.
class BoardPane : public QWidget
{
    Q_OBJECT

public:
    explicit BoardPane(QWidget *parent = nullptr);

    void setReplayCursor(ReplayCursor *cursor);
    ReplayCursor *replayCursor() const { return m_cursor; }

    BoardWidget *board() const { return m_board; }
    MoveListWidget *moveList() const { return m_moves; }
    // The players shown above and below the board (they swap when flipped).
    HandWidget *topHand() const { return m_top; }
    HandWidget *bottomHand() const { return m_bottom; }
    // Checkable, shortcut F: for a menu or a tool bar too.
    QAction *flipAction() const { return m_flip; }
    // Janggi's pass (the board's picker decides whether it is allowed);
    // shown for janggi records only.
    QAction *passAction() const { return m_pass; }
    QString statusText() const;

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    void flipped(bool flipped);
    void updateStatus();

    QPointer<ReplayCursor> m_cursor;
    BoardWidget *m_board = nullptr;
    MoveListWidget *m_moves = nullptr;
    HandWidget *m_top = nullptr;
    HandWidget *m_bottom = nullptr;
    QLabel *m_status = nullptr;
    QToolButton *m_flipButton = nullptr;
    QToolButton *m_passButton = nullptr;
    QAction *m_flip = nullptr;
    QAction *m_pass = nullptr;
};

} // namespace kib
