#include "cardart.h"

#include "cardartworker.h"
#include "suitstyle.h"

#include <QApplication>
#include <QFile>
#include <QPainter>
#include <QPainterPath>
#include <QPixmapCache>
#include <QSvgRenderer>
#include <QWidget>
#include <QXmlStreamReader>

#include <cmath>

namespace kib {

namespace {

const QString deckPath = QStringLiteral(":/cards/nicu-white.svg");

// The four-colour deck: diamonds blue, clubs green. The deck's pips and
// indices are plain fills of #ff0000 (red suits) and #000000 (black suits)
// inside each card's group; only those inside diamond and club cards change.
QByteArray fourColourSvg(const QByteArray &svg)
{
    struct Range { qint64 begin; qint64 end; bool diamonds; };
    QList<Range> ranges;
    QXmlStreamReader xml(svg);
    int depth = 0;
    int cardDepth = -1;
    Range current{0, 0, false};
    while (!xml.atEnd()) {
        const auto token = xml.readNext();
        if (token == QXmlStreamReader::StartElement) {
            ++depth;
            if (cardDepth < 0) {
                const QStringView id = xml.attributes().value(QLatin1String("id"));
                const bool diamonds = id.endsWith(u"_diamond");
                if (diamonds || id.endsWith(u"_club")) {
                    cardDepth = depth;
                    current = Range{xml.characterOffset(), 0, diamonds};
                }
            }
        } else if (token == QXmlStreamReader::EndElement) {
            if (depth == cardDepth) {
                current.end = xml.characterOffset();
                ranges.append(current);
                cardDepth = -1;
            }
            --depth;
        }
    }
    // characterOffset counts characters of the decoded text: work on it.
    QString text = QString::fromUtf8(svg);
    const QString blue = QStringLiteral("fill:#0b5cc9;fill-opacity:1");
    const QString green = QStringLiteral("fill:#13802f;fill-opacity:1");
    for (auto it = ranges.crbegin(); it != ranges.crend(); ++it) {
        QString part = text.mid(it->begin, it->end - it->begin);
        if (it->diamonds)
            part.replace(QStringLiteral("fill:#ff0000;fill-opacity:1"), blue);
        else
            part.replace(QStringLiteral("fill:#000000;fill-opacity:1"), green);
        text.replace(it->begin, it->end - it->begin, part);
    }
    return text.toUtf8();
}

QString rankName(Rank rank)
{
    switch (rank) {
    case RankAce: return QStringLiteral("1");
    case RankKing: return QStringLiteral("king");
    case RankQueen: return QStringLiteral("queen");
    case RankJack: return QStringLiteral("jack");
    default: return QString::number(rank);
    }
}

QString suitName(Suit suit)
{
    switch (suit) {
    case Suit::Spades: return QStringLiteral("spade");
    case Suit::Hearts: return QStringLiteral("heart");
    case Suit::Diamonds: return QStringLiteral("diamond");
    case Suit::Clubs: return QStringLiteral("club");
    case Suit::None: break;
    }
    return QString();
}

} // namespace

CardArt &CardArt::instance()
{
    static CardArt art;
    return art;
}

CardArt::CardArt()
{
    QFile f(deckPath);
    if (f.open(QIODevice::ReadOnly))
        m_svg = f.readAll();
}

CardArt::~CardArt() = default;

bool CardArt::hasDeck() const
{
    return !m_svg.isEmpty();
}

QString CardArt::elementId(Card card)
{
    if (!card.isValid())
        return QString();
    return rankName(card.rank()) + QLatin1Char('_') + suitName(card.suit());
}

QSvgRenderer *CardArt::renderer(bool fourColour)
{
    if (m_svg.isEmpty())
        return nullptr;
    auto &slot = fourColour ? m_fourColour : m_twoColour;
    if (!slot) {
        slot = std::make_unique<QSvgRenderer>(fourColour ? fourColourSvg(m_svg) : m_svg);
        if (!slot->isValid())
            m_svg.clear();
    }
    return slot->isValid() ? slot.get() : nullptr;
}

void CardArt::setAsync(bool on)
{
    m_async = on;
    if (on && !m_worker && !m_svg.isEmpty()) {
        m_worker = std::make_unique<CardArtWorker>(m_svg, &fourColourSvg);
        m_worker->prepare();
        qAddPostRoutine(&CardArt::shutDown);
    }
}

void CardArt::shutDown()
{
    CardArt &art = instance();
    art.m_worker.reset();
    art.m_async = false;
}

void CardArt::waitForFaces()
{
    if (m_worker)
        m_worker->waitForIdle();
}

void CardArt::holdFaces(bool on)
{
    if (m_worker)
        m_worker->hold(on);
}

QImage CardArt::renderImage(const QSize &pixels, const std::function<void(QPainter *, QRectF)> &draw)
{
    QImage img(pixels, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    draw(&p, QRectF(QPointF(0, 0), QSizeF(pixels)));
    return img;
}

void CardArt::drawDeckFace(QSvgRenderer *svg, const QString &id, QPainter *p, const QRectF &r)
{
    // the deck draws a shadow 2 units right and down of each card: leave it out
    const QRectF b = svg->boundsOnElement(id);
    const qreal sx = r.width() / (b.width() - 2.0);
    const qreal sy = r.height() / (b.height() - 2.0);
    svg->render(p, id, QRectF(r.x(), r.y(), b.width() * sx, b.height() * sy));
}

static QString pixmapKey(const QString &key, const QSize &pixels)
{
    return QStringLiteral("kib:%1:%2x%3").arg(key).arg(pixels.width()).arg(pixels.height());
}

QPixmap CardArt::render(const QString &key, const QSize &pixels,
                        const std::function<void(QPainter *, QRectF)> &draw)
{
    const QString fullKey = pixmapKey(key, pixels);
    QPixmap pm;
    if (QPixmapCache::find(fullKey, &pm))
        return pm;
    pm = QPixmap::fromImage(renderImage(pixels, draw));
    QPixmapCache::insert(fullKey, pm);
    return pm;
}

static QSize devicePixels(QPainter *painter, const QRectF &rect)
{
    const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    const QTransform t = painter->worldTransform();
    const qreal sx = std::hypot(t.m11(), t.m12());
    const qreal sy = std::hypot(t.m21(), t.m22());
    return QSize(qMax(1, qRound(rect.width() * dpr * sx)), qMax(1, qRound(rect.height() * dpr * sy)));
}

void CardArt::paintFace(QPainter *painter, const QRectF &rect, Card card, bool fourColour, bool deck)
{
    if (m_async && m_worker && deck && card.isValid() && !m_svg.isEmpty()) {
        const QString id = elementId(card);
        const QSize px = devicePixels(painter, rect);
        const QString key = pixmapKey(QStringLiteral("deck:%1:%2").arg(id).arg(fourColour), px);
        QPixmap pm;
        if (QPixmapCache::find(key, &pm)) {
            painter->drawPixmap(rect, pm, QRectF(pm.rect()));
            return;
        }
        QImage image;
        QWidget *requester = dynamic_cast<QWidget *>(painter->device());
        switch (m_worker->face(id, fourColour, px, requester, &image)) {
        case CardArtWorker::Answer::Ready:
            pm = QPixmap::fromImage(image);
            QPixmapCache::insert(key, pm);
            painter->drawPixmap(rect, pm, QRectF(pm.rect()));
            return;
        case CardArtWorker::Answer::Pending:
            if (!image.isNull()) { // the face at another size, until this one is ready
                painter->save();
                painter->setRenderHint(QPainter::SmoothPixmapTransform);
                painter->drawImage(rect, image, QRectF(image.rect()));
                painter->restore();
                return;
            }
            break;
        case CardArtWorker::Answer::NotInDeck:
            break;
        }
        paintPlainFace(painter, rect, card, fourColour);
        return;
    }
    QSvgRenderer *svg = deck && card.isValid() ? renderer(fourColour) : nullptr;
    const QString id = elementId(card);
    if (!svg || !svg->elementExists(id)) {
        paintPlainFace(painter, rect, card, fourColour);
        return;
    }
    const QSize px = devicePixels(painter, rect);
    const QPixmap pm = render(QStringLiteral("deck:%1:%2").arg(id).arg(fourColour), px,
                              [svg, id](QPainter *p, QRectF r) { drawDeckFace(svg, id, p, r); });
    painter->drawPixmap(rect, pm, QRectF(pm.rect()));
}

void CardArt::paintPlainFace(QPainter *painter, const QRectF &rect, Card card, bool fourColour)
{
    const QSize px = devicePixels(painter, rect);
    const QString key = QStringLiteral("plain:%1:%2").arg(card.toString()).arg(fourColour);
    const QPixmap pm = render(key, px, [card, fourColour](QPainter *p, QRectF r) {
        const qreal radius = r.width() * 0.08;
        const QRectF body = r.adjusted(0.5, 0.5, -0.5, -0.5);
        p->setPen(QPen(QColor(0x9a, 0x9a, 0x90), qMax(1.0, r.width() * 0.012)));
        p->setBrush(QColor(0xfd, 0xfd, 0xf8));
        p->drawRoundedRect(body, radius, radius);
        const QColor colour = style::suitColor(card.suit(), fourColour);
        p->setPen(colour);
        QFont f = p->font();
        f.setBold(true);
        // corner index: rank over suit, readable when the card is covered
        f.setPixelSize(qMax(6, qRound(r.width() * 0.30)));
        p->setFont(f);
        const QRectF index(r.x() + r.width() * 0.05, r.y() + r.height() * 0.02, r.width() * 0.36,
                           r.height() * 0.26);
        const QString rank = card.suit() == Suit::None && card.rank() == RankUnknown ? QStringLiteral("?")
                                                                                     : style::rankText(card.rank());
        p->drawText(index, Qt::AlignHCenter | Qt::AlignTop, rank);
        f.setPixelSize(qMax(6, qRound(r.width() * 0.28)));
        p->setFont(f);
        p->drawText(QRectF(index.x(), index.bottom() - r.height() * 0.03, index.width(), r.height() * 0.2),
                    Qt::AlignHCenter | Qt::AlignTop, suitSymbol(card.suit()));
        // large centre: the suit, or the court's letter over it
        f.setPixelSize(qMax(8, qRound(r.width() * 0.62)));
        p->setFont(f);
        const QRectF centre(r.x() + r.width() * 0.25, r.y() + r.height() * 0.3, r.width() * 0.7,
                            r.height() * 0.62);
        const bool court = card.rank() >= RankJack && card.rank() <= RankKing;
        if (court) {
            p->drawText(centre, Qt::AlignCenter, style::rankText(card.rank()));
        } else {
            p->drawText(centre, Qt::AlignCenter, suitSymbol(card.suit()));
        }
    });
    painter->drawPixmap(rect, pm, QRectF(pm.rect()));
}

void CardArt::paintBack(QPainter *painter, const QRectF &rect)
{
    const QSize px = devicePixels(painter, rect);
    const QPixmap pm = render(QStringLiteral("back"), px, [](QPainter *p, QRectF r) {
        const qreal radius = r.width() * 0.08;
        QRectF body = r.adjusted(0.5, 0.5, -0.5, -0.5);
        p->setPen(QPen(QColor(0xf4, 0xf1, 0xe6), qMax(1.0, r.width() * 0.02)));
        p->setBrush(QColor(0xf4, 0xf1, 0xe6));
        p->drawRoundedRect(body, radius, radius);
        const qreal m = r.width() * 0.07;
        QRectF inner = body.adjusted(m, m, -m, -m);
        QLinearGradient g(inner.topLeft(), inner.bottomRight());
        g.setColorAt(0, QColor(0x1f, 0x3f, 0x8f));
        g.setColorAt(1, QColor(0x12, 0x27, 0x5e));
        p->setPen(Qt::NoPen);
        p->setBrush(g);
        p->drawRoundedRect(inner, radius * 0.6, radius * 0.6);
        // a lattice of thin diagonal lines
        p->save();
        QPainterPath clip;
        clip.addRoundedRect(inner, radius * 0.6, radius * 0.6);
        p->setClipPath(clip);
        p->setPen(QPen(QColor(255, 255, 255, 60), qMax(0.6, r.width() * 0.012)));
        const qreal step = qMax(3.0, r.width() * 0.11);
        for (qreal x = inner.left() - inner.height(); x < inner.right(); x += step) {
            p->drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()));
            p->drawLine(QPointF(x + inner.height(), inner.top()), QPointF(x, inner.bottom()));
        }
        p->restore();
        p->setPen(QPen(QColor(0xd4, 0xaf, 0x37), qMax(0.8, r.width() * 0.02)));
        p->setBrush(Qt::NoBrush);
        p->drawRoundedRect(inner.adjusted(m * 0.5, m * 0.5, -m * 0.5, -m * 0.5), radius * 0.4, radius * 0.4);
    });
    painter->drawPixmap(rect, pm, QRectF(pm.rect()));
}

} // namespace kib
