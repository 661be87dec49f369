// The board model: variants, square names, whose piece is whose, the replay
// of moves (drops, captures to hand, castling, problems) and the replay
// cursor over a board record. Expected values are written out by hand.
#include "model/boardstate.h"
#include "model/replaycursor.h"
#include "support/boardtext.h"
#include "support/testrecords.h"

#include <QSignalSpy>
#include <QTest>

using namespace kib;

Q_DECLARE_METATYPE(kib::BoardVariant)
Q_DECLARE_METATYPE(kib::BoardSide)
Q_DECLARE_METATYPE(kib::BoardMove)
Q_DECLARE_METATYPE(kib::BoardProblem::Kind)

namespace {

const QStringList kChessStart = {
    "♜ ♞ ♝ ♛ ♚ ♝ ♞ ♜", "♟ ♟ ♟ ♟ ♟ ♟ ♟ ♟", ". . . . . . . .", ". . . . . . . .",
    ". . . . . . . .", ". . . . . . . .", "♙ ♙ ♙ ♙ ♙ ♙ ♙ ♙", "♖ ♘ ♗ ♕ ♔ ♗ ♘ ♖",
};

BoardRecord chessRecord()
{
    BoardRecord r;
    r.setIndexes({8, 8});
    r.setSquares(test::boardFromRows(kChessStart));
    r.setVariant(BoardVariant::Chess);
    return r;
}

BoardAction act(std::optional<int> from, int to, const char *piece, const char *hand = nullptr)
{
    return BoardAction{from, to, QString::fromUtf8(piece), hand ? QString::fromUtf8(hand) : QString()};
}

} // namespace

class TestBoardRecord : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void guessVariant_data();
    void guessVariant();
    void squareNames_data();
    void squareNames();
    void sideHints_data();
    void sideHints();
    void problems_data();
    void problems();
    void castlingAndLabels();
    void ownersFollowMoves();
    void cursorOverBoard();
    void cursorOverCards();
    void shapes();
};

void TestBoardRecord::guessVariant_data()
{
    QTest::addColumn<QList<int>>("indexes");
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<BoardVariant>("variant");

    QTest::newRow("chess") << QList<int>{8, 8} << kChessStart << BoardVariant::Chess;
    QTest::newRow("makruk") << QList<int>{8, 8}
                            << QStringList{"r n b q k b n r", ". . . . . . . .", "p p p p p p p p", ". . . . . . . .",
                                           ". . . . . . . .", "P P P P P P P P", ". . . . . . . .", "R N B K Q B N R"}
                            << BoardVariant::Makruk;
    QTest::newRow("empty 8x8") << QList<int>{8, 8} << QStringList(8, ". . . . . . . .") << BoardVariant::Chess;
    QTest::newRow("shogi") << QList<int>{9, 9} << QStringList(9, ". . . . . . . . .") << BoardVariant::Shogi;
    QTest::newRow("xiangqi letters") << QList<int>{10, 9}
                                     << QStringList{"r h e a k a e h r", ". . . . . . . . .", ". c . . . . . c ."}
                                            + QStringList(7, ". . . . . . . . .")
                                     << BoardVariant::Xiangqi;
    QTest::newRow("janggi letters") << QList<int>{10, 9}
                                    << QStringList{"r m e s . s e m r", ". . . . g . . . ."}
                                           + QStringList(8, ". . . . . . . . .")
                                    << BoardVariant::Janggi;
    QTest::newRow("janggi hanja") << QList<int>{10, 9}
                                  << QStringList{"車 馬 象 士 . 士 象 馬 車", ". . . . 漢 . . . ."}
                                         + QStringList(8, ". . . . . . . . .")
                                  << BoardVariant::Janggi;
    QTest::newRow("5x5") << QList<int>{5, 5} << QStringList(5, ". . . . .") << BoardVariant::Generic;
    QTest::newRow("3d") << QList<int>{2, 2, 2} << QStringList(4, ". .") << BoardVariant::Generic;
}

void TestBoardRecord::guessVariant()
{
    QFETCH(QList<int>, indexes);
    QFETCH(QStringList, rows);
    QFETCH(BoardVariant, variant);
    QCOMPARE(guessBoardVariant(indexes, test::boardFromRows(rows)), variant);
}

