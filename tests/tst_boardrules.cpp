// The rules of the chess variants (model/boardrules.h) and their notation
// (model/boardnotation.h): perft counts from known positions (figures
// published for chess, Kiwipete, shogi, xiangqi and makruk), single moves
// allowed or refused, every move of the bundled samples and of the corpus's
// PCN files found legal, and moves written in each game's notation.
#include "model/boardnotation.h"
#include "model/boardrules.h"
#include "parsers/fileio.h"
#include "support/boardtext.h"
#include "support/corpus.h"

#include <QDir>
#include <QRegularExpression>
#include <QTest>

using namespace kib;

Q_DECLARE_METATYPE(kib::BoardVariant)

namespace {

const QStringList kChess = {
    "♜ ♞ ♝ ♛ ♚ ♝ ♞ ♜", "♟ ♟ ♟ ♟ ♟ ♟ ♟ ♟", ". . . . . . . .", ". . . . . . . .",
    ". . . . . . . .", ". . . . . . . .", "♙ ♙ ♙ ♙ ♙ ♙ ♙ ♙", "♖ ♘ ♗ ♕ ♔ ♗ ♘ ♖",
};
// Kiwipete (r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -)
const QStringList kKiwipete = {
    "r . . . k . . r", "p . p p q p b .", "b n . . p n p .", ". . . P N . . .",
    ". p . . P . . .", ". . N . . Q . p", "P P P B B P P P", "R . . . K . . R",
};
const QStringList kShogi = {
    "l n s g k g s n l", ". r . . . . . b .", "p p p p p p p p p", ". . . . . . . . .", ". . . . . . . . .",
    ". . . . . . . . .", "P P P P P P P P P", ". B . . . . . R .", "L N S G K G S N L",
};
const QStringList kXiangqi = {
    "車 馬 象 士 將 士 象 馬 車", ". . . . . . . . .", ". 砲 . . . . . 砲 .", "卒 . 卒 . 卒 . 卒 . 卒",
    ". . . . . . . . .",          ". . . . . . . . .", "兵 . 兵 . 兵 . 兵 . 兵", ". 炮 . . . . . 炮 .",
    ". . . . . . . . .",          "俥 傌 相 仕 帥 仕 相 傌 俥",
};
// Janggi (PCN's letters: general g, guard s, elephant e, horse m, chariot r,
// cannon p, soldier j).
const QStringList kJanggi = {
    "r m e s . s e m r", ". . . . g . . . .", ". p . . . . . p .", "j . j . j . j . j", ". . . . . . . . .",
    ". . . . . . . . .", "J . J . J . J . J", ". P . . . . . P .", ". . . . G . . . .", "R M E S . S E M R",
};
const QStringList kMakruk = {
    "r n b q k b n r", ". . . . . . . .", "p p p p p p p p", ". . . . . . . .",
    ". . . . . . . .", "P P P P P P P P", ". . . . . . . .", "R N B K Q B N R",
};

BoardRecord makeRecord(BoardVariant variant, const QStringList &rows, bool topFirst = false,
                       const QStringList &bottomHand = {}, const QStringList &topHand = {})
{
    BoardRecord r;
    const QStringList squares = test::boardFromRows(rows);
    r.setIndexes({int(rows.size()), int(squares.size() / rows.size())});
    r.setSquares(squares);
    r.setVariant(variant);
    r.setTopsideMovesFirst(topFirst);
    r.setInHand(BoardSide::Bottom, bottomHand);
    r.setInHand(BoardSide::Top, topHand);
    return r;
}

qint64 perft(BoardRecord &record, const BoardState &state, int depth)
{
    QList<BoardMove> moves = legalBoardMoves(record, state);
    if (boardPassAllowed(record, state))
        moves.append(BoardMove()); // janggi's pass
    if (depth <= 1)
        return moves.size();
    qint64 n = 0;
    for (const BoardMove &m : moves) {
        record.moves().append(m);
        BoardState next = state;
        applyBoardMove(next, record, m, state.toMove);
        n += perft(record, next, depth - 1);
        record.moves().removeLast();
    }
    return n;
}

int squareOf(const BoardRecord &r, const QString &name)
{
    for (int i = 0; i < r.squareCount(); ++i)
        if (r.squareName(i) == name)
            return i;
    return -1;
}

// Where the moving piece ends: en passant's second action, else the first's.
int endOf(const BoardMove &m)
{
    return m.size() == 2 && m.at(1).source == m.at(0).destination ? m.at(1).destination : m.at(0).destination;
}

// "e2-e4", "e7-e8=Q" (the piece it becomes, as the rules name it), "P*5e"
// (a drop of the piece in hand), "4d-4c+" / "4d-4c=" (shogi: promote or not).
struct Entry
{
    int from = -1;
    int to = -1;
    QString handPiece;
    QString promotion; // "=Q", "+", "=" or empty
};

Entry parseEntry(const BoardRecord &r, const BoardState &st, const QString &text)
{
    Entry e;
    const int star = text.indexOf(QLatin1Char('*'));
    if (star > 0) {
        e.to = squareOf(r, text.mid(star + 1));
        for (const QString &h : st.hand(st.toMove))
            if (h.compare(text.left(star), Qt::CaseInsensitive) == 0)
                e.handPiece = h;
        if (e.handPiece.isEmpty())
            e.handPiece = text.left(star);
        return e;
    }
    const QStringList parts = text.split(QLatin1Char('-'));
    e.from = squareOf(r, parts.value(0));
    QString to = parts.value(1);
    const int mark = int(to.indexOf(QRegularExpression(QStringLiteral("[=+]"))));
    if (mark > 0) {
        e.promotion = to.mid(mark);
        to = to.left(mark);
    }
    e.to = squareOf(r, to);
    return e;
}

std::optional<BoardMove> findMove(const BoardRecord &r, const BoardState &st, const Entry &e)
{
    for (const BoardMove &m : legalBoardMovesFrom(r, st, e.from, e.handPiece)) {
        if (endOf(m) != e.to)
            continue;
        const QString before = e.from >= 0 ? st.squares.at(e.from) : e.handPiece;
        const QString after = m.first().piece;
        if (e.promotion.startsWith(QLatin1Char('=')) && e.promotion.size() > 1) {
            if (after == before || !after.contains(e.promotion.mid(1), Qt::CaseInsensitive))
                continue;
        } else if (e.promotion == QLatin1String("+")) {
            if (after != QLatin1Char('+') + before)
                continue;
        } else if (after != before && m.size() == 1) {
            continue;
        }
        return m;
    }
    return std::nullopt;
}

QStringList pcnFiles(const QString &folder)
{
    QStringList out;
    for (const QString &f : QDir(folder).entryList({QStringLiteral("*.pcn")}, QDir::Files, QDir::Name))
        out << folder + QLatin1Char('/') + f;
    return out;
}

} // namespace

class TestBoardRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void perftCounts_data();
    void perftCounts();
    void singleMoves_data();
    void singleMoves();
    void filesAreLegal_data();
    void filesAreLegal();
    void notation_data();
    void notation();
    void sampleLabels_data();
    void sampleLabels();
    void janggiPassAndBikjang();
    void stepLabelsInOnePass_data();
    void stepLabelsInOnePass();
    void otherVariantsUnchecked();
};

void TestBoardRules::perftCounts_data()
{
    QTest::addColumn<BoardVariant>("variant");
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<int>("depth");
    QTest::addColumn<qint64>("nodes");
    QTest::addColumn<bool>("topFirst");
    QTest::newRow("chess 1") << BoardVariant::Chess << kChess << 1 << qint64(20) << false;
    QTest::newRow("chess 2") << BoardVariant::Chess << kChess << 2 << qint64(400) << false;
    QTest::newRow("chess 3") << BoardVariant::Chess << kChess << 3 << qint64(8902) << false;
    QTest::newRow("kiwipete 1") << BoardVariant::Chess << kKiwipete << 1 << qint64(48) << false;
    QTest::newRow("kiwipete 2") << BoardVariant::Chess << kKiwipete << 2 << qint64(2039) << false;
    QTest::newRow("shogi 1") << BoardVariant::Shogi << kShogi << 1 << qint64(30) << false;
    QTest::newRow("shogi 2") << BoardVariant::Shogi << kShogi << 2 << qint64(900) << false;
    QTest::newRow("xiangqi 1") << BoardVariant::Xiangqi << kXiangqi << 1 << qint64(44) << false;
    QTest::newRow("xiangqi 2") << BoardVariant::Xiangqi << kXiangqi << 2 << qint64(1920) << false;
    QTest::newRow("makruk 1") << BoardVariant::Makruk << kMakruk << 1 << qint64(23) << false;
    QTest::newRow("makruk 2") << BoardVariant::Makruk << kMakruk << 2 << qint64(529) << false;
    const BoardVariant J = BoardVariant::Janggi;
    // janggi, counted by hand: chariots 4, horses 4, guards 4, the general 6, soldiers 13, elephants and
    // cannons none (blocked, no screen), and the pass; Han's first moves are Cho's mirrored, none touching.
    // Fairy-Stockfish's published counts (start position at depth 4: 1065277) are not matched yet: see
    // docs/viewer.md.
    QTest::newRow("janggi 1") << J << kJanggi << 1 << qint64(32) << false;
    QTest::newRow("janggi 2") << J << kJanggi << 2 << qint64(1024) << false;
}

