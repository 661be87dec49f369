#include "movelistwidget.h"

#include "model/boardnames.h"
#include "stepkeys.h"

#include "model/boardnotation.h"
#include "model/replaycursor.h"

#include <QHeaderView>
#include <QKeyEvent>

namespace kib {

MoveListWidget::MoveListWidget(QWidget *parent) : QTableWidget(parent)
{
    setColumnCount(2);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setSelectionBehavior(QAbstractItemView::SelectItems);
    setAlternatingRowColors(true);
    setWordWrap(false);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    verticalHeader()->setDefaultAlignment(Qt::AlignRight | Qt::AlignVCenter);
    setAccessibleName(tr("Moves"));
    connect(this, &QTableWidget::cellClicked, this, &MoveListWidget::cellChosen);
    connect(this, &QTableWidget::cellActivated, this, &MoveListWidget::cellChosen);
}

void MoveListWidget::setReplayCursor(ReplayCursor *cursor)
{
    if (m_cursor == cursor)
        return;
    if (m_cursor)
        disconnect(m_cursor, nullptr, this, nullptr);
    m_cursor = cursor;
    if (m_cursor) {
        connect(m_cursor, &ReplayCursor::recordChanged, this, &MoveListWidget::rebuild);
        connect(m_cursor, &ReplayCursor::stepChanged, this, &MoveListWidget::showStep);
    }
    rebuild();
}

int MoveListWidget::stepAt(int row, int column) const
{
    const QTableWidgetItem *it = item(row, column);
    return it ? it->data(Qt::UserRole).toInt() : -1;
}

QPair<int, int> MoveListWidget::cellOf(int step) const
{
    if (step < 0 || rowCount() == 0)
        return {-1, -1};
    if (step == 0)
        return {0, 0};
    const int row = 1 + (step - 1) / 2;
    return row < rowCount() ? QPair<int, int>{row, (step - 1) % 2} : QPair<int, int>{-1, -1};
}

QRect MoveListWidget::stepRect(int step) const
{
    const auto [row, column] = cellOf(step);
    return row < 0 ? QRect() : visualItemRect(item(row, column));
}

void MoveListWidget::rebuild()
{
    clearContents();
    clearSpans();
    const BoardRecord *r = m_cursor ? m_cursor->boardRecord() : nullptr;
    if (!r) {
        setRowCount(0);
        return;
    }
    const int moves = r->stepCount();
    setRowCount(1 + (moves + 1) / 2);
    setHorizontalHeaderLabels({boardtext::sideName(r->variant(), r->firstMover()),
                               boardtext::sideName(r->variant(), opponent(r->firstMover()))});
    QStringList numbers{QString()};
    for (int row = 1; row < rowCount(); ++row)
        numbers << QString::number(row);
    setVerticalHeaderLabels(numbers);

    auto *start = new QTableWidgetItem(tr("Setup"));
    start->setData(Qt::UserRole, 0);
    start->setTextAlignment(Qt::AlignCenter);
    setItem(0, 0, start);
    setSpan(0, 0, 1, 2);
    BoardState st = initialBoardState(*r);
    const QStringList notations = boardMoveNotations(*r); // one pass over the game
    for (int i = 0; i < moves; ++i) {
        const BoardMove &m = r->moves().at(i);
        auto *it = new QTableWidgetItem(notations.value(i));
        it->setData(Qt::UserRole, i + 1);
        // the long form says which piece went where: "♙ e2-e4"
        it->setToolTip(QStringLiteral("%1. %2").arg(i + 1).arg(boardMoveText(*r, m, &st.squares)));
        const auto [row, column] = cellOf(i + 1);
        setItem(row, column, it);
        applyBoardMove(st, *r, m, r->moverOf(i));
    }
    // a lone last move leaves its partner cell empty and not selectable
    if (moves % 2 == 1) {
        auto *blank = new QTableWidgetItem;
        blank->setFlags(Qt::NoItemFlags);
        blank->setData(Qt::UserRole, -1);
        setItem(rowCount() - 1, 1, blank);
    }
    showStep(m_cursor->step());
}

void MoveListWidget::showStep(int step)
{
    const auto [row, column] = cellOf(step);
    if (row < 0)
        return;
    const QSignalBlocker block(this);
    setCurrentCell(row, column);
    scrollToItem(item(row, column));
}

void MoveListWidget::cellChosen(int row, int column)
{
    const int step = stepAt(row, column);
    if (m_cursor && step >= 0)
        m_cursor->setStep(step);
}

void MoveListWidget::keyPressEvent(QKeyEvent *event)
{
    if (handleStepKey(event, m_cursor))
        return;
    if (m_cursor && event->modifiers() == Qt::NoModifier
        && (event->key() == Qt::Key_Up || event->key() == Qt::Key_Down)) {
        m_cursor->setStep(m_cursor->step() + (event->key() == Qt::Key_Up ? -2 : 2));
        return;
    }
    QTableWidget::keyPressEvent(event);
}

} // namespace kib
