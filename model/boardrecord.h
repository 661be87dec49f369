#pragma once

#include "boardvariant.h"
#include "record.h"

#include <QDateTime>

#include <array>
#include <optional>

namespace kib {

// One action of a move (PCN / Portable Move Notation): the piece on
// 'source' (none for a drop from the mover's hand) goes to 'destination',
// where it becomes 'piece' (a promotion changes the name), taking whatever
// stood there; 'toHand' is the piece the mover puts in hand (shogi's
// captures), null for none.
struct BoardAction
{
    std::optional<int> source;   // nullopt: a drop
    int destination = 0;
    QString piece;
    QString toHand;              // null: nothing goes to hand

    bool isDrop() const { return !source.has_value(); }
    friend bool operator==(const BoardAction &, const BoardAction &) = default;
};

// A move is one or more actions (castling is two: the king's and the rook's).
using BoardMove = QList<BoardAction>;

// A PCN player object.
struct BoardPlayer
{
    QString name;                 // null: not given
    std::optional<qint64> elo;    // unsigned in PCN
    bool requestingDraw = false;  // is_requesting_a_draw

    bool isEmpty() const { return name.isNull() && !elo && !requestingDraw; }
    friend bool operator==(const BoardPlayer &, const BoardPlayer &) = default;
};

// A game of a chess variant (PCN: chess, shogi, xiangqi, janggi, makruk and
// any other shape). Steps: 0 is the setup, then one step per move.
//
// PCN's name, event, location, href, round and started_on are kept as the
// tags Name, Event, Site, Href, Round and Date (in that order when read);
// the players, the setup, the moves and the state are fields of their own.
class BoardRecord : public Record
{
public:
    BoardRecord() = default;

    Game game() const override { return Game::Chess; }
    std::unique_ptr<Record> clone() const override;
    int stepCount() const override { return int(m_moves.size()); }
    // "Setup", "1. e4", "7. G*4b", "5. O-O": the move in its game's usual
    // notation (boardMoveNotation())
    QString stepLabel(int step) const override;
    // Anchor::Kind::Card counts moves here: after move 'index' (0-based).
    int stepOf(const Anchor &anchor) const override;

    // The variant decides the look and the square names; guessed from the
    // shape and the setup when read (guessBoardVariant()).
    BoardVariant variant() const { return m_variant; }
    void setVariant(BoardVariant variant) { m_variant = variant; }

    // PCN "indexes": the size in each dimension, [rows, columns] for a
    // two-dimensional board. squareCount() is their product.
    const QList<int> &indexes() const { return m_indexes; }
    void setIndexes(const QList<int> &indexes) { m_indexes = indexes; }
    int squareCount() const;
    // The board as rows x columns: every dimension but the last makes rows.
    int rows() const;
    int columns() const;
    QString squareName(int index) const;

    // Setup: the first position, one entry per square (null: empty).
    const QStringList &squares() const { return m_squares; }
    void setSquares(const QStringList &squares) { m_squares = squares; }
    const QStringList &inHand(BoardSide side) const { return m_inHand[sideIndex(side)]; }
    void setInHand(BoardSide side, const QStringList &pieces) { m_inHand[sideIndex(side)] = pieces; }
    bool topsideMovesFirst() const { return m_topsideMovesFirst; }
    void setTopsideMovesFirst(bool top) { m_topsideMovesFirst = top; }
    BoardSide firstMover() const { return m_topsideMovesFirst ? BoardSide::Top : BoardSide::Bottom; }
    // Who plays move 'move' (0-based).
    BoardSide moverOf(int move) const { return move % 2 == 0 ? firstMover() : opponent(firstMover()); }

    QList<BoardMove> &moves() { return m_moves; }
    const QList<BoardMove> &moves() const { return m_moves; }

    BoardPlayer &player(BoardSide side) { return m_players[sideIndex(side)]; }
    const BoardPlayer &player(BoardSide side) const { return m_players[sideIndex(side)]; }
    // The player's name, else the variant's name of the side ("White").
    QString playerLabel(BoardSide side) const;

    // PCN "finished_at" (ISO 8601, kept as written; null when not given) and
    // the state of the last position.
    QString finishedAt() const { return m_finishedAt; }
    void setFinishedAt(const QString &iso) { m_finishedAt = iso; }
    // Finished unless finished_at is a datetime later than 'now'.
    bool isFinished(const QDateTime &now = QDateTime::currentDateTimeUtc()) const;
    std::optional<bool> inCheck() const { return m_inCheck; }
    void setInCheck(std::optional<bool> check) { m_inCheck = check; }
    // true: top side won (finished) or is better (in progress); false: the
    // bottom side; nullopt: neither (a draw, or not stated).
    std::optional<bool> topsideBetter() const { return m_topsideBetter; }
    void setTopsideBetter(std::optional<bool> better) { m_topsideBetter = better; }
    // The game's state in words, in the user's language, is the app's:
    // boardtext::gameState() (model/boardnames.h).

    bool operator==(const BoardRecord &other) const;

private:
    BoardVariant m_variant = BoardVariant::Chess;
    QList<int> m_indexes{8, 8};
    QStringList m_squares;
    std::array<QStringList, 2> m_inHand;
    bool m_topsideMovesFirst = false;
    QList<BoardMove> m_moves;
    std::array<BoardPlayer, 2> m_players;
    QString m_finishedAt;
    std::optional<bool> m_inCheck;
    std::optional<bool> m_topsideBetter;
};

// A move as text: "♙ e2-e4", "G*4b", "♔ e1-g1 ♖ h1-f1", "+B 8hx2b (+B)",
// with "x" for a capture when the squares before the move are given; one
// piece moving on from where its last action stopped is chained: "♙ e5xd5-d6".
QString boardMoveText(const BoardRecord &record, const BoardMove &move, const QStringList *squaresBefore = nullptr);

} // namespace kib
