// The step labels of a whole chess-variant game (issue 20): the move list,
// the printed pages and the full record label every move. Labelling each
// step with BoardRecord::stepLabel() replays the game up to that step (the
// square of the game's length); boardStepLabels() labels them all in one
// pass. Both are timed in the same run on games of growing length (the
// knights going out and back), and their labels compared.
#include "model/boardnotation.h"
#include "model/boardrecord.h"

#include <QElapsedTimer>
#include <QTextStream>

using namespace kib;

namespace {

BoardRecord knightsGame(int moves)
{
    static const char *const rows[] = {"♜♞♝♛♚♝♞♜", "♟♟♟♟♟♟♟♟", "", "", "", "", "♙♙♙♙♙♙♙♙", "♖♘♗♕♔♗♘♖"};
    QStringList squares;
    for (const char *row : rows) {
        const QString r = QString::fromUtf8(row);
        for (int c = 0; c < 8; ++c)
            squares << (r.isEmpty() ? QString() : r.mid(c, 1));
    }
    BoardRecord rec;
    rec.setIndexes({8, 8});
    rec.setSquares(squares);
    rec.setVariant(BoardVariant::Chess);
    static const int hops[4][2] = {{62, 45}, {6, 21}, {45, 62}, {21, 6}};
    static const char *const pieces[4] = {"♘", "♞", "♘", "♞"};
    for (int i = 0; i < moves; ++i)
        rec.moves().append(BoardMove{BoardAction{hops[i % 4][0], hops[i % 4][1], QString::fromUtf8(pieces[i % 4]), QString()}});
    return rec;
}

} // namespace

int main()
{
    QTextStream out(stdout);
    out << "moves  per-step stepLabel() ms  boardStepLabels() ms  ratio  same\n";
    for (int moves : {250, 500, 1000, 2000, 4000}) {
        const BoardRecord rec = knightsGame(moves);
        QElapsedTimer t;
        t.start();
        QStringList perStep;
        for (int s = 0; s <= rec.stepCount(); ++s)
            perStep << rec.stepLabel(s);
        const double slow = t.nsecsElapsed() / 1e6;
        t.restart();
        const QStringList onePass = boardStepLabels(rec);
        const double fast = t.nsecsElapsed() / 1e6;
        out << QStringLiteral("%1  %2  %3  %4  %5\n")
                   .arg(moves, 5)
                   .arg(slow, 25, 'f', 1)
                   .arg(fast, 20, 'f', 1)
                   .arg(slow / std::max(fast, 0.001), 5, 'f', 1)
                   .arg(perStep == onePass ? QStringLiteral("yes") : QStringLiteral("NO"));
    }
    return 0;
}