void TestBoardRules::perftCounts()
{
    QFETCH(BoardVariant, variant);
    QFETCH(QStringList, rows);
    QFETCH(int, depth);
    QFETCH(qint64, nodes);
    QFETCH(bool, topFirst);
    BoardRecord r = makeRecord(variant, rows, topFirst);
    QCOMPARE(perft(r, initialBoardState(r), depth), nodes);
}

void TestBoardRules::singleMoves_data()
{
    QTest::addColumn<BoardVariant>("variant");
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<QStringList>("hand"); // the mover's (the bottom side's) pieces in hand
    QTest::addColumn<QString>("move");
    QTest::addColumn<bool>("legal");
    const BoardVariant C = BoardVariant::Chess, S = BoardVariant::Shogi, X = BoardVariant::Xiangqi;
    // chess: a pinned knight, castling through an attacked square, into check
    const QStringList pinned = {". . . . k . . .", ". . . . r . . .", ". . . . . . . .", ". . . . . . . .",
                                ". . . . . . . .", ". . . . N . . .", ". . . . . . . .", "R . . . K . . R"};
    QTest::newRow("chess pinned knight") << C << pinned << QStringList() << "e3-c4" << false;
    QTest::newRow("chess king beside the pin") << C << pinned << QStringList() << "e1-d1" << true;
    QTest::newRow("chess queen's castling") << C << pinned << QStringList() << "e1-c1" << true;
    const QStringList through = {". . . . k . . .", ". . . . . r . .", ". . . . . . . .", ". . . . . . . .",
                                 ". . . . . . . .", ". . . . . . . .", ". . . . . . . .", "R . . . K . . R"};
    QTest::newRow("chess castling through check") << C << through << QStringList() << "e1-g1" << false;
    QTest::newRow("chess king into check") << C << through << QStringList() << "e1-f2" << false;
    QTest::newRow("chess other castling") << C << through << QStringList() << "e1-c1" << true;
    const QStringList promo = {". . . . k . . .", ". P . . . . . .", ". . . . . . . .", ". . . . . . . .",
                               ". . . . . . . .", ". . . . . . . .", ". . . . . . . .", ". . . . K . . ."};
    QTest::newRow("chess promotion to knight") << C << promo << QStringList() << "b7-b8=N" << true;
    QTest::newRow("chess pawn two from the 7th") << C << promo << QStringList() << "b7-b5" << false;
    // shogi: drops
    const QStringList drops = {". . . . k . . . .", ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .",
                               ". . . . . . . . .", ". . . . . . . . .", ". . . . P . . . .", ". . . . . . . . .",
                               ". . . . K . . . ."};
    QTest::newRow("shogi nifu") << S << drops << QStringList{"P", "N", "L"} << "P*5e" << false;
    QTest::newRow("shogi pawn on another file") << S << drops << QStringList{"P"} << "P*4e" << true;
    QTest::newRow("shogi pawn on the last rank") << S << drops << QStringList{"P"} << "P*4a" << false;
    QTest::newRow("shogi lance on the last rank") << S << drops << QStringList{"L"} << "L*4a" << false;
    QTest::newRow("shogi knight on the 2nd rank") << S << drops << QStringList{"N"} << "N*4b" << false;
    QTest::newRow("shogi knight on the 3rd rank") << S << drops << QStringList{"N"} << "N*4c" << true;
    QTest::newRow("shogi drop on a piece") << S << drops << QStringList{"N"} << "N*5g" << false;
    // the pawn dropped to mate (the king boxed in by its own pieces, the pawn guarded)
    const QStringList mate = {". . . . l k l . .", ". . . . n . n . .", ". . . . . G . . .", ". . . . . . . . .",
                              ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .",
                              ". . . . K . . . ."};
    QTest::newRow("shogi uchifuzume") << S << mate << QStringList{"P"} << "P*4b" << false;
    QTest::newRow("shogi pawn drop elsewhere") << S << mate << QStringList{"P"} << "P*1e" << true;
    const QStringList zone = {". . . . k . . . .", ". . . . . . . . .", ". . . . . . . . .", ". . . . . S . P .",
                              ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .",
                              ". . . . K . . . ."};
    QTest::newRow("shogi promotes entering the zone") << S << zone << QStringList() << "4d-4c+" << true;
    QTest::newRow("shogi declines entering the zone") << S << zone << QStringList() << "4d-4c=" << true;
    QTest::newRow("shogi silver cannot go sideways") << S << zone << QStringList() << "4d-3d" << false;
    // xiangqi: the river, the elephant's eye, the horse's leg, the palace, flying generals, the cannon
    const QStringList xq = {". . . k . . . . .", ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .",
                            ". . . . . . . . .", ". . E . . . . . .", ". . . . . . . . .", ". . . . . H P . .",
                            ". . . . . . . . .", ". . . . K A C . ."};
    QTest::newRow("xiangqi elephant across the river") << X << xq << QStringList() << "c5-a7" << false;
    QTest::newRow("xiangqi elephant at home") << X << xq << QStringList() << "c5-e3" << true;
    QTest::newRow("xiangqi horse's leg blocked") << X << xq << QStringList() << "f3-h4" << false;
    QTest::newRow("xiangqi horse free") << X << xq << QStringList() << "f3-e5" << true;
    QTest::newRow("xiangqi advisor leaves the palace") << X << xq << QStringList() << "f1-g2" << false;
    QTest::newRow("xiangqi advisor in the palace") << X << xq << QStringList() << "f1-e2" << true;
    QTest::newRow("xiangqi generals face") << X << xq << QStringList() << "e1-d1" << false;
    QTest::newRow("xiangqi pawn sideways at home") << X << xq << QStringList() << "g3-h3" << false;
    QTest::newRow("xiangqi cannon jumps nothing") << X << xq << QStringList() << "g1-g2" << true;
    const QStringList screen = {". . . k . . . . .", ". . . . . . . . .", ". . . . . . . . .", ". . . . . . p . .",
                                ". . . . . . . . .", ". . . . . . P . .", ". . . . . . . . .", ". . . . . . . . .",
                                ". . . . . . . . .", ". . . . K . C . ."};
    QTest::newRow("xiangqi cannon over a screen") << X << screen << QStringList() << "g1-g7" << true;
    QTest::newRow("xiangqi cannon onto the screen") << X << screen << QStringList() << "g1-g5" << false;
    // janggi (squares a1..i10 from the bottom; PCN letters: g general, s guard, e elephant, m horse,
    // r chariot, p cannon, j soldier): the palace and its lines
    const BoardVariant J = BoardVariant::Janggi;
    const QStringList none;
    const QStringList palace = {". . . g . . . . .", ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .",
                                ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .",
                                ". . . . . . . . .", ". . . S G . . . ."};
    QTest::newRow("janggi general up the palace") << J << palace << none << "e1-e2" << true;
    QTest::newRow("janggi general off the palace lines") << J << palace << none << "e1-f2" << false;
    QTest::newRow("janggi general leaves the palace") << J << palace << none << "e1-e4" << false;
    QTest::newRow("janggi guard corner to centre") << J << palace << none << "d1-e2" << true;
    QTest::newRow("janggi guard leaves the palace") << J << palace << none << "d1-c1" << false;
    const QStringList soldiers = {". . . . . g . . .", ". . . . . . . . .", ". . . J . . . . .", ". . J . . . . . .",
                                  ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .",
                                  ". . . . G . . . .", ". . . . . . . . ."};
    QTest::newRow("janggi soldier along the enemy palace's line") << J << soldiers << none << "d8-e9" << true;
    QTest::newRow("janggi soldier forward in the palace") << J << soldiers << none << "d8-d9" << true;
    QTest::newRow("janggi soldier diagonal outside a palace") << J << soldiers << none << "c7-b8" << false;
    QTest::newRow("janggi soldier sideways at home") << J << soldiers << none << "c7-b7" << true;
    QTest::newRow("janggi soldier backwards") << J << soldiers << none << "c7-c6" << false;
    // the horse's and the elephant's blocked paths, no river
    const QStringList legs = {". . . g . . . . .", ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .",
                              ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .", ". . . J . . . . .",
                              ". J . . . . . . .", ". M E . G . . . ."};
    QTest::newRow("janggi horse's leg blocked") << J << legs << none << "b1-c3" << false;
    QTest::newRow("janggi elephant free") << J << legs << none << "c1-a4" << true;
    QTest::newRow("janggi elephant blocked on its diagonal") << J << legs << none << "c1-e4" << false;
    QTest::newRow("janggi elephant is not xiangqi's") << J << legs << none << "c1-e3" << false;
    const QStringList far = {". . . g . . . . .", ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .",
                             ". . . . E . . . .", ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .",
                             ". . . . . . . . .", ". . . . G . . . ."};
    QTest::newRow("janggi elephant over the middle") << J << far << none << "e6-g9" << true;
    // the cannon: exactly one screen, never a cannon, and it never takes one
    const QStringList cannons = {". . . g . . . . .", ". . . . . . . . .", ". . . . . . . . .", "r . . . . . . . .",
                                 ". . . . . . . . .", ". . . . . . p . .", ". . . . . . . . .", ". . . . . . . . p",
                                 "J . . . G . J . .", "P . . . . . P . P"};
    QTest::newRow("janggi cannon takes over a screen") << J << cannons << none << "a1-a7" << true;
    QTest::newRow("janggi cannon without a screen") << J << cannons << none << "i1-i2" << false;
    QTest::newRow("janggi cannon over a cannon") << J << cannons << none << "i1-i4" << false;
    QTest::newRow("janggi cannon takes a cannon") << J << cannons << none << "g1-g5" << false;
    QTest::newRow("janggi cannon past its screen") << J << cannons << none << "g1-g4" << true;
    // the palace diagonals for chariot and cannon; generals facing (bikjang) allowed
    const QStringList lines = {". . . . g . . . .", ". . . . . . . . .", ". . . R . . . . .", ". . . . . . . . .",
                               ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .", ". . . P . . . . .",
                               ". . . . S . . . .", ". . . . G . . . ."};
    QTest::newRow("janggi chariot along the palace diagonal") << J << lines << none << "d8-f10" << true;
    QTest::newRow("janggi chariot diagonal off the lines") << J << lines << none << "d8-c7" << false;
    QTest::newRow("janggi cannon along the palace diagonal") << J << lines << none << "d3-f1" << true;
    QTest::newRow("janggi cannon sideways without a screen") << J << lines << none << "d3-e3" << false;
    QTest::newRow("janggi guard leaves the generals facing") << J << lines << none << "e2-f2" << true;
}

