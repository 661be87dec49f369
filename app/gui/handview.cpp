#include "handview.h"

#include "cardart.h"
#include "suitstyle.h"


#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace kib {

HandView::HandView(QWidget *parent) : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent, false);
    setMouseTracking(false);
}


void HandView::setContent(const HandContent &content)
{
    if (content == m_content)
        return;
    const bool resize = content.capacity != m_content.capacity;
    m_content = content;
    const bool hidden = m_content.hidden;
    setCursor(hidden ? Qt::PointingHandCursor : Qt::ArrowCursor);
    QString tip = m_content.title;
    if (!m_content.player.isEmpty())
        tip += QStringLiteral(": ") + m_content.player;
    if (m_content.vulnerable)
        tip += tr(" (vulnerable)");
    if (hidden)
        tip += tr("\nHidden hand: click to reveal it (Ctrl+R reveals every hand)");
    else if (m_content.known && m_content.seat != NoSeat)
        tip += QLatin1Char('\n') + cardsToDotted(m_content.held);
    setToolTip(tip);
    if (resize)
        updateGeometry();
    update();
}

void HandView::setStyle(Style style, bool fourColour, bool greyPlayed)
{
    if (style == m_style && fourColour == m_fourColour && greyPlayed == m_greyPlayed)
        return;
    m_style = style;
    m_fourColour = fourColour;
    m_greyPlayed = greyPlayed;
    updateGeometry();
    update();
}

void HandView::setRows(int rows)
{
    rows = rows >= 4 ? 4 : qBound(1, rows, 2);
    if (rows == m_rows)
        return;
    m_rows = rows;
    updateGeometry();
    update();
}

void HandView::setScale(qreal scale)
{
    if (qFuzzyCompare(scale, m_scale))
        return;
    m_scale = scale;
    updateGeometry();
    update();
}

QSize HandView::sizeForScale(qreal s) const
{
    return HandLayout::size(m_content, m_style == Style::Images, m_rows, s);
}

QSize HandView::sizeHint() const
{
    return sizeForScale(m_scale);
}

qreal HandView::titleHeight() const
{
    return HandLayout::titleHeight(m_style == Style::Images, m_scale);
}

QRectF HandView::bodyRect() const
{
    const QRectF r = QRectF(rect());
    return QRectF(r.x(), r.y() + titleHeight(), r.width(), r.height() - titleHeight());
}

QList<HandItem> HandView::items() const
{
    return HandLayout::items(m_content, m_style == Style::Images, m_rows, m_scale, m_greyPlayed, bodyRect(), font());
}

Cards HandView::shownFaces() const
{
    Cards out;
    for (const HandItem &i : items())
        out.append(i.card);
    return out;
}

namespace {

// The part of item i that the items drawn after it leave uncovered.
QRectF visiblePart(const QList<HandItem> &all, qsizetype i)
{
    QRectF r = all.at(i).rect;
    for (qsizetype j = i + 1; j < all.size(); ++j) {
        const QRectF &over = all.at(j).rect;
        if (!over.intersects(r))
            continue;
        if (over.left() > r.left())
            r.setRight(qMin(r.right(), over.left()));
        else if (over.top() > r.top())
            r.setBottom(qMin(r.bottom(), over.top()));
    }
    return r;
}

} // namespace

QRect HandView::cardRect(Card card) const
{
    const QList<HandItem> all = items();
    for (qsizetype i = 0; i < all.size(); ++i) {
        if (all.at(i).card != card || all.at(i).played)
            continue;
        return visiblePart(all, i).toAlignedRect() & rect();
    }
    return {};
}

int HandView::shownBacks() const
{
    return m_content.known && m_content.hidden ? int(m_content.held.size()) : 0;
}

