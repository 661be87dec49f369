#pragma once

#include "model/scoresheet.h"

#include <QWidget>

namespace kib {

// Draws a preferans score sheet the way it is kept on paper: a column
// for each player with the soups against the left neighbour, the bula in
// the middle (each value struck through when the next one is written) and
// the soups against the right neighbour; the refe above as triangles, a
// part open, crossed when passed, filled when failed; the totals and the
// settlement below.
class ScoreSheetPaper : public QWidget
{
    Q_OBJECT

public:
    explicit ScoreSheetPaper(QWidget *parent = nullptr);

    void setSheet(const ScoreSheet &sheet, const QStringList &names);
    const ScoreSheet &sheet() const { return m_sheet; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    void paintPlayer(QPainter &p, const QRect &r, Seat seat) const;
    void paintColumn(QPainter &p, const QRect &r, const QList<PaperEntry> &entries, bool middle) const;
    void paintRefe(QPainter &p, const QRect &r, Seat seat) const;
    int rows() const;

    ScoreSheet m_sheet;
    QStringList m_names;
};

} // namespace kib
