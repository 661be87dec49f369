// Chess and makruk: the moves of each piece, castling, en passant and
// promotion (boardposition.h).
#include "boardposition.h"

#include <cstdlib>

namespace kib::boardrules {

namespace {

constexpr int kKnight[8][2] = {{-2, -1}, {-2, 1}, {-1, -2}, {-1, 2}, {1, -2}, {1, 2}, {2, -1}, {2, 1}};
constexpr int kKing[8][2] = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};
constexpr int kDiag[4][2] = {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}};
constexpr int kOrtho[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};

bool makruk(const Position &pos)
{
    return pos.variant == BoardVariant::Makruk;
}

// The row a pawn of 'side' promotes on: the last for chess, the sixth rank
// for makruk.
int promotionRow(const Position &pos, BoardSide side)
{
    if (makruk(pos))
        return side == BoardSide::Bottom ? 2 : pos.rows - 3;
    return side == BoardSide::Bottom ? 0 : pos.rows - 1;
}

void addTarget(const Position &pos, int from, int r, int c, std::vector<RawMove> &out)
{
    if (!pos.onBoard(r, c))
        return;
    const Cell &t = pos.at(r, c);
    if (t.empty() || t.side != pos.toMove)
        out.push_back(RawMove{from, pos.index(r, c)});
}

void slide(const Position &pos, int from, const int (*dirs)[2], int n, std::vector<RawMove> &out)
{
    const int r0 = pos.rowOf(from), c0 = pos.colOf(from);
    for (int d = 0; d < n; ++d) {
        for (int r = r0 + dirs[d][0], c = c0 + dirs[d][1]; pos.onBoard(r, c); r += dirs[d][0], c += dirs[d][1]) {
            const Cell &t = pos.at(r, c);
            if (t.empty() || t.side != pos.toMove)
                out.push_back(RawMove{from, pos.index(r, c)});
            if (!t.empty())
                break;
        }
    }
}

void steps(const Position &pos, int from, const int (*dirs)[2], int n, std::vector<RawMove> &out)
{
    for (int d = 0; d < n; ++d)
        addTarget(pos, from, pos.rowOf(from) + dirs[d][0], pos.colOf(from) + dirs[d][1], out);
}

void pawnMove(const Position &pos, int from, int to, std::vector<RawMove> &out)
{
    if (pos.rowOf(to) != promotionRow(pos, pos.toMove)) {
        out.push_back(RawMove{from, to});
        return;
    }
    if (makruk(pos)) {
        out.push_back(RawMove{from, to, 0, 'Q'});
        return;
    }
    for (char k : {'Q', 'R', 'B', 'N'})
        out.push_back(RawMove{from, to, 0, k});
}

void pawnMoves(const Position &pos, int from, std::vector<RawMove> &out)
{
    const int f = Position::forward(pos.toMove);
    const int r = pos.rowOf(from), c = pos.colOf(from);
    if (pos.onBoard(r + f, c) && pos.at(r + f, c).empty()) {
        pawnMove(pos, from, pos.index(r + f, c), out);
        const int startRow = pos.toMove == BoardSide::Bottom ? pos.rows - 2 : 1;
        if (!makruk(pos) && r == startRow && pos.onBoard(r + 2 * f, c) && pos.at(r + 2 * f, c).empty())
            out.push_back(RawMove{from, pos.index(r + 2 * f, c)});
    }
    for (int dc : {-1, 1}) {
        if (!pos.onBoard(r + f, c + dc))
            continue;
        const Cell &t = pos.at(r + f, c + dc);
        if (!t.empty() && t.side != pos.toMove)
            pawnMove(pos, from, pos.index(r + f, c + dc), out);
        // en passant: the pawn beside that just came two squares
        if (t.empty() && pos.epVictim == pos.index(r, c + dc) && pos.at(r, c + dc).side != pos.toMove) {
            RawMove m{from, pos.index(r + f, c + dc)};
            m.epVictim = pos.epVictim;
            out.push_back(m);
        }
    }
}

