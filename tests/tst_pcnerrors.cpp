// What the PCN reader reports, and where: every line and column below was
// counted by hand in the JSON text beside it (columns in characters, 1-based).
// Also the specification's defaults for what a file leaves out.
#include "model/boardnames.h"
#include "model/boardrecord.h"
#include "parsers/pcn/pcnplugin.h"

#include <QTest>

using namespace kib;

namespace {

ReadResult readText(const QByteArray &text)
{
    return PcnPlugin().read(text);
}

QString describe(const Diagnostics &ds)
{
    QStringList out;
    for (const Diagnostic &d : ds)
        out << d.format(QStringLiteral("test.pcn"));
    return out.join(QLatin1Char('\n'));
}

// A 3x3 board with a top king on square 0 and a bottom king on square 8.
const QByteArray kTinySetup = R"("setup": {"squares": ["k", null, null, null, null, null, null, null, "K"]})";

} // namespace

class TestPcnErrors : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void located_data();
    void located();
    void secondRecordNumbered();
    void defaults();
    void explicitProperties();
    void finishedAt_data();
    void finishedAt();
    void sniff_data();
    void sniff();
};

void TestPcnErrors::located_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("code");
    QTest::addColumn<bool>("isError");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("messagePart");
    QTest::addColumn<int>("records"); // records still read despite the problem

    // JSON syntax
    QTest::newRow("missing comma") << QByteArray("{\n  \"indexes\": [8, 8]\n  \"setup\": {}\n}")
                                   << "pcn.json.syntax" << true << 3 << 3 << "expected ',' or '}'" << 0;
    QTest::newRow("unclosed string") << QByteArray("{\"name\": \"abc") << "pcn.json.syntax" << true << 1 << 10
                                     << "not closed" << 0;
    QTest::newRow("trailing comma") << QByteArray("{\"indexes\": [8, 8,]}") << "pcn.json.syntax" << true << 1 << 19
                                    << "comma" << 0;
    QTest::newRow("nil") << QByteArray("{\n  \"indexes\": [8, 8],\n  \"moves\": [[52, 36, \"P\", nil]]\n}")
                         << "pcn.json.syntax" << true << 3 << 27 << "write null" << 0;
    // columns count characters: each glyph is one column, not three bytes
    QTest::newRow("column after glyphs") << QByteArray("{\"name\": \"♙♙\", x}") << "pcn.json.syntax" << true << 1
                                         << 16 << "property name" << 0;
    QTest::newRow("empty file") << QByteArray("  \n") << "pcn.json.syntax" << true << 2 << 1 << "no JSON value" << 0;
    QTest::newRow("text after the object") << QByteArray("{}\n}") << "pcn.json.syntax" << true << 2 << 1
                                           << "after the end" << 0;

    // replay errors: the move, at its element
    QTest::newRow("empty source") << QByteArray("{\n  \"indexes\": [2, 2],\n"
                                                "  \"setup\": {\"squares\": [\"k\", null, null, \"K\"]},\n"
                                                "  \"moves\": [\n    [3, 1, \"K\"],\n    [2, 0, \"k\"]\n  ]\n}")
                                  << "pcn.move.empty-source" << true << 6 << 6 << "move 2" << 1;
    QTest::newRow("drop not in hand")
        << QByteArray("{\n  \"indexes\": [3, 3],\n  \"setup\": {\n"
                      "    \"squares\": [\"k\", null, null, null, null, null, null, null, \"K\"],\n"
                      "    \"bottomside_in_hand_pieces\": [\"P\"]\n  },\n  \"moves\": [\n    [null, 4, \"G\"]\n  ]\n}")
        << "pcn.move.not-in-hand" << true << 8 << 15 << "does not hold" << 1;
    QTest::newRow("destination off the board")
        << QByteArray("{\n  \"indexes\": [3, 3],\n  " + kTinySetup + ",\n  \"moves\": [[8, 9, \"K\"]]\n}")
        << "pcn.move.off-board" << true << 4 << 17 << "destination 9" << 1;
    QTest::newRow("source off the board")
        << QByteArray("{\n  \"indexes\": [3, 3],\n  " + kTinySetup + ",\n  \"moves\": [[-1, 4, \"K\"]]\n}")
        << "pcn.move.off-board" << true << 4 << 14 << "source -1" << 1;
    QTest::newRow("piece to hand is a number")
        << QByteArray("{\n  \"indexes\": [3, 3],\n  " + kTinySetup + ",\n  \"moves\": [[8, 0, \"K\", 5]]\n}")
        << "pcn.hand.not-a-piece" << true << 4 << 25 << "move 1" << 1;
    QTest::newRow("piece to hand is empty")
        << QByteArray("{\n  \"indexes\": [3, 3],\n  " + kTinySetup + ",\n  \"moves\": [[8, 0, \"K\", \"\"]]\n}")
        << "pcn.hand.not-a-piece" << true << 4 << 25 << "no name" << 1;
    QTest::newRow("piece in hand is a number")
        << QByteArray("{\n  \"indexes\": [3, 3],\n  \"setup\": {\n"
                      "    \"squares\": [null, null, null, null, null, null, null, null, null],\n"
                      "    \"topside_in_hand_pieces\": [\"p\", 7]\n  }\n}")
        << "pcn.hand.not-a-piece" << true << 5 << 37 << "piece in hand 2" << 1;
    QTest::newRow("five elements")
        << QByteArray("{\n  \"indexes\": [3, 3],\n  " + kTinySetup + ",\n  \"moves\": [[8, 0, \"K\", null, 1]]\n}")
        << "pcn.move.malformed" << true << 4 << 13 << "5 elements" << 1;
    QTest::newRow("piece is a number")
        << QByteArray("{\n  \"indexes\": [3, 3],\n  " + kTinySetup + ",\n  \"moves\": [[8, 0, 1]]\n}")
        << "pcn.move.not-a-piece" << true << 4 << 20 << "move 1" << 1;

    // the shape and the setup
    QTest::newRow("no setup") << QByteArray("{\"indexes\": [8, 8]}") << "pcn.setup.missing" << true << 1 << 1
                              << "no setup" << 0;
    QTest::newRow("squares count") << QByteArray("{\"indexes\": [2, 2], \"setup\": {\"squares\": [null]}}")
                                   << "pcn.squares.count" << true << 1 << 42 << "1 squares where" << 1;
    QTest::newRow("indexes far beyond the board")
        << QByteArray("{\"indexes\": [9, 9, 9, 9, 9, 9], \"setup\": {\"squares\": [null]}}") << "pcn.indexes.invalid"
        << true << 1 << 13 << "531441 squares" << 1;
    QTest::newRow("no indexes") << QByteArray("{\"setup\": {\"squares\": [null, null]}}") << "pcn.indexes.missing"
                                << true << 1 << 1 << "[1, 2]" << 1;
    QTest::newRow("square not a piece") << QByteArray("{\"indexes\": [1, 2], \"setup\": {\"squares\": [null, 3]}}")
                                        << "pcn.square.not-a-piece" << true << 1 << 49 << "square 1" << 1;
    QTest::newRow("not an object") << QByteArray("[1]") << "pcn.resource.not-an-object" << true << 1 << 2
                                   << "a number" << 0;

    // warnings
    QTest::newRow("2020 layout") << QByteArray("{\n  \"indexes\": [1, 1],\n  \"startpos\": [null]\n}")
                                 << "pcn.layout.2020" << false << 3 << 15 << "startpos" << 1;
    QTest::newRow("indexes in setup")
        << QByteArray("{\n  \"setup\": {\n    \"indexes\": [1, 1],\n    \"squares\": [null]\n  }\n}")
        << "pcn.layout.setup-indexes" << false << 3 << 16 << "inside" << 1;
    QTest::newRow("short last action")
        << QByteArray("{\n  \"indexes\": [3, 3],\n  " + kTinySetup + ",\n  \"moves\": [[8, 7, \"K\", null, 0, 1, \"k\"]]\n}")
        << "pcn.move.short-action" << false << 4 << 13 << "move 1" << 1;
    QTest::newRow("duplicate key") << QByteArray("{\"indexes\": [1, 1], \"indexes\": [1, 1], \"setup\": {\"squares\": [null]}}")
                                   << "pcn.json.duplicate-key" << false << 1 << 21 << "twice" << 1;
    QTest::newRow("round zero")
        << QByteArray("{\"indexes\": [1, 1], \"round\": 0, \"setup\": {\"squares\": [null]}}") << "pcn.round.invalid"
        << false << 1 << 30 << "1 or more" << 1;
}

