#include "trickgraph.h"

#include <QPainter>
#include <QPainterPath>

namespace kib {

TrickGraph::TrickGraph(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    setMinimumHeight(70);
    setToolTip(tr("Tricks the declarer's side can still take in all, after each card"));
}

void TrickGraph::setValues(const QList<int> &values, int current)
{
    if (values == m_values && current == m_current)
        return;
    m_values = values;
    m_current = current;
    update();
}

QList<int> TrickGraph::changes() const
{
    QList<int> out;
    for (int k = 1; k < m_values.size(); ++k)
        if (m_values.at(k) >= 0 && m_values.at(k - 1) >= 0 && m_values.at(k) != m_values.at(k - 1))
            out.append(k);
    return out;
}

void TrickGraph::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF all = QRectF(rect()).adjusted(24, 6, -6, -14);
    p.fillRect(rect(), palette().base());
    if (m_values.size() < 2)
        return;
    int lo = 13, hi = 0;
    for (int v : m_values)
        if (v >= 0) {
            lo = qMin(lo, v);
            hi = qMax(hi, v);
        }
    if (lo > hi)
        return;
    lo = qMax(0, lo - 1);
    hi = qMin(13, hi + 1);
    const int n = int(m_values.size()) - 1;
    auto pt = [&](int k, int v) {
        return QPointF(all.left() + all.width() * k / qMax(1, n),
                       all.bottom() - all.height() * (v - lo) / qMax(1, hi - lo));
    };
    QFont f = font();
    f.setPixelSize(9);
    p.setFont(f);
    // the trick grid: a light line every four cards, the tricks on the left
    p.setPen(QColor(0xdd, 0xdd, 0xd8));
    for (int k = 0; k <= n; k += 4)
        p.drawLine(pt(k, lo), pt(k, hi));
    p.setPen(palette().color(QPalette::Text));
    // the trick numbers under the grid, each in the middle of its four cards
    for (int t = 1; 4 * t - 2 <= n; ++t)
        p.drawText(QRectF(pt(4 * t - 2, lo).x() - 8, all.bottom() + 1, 16, 12), Qt::AlignCenter, QString::number(t));
    // every number of tricks on the left when they fit, else the two ends
    for (int v = lo; v <= hi; v += all.height() / qMax(1, hi - lo) >= 10 ? 1 : qMax(1, hi - lo))
        p.drawText(QRectF(0, pt(0, v).y() - 6, 20, 12), Qt::AlignRight | Qt::AlignVCenter, QString::number(v));
    if (m_current >= 0 && m_current <= n) {
        p.setPen(QPen(QColor(0xff, 0xa0, 0x00), 2));
        p.drawLine(pt(m_current, lo), pt(m_current, hi));
    }
    QPainterPath line;
    bool open = false;
    for (int k = 0; k <= n; ++k) {
        const int v = m_values.at(k);
        if (v < 0) {
            open = false;
            continue;
        }
        if (!open)
            line.moveTo(pt(k, v));
        else
            line.lineTo(pt(k, v));
        open = true;
    }
    p.setPen(QPen(QColor(0x1f, 0x5f, 0xa8), 1.6));
    p.setBrush(Qt::NoBrush);
    p.drawPath(line);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0xc6, 0x28, 0x28));
    for (int k : changes())
        p.drawEllipse(pt(k, m_values.at(k)), 3.2, 3.2);
}

} // namespace kib