void TestBoardRules::singleMoves()
{
    QFETCH(BoardVariant, variant);
    QFETCH(QStringList, rows);
    QFETCH(QStringList, hand);
    QFETCH(QString, move);
    QFETCH(bool, legal);
    const BoardRecord r = makeRecord(variant, rows, false, hand);
    const BoardState st = initialBoardState(r);
    const Entry e = parseEntry(r, st, move);
    QVERIFY2(e.to >= 0 && (e.from >= 0 || !e.handPiece.isEmpty()), qPrintable(move));
    QCOMPARE(findMove(r, st, e).has_value(), legal);
    const QString refusal = boardMoveRefusal(r, st, e.from, e.to, e.handPiece);
    QVERIFY2(refusal.isEmpty() == legal, qPrintable(refusal));
}

void TestBoardRules::filesAreLegal_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("records");
    for (const QString &f : pcnFiles(QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples")))
        QTest::newRow(qPrintable(QFileInfo(f).fileName())) << f << 1;
    KIB_REQUIRE_CORPUS("pcn");
    const QStringList corpus = pcnFiles(test::corpusPath(QStringLiteral("pcn")));
    QVERIFY(corpus.size() >= 7);
    for (const QString &f : corpus)
        QTest::newRow(qPrintable(QStringLiteral("corpus ") + QFileInfo(f).fileName())) << f << 1;
}

void TestBoardRules::filesAreLegal()
{
    QFETCH(QString, path);
    QFETCH(int, records);
    const LoadedFile f = readFile(path);
    QVERIFY2(f.ok(), qPrintable(f.error));
    QCOMPARE(f.result.collection.size(), records);
    const auto r = std::dynamic_pointer_cast<const BoardRecord>(f.result.collection.records().first());
    QVERIFY(r);
    QVERIFY(!r->moves().isEmpty());
    const bool ruled = boardRulesKnown(r->variant());
    BoardState st = initialBoardState(*r);
    for (int i = 0; i < r->moves().size(); ++i) {
        const BoardMove &m = r->moves().at(i);
        if (ruled) {
            QVERIFY2(!legalBoardMoves(*r, st).isEmpty(), qPrintable(QStringLiteral("no legal move before %1").arg(i + 1)));
            QVERIFY2(matchLegalBoardMove(*r, st, m).has_value(), qPrintable(r->stepLabel(i + 1)));
        }
        QVERIFY(applyBoardMove(st, *r, m, r->moverOf(i)).isEmpty());
    }
}

void TestBoardRules::notation_data()
{
    QTest::addColumn<BoardVariant>("variant");
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<bool>("topFirst");
    QTest::addColumn<QStringList>("hand"); // the mover's pieces in hand
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("expected");
    const BoardVariant C = BoardVariant::Chess, S = BoardVariant::Shogi, X = BoardVariant::Xiangqi;
    const QStringList none;
    QTest::newRow("pawn") << C << kChess << false << none << "e2-e4" << "e4";
    QTest::newRow("knight") << C << kChess << false << none << "g1-f3" << "Nf3";
    QTest::newRow("black knight") << C << kChess << true << none << "b8-c6" << "Nc6";
    const QStringList knights = {". . . . k . . .", ". . . . . . . .", ". . . . . . . .", ". . . . . . . .",
                                 ". . . . . . . .", ". . . . . N . .", ". . . . . . . .", ". N . . K . . ."};
    QTest::newRow("file told") << C << knights << false << none << "b1-d2" << "Nbd2";
    const QStringList rooks = {". . . . k . . .", ". . . . . . . .", ". . . . . . . .", ". . . . . . . .",
                               ". . . . . . . .", "R . . . . . . .", ". . . . . . . .", "R . . . . . K ."};
    QTest::newRow("rank told") << C << rooks << false << none << "a1-a2" << "R1a2";
    const QStringList queens = {". k . . . . . .", ". . . . . . . .", ". . . . . . . .", ". . . . . . . .",
                                ". . . . Q . . Q", ". . . . . . . .", ". . . . . . . .", "K . . . . . . Q"};
    QTest::newRow("square told") << C << queens << false << none << "h4-e1" << "Qh4e1";
    const QStringList scholar = {"♜ . ♝ ♛ ♚ ♝ . ♜", "♟ ♟ ♟ ♟ . ♟ ♟ ♟", ". . ♞ . . ♞ . .", ". . . . ♟ . . ♕",
                                 ". . ♗ . ♙ . . .", ". . . . . . . .", "♙ ♙ ♙ ♙ . ♙ ♙ ♙", "♖ ♘ ♗ . ♔ . ♘ ♖"};
    QTest::newRow("mate") << C << scholar << false << none << "h5-f7" << "Qxf7#";
    QTest::newRow("check") << C << scholar << false << none << "c4-f7" << "Bxf7+";
    const QStringList promo = {". r . . k . . .", "P . . . . . . .", ". . . . . . . .", ". . . . . . . .",
                               ". . . . . . . .", ". . . . . . . .", ". . . . . . . .", ". . . . K . . ."};
    QTest::newRow("promotion") << C << promo << false << none << "a7-a8=Q" << "a8=Q";
    QTest::newRow("capture promotion") << C << promo << false << none << "a7-b8=N" << "axb8=N";
    const QStringList castle = {"r . . . k . . r", ". . . . . . . .", ". . . . . . . .", ". . . . . . . .",
                                ". . . . . . . .", ". . . . . . . .", ". . . . . . . .", "R . . . K . . R"};
    QTest::newRow("short castling") << C << castle << false << none << "e1-g1" << "O-O";
    QTest::newRow("long castling") << C << castle << true << none << "e8-c8" << "O-O-O";
    // shogi (Western)
    QTest::newRow("shogi pawn") << S << kShogi << false << none << "7g-7f" << "P-7f";
    QTest::newRow("shogi gote pawn") << S << kShogi << true << none << "3c-3d" << "P-3d";
    const QStringList golds = {". . . . k . . . .", ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .",
                               ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .",
                               ". . . G K G . . ."};
    QTest::newRow("shogi origin told") << S << golds << false << none << "6i-5h" << "G6i-5h";
    QTest::newRow("shogi origin not needed") << S << golds << false << none << "6i-6h" << "G-6h";
    QTest::newRow("shogi drop") << S << golds << false << QStringList{"B"} << "B*5e" << "B*5e";
    const QStringList zone = {". . . . k . . . .", ". . . . . . . . .", ". . . . . . p . .", ". . . S . . . . .",
                              ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .", ". B . . . . . . .",
                              ". . . . K . . . ."};
    QTest::newRow("shogi promotes") << S << zone << false << none << "6d-6c+" << "S-6c+";
    QTest::newRow("shogi declines") << S << zone << false << none << "6d-6c=" << "S-6c=";
    QTest::newRow("shogi bishop takes and promotes") << S << zone << false << none << "8h-3c+" << "Bx3c+";
    const QStringList horse = {". . . . k . . . .", ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .",
                               ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .", ". +B . . . . . . .",
                               ". . . . K . . . ."};
    QTest::newRow("shogi promoted bishop") << S << horse << false << none << "8h-5e" << "+B-5e";
    // xiangqi (WXF)
    QTest::newRow("xiangqi central cannon") << X << kXiangqi << false << none << "h3-e3" << "C2=5";
    QTest::newRow("xiangqi horse") << X << kXiangqi << false << none << "h1-g3" << "H2+3";
    QTest::newRow("xiangqi black horse") << X << kXiangqi << true << none << "h10-g8" << "H8+7";
    QTest::newRow("xiangqi chariot forward") << X << kXiangqi << false << none << "a1-a3" << "R9+2";
    QTest::newRow("xiangqi elephant") << X << kXiangqi << false << none << "c1-e3" << "E7+5";
    QTest::newRow("xiangqi advisor") << X << kXiangqi << false << none << "d1-e2" << "A6+5";
    const QStringList tandem = {". . . k . . . . .", ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .",
                                ". . . . . . . . .", "R . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .",
                                "R . . . . . . . .", ". . . . K . . . ."};
    QTest::newRow("xiangqi front chariot") << X << tandem << false << none << "a5-f5" << "R+=4";
    QTest::newRow("xiangqi rear chariot") << X << tandem << false << none << "a2-a1" << "R--1";
}

void TestBoardRules::notation()
{
    QFETCH(BoardVariant, variant);
    QFETCH(QStringList, rows);
    QFETCH(bool, topFirst);
    QFETCH(QStringList, hand);
    QFETCH(QString, move);
    QFETCH(QString, expected);
    const BoardRecord r = topFirst ? makeRecord(variant, rows, true, {}, hand) : makeRecord(variant, rows, false, hand);
    const BoardState st = initialBoardState(r);
    const std::optional<BoardMove> m = findMove(r, st, parseEntry(r, st, move));
    QVERIFY2(m, qPrintable(move));
    QCOMPARE(boardMoveNotation(r, st, *m), expected);
}

void TestBoardRules::sampleLabels_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("step");
    QTest::addColumn<QString>("label");
    const QString chess = QStringLiteral("chess_castling_en_passant_promotion.pcn");
    QTest::newRow("chess 1") << chess << 1 << "1. e4";
    QTest::newRow("chess 2") << chess << 2 << "2. Nf6";
    QTest::newRow("chess en passant") << chess << 5 << "5. exd6";
    QTest::newRow("chess promotion") << chess << 9 << "9. cxb8=Q";
    QTest::newRow("chess black castles") << chess << 10 << "10. O-O";
    QTest::newRow("chess rook takes") << chess << 12 << "12. Rxb8";
    QTest::newRow("chess white castles") << chess << 15 << "15. O-O";
    const QString shogi = QStringLiteral("shogi_drop_after_capture.pcn");
    QTest::newRow("shogi 1") << shogi << 1 << "1. P-7f";
    QTest::newRow("shogi promotes") << shogi << 3 << "3. Bx2b+";
    QTest::newRow("shogi recapture") << shogi << 4 << "4. Sx2b";
    QTest::newRow("shogi drop") << shogi << 5 << "5. B*5e";
    QTest::newRow("shogi pawn takes") << shogi << 8 << "8. Px6d";
    const QString xq = QStringLiteral("xiangqi_central_cannon.pcn");
    QTest::newRow("xiangqi 1") << xq << 1 << "1. C2=5";
    QTest::newRow("xiangqi 2") << xq << 2 << "2. H8+7";
    QTest::newRow("xiangqi 4") << xq << 4 << "4. R9=8";
    QTest::newRow("xiangqi cannon takes") << xq << 7 << "7. C5+4";
    QTest::newRow("makruk 1") << QStringLiteral("makruk_knight_raid.pcn") << 1 << "1. c4";
    const QString janggi = QStringLiteral("janggi_cannon_raid.pcn");
    QTest::newRow("janggi soldier, two could go") << janggi << 1 << "1. Jed4";
    QTest::newRow("janggi horse") << janggi << 3 << "3. Mc3";
    QTest::newRow("janggi cannon over the horse") << janggi << 5 << "5. Pd3";
    QTest::newRow("janggi cannon takes the guard") << janggi << 9 << "9. Pxd10";
    QTest::newRow("janggi general takes on the diagonal") << janggi << 10 << "10. Gxd10";
}

