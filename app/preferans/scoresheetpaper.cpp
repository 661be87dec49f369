#include "scoresheetpaper.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>

namespace kib {

namespace {

constexpr int kMargin = 6;

int lineHeight(const QWidget *w)
{
    return w->fontMetrics().height() + 2;
}

} // namespace

ScoreSheetPaper::ScoreSheetPaper(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::MinimumExpanding);
}

void ScoreSheetPaper::setSheet(const ScoreSheet &sheet, const QStringList &names)
{
    m_sheet = sheet;
    m_names = names;
    updateGeometry();
    update();
}

int ScoreSheetPaper::rows() const
{
    int n = 1;
    for (const PlayerPaper &p : m_sheet.players)
        n = qMax(n, int(qMax(p.bula.size(), qMax(p.left.size(), p.right.size()))));
    return n;
}

QSize ScoreSheetPaper::sizeHint() const
{
    const int h = lineHeight(this);
    return QSize(3 * fontMetrics().horizontalAdvance(QStringLiteral("00000 | 00000 | 00000")) + 4 * kMargin,
                 (rows() + 6) * h + 2 * kMargin);
}

QSize ScoreSheetPaper::minimumSizeHint() const
{
    return QSize(240, 8 * lineHeight(this));
}

void ScoreSheetPaper::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), QColor(0xfb, 0xf8, 0xee)); // paper
    p.setPen(palette().color(QPalette::Text).isValid() ? QColor(0x20, 0x20, 0x40) : Qt::black);
    if (m_sheet.players.size() != 3)
        return;
    const int w = (width() - 2 * kMargin) / 3;
    for (Seat s = 0; s < 3; ++s)
        paintPlayer(p, QRect(kMargin + s * w, kMargin, w, height() - 2 * kMargin), s);
}

void ScoreSheetPaper::paintPlayer(QPainter &p, const QRect &r, Seat seat) const
{
    const int h = lineHeight(this);
    const PlayerPaper &paper = m_sheet.players.at(seat);
    QRect line(r.left(), r.top(), r.width(), h);
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    p.drawText(line, Qt::AlignCenter, m_names.value(seat, QCoreApplication::translate("kib::Seat", "Player %1").arg(seat + 1)));
    p.setFont(font());
    line.translate(0, h);
    paintRefe(p, line, seat);
    line.translate(0, h);
    // the three columns, divided by lines
    const int third = r.width() / 3;
    const int top = line.top();
    const int bottom = r.bottom() - 3 * h;
    p.drawLine(r.left() + third, top, r.left() + third, bottom);
    p.drawLine(r.left() + 2 * third, top, r.left() + 2 * third, bottom);
    p.drawLine(r.left() + 2, top, r.right() - 2, top);
    paintColumn(p, QRect(r.left(), top + 2, third, bottom - top), paper.left, false);
    paintColumn(p, QRect(r.left() + third, top + 2, third, bottom - top), paper.bula, true);
    paintColumn(p, QRect(r.left() + 2 * third, top + 2, third, bottom - top), paper.right, false);
    // totals and the settlement
    QRect foot(r.left(), bottom + 2, r.width(), h);
    p.drawLine(r.left() + 2, bottom, r.right() - 2, bottom);
    p.drawText(foot, Qt::AlignCenter,
               QStringLiteral("%1 | %2 | %3").arg(paper.leftTotal()).arg(paper.bulaTotal()).arg(paper.rightTotal()));
    foot.translate(0, h);
    p.setFont(bold);
    p.drawText(foot, Qt::AlignCenter, tr("result %1").arg(qRound(m_sheet.result(seat))));
    p.setFont(font());
}

void ScoreSheetPaper::paintColumn(QPainter &p, const QRect &r, const QList<PaperEntry> &entries, bool middle) const
{
    const int h = lineHeight(this);
    for (int i = 0; i < entries.size(); ++i) {
        const QRect cell(r.left(), r.top() + i * h, r.width(), h);
        if (cell.bottom() > r.bottom())
            break;
        const QString text = QString::number(entries.at(i).total);
        p.drawText(cell, Qt::AlignCenter, text);
        if (middle && i + 1 < entries.size()) {
            // an old bula is struck through when the next is written
            const int tw = fontMetrics().horizontalAdvance(text);
            const int y = cell.center().y();
            p.drawLine(cell.center().x() - tw / 2 - 1, y, cell.center().x() + tw / 2 + 1, y);
        }
    }
}

void ScoreSheetPaper::paintRefe(QPainter &p, const QRect &r, Seat seat) const
{
    const int size = r.height() - 4;
    int x = r.center().x() - int(m_sheet.refe.size()) * (size + 4) / 2;
    for (const Refa &refa : m_sheet.refe) {
        QPainterPath triangle;
        triangle.moveTo(x + size / 2.0, r.top() + 2);
        triangle.lineTo(x + size, r.top() + 2 + size);
        triangle.lineTo(x, r.top() + 2 + size);
        triangle.closeSubpath();
        const Refa::Part part = refa.parts.value(seat, Refa::Part::Open);
        if (part == Refa::Part::Failed)
            p.fillPath(triangle, p.pen().color());
        p.drawPath(triangle);
        if (part == Refa::Part::Passed)
            p.drawLine(x, r.top() + 2 + size, x + size, r.top() + 2);
        x += size + 4;
    }
}

} // namespace kib
