// Replays every PCN game of the corpus and of resources/samples/ to its end
// and compares the final position square by square with a board worked out
// by hand (from the moves as written in each file: see the comment above
// each row of the data table), plus pieces in hand and the side to move.
#include "support/corpus.h"

#include "model/boardstate.h"
#include "model/replaycursor.h"
#include "parsers/fileio.h"
#include "support/boardtext.h"

#include <QTest>

using namespace kib;

Q_DECLARE_METATYPE(kib::BoardVariant)
Q_DECLARE_METATYPE(kib::BoardSide)

namespace {

QString corpus(const char *name)
{
    return kib::test::corpusPath(QStringLiteral("pcn/") + QLatin1String(name));
}

QString sample(const char *name)
{
    return QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples/") + QLatin1String(name);
}

// The Immortal Game after 23.Be7#, from the published final position
// (FEN r1bk3r/p2pBpNp/n4n2/1p1NP2P/6P1/3P4/P1P1K3/q5b1), in glyphs.
const QStringList kImmortalFinal = {
    "♜ . ♝ ♚ . . . ♜",
    "♟ . . ♟ ♗ ♟ ♘ ♟",
    "♞ . . . . ♞ . .",
    ". ♟ . ♘ ♙ . . ♙",
    ". . . . . . ♙ .",
    ". . . ♙ . . . .",
    "♙ . ♙ . ♔ . . .",
    "♛ . . . . . ♝ .",
};

// The shortest shogi game: 7g-7f, G6a-7b, Bx3c+ (P to hand), G4a-4b,
// +Bx4b (G to hand), K5a-6a, G*5b. Worked out from the setup by hand.
const QStringList kShogiShortestFinal = {
    "l n s k . . s n l",
    ". r g . G +B . b .",
    "p p p p p p . p p",
    ". . . . . . . . .",
    ". . . . . . . . .",
    ". . P . . . . . .",
    "P P . P P P P P P",
    ". . . . . . . R .",
    "L N S G K G S N L",
};

// The tsume: +B 43->13 (5b), Sx5b (b to hand), S*4b.
const QStringList kTsumeFinal = {
    ". . . s k . . . .",
    ". . . . s S . . .",
    ". . . . +P . . . .",
    ". . . . . . . . .",
    ". . . . . . . . .",
    ". . . . . . . . .",
    ". . . . . . . . .",
    ". . . . . . . . .",
    ". . . . . . . . .",
};

// Xiangqi, double cannons: C8-5 (64->67), c2-5 (25->22), C2-3 rank 5
// (70->52), c8 to row 6 (19->55), C5x soldier (67->31), c5x soldier
// (22->58), C to the centre (52->49).
const QStringList kXiangqiFinal = {
    "車 馬 象 士 將 士 象 馬 車",
    ". . . . . . . . .",
    ". . . . . . . . .",
    "卒 . 卒 . 炮 . 卒 . 卒",
    ". . . . . . . . .",
    ". . . . 炮 . . . .",
    "兵 砲 兵 . 砲 . 兵 . 兵",
    ". . . . . . . . .",
    ". . . . . . . . .",
    "俥 傌 相 仕 帥 仕 相 傌 俥",
};

// Sample: 1.e4 Nf6 2.e5 d5 3.exd6 e.p. e6 4.dxc7 Be7 5.cxb8=Q O-O 6.Bc4
// Rxb8 7.Nf3 b6 8.O-O Bb7.
const QStringList kChessSampleFinal = {
    ". ♜ . ♛ . ♜ ♚ .",
    "♟ ♝ . . ♝ ♟ ♟ ♟",
    ". ♟ . . ♟ ♞ . .",
    ". . . . . . . .",
    ". . ♗ . . . . .",
    ". . . . . ♘ . .",
    "♙ ♙ ♙ ♙ . ♙ ♙ ♙",
    "♖ ♘ ♗ ♕ . ♖ ♔ .",
};

// Sample: P7f, p3d, Bx2b+ (B to hand), Sx2b (b to hand), B*5e, b*6d,
// Bx6d (B to hand), px6d (b to hand).
const QStringList kShogiSampleFinal = {
    "l n s g k g . n l",
    ". r . . . . . s .",
    "p p p . p p . p p",
    ". . . p . . p . .",
    ". . . . . . . . .",
    ". . P . . . . . .",
    "P P . P P P P P P",
    ". . . . . . . R .",
    "L N S G K G S N L",
};

// Sample: c3-c4, f6-f5, Nb1-d2, Nb8-d7, c4-c5, b6xc5, Nd2-c4, Nd7-b6,
// Nc4xb6, c5-c4, d3xc4.
const QStringList kMakrukSampleFinal = {
    "r . b q k b n r",
    ". . . . . . . .",
    "p N p p p . p p",
    ". . . . . p . .",
    ". . P . . . . .",
    "P P . . P P P P",
    ". . . . . . . .",
    "R . B K Q B N R",
};

// Sample: soldier e-file to the left, j sideways, horse 82->65, horse
// 1->20, cannon jumps the horse (64->66), chariot 0->18, chariot 81->63,
// horse 7->24, cannon x guard (66->3), general x cannon (13->3), soldier
// forward (57->48).
// Sample: the central cannon (h3-e3), both sides develop, the black
// cannon centres (b8-e8) and the red one takes the e-pawn through the
// e-soldier's screen, giving check through the black cannon.
const QStringList kXiangqiSampleFinal = {
    "車 馬 象 士 將 士 象 車 .",
    ". . . . . . . . .",
    ". . . . 砲 . 馬 砲 .",
    "卒 . 卒 . 炮 . 卒 . 卒",
    ". . . . . . . . .",
    ". . . . . . . . .",
    "兵 . 兵 . 兵 . 兵 . 兵",
    ". 炮 . . . . 傌 . .",
    ". . . . . . . . .",
    "俥 傌 相 仕 帥 仕 相 俥 .",
};

const QStringList kJanggiSampleFinal = {
    ". . e g . s e . r",
    ". . . . . . . . .",
    "r p m . . . m p .",
    "j . j . . j j . j",
    ". . . . . . . . .",
    ". . . J . . . . .",
    "J . J . . . J . J",
    "R . M . . . . P .",
    ". . . . G . . . .",
    ". . E S . S E M R",
};

} // namespace

