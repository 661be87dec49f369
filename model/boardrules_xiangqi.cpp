// Xiangqi: the palace, the river, blocked elephants and horses, the
// cannon's screen and the flying generals (boardposition.h).
#include "boardposition.h"

#include <cstdlib>

namespace kib::boardrules {

namespace {

bool inPalace(const Position &pos, BoardSide side, int r, int c)
{
    const int mid = pos.cols / 2;
    if (c < mid - 1 || c > mid + 1)
        return false;
    return side == BoardSide::Bottom ? r >= pos.rows - 3 : r <= 2;
}

bool ownHalf(const Position &pos, BoardSide side, int r)
{
    return side == BoardSide::Bottom ? r >= pos.rows / 2 : r < pos.rows / 2;
}

// Pieces strictly between two squares of one row or column.
int between(const Position &pos, int a, int b)
{
    const int ra = pos.rowOf(a), ca = pos.colOf(a), rb = pos.rowOf(b), cb = pos.colOf(b);
    const int dr = (rb > ra) - (rb < ra), dc = (cb > ca) - (cb < ca);
    int n = 0;
    for (int r = ra + dr, c = ca + dc; r != rb || c != cb; r += dr, c += dc)
        n += pos.at(r, c).empty() ? 0 : 1;
    return n;
}

} // namespace

bool xiangqiAttacks(const Position &pos, int from, int target)
{
    const Cell &cell = pos.cells[size_t(from)];
    const int r0 = pos.rowOf(from), c0 = pos.colOf(from);
    const int dr = pos.rowOf(target) - r0, dc = pos.colOf(target) - c0;
    const int ar = std::abs(dr), ac = std::abs(dc);
    switch (cell.kind) {
    case 'K': {
        if (ar + ac == 1)
            return inPalace(pos, cell.side, pos.rowOf(target), pos.colOf(target));
        // the flying general: facing the other king with nothing between
        const Cell &t = pos.cells[size_t(target)];
        return dc == 0 && t.kind == 'K' && t.side != cell.side && between(pos, from, target) == 0;
    }
    case 'A': return ar == 1 && ac == 1 && inPalace(pos, cell.side, pos.rowOf(target), pos.colOf(target));
    case 'E':
        return ar == 2 && ac == 2 && ownHalf(pos, cell.side, pos.rowOf(target))
               && pos.at(r0 + dr / 2, c0 + dc / 2).empty();
    case 'H':
        if (ar == 2 && ac == 1)
            return pos.at(r0 + dr / 2, c0).empty();
        if (ar == 1 && ac == 2)
            return pos.at(r0, c0 + dc / 2).empty();
        return false;
    case 'R': return (dr == 0) != (dc == 0) && between(pos, from, target) == 0;
    case 'C': return (dr == 0) != (dc == 0) && between(pos, from, target) == 1;
    case 'P': {
        const int f = Position::forward(cell.side);
        if (dr == f && dc == 0)
            return true;
        return dr == 0 && ac == 1 && !ownHalf(pos, cell.side, r0);
    }
    default: return false;
    }
}

void xiangqiPseudoMoves(const Position &pos, std::vector<RawMove> &out)
{
    const BoardSide side = pos.toMove;
    for (int i = 0; i < int(pos.cells.size()); ++i) {
        const Cell &cell = pos.cells[size_t(i)];
        if (cell.empty() || cell.side != side)
            continue;
        const int r0 = pos.rowOf(i), c0 = pos.colOf(i);
        if (cell.kind == 'R' || cell.kind == 'C') {
            static constexpr int dirs[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
            for (const auto &d : dirs) {
                bool screened = false;
                for (int r = r0 + d[0], c = c0 + d[1]; pos.onBoard(r, c); r += d[0], c += d[1]) {
                    const Cell &t = pos.at(r, c);
                    if (cell.kind == 'R') {
                        if (t.empty() || t.side != side)
                            out.push_back(RawMove{i, pos.index(r, c)});
                        if (!t.empty())
                            break;
                    } else if (!screened) {
                        if (t.empty())
                            out.push_back(RawMove{i, pos.index(r, c)});
                        else
                            screened = true;
                    } else if (!t.empty()) {
                        if (t.side != side)
                            out.push_back(RawMove{i, pos.index(r, c)});
                        break;
                    }
                }
            }
            continue;
        }
        // every other piece reaches at most two rows and columns away
        for (int dr = -2; dr <= 2; ++dr) {
            for (int dc = -2; dc <= 2; ++dc) {
                const int r = r0 + dr, c = c0 + dc;
                if ((dr == 0 && dc == 0) || !pos.onBoard(r, c))
                    continue;
                const Cell &t = pos.at(r, c);
                if (!t.empty() && t.side == side)
                    continue;
                if (cell.kind == 'K' && std::abs(dr) + std::abs(dc) != 1)
                    continue; // the flying general only ever captures, and is never a move
                if (xiangqiAttacks(pos, i, pos.index(r, c)))
                    out.push_back(RawMove{i, pos.index(r, c)});
            }
        }
    }
}

} // namespace kib::boardrules
