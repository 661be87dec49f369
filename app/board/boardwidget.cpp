#include "boardwidget.h"

#include "boardmovepicker.h"
#include "boardpainter.h"
#include "piecepainter.h"
#include "stepkeys.h"

#include "model/replaycursor.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

namespace kib {

BoardWidget::BoardWidget(QWidget *parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(tr("Board"));
    m_picker = new BoardMovePicker(this);
    connect(m_picker, &BoardMovePicker::changed, this, qOverload<>(&QWidget::update));
}

void BoardWidget::setReplayCursor(ReplayCursor *cursor)
{
    if (m_cursor == cursor)
        return;
    if (m_cursor)
        disconnect(m_cursor, nullptr, this, nullptr);
    m_cursor = cursor;
    m_picker->setReplayCursor(cursor);
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
        if (m_dragging && i == m_picker->heldSquare())
            continue; // carried by the pointer
        const BoardSide owner = st.ownerOf(i);
        const bool pointingDown = (owner == BoardSide::Top) != m_flipped;
        PiecePainter::paint(p, l.cellRect(i), piece, owner, record->variant(), pointingDown);
    }
    BoardPainter::paintCoordinates(p, l);
    paintHeld(p, l);
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

void BoardWidget::paintHeld(QPainter &p, const BoardLayout &l)
{
    if (!m_picker->isHolding())
        return;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const QColor mark(0x2a, 0x7a, 0xd8);
    if (m_picker->heldSquare() >= 0) {
        QColor fill = mark;
        fill.setAlpha(90);
        p.fillRect(l.cellRect(m_picker->heldSquare()), fill);
    }
    for (int t : m_picker->targets()) {
        const QRectF cell = l.cellRect(t);
        QColor dot = mark;
        dot.setAlpha(170);
        p.setPen(Qt::NoPen);
        p.setBrush(dot);
        const qreal r = cell.height() * (m_cursor->boardState().isEmpty(t) ? 0.16 : 0.46);
        if (m_cursor->boardState().isEmpty(t)) {
            p.drawEllipse(cell.center(), r, r);
        } else { // a capture: a ring round the piece
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(dot, cell.height() * 0.08));
            p.drawEllipse(cell.center(), r, r);
        }
    }
    if (m_dragging && m_picker->heldSquare() >= 0) {
        const BoardState &st = m_cursor->boardState();
        const int held = m_picker->heldSquare();
        QRectF cell = l.cellRect(held);
        cell.moveCenter(m_dragPos);
        const BoardSide owner = st.ownerOf(held);
        PiecePainter::paint(p, cell, st.squares.value(held), owner, m_cursor->boardRecord()->variant(),
                            (owner == BoardSide::Top) != m_flipped);
    }
    p.restore();
}

void BoardWidget::mousePressEvent(QMouseEvent *event)
{
    setFocus(Qt::MouseFocusReason);
    const int index = squareAt(event->position());
    if (index >= 0)
        Q_EMIT squareClicked(index);
    if (event->button() == Qt::LeftButton && m_picker->isEnabled()) {
        m_pressed = true;
        m_dragging = false;
        m_pressPos = event->position().toPoint();
        m_picker->click(index);
    }
    QWidget::mousePressEvent(event);
}

void BoardWidget::mouseMoveEvent(QMouseEvent *event)
{
    if (m_pressed && m_picker->heldSquare() >= 0
        && (event->position().toPoint() - m_pressPos).manhattanLength() >= QApplication::startDragDistance()) {
        m_dragging = true;
        m_dragPos = event->position();
        update();
    }
    QWidget::mouseMoveEvent(event);
}

void BoardWidget::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_pressed && event->button() == Qt::LeftButton) {
        m_pressed = false;
        if (m_dragging) {
            m_dragging = false;
            const int index = squareAt(event->position());
            // dropped back where it was: still held, for a click on its square
            if (index != m_picker->heldSquare())
                m_picker->putOn(index);
            update();
        }
    }
    QWidget::mouseReleaseEvent(event);
}

} // namespace kib