class TestPcnReplay : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void finalPosition_data();
    void finalPosition();
    void checkpoints_data();
    void checkpoints();
};

void TestPcnReplay::finalPosition_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<BoardVariant>("variant");
    QTest::addColumn<int>("moves");
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<QStringList>("bottomHand");
    QTest::addColumn<QStringList>("topHand");
    QTest::addColumn<BoardSide>("toMove");

    const QStringList none;
    QTest::newRow("spec2020 chess") << corpus("spec2020_chess.pcn") << BoardVariant::Chess << 45 << kImmortalFinal
                                    << none << none << BoardSide::Top;
    QTest::newRow("viewer2020 chess") << corpus("viewer2020_chess-game-example.pcn") << BoardVariant::Chess << 45
                                      << kImmortalFinal << none << none << BoardSide::Top;
    QTest::newRow("spec2020 shogi") << corpus("spec2020_shogi.pcn") << BoardVariant::Shogi << 7
                                    << kShogiShortestFinal << QStringList{"P"} << none << BoardSide::Top;
    QTest::newRow("viewer2020 shogi") << corpus("viewer2020_shogi-game-example.pcn") << BoardVariant::Shogi << 7
                                      << kShogiShortestFinal << QStringList{"P"} << none << BoardSide::Top;
    QTest::newRow("viewer2020 tsume") << corpus("viewer2020_shogi-problem-example.pcn") << BoardVariant::Shogi << 3
                                      << kTsumeFinal << none << QStringList{"b"} << BoardSide::Top;
    QTest::newRow("spec2020 xiangqi") << corpus("spec2020_xiangqi.pcn") << BoardVariant::Xiangqi << 7
                                      << kXiangqiFinal << none << none << BoardSide::Top;
    QTest::newRow("viewer2020 xiangqi") << corpus("viewer2020_xiangqi-game-example.pcn") << BoardVariant::Xiangqi << 7
                                        << kXiangqiFinal << none << none << BoardSide::Top;
    QTest::newRow("sample chess") << sample("chess_castling_en_passant_promotion.pcn") << BoardVariant::Chess << 16
                                  << kChessSampleFinal << none << none << BoardSide::Bottom;
    QTest::newRow("sample shogi") << sample("shogi_drop_after_capture.pcn") << BoardVariant::Shogi << 8
                                  << kShogiSampleFinal << QStringList{"B"} << QStringList{"b"} << BoardSide::Bottom;
    QTest::newRow("sample makruk") << sample("makruk_knight_raid.pcn") << BoardVariant::Makruk << 11
                                   << kMakrukSampleFinal << none << none << BoardSide::Top;
    QTest::newRow("sample xiangqi") << sample("xiangqi_central_cannon.pcn") << BoardVariant::Xiangqi << 7
                                    << kXiangqiSampleFinal << none << none << BoardSide::Top;
    QTest::newRow("sample janggi") << sample("janggi_cannon_raid.pcn") << BoardVariant::Janggi << 11
                                   << kJanggiSampleFinal << none << none << BoardSide::Top;
}

