#pragma once

#include "model/replaycursor.h"

#include <QPointer>
#include <QTableWidget>

namespace kib {


// The moves of a chess-variant record, two to a row (the side that moves
// first on the left), under a first row for the setup. The cursor's step is
// the current cell; clicking a move goes there. The step keys (stepkeys.h)
// work here too, and Up and Down go a whole row back or forward.
class MoveListWidget : public QTableWidget
{
    Q_OBJECT

public:
    explicit MoveListWidget(QWidget *parent = nullptr);

    void setReplayCursor(ReplayCursor *cursor);
    ReplayCursor *replayCursor() const { return m_cursor; }

    // The step a cell shows, -1 for none.
    int stepAt(int row, int column) const;
    // The cell that shows a step: {row, column}, {-1, -1} for none.
    QPair<int, int> cellOf(int step) const;
    // Where a step's cell is, in viewport coordinates (for tests and tips).
    QRect stepRect(int step) const;

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    void rebuild();
    void showStep(int step);
    void cellChosen(int row, int column);

    QPointer<ReplayCursor> m_cursor;
};

} // namespace kib