void HandView::paintTitle(QPainter &p, const QRectF &r) const
{
    const qreal radius = qMin(r.height() * 0.35, 6.0);
    QColor bg = m_content.vulnerable ? QColor(0xb7, 0x1c, 0x1c) : QColor(0x10, 0x2a, 0x1c, 215);
    if (m_content.seat == NoSeat)
        bg = QColor(0x3a, 0x32, 0x20, 200);
    QPainterPath path;
    if (m_style == Style::Text) {
        path.addRoundedRect(r, radius, radius);
    } else {
        path.addRoundedRect(r.adjusted(0, 0, 0, -1), radius, radius);
    }
    p.fillPath(path, bg);
    if (m_content.toAct) {
        p.setPen(QPen(QColor(0xff, 0xd5, 0x4f), qMax(1.5, r.height() * 0.09)));
        p.drawPath(path);
    }
    QFont f = font();
    f.setPixelSize(qMax(8, qRound(r.height() * 0.58)));
    f.setBold(true);
    p.setFont(f);
    const QFontMetricsF fm(f);
    qreal x = r.x() + r.height() * 0.35;
    const QRectF textRect(x, r.y(), r.width(), r.height());
    p.setPen(Qt::white);
    QString title = m_content.title;
    if (m_content.toAct)
        title = QStringLiteral("\u25B6 ") + title;
    p.drawText(textRect, Qt::AlignVCenter | Qt::AlignLeft, title);
    x += fm.horizontalAdvance(title) + r.height() * 0.3;
    // badges: dealer, role
    QFont small = f;
    small.setBold(false);
    small.setPixelSize(qMax(7, qRound(r.height() * 0.46)));
    p.setFont(small);
    const QFontMetricsF sm(small);
    auto badge = [&](const QString &text, const QColor &fill, const QColor &ink) {
        const qreal w = sm.horizontalAdvance(text) + r.height() * 0.4;
        const QRectF b(x, r.y() + r.height() * 0.18, w, r.height() * 0.64);
        if (b.right() > r.right() - 4)
            return;
        p.setPen(Qt::NoPen);
        p.setBrush(fill);
        p.drawRoundedRect(b, b.height() * 0.3, b.height() * 0.3);
        p.setPen(ink);
        p.drawText(b, Qt::AlignCenter, text);
        x += w + r.height() * 0.2;
    };
    if (m_content.dealer)
        badge(tr("D"), QColor(0xf5, 0xf5, 0xf5), QColor(0x20, 0x20, 0x20));
    if (!m_content.role.isEmpty())
        badge(m_content.role, QColor(255, 255, 255, 50), Qt::white);
    if (!m_content.points.isEmpty())
        badge(m_content.points, QColor(0xff, 0xe0, 0x82), QColor(0x3e, 0x2b, 0x00));
    if (!m_content.player.isEmpty()) {
        p.setPen(QColor(255, 255, 255, 225));
        const qreal right = r.right() - r.height() * 0.35;
        const QString name = sm.elidedText(m_content.player, Qt::ElideRight, qMax<qreal>(0, right - x));
        p.drawText(QRectF(x, r.y(), right - x, r.height()), Qt::AlignVCenter | Qt::AlignRight, name);
    }
}

void HandView::paintBacks(QPainter &p, const QRectF &body, int count) const
{
    if (count <= 0)
        return;
    CardArt &art = CardArt::instance();
    qreal ch, y;
    const int rows = m_style == Style::Images && m_content.seat != NoSeat ? m_rows : 1;
    if (rows > 1) {
        // a closed hand held in one tight fan, in the middle of its place
        ch = m_scale;
        y = body.y() + (body.height() - ch) / 2;
    } else if (m_style == Style::Images) {
        ch = qMin(m_scale, body.height() - m_scale * 0.04);
        y = body.y() + m_scale * 0.04;
    } else {
        ch = body.height() - m_scale * 0.9;
        y = body.y() + m_scale * 0.45;
    }
    {
        const qreal cw = ch * CardArt::aspect;
        qreal step = HandLayout::fanStep * ch;
        qreal total = cw + (count - 1) * step;
        const qreal avail = body.width() - (m_style == Style::Text ? m_scale : 0);
        if (total > avail && count > 1) {
            step = (avail - cw) / (count - 1);
            total = avail;
        }
        qreal x = body.x() + (body.width() - total) / 2;
        for (int i = 0; i < count; ++i, x += step)
            art.paintBack(&p, QRectF(x, y, cw, ch));
    }
    // the count, on a disc over the fan
    QFont f = font();
    f.setBold(true);
    f.setPixelSize(qMax(8, qRound(ch * 0.22)));
    p.setFont(f);
    const qreal d = ch * 0.38;
    const QRectF disc(body.center().x() - d / 2, y + ch / 2 - d / 2, d, d);
    p.setPen(QPen(QColor(0xd4, 0xaf, 0x37), qMax(1.0, d * 0.06)));
    p.setBrush(QColor(0, 0, 0, 170));
    p.drawEllipse(disc);
    p.setPen(Qt::white);
    p.drawText(disc, Qt::AlignCenter, QString::number(count));
}

