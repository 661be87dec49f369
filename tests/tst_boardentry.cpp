// Chess-variant moves entered on the board (issue 20): click a piece and
// then a square, or drag it; the held piece's legal squares are marked; a
// legal move is one undoable command that replaces the moves after the
// replay's step (asked first) and advances the replay; an illegal one is
// refused with the reason and the record left alone; a promotion asks;
// a shogi piece in hand is dropped by clicking it. Under offscreen.
#include "boardmovepicker.h"
#include "boardpane.h"
#include "boardwidget.h"
#include "document.h"
#include "edit/boardmovecontroller.h"
#include "handwidget.h"

#include "model/boardrecord.h"

#include <QAction>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

using namespace kib;

namespace {

QString sample(const char *name)
{
    return QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples/") + QLatin1String(name);
}

BoardAction act(std::optional<int> from, int to, const char *piece, const char *hand = nullptr)
{
    return BoardAction{from, to, QString::fromUtf8(piece), hand ? QString::fromUtf8(hand) : QString()};
}

// A document, the board pane on its cursor and the controller that records moves.
struct Fixture
{
    Document doc;
    BoardPane pane;
    BoardMoveController *controller = nullptr;
    QStringList questions;
    bool answer = true;

    explicit Fixture(const QString &path)
    {
        controller = new BoardMoveController(&pane, pane.board()->picker());
        controller->setConfirm([this](const QString &q) {
            questions << q;
            return answer;
        });
        if (doc.openNow(path)) {
            pane.setReplayCursor(doc.cursor());
            controller->setDocument(&doc);
        }
        pane.resize(960, 720);
        pane.show();
    }
    std::shared_ptr<const BoardRecord> record() const
    {
        return std::dynamic_pointer_cast<const BoardRecord>(doc.currentRecord());
    }
    QPoint at(int square) const { return pane.board()->squareRect(square).center().toPoint(); }
    void click(int square) { QTest::mouseClick(pane.board(), Qt::LeftButton, {}, at(square)); }
};

} // namespace

class TestBoardEntry : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void dragReplacesAndUndoes();
    void illegalRefused_data();
    void illegalRefused();
    void recordedMoveStepsOn_data();
    void recordedMoveStepsOn();
    void promotionAsks();
    void declinedReplacementKeepsMoves();
    void shogiDropFromHand();
    void janggiPass();
    void passRefused_data();
    void passRefused();
};

void TestBoardEntry::dragReplacesAndUndoes()
{
    Fixture f(sample("chess_castling_en_passant_promotion.pcn"));
    QVERIFY(f.record());
    QCOMPARE(f.record()->moves().size(), 16);
    QVERIFY(QTest::qWaitForWindowExposed(&f.pane));
    f.doc.cursor()->setStep(0);
    BoardWidget *board = f.pane.board();
    const QImage plain = board->grab().toImage();
    // d2 (51) held: d3 (43) and d4 (35) marked
    QTest::mousePress(board, Qt::LeftButton, {}, f.at(51));
    QVERIFY(board->picker()->isHolding());
    QList<int> targets = board->picker()->targets();
    std::sort(targets.begin(), targets.end());
    QCOMPARE(targets, (QList<int>{35, 43}));
    const QImage held = board->grab().toImage();
    QVERIFY(held.pixel(f.at(43)) != plain.pixel(f.at(43)));
    QVERIFY(held.pixel(f.at(35)) != plain.pixel(f.at(35)));
    QCOMPARE(held.pixel(f.at(27)), plain.pixel(f.at(27))); // d5: not a target
    // carried to d4 and let go there
    QTest::mouseMove(board, f.at(43));
    QTest::mouseMove(board, f.at(35));
    QTest::mouseRelease(board, Qt::LeftButton, {}, f.at(35));
    QCOMPARE(f.questions.size(), 1);
    QVERIFY2(f.questions.first().contains(QLatin1String("16")), qPrintable(f.questions.first()));
    QCOMPARE(f.record()->moves().size(), 1);
    QCOMPARE(f.record()->moves().first(), BoardMove{act(51, 35, "♙")});
    QCOMPARE(f.record()->stepLabel(1), QStringLiteral("1. d4"));
    QCOMPARE(f.doc.cursor()->step(), 1);
    QCOMPARE(f.doc.undoStack()->count(), 1);
    QCOMPARE(f.doc.undoStack()->undoText(), QStringLiteral("Move d4"));
    QVERIFY(!board->picker()->isHolding());
    // undo gives the 16 moves back at the step it was, redo the one move again
    f.doc.undoStack()->undo();
    QCOMPARE(f.record()->moves().size(), 16);
    QCOMPARE(f.doc.cursor()->step(), 0);
    f.doc.undoStack()->redo();
    QCOMPARE(f.record()->moves().size(), 1);
    QCOMPARE(f.doc.cursor()->step(), 1);
    // then Black answers by clicks: d7 (11), d5 (27)
    f.click(11);
    f.click(27);
    QCOMPARE(f.record()->moves().size(), 2);
    QCOMPARE(f.record()->stepLabel(2), QStringLiteral("2. d5"));
    QCOMPARE(f.doc.cursor()->step(), 2);
    QCOMPARE(f.questions.size(), 1); // nothing after the end to replace
}

