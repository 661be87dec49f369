// The board view stepped through real games: what it paints (the last
// move's squares marked, pieces where the model puts them, the variant's
// look), flipping, the move list (clicking goes there, it follows the
// cursor), the pieces in hand and the step keys. Set KIBITZER_SNAPSHOT_DIR
// to keep a PNG of each pane for a person to look at.
#include "support/corpus.h"

#include "boardpainter.h"
#include "boardpane.h"
#include "boardwidget.h"
#include "handwidget.h"
#include "movelistwidget.h"

#include "model/replaycursor.h"
#include "parsers/fileio.h"

#include <QAction>
#include <QDir>
#include <QImage>
#include <QTest>

using namespace kib;

namespace {

QString sample(const char *name)
{
    return QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples/") + QLatin1String(name);
}

QString corpus(const char *name)
{
    return kib::test::corpusPath(QStringLiteral("pcn/") + QLatin1String(name));
}

std::shared_ptr<const BoardRecord> load(const QString &path)
{
    const LoadedFile f = readFile(path);
    if (!f.ok() || f.result.collection.isEmpty())
        return nullptr;
    return std::dynamic_pointer_cast<const BoardRecord>(f.result.collection.records().first());
}

int indexOf(const BoardRecord &r, const QString &square)
{
    for (int i = 0; i < r.squareCount(); ++i)
        if (r.squareName(i) == square)
            return i;
    return -1;
}

QImage render(QWidget &w)
{
    return w.grab().toImage().convertToFormat(QImage::Format_RGB32);
}

// A point at a fraction of a rect.
QPoint at(const QRectF &r, qreal fx, qreal fy)
{
    return QPoint(int(r.left() + fx * r.width()), int(r.top() + fy * r.height()));
}

QColor plainColour(const BoardLayout &l, int index)
{
    return BoardPainter::squareColour(l, index);
}

// Marked: the yellow mark over the plain colour takes much of its blue.
bool looksMarked(const QImage &img, const QPoint &p, const QColor &plain)
{
    const QColor c = img.pixelColor(p);
    return c.blue() < plain.blue() - 40 && c.red() >= plain.red() - 8;
}

void snapshot(QWidget &w, const QString &name)
{
    const QByteArray dir = qgetenv("KIBITZER_SNAPSHOT_DIR");
    QCoreApplication::processEvents(); // let the layouts settle
    if (!dir.isEmpty())
        w.grab().save(QDir(QString::fromLocal8Bit(dir)).filePath(name + QStringLiteral(".png")));
}

} // namespace

class TestBoardView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void lastMoveMarked_data();
    void lastMoveMarked();
    void piecesWhereTheModelSays_data();
    void piecesWhereTheModelSays();
    void flipSwapsOrientation();
    void variantLook();
    void moveListClicks();
    void stepKeys_data();
    void stepKeys();
    void handsFollowTheGame();
    void noBoardForCards();
};

void TestBoardView::lastMoveMarked_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("step");
    QTest::addColumn<QStringList>("emptyMarked"); // squares the move left, empty now: marked
    QTest::addColumn<QString>("destination");     // where the move went: marked around the piece
    QTest::addColumn<QString>("plainEmpty");      // an empty square the move did not touch

    const QString chess = sample("chess_castling_en_passant_promotion.pcn");
    QTest::newRow("e2-e4") << chess << 1 << QStringList{"e2"} << "e4" << "e3";
    QTest::newRow("en passant") << chess << 5 << QStringList{"e5", "d5"} << "d6" << "e3";
    QTest::newRow("castling") << chess << 10 << QStringList{"e8", "h8"} << "g8" << "e3";
    QTest::newRow("promotion") << chess << 9 << QStringList{"c7"} << "b8" << "e3";
    const QString shogi = sample("shogi_drop_after_capture.pcn");
    QTest::newRow("shogi capture") << shogi << 3 << QStringList{"8h"} << "2b" << "5e";
    QTest::newRow("shogi drop") << shogi << 5 << QStringList{} << "5e" << "4e";
    const QString janggi = sample("janggi_cannon_raid.pcn");
    QTest::newRow("janggi horse") << janggi << 3 << QStringList{"b1"} << "c3" << "e6";
    QTest::newRow("xiangqi cannon") << corpus("spec2020_xiangqi.pcn") << 1 << QStringList{"b3"} << "e3" << "c6";
    QTest::newRow("makruk pawn") << sample("makruk_knight_raid.pcn") << 1 << QStringList{"c3"} << "c4" << "e4";
}