void TestBoardRecord::squareNames_data()
{
    QTest::addColumn<BoardVariant>("variant");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("cols");
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("name");

    QTest::newRow("chess a8") << BoardVariant::Chess << 8 << 8 << 0 << "a8";
    QTest::newRow("chess e2") << BoardVariant::Chess << 8 << 8 << 52 << "e2";
    QTest::newRow("chess h1") << BoardVariant::Chess << 8 << 8 << 63 << "h1";
    QTest::newRow("shogi 9a") << BoardVariant::Shogi << 9 << 9 << 0 << "9a";
    QTest::newRow("shogi 7g") << BoardVariant::Shogi << 9 << 9 << 56 << "7g";
    QTest::newRow("shogi 1i") << BoardVariant::Shogi << 9 << 9 << 80 << "1i";
    QTest::newRow("xiangqi a10") << BoardVariant::Xiangqi << 10 << 9 << 0 << "a10";
    QTest::newRow("xiangqi e1") << BoardVariant::Xiangqi << 10 << 9 << 85 << "e1";
    QTest::newRow("off board") << BoardVariant::Chess << 8 << 8 << 64 << "#64";
    QTest::newRow("negative") << BoardVariant::Chess << 8 << 8 << -3 << "#-3";
}

void TestBoardRecord::squareNames()
{
    QFETCH(BoardVariant, variant);
    QFETCH(int, rows);
    QFETCH(int, cols);
    QFETCH(int, index);
    QFETCH(QString, name);
    QCOMPARE(squareName(variant, rows, cols, index), name);
}

void TestBoardRecord::sideHints_data()
{
    QTest::addColumn<QString>("piece");
    QTest::addColumn<int>("side"); // 0 bottom, 1 top, -1 no hint

    QTest::newRow("white king") << "♔" << 0;
    QTest::newRow("white pawn") << "♙" << 0;
    QTest::newRow("black king") << "♚" << 1;
    QTest::newRow("black pawn") << "♟" << 1;
    QTest::newRow("capital") << "P" << 0;
    QTest::newRow("small") << "p" << 1;
    QTest::newRow("promoted capital") << "+P" << 0;
    QTest::newRow("promoted small") << "+b" << 1;
    QTest::newRow("red general") << "帥" << 0;
    QTest::newRow("red cannon") << "炮" << 0;
    QTest::newRow("black general") << "將" << 1;
    QTest::newRow("black cannon") << "砲" << 1;
    QTest::newRow("shogi kanji") << "歩" << -1;
    QTest::newRow("digit") << "1" << -1;
}

void TestBoardRecord::sideHints()
{
    QFETCH(QString, piece);
    QFETCH(int, side);
    const auto hint = pieceSideHint(piece);
    QCOMPARE(hint ? sideIndex(*hint) : -1, side);
}

void TestBoardRecord::problems_data()
{
    QTest::addColumn<BoardMove>("move");
    QTest::addColumn<QStringList>("bottomHand");
    QTest::addColumn<int>("count");
    QTest::addColumn<BoardProblem::Kind>("kind");
    QTest::addColumn<int>("action");
    QTest::addColumn<int>("element");
    QTest::addColumn<QString>("message");

    QTest::newRow("empty source") << BoardMove{act(36, 28, "♙")} << QStringList() << 1
                                  << BoardProblem::Kind::EmptySource << 0 << 0 << "the source square e4 (36) is empty";
    QTest::newRow("off board destination") << BoardMove{act(52, 64, "♙")} << QStringList() << 1
                                           << BoardProblem::Kind::OffBoard << 0 << 1
                                           << "destination 64 is off the board (squares 0 to 63)";
    QTest::newRow("off board source") << BoardMove{act(52, 36, "♙"), act(99, 35, "♙")} << QStringList() << 1
                                      << BoardProblem::Kind::OffBoard << 1 << 0
                                      << "source 99 is off the board (squares 0 to 63)";
    QTest::newRow("drop not held") << BoardMove{act(std::nullopt, 36, "♘")} << QStringList{"♗"} << 1
                                   << BoardProblem::Kind::NotInHand << 0 << 2
                                   << "White drops ♘, which it does not hold in hand";
    QTest::newRow("drop held") << BoardMove{act(std::nullopt, 36, "♘")} << QStringList{"♘"} << 0
                               << BoardProblem::Kind::NotInHand << 0 << 0 << "";
    QTest::newRow("empty piece to hand") << BoardMove{act(52, 12, "♙", "")} << QStringList() << 1
                                         << BoardProblem::Kind::NotAPiece << 0 << 3
                                         << "the piece put in hand has no name";
    QTest::newRow("nameless piece") << BoardMove{act(52, 36, "")} << QStringList() << 1
                                    << BoardProblem::Kind::NotAPiece << 0 << 2 << "the piece has no name";
}

