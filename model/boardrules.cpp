#include "boardrules.h"

#include "boardposition.h"

#include <algorithm>

namespace kib {

using namespace boardrules;

namespace boardrules {

namespace {

char chessGlyphKind(QChar c)
{
    static const char kinds[] = "KQRBNPKQRBNP";
    const int u = c.unicode();
    return u >= 0x2654 && u <= 0x265F ? kinds[u - 0x2654] : 0;
}

char xiangqiKind(const QString &name)
{
    static const struct { const char16_t *chars; char kind; } table[] = {
        {u"帥帅將将", 'K'}, {u"仕士", 'A'}, {u"相象", 'E'}, {u"傌馬马", 'H'},
        {u"俥車车", 'R'},   {u"炮砲", 'C'}, {u"兵卒", 'P'},
    };
    for (QChar c : name)
        for (const auto &row : table)
            if (QStringView(row.chars).contains(c))
                return row.kind;
    const QChar l = name.isEmpty() ? QChar() : name.at(0).toUpper();
    switch (l.unicode()) {
    case 'K': case 'G': return 'K';
    case 'A': return 'A';
    case 'E': case 'B': return 'E';
    case 'H': case 'N': return 'H';
    case 'R': return 'R';
    case 'C': return 'C';
    case 'P': return 'P';
    }
    return 0;
}

} // namespace

Cell parseCell(BoardVariant variant, const QString &name, BoardSide owner)
{
    Cell cell;
    cell.side = owner;
    if (name.isEmpty())
        return cell;
    QString n = name;
    if (n.startsWith(QLatin1Char('+'))) {
        cell.promoted = true;
        n = n.mid(1);
    }
    if (n.isEmpty())
        return Cell{};
    const QChar first = n.at(0).toUpper();
    switch (variant) {
    case BoardVariant::Chess:
    case BoardVariant::Makruk:
        cell.kind = isChessGlyph(n) ? chessGlyphKind(n.at(0)) : (QStringLiteral("KQRBNP").contains(first) ? char(first.unicode()) : 0);
        if (variant == BoardVariant::Makruk && cell.promoted && cell.kind == 'P')
            cell.kind = 'Q'; // a promoted pawn moves as a met
        cell.promoted = false;
        break;
    case BoardVariant::Shogi:
        cell.kind = QStringLiteral("KRBGSNLP").contains(first) ? char(first.unicode()) : 0;
        break;
    case BoardVariant::Xiangqi:
        cell.kind = xiangqiKind(n);
        cell.promoted = false;
        break;
    case BoardVariant::Janggi:
        cell.kind = janggiKind(n);
        cell.promoted = false;
        break;
    default:
        break;
    }
    if (cell.kind == 0)
        return Cell{};
    return cell;
}

int kingSquare(const Position &pos, BoardSide side)
{
    for (int i = 0; i < int(pos.cells.size()); ++i)
        if (pos.cells[size_t(i)].kind == 'K' && pos.cells[size_t(i)].side == side)
            return i;
    return -1;
}

bool squareAttacked(const Position &pos, int target, BoardSide by)
{
    for (int i = 0; i < int(pos.cells.size()); ++i) {
        const Cell &c = pos.cells[size_t(i)];
        if (c.empty() || c.side != by || i == target)
            continue;
        const bool hit = pos.variant == BoardVariant::Shogi     ? shogiAttacks(pos, i, target)
                         : pos.variant == BoardVariant::Xiangqi ? xiangqiAttacks(pos, i, target)
                         : pos.variant == BoardVariant::Janggi  ? janggiAttacks(pos, i, target)
                                                                : chessAttacks(pos, i, target);
        if (hit)
            return true;
    }
    return false;
}

bool inCheck(const Position &pos, BoardSide side)
{
    const int k = kingSquare(pos, side);
    return k >= 0 && squareAttacked(pos, k, opponent(side));
}

Position afterMove(const Position &pos, const RawMove &m)
{
    Position p = pos;
    const BoardSide mover = pos.toMove;
    if (m.pass) {
        p.toMove = opponent(mover);
        p.epVictim = -1;
        return p;
    }
    auto &hand = p.hands[size_t(sideIndex(mover))];
    Cell moving;
    if (m.from < 0) {
        moving = Cell{m.drop, false, mover};
        const auto it = std::find(hand.begin(), hand.end(), m.drop);
        if (it != hand.end())
            hand.erase(it);
    } else {
        moving = p.cells[size_t(m.from)];
        p.cells[size_t(m.from)] = Cell{};
    }
    const Cell taken = p.cells[size_t(m.to)];
    if (!taken.empty() && pos.variant == BoardVariant::Shogi)
        hand.push_back(taken.kind);
    if (m.promoteTo)
        moving.kind = m.promoteTo;
    if (m.promote)
        moving.promoted = true;
    p.cells[size_t(m.to)] = moving;
    if (m.rookFrom >= 0) {
        p.cells[size_t(m.rookTo)] = p.cells[size_t(m.rookFrom)];
        p.cells[size_t(m.rookFrom)] = Cell{};
    }
    if (m.epVictim >= 0)
        p.cells[size_t(m.epVictim)] = Cell{};
    p.toMove = opponent(mover);
    p.epVictim = -1;
    return p;
}

void pseudoMoves(const Position &pos, std::vector<RawMove> &out)
{
    switch (pos.variant) {
    case BoardVariant::Shogi: shogiPseudoMoves(pos, out); break;
    case BoardVariant::Xiangqi: xiangqiPseudoMoves(pos, out); break;
    case BoardVariant::Janggi: janggiPseudoMoves(pos, out); break;
    default: chessPseudoMoves(pos, out); break;
    }
}

std::vector<RawMove> legalMoves(const Position &pos)
{
    std::vector<RawMove> pseudo;
    pseudoMoves(pos, pseudo);
    std::vector<RawMove> out;
    out.reserve(pseudo.size());
    for (const RawMove &m : pseudo) {
        const Position next = afterMove(pos, m);
        if (inCheck(next, pos.toMove))
            continue;
        // shogi: a pawn dropped to give mate (uchifuzume) is not allowed
        if (pos.variant == BoardVariant::Shogi && m.from < 0 && m.drop == 'P' && inCheck(next, next.toMove)
            && legalMoves(next).empty())
            continue;
        out.push_back(m);
    }
    return out;
}

} // namespace boardrules

namespace {

bool rulesFor(const BoardRecord &record, const BoardState &state)
{
    return boardRulesKnown(record.variant()) && state.columns > 0 && state.rows > 0
           && int(state.squares.size()) == state.rows * state.columns;
}

// Whether any of the first 'count' moves left or reached 'square'.
bool touched(const BoardRecord &record, int count, int square)
{
    const int n = std::min(count, int(record.moves().size()));
    for (int i = 0; i < n; ++i)
        for (const BoardAction &a : record.moves().at(i))
            if (a.destination == square || (a.source && *a.source == square))
                return true;
    return false;
}

void castlingRights(Position &pos, const BoardRecord &record, const BoardState &state)
{
    const BoardState setup = initialBoardState(record);
    for (BoardSide side : {BoardSide::Bottom, BoardSide::Top}) {
        const int row = side == BoardSide::Bottom ? pos.rows - 1 : 0;
        int king = -1;
        for (int c = 0; c < pos.cols; ++c) {
            const Cell cell = parseCell(pos.variant, setup.squares.value(pos.index(row, c)),
                                        setup.ownerOf(pos.index(row, c)));
            if (cell.kind == 'K' && cell.side == side)
                king = c;
        }
        if (king < 2 || king > pos.cols - 3 || touched(record, state.step, pos.index(row, king)))
            continue;
        const int corners[2] = {pos.cols - 1, 0};
        for (int k = 0; k < 2; ++k) {
            const int sq = pos.index(row, corners[k]);
            const Cell rook = parseCell(pos.variant, setup.squares.value(sq), setup.ownerOf(sq));
            pos.castle[size_t(sideIndex(side))][size_t(k)] =
                rook.kind == 'R' && rook.side == side && !touched(record, state.step, sq);
        }
    }
}

Position makePosition(const BoardRecord &record, const BoardState &state)
{
    Position pos;
    pos.variant = record.variant();
    pos.rows = state.rows;
    pos.cols = state.columns;
    pos.toMove = state.toMove;
    pos.cells.resize(state.squares.size());
    for (int i = 0; i < int(state.squares.size()); ++i)
        pos.cells[size_t(i)] = parseCell(pos.variant, state.squares.at(i), state.ownerOf(i));
    for (BoardSide side : {BoardSide::Bottom, BoardSide::Top})
        for (const QString &name : state.hand(side)) {
            const Cell c = parseCell(pos.variant, name, side);
            if (c.kind && c.kind != 'K')
                pos.hands[size_t(sideIndex(side))].push_back(c.kind);
        }
    if (pos.variant == BoardVariant::Chess) {
        castlingRights(pos, record, state);
        if (state.lastMove.size() == 1 && state.lastMove.first().source) {
            const BoardAction &a = state.lastMove.first();
            const Cell c = parseCell(pos.variant, a.piece, state.lastMover);
            if (c.kind == 'P' && a.destination >= 0 && a.destination < int(pos.cells.size())
                && pos.colOf(*a.source) == pos.colOf(a.destination)
                && std::abs(pos.rowOf(*a.source) - pos.rowOf(a.destination)) == 2)
                pos.epVictim = a.destination;
        }
    }
    return pos;
}

QString chessName(char kind, BoardSide side, const QString &style)
{
    if (isChessGlyph(style)) {
        static const QString glyphs = QStringLiteral("KQRBNP");
        const int base = side == BoardSide::Bottom ? 0x2654 : 0x265A;
        return QString(QChar(char16_t(base + glyphs.indexOf(QLatin1Char(kind)))));
    }
    const bool lower = !style.isEmpty() && style.back().isLower();
    const QChar k = QLatin1Char(kind);
    return lower ? QString(k.toLower()) : QString(k);
}

BoardMove toBoardMove(const Position &pos, const BoardState &state, const RawMove &m)
{
    const BoardSide mover = state.toMove;
    BoardMove out;
    if (m.from < 0) {
        QString name;
        for (const QString &h : state.hand(mover))
            if (parseCell(pos.variant, h, mover).kind == m.drop) {
                name = h;
                break;
            }
        out.append(BoardAction{std::nullopt, m.to, name, QString()});
        return out;
    }
    const QString name = state.squares.at(m.from);
    QString after = name;
    if (m.promoteTo)
        after = chessName(m.promoteTo, mover, name);
    else if (m.promote)
        after = QLatin1Char('+') + name;
    QString toHand;
    if (pos.variant == BoardVariant::Shogi && !pos.cells[size_t(m.to)].empty()) {
        QString taken = state.squares.at(m.to);
        if (taken.startsWith(QLatin1Char('+')))
            taken = taken.mid(1);
        const bool lower = std::any_of(name.begin(), name.end(), [](QChar c) { return c.isLower(); });
        toHand = lower ? taken.toLower() : taken.toUpper();
    }
    if (m.epVictim >= 0) {
        out.append(BoardAction{m.from, m.epVictim, name, QString()});
        out.append(BoardAction{m.epVictim, m.to, name, QString()});
        return out;
    }
    out.append(BoardAction{m.from, m.to, after, toHand});
    if (m.rookFrom >= 0)
        out.append(BoardAction{m.rookFrom, m.rookTo, state.squares.at(m.rookFrom), QString()});
    return out;
}

// What a position looks like for comparing the effect of two moves.
bool sameResult(const BoardState &a, const BoardState &b)
{
    if (a.squares != b.squares)
        return false;
    for (int i = 0; i < a.squares.size(); ++i)
        if (!a.squares.at(i).isEmpty() && a.ownerOf(i) != b.ownerOf(i))
            return false;
    for (int s = 0; s < 2; ++s) {
        QStringList x = a.hands[size_t(s)], y = b.hands[size_t(s)];
        x.sort();
        y.sort();
        if (x != y)
            return false;
    }
    return true;
}

} // namespace

bool boardRulesKnown(BoardVariant variant)
{
    return variant == BoardVariant::Chess || variant == BoardVariant::Makruk || variant == BoardVariant::Shogi
           || variant == BoardVariant::Xiangqi || variant == BoardVariant::Janggi;
}

bool boardPassAllowed(const BoardRecord &record, const BoardState &state)
{
    if (!rulesFor(record, state))
        return false;
    const Position pos = makePosition(record, state);
    for (const RawMove &m : legalMoves(pos))
        if (m.pass)
            return true;
    return false;
}

bool boardGeneralsFacing(const BoardRecord &record, const BoardState &state)
{
    return record.variant() == BoardVariant::Janggi && rulesFor(record, state)
           && generalsFacing(makePosition(record, state));
}

QList<BoardMove> legalBoardMoves(const BoardRecord &record, const BoardState &state)
{
    QList<BoardMove> out;
    if (!rulesFor(record, state))
        return out;
    const Position pos = makePosition(record, state);
    for (const RawMove &m : legalMoves(pos))
        if (!m.pass) // a pass is not a move on the board: boardPassAllowed()
            out.append(toBoardMove(pos, state, m));
    return out;
}

bool boardSideInCheck(const BoardRecord &record, const BoardState &state, BoardSide side)
{
    if (!rulesFor(record, state))
        return false;
    return inCheck(makePosition(record, state), side);
}

std::optional<BoardMove> matchLegalBoardMove(const BoardRecord &record, const BoardState &state,
                                             const BoardMove &move)
{
    if (!rulesFor(record, state))
        return move;
    if (move.isEmpty()) // a pass
        return boardPassAllowed(record, state) ? std::optional<BoardMove>(move) : std::nullopt;
    const QList<BoardMove> legal = legalBoardMoves(record, state);
    for (const BoardMove &m : legal)
        if (m == move)
            return m;
    BoardState played = state;
    if (!applyBoardMove(played, record, move, state.toMove).isEmpty())
        return std::nullopt;
    for (const BoardMove &m : legal) {
        BoardState other = state;
        applyBoardMove(other, record, m, state.toMove);
        if (sameResult(played, other))
            return m;
    }
    return std::nullopt;
}

QList<BoardMove> legalBoardMovesFrom(const BoardRecord &record, const BoardState &state, int from,
                                     const QString &handPiece)
{
    QList<BoardMove> out;
    for (const BoardMove &m : legalBoardMoves(record, state)) {
        const BoardAction &a = m.first();
        if (from >= 0 ? (a.source && *a.source == from) : (a.isDrop() && a.piece == handPiece))
            out.append(m);
    }
    return out;
}

QString boardMoveRefusal(const BoardRecord &record, const BoardState &state, int from, int to,
                         const QString &handPiece)
{
    if (!rulesFor(record, state))
        return {};
    const QString side = sideName(record.variant(), state.toMove);
    const QString piece = from >= 0 ? state.squares.value(from) : handPiece;
    if (piece.isEmpty())
        return QStringLiteral("There is no piece on %1.").arg(record.squareName(from));
    if (from >= 0 && state.ownerOf(from) != state.toMove)
        return QStringLiteral("It is %1's move: the %2 on %3 is not theirs.").arg(side, piece, record.squareName(from));
    for (const BoardMove &m : legalBoardMovesFrom(record, state, from, handPiece)) {
        const int dest = m.first().source && m.size() == 2 && m.at(1).source == m.first().destination
                             ? m.at(1).destination // en passant: where the pawn ends
                             : m.first().destination;
        if (dest == to)
            return {};
    }
    // a move the piece could make but for its own king's safety
    const Position pos = makePosition(record, state);
    std::vector<RawMove> pseudo;
    pseudoMoves(pos, pseudo);
    const char dropKind = from < 0 ? parseCell(pos.variant, handPiece, state.toMove).kind : 0;
    for (const RawMove &m : pseudo) {
        if (m.pass || m.to != to || m.from != from || (from < 0 && m.drop != dropKind))
            continue;
        if (inCheck(afterMove(pos, m), state.toMove))
            return QStringLiteral("%1 %2 to %3 would leave %4's king in check.")
                .arg(piece, from >= 0 ? record.squareName(from) : QStringLiteral("from hand"), record.squareName(to),
                     side);
        return QStringLiteral("%1 may not drop a pawn on %2 to give mate.").arg(side, record.squareName(to));
    }
    if (from < 0)
        return QStringLiteral("%1 cannot be dropped on %2.").arg(piece, record.squareName(to));
    return QStringLiteral("The %1 on %2 cannot go to %3.").arg(piece, record.squareName(from), record.squareName(to));
}

} // namespace kib
