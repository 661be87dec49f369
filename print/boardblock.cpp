#include "boardblock.h"

#include "model/boardnames.h"
#include "model/boardnotation.h"
#include "model/boardstate.h"

#include <QRegularExpression>

#include <QCoreApplication>

namespace kib::print {

void BoardBlock::paint(PageText &text, const BoardRecord &record, int step, const QRectF &area)
{
    QPainter &p = text.painter();
    const int at = step < 0 ? record.stepCount() : qBound(0, step, record.stepCount());
    const BoardState state = boardStateAt(record, at);
    const qreal pt = p.font().pointSizeF();
    const qreal lh = text.lineHeight();
    const qreal base = text.ascent();
    qreal y = area.top();

    const QString players = record.playerLabel(BoardSide::Bottom) + QStringLiteral(" – ")
                            + record.playerLabel(BoardSide::Top);
    text.draw(QPointF(area.left(), y + base), players);
    y += lh;
    text.draw(QPointF(area.left(), y + base),
              at == 0 ? QCoreApplication::translate("kib::print", "The setup")
                      : QCoreApplication::translate("kib::print", "After move %1").arg(record.stepLabel(at)));
    y += lh * 1.3;

    // the board: as large as half the area's height allows
    const int rows = qMax(1, state.rows);
    const int cols = qMax(1, state.columns);
    const qreal side = qMin(area.width() * 0.9 / cols, (area.height() * 0.55) / rows);
    const QRectF board(area.left() + lh, y + lh, side * cols, side * rows);
    const QList<int> last = state.lastMoveSquares();
    p.save();
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < cols; ++c) {
            const int index = r * cols + c;
            const QRectF sq(board.left() + c * side, board.top() + r * side, side, side);
            QColor fill = (r + c) % 2 == 0 ? QColor(0xf0, 0xd9, 0xb5) : QColor(0xb5, 0x88, 0x63);
            if (last.contains(index))
                fill = fill.darker(112);
            p.fillRect(sq, fill);
        }
    }
    p.setPen(QPen(QColor(0x40, 0x40, 0x40), 0.6));
    p.drawRect(board);
    p.restore();
    // pieces, as text (they stay text in a PDF)
    QFont pieceFont = text.font(pt);
    pieceFont.setPointSizeF(p.font().pointSizeF() * side * 0.62 / lh * 1.15);
    const QFont normal = p.font();
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < cols; ++c) {
            const QString piece = state.at(r, c);
            if (piece.isEmpty())
                continue;
            const QRectF sq(board.left() + c * side, board.top() + r * side, side, side);
            QFont f = pieceFont;
            if (piece.size() > 1 && piece.at(0).unicode() < 0x2654)
                f.setPointSizeF(pieceFont.pointSizeF() * 0.55);
            p.setFont(f);
            const bool top = state.ownerOf(r * cols + c) == BoardSide::Top;
            p.setPen(top && piece.at(0).unicode() < 0x2654 ? QColor(0x9b, 0x10, 0x10) : QColor(0x10, 0x10, 0x10));
            p.drawText(sq, Qt::AlignCenter, piece);
        }
    }
    p.setFont(normal);
    // square names along the edges (chess: files a-h below, ranks beside;
    // other variants name their squares otherwise, and the moves say them)
    text.setFont(pt * 0.75);
    if (record.variant() == BoardVariant::Chess) {
        for (int c = 0; c < cols; ++c) {
            QString name = record.squareName((rows - 1) * cols + c);
            name.remove(QRegularExpression(QStringLiteral("[0-9]+")));
            text.drawCentred(board.left() + (c + 0.5) * side, board.bottom() + text.lineHeight(), name);
        }
        for (int r = 0; r < rows; ++r) {
            QString name = record.squareName(r * cols);
            name.remove(QRegularExpression(QStringLiteral("[^0-9]+")));
            text.drawCentred(board.left() - lh * 0.55, board.top() + (r + 0.5) * side + text.ascent() / 2, name);
        }
    }
    text.setFont(pt);
    y = board.bottom() + lh * 1.6;
    for (BoardSide s : {BoardSide::Top, BoardSide::Bottom}) {
        if (state.hand(s).isEmpty())
            continue;
        text.draw(QPointF(area.left(), y + base),
                  QCoreApplication::translate("kib::print", "In hand (%1): %2").arg(record.playerLabel(s), state.hand(s).join(QLatin1Char(' '))));
        y += lh;
    }
    const QString status = boardtext::gameState(record);
    if (!status.isEmpty()) {
        text.draw(QPointF(area.left(), y + base), status);
        y += lh;
    }
    y += lh * 0.4;

    // the moves, the chosen one in bold
    QStringList moves = boardStepLabels(record); // one pass over the game
    moves.removeFirst();                         // the setup
    const QFont plain = p.font();
    qreal x = area.left();
    for (int m = 0; m < moves.size(); ++m) {
        QFont f = plain;
        f.setBold(m + 1 == at);
        p.setFont(f);
        const QString word = moves.at(m) + QStringLiteral("   ");
        const qreal w = text.width(word);
        if (x + w > area.right() && x > area.left()) {
            x = area.left();
            y += lh;
        }
        if (y + lh > area.bottom())
            break;
        text.draw(QPointF(x, y + base), word);
        x += w;
    }
    p.setFont(plain);
}

} // namespace kib::print
