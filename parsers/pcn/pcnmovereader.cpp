#include "pcnmovereader.h"

#include "model/boardstate.h"

#include <QJsonArray>

#include <climits>

namespace kib::pcn {

void MoveReader::readMoves(const QJsonValue &value, const QString &path, BoardRecord *record) const
{
    record->moves().clear();
    if (value.isUndefined() || value.isNull())
        return;
    if (!value.isArray()) {
        m_context.error(QStringLiteral("pcn.moves.not-a-list"),
                        QStringLiteral("\"moves\" must be an array of moves, not %1").arg(jsonTypeName(value)), path);
        return;
    }
    const QJsonArray moves = value.toArray();
    for (int i = 0; i < moves.size(); ++i) {
        BoardMove move;
        if (!readMove(moves.at(i), childPath(path, i), i + 1, &move)) {
            if (i + 1 < moves.size())
                m_context.error(QStringLiteral("pcn.moves.not-read"),
                                QStringLiteral("the moves after move %1 are not read").arg(i + 1),
                                childPath(path, i + 1));
            return;
        }
        record->moves().append(move);
    }
}

bool MoveReader::readMove(const QJsonValue &value, const QString &path, int number, BoardMove *move) const
{
    const QString malformed = QStringLiteral("pcn.move.malformed");
    if (!value.isArray()) {
        m_context.error(malformed,
                        QStringLiteral("move %1 is %2, not an array of actions [source, destination, piece, "
                                       "piece-to-hand]")
                            .arg(number)
                            .arg(jsonTypeName(value)),
                        path);
        return false;
    }
    const QJsonArray items = value.toArray();
    const int n = int(items.size());
    if (n == 0)
        return true; // no action: a pass (janggi), an empty move
    if (n % 4 != 0 && n % 4 != 3) {
        m_context.error(malformed,
                        QStringLiteral("move %1 has %2 elements: a move is [source, destination, piece, "
                                       "piece-to-hand] once or more (a lone action may leave out the fourth)")
                            .arg(number)
                            .arg(n),
                        path);
        return false;
    }
    if (n > 3 && n % 4 == 3)
        m_context.warning(QStringLiteral("pcn.move.short-action"),
                          QStringLiteral("move %1: its last action leaves out the piece-to-hand, which only a lone "
                                         "action may do; read as null")
                              .arg(number),
                          path);
    for (int first = 0; first < n; first += 4) {
        BoardAction a;
        const QJsonValue src = items.at(first);
        if (src.isNull()) {
            a.source = std::nullopt;
        } else if (const auto s = wholeNumber(src); s && *s >= INT_MIN && *s <= INT_MAX) {
            a.source = int(*s);
        } else {
            m_context.error(malformed,
                            QStringLiteral("move %1: the source must be a square index, or null for a drop, not %2")
                                .arg(number)
                                .arg(jsonTypeName(src)),
                            childPath(path, first));
            return false;
        }
        const QJsonValue dst = items.at(first + 1);
        if (const auto d = wholeNumber(dst); d && *d >= INT_MIN && *d <= INT_MAX) {
            a.destination = int(*d);
        } else {
            m_context.error(malformed,
                            QStringLiteral("move %1: the destination must be a square index, not %2")
                                .arg(number)
                                .arg(jsonTypeName(dst)),
                            childPath(path, first + 1));
            return false;
        }
        const QJsonValue piece = items.at(first + 2);
        if (!piece.isString()) {
            m_context.error(QStringLiteral("pcn.move.not-a-piece"),
                            QStringLiteral("move %1: the piece must be a name in a string, not %2")
                                .arg(number)
                                .arg(jsonTypeName(piece)),
                            childPath(path, first + 2));
            return false;
        }
        a.piece = piece.toString();
        if (first + 3 < n) {
            const QJsonValue hand = items.at(first + 3);
            if (hand.isString()) {
                // an empty name stays, for the replay to report
                a.toHand = hand.toString().isNull() ? QStringLiteral("") : hand.toString();
            } else if (!hand.isNull()) {
                m_context.error(QStringLiteral("pcn.hand.not-a-piece"),
                                QStringLiteral("move %1: the piece put in hand must be a name in a string or null, "
                                               "not %2; read as null")
                                    .arg(number)
                                    .arg(jsonTypeName(hand)),
                                childPath(path, first + 3));
            }
        }
        move->append(a);
    }
    return true;
}

static QString problemCode(const BoardProblem &p)
{
    switch (p.kind) {
    case BoardProblem::Kind::OffBoard: return QStringLiteral("pcn.move.off-board");
    case BoardProblem::Kind::EmptySource: return QStringLiteral("pcn.move.empty-source");
    case BoardProblem::Kind::NotInHand: return QStringLiteral("pcn.move.not-in-hand");
    case BoardProblem::Kind::NotAPiece:
        return p.element == 3 ? QStringLiteral("pcn.hand.not-a-piece") : QStringLiteral("pcn.move.not-a-piece");
    }
    return {};
}

void MoveReader::replay(const BoardRecord &record, const QString &path) const
{
    BoardState state = initialBoardState(record);
    for (int i = 0; i < record.moves().size(); ++i) {
        const BoardSide mover = record.moverOf(i);
        const QList<BoardProblem> problems = applyBoardMove(state, record, record.moves().at(i), mover);
        for (const BoardProblem &p : problems) {
            const QString at = childPath(childPath(path, i), p.action * 4 + p.element);
            m_context.error(problemCode(p),
                            QStringLiteral("move %1 (%2): %3")
                                .arg(i + 1)
                                .arg(sideName(record.variant(), mover), p.message),
                            at);
        }
    }
}

} // namespace kib::pcn
