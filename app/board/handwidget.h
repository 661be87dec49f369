#pragma once

#include "model/boardvariant.h"

#include "model/replaycursor.h"

#include <QPointer>
#include <QWidget>

namespace kib {


// One player beside the board: the side's name and player (with the side
// to move marked) and, for games that keep pieces in hand, the pieces the
// side holds at the cursor's step, grouped with their counts.
class HandWidget : public QWidget
{
    Q_OBJECT

public:
    explicit HandWidget(BoardSide side, QWidget *parent = nullptr);

    void setReplayCursor(ReplayCursor *cursor);
    BoardSide side() const { return m_side; }
    void setSide(BoardSide side);
    // Shogi pieces point away from their owner: down for the side shown on top.
    void setPointingDown(bool down);

    // The pieces in hand, each name once with how many are held, in the
    // order the side first came to hold them.
    QList<QPair<QString, int>> groups() const;
    // "Black · Bruno Schwarz (1590)"
    QString playerText() const;
    bool isToMove() const;
    // Whether the record keeps pieces in hand at all (shogi, or any drop or
    // piece in hand in the record).
    bool showsPieces() const { return m_showPieces; }
    // Where group 'i' is drawn.
    QRectF groupRect(int i) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    // A piece in hand was clicked (to drop it: BoardMovePicker::holdFromHand()).
    void pieceClicked(kib::BoardSide side, const QString &piece);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    void recordChanged();
    qreal pieceSize() const;
    qreal textWidth() const;

    QPointer<ReplayCursor> m_cursor;
    BoardSide m_side;
    bool m_pointingDown = false;
    bool m_showPieces = false;
};

} // namespace kib
