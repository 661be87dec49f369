#pragma once

#include "pagetext.h"
#include "printoptions.h"

#include <QRectF>

namespace kib::print {

// One record drawn into a rectangle of a page: a hand record's board, a
// quiz problem as the student sees it, or its answer. Card games show the
// table (carddiagram.h) with the auction, play and commentary below as the
// options ask; chess variants the board after the chosen move and the
// moves; preferans adds the score sheet as it stands after the deal.
class RecordBlock
{
public:
    enum class Mode { Record, Problem, Answer };

    RecordBlock(const PrintJob &job, int index, Mode mode);

    // Draws into 'cell' (points), choosing a font size that fits.
    void paint(PageText &text, const QRectF &cell) const;

    // The title line: "Board 7", "Problem 2", "Answer to problem 2".
    QString title() const;
    // The seats whose hands a problem leaves blank.
    QList<bool> hiddenSeats() const;

private:
    void paintCards(PageText &text, const QRectF &cell) const;
    void paintBoard(PageText &text, const QRectF &cell) const;

    const PrintJob &m_job;
    int m_index;
    Mode m_mode;
    const Record &m_record;
};

} // namespace kib::print