void TestPcnReplay::finalPosition()
{
    QFETCH(QString, path);
    KIB_REQUIRE_CORPUS(path);
    QFETCH(BoardVariant, variant);
    QFETCH(int, moves);
    QFETCH(QStringList, rows);
    QFETCH(QStringList, bottomHand);
    QFETCH(QStringList, topHand);
    QFETCH(BoardSide, toMove);

    const LoadedFile file = readFile(path);
    QVERIFY2(file.ok(), qPrintable(file.error));
    QCOMPARE(file.plugin->id(), QStringLiteral("pcn"));
    QCOMPARE(errorCount(file.result.diagnostics), 0);
    QCOMPARE(file.result.collection.size(), 1);
    auto record = std::dynamic_pointer_cast<const BoardRecord>(file.result.collection.records().first());
    QVERIFY(record);
    QCOMPARE(record->variant(), variant);
    QCOMPARE(record->stepCount(), moves);

    ReplayCursor cursor;
    cursor.setRecord(record);
    cursor.toEnd();
    QCOMPARE(cursor.step(), moves);
    const BoardState &st = cursor.boardState();
    QCOMPARE(st.rows, int(rows.size()));
    QCOMPARE(st.columns, int(rows.first().split(QLatin1Char(' ')).size()));
    // row by row first, for a readable message; then every square
    const QStringList got = test::rowsFromBoard(st.squares, st.columns);
    for (int r = 0; r < rows.size(); ++r)
        QCOMPARE(got.value(r), rows.at(r));
    QCOMPARE(st.squares, test::boardFromRows(rows));
    QCOMPARE(st.hand(BoardSide::Bottom), bottomHand);
    QCOMPARE(st.hand(BoardSide::Top), topHand);
    QCOMPARE(st.toMove, toMove);
    QCOMPARE(st.step, moves);
    // the pure function and the cursor agree
    QCOMPARE(boardStateAt(*record, moves), st);
}

void TestPcnReplay::checkpoints_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("step");
    QTest::addColumn<QString>("square");   // the square's name, as the variant writes it
    QTest::addColumn<QString>("piece");    // empty: the square is empty
    QTest::addColumn<QString>("captured"); // what the step's move took ("" none)

    const QString chess = sample("chess_castling_en_passant_promotion.pcn");
    // 3.exd6 e.p.: the pawn stands on d6, d5 and e5 are empty, a pawn was taken
    QTest::newRow("en passant d6") << chess << 5 << "d6" << "♙" << "♟";
    QTest::newRow("en passant d5 empty") << chess << 5 << "d5" << "" << "♟";
    QTest::newRow("en passant e5 empty") << chess << 5 << "e5" << "" << "♟";
    // 5.cxb8=Q: a queen on b8, the knight taken
    QTest::newRow("promotion b8") << chess << 9 << "b8" << "♕" << "♞";
    QTest::newRow("promotion c7 empty") << chess << 9 << "c7" << "" << "♞";
    // 5...O-O: king g8, rook f8
    QTest::newRow("black castles g8") << chess << 10 << "g8" << "♚" << "";
    QTest::newRow("black castles f8") << chess << 10 << "f8" << "♜" << "";
    QTest::newRow("black castles h8") << chess << 10 << "h8" << "" << "";
    // 8.O-O
    QTest::newRow("white castles g1") << chess << 15 << "g1" << "♔" << "";
    QTest::newRow("white castles f1") << chess << 15 << "f1" << "♖" << "";

    const QString shogi = sample("shogi_drop_after_capture.pcn");
    QTest::newRow("shogi horse 2b") << shogi << 3 << "2b" << "+B" << "b";
    QTest::newRow("shogi silver takes") << shogi << 4 << "2b" << "s" << "+B";
    QTest::newRow("shogi drop 5e") << shogi << 5 << "5e" << "B" << "";
    QTest::newRow("shogi drop 6d") << shogi << 6 << "6d" << "b" << "";

    const QString janggi = sample("janggi_cannon_raid.pcn");
    QTest::newRow("janggi cannon jumps") << janggi << 5 << "d3" << "P" << "";
    QTest::newRow("janggi cannon takes") << janggi << 9 << "d10" << "P" << "s";
    QTest::newRow("janggi general takes") << janggi << 10 << "d10" << "g" << "P";
}

void TestPcnReplay::checkpoints()
{
    QFETCH(QString, path);
    KIB_REQUIRE_CORPUS(path);
    QFETCH(int, step);
    QFETCH(QString, square);
    QFETCH(QString, piece);
    QFETCH(QString, captured);

    const LoadedFile file = readFile(path);
    QVERIFY2(file.ok(), qPrintable(file.error));
    auto record = std::dynamic_pointer_cast<const BoardRecord>(file.result.collection.records().first());
    QVERIFY(record);
    int index = -1;
    for (int i = 0; i < record->squareCount(); ++i)
        if (record->squareName(i) == square)
            index = i;
    QVERIFY2(index >= 0, qPrintable(square));
    const BoardState st = boardStateAt(*record, step);
    QCOMPARE(st.squares.at(index), piece.isEmpty() ? QString() : piece);
    QCOMPARE(st.captured.join(QLatin1Char(' ')), captured);
    QCOMPARE(st.lastMove, record->moves().at(step - 1));
}

QTEST_GUILESS_MAIN(TestPcnReplay)
#include "tst_pcnreplay.moc"
