#include "handwidget.h"

#include "model/boardnames.h"
#include "piecepainter.h"

#include "model/replaycursor.h"

#include <QFontMetricsF>
#include <QMouseEvent>
#include <algorithm>
#include <QPainter>

namespace kib {

namespace {

bool usesHands(const BoardRecord &r)
{
    if (r.variant() == BoardVariant::Shogi || !r.inHand(BoardSide::Bottom).isEmpty()
        || !r.inHand(BoardSide::Top).isEmpty())
        return true;
    for (const BoardMove &m : r.moves())
        for (const BoardAction &a : m)
            if (a.isDrop() || !a.toHand.isNull())
                return true;
    return false;
}

} // namespace

HandWidget::HandWidget(BoardSide side, QWidget *parent) : QWidget(parent), m_side(side)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void HandWidget::setReplayCursor(ReplayCursor *cursor)
{
    if (m_cursor)
        disconnect(m_cursor, nullptr, this, nullptr);
    m_cursor = cursor;
    if (m_cursor) {
        connect(m_cursor, &ReplayCursor::stepChanged, this, qOverload<>(&HandWidget::update));
        connect(m_cursor, &ReplayCursor::recordChanged, this, &HandWidget::recordChanged);
    }
    recordChanged();
}

void HandWidget::recordChanged()
{
    const BoardRecord *r = m_cursor ? m_cursor->boardRecord() : nullptr;
    const bool show = r && usesHands(*r);
    if (show != m_showPieces) {
        m_showPieces = show;
        updateGeometry();
    }
    update();
}

void HandWidget::setSide(BoardSide side)
{
    if (m_side == side)
        return;
    m_side = side;
    update();
}

void HandWidget::setPointingDown(bool down)
{
    m_pointingDown = down;
    update();
}

QList<QPair<QString, int>> HandWidget::groups() const
{
    QList<QPair<QString, int>> out;
    if (!m_cursor || !m_cursor->boardRecord())
        return out;
    for (const QString &piece : m_cursor->boardState().hand(m_side)) {
        auto it = std::find_if(out.begin(), out.end(), [&](const auto &g) { return g.first == piece; });
        if (it == out.end())
            out.append({piece, 1});
        else
            ++it->second;
    }
    return out;
}

QString HandWidget::playerText() const
{
    const BoardRecord *r = m_cursor ? m_cursor->boardRecord() : nullptr;
    if (!r)
        return {};
    const BoardPlayer &p = r->player(m_side);
    QString text = boardtext::sideName(r->variant(), m_side);
    if (!p.name.isEmpty())
        text += QStringLiteral(" · ") + p.name;
    if (p.elo)
        text += QStringLiteral(" (%1)").arg(*p.elo);
    if (p.requestingDraw)
        text += tr(" · offers a draw");
    return text;
}

bool HandWidget::isToMove() const
{
    return m_cursor && m_cursor->boardRecord() && m_cursor->boardState().toMove == m_side;
}

qreal HandWidget::pieceSize() const
{
    return qMax(12.0, height() - 6.0);
}

qreal HandWidget::textWidth() const
{
    QFont f = font();
    f.setBold(true);
    return QFontMetricsF(f).horizontalAdvance(playerText()) + 28;
}

QRectF HandWidget::groupRect(int i) const
{
    const qreal s = pieceSize();
    const qreal step = s * 1.6;
    return QRectF(textWidth() + 8 + i * step, (height() - s) / 2, s, s);
}

QSize HandWidget::sizeHint() const
{
    const int h = m_showPieces ? 46 : fontMetrics().height() + 10;
    return QSize(320, h);
}

QSize HandWidget::minimumSizeHint() const
{
    return QSize(120, sizeHint().height());
}

void HandWidget::paintEvent(QPaintEvent *)
{
    const BoardRecord *r = m_cursor ? m_cursor->boardRecord() : nullptr;
    if (!r)
        return;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const bool toMove = isToMove();
    // the side's colour, and a pointer when it is to move
    const qreal mid = height() / 2.0;
    p.setPen(QPen(QColor(0x30, 0x30, 0x30), 1));
    p.setBrush(PiecePainter::sideColour(m_side, r->variant()));
    p.drawEllipse(QPointF(10, mid), 6, 6);
    if (toMove) {
        p.setBrush(palette().color(QPalette::Highlight));
        p.setPen(Qt::NoPen);
        const QPolygonF arrow{QPointF(18, mid - 5), QPointF(24, mid), QPointF(18, mid + 5)};
        p.drawPolygon(arrow);
    }
    QFont f = font();
    f.setBold(toMove);
    p.setFont(f);
    p.setPen(palette().color(QPalette::WindowText));
    p.drawText(QRectF(28, 0, width() - 28, height()), Qt::AlignVCenter | Qt::AlignLeft, playerText());
    if (!m_showPieces)
        return;
    const QList<QPair<QString, int>> gs = groups();
    QFont count = font();
    count.setBold(true);
    count.setPixelSize(qMax(8, int(pieceSize() * 0.32)));
    for (int i = 0; i < gs.size(); ++i) {
        const QRectF cell = groupRect(i);
        PiecePainter::paint(p, cell, gs.at(i).first, m_side, r->variant(), m_pointingDown);
        if (gs.at(i).second > 1) {
            p.setFont(count);
            p.setPen(palette().color(QPalette::WindowText));
            p.drawText(QRectF(cell.right() - 2, cell.top(), cell.width() * 0.6, cell.height()),
                       Qt::AlignBottom | Qt::AlignLeft, QStringLiteral("×%1").arg(gs.at(i).second));
        }
    }
    if (gs.isEmpty()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.setFont(font());
        p.drawText(QRectF(textWidth() + 8, 0, width(), height()), Qt::AlignVCenter | Qt::AlignLeft,
                   tr("nothing in hand"));
    }
}

void HandWidget::mousePressEvent(QMouseEvent *event)
{
    const QList<QPair<QString, int>> gs = m_showPieces ? groups() : QList<QPair<QString, int>>();
    for (int i = 0; i < gs.size(); ++i) {
        if (groupRect(i).contains(event->position())) {
            Q_EMIT pieceClicked(m_side, gs.at(i).first);
            break;
        }
    }
    QWidget::mousePressEvent(event);
}

} // namespace kib
