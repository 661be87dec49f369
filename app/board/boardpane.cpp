#include "boardpane.h"

#include "model/boardnames.h"
#include "boardmovepicker.h"
#include "boardwidget.h"
#include "handwidget.h"
#include "movelistwidget.h"
#include "stepkeys.h"

#include "model/replaycursor.h"

#include <QAction>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

namespace kib {

BoardPane::BoardPane(QWidget *parent) : QWidget(parent)
{
    m_board = new BoardWidget(this);
    m_moves = new MoveListWidget(this);
    m_top = new HandWidget(BoardSide::Top, this);
    m_bottom = new HandWidget(BoardSide::Bottom, this);
    m_top->setPointingDown(true);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setMinimumHeight(2 * m_status->fontMetrics().lineSpacing() + 4);
    m_status->setAlignment(Qt::AlignLeft | Qt::AlignTop);

    m_flip = new QAction(tr("&Flip Board"), this);
    m_flip->setCheckable(true);
    m_flip->setShortcut(QKeySequence(Qt::Key_F));
    m_flip->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_flip->setToolTip(tr("Show the board from the other side (F)"));
    addAction(m_flip);
    m_flipButton = new QToolButton(this);
    m_flipButton->setDefaultAction(m_flip);
    m_flipButton->setText(tr("Flip"));
    m_flipButton->setToolButtonStyle(Qt::ToolButtonTextOnly);

    m_pass = new QAction(tr("&Pass"), this);
    m_pass->setToolTip(tr("The side to move passes (janggi, when its general is not in check)"));
    addAction(m_pass);
    m_passButton = new QToolButton(this);
    m_passButton->setDefaultAction(m_pass);
    m_passButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_passButton->hide();
    m_pass->setEnabled(m_board->picker()->isEnabled()); // entering moves is off until a document is editable
    connect(m_pass, &QAction::triggered, m_board->picker(), &BoardMovePicker::pass);
    connect(m_board->picker(), &BoardMovePicker::enabledChanged, m_pass, &QAction::setEnabled);

    connect(m_flip, &QAction::toggled, m_board, &BoardWidget::setFlipped);
    // a piece in hand clicked is taken up for a drop
    for (HandWidget *hand : {m_top, m_bottom})
        connect(hand, &HandWidget::pieceClicked, m_board->picker(), &BoardMovePicker::holdFromHand);
    connect(m_board, &BoardWidget::flippedChanged, this, &BoardPane::flipped);

    auto *statusRow = new QHBoxLayout;
    statusRow->addWidget(m_status, 1);
    statusRow->addWidget(m_passButton);
    statusRow->addWidget(m_flipButton);

    auto *left = new QVBoxLayout;
    left->addWidget(m_top);
    left->addWidget(m_board, 1);
    left->addWidget(m_bottom);
    left->addLayout(statusRow);

    m_moves->setMinimumWidth(200);
    auto *layout = new QHBoxLayout(this);
    layout->addLayout(left, 3);
    layout->addWidget(m_moves, 1);
    setFocusProxy(m_board);
}

void BoardPane::setReplayCursor(ReplayCursor *cursor)
{
    if (m_cursor == cursor)
        return;
    if (m_cursor)
        disconnect(m_cursor, nullptr, this, nullptr);
    m_cursor = cursor;
    m_board->setReplayCursor(cursor);
    m_moves->setReplayCursor(cursor);
    m_top->setReplayCursor(cursor);
    m_bottom->setReplayCursor(cursor);
    if (m_cursor) {
        connect(m_cursor, &ReplayCursor::stepChanged, this, &BoardPane::updateStatus);
        connect(m_cursor, &ReplayCursor::recordChanged, this, &BoardPane::updateStatus);
    }
    updateStatus();
}

void BoardPane::flipped(bool flipped)
{
    m_flip->setChecked(flipped);
    m_top->setSide(flipped ? BoardSide::Bottom : BoardSide::Top);
    m_bottom->setSide(flipped ? BoardSide::Top : BoardSide::Bottom);
}

QString BoardPane::statusText() const
{
    const BoardRecord *r = m_cursor ? m_cursor->boardRecord() : nullptr;
    if (!r)
        return {};
    const BoardState &st = m_cursor->boardState();
    QStringList parts;
    parts << boardtext::variantName(r->variant());
    if (!r->tag(QStringLiteral("Name")).isEmpty())
        parts << r->tag(QStringLiteral("Name"));
    parts << (st.step == 0 ? tr("Setup") : r->stepLabel(st.step));
    if (!st.captured.isEmpty())
        parts << tr("takes %1").arg(st.captured.join(QStringLiteral(", ")));
    if (st.step < r->stepCount() || r->stepCount() == 0)
        parts << tr("%1 to move").arg(boardtext::sideName(r->variant(), st.toMove));
    QString text = parts.join(QStringLiteral(" · "));
    if (st.step == r->stepCount())
        text += QStringLiteral("\n") + boardtext::gameState(*r);
    return text;
}

void BoardPane::updateStatus()
{
    m_status->setText(statusText());
    const BoardRecord *r = m_cursor ? m_cursor->boardRecord() : nullptr;
    m_passButton->setVisible(r && r->variant() == BoardVariant::Janggi);
}

void BoardPane::keyPressEvent(QKeyEvent *event)
{
    if (handleStepKey(event, m_cursor))
        return;
    QWidget::keyPressEvent(event);
}

} // namespace kib
