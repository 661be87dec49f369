#pragma once

#include "model/play.h"

#include <QWidget>

namespace kib {

// What the centre of the table shows at the current step.
struct TrickContent
{
    int seats = 4;
    QStringList names;            // seat names, for captions
    QList<PlayedCard> cards;      // the trick on the table, leader first
    Seat leader = NoSeat;
    Seat winner = NoSeat;         // once the trick is complete
    int trickNumber = 0;          // 1-based; 0 before the opening lead
    QString caption;              // shown when no card is on the table
    int rotation = 0;             // seats turned clockwise: seat s sits where s + rotation would

    friend bool operator==(const TrickContent &, const TrickContent &) = default;
};

// The trick on the table: each card in front of the seat that played it,
// who led it, and once complete who won it (its card outlined in gold).
class TrickView : public QWidget
{
    Q_OBJECT

public:
    enum class Style { Text, Images };

    explicit TrickView(QWidget *parent = nullptr);

    void setContent(const TrickContent &content);
    const TrickContent &content() const { return m_content; }
    void setStyle(Style style, bool fourColour);
    // The height of a card on the table.
    void setScale(qreal cardHeight);
    QSize sizeForScale(qreal cardHeight) const;
    QSize sizeHint() const override;

    // Where a seat's card lies: a direction from the centre (x right, y down).
    static QPointF seatDirection(Seat seat, int seats);
    QRectF cardRect(Seat seat) const;
    // The cards drawn, in the order played.
    Cards shownCards() const;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    TrickContent m_content;
    Style m_style = Style::Images;
    bool m_fourColour = false;
    qreal m_scale = 80;
};

} // namespace kib