void HandView::paintTextHand(QPainter &p, const QRectF &body) const
{
    const qreal s = m_scale;
    QFont f = font();
    f.setPixelSize(qMax(6, qRound(s)));
    f.setBold(true);
    p.setFont(f);
    const QList<HandItem> all = items();
    const qreal symbolX = body.x() + s * HandLayout::textPad;
    for (int row = 0; row < 4; ++row) {
        const Suit suit = HandLayout::textOrder[row];
        const QRectF line(symbolX, body.y() + s * HandLayout::textPad * 0.6 + row * s * HandLayout::textRow, body.width(), s * HandLayout::textRow);
        p.setPen(style::suitColor(suit, m_fourColour));
        p.drawText(line, Qt::AlignVCenter | Qt::AlignLeft, suitSymbol(suit));
        bool any = false;
        for (const HandItem &i : all) {
            if (i.card.suit() != suit)
                continue;
            any = true;
            p.setPen(i.played ? QColor(0xb8, 0xb8, 0xb0) : QColor(0x1d, 0x1d, 0x1d));
            const QString text = style::rankText(i.card.rank());
            p.save();
            const qreal natural = QFontMetricsF(f).horizontalAdvance(text);
            if (natural > i.rect.width() + 0.5) { // squeezed row
                p.translate(i.rect.x(), 0);
                p.scale(i.rect.width() / natural, 1.0);
                p.drawText(QRectF(0, i.rect.y(), natural, i.rect.height()), Qt::AlignVCenter | Qt::AlignLeft, text);
            } else {
                p.drawText(i.rect, Qt::AlignVCenter | Qt::AlignLeft, text);
            }
            p.restore();
        }
        if (!any) {
            p.setPen(QColor(0x9a, 0x9a, 0x90));
            QRectF dash = line;
            dash.setLeft(symbolX + QFontMetricsF(f).horizontalAdvance(suitSymbol(suit)) + s * 0.45);
            p.drawText(dash, Qt::AlignVCenter | Qt::AlignLeft, QStringLiteral("\u2014"));
        }
    }
}

void HandView::setSelected(const Cards &cards)
{
    if (cards == m_selected)
        return;
    m_selected = cards;
    update();
}

QColor HandView::selectionColor()
{
    return QColor(0x1e, 0x6f, 0xd9);
}

QList<QRect> HandView::selectedRects() const
{
    QList<QRect> out;
    if (m_selected.isEmpty() || !m_content.known || m_content.hidden)
        return out;
    Cards left = m_selected;
    const QList<HandItem> all = items();
    for (qsizetype i = 0; i < all.size(); ++i) {
        const qsizetype at = left.indexOf(all.at(i).card);
        if (all.at(i).played || at < 0)
            continue;
        left.removeAt(at);
        out.append(visiblePart(all, i).toAlignedRect() & rect());
    }
    return out;
}

void HandView::setCardMarks(const QList<CardMark> &marks)
{
    if (marks == m_marks)
        return;
    m_marks = marks;
    update();
}

QRect HandView::markRect(Card card) const
{
    if (m_content.hidden || !m_content.known)
        return {};
    const QRect r = cardRect(card);
    if (r.isEmpty())
        return {};
    if (m_style == Style::Images) {
        // a plate just under the corner's rank, over the small suit sign
        // (the rank stays readable however little of the card shows: a
        // row of a four-row fan shows about the top third), no wider than
        // the corner index unless the card's visible strip is narrower
        const qreal ch = m_scale, cw = ch * CardArt::aspect;
        const int h = qMax(9, qRound(ch * 0.14));
        // the rank's glyph ends near 0.2 of the card's height
        const int top = qMax(r.top() + qRound(ch * 0.21), qMin(r.top() + qRound(ch * 0.27), r.bottom() - h));
        const int w = qMin(r.width() - 2, qMax(h, qRound(cw * 0.42)));
        if (w < 6)
            return {};
        return QRect(r.left() + 1, top, w, qMin(h, r.bottom() - top + 1));
    }
    // text: under the rank
    const int h = qMax(8, qRound(m_scale * 0.62));
    const int w = qMax(r.width() - 2, qRound(h * 1.1));
    return QRect(r.left(), r.bottom() - h / 2, w, h);
}

