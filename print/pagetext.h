#pragma once

#include "model/card.h"
#include "model/cardrecord.h"

#include <QColor>
#include <QFont>
#include <QPainter>
#include <QString>

namespace kib::print {

// The suits in the order a diagram lists them.
inline constexpr Suit kPrintSuitOrder[4] = {Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs};

// Text on a printed page, in points: fonts sized for the device (the
// painter is scaled so that one unit is one point), suit symbols drawn in
// their colours, and paragraphs wrapped to a width. Everything is drawn as
// text, so it stays text in a PDF.
class PageText
{
public:
    // 'fontScale': 72 / the device's resolution, with the painter scaled by
    // its inverse (1 for a PDF written at 72 dpi).
    PageText(QPainter &painter, qreal fontScale, bool fourColour);

    QPainter &painter() { return m_p; }
    bool fourColour() const { return m_four; }

    QFont font(qreal points, bool bold = false, bool italic = false) const;
    void setFont(qreal points, bool bold = false, bool italic = false);
    qreal lineHeight() const;
    qreal ascent() const;
    qreal width(const QString &text) const;

    // Draws 'text' with its baseline at 'pos', suit symbols in colour, the
    // rest in 'colour'. Returns the width drawn.
    qreal draw(const QPointF &pos, const QString &text, const QColor &colour = Qt::black);
    // The same, centred on x.
    void drawCentred(qreal centreX, qreal baseline, const QString &text, const QColor &colour = Qt::black);
    // Wraps 'text' (line breaks kept) into 'width' from the top 'y';
    // returns the y below the last line. Lines that would pass 'bottom'
    // are left out (and 'clipped' set).
    qreal paragraph(qreal x, qreal y, qreal width, const QString &text, qreal bottom = 1e9,
                    bool *clipped = nullptr, const QColor &colour = Qt::black);
    // The height 'text' takes when wrapped into 'width'.
    qreal paragraphHeight(qreal width, const QString &text) const;

    static QColor suitColour(Suit suit, bool fourColour);

private:
    QStringList wrap(const QString &text, qreal width) const;

    QPainter &m_p;
    qreal m_fontScale;
    bool m_four;
};

// Words for people, shared by the layouts: in the viewer's language when it
// installed a translator (context kib::print), else English (the CLI).
namespace words {
QString rank(Rank rank);                              // "10", "A", "x"
QString suitLine(Suit suit, const Cards &cards);      // "♠ A K 5 2" (— for a void)
QString call(const Call &call);                       // "1♠", "Pass", "X"
QString contract(const CardRecord &record);           // "4♠ by North", "" when none
QString seat(const SeatLayout &seats, Seat seat);     // "North", "Nord", "Север"
QString vulnerability(Vulnerability v);               // "None", "N-S", "E-W", "All"
QString card(const PlayedCard &card);                 // "♠A", "-"
QString symbols(const QString &text);                 // \S !S escapes to ♠
QString boardNumber(const Record &record, int fallback);
} // namespace words

} // namespace kib::print
