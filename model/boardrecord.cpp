#include "boardrecord.h"

#include "boardnotation.h"
#include "boardstate.h"

namespace kib {

std::unique_ptr<Record> BoardRecord::clone() const
{
    return std::make_unique<BoardRecord>(*this);
}

int BoardRecord::squareCount() const
{
    if (m_indexes.isEmpty())
        return 0;
    qint64 n = 1;
    for (int d : m_indexes) {
        if (d <= 0)
            return 0;
        n *= d;
        if (n > 1 << 20)
            return 0; // no board is that big: treat the shape as broken
    }
    return int(n);
}

int BoardRecord::rows() const
{
    const int n = squareCount();
    const int cols = columns();
    return cols > 0 ? n / cols : 0;
}

int BoardRecord::columns() const
{
    return squareCount() > 0 ? m_indexes.last() : 0;
}

QString BoardRecord::squareName(int index) const
{
    return kib::squareName(m_variant, rows(), columns(), index);
}

QString BoardRecord::stepLabel(int step) const
{
    if (step <= 0)
        return QStringLiteral("Setup");
    if (step > m_moves.size())
        return {};
    const BoardState before = boardStateAt(*this, step - 1);
    return QStringLiteral("%1. %2").arg(step).arg(boardMoveNotation(*this, before, m_moves.at(step - 1)));
}

int BoardRecord::stepOf(const Anchor &anchor) const
{
    switch (anchor.kind) {
    case Anchor::Kind::Record:
    case Anchor::Kind::Tag:
    case Anchor::Kind::Call:
        return 0;
    case Anchor::Kind::Card:
        return qBound(0, anchor.index + 1, stepCount());
    case Anchor::Kind::End:
        return stepCount();
    }
    return 0;
}

QString BoardRecord::playerLabel(BoardSide side) const
{
    const QString name = player(side).name;
    return name.isEmpty() ? sideName(m_variant, side) : name;
}

bool BoardRecord::isFinished(const QDateTime &now) const
{
    if (m_finishedAt.isEmpty())
        return true;
    const QDateTime at = QDateTime::fromString(m_finishedAt, Qt::ISODateWithMs);
    if (!at.isValid())
        return true;
    return at <= now;
}

bool BoardRecord::operator==(const BoardRecord &o) const
{
    return sameBase(o) && m_variant == o.m_variant && m_indexes == o.m_indexes && m_squares == o.m_squares
           && m_inHand == o.m_inHand && m_topsideMovesFirst == o.m_topsideMovesFirst && m_moves == o.m_moves
           && m_players == o.m_players && m_finishedAt == o.m_finishedAt && m_inCheck == o.m_inCheck
           && m_topsideBetter == o.m_topsideBetter;
}

QString boardMoveText(const BoardRecord &record, const BoardMove &move, const QStringList *squaresBefore)
{
    QStringList parts;
    QStringList squares = squaresBefore ? *squaresBefore : QStringList();
    const BoardAction *previous = nullptr;
    for (const BoardAction &a : move) {
        const QString to = record.squareName(a.destination);
        bool capture = false;
        if (squaresBefore && a.destination >= 0 && a.destination < squares.size())
            capture = !squares.at(a.destination).isEmpty();
        const QChar joint = capture ? u'x' : u'-';
        // one piece going on from where it stopped (en passant as PMN writes
        // it: onto the pawn taken, then on): "♙ e5xd5-d6"
        const bool chained = previous && a.source && *a.source == previous->destination && a.piece == previous->piece
                             && previous->toHand.isNull();
        if (chained) {
            parts.last() += joint + to;
        } else if (a.isDrop()) {
            parts << a.piece + QLatin1Char('*') + to;
        } else {
            parts << a.piece + QLatin1Char(' ') + record.squareName(*a.source) + joint + to;
        }
        if (squaresBefore) {
            if (a.source && *a.source >= 0 && *a.source < squares.size())
                squares[*a.source] = QString();
            if (a.destination >= 0 && a.destination < squares.size())
                squares[a.destination] = a.piece;
        }
        if (!a.toHand.isNull())
            parts.last() += QStringLiteral(" (+%1)").arg(a.toHand);
        previous = &a;
    }
    return parts.join(QLatin1Char(' '));
}

} // namespace kib