void TestBoardView::lastMoveMarked()
{
    QFETCH(QString, path);
    KIB_REQUIRE_CORPUS(path);
    QFETCH(int, step);
    QFETCH(QStringList, emptyMarked);
    QFETCH(QString, destination);
    QFETCH(QString, plainEmpty);

    const auto record = load(path);
    QVERIFY(record);
    ReplayCursor cursor;
    cursor.setRecord(record);
    BoardWidget board;
    board.setReplayCursor(&cursor);
    board.resize(480, 480);
    board.show();
    cursor.setStep(step);
    const QImage img = render(board);
    const BoardLayout l = board.layout();
    QVERIFY(l.isValid());
    for (const QString &sq : emptyMarked) {
        const int i = indexOf(*record, sq);
        QVERIFY2(i >= 0 && cursor.boardState().isEmpty(i), qPrintable(sq));
        QVERIFY2(looksMarked(img, at(board.squareRect(i), 0.25, 0.25), plainColour(l, i)), qPrintable(sq));
    }
    const int dest = indexOf(*record, destination);
    QVERIFY(!cursor.boardState().isEmpty(dest));
    QVERIFY2(looksMarked(img, at(board.squareRect(dest), 0.08, 0.08), plainColour(l, dest)),
             qPrintable(destination));
    const int plain = indexOf(*record, plainEmpty);
    QVERIFY(cursor.boardState().isEmpty(plain));
    QCOMPARE(img.pixelColor(at(board.squareRect(plain), 0.25, 0.25)), plainColour(l, plain));

    // one step on, the mark has moved with the next move
    if (step < record->stepCount()) {
        cursor.next();
        const QImage next = render(board);
        const QList<int> now = cursor.boardState().lastMoveSquares();
        for (const QString &sq : emptyMarked) {
            const int i = indexOf(*record, sq);
            if (!now.contains(i) && cursor.boardState().isEmpty(i))
                QCOMPARE(next.pixelColor(at(board.squareRect(i), 0.25, 0.25)), plainColour(l, i));
        }
    }
}

void TestBoardView::piecesWhereTheModelSays_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("name");
    QTest::newRow("chess") << sample("chess_castling_en_passant_promotion.pcn") << "chess";
    QTest::newRow("shogi") << sample("shogi_drop_after_capture.pcn") << "shogi";
    QTest::newRow("makruk") << sample("makruk_knight_raid.pcn") << "makruk";
    QTest::newRow("janggi") << sample("janggi_cannon_raid.pcn") << "janggi";
    QTest::newRow("xiangqi") << corpus("viewer2020_xiangqi-game-example.pcn") << "xiangqi";
    QTest::newRow("xiangqi sample") << sample("xiangqi_central_cannon.pcn") << "xiangqi sample";
    QTest::newRow("tsume") << corpus("viewer2020_shogi-problem-example.pcn") << "tsume";
    QTest::newRow("immortal") << corpus("spec2020_chess.pcn") << "immortal";
}

void TestBoardView::piecesWhereTheModelSays()
{
    QFETCH(QString, path);
    KIB_REQUIRE_CORPUS(path);
    QFETCH(QString, name);
    const auto record = load(path);
    QVERIFY(record);
    ReplayCursor cursor;
    cursor.setRecord(record);
    BoardPane pane;
    pane.setReplayCursor(&cursor);
    pane.resize(960, 700);
    pane.show();
    for (int step : {0, record->stepCount() / 2, record->stepCount()}) {
        cursor.setStep(step);
        const QImage img = render(*pane.board());
        const BoardLayout l = pane.board()->layout();
        QVERIFY(l.isValid());
        const BoardState &st = cursor.boardState();
        const QList<int> marked = st.lastMoveSquares();
        for (int i = 0; i < st.squares.size(); ++i) {
            // count what differs from the plain board inside the square,
            // away from its edges and lines
            const QRectF cell = l.cellRect(i);
            const QColor plain = plainColour(l, i);
            int differ = 0, total = 0;
            for (qreal fy = 0.2; fy < 0.81; fy += 0.05)
                for (qreal fx = 0.2; fx < 0.81; fx += 0.05) {
                    const qreal dx = qAbs(fx - 0.5), dy = qAbs(fy - 0.5);
                    if (l.onPoints() && (dx < 0.06 || dy < 0.06))
                        continue; // the lines through the point
                    ++total;
                    if (img.pixelColor(at(cell, fx, fy)) != plain)
                        ++differ;
                }
            if (!st.squares.at(i).isEmpty())
                QVERIFY2(differ > total / 10, qPrintable(QStringLiteral("%1: no piece drawn on %2 at step %3")
                                                             .arg(name, record->squareName(i))
                                                             .arg(step)));
            else if (!marked.contains(i) && !l.onPoints())
                QVERIFY2(differ == 0, qPrintable(QStringLiteral("%1: %2 is empty but painted at step %3")
                                                     .arg(name, record->squareName(i))
                                                     .arg(step)));
        }
    }
    snapshot(pane, QStringLiteral("board-") + name);
}