void TestBoardEntry::illegalRefused_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("step");
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("to");
    QTest::addColumn<QString>("why");
    const QString chess = sample("chess_castling_en_passant_promotion.pcn");
    QTest::newRow("pawn three squares") << chess << 0 << 52 << 28 << "The ♙ on e2 cannot go to e5.";
    QTest::newRow("bishop through a pawn") << chess << 0 << 61 << 34 << "The ♗ on f1 cannot go to c4.";
    QTest::newRow("not your move") << chess << 1 << 51 << 35 << "It is Black's move.";
    // after 1.e4 Nf6 2.e5 the black king may not castle through its bishop on f8
    QTest::newRow("castling blocked") << chess << 3 << 4 << 6 << "The ♚ on e8 cannot go to g8.";
    // janggi: the cannon (PCN's "P") on b3 has no screen to jump to b4
    QTest::newRow("janggi cannon without a screen")
        << sample("janggi_cannon_raid.pcn") << 0 << 64 << 55 << "The P on b3 cannot go to b4.";
}

void TestBoardEntry::illegalRefused()
{
    QFETCH(QString, file);
    QFETCH(int, step);
    QFETCH(int, from);
    QFETCH(int, to);
    QFETCH(QString, why);
    Fixture f(file);
    QVERIFY(f.record());
    f.doc.cursor()->setStep(step);
    const BoardRecord before = *f.record();
    QSignalSpy messages(f.controller, &BoardMoveController::message);
    f.click(from);
    f.click(to);
    QCOMPARE(f.controller->lastMessage(), why);
    QVERIFY(!messages.isEmpty());
    QCOMPARE(messages.last().first().toString(), why);
    QVERIFY(*f.record() == before);
    QCOMPARE(f.doc.undoStack()->count(), 0);
    QCOMPARE(f.doc.cursor()->step(), step);
    QVERIFY(f.questions.isEmpty());
}

void TestBoardEntry::recordedMoveStepsOn_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("moves");
    QTest::addColumn<int>("step");
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("to");
    const QString chess = sample("chess_castling_en_passant_promotion.pcn");
    QTest::newRow("e4") << chess << 16 << 0 << 52 << 36;
    QTest::newRow("en passant") << chess << 16 << 4 << 28 << 19;
    QTest::newRow("castling") << chess << 16 << 14 << 60 << 62;
    // janggi: the cannon jumps the horse on c3 (b3-d3), then takes the guard on d10 over the soldier on d4
    const QString janggi = sample("janggi_cannon_raid.pcn");
    QTest::newRow("janggi cannon over a screen") << janggi << 11 << 4 << 64 << 66;
    QTest::newRow("janggi cannon takes") << janggi << 11 << 8 << 66 << 3;
}