void TestBoardRecord::problems()
{
    QFETCH(BoardMove, move);
    QFETCH(QStringList, bottomHand);
    QFETCH(int, count);
    QFETCH(BoardProblem::Kind, kind);
    QFETCH(int, action);
    QFETCH(int, element);
    QFETCH(QString, message);

    BoardRecord r = chessRecord();
    r.setInHand(BoardSide::Bottom, bottomHand);
    BoardState st = initialBoardState(r);
    const QList<BoardProblem> ps = applyBoardMove(st, r, move, BoardSide::Bottom);
    QCOMPARE(ps.size(), count);
    if (count == 0)
        return;
    QCOMPARE(ps.first().kind, kind);
    QCOMPARE(ps.first().action, action);
    QCOMPARE(ps.first().element, element);
    QCOMPARE(ps.first().message, message);
    QCOMPARE(st.toMove, BoardSide::Top);
}

void TestBoardRecord::castlingAndLabels()
{
    BoardRecord r = chessRecord();
    // 1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.O-O
    r.moves() = {{act(52, 36, "♙")}, {act(12, 28, "♟")}, {act(62, 45, "♘")}, {act(1, 18, "♞")},
                 {act(61, 34, "♗")}, {act(5, 26, "♝")},  {act(60, 62, "♔"), act(63, 61, "♖")}};
    QCOMPARE(r.stepCount(), 7);
    QCOMPARE(r.stepLabel(0), QStringLiteral("Setup"));
    QCOMPARE(r.stepLabel(1), QStringLiteral("1. e4"));
    QCOMPARE(r.stepLabel(7), QStringLiteral("7. O-O"));
    QCOMPARE(r.stepLabel(8), QString());
    const BoardState st = boardStateAt(r, 7);
    const QStringList expected = {
        "♜ . ♝ ♛ ♚ . ♞ ♜", "♟ ♟ ♟ ♟ . ♟ ♟ ♟", ". . ♞ . . . . .", ". . ♝ . ♟ . . .",
        ". . ♗ . ♙ . . .", ". . . . . ♘ . .", "♙ ♙ ♙ ♙ . ♙ ♙ ♙", "♖ ♘ ♗ ♕ . ♖ ♔ .",
    };
    QCOMPARE(test::rowsFromBoard(st.squares, 8), expected);
    QCOMPARE(st.lastMoveSquares(), (QList<int>{60, 62, 63, 61}));
    QCOMPARE(st.lastMover, BoardSide::Bottom);
    QCOMPARE(st.toMove, BoardSide::Top);

    // captures are marked when the position before the move is known
    BoardRecord s;
    s.setVariant(BoardVariant::Shogi);
    s.setIndexes({9, 9});
    QStringList sq(81);
    sq[64] = QStringLiteral("B");
    sq[24] = QStringLiteral("p");
    s.setSquares(sq);
    const BoardMove take{act(64, 24, "+B", "P")};
    QCOMPARE(boardMoveText(s, take), QStringLiteral("+B 8h-3c (+P)"));
    QCOMPARE(boardMoveText(s, take, &sq), QStringLiteral("+B 8hx3c (+P)"));
    QCOMPARE(boardMoveText(s, BoardMove{act(std::nullopt, 13, "G")}), QStringLiteral("G*5b"));
}

