#include "boardmovepicker.h"

#include "model/boardnames.h"

#include "model/boardrules.h"

#include <QApplication>
#include <QInputDialog>

namespace kib {

BoardMovePicker::BoardMovePicker(QObject *parent) : QObject(parent) {}

void BoardMovePicker::setReplayCursor(ReplayCursor *cursor)
{
    if (m_cursor == cursor)
        return;
    if (m_cursor)
        disconnect(m_cursor, nullptr, this, nullptr);
    m_cursor = cursor;
    if (m_cursor) {
        connect(m_cursor, &ReplayCursor::stepChanged, this, &BoardMovePicker::letGo);
        connect(m_cursor, &ReplayCursor::recordChanged, this, &BoardMovePicker::letGo);
    }
    letGo();
}

void BoardMovePicker::setEnabled(bool enabled)
{
    const bool changed = m_enabled != enabled;
    m_enabled = enabled;
    if (!enabled)
        letGo();
    if (changed)
        Q_EMIT enabledChanged(enabled);
}

const BoardRecord *BoardMovePicker::record() const
{
    return m_cursor ? m_cursor->boardRecord() : nullptr;
}

int BoardMovePicker::endSquare(const BoardMove &move)
{
    if (move.isEmpty())
        return -1;
    return move.size() == 2 && move.at(1).source == move.at(0).destination ? move.at(1).destination
                                                                          : move.at(0).destination;
}

QList<int> BoardMovePicker::targets() const
{
    QList<int> out;
    for (const BoardMove &m : m_moves)
        if (!out.contains(endSquare(m)))
            out.append(endSquare(m));
    return out;
}

QList<BoardMove> BoardMovePicker::heldMoves() const
{
    const BoardRecord *r = record();
    if (!r || !isHolding())
        return {};
    return legalBoardMovesFrom(*r, m_cursor->boardState(), m_held, m_handPiece);
}

bool BoardMovePicker::pass()
{
    const BoardRecord *r = record();
    if (!m_enabled || !r)
        return false;
    letGo();
    if (!boardPassAllowed(*r, m_cursor->boardState())) {
        Q_EMIT refused(r->variant() == BoardVariant::Janggi ? tr("A general in check may not pass.")
                                                              : tr("Only janggi allows a pass."));
        return false;
    }
    Q_EMIT moveChosen(BoardMove{});
    return true;
}

bool BoardMovePicker::hold(int square)
{
    const BoardRecord *r = record();
    if (!m_enabled || !r)
        return false;
    const BoardState &st = m_cursor->boardState();
    letGo();
    if (square < 0 || square >= st.squares.size() || st.isEmpty(square))
        return false;
    if (st.ownerOf(square) != st.toMove) {
        Q_EMIT refused(tr("It is %1's move.").arg(boardtext::sideName(r->variant(), st.toMove)));
        return false;
    }
    m_held = square;
    m_moves = heldMoves();
    Q_EMIT changed();
    return true;
}

bool BoardMovePicker::holdFromHand(BoardSide side, const QString &piece)
{
    const BoardRecord *r = record();
    if (!m_enabled || !r)
        return false;
    const BoardState &st = m_cursor->boardState();
    letGo();
    if (side != st.toMove) {
        Q_EMIT refused(tr("It is %1's move.").arg(boardtext::sideName(r->variant(), st.toMove)));
        return false;
    }
    if (!st.hand(side).contains(piece))
        return false;
    m_handPiece = piece;
    m_moves = heldMoves();
    Q_EMIT changed();
    return true;
}

void BoardMovePicker::letGo()
{
    if (!isHolding() && m_moves.isEmpty())
        return;
    m_held = -1;
    m_handPiece.clear();
    m_moves.clear();
    Q_EMIT changed();
}

bool BoardMovePicker::putOn(int square)
{
    const BoardRecord *r = record();
    if (!m_enabled || !r || !isHolding())
        return false;
    const BoardState &st = m_cursor->boardState();
    const int from = m_held;
    const QString handPiece = m_handPiece;
    QList<BoardMove> candidates;
    if (boardRulesKnown(r->variant())) {
        for (const BoardMove &m : m_moves)
            if (endSquare(m) == square)
                candidates.append(m);
    } else if (square >= 0 && square < st.squares.size() && square != from) {
        const QString piece = from >= 0 ? st.squares.at(from) : handPiece;
        candidates.append(BoardMove{BoardAction{from >= 0 ? std::optional<int>(from) : std::nullopt, square, piece,
                                                QString()}});
    }
    letGo();
    if (candidates.isEmpty()) {
        const QString why = boardMoveRefusal(*r, st, from, square, handPiece);
        Q_EMIT refused(why.isEmpty() ? tr("That move cannot be made.") : why);
        return false;
    }
    const int chosen = candidates.size() == 1 ? 0 : choose(candidates);
    if (chosen < 0 || chosen >= candidates.size())
        return false;
    Q_EMIT moveChosen(candidates.at(chosen));
    return true;
}

void BoardMovePicker::click(int square)
{
    const BoardRecord *r = record();
    if (!m_enabled || !r)
        return;
    const BoardState &st = m_cursor->boardState();
    if (m_held >= 0 && square == m_held) {
        letGo();
        return;
    }
    const bool own = square >= 0 && square < st.squares.size() && !st.isEmpty(square)
                     && st.ownerOf(square) == st.toMove;
    if (isHolding() && !(own && !targets().contains(square)))
        putOn(square);
    else
        hold(square);
}

int BoardMovePicker::choose(const QList<BoardMove> &moves) const
{
    const BoardState &st = m_cursor->boardState();
    QStringList labels;
    for (const BoardMove &m : moves) {
        const BoardAction &a = m.first();
        const QString before = a.source ? st.squares.value(*a.source) : a.piece;
        labels << (a.piece == before ? tr("Do not promote (%1)").arg(a.piece) : tr("Promote to %1").arg(a.piece));
    }
    if (m_chooser)
        return m_chooser(moves, labels);
    bool ok = false;
    const QString item = QInputDialog::getItem(QApplication::activeWindow(), tr("Promotion"),
                                               tr("The piece becomes:"), labels, 0, false, &ok);
    return ok ? int(labels.indexOf(item)) : -1;
}

} // namespace kib
