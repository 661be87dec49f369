#pragma once

#include "model/card.h"

#include <QPixmap>
#include <QRectF>

#include <functional>
#include <memory>

class QPainter;
class QSvgRenderer;

namespace kib {

class CardArtWorker;

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

    // Off: a face not yet rendered at a size is rendered where it is painted
    // (screenshots, tests: the picture is final at once). On (the interactive
    // window): the deck is parsed ahead on a thread of its own and faces are
    // rendered there; until one is ready, the card is drawn from its face at
    // another size, or as a plain face, and the widget is updated when it is.
    void setAsync(bool on);
    bool isAsync() const { return m_async; }
    // Async: blocks until every face asked for is rendered (tests).
    void waitForFaces();
    // Async: while held, faces asked for wait (tests: the first frame).
    void holdFaces(bool on);
    // Whether the deck was parsed on this (the window's) thread: the
    // synchronous path's doing, never the asynchronous one's.
    bool hasParsedDeck() const { return m_twoColour || m_fourColour; }

    // An image of 'pixels' drawn by 'draw' (transparent, antialiased).
    static QImage renderImage(const QSize &pixels, const std::function<void(QPainter *, QRectF)> &draw);
    // Element 'id' of 'svg' filling 'r' (the deck's shadow left out).
    static void drawDeckFace(QSvgRenderer *svg, const QString &id, QPainter *p, const QRectF &r);

private:
    CardArt();
    static void shutDown(); // the worker ends with the application
    QSvgRenderer *renderer(bool fourColour);
    QPixmap render(const QString &key, const QSize &pixels, const std::function<void(QPainter *, QRectF)> &draw);

    std::unique_ptr<QSvgRenderer> m_twoColour;
    std::unique_ptr<QSvgRenderer> m_fourColour;
    QByteArray m_svg;
    bool m_async = false;
    std::unique_ptr<CardArtWorker> m_worker;
};

} // namespace kib