void TestBoardRecord::ownersFollowMoves()
{
    // janggi written in hanja: both sides use the same characters, so the
    // half of the board decides; after a move the mover owns the piece
    BoardRecord r;
    r.setIndexes({10, 9});
    QStringList sq(90);
    sq[0] = QStringLiteral("車");
    sq[13] = QStringLiteral("漢");
    sq[76] = QStringLiteral("楚");
    sq[81] = QStringLiteral("車");
    r.setSquares(sq);
    r.setVariant(guessBoardVariant(r.indexes(), r.squares()));
    QCOMPARE(r.variant(), BoardVariant::Janggi);
    r.moves() = {{act(81, 9, "車")}};
    BoardState st = initialBoardState(r);
    QCOMPARE(st.ownerOf(0), BoardSide::Top);
    QCOMPARE(st.ownerOf(81), BoardSide::Bottom);
    QCOMPARE(st.ownerOf(76), BoardSide::Bottom);
    st = boardStateAt(r, 1);
    QCOMPARE(st.ownerOf(9), BoardSide::Bottom);
    QCOMPARE(st.ownerOf(0), BoardSide::Top);
    QCOMPARE(sideName(r.variant(), BoardSide::Bottom), QStringLiteral("Cho"));
}

void TestBoardRecord::cursorOverBoard()
{
    auto r = std::make_shared<BoardRecord>(chessRecord());
    r->moves() = {{act(52, 36, "♙")}, {act(12, 28, "♟")}, {act(62, 45, "♘")}};
    ReplayCursor cursor;
    QSignalSpy steps(&cursor, &ReplayCursor::stepChanged);
    cursor.setRecord(r);
    QVERIFY(cursor.boardRecord() == r.get());
    QVERIFY(!cursor.cardRecord());
    QCOMPARE(cursor.boardState().squares, test::boardFromRows(kChessStart));
    QCOMPARE(cursor.boardState().toMove, BoardSide::Bottom);
    QVERIFY(cursor.boardState().lastMove.isEmpty());
    QVERIFY(cursor.tableState().held.isEmpty());
    cursor.next();
    cursor.next();
    QCOMPARE(cursor.step(), 2);
    QCOMPARE(cursor.boardState().at(4, 4), QStringLiteral("♙"));
    QCOMPARE(cursor.boardState().at(3, 4), QStringLiteral("♟"));
    QCOMPARE(cursor.boardState().lastMoveSquares(), (QList<int>{12, 28}));
    QCOMPARE(cursor.boardState().toMove, BoardSide::Bottom);
    cursor.toEnd();
    QCOMPARE(cursor.step(), 3);
    QCOMPARE(cursor.boardState().at(5, 5), QStringLiteral("♘"));
    cursor.setStep(-5);
    QCOMPARE(cursor.step(), 0);
    QCOMPARE(steps.count(), 5); // setRecord, next, next, toEnd, setStep
    QCOMPARE(cursor.nextTrickStep(), 3);
    QCOMPARE(cursor.previousTrickStep(), 0);
}

void TestBoardRecord::cursorOverCards()
{
    // a card record gives an empty board
    auto card = test::grandSlam();
    ReplayCursor cursor;
    cursor.setRecord(card);
    QVERIFY(!cursor.boardRecord());
    QVERIFY(cursor.boardState().squares.isEmpty());
    cursor.toEnd();
    QVERIFY(cursor.boardState().squares.isEmpty());
    QVERIFY(!cursor.tableState().held.isEmpty());
}

void TestBoardRecord::shapes()
{
    BoardRecord r;
    r.setIndexes({2, 3, 4});
    QCOMPARE(r.squareCount(), 24);
    QCOMPARE(r.rows(), 6);
    QCOMPARE(r.columns(), 4);
    r.setIndexes({7});
    QCOMPARE(r.rows(), 1);
    QCOMPARE(r.columns(), 7);
    r.setIndexes({3, 0});
    QCOMPARE(r.squareCount(), 0);
    QCOMPARE(r.rows(), 0);
    BoardRecord copy = r;
    QVERIFY(copy == r);
    auto cloned = r.clone();
    QCOMPARE(cloned->game(), Game::Chess);
    QCOMPARE(gameFamily(cloned->game()), GameFamily::Board);
}

QTEST_GUILESS_MAIN(TestBoardRecord)
#include "tst_boardrecord.moc"
