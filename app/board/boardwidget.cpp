#include "boardwidget.h"

#include "boardpainter.h"
#include "piecepainter.h"
#include "stepkeys.h"

#include "model/replaycursor.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

namespace kib {

BoardWidget::BoardWidget(QWidget *parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(tr("Board"));
}

void BoardWidget::setReplayCursor(ReplayCursor *cursor)
{
    if (m_cursor == cursor)
        return;
    if (m_cursor)
        disconnect(m_cursor, nullptr, this, nullptr);
    m_cursor = cursor;
    if (m_cursor) {
        connect(m_cursor, &ReplayCursor::stepChanged, this, &BoardWidget::cursorMoved);
        connect(m_cursor, &ReplayCursor::recordChanged, this, &BoardWidget::cursorMoved);
    }
    cursorMoved();
}

void BoardWidget::cursorMoved()
{
    updateGeometry();
    update();
}

void BoardWidget::setFlipped(bool flipped)
{
    if (m_flipped == flipped)
        return;
    m_flipped = flipped;
    update();
    Q_EMIT flippedChanged(m_flipped);
}

void BoardWidget::setShowCoordinates(bool show)
{
    if (m_coordinates == show)
        return;
    m_coordinates = show;
    update();
}

BoardLayout BoardWidget::layout() const
{
    const BoardRecord *record = m_cursor ? m_cursor->boardRecord() : nullptr;
    if (!record)
        return {};
    const BoardState &st = m_cursor->boardState();
    return BoardLayout(QSizeF(size()), st.rows, st.columns, record->variant(), m_flipped, m_coordinates);
}

QSize BoardWidget::sizeHint() const
{
    return QSize(480, heightForWidth(480));
}

QSize BoardWidget::minimumSizeHint() const
{
    return QSize(160, heightForWidth(160));
}

int BoardWidget::heightForWidth(int width) const
{
    const BoardRecord *record = m_cursor ? m_cursor->boardRecord() : nullptr;
    if (!record || record->columns() <= 0)
        return width;
    return int(width * (record->rows() + 1.0) / (record->columns() + 1.0));
}

void BoardWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const BoardRecord *record = m_cursor ? m_cursor->boardRecord() : nullptr;
    const BoardLayout l = layout();
    if (!record || !l.isValid()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter, record ? tr("The board is too small to show") : tr("No board to show"));
        return;
    }
    const BoardState &st = m_cursor->boardState();
    BoardPainter::paintBoard(p, l);
    BoardPainter::paintMarks(p, l, st.lastMoveSquares());
    for (int i = 0; i < st.squares.size(); ++i) {
        const QString &piece = st.squares.at(i);
        if (piece.isEmpty())
            continue;
        const BoardSide owner = st.ownerOf(i);
        const bool pointingDown = (owner == BoardSide::Top) != m_flipped;
        PiecePainter::paint(p, l.cellRect(i), piece, owner, record->variant(), pointingDown);
    }
    BoardPainter::paintCoordinates(p, l);
    if (hasFocus()) {
        p.setPen(QPen(palette().color(QPalette::Highlight), 2));
        p.setBrush(Qt::NoBrush);
        p.drawRect(l.boardRect().adjusted(1, 1, -1, -1));
    }
}

void BoardWidget::keyPressEvent(QKeyEvent *event)
{
    if (handleStepKey(event, m_cursor))
        return;
    if (event->key() == Qt::Key_F && event->modifiers() == Qt::NoModifier) {
        flip();
        return;
    }
    QWidget::keyPressEvent(event);
}

void BoardWidget::mousePressEvent(QMouseEvent *event)
{
    setFocus(Qt::MouseFocusReason);
    const int index = squareAt(event->position());
    if (index >= 0)
        Q_EMIT squareClicked(index);
    QWidget::mousePressEvent(event);
}

} // namespace kib