void HandView::paintMarks(QPainter &p) const
{
    if (m_marks.isEmpty())
        return;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    for (const CardMark &m : m_marks) {
        const QRect r = markRect(m.card);
        if (r.isEmpty())
            continue;
        const QColor fill = m.bad ? QColor(0xc6, 0x28, 0x28) : QColor(0x2e, 0x7d, 0x32);
        p.setPen(Qt::NoPen);
        p.setBrush(fill);
        p.drawRoundedRect(QRectF(r), r.height() * 0.3, r.height() * 0.3);
        QFont f = font();
        f.setPixelSize(qMax(7, qRound(r.height() * 0.8)));
        f.setBold(true);
        p.setFont(f);
        p.setPen(Qt::white);
        p.drawText(r, Qt::AlignCenter, m.text);
    }
    p.restore();
}

void HandView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    paintHand(p);
    paintMarks(p);
    // the selection: outlined, over a light wash
    p.setRenderHint(QPainter::Antialiasing, false);
    QColor wash = selectionColor();
    wash.setAlpha(60);
    for (const QRect &r : selectedRects()) {
        p.fillRect(r, wash);
        p.setPen(QPen(selectionColor(), 2, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        p.setBrush(Qt::NoBrush);
        p.drawRect(r.adjusted(1, 1, -1, -1));
    }
}

void HandView::paintHand(QPainter &p)
{
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    const QRectF r = QRectF(rect());
    const QRectF title(r.x(), r.y(), r.width(), titleHeight());
    const QRectF body = bodyRect();
    const bool isText = m_style == Style::Text;

    if (isText) {
        // a white panel under the title, like a printed diagram
        QPainterPath panel;
        panel.addRoundedRect(r.adjusted(0.5, 0.5, -0.5, -0.5), m_scale * 0.4, m_scale * 0.4);
        p.fillPath(panel, QColor(0xfb, 0xfa, 0xf4, 242));
        if (m_content.toAct) {
            p.setPen(QPen(QColor(0xff, 0xd5, 0x4f), qMax(2.0, m_scale * 0.14)));
            p.drawPath(panel);
        }
    }
    paintTitle(p, title);

    if (!m_content.known) {
        QFont f = font();
        f.setPixelSize(qMax(8, qRound(isText ? m_scale * 0.8 : title.height() * 0.6)));
        f.setItalic(true);
        p.setFont(f);
        p.setPen(isText ? QColor(0x80, 0x80, 0x78) : QColor(255, 255, 255, 170));
        p.drawText(body, Qt::AlignCenter, m_content.seat == NoSeat ? tr("empty") : tr("hand not given"));
        return;
    }
    if (m_content.hidden) {
        paintBacks(p, body, int(m_content.held.size()));
        return;
    }
    if (isText) {
        if (m_content.seat == NoSeat) { // a pile: one row of cards
            QFont f = font();
            f.setPixelSize(qMax(6, qRound(m_scale)));
            f.setBold(true);
            p.setFont(f);
            qreal x = body.x() + m_scale * HandLayout::textPad;
            for (Card c : HandLayout::displayOrder(m_content.held, m_content.game, false)) {
                p.setPen(style::suitColor(c.suit(), m_fourColour));
                const QString t = style::cardText(c);
                p.drawText(QRectF(x, body.y(), body.width(), body.height()), Qt::AlignVCenter | Qt::AlignLeft, t);
                x += QFontMetricsF(f).horizontalAdvance(t) + m_scale * 0.4;
            }
            if (m_content.held.isEmpty()) {
                p.setPen(QColor(0x9a, 0x9a, 0x90));
                p.drawText(body, Qt::AlignCenter, QStringLiteral("\u2014"));
            }
            return;
        }
        paintTextHand(p, body);
        return;
    }
    CardArt &art = CardArt::instance();
    for (const HandItem &i : items()) {
        art.paintFace(&p, i.rect, i.card, m_fourColour, true);
        if (i.played) {
            QPainterPath shade;
            shade.addRoundedRect(i.rect, i.rect.width() * 0.08, i.rect.width() * 0.08);
            p.fillPath(shade, QColor(40, 50, 45, 140));
        }
    }
}

void HandView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    if (m_content.hidden) {
        Q_EMIT revealRequested(m_content.seat, m_content.pile);
        return;
    }
    const QList<HandItem> all = items();
    for (auto it = all.crbegin(); it != all.crend(); ++it) { // topmost first
        if (!it->played && it->rect.contains(event->position())) {
            Q_EMIT cardClicked(m_content.seat, it->card);
            return;
        }
    }
    QWidget::mousePressEvent(event);
}

} // namespace kib
