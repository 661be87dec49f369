// Shogi: the moves of each piece, promotion (optional in the zone, forced
// where the piece could never move again) and drops (boardposition.h).
#include "boardposition.h"

#include <algorithm>
#include <cstdlib>

namespace kib::boardrules {

namespace {

// Steps relative to the mover: row -1 is forward for either side.
constexpr int kGold[6][2] = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, 0}};
constexpr int kSilver[5][2] = {{-1, -1}, {-1, 0}, {-1, 1}, {1, -1}, {1, 1}};
constexpr int kKing[8][2] = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};
constexpr int kKnight[2][2] = {{-2, -1}, {-2, 1}};
constexpr int kDiag[4][2] = {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}};
constexpr int kOrtho[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};

// How many rows ahead of the mover's last row 'row' is: 0 on the last row.
int rowsToGo(const Position &pos, BoardSide side, int row)
{
    return side == BoardSide::Bottom ? row : pos.rows - 1 - row;
}

bool inZone(const Position &pos, BoardSide side, int row)
{
    return rowsToGo(pos, side, row) < 3;
}

// Whether a piece of 'kind' could still move from 'row' (unpromoted).
bool canMoveOn(const Position &pos, BoardSide side, char kind, int row)
{
    const int ahead = rowsToGo(pos, side, row);
    if (kind == 'P' || kind == 'L')
        return ahead >= 1;
    if (kind == 'N')
        return ahead >= 2;
    return true;
}

struct Steps
{
    const int (*steps)[2] = nullptr;
    int stepCount = 0;
    const int (*rays)[2] = nullptr;
    int rayCount = 0;
    const int (*extra)[2] = nullptr; // the dragon's and the horse's one-square steps
    int extraCount = 0;
};

Steps movesOf(const Cell &cell)
{
    if (cell.promoted) {
        switch (cell.kind) {
        case 'R': return Steps{nullptr, 0, kOrtho, 4, kDiag, 4};
        case 'B': return Steps{nullptr, 0, kDiag, 4, kOrtho, 4};
        default: return Steps{kGold, 6};
        }
    }
    static constexpr int kLance[1][2] = {{-1, 0}};
    static constexpr int kPawn[1][2] = {{-1, 0}};
    switch (cell.kind) {
    case 'K': return Steps{kKing, 8};
    case 'G': return Steps{kGold, 6};
    case 'S': return Steps{kSilver, 5};
    case 'N': return Steps{kKnight, 2};
    case 'P': return Steps{kPawn, 1};
    case 'L': return Steps{nullptr, 0, kLance, 1};
    case 'R': return Steps{nullptr, 0, kOrtho, 4};
    case 'B': return Steps{nullptr, 0, kDiag, 4};
    default: return {};
    }
}

void addMove(const Position &pos, int from, int to, std::vector<RawMove> &out)
{
    const Cell &cell = pos.cells[size_t(from)];
    const BoardSide side = cell.side;
    const bool promotable = !cell.promoted && cell.kind != 'K' && cell.kind != 'G';
    const int toRow = pos.rowOf(to);
    if (promotable && (inZone(pos, side, pos.rowOf(from)) || inZone(pos, side, toRow))) {
        RawMove m{from, to};
        m.promote = true;
        out.push_back(m);
        if (!canMoveOn(pos, side, cell.kind, toRow))
            return; // promotion forced
    }
    out.push_back(RawMove{from, to});
}

bool hasUnpromotedPawn(const Position &pos, BoardSide side, int col)
{
    for (int r = 0; r < pos.rows; ++r) {
        const Cell &c = pos.at(r, col);
        if (c.kind == 'P' && !c.promoted && c.side == side)
            return true;
    }
    return false;
}

} // namespace

void shogiPseudoMoves(const Position &pos, std::vector<RawMove> &out)
{
    const BoardSide side = pos.toMove;
    const int f = side == BoardSide::Bottom ? 1 : -1; // turns relative rows into board rows
    for (int i = 0; i < int(pos.cells.size()); ++i) {
        const Cell &cell = pos.cells[size_t(i)];
        if (cell.empty() || cell.side != side)
            continue;
        const Steps s = movesOf(cell);
        const int r0 = pos.rowOf(i), c0 = pos.colOf(i);
        auto step = [&](const int (*dirs)[2], int n) {
            for (int d = 0; d < n; ++d) {
                const int r = r0 + dirs[d][0] * f, c = c0 + dirs[d][1];
                if (pos.onBoard(r, c) && (pos.at(r, c).empty() || pos.at(r, c).side != side))
                    addMove(pos, i, pos.index(r, c), out);
            }
        };
        step(s.steps, s.stepCount);
        step(s.extra, s.extraCount);
        for (int d = 0; d < s.rayCount; ++d) {
            for (int r = r0 + s.rays[d][0] * f, c = c0 + s.rays[d][1]; pos.onBoard(r, c);
                 r += s.rays[d][0] * f, c += s.rays[d][1]) {
                const Cell &t = pos.at(r, c);
                if (t.empty() || t.side != side)
                    addMove(pos, i, pos.index(r, c), out);
                if (!t.empty())
                    break;
            }
        }
    }
    std::vector<char> kinds = pos.hands[size_t(sideIndex(side))];
    std::sort(kinds.begin(), kinds.end());
    kinds.erase(std::unique(kinds.begin(), kinds.end()), kinds.end());
    for (char kind : kinds) {
        for (int i = 0; i < int(pos.cells.size()); ++i) {
            if (!pos.cells[size_t(i)].empty() || !canMoveOn(pos, side, kind, pos.rowOf(i)))
                continue;
            if (kind == 'P' && hasUnpromotedPawn(pos, side, pos.colOf(i)))
                continue; // nifu
            RawMove m{-1, i};
            m.drop = kind;
            out.push_back(m);
        }
    }
}

bool shogiAttacks(const Position &pos, int from, int target)
{
    const Cell &cell = pos.cells[size_t(from)];
    // the target relative to the piece, in the piece's own terms (row -1 ahead)
    const int rr = (pos.rowOf(target) - pos.rowOf(from)) * (cell.side == BoardSide::Bottom ? 1 : -1);
    const int dc = pos.colOf(target) - pos.colOf(from);
    const Steps s = movesOf(cell);
    auto stepHit = [&](const int (*dirs)[2], int n) {
        for (int d = 0; d < n; ++d)
            if (dirs[d][0] == rr && dirs[d][1] == dc)
                return true;
        return false;
    };
    if (stepHit(s.steps, s.stepCount) || stepHit(s.extra, s.extraCount))
        return true;
    for (int d = 0; d < s.rayCount; ++d) {
        const int sr = s.rays[d][0], sc = s.rays[d][1];
        // on the ray?
        int k = 0;
        if (sr != 0)
            k = rr / sr;
        else if (sc != 0)
            k = dc / sc;
        if (k <= 0 || rr != k * sr || dc != k * sc)
            continue;
        bool clear = true;
        for (int j = 1; j < k && clear; ++j) {
            const int r = pos.rowOf(from) + j * sr * (cell.side == BoardSide::Bottom ? 1 : -1);
            const int c = pos.colOf(from) + j * sc;
            clear = pos.at(r, c).empty();
        }
        if (clear)
            return true;
    }
    return false;
}

} // namespace kib::boardrules