void castlings(const Position &pos, int from, std::vector<RawMove> &out)
{
    const BoardSide side = pos.toMove;
    const int row = side == BoardSide::Bottom ? pos.rows - 1 : 0;
    if (pos.rowOf(from) != row)
        return;
    const int kc = pos.colOf(from);
    const BoardSide them = opponent(side);
    for (int k = 0; k < 2; ++k) {
        if (!pos.castle[size_t(sideIndex(side))][size_t(k)])
            continue;
        const int rc = k == 0 ? pos.cols - 1 : 0;
        const int dir = k == 0 ? 1 : -1;
        const Cell &rook = pos.at(row, rc);
        if (rook.kind != 'R' || rook.side != side)
            continue;
        bool clear = true;
        for (int c = kc + dir; c != rc; c += dir)
            clear = clear && pos.at(row, c).empty();
        if (!clear)
            continue;
        if (squareAttacked(pos, from, them) || squareAttacked(pos, pos.index(row, kc + dir), them)
            || squareAttacked(pos, pos.index(row, kc + 2 * dir), them))
            continue;
        RawMove m{from, pos.index(row, kc + 2 * dir)};
        m.rookFrom = pos.index(row, rc);
        m.rookTo = pos.index(row, kc + dir);
        out.push_back(m);
    }
}

bool rayClear(const Position &pos, int from, int target, int dr, int dc)
{
    int r = pos.rowOf(from) + dr, c = pos.colOf(from) + dc;
    const int tr = pos.rowOf(target), tc = pos.colOf(target);
    while (pos.onBoard(r, c) && !(r == tr && c == tc)) {
        if (!pos.at(r, c).empty())
            return false;
        r += dr;
        c += dc;
    }
    return r == tr && c == tc;
}

int sign(int x)
{
    return (x > 0) - (x < 0);
}

} // namespace

void chessPseudoMoves(const Position &pos, std::vector<RawMove> &out)
{
    for (int i = 0; i < int(pos.cells.size()); ++i) {
        const Cell &cell = pos.cells[size_t(i)];
        if (cell.empty() || cell.side != pos.toMove)
            continue;
        switch (cell.kind) {
        case 'P': pawnMoves(pos, i, out); break;
        case 'N': steps(pos, i, kKnight, 8, out); break;
        case 'K':
            steps(pos, i, kKing, 8, out);
            if (!makruk(pos))
                castlings(pos, i, out);
            break;
        case 'R': slide(pos, i, kOrtho, 4, out); break;
        case 'B':
            if (makruk(pos)) { // khon: the four diagonals and straight ahead
                steps(pos, i, kDiag, 4, out);
                addTarget(pos, i, pos.rowOf(i) + Position::forward(pos.toMove), pos.colOf(i), out);
            } else {
                slide(pos, i, kDiag, 4, out);
            }
            break;
        case 'Q':
            if (makruk(pos)) { // met: one square diagonally
                steps(pos, i, kDiag, 4, out);
            } else {
                slide(pos, i, kDiag, 4, out);
                slide(pos, i, kOrtho, 4, out);
            }
            break;
        default: break;
        }
    }
}

bool chessAttacks(const Position &pos, int from, int target)
{
    const Cell &cell = pos.cells[size_t(from)];
    const int dr = pos.rowOf(target) - pos.rowOf(from), dc = pos.colOf(target) - pos.colOf(from);
    const int ar = std::abs(dr), ac = std::abs(dc);
    const int f = Position::forward(cell.side);
    switch (cell.kind) {
    case 'P': return dr == f && ac == 1;
    case 'N': return (ar == 2 && ac == 1) || (ar == 1 && ac == 2);
    case 'K': return ar <= 1 && ac <= 1;
    case 'R': return (dr == 0 || dc == 0) && rayClear(pos, from, target, sign(dr), sign(dc));
    case 'B':
        if (makruk(pos))
            return (ar == 1 && ac == 1) || (dr == f && dc == 0);
        return ar == ac && rayClear(pos, from, target, sign(dr), sign(dc));
    case 'Q':
        if (makruk(pos))
            return ar == 1 && ac == 1;
        return (dr == 0 || dc == 0 || ar == ac) && rayClear(pos, from, target, sign(dr), sign(dc));
    default: return false;
    }
}

} // namespace kib::boardrules
