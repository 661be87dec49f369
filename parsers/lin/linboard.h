#pragma once

#include "linsplit.h"

#include "model/cardrecord.h"

#include <memory>

namespace kib::lin {

// LIN's seat order (S W N E, as pn and md give them) as Kibitzer seats.
constexpr Seat linSeats[4] = {South, West, North, East};
// 1 S, 2 W, 3 N, 4 E: the md dealer digit; 0 for NoSeat.
int dealerDigit(Seat seat);

// The tags LIN's own keys are kept in: "Lin" and the key ("LinZz" for zz).
QString keyTag(const QString &key);
// Steps at which the LIN pg marks stood when they are not where the writer
// puts them by default (see docs/lin.md): "8,8" or "12,16,20".
inline const char *const pagesTag = "LinPages";

// Where the writer puts pg by default: after the auction, after each full
// trick, and after a claim.
QList<int> defaultPages(const CardRecord &record);
// The steps a lesson stops at: those of a LinPages tag (pg marks where BBO
// does not put them), empty for any other record. The viewer's autoplay
// pauses there.
QList<int> lessonStops(const Record &record);

struct BoardRead
{
    std::shared_ptr<CardRecord> record;
    Diagnostics diagnostics;
};

// Reads board 'index' of the layout as record 'recordNumber', with the
// header tokens that stand before it. 'ordinal': the board's place among
// the file's boards with a deal (0-based), for the header's per-board lists.
BoardRead readBoard(const Text &text, const Layout &layout, int index, int recordNumber, int ordinal);

} // namespace kib::lin
