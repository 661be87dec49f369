#pragma once

#include "lintext.h"

namespace kib::lin {

// A board: tokens [first, last) of the text.
struct BoardTokens
{
    int first = 0;
    int last = 0;
    bool hasDeal = false;   // it has an md (boards without one are BBO's placeholders)
};

// The file's tokens grouped (lin.md §2): header tokens (vg rs pw mp bn, an
// 8-name pn, pg before the first board) and boards. A board starts at the
// first token that is not a header's; once it has its md, a qx, pn or mn,
// or a second md, starts the next (a pn met after its auction or play
// began, followed by more calls or cards, stays: a late name update).
struct Layout
{
    QList<int> header;          // token indices, in order
    QList<BoardTokens> boards;  // placeholders included (hasDeal false)
    // The boards whose tokens more tokens after these could not change: all
    // but the last, and none from one whose end was found by looking ahead
    // to the last token (a reader of a part of a file reads these).
    int settled = 0;
};

// A key of two letters as one number, for dispatching on keys without
// comparing strings (0 for any other key).
constexpr quint32 keyCode(QStringView key)
{
    return key.size() == 2 ? quint32(key[0].unicode()) << 16 | key[1].unicode() : 0;
}

// Whether a key (keyCode()) belongs to the file's header: vg rs pw mp bn.
bool isHeaderCode(quint32 code);
bool isEightNames(const QString &value);
Layout group(const QList<Token> &tokens);

// The byte offset of the first token group() may take into a file's
// header (vg rs pw mp bn, a pn of eight names, a pg before any board), or
// of such a key inside a board (an offset too early only costs a slower
// read); -1 when there is none. The tokens are walked as Text walks them,
// none made: a board that starts before it reads alone, with no header.
qsizetype firstHeaderOffset(QByteArrayView data);

} // namespace kib::lin
