#include "trickview.h"

#include "cardart.h"
#include "suitstyle.h"

#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace kib {

TrickView::TrickView(QWidget *parent) : QWidget(parent) {}

void TrickView::setContent(const TrickContent &content)
{
    if (content == m_content)
        return;
    const bool resize = content.seats != m_content.seats;
    m_content = content;
    QString tip;
    if (m_content.trickNumber > 0) {
        tip = tr("Trick %1").arg(m_content.trickNumber);
        if (m_content.leader != NoSeat)
            tip += tr(", led by %1").arg(m_content.names.value(m_content.leader));
        if (m_content.winner != NoSeat)
            tip += tr(", won by %1").arg(m_content.names.value(m_content.winner));
    }
    setToolTip(tip);
    if (resize)
        updateGeometry();
    update();
}

void TrickView::setStyle(Style style, bool fourColour)
{
    if (style == m_style && fourColour == m_fourColour)
        return;
    m_style = style;
    m_fourColour = fourColour;
    update();
}

void TrickView::setScale(qreal cardHeight)
{
    if (qFuzzyCompare(cardHeight, m_scale))
        return;
    m_scale = cardHeight;
    updateGeometry();
    update();
}

QSize TrickView::sizeForScale(qreal s) const
{
    const qreal cw = s * CardArt::aspect;
    switch (m_content.seats) {
    case 3: return QSize(qCeil(cw * 3.6), qCeil(s * 2.2));
    case 6: return QSize(qCeil(cw * 4.8), qCeil(s * 2.6));
    default: return QSize(qCeil(cw * 3.5), qCeil(s * 2.35));
    }
}

QSize TrickView::sizeHint() const
{
    return sizeForScale(m_scale);
}

QPointF TrickView::seatDirection(Seat seat, int seats)
{
    if (seats <= 0 || seat < 0)
        return QPointF(0, 0);
    // seat 0 at the top, the others clockwise
    const qreal angle = -M_PI / 2 + 2 * M_PI * (seat % seats) / seats;
    QPointF d(std::cos(angle), std::sin(angle));
    if (std::abs(d.x()) < 1e-9)
        d.setX(0);
    if (std::abs(d.y()) < 1e-9)
        d.setY(0);
    return d;
}

QRectF TrickView::cardRect(Seat seat) const
{
    const qreal ch = qMin(m_scale, height() / 2.0);
    const qreal cw = ch * CardArt::aspect;
    const QPointF c = QRectF(rect()).center();
    // room at the outer edges for the lead tag
    const qreal rx = (width() - cw) / 2.0 - ch * 0.06;
    const qreal ry = (height() - ch) / 2.0 - ch * 0.09;
    const QPointF d = seatDirection(seat + m_content.rotation, m_content.seats);
    const QPointF centre(c.x() + d.x() * rx, c.y() + d.y() * ry);
    return QRectF(centre.x() - cw / 2, centre.y() - ch / 2, cw, ch);
}

Cards TrickView::shownCards() const
{
    Cards out;
    for (const PlayedCard &pc : m_content.cards)
        out.append(pc.kind == PlayedCard::Kind::Card ? pc.card : Card());
    return out;
}

void TrickView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF r = QRectF(rect()).adjusted(1, 1, -1, -1);
    const qreal unit = qMax<qreal>(9, m_scale * 0.16);

    // the playing area: a slightly darker felt
    QPainterPath area;
    area.addRoundedRect(r, unit, unit);
    p.fillPath(area, QColor(0, 0, 0, 38));
    p.setPen(QPen(QColor(255, 255, 255, 28), 1));
    p.drawPath(area);

    QFont f = font();
    f.setPixelSize(qRound(unit));
    p.setFont(f);

    if (m_content.cards.isEmpty()) {
        if (!m_content.caption.isEmpty()) {
            QFont c = f;
            c.setPixelSize(qRound(unit * 1.25));
            p.setFont(c);
            p.setPen(QColor(255, 255, 255, 215));
            p.drawText(r, Qt::AlignCenter | Qt::TextWordWrap, m_content.caption);
        }
        return;
    }

    CardArt &art = CardArt::instance();
    const bool deck = m_style == Style::Images;
    for (const PlayedCard &pc : m_content.cards) {
        const QRectF cr = cardRect(pc.seat);
        const bool won = pc.seat == m_content.winner;
        // a soft shadow under each card
        QPainterPath shadow;
        shadow.addRoundedRect(cr.translated(2, 3), cr.width() * 0.08, cr.width() * 0.08);
        p.fillPath(shadow, QColor(0, 0, 0, 60));
        if (pc.kind == PlayedCard::Kind::Card)
            art.paintFace(&p, cr, pc.card, m_fourColour, deck);
        else if (pc.kind == PlayedCard::Kind::Unknown)
            art.paintBack(&p, cr);
        else
            art.paintPlainFace(&p, cr, Card(), m_fourColour);
        if (won) {
            p.setPen(QPen(QColor(0xff, 0xc8, 0x2e), qMax(2.5, cr.width() * 0.05)));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(cr.adjusted(-1, -1, 1, 1), cr.width() * 0.09, cr.width() * 0.09);
        }
        if (pc.seat == m_content.leader) {
            // a tag on the lead's outer edge, towards its player
            const QPointF d = seatDirection(pc.seat + m_content.rotation, m_content.seats);
            const qreal t = qMax<qreal>(8, cr.height() * 0.13);
            const QString lead = tr("lead");
            QFont l = f;
            l.setPixelSize(qMax(7, qRound(t * 0.72)));
            l.setBold(true);
            const qreal w = QFontMetricsF(l).horizontalAdvance(lead) + t * 0.8;
            QPointF at;
            if (std::abs(d.y()) >= std::abs(d.x()))
                at = QPointF(cr.center().x(), d.y() < 0 ? cr.top() : cr.bottom());
            else
                at = QPointF(d.x() < 0 ? cr.left() + w / 2 : cr.right() - w / 2, cr.bottom());
            const QRectF tab(at.x() - w / 2, at.y() - t / 2, w, t);
            p.setPen(QPen(QColor(0x6b, 0x55, 0x00), 1));
            p.setBrush(QColor(0xff, 0xd5, 0x4f));
            p.drawRoundedRect(tab, t * 0.3, t * 0.3);
            p.setFont(l);
            p.setPen(QColor(0x33, 0x2a, 0x00));
            p.drawText(tab, Qt::AlignCenter, lead);
            p.setFont(f);
        }
    }
}

} // namespace kib
