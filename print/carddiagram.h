#pragma once

#include "pagetext.h"

#include "model/cardrecord.h"

#include <QRectF>

#include <optional>

namespace kib::print {

// The hands of a trick-taking deal around the table, as the screen's table
// places them: four seats in the compass (North at the top), three and six
// in a ring; the corners hold the board's facts, the piles (kitty, talon)
// and, for bridge, the double-dummy table.
struct CardDiagram
{
    const CardRecord *record = nullptr;
    QList<Cards> hands;            // per seat, the cards to show
    QList<bool> hidden;            // per seat: left blank (or backs) on a problem page
    bool backs = false;            // hidden hands as card backs
    bool hidePiles = false;        // hidden piles left blank too
    QStringList info;              // top-left corner: board, dealer, vulnerability
    QStringList extra;             // bottom-left corner: contract, result, par
    bool showDoubleDummy = true;   // bridge: the DD table when the record has one

    // Rows of hand boxes the layout needs (2 for three seats, 3 for four,
    // 4 for six): the height is rows * handLines() lines.
    int rows() const;
    static int handLines() { return 6; }
    // Draws into 'area' with the font already chosen.
    void paint(PageText &text, const QRectF &area) const;
    // The height it takes at the current font for 'seats' seats.
    static qreal height(PageText &text, int seats);

    // The hands of 'record' as dealt (step 0), or as they stand at 'step'.
    static QList<Cards> dealtHands(const CardRecord &record);
};

// Bridge: the DD table (tricks[N E S W][C D H S NT]) and the par line of a
// record that carries them as tags (DoubleDummyTricks or
// OptimumResultTable; ParContract, OptimumScore or ParScore).
struct DoubleDummy
{
    int tricks[4][5] = {};
};
std::optional<DoubleDummy> doubleDummyOf(const Record &record);
QString parLine(const Record &record);  // "Par: NS 4♠ +620", "" when none

} // namespace kib::print