void TestBoardView::flipSwapsOrientation()
{
    const auto record = load(sample("chess_castling_en_passant_promotion.pcn"));
    QVERIFY(record);
    ReplayCursor cursor;
    cursor.setRecord(record);
    BoardPane pane;
    pane.setReplayCursor(&cursor);
    pane.resize(960, 700);
    pane.show();
    BoardWidget *board = pane.board();

    // white pieces are filled near-white: count them in each half of the board
    auto whiteHalves = [&] {
        const QImage img = render(*board);
        const QRectF g = board->layout().gridRect();
        int top = 0, bottom = 0;
        for (int y = int(g.top()); y < int(g.bottom()); ++y)
            for (int x = int(g.left()); x < int(g.right()); ++x) {
                const QColor c = img.pixelColor(x, y);
                if (c.red() > 245 && c.green() > 245 && c.blue() > 240)
                    (y < g.center().y() ? top : bottom) += 1;
            }
        return qMakePair(top, bottom);
    };
    const int e1 = indexOf(*record, QStringLiteral("e1"));
    const int a8 = indexOf(*record, QStringLiteral("a8"));
    QVERIFY(!board->isFlipped());
    const QPointF centre = board->layout().gridRect().center();
    QVERIFY(board->squareRect(e1).center().y() > centre.y());
    QVERIFY(board->squareRect(a8).center().x() < centre.x());
    const auto before = whiteHalves();
    QVERIFY(before.second > 10 * qMax(1, before.first));
    QCOMPARE(pane.topHand()->side(), BoardSide::Top);

    pane.flipAction()->trigger();
    QVERIFY(board->isFlipped());
    QVERIFY(pane.flipAction()->isChecked());
    QVERIFY(board->squareRect(e1).center().y() < centre.y());
    QVERIFY(board->squareRect(a8).center().x() > centre.x());
    const auto after = whiteHalves();
    QVERIFY(after.first > 10 * qMax(1, after.second));
    QCOMPARE(pane.topHand()->side(), BoardSide::Bottom);
    QCOMPARE(pane.bottomHand()->side(), BoardSide::Top);
    // hit testing follows the orientation
    for (int i = 0; i < 64; ++i)
        QCOMPARE(board->squareAt(board->squareRect(i).center()), i);
    snapshot(pane, QStringLiteral("board-chess-flipped"));

    // F on the board flips back
    board->setFocus();
    QTest::keyClick(board, Qt::Key_F);
    QVERIFY(!board->isFlipped());
    QVERIFY(!pane.flipAction()->isChecked());
}