void TestBoardRules::sampleLabels()
{
    QFETCH(QString, file);
    QFETCH(int, step);
    QFETCH(QString, label);
    const LoadedFile f = readFile(QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples/") + file);
    QVERIFY2(f.ok(), qPrintable(f.error));
    QCOMPARE(f.result.collection.records().first()->stepLabel(step), label);
}

void TestBoardRules::janggiPassAndBikjang()
{
    // a pass is allowed (an empty move), but not while the general is in check
    const QStringList quiet = {". . . . g . . . .", ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .",
                               ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .",
                               "r . . . S . . . .", ". . . . G . . . ."};
    BoardRecord r = makeRecord(BoardVariant::Janggi, quiet, true); // Han (top) to move
    BoardState st = initialBoardState(r);
    QVERIFY(boardPassAllowed(r, st));
    QCOMPARE(matchLegalBoardMove(r, st, BoardMove()), std::optional<BoardMove>(BoardMove()));
    QCOMPARE(boardMoveNotation(r, st, BoardMove()), QStringLiteral("pass"));
    // Han's chariot gives check along the first rank: Cho may not pass
    const BoardMove check{BoardAction{72, 81, QStringLiteral("r"), QString()}};
    QVERIFY(matchLegalBoardMove(r, st, check));
    QCOMPARE(boardMoveNotation(r, st, check), QStringLiteral("Ra1+"));
    r.moves().append(check);
    applyBoardMove(st, r, check, BoardSide::Top);
    QVERIFY(boardSideInCheck(r, st, BoardSide::Bottom));
    QVERIFY(!boardPassAllowed(r, st));
    QVERIFY(!matchLegalBoardMove(r, st, BoardMove()));
    // the guard steps off the file: the generals face each other (bikjang), which is allowed
    QVERIFY(!boardGeneralsFacing(r, st));
    const BoardMove aside{BoardAction{76, 75, QStringLiteral("S"), QString()}};
    QVERIFY(!matchLegalBoardMove(r, st, aside)); // not while in check from the chariot ...
    const BoardMove block{BoardAction{76, 84, QStringLiteral("S"), QString()}};
    QVERIFY(matchLegalBoardMove(r, st, block)); // ... the guard blocks on d1 instead
    applyBoardMove(st, r, block, BoardSide::Bottom);
    QVERIFY(boardGeneralsFacing(r, st));
    QVERIFY(!boardSideInCheck(r, st, BoardSide::Top)); // facing generals do not take each other
    QVERIFY(!boardSideInCheck(r, st, BoardSide::Bottom));
}

void TestBoardRules::stepLabelsInOnePass_data()
{
    QTest::addColumn<BoardVariant>("variant");
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<QList<int>>("shuffle"); // four moves (from, to pairs) played over and over
    QTest::addColumn<QStringList>("pieces");
    QTest::addColumn<QString>("fifth");      // the label of step 5
    QTest::newRow("chess knights") << BoardVariant::Chess << kChess << QList<int>{62, 45, 6, 21, 45, 62, 21, 6}
                                   << QStringList{"♘", "♞", "♘", "♞"} << "5. Nf3";
    QTest::newRow("janggi horses") << BoardVariant::Janggi << kJanggi << QList<int>{82, 65, 1, 20, 65, 82, 20, 1}
                                   << QStringList{"M", "m", "M", "m"} << "5. Mc3";
}

void TestBoardRules::stepLabelsInOnePass()
{
    QFETCH(BoardVariant, variant);
    QFETCH(QStringList, rows);
    QFETCH(QList<int>, shuffle);
    QFETCH(QStringList, pieces);
    QFETCH(QString, fifth);
    BoardRecord r = makeRecord(variant, rows);
    for (int i = 0; i < 500; ++i)
        r.moves().append(BoardMove{BoardAction{shuffle.at(2 * (i % 4)), shuffle.at(2 * (i % 4) + 1), pieces.at(i % 4), QString()}});
    QStringList perStep;
    for (int step = 0; step <= r.stepCount(); ++step)
        perStep << r.stepLabel(step);
    const QStringList labels = boardStepLabels(r);
    QCOMPARE(labels.size(), 501);
    QCOMPARE(labels, perStep);
    QCOMPARE(labels.at(5), fifth);
    QCOMPARE(labels.at(500), QString(perStep.at(4)).replace(QLatin1String("4."), QLatin1String("500.")));
    const QStringList notations = boardMoveNotations(r);
    QCOMPARE(notations.size(), 500);
    QCOMPARE(QStringLiteral("1. ") + notations.first(), labels.at(1));
}

void TestBoardRules::otherVariantsUnchecked()
{
    // a board of no known variant has no rules: no legal list, and any move is accepted as written
    BoardRecord r = makeRecord(BoardVariant::Generic, {"r . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .",
                                                      ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .",
                                                      ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .",
                                                      "R . . . . . . . ."});
    const BoardState st = initialBoardState(r);
    QVERIFY(!boardRulesKnown(BoardVariant::Generic));
    QVERIFY(!boardPassAllowed(r, st));
    QVERIFY(legalBoardMoves(r, st).isEmpty());
    const BoardMove odd{BoardAction{81, 40, QStringLiteral("R"), QString()}};
    QCOMPARE(matchLegalBoardMove(r, st, odd), std::optional<BoardMove>(odd));
    QVERIFY(boardMoveRefusal(r, st, 81, 40).isEmpty());
}

QTEST_GUILESS_MAIN(TestBoardRules)
#include "tst_boardrules.moc"