void TestPcnErrors::located()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, code);
    QFETCH(bool, isError);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, messagePart);
    QFETCH(int, records);

    const ReadResult r = readText(json);
    const Diagnostic *found = nullptr;
    for (const Diagnostic &d : r.diagnostics)
        if (d.code == code && !found)
            found = &d;
    QVERIFY2(found, qPrintable(QStringLiteral("no %1 in:\n%2").arg(code, describe(r.diagnostics))));
    QCOMPARE(found->isError(), isError);
    QCOMPARE(found->line, line);
    QCOMPARE(found->column, column);
    QCOMPARE(found->record, 1);
    QVERIFY2(found->message.contains(messagePart), qPrintable(found->message));
    QCOMPARE(r.collection.size(), records);
    if (!isError)
        QCOMPARE(errorCount(r.diagnostics), 0);
}

void TestPcnErrors::secondRecordNumbered()
{
    // beyond the specification: an array of games; the second one's error
    // names record 2 and its own line
    const QByteArray json = "[\n  {\"indexes\": [1, 1], \"setup\": {\"squares\": [null]}},\n"
                            "  {\"indexes\": [1, 1], \"setup\": {\"squares\": [\"K\"]}, \"moves\": [[5, 0, \"K\"]]}\n]";
    const ReadResult r = readText(json);
    QCOMPARE(r.collection.size(), 2);
    QCOMPARE(r.diagnostics.size(), 1);
    const Diagnostic &d = r.diagnostics.first();
    QCOMPARE(d.code, QStringLiteral("pcn.move.off-board"));
    QCOMPARE(d.record, 2);
    QCOMPARE(d.line, 3);
    QCOMPARE(d.column, 63);
}

