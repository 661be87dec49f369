#pragma once

#include "handlayout.h"

#include <QWidget>

namespace kib {

// One hand at the table: a title plate (seat, player, vulnerability,
// dealer, whose turn) over the cards, drawn as suit rows with symbols
// (text style) or as a fan of card images. A hidden hand shows as many
// card backs as it holds, never a face, until it is revealed (a click on
// it asks for that). Its size depends only on the style, the scale and its
// capacity, so the table does not move while cards leave the hand.
class HandView : public QWidget
{
    Q_OBJECT

public:
    enum class Style { Text, Images };

    explicit HandView(QWidget *parent = nullptr);

    void setContent(const HandContent &content);
    const HandContent &content() const { return m_content; }
    void setStyle(Style style, bool fourColour, bool greyPlayed);
    Style style() const { return m_style; }
    // Text: the font's pixel size; Images: the card height.
    void setScale(qreal scale);
    // Images: the fan in one row, or in two (hands at the sides of the table).
    void setRows(int rows);
    int rows() const { return m_rows; }
    qreal scale() const { return m_scale; }
    QSize sizeForScale(qreal scale) const;
    QSize sizeHint() const override;

    // The card faces drawn, in display order (played cards shown greyed
    // included); empty while the hand is hidden or unknown.
    Cards shownFaces() const;
    // How many card backs are drawn.
    int shownBacks() const;
    // Where a card still held is drawn (the part a click hits: for
    // overlapping cards, the part not covered by the next); empty when it
    // is not shown.
    QRect cardRect(Card card) const;
    // Cards selected for a discard, a pass or a meld: drawn outlined (as
    // many copies of a card as it is listed). Cards the hand does not hold
    // are ignored.
    void setSelected(const Cards &cards);
    const Cards &selected() const { return m_selected; }
    // Where the outlines are drawn: one rect per selected card held.
    QList<QRect> selectedRects() const;
    static QColor selectionColor();

    // Numbers drawn on cards still held (double-dummy values: the tricks
    // the declarer's side takes after the card); 'bad' ones (a card that
    // costs a trick) drawn in red. Cards not held are ignored.
    struct CardMark
    {
        Card card;
        QString text;
        bool bad = false;
        friend bool operator==(const CardMark &, const CardMark &) = default;
    };
    void setCardMarks(const QList<CardMark> &marks);
    const QList<CardMark> &cardMarks() const { return m_marks; }
    // Where a mark is drawn (empty when its card is not shown).
    QRect markRect(Card card) const;

Q_SIGNALS:
    void revealRequested(kib::Seat seat, int pile);
    void cardClicked(kib::Seat seat, kib::Card card);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    QList<HandItem> items() const; // display items with their rects
    qreal titleHeight() const;
    QRectF bodyRect() const;
    void paintTitle(QPainter &p, const QRectF &r) const;
    void paintTextHand(QPainter &p, const QRectF &r) const;
    void paintBacks(QPainter &p, const QRectF &r, int count) const;
    void paintHand(QPainter &p);

    HandContent m_content;
    Style m_style = Style::Images;
    bool m_fourColour = false;
    bool m_greyPlayed = false;
    qreal m_scale = 16;
    int m_rows = 1;
    Cards m_selected;
    QList<CardMark> m_marks;
    void paintMarks(QPainter &p) const;
};

} // namespace kib
