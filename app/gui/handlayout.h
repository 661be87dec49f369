#pragma once

#include "cardart.h"

#include "model/card.h"
#include "model/game.h"
#include "model/seats.h"

#include <QFont>
#include <QList>
#include <QRectF>
#include <QSize>

namespace kib {

// What one hand (or pile) shows at the current step.
struct HandContent
{
    Seat seat = NoSeat;      // NoSeat for a pile
    int pile = -1;           // index into Deal::piles for a pile
    Game game = Game::Bridge;
    int capacity = 13;       // the most cards it holds: fixes its size
    QString title;           // "North", "Talon"
    QString player;          // the player's name, if the record has it
    QString role;            // "Declarer", "Dummy", "Dealer"...
    QString points;          // "12 HCP" (bridge, when shown), else empty
    Cards held;              // cards still held
    Cards played;            // cards played from it so far
    bool known = true;       // false: the record gives no hand for this seat
    bool hidden = false;     // hidden (quiz) and not revealed: backs only
    bool vulnerable = false;
    bool dealer = false;
    bool toAct = false;

    friend bool operator==(const HandContent &, const HandContent &) = default;
};

// A card as a hand shows it: where, and whether it was played (greyed).
struct HandItem
{
    Card card;
    bool played = false;
    QRectF rect;
};

// Where a hand's cards go. Text style: four suit rows of ranks after the
// suit symbol. Images style: a fan of overlapping cards (index corners
// showing) in one row, in two rows, or in four rows (one per suit) for
// hands at the sides of the table. Sizes depend only on the style, the
// rows, the scale and the hand's capacity, never on the cards.
class HandLayout
{
public:
    // Text style metrics, in units of the font's pixel size.
    static constexpr qreal textPad = 0.5;
    static constexpr qreal textTitle = 1.55;
    static constexpr qreal textRow = 1.32;
    // Images style metrics, in units of the card height.
    static constexpr qreal fanStep = 0.25 * CardArt::aspect;
    static constexpr qreal fanSuitGap = 0.10 * CardArt::aspect;
    // Images style, several rows: each row this far below the one above.
    static constexpr qreal rowOffset2 = 0.40;
    static constexpr qreal rowOffset4 = 0.34;
    // Suit rows of the text style: S H D C.
    static const Suit textOrder[4];

    // Display order of a hand: suits S H D C (text) or alternating colours
    // S H C D (images), high cards first by the game's rank order.
    static Cards displayOrder(const Cards &cards, Game game, bool alternate);
    // The size of a hand (title included) at a scale: the font's pixel size
    // (text) or the card height (images).
    static QSize size(const HandContent &content, bool images, int rows, qreal scale);
    static qreal titleHeight(bool images, qreal scale);
    // The cards shown, in 'body' (the hand's rect below its title); none
    // while the hand is hidden or unknown.
    static QList<HandItem> items(const HandContent &content, bool images, int rows, qreal scale, bool greyPlayed,
                                 const QRectF &body, const QFont &font);
};

} // namespace kib