void TestBoardEntry::recordedMoveStepsOn()
{
    QFETCH(QString, file);
    QFETCH(int, moves);
    QFETCH(int, step);
    QFETCH(int, from);
    QFETCH(int, to);
    Fixture f(file);
    QVERIFY(f.record());
    f.doc.cursor()->setStep(step);
    f.click(from);
    f.click(to);
    QCOMPARE(f.doc.cursor()->step(), step + 1);
    QCOMPARE(f.record()->moves().size(), moves);
    QCOMPARE(f.doc.undoStack()->count(), 0);
    QVERIFY(f.questions.isEmpty());
}

void TestBoardEntry::promotionAsks()
{
    Fixture f(sample("chess_castling_en_passant_promotion.pcn"));
    QVERIFY(f.record());
    QStringList offered;
    f.pane.board()->picker()->setChooser([&](const QList<BoardMove> &moves, const QStringList &labels) {
        offered = labels;
        for (int i = 0; i < moves.size(); ++i)
            if (moves.at(i).first().piece == QStringLiteral("♘"))
                return i;
        return -1;
    });
    f.doc.cursor()->setStep(8);
    f.click(10); // c7
    f.click(1);  // b8
    QCOMPARE(offered.size(), 4);
    QVERIFY(offered.contains(QStringLiteral("Promote to ♕")));
    QCOMPARE(f.record()->moves().size(), 9);
    QCOMPARE(f.record()->moves().last(), BoardMove{act(10, 1, "♘")});
    QCOMPARE(f.record()->stepLabel(9), QStringLiteral("9. cxb8=N"));
    QCOMPARE(f.doc.cursor()->step(), 9);
}

void TestBoardEntry::declinedReplacementKeepsMoves()
{
    Fixture f(sample("chess_castling_en_passant_promotion.pcn"));
    QVERIFY(f.record());
    f.answer = false;
    f.doc.cursor()->setStep(0);
    f.click(62); // g1
    f.click(45); // f3
    QCOMPARE(f.questions.size(), 1);
    QCOMPARE(f.record()->moves().size(), 16);
    QCOMPARE(f.doc.undoStack()->count(), 0);
    QCOMPARE(f.doc.cursor()->step(), 0);
    QCOMPARE(f.controller->lastMessage(), QStringLiteral("The move was not entered"));
}

void TestBoardEntry::shogiDropFromHand()
{
    Fixture f(sample("shogi_drop_after_capture.pcn"));
    QVERIFY(f.record());
    QVERIFY(QTest::qWaitForWindowExposed(&f.pane));
    f.doc.cursor()->setStep(4); // Sente holds the bishop taken on 2b
    HandWidget *hand = f.pane.bottomHand();
    QCOMPARE(hand->side(), BoardSide::Bottom);
    const auto groups = hand->groups();
    QCOMPARE(groups.size(), 1);
    QCOMPARE(groups.first().first, QStringLiteral("B"));
    QTest::mouseClick(hand, Qt::LeftButton, {}, hand->groupRect(0).center().toPoint());
    QCOMPARE(f.pane.board()->picker()->heldHandPiece(), QStringLiteral("B"));
    QVERIFY(f.pane.board()->picker()->targets().contains(49));
    QVERIFY(!f.pane.board()->picker()->targets().contains(47)); // 7f: a pawn stands there
    f.click(49); // 5f
    QCOMPARE(f.record()->moves().size(), 5);
    QCOMPARE(f.record()->moves().last(), BoardMove{act(std::nullopt, 49, "B")});
    QCOMPARE(f.record()->stepLabel(5), QStringLiteral("5. B*5f"));
    QCOMPARE(f.doc.cursor()->step(), 5);
    QVERIFY(f.doc.cursor()->boardState().hand(BoardSide::Bottom).isEmpty());
}

