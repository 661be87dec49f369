#pragma once

#include "boardlayout.h"

#include "model/replaycursor.h"

#include <QPointer>
#include <QWidget>

namespace kib {

class BoardMovePicker;

// The board of a chess-variant record at the replay cursor's step: every
// shape, in its variant's look, pieces drawn from their names, the last
// move's squares marked. Flipping shows the top side at the bottom. The
// step keys (stepkeys.h) move the cursor when the board has focus.
class BoardWidget : public QWidget
{
    Q_OBJECT
    Q_PROPERTY(bool flipped READ isFlipped WRITE setFlipped NOTIFY flippedChanged)

public:
    explicit BoardWidget(QWidget *parent = nullptr);

    // The cursor whose board (ReplayCursor::boardState()) is shown; not owned.
    void setReplayCursor(ReplayCursor *cursor);
    ReplayCursor *replayCursor() const { return m_cursor; }

    bool isFlipped() const { return m_flipped; }
    bool showsCoordinates() const { return m_coordinates; }
    void setShowCoordinates(bool show);

    // The geometry of the board as it is painted now.
    BoardLayout layout() const;
    // Where square 'index' (a PCN index) is drawn, in widget coordinates.
    QRectF squareRect(int index) const { return layout().cellRect(index); }
    // The square under a point, -1 when none.
    int squareAt(const QPointF &pos) const { return layout().indexAt(pos); }
    // Moves entered by click or drag (off until enabled): a held piece's
    // legal squares are marked, and a drag carries the piece.
    BoardMovePicker *picker() const { return m_picker; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

public Q_SLOTS:
    void setFlipped(bool flipped);
    void flip() { setFlipped(!m_flipped); }

Q_SIGNALS:
    void flippedChanged(bool flipped);
    // A square was clicked (a PCN index).
    void squareClicked(int index);

protected:
    void paintEvent(QPaintEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    void cursorMoved();
    void paintHeld(QPainter &p, const BoardLayout &l);

    QPointer<ReplayCursor> m_cursor;
    bool m_flipped = false;
    bool m_coordinates = true;
    BoardMovePicker *m_picker = nullptr;
    bool m_pressed = false;   // the left button is down on the board
    bool m_dragging = false;  // and has moved far enough to carry the piece
    QPoint m_pressPos;
    QPointF m_dragPos;
};

} // namespace kib