void TestPcnErrors::defaults()
{
    // only what the specification requires: indexes and setup.squares
    const ReadResult r = readText("{\"indexes\": [2, 2], \"setup\": {\"squares\": [null, \"k\", \"K\", null]}}");
    QVERIFY2(r.diagnostics.isEmpty(), qPrintable(describe(r.diagnostics)));
    auto rec = std::dynamic_pointer_cast<BoardRecord>(r.collection.records().value(0));
    QVERIFY(rec);
    QCOMPARE(rec->indexes(), (QList<int>{2, 2}));
    QCOMPARE(rec->variant(), BoardVariant::Generic);
    QVERIFY(rec->moves().isEmpty());
    QVERIFY(rec->inHand(BoardSide::Bottom).isEmpty());
    QVERIFY(rec->inHand(BoardSide::Top).isEmpty());
    QCOMPARE(rec->topsideMovesFirst(), false);
    QCOMPARE(rec->firstMover(), BoardSide::Bottom);
    QVERIFY(rec->player(BoardSide::Bottom).isEmpty());
    QVERIFY(rec->player(BoardSide::Top).isEmpty());
    QCOMPARE(rec->inCheck(), std::nullopt);
    QCOMPARE(rec->topsideBetter(), std::nullopt);
    QVERIFY(rec->finishedAt().isNull());
    QVERIFY(rec->isFinished());
    QVERIFY(rec->tags().isEmpty());
    QCOMPARE(rec->stepCount(), 0);
    QCOMPARE(rec->stepLabel(0), QStringLiteral("Setup"));

    // null is the same as absent everywhere
    const ReadResult n = readText("{\"indexes\": [2, 2], \"setup\": {\"squares\": [null, \"k\", \"K\", null], "
                                  "\"bottomside_in_hand_pieces\": null, \"topside_in_hand_pieces\": null, "
                                  "\"is_topside_moves_first\": null}, \"moves\": null, \"state\": null, "
                                  "\"bottomside\": null, \"topside\": {}, \"name\": null, \"round\": null}");
    QVERIFY2(n.diagnostics.isEmpty(), qPrintable(describe(n.diagnostics)));
    auto nrec = std::dynamic_pointer_cast<BoardRecord>(n.collection.records().value(0));
    QVERIFY(nrec);
    QVERIFY(*nrec == *rec);
}

void TestPcnErrors::explicitProperties()
{
    const QByteArray json = R"({
  "bottomside": {"name": "Ann", "elo": 1735, "is_requesting_a_draw": true},
  "event": "Club",
  "href": "https://example.org/game",
  "indexes": [2, 2],
  "location": "Oslo",
  "name": "Test",
  "round": 4,
  "started_on": "2020-01-31",
  "finished_at": "2020-01-31T20:00:00Z",
  "setup": {
    "squares": ["k", null, null, "K"],
    "bottomside_in_hand_pieces": ["P", "+P"],
    "topside_in_hand_pieces": ["歩"],
    "is_topside_moves_first": true
  },
  "state": {"is_in_check": false, "is_topside_better": true},
  "topside": {"name": "Bo"},
  "opening": "none at all"
})";
    const ReadResult r = readText(json);
    QVERIFY2(r.diagnostics.isEmpty(), qPrintable(describe(r.diagnostics)));
    auto rec = std::dynamic_pointer_cast<BoardRecord>(r.collection.records().value(0));
    QVERIFY(rec);
    QCOMPARE(rec->player(BoardSide::Bottom).name, QStringLiteral("Ann"));
    QCOMPARE(rec->player(BoardSide::Bottom).elo, std::optional<qint64>(1735));
    QCOMPARE(rec->player(BoardSide::Bottom).requestingDraw, true);
    QCOMPARE(rec->player(BoardSide::Top).name, QStringLiteral("Bo"));
    QCOMPARE(rec->player(BoardSide::Top).elo, std::nullopt);
    QCOMPARE(rec->tag(QStringLiteral("Event")), QStringLiteral("Club"));
    QCOMPARE(rec->tag(QStringLiteral("Site")), QStringLiteral("Oslo"));
    QCOMPARE(rec->tag(QStringLiteral("Name")), QStringLiteral("Test"));
    QCOMPARE(rec->tag(QStringLiteral("Round")), QStringLiteral("4"));
    QCOMPARE(rec->tag(QStringLiteral("Date")), QStringLiteral("2020-01-31"));
    QCOMPARE(rec->tag(QStringLiteral("Href")), QStringLiteral("https://example.org/game"));
    // unknown string properties are kept as tags, after the known ones
    QCOMPARE(rec->tags().last().name, QStringLiteral("opening"));
    QCOMPARE(rec->tags().last().value, QStringLiteral("none at all"));
    QCOMPARE(rec->inHand(BoardSide::Bottom), (QStringList{"P", "+P"}));
    QCOMPARE(rec->inHand(BoardSide::Top), (QStringList{"歩"}));
    QCOMPARE(rec->firstMover(), BoardSide::Top);
    QCOMPARE(rec->inCheck(), std::optional<bool>(false));
    QCOMPARE(rec->topsideBetter(), std::optional<bool>(true));
    QCOMPARE(rec->finishedAt(), QStringLiteral("2020-01-31T20:00:00Z"));
    QVERIFY(rec->isFinished());
    QVERIFY(rec->player(BoardSide::Bottom).requestingDraw);
    QVERIFY(!rec->player(BoardSide::Top).requestingDraw);
}