void TestBoardEntry::janggiPass()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("pass.pcn"));
    QVERIFY(QFile::copy(sample("janggi_cannon_raid.pcn"), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    Fixture f(path);
    QVERIFY(f.record());
    QVERIFY(QTest::qWaitForWindowExposed(&f.pane));
    QAction *pass = f.pane.passAction();
    QVERIFY(pass->isEnabled());
    QVERIFY(f.pane.findChildren<QToolButton *>().size() >= 2);
    bool shown = false;
    for (QToolButton *b : f.pane.findChildren<QToolButton *>())
        shown |= b->defaultAction() == pass && b->isVisible();
    QVERIFY(shown); // janggi shows its Pass button
    f.doc.cursor()->setStep(11); // the end: Han to move, not in check
    pass->trigger();
    QCOMPARE(f.record()->moves().size(), 12);
    QVERIFY(f.record()->moves().last().isEmpty());
    QCOMPARE(f.record()->stepLabel(12), QStringLiteral("12. pass"));
    QCOMPARE(f.doc.cursor()->step(), 12);
    QCOMPARE(f.doc.cursor()->boardState().toMove, BoardSide::Bottom); // Cho's turn again
    QCOMPARE(f.doc.undoStack()->undoText(), QStringLiteral("Move pass"));
    // saved as PCN, the pass is a move with no action and reads back as one
    const auto saved = f.doc.saveAs(path, QStringLiteral("pcn"));
    QVERIFY2(saved.error.isEmpty(), qPrintable(saved.error));
    QVERIFY(saved.warnings.isEmpty());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("[ 57, 48, \"J\" ],\n    []\n  ]"));
    Document again;
    QVERIFY(again.openNow(path));
    const auto reread = std::dynamic_pointer_cast<const BoardRecord>(again.currentRecord());
    QVERIFY(reread);
    QCOMPARE(reread->moves(), f.record()->moves());
    QVERIFY(again.diagnostics().isEmpty());
    // undone, the game ends where it did
    f.doc.undoStack()->undo();
    QCOMPARE(f.record()->moves().size(), 11);
}

void TestBoardEntry::passRefused_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("why");
    QTest::newRow("chess") << sample("chess_castling_en_passant_promotion.pcn") << "Only janggi allows a pass.";
    QTest::newRow("janggi in check") << QString() << "A general in check may not pass.";
}

void TestBoardEntry::passRefused()
{
    QFETCH(QString, path);
    QFETCH(QString, why);
    QTemporaryDir dir;
    if (path.isEmpty()) {
        // Han's chariot gives check along Cho's first rank (tst_boardrules' janggiPassAndBikjang)
        path = dir.filePath(QStringLiteral("check.pcn"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QByteArray squares;
        for (int i = 0; i < 90; ++i) {
            const char *p = i == 4 ? "\"g\"" : i == 72 ? "\"r\"" : i == 76 ? "\"S\"" : i == 85 ? "\"G\"" : "null";
            squares += (i ? ", " : "") + QByteArray(p);
        }
        f.write("{\"indexes\": [10, 9], \"moves\": [[72, 81, \"r\"]], \"setup\": {\"squares\": [" + squares
                + "], \"is_topside_moves_first\": true}}\n");
    }
    Fixture f(path);
    QVERIFY(f.record());
    f.doc.cursor()->setStep(f.record()->stepCount());
    const int moves = int(f.record()->moves().size());
    QSignalSpy refused(f.pane.board()->picker(), &BoardMovePicker::refused);
    QVERIFY(!f.pane.board()->picker()->pass());
    QCOMPARE(refused.size(), 1);
    QCOMPARE(refused.first().first().toString(), why);
    QCOMPARE(f.record()->moves().size(), moves);
    QCOMPARE(f.doc.undoStack()->count(), 0);
}

QTEST_MAIN(TestBoardEntry)
#include "tst_boardentry.moc"
