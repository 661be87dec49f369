// Janggi: the palaces and their diagonal lines, blocked horses and
// elephants, the cannon's one screen (never a cannon, and it never takes a
// cannon), no river, and the pass (boardposition.h). Generals facing each
// other on an open file (bikjang) is a legal position: neither takes the
// other, unlike xiangqi's flying general.
#include "boardposition.h"

#include <algorithm>
#include <cstdlib>

namespace kib::boardrules {

namespace {

// The palace 'r' row lies in: 0 the top one, 1 the bottom one, -1 none.
int palaceOf(const Position &pos, int r, int c)
{
    const int mid = pos.cols / 2;
    if (c < mid - 1 || c > mid + 1)
        return -1;
    if (r <= 2)
        return 0;
    if (r >= pos.rows - 3)
        return 1;
    return -1;
}

bool ownPalace(const Position &pos, BoardSide side, int r, int c)
{
    return palaceOf(pos, r, c) == (side == BoardSide::Top ? 0 : 1);
}

bool palaceCentre(const Position &pos, int r, int c)
{
    return c == pos.cols / 2 && (r == 1 || r == pos.rows - 2);
}

// Whether a one-square diagonal step from (r,c) to (r2,c2) runs along a
// palace line: both squares in one palace, one of them its centre.
bool palaceDiagonal(const Position &pos, int r, int c, int r2, int c2)
{
    const int p = palaceOf(pos, r, c);
    return p >= 0 && p == palaceOf(pos, r2, c2) && (palaceCentre(pos, r, c) || palaceCentre(pos, r2, c2));
}

bool enemyOrEmpty(const Cell &t, BoardSide side)
{
    return t.empty() || t.side != side;
}

// Every square the piece on 'from' may move to (or take on), its own
// pieces excluded; 'emit' gets each destination index.
template <typename Emit>
void targets(const Position &pos, int from, Emit emit)
{
    const Cell &cell = pos.cells[size_t(from)];
    const BoardSide side = cell.side;
    const int r0 = pos.rowOf(from), c0 = pos.colOf(from);
    static constexpr int orth[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
    static constexpr int diag[4][2] = {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}};
    auto tryStep = [&](int r, int c) {
        if (pos.onBoard(r, c) && enemyOrEmpty(pos.at(r, c), side))
            emit(pos.index(r, c));
    };
    switch (cell.kind) {
    case 'K':
    case 'A':
        for (const auto &d : orth)
            if (ownPalace(pos, side, r0 + d[0], c0 + d[1]))
                tryStep(r0 + d[0], c0 + d[1]);
        for (const auto &d : diag)
            if (ownPalace(pos, side, r0 + d[0], c0 + d[1]) && palaceDiagonal(pos, r0, c0, r0 + d[0], c0 + d[1]))
                tryStep(r0 + d[0], c0 + d[1]);
        return;
    case 'P': {
        const int f = Position::forward(side);
        tryStep(r0 + f, c0);
        tryStep(r0, c0 - 1);
        tryStep(r0, c0 + 1);
        for (int dc : {-1, 1})
            if (palaceDiagonal(pos, r0, c0, r0 + f, c0 + dc))
                tryStep(r0 + f, c0 + dc);
        return;
    }
    case 'H':
        for (const auto &d : orth) {
            const int r1 = r0 + d[0], c1 = c0 + d[1];
            if (!pos.onBoard(r1, c1) || !pos.at(r1, c1).empty())
                continue;
            for (int s : {-1, 1}) // then one diagonal step outwards
                tryStep(r1 + d[0] + (d[0] == 0 ? s : 0), c1 + d[1] + (d[1] == 0 ? s : 0));
        }
        return;
    case 'E':
        for (const auto &d : orth) {
            const int r1 = r0 + d[0], c1 = c0 + d[1];
            if (!pos.onBoard(r1, c1) || !pos.at(r1, c1).empty())
                continue;
            for (int s : {-1, 1}) { // then two diagonal steps outwards
                const int sr = d[0] == 0 ? s : d[0], sc = d[1] == 0 ? s : d[1];
                const int r2 = r1 + sr, c2 = c1 + sc;
                if (!pos.onBoard(r2, c2) || !pos.at(r2, c2).empty())
                    continue;
                tryStep(r2 + sr, c2 + sc);
            }
        }
        return;
    case 'R':
    case 'C': {
        const bool cannon = cell.kind == 'C';
        // one line: orthogonal, or a palace diagonal (checked step by step)
        auto slide = [&](int dr, int dc, bool diagonal) {
            bool screened = false;
            for (int r = r0 + dr, c = c0 + dc, pr = r0, pc = c0; pos.onBoard(r, c);
                 pr = r, pc = c, r += dr, c += dc) {
                if (diagonal && !palaceDiagonal(pos, pr, pc, r, c))
                    return;
                const Cell &t = pos.at(r, c);
                if (!cannon) {
                    if (enemyOrEmpty(t, side))
                        emit(pos.index(r, c));
                    if (!t.empty())
                        return;
                } else if (!screened) {
                    if (t.kind == 'C')
                        return; // a cannon never jumps a cannon
                    if (!t.empty())
                        screened = true;
                } else if (t.empty()) {
                    emit(pos.index(r, c));
                } else {
                    if (t.side != side && t.kind != 'C')
                        emit(pos.index(r, c)); // nor takes one
                    return;
                }
            }
        };
        for (const auto &d : orth)
            slide(d[0], d[1], false);
        for (const auto &d : diag)
            slide(d[0], d[1], true);
        return;
    }
    default:
        return;
    }
}

} // namespace

char janggiKind(const QString &name)
{
    // hanja and Hangul names as well as PCN's letters
    static const struct { const char16_t *chars; char kind; } table[] = {
        {u"楚漢汉宮宫將将帥帅초한궁장", 'K'}, {u"士仕사", 'A'}, {u"象相상", 'E'}, {u"馬马傌마", 'H'},
        {u"車车俥차", 'R'},                  {u"包砲炮포", 'C'}, {u"卒兵졸병", 'P'},
    };
    for (QChar c : name)
        for (const auto &row : table)
            if (QStringView(row.chars).contains(c))
                return row.kind;
    const QChar l = name.isEmpty() ? QChar() : name.at(0).toUpper();
    switch (l.unicode()) {
    case 'G': case 'K': return 'K';
    case 'S': case 'A': return 'A';
    case 'E': case 'B': return 'E';
    case 'M': case 'H': case 'N': return 'H';
    case 'R': return 'R';
    case 'P': case 'C': return 'C'; // PCN's janggi "p" is the cannon (po)
    case 'J': case 'Z': return 'P'; // and "j" the soldier (jol)
    }
    return 0;
}

bool janggiAttacks(const Position &pos, int from, int target)
{
    bool hit = false;
    targets(pos, from, [&](int to) { hit = hit || to == target; });
    return hit;
}

void janggiPseudoMoves(const Position &pos, std::vector<RawMove> &out)
{
    for (int i = 0; i < int(pos.cells.size()); ++i) {
        const Cell &cell = pos.cells[size_t(i)];
        if (cell.empty() || cell.side != pos.toMove)
            continue;
        targets(pos, i, [&](int to) { out.push_back(RawMove{i, to}); });
    }
    RawMove pass;
    pass.pass = true;
    out.push_back(pass);
}

bool generalsFacing(const Position &pos)
{
    const int a = kingSquare(pos, BoardSide::Bottom), b = kingSquare(pos, BoardSide::Top);
    if (a < 0 || b < 0 || pos.colOf(a) != pos.colOf(b))
        return false;
    for (int i = std::min(a, b) + pos.cols; i < std::max(a, b); i += pos.cols)
        if (!pos.cells[size_t(i)].empty())
            return false;
    return true;
}

} // namespace kib::boardrules