void TestBoardView::variantLook()
{
    // xiangqi's river cuts the inner files; janggi's files run through, with no band
    for (const auto &[path, cut] : {qMakePair(sample("xiangqi_central_cannon.pcn"), true),
                                    qMakePair(sample("janggi_cannon_raid.pcn"), false)}) {
        const auto record = load(path);
        QVERIFY(record);
        ReplayCursor cursor;
        cursor.setRecord(record);
        BoardWidget board;
        board.setReplayCursor(&cursor);
        board.resize(450, 500);
        board.show();
        const QImage img = render(board);
        const BoardLayout l = board.layout();
        QVERIFY(l.onPoints());
        // file b (column 1), halfway between the fifth and sixth rows from the top
        const QPointF p = l.displayCentre(4, 1) + QPointF(0, l.cell() / 2);
        const QColor c = img.pixelColor(p.toPoint());
        const QColor paper = BoardPainter::lightSquare(l.variant());
        if (cut)
            QCOMPARE(c, paper);
        else
            QVERIFY2(c.lightness() < paper.lightness() - 60, qPrintable(c.name()));
        if (!cut) {
            // janggi has no river: the cells between the fifth and sixth rows are bare paper
            const QPointF m = l.displayCentre(4, 1) + QPointF(l.cell() / 2, l.cell() / 2);
            QCOMPARE(img.pixelColor(m.toPoint()), paper);
        }
        // the palace's diagonal crosses between its centre and a corner
        const QPointF d = (l.displayCentre(0, 3) + l.displayCentre(1, 4)) / 2;
        QVERIFY(img.pixelColor(d.toPoint()).lightness() < paper.lightness() - 60);
    }
    // shogi's promotion zones are shaded: an empty square of the third rank
    // is darker than one of the fifth
    const auto shogi = load(sample("shogi_drop_after_capture.pcn"));
    ReplayCursor cursor;
    cursor.setRecord(shogi);
    BoardWidget board;
    board.setReplayCursor(&cursor);
    board.resize(480, 480);
    board.show();
    const QImage img = render(board);
    const QColor zone = img.pixelColor(at(board.squareRect(indexOf(*shogi, QStringLiteral("4b"))), 0.3, 0.3));
    const QColor middle = img.pixelColor(at(board.squareRect(indexOf(*shogi, QStringLiteral("4e"))), 0.3, 0.3));
    QCOMPARE(middle, BoardPainter::lightSquare(BoardVariant::Shogi));
    QVERIFY(zone.lightness() < middle.lightness());
}

void TestBoardView::moveListClicks()
{
    const auto record = load(sample("chess_castling_en_passant_promotion.pcn"));
    QVERIFY(record);
    ReplayCursor cursor;
    cursor.setRecord(record);
    BoardPane pane;
    pane.setReplayCursor(&cursor);
    pane.resize(960, 700);
    pane.show();
    MoveListWidget *list = pane.moveList();
    QCOMPARE(list->rowCount(), 1 + 8);
    QCOMPARE(list->horizontalHeaderItem(0)->text(), QStringLiteral("White"));
    QCOMPARE(list->horizontalHeaderItem(1)->text(), QStringLiteral("Black"));
    QCOMPARE(list->item(0, 0)->text(), QStringLiteral("Setup"));
    QCOMPARE(list->item(1, 0)->text(), QStringLiteral("e4"));
    QCOMPARE(list->item(1, 0)->toolTip(), QStringLiteral("1. ♙ e2-e4"));
    QCOMPARE(list->item(3, 0)->text(), QStringLiteral("exd6"));
    QCOMPARE(list->item(5, 1)->text(), QStringLiteral("O-O"));
    QCOMPARE(list->item(5, 0)->text(), QStringLiteral("cxb8=Q"));

    // clicking a move goes there, and the board shows it
    for (int step : {5, 10, 1, 16, 0}) {
        const QRect r = list->stepRect(step);
        QVERIFY(r.isValid());
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, r.center());
        QCOMPARE(cursor.step(), step);
        QCOMPARE(list->currentRow(), list->cellOf(step).first);
        QCOMPARE(list->currentColumn(), list->cellOf(step).second);
    }
    // the list follows the cursor, whoever moves it
    cursor.setStep(7);
    QCOMPARE(list->currentRow(), 4);
    QCOMPARE(list->currentColumn(), 0);
    QVERIFY(pane.statusText().contains(QStringLiteral("7. dxc7")));
    QVERIFY(pane.statusText().contains(QStringLiteral("Black to move")));
    cursor.toEnd();
    QVERIFY(pane.statusText().contains(QStringLiteral("Finished: White won.")));
    QVERIFY(pane.statusText().contains(QStringLiteral("Black offers a draw.")));
}

void TestBoardView::stepKeys_data()
{
    QTest::addColumn<QString>("target"); // "board", "list" or "pane"
    QTest::newRow("board") << "board";
    QTest::newRow("move list") << "list";
    QTest::newRow("pane") << "pane";
}

