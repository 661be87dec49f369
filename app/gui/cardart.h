#pragma once

#include "model/card.h"

#include <QPixmap>
#include <QRectF>

#include <functional>
#include <memory>

class QPainter;
class QSvgRenderer;

namespace kib {

// Draws cards: faces from the SVG deck shipped in resources/cards (the
// "Nicu White" deck), or plain faces drawn here (rank and suit symbol on a
// white card) for the text style, for partial cards and when the deck is
// missing. Rendered cards are cached as pixmaps at device resolution.
class CardArt
{
public:
    static CardArt &instance();
    ~CardArt();

    bool hasDeck() const;
    // Width / height of a card.
    static constexpr qreal aspect = 0.70;

    // A card face filling 'rect'. 'deck': from the SVG deck where it can.
    void paintFace(QPainter *painter, const QRectF &rect, Card card, bool fourColour, bool deck);
    // A plain face: white card, large rank and suit symbol (readable when small).
    void paintPlainFace(QPainter *painter, const QRectF &rect, Card card, bool fourColour);
    // The back of a card.
    void paintBack(QPainter *painter, const QRectF &rect);

    // The deck's element id for a card ("1_spade", "queen_heart"), empty when none.
    static QString elementId(Card card);

private:
    CardArt();
    QSvgRenderer *renderer(bool fourColour);
    QPixmap render(const QString &key, const QSize &pixels, const std::function<void(QPainter *, QRectF)> &draw);

    std::unique_ptr<QSvgRenderer> m_twoColour;
    std::unique_ptr<QSvgRenderer> m_fourColour;
    QByteArray m_svg;
};

} // namespace kib