void TestPcnErrors::finishedAt_data()
{
    QTest::addColumn<QByteArray>("state");
    QTest::addColumn<QString>("status");

    QTest::newRow("no date, drawn") << QByteArray(R"("finished_at": null, "state": {"is_topside_better": null})")
                                    << "Finished: drawn or no result given.";
    QTest::newRow("past, bottom won") << QByteArray(R"("finished_at": "2030-06-01T11:59:59Z", "state": {"is_topside_better": false, "is_in_check": true})")
                                      << "Finished: White won. Black is in check.";
    QTest::newRow("future, top better") << QByteArray(R"("finished_at": "2030-06-01T12:00:01Z", "state": {"is_topside_better": true})")
                                        << "In progress (until 2030-06-01T12:00:01Z): Black is better.";
    QTest::newRow("future, even") << QByteArray(R"("finished_at": "2031-01-01T00:00:00Z")")
                                  << "In progress (until 2031-01-01T00:00:00Z): even or not stated.";
}

void TestPcnErrors::finishedAt()
{
    QFETCH(QByteArray, state);
    QFETCH(QString, status);
    // an 8x8 board with two kings and one move by White: Black is to move
    QByteArrayList squares;
    for (int i = 0; i < 64; ++i)
        squares.append(i == 4 ? "\"♚\"" : i == 60 ? "\"♔\"" : "null");
    const QByteArray json = "{\"indexes\": [8, 8], \"setup\": {\"squares\": [" + squares.join(", ")
                            + "]}, \"moves\": [[60, 61, \"♔\"]], " + state + "}";
    const ReadResult r = readText(json);
    QVERIFY2(r.diagnostics.isEmpty(), qPrintable(describe(r.diagnostics)));
    auto rec = std::dynamic_pointer_cast<BoardRecord>(r.collection.records().value(0));
    QVERIFY(rec);
    QCOMPARE(rec->variant(), BoardVariant::Chess);
    const QDateTime now = QDateTime(QDate(2030, 6, 1), QTime(12, 0), Qt::UTC);
    QCOMPARE(boardtext::gameState(*rec, now), status); // in English: no translator here
}

void TestPcnErrors::sniff_data()
{
    QTest::addColumn<QByteArray>("head");
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<bool>("claims");

    QTest::newRow("pcn 1.0") << QByteArray("{\n  \"indexes\": [8, 8],\n  \"setup\": {\"squares\": []}") << "x.txt" << true;
    QTest::newRow("2020 layout") << QByteArray("{\"name\": \"a\", \"indexes\": [9, 9], \"startpos\": [") << "a" << true;
    QTest::newRow("kibitzer json") << QByteArray("{\"format\": \"kibitzer\", \"records\": []}") << "a.json" << false;
    QTest::newRow("pbn") << QByteArray("[Event \"x\"]\n[Site \"y\"]") << "a.pbn" << false;
}

void TestPcnErrors::sniff()
{
    QFETCH(QByteArray, head);
    QFETCH(QString, fileName);
    QFETCH(bool, claims);
    QCOMPARE(PcnPlugin().sniff(head, fileName) >= 50, claims);
}

QTEST_GUILESS_MAIN(TestPcnErrors)
#include "tst_pcnerrors.moc"