void TestBoardView::stepKeys()
{
    QFETCH(QString, target);
    KIB_REQUIRE_CORPUS(corpus("viewer2020_chess-game-example.pcn"));
    const auto record = load(corpus("viewer2020_chess-game-example.pcn"));
    QVERIFY(record);
    ReplayCursor cursor;
    cursor.setRecord(record);
    BoardPane pane;
    pane.setReplayCursor(&cursor);
    pane.resize(960, 700);
    pane.show();
    QWidget *w = target == u"board" ? static_cast<QWidget *>(pane.board())
                 : target == u"list" ? static_cast<QWidget *>(pane.moveList())
                                     : static_cast<QWidget *>(&pane);
    const int n = record->stepCount();
    QCOMPARE(n, 45);
    const QList<QPair<Qt::Key, int>> keys = {
        {Qt::Key_Right, 1},   {Qt::Key_Right, 2},  {Qt::Key_Left, 1},     {Qt::Key_End, n},
        {Qt::Key_Right, n},   {Qt::Key_PageUp, n - 10}, {Qt::Key_PageUp, n - 20}, {Qt::Key_Home, 0},
        {Qt::Key_Left, 0},    {Qt::Key_PageDown, 10}, {Qt::Key_PageDown, 20},
    };
    for (const auto &[key, expected] : keys) {
        QTest::keyClick(w, key);
        QCOMPARE(cursor.step(), expected);
        QCOMPARE(cursor.boardState().step, expected);
    }
    if (target == u"list") {
        QTest::keyClick(w, Qt::Key_Down);
        QCOMPARE(cursor.step(), 22);
        QTest::keyClick(w, Qt::Key_Up);
        QCOMPARE(cursor.step(), 20);
    }
}

void TestBoardView::handsFollowTheGame()
{
    const auto record = load(sample("shogi_drop_after_capture.pcn"));
    QVERIFY(record);
    ReplayCursor cursor;
    cursor.setRecord(record);
    BoardPane pane;
    pane.setReplayCursor(&cursor);
    pane.resize(960, 760);
    pane.show();
    HandWidget *sente = pane.bottomHand();
    HandWidget *gote = pane.topHand();
    QVERIFY(sente->showsPieces() && gote->showsPieces());
    using Groups = QList<QPair<QString, int>>;
    QCOMPARE(sente->groups(), Groups());
    cursor.setStep(3); // Bx2b+: sente holds a bishop
    QCOMPARE(sente->groups(), (Groups{{"B", 1}}));
    QCOMPARE(gote->groups(), Groups());
    QVERIFY(gote->isToMove());
    QVERIFY(!sente->isToMove());
    // the bishop in hand is drawn: shogi's piece colour inside its place
    const QImage img = render(*sente);
    const QRectF place = sente->groupRect(0);
    bool drawn = false;
    for (qreal f = 0.3; f < 0.71 && !drawn; f += 0.1)
        drawn = img.pixelColor(at(place, 0.5, f)) == QColor(0xf3, 0xd9, 0x9c);
    QVERIFY(drawn);
    cursor.setStep(4);
    QCOMPARE(gote->groups(), (Groups{{"b", 1}}));
    cursor.setStep(6); // both bishops dropped again
    QCOMPARE(sente->groups(), Groups());
    QCOMPARE(gote->groups(), Groups());
    cursor.toEnd();
    QCOMPARE(sente->groups(), (Groups{{"B", 1}}));
    QCOMPARE(gote->groups(), (Groups{{"b", 1}}));
    QVERIFY(sente->playerText().startsWith(QStringLiteral("Sente")));
    snapshot(pane, QStringLiteral("board-shogi-pane"));

    // chess keeps no pieces in hand: only the players are shown
    const auto chess = load(sample("chess_castling_en_passant_promotion.pcn"));
    cursor.setRecord(chess);
    QVERIFY(!sente->showsPieces());
    QCOMPARE(sente->playerText(), QStringLiteral("White · Ada Weiss (1650)"));
    QCOMPARE(gote->playerText(), QStringLiteral("Black · Bruno Schwarz (1590) · offers a draw"));
}

void TestBoardView::noBoardForCards()
{
    ReplayCursor cursor;
    cursor.setRecord(std::make_shared<CardRecord>(Game::Bridge, 4));
    BoardPane pane;
    pane.setReplayCursor(&cursor);
    pane.resize(600, 400);
    pane.show();
    QVERIFY(!pane.board()->layout().isValid());
    QCOMPARE(pane.moveList()->rowCount(), 0);
    QVERIFY(pane.statusText().isEmpty());
    render(pane); // paints without a board
}

QTEST_MAIN(TestBoardView)
#include "tst_boardview.moc"
