#include "boardnotation.h"

#include "boardposition.h"
#include "boardrules.h"

namespace kib {

namespace {

using boardrules::parseCell;

// What a legal move (as legalBoardMoves() writes it) does.
struct MoveFacts
{
    int from = -1;        // -1: a drop
    int to = 0;
    char kind = 0;        // the piece that moves, before any promotion
    bool promotedBefore = false;
    QString after;        // its name after the move
    bool capture = false;
    bool promotes = false;
    int castle = 0;       // 1 king's side, 2 queen's side
};

MoveFacts factsOf(const BoardRecord &record, const BoardState &before, const BoardMove &m)
{
    MoveFacts f;
    const BoardAction &a = m.first();
    const BoardVariant v = record.variant();
    if (a.isDrop()) {
        f.to = a.destination;
        f.kind = parseCell(v, a.piece, before.toMove).kind;
        f.after = a.piece;
        return f;
    }
    f.from = *a.source;
    const QString name = before.squares.value(f.from);
    const boardrules::Cell cell = parseCell(v, name, before.toMove);
    f.kind = cell.kind;
    f.promotedBefore = cell.promoted;
    if (m.size() == 2 && m.at(1).source == a.destination) { // en passant
        f.to = m.at(1).destination;
        f.capture = true;
    } else {
        f.to = a.destination;
        f.capture = !before.isEmpty(f.to);
        if (m.size() == 2)
            f.castle = before.columns > 0 && f.to % before.columns > f.from % before.columns ? 1 : 2;
    }
    f.after = m.last().piece;
    if (m.size() == 1)
        f.promotes = a.piece != name;
    return f;
}

BoardState playedOn(const BoardRecord &record, const BoardState &before, const BoardMove &m)
{
    BoardState next = before;
    applyBoardMove(next, record, m, before.toMove);
    return next;
}

QString chessLetter(const BoardRecord &record, const QString &name, BoardSide side)
{
    return QString(QLatin1Char(parseCell(record.variant(), name, side).kind));
}

// Janggi's pieces by PCN's letters, as the board shows them: general G,
// guard S, elephant E, horse M, chariot R, cannon P, soldier J.
QChar janggiLetter(char kind)
{
    switch (kind) {
    case 'K': return QLatin1Char('G');
    case 'A': return QLatin1Char('S');
    case 'H': return QLatin1Char('M');
    case 'C': return QLatin1Char('P');
    case 'P': return QLatin1Char('J');
    default: return QLatin1Char(kind);
    }
}

QString algebraic(const BoardRecord &record, const BoardState &before, const BoardMove &m,
                  const QList<BoardMove> &legal)
{
    const MoveFacts f = factsOf(record, before, m);
    QString out;
    if (f.castle == 1) {
        out = QStringLiteral("O-O");
    } else if (f.castle == 2) {
        out = QStringLiteral("O-O-O");
    } else if (f.kind == 'P' && record.variant() != BoardVariant::Janggi) { // janggi's soldiers have a letter
        if (f.capture)
            out = record.squareName(f.from).left(1) + QLatin1Char('x');
        out += record.squareName(f.to);
        if (f.promotes)
            out += QLatin1Char('=') + chessLetter(record, f.after, before.toMove);
    } else {
        out = record.variant() == BoardVariant::Janggi ? janggiLetter(f.kind) : QLatin1Char(f.kind);
        bool other = false, sameFile = false, sameRank = false;
        for (const BoardMove &o : legal) {
            const MoveFacts g = factsOf(record, before, o);
            if (g.castle || g.from == f.from || g.to != f.to || g.kind != f.kind)
                continue;
            other = true;
            sameFile = sameFile || g.from % before.columns == f.from % before.columns;
            sameRank = sameRank || g.from / before.columns == f.from / before.columns;
        }
        const QString from = record.squareName(f.from);
        if (other) {
            if (!sameFile)
                out += from.left(1);
            else if (!sameRank)
                out += from.mid(1);
            else
                out += from;
        }
        if (f.capture)
            out += QLatin1Char('x');
        out += record.squareName(f.to);
    }
    const BoardState next = playedOn(record, before, m);
    if (boardSideInCheck(record, next, next.toMove))
        out += legalBoardMoves(record, next).isEmpty() ? QLatin1Char('#') : QLatin1Char('+');
    return out;
}

QString shogi(const BoardRecord &record, const BoardState &before, const BoardMove &m, const QList<BoardMove> &legal)
{
    const MoveFacts f = factsOf(record, before, m);
    QString letter = QString(QLatin1Char(f.kind));
    if (f.promotedBefore)
        letter.prepend(QLatin1Char('+'));
    const QString to = record.squareName(f.to);
    if (f.from < 0)
        return letter + QLatin1Char('*') + to;
    bool other = false, promotionChoice = false;
    for (const BoardMove &o : legal) {
        const MoveFacts g = factsOf(record, before, o);
        if (g.from < 0 || g.to != f.to)
            continue;
        if (g.from == f.from && g.promotes != f.promotes)
            promotionChoice = true;
        if (g.from != f.from && g.kind == f.kind && g.promotedBefore == f.promotedBefore)
            other = true;
    }
    QString out = letter;
    if (other)
        out += record.squareName(f.from);
    out += (f.capture ? QLatin1Char('x') : QLatin1Char('-')) + to;
    if (f.promotes)
        out += QLatin1Char('+');
    else if (promotionChoice)
        out += QLatin1Char('=');
    return out;
}

QString wxf(const BoardRecord &record, const BoardState &before, const BoardMove &m)
{
    const MoveFacts f = factsOf(record, before, m);
    const int cols = before.columns;
    const BoardSide side = before.toMove;
    const bool bottom = side == BoardSide::Bottom;
    auto fileOf = [&](int square) { return bottom ? cols - square % cols : square % cols + 1; };
    // rows ahead for the mover: positive is forward
    auto ahead = [&](int a, int b) { return bottom ? a / cols - b / cols : b / cols - a / cols; };
    QString out = QString(QLatin1Char(f.kind));
    // another such piece on the same file: front (+) or rear (-)
    QList<int> tandem;
    for (int r = 0; r < before.rows; ++r) {
        const int sq = r * cols + f.from % cols;
        if (!before.isEmpty(sq) && before.ownerOf(sq) == side && parseCell(record.variant(), before.squares.at(sq), side).kind == f.kind)
            tandem.append(sq);
    }
    if (tandem.size() >= 2) {
        // the front one is furthest ahead for the mover
        std::sort(tandem.begin(), tandem.end(), [&](int a, int b) { return ahead(b, a) > 0; });
        if (f.from == tandem.first())
            out += QLatin1Char('+');
        else if (f.from == tandem.last())
            out += QLatin1Char('-');
        else
            out += QString::number(fileOf(f.from));
    } else {
        out += QString::number(fileOf(f.from));
    }
    const int forward = ahead(f.from, f.to);
    out += forward > 0 ? QLatin1Char('+') : forward < 0 ? QLatin1Char('-') : QLatin1Char('=');
    const bool straight = f.from % cols == f.to % cols;
    const bool diagonalMover = f.kind == 'H' || f.kind == 'E' || f.kind == 'A';
    out += QString::number(straight && !diagonalMover ? std::abs(forward) : fileOf(f.to));
    return out;
}

} // namespace

QString boardMoveNotation(const BoardRecord &record, const BoardState &before, const BoardMove &move)
{
    const BoardVariant v = record.variant();
    if (v == BoardVariant::Janggi && move.isEmpty() && boardPassAllowed(record, before))
        return QStringLiteral("pass");
    if (!boardRulesKnown(v) || move.isEmpty())
        return boardMoveText(record, move, &before.squares);
    const QList<BoardMove> legal = legalBoardMoves(record, before);
    // the move as the rules write it (generated once: a whole game is labelled move by move)
    std::optional<BoardMove> matched;
    for (const BoardMove &m : legal)
        if (m == move)
            matched = m;
    if (!matched)
        matched = matchLegalBoardMove(record, before, move);
    if (!matched)
        return boardMoveText(record, move, &before.squares);
    switch (v) {
    case BoardVariant::Shogi: return shogi(record, before, *matched, legal);
    case BoardVariant::Xiangqi: return wxf(record, before, *matched);
    default: return algebraic(record, before, *matched, legal);
    }
}

QStringList boardMoveNotations(const BoardRecord &record)
{
    QStringList out;
    out.reserve(record.moves().size());
    BoardState st = initialBoardState(record);
    for (int i = 0; i < record.moves().size(); ++i) {
        const BoardMove &m = record.moves().at(i);
        out.append(boardMoveNotation(record, st, m));
        applyBoardMove(st, record, m, record.moverOf(i));
    }
    return out;
}

QStringList boardStepLabels(const BoardRecord &record)
{
    const QStringList moves = boardMoveNotations(record);
    QStringList out{QStringLiteral("Setup")};
    out.reserve(moves.size() + 1);
    for (int i = 0; i < moves.size(); ++i)
        out.append(QStringLiteral("%1. %2").arg(i + 1).arg(moves.at(i)));
    return out;
}

} // namespace kib
