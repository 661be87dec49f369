// Kibitzer JSON holding chess-variant records (BoardRecord): every PCN file
// of the corpus and the samples goes PCN -> model -> JSON -> model -> JSON
// and comes back equal, byte for byte the second time; a hand-built shogi
// record keeps its pieces in hand, drops and null/empty distinctions; the
// written members are the documented ones; bad members give diagnostics
// naming the record, the field and its place, and only that record is lost.
#include "support/corpus.h"

#include "support/jsonbadrecord.h"
#include "model/boardrecord.h"
#include "parsers/registry.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace kib;

namespace {

// A record of the chess game that is no BoardRecord: nothing can write it.
class OtherChessRecord : public Record
{
public:
    Game game() const override { return Game::Chess; }
    std::unique_ptr<Record> clone() const override { return std::make_unique<OtherChessRecord>(*this); }
    int stepCount() const override { return 0; }
    QString stepLabel(int) const override { return {}; }
};

const NotationPlugin &plugin(const char *id)
{
    const NotationPlugin *p = Registry::builtin().byId(QString::fromLatin1(id));
    Q_ASSERT(p);
    return *p;
}

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QString describe(const Diagnostics &ds)
{
    QStringList out;
    for (const Diagnostic &d : ds)
        out.append(d.format(QStringLiteral("<json>")));
    return out.join(QLatin1Char('\n'));
}

const BoardRecord *board(const RecordPtr &r)
{
    return dynamic_cast<const BoardRecord *>(r.get());
}

// Both collections hold board records, equal one by one.
bool sameBoards(const Collection &a, const Collection &b, QString *why)
{
    if (a.size() != b.size()) {
        *why = QStringLiteral("%1 records against %2").arg(a.size()).arg(b.size());
        return false;
    }
    for (int i = 0; i < a.size(); ++i) {
        const BoardRecord *x = board(a.records().at(i));
        const BoardRecord *y = board(b.records().at(i));
        if (!x || !y || !(*x == *y)) {
            *why = QStringLiteral("record %1 differs").arg(i + 1);
            return false;
        }
    }
    return true;
}

std::shared_ptr<BoardRecord> shogi()
{
    auto r = std::make_shared<BoardRecord>();
    r->setVariant(BoardVariant::Shogi);
    r->setIndexes({9, 9});
    QStringList squares(81);
    squares[4] = QStringLiteral("k");
    squares[76] = QStringLiteral("K");
    squares[40] = QStringLiteral("+R");
    squares[22] = QStringLiteral("p");
    squares[80] = QString(0, QChar()); // a piece with an empty name: not an empty square
    r->setSquares(squares);
    r->setInHand(BoardSide::Bottom, {QStringLiteral("G"), QStringLiteral("P")});
    r->setInHand(BoardSide::Top, {QStringLiteral("s")});
    r->setTopsideMovesFirst(true);
    r->setTag(QStringLiteral("Name"), QStringLiteral("Tsume \"study\"\n将棋"));
    r->setTag(QStringLiteral("Site"), QString());
    r->player(BoardSide::Bottom) = BoardPlayer{QStringLiteral("Sente"), 9007199254740993LL, false}; // 2^53 + 1
    r->player(BoardSide::Top) = BoardPlayer{QString(0, QChar()), std::nullopt, true};
    // top drops a silver; bottom's dragon takes the pawn, which goes to hand;
    // top's king steps; bottom drops the pawn just taken
    r->moves().append(BoardMove{BoardAction{std::nullopt, 30, QStringLiteral("s"), QString()}});
    r->moves().append(BoardMove{BoardAction{40, 22, QStringLiteral("+R"), QStringLiteral("P")}});
    r->moves().append(BoardMove{BoardAction{4, 3, QStringLiteral("k"), QString()}});
    r->moves().append(BoardMove{BoardAction{std::nullopt, 13, QStringLiteral("P"), QString()}});
    r->setFinishedAt(QStringLiteral("2024-05-06T07:08:09Z"));
    r->setInCheck(true);
    r->setTopsideBetter(false);
    r->notes().append(Note{Note::Section::Play, 1, QStringLiteral("the drop mates")});
    r->comments().append(Commentary{Anchor{Anchor::Kind::Card, 3}, Commentary::Style::Brace, QStringLiteral("mate")});
    r->comments().append(Commentary{Anchor{Anchor::Kind::Tag, 0}, Commentary::Style::Plain, QStringLiteral("x")});
    return r;
}

QByteArray documentOf(const QByteArray &records)
{
    return "{\n  \"format\": \"kibitzer\",\n  \"version\": 1,\n  \"records\": [\n" + records + "\n  ]\n}\n";
}

const QByteArray kBridge = "    {\"game\": \"bridge\", \"dealer\": \"N\"}";
const QByteArray kChess = "    {\"game\": \"chess\", \"indexes\": [1, 2], \"setup\": {\"squares\": [\"K\", \"k\"]},\n"
                          "     \"moves\": [[[0, 1, \"K\", null]]]}";

} // namespace

class TestJsonBoard : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void files_data();
    void files();
    void handBuiltShogi();
    void writtenMembers_data();
    void writtenMembers();
    void defaultRecord();
    void lenientReading_data();
    void lenientReading();
    void badField_data();
    void badField();
    void recordsOfOtherClasses();
    void documentedExample();
};

// ---- round trips

void TestJsonBoard::files_data()
{
    QTest::addColumn<QString>("path");
    const QDir corpus(kib::test::corpusPath(QStringLiteral("pcn")));
    const QDir samples(QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples"));
    int rows = 0;
    for (const QDir &dir : {corpus, samples}) {
        for (const QString &name : dir.entryList({QStringLiteral("*.pcn")}, QDir::Files, QDir::Name)) {
            QTest::newRow(qPrintable(dir.dirName() + QLatin1Char('/') + name)) << dir.filePath(name);
            ++rows;
        }
    }
    if (!corpus.exists())
        QTest::newRow("corpus pcn/") << corpus.path(); // skipped, saying why
    QVERIFY2(rows >= 4, "the PCN samples are missing");
}

void TestJsonBoard::files()
{
    QFETCH(QString, path);
    KIB_REQUIRE_CORPUS(path);
    const QByteArray bytes = fileBytes(path);
    QVERIFY(!bytes.isEmpty());
    const ReadResult pcn = plugin("pcn").read(bytes);
    QVERIFY2(pcn.collection.size() > 0, qPrintable(describe(pcn.diagnostics)));
    for (const RecordPtr &r : pcn.collection.records())
        QVERIFY(board(r));

    const NotationPlugin &json = plugin("json");
    for (const RecordPtr &r : pcn.collection.records())
        QVERIFY(json.cannotHold(*r).isEmpty());
    const WriteResult first = json.write(pcn.collection);
    QVERIFY2(first.warnings.isEmpty(), qPrintable(describe(first.warnings)));
    QVERIFY(first.data.contains("\"game\": \"chess\""));

    const ReadResult back = json.read(first.data);
    QVERIFY2(back.diagnostics.isEmpty(), qPrintable(describe(back.diagnostics)));
    QString why;
    QVERIFY2(sameBoards(pcn.collection, back.collection, &why), qPrintable(why));

    // record by record, from the spans, the same
    const QList<RecordSpan> spans = json.split(first.data);
    QCOMPARE(spans.size(), pcn.collection.size());
    for (int i = 0; i < spans.size(); ++i) {
        const ReadResult one = json.readRecord(first.data, spans.at(i), i + 1, nullptr);
        QVERIFY2(one.diagnostics.isEmpty(), qPrintable(describe(one.diagnostics)));
        QCOMPARE(one.collection.size(), 1);
        QVERIFY(board(one.collection.records().first()));
        QVERIFY(*board(one.collection.records().first()) == *board(pcn.collection.records().at(i)));
        QCOMPARE(one.collection.records().first()->sourceLine(), back.collection.records().at(i)->sourceLine());
    }

    const WriteResult second = json.write(back.collection);
    QVERIFY(second.warnings.isEmpty());
    QCOMPARE(second.data, first.data);

    // and back to PCN: the same record again
    const WriteResult pcnAgain = plugin("pcn").write(back.collection);
    const ReadResult pcnBack = plugin("pcn").read(pcnAgain.data);
    QVERIFY2(sameBoards(pcn.collection, pcnBack.collection, &why), qPrintable(why));
}

void TestJsonBoard::handBuiltShogi()
{
    Collection c;
    c.append(shogi());
    const NotationPlugin &json = plugin("json");
    const WriteResult w = json.write(c);
    QVERIFY2(w.warnings.isEmpty(), qPrintable(describe(w.warnings)));
    const ReadResult r = json.read(w.data);
    QVERIFY2(r.diagnostics.isEmpty(), qPrintable(describe(r.diagnostics)));
    QCOMPARE(r.collection.size(), 1);
    const BoardRecord *b = board(r.collection.records().first());
    QVERIFY(b);
    QVERIFY(*b == *shogi());
    QCOMPARE(b->game(), Game::Chess);
    QCOMPARE(b->variant(), BoardVariant::Shogi);
    QCOMPARE(b->inHand(BoardSide::Bottom), QStringList({QStringLiteral("G"), QStringLiteral("P")}));
    QCOMPARE(b->inHand(BoardSide::Top), QStringList{QStringLiteral("s")});
    QVERIFY(b->moves().at(0).first().isDrop());
    QVERIFY(b->moves().at(3).first().isDrop());
    QCOMPARE(b->moves().at(1).first().source, std::optional<int>(40));
    QCOMPARE(b->moves().at(1).first().toHand, QStringLiteral("P"));
    QCOMPARE(b->player(BoardSide::Bottom).elo, std::optional<qint64>(9007199254740993LL));
    QCOMPARE(b->inCheck(), std::optional<bool>(true));
    QCOMPARE(b->topsideBetter(), std::optional<bool>(false));
    // null and empty stay apart where the model tells them apart
    QVERIFY(b->squares().at(0).isNull());
    QVERIFY(!b->squares().at(80).isNull() && b->squares().at(80).isEmpty());
    QVERIFY(b->moves().at(0).first().toHand.isNull());
    QVERIFY(!b->player(BoardSide::Top).name.isNull());
    QVERIFY(b->player(BoardSide::Top).name.isEmpty());
    QVERIFY(!b->player(BoardSide::Top).elo);
    QCOMPARE(b->commentaryAt(4).size(), 1);

    QCOMPARE(json.write(r.collection).data, w.data);
}

// ---- what is written

void TestJsonBoard::writtenMembers_data()
{
    QTest::addColumn<QString>("path");      // "setup.squares[4]": members and elements
    QTest::addColumn<QByteArray>("value");  // compact JSON; empty: the member is absent

    QTest::newRow("game") << "game" << QByteArray("\"chess\"");
    QTest::newRow("variant") << "variant" << QByteArray("\"shogi\"");
    QTest::newRow("indexes") << "indexes" << QByteArray("[9,9]");
    QTest::newRow("empty square") << "setup.squares[0]" << QByteArray("null");
    QTest::newRow("square") << "setup.squares[4]" << QByteArray("\"k\"");
    QTest::newRow("square of an empty name") << "setup.squares[80]" << QByteArray("\"\"");
    QTest::newRow("bottom hand") << "setup.bottomside_in_hand_pieces" << QByteArray("[\"G\",\"P\"]");
    QTest::newRow("top hand") << "setup.topside_in_hand_pieces" << QByteArray("[\"s\"]");
    QTest::newRow("top moves first") << "setup.is_topside_moves_first" << QByteArray("true");
    QTest::newRow("drop") << "moves[0]" << QByteArray("[[null,30,\"s\",null]]");
    QTest::newRow("capture to hand") << "moves[1]" << QByteArray("[[40,22,\"+R\",\"P\"]]");
    QTest::newRow("bottom player") << "bottomside" << QByteArray("{\"elo\":\"9007199254740993\",\"name\":\"Sente\"}");
    QTest::newRow("top player") << "topside" << QByteArray("{\"is_requesting_a_draw\":true,\"name\":\"\"}");
    QTest::newRow("finished at") << "finished_at" << QByteArray("\"2024-05-06T07:08:09Z\"");
    QTest::newRow("state") << "state" << QByteArray("{\"is_in_check\":true,\"is_topside_better\":false}");
    QTest::newRow("tags") << "tags" << QByteArray("[[\"Name\",\"Tsume \\\"study\\\"\\n将棋\"],[\"Site\",\"\"]]");
    QTest::newRow("notes") << "notes" << QByteArray("[{\"number\":1,\"section\":\"play\",\"text\":\"the drop mates\"}]");
    QTest::newRow("comment") << "comments[0]"
                             << QByteArray("{\"anchor\":{\"index\":3,\"kind\":\"card\"},\"style\":\"brace\",\"text\":"
                                           "\"mate\"}");
    QTest::newRow("no seats") << "seats" << QByteArray();
    QTest::newRow("no deck") << "deck" << QByteArray();
}

void TestJsonBoard::writtenMembers()
{
    QFETCH(QString, path);
    QFETCH(QByteArray, value);
    Collection c;
    c.append(shogi());
    const QByteArray data = plugin("json").write(c).data;
    QJsonValue v = QJsonDocument::fromJson(data).object().value(QStringLiteral("records")).toArray().at(0);
    static const QRegularExpression part(QStringLiteral("([a-z_]+)|\\[(\\d+)\\]"));
    for (auto it = part.globalMatch(path); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        v = m.capturedLength(1) ? v.toObject().value(m.captured(1)) : v.toArray().at(m.captured(2).toInt());
    }
    if (value.isEmpty()) {
        QVERIFY(v.isUndefined());
        return;
    }
    QVERIFY2(!v.isUndefined(), qPrintable(path));
    const QByteArray compact = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
    QCOMPARE(compact.mid(1, compact.size() - 2), value);
}

void TestJsonBoard::defaultRecord()
{
    Collection c;
    c.append(std::make_shared<BoardRecord>());
    const WriteResult w = plugin("json").write(c);
    QVERIFY(w.warnings.isEmpty());
    QCOMPARE(w.data, QByteArray("{\n"
                                "    \"format\": \"kibitzer\",\n"
                                "    \"records\": [\n"
                                "        {\n"
                                "            \"game\": \"chess\",\n"
                                "            \"indexes\": [\n"
                                "                8,\n"
                                "                8\n"
                                "            ],\n"
                                "            \"variant\": \"chess\"\n"
                                "        }\n"
                                "    ],\n"
                                "    \"version\": 1\n"
                                "}\n"));
    const ReadResult r = plugin("json").read(w.data);
    QVERIFY(r.diagnostics.isEmpty());
    QCOMPARE(r.collection.size(), 1);
    QVERIFY(*board(r.collection.records().first()) == BoardRecord());
}

// ---- reading

void TestJsonBoard::lenientReading_data()
{
    QTest::addColumn<QByteArray>("record");
    QTest::addColumn<int>("variant");   // BoardVariant
    QTest::addColumn<int>("squares");

    QTest::newRow("variant guessed: shogi") << QByteArray("{\"game\": \"chess\", \"indexes\": [9, 9]}")
                                            << int(BoardVariant::Shogi) << 0;
    QTest::newRow("default shape") << QByteArray("{\"game\": \"chess\"}") << int(BoardVariant::Chess) << 0;
    QTest::newRow("nulls for not stated")
        << QByteArray("{\"game\": \"chess\", \"variant\": \"generic\", \"indexes\": [1, 1], \"setup\": {\"squares\": "
                      "[null]}, \"topside\": null, \"bottomside\": {\"name\": null, \"elo\": null}, \"finished_at\": "
                      "null, \"state\": {\"is_in_check\": null}, \"moves\": [[[0, 0, \"K\"]]]}")
        << int(BoardVariant::Generic) << 1;
}

void TestJsonBoard::lenientReading()
{
    QFETCH(QByteArray, record);
    QFETCH(int, variant);
    QFETCH(int, squares);
    const ReadResult r = plugin("json").read(documentOf(record));
    QVERIFY2(r.diagnostics.isEmpty(), qPrintable(describe(r.diagnostics)));
    QCOMPARE(r.collection.size(), 1);
    const BoardRecord *b = board(r.collection.records().first());
    QVERIFY(b);
    QCOMPARE(int(b->variant()), variant);
    QCOMPARE(b->squares().size(), squares);
    QVERIFY(b->player(BoardSide::Top).isEmpty());
    QVERIFY(b->player(BoardSide::Bottom).isEmpty());
    QVERIFY(b->finishedAt().isNull());
    QVERIFY(!b->inCheck());
    for (const BoardMove &m : b->moves())
        QVERIFY(m.first().toHand.isNull());
}

void TestJsonBoard::badField_data()
{
    QTest::addColumn<QByteArray>("bad");     // record 2 of 3
    QTest::addColumn<QByteArray>("needle");  // where the diagnostic points, searched from the bad record
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("field");      // the path the message starts with

    QTest::newRow("unknown variant") << QByteArray("{\"game\": \"chess\", \"variant\": \"checkers\"}")
                                     << QByteArray("\"checkers\"") << "json.value" << "variant";
    QTest::newRow("indexes not an array") << QByteArray("{\"game\": \"chess\", \"indexes\": \"8x8\"}")
                                          << QByteArray("\"8x8\"") << "json.type" << "indexes";
    QTest::newRow("zero size") << QByteArray("{\"game\": \"chess\", \"indexes\": [8, 0]}") << QByteArray("0]")
                               << "json.value" << "indexes[1]";
    QTest::newRow("no dimension") << QByteArray("{\"game\": \"chess\", \"indexes\": []}") << QByteArray("[]")
                                  << "json.value" << "indexes";
    QTest::newRow("squares not fitting")
        << QByteArray("{\"game\": \"chess\", \"indexes\": [2, 2],\n     \"setup\": {\"squares\": [\"K\", null, null]}}")
        << QByteArray("[\"K\"") << "json.value" << "setup.squares";
    QTest::newRow("square not a name")
        << QByteArray("{\"game\": \"chess\", \"indexes\": [1, 2], \"setup\": {\"squares\": [\"K\", 7]}}")
        << QByteArray("7]") << "json.type" << "setup.squares[1]";
    QTest::newRow("hand piece not a name")
        << QByteArray("{\"game\": \"chess\", \"setup\": {\"topside_in_hand_pieces\": [\"p\", true]}}")
        << QByteArray("true") << "json.type" << "setup.topside_in_hand_pieces[1]";
    QTest::newRow("who moves first") << QByteArray("{\"game\": \"chess\", \"setup\": {\"is_topside_moves_first\": 1}}")
                                     << QByteArray("1}") << "json.type" << "setup.is_topside_moves_first";
    QTest::newRow("move not an array") << QByteArray("{\"game\": \"chess\", \"moves\": [[[1, 2, \"K\"]], {\"to\": 3}]}")
                                       << QByteArray("{\"to\"") << "json.type" << "moves[1]";
    QTest::newRow("short action") << QByteArray("{\"game\": \"chess\",\n     \"moves\": [[[12, 28]]]}")
                                  << QByteArray("[12") << "json.value" << "moves[0][0]";
    QTest::newRow("negative destination")
        << QByteArray("{\"game\": \"chess\", \"moves\": [[[12, 28, \"P\", null], [3, -4, \"P\", null]]]}")
        << QByteArray("-4") << "json.value" << "moves[0][1][1]";
    QTest::newRow("source not a number") << QByteArray("{\"game\": \"chess\", \"moves\": [[[\"e2\", 28, \"P\"]]]}")
                                         << QByteArray("\"e2\"") << "json.type" << "moves[0][0][0]";
    QTest::newRow("dropped piece not a name") << QByteArray("{\"game\": \"chess\", \"moves\": [[[null, 4, 7]]]}")
                                              << QByteArray("7]") << "json.type" << "moves[0][0][2]";
    QTest::newRow("fractional elo") << QByteArray("{\"game\": \"chess\", \"topside\": {\"elo\": 1500.5}}")
                                    << QByteArray("1500.5") << "json.type" << "topside.elo";
    QTest::newRow("player name") << QByteArray("{\"game\": \"chess\", \"bottomside\": {\"name\": [\"A\"]}}")
                                 << QByteArray("[\"A\"]") << "json.type" << "bottomside.name";
    QTest::newRow("check flag") << QByteArray("{\"game\": \"chess\", \"state\": {\"is_in_check\": \"yes\"}}")
                                << QByteArray("\"yes\"") << "json.type" << "state.is_in_check";
    QTest::newRow("finished at") << QByteArray("{\"game\": \"chess\", \"finished_at\": 2024}") << QByteArray("2024")
                                 << "json.type" << "finished_at";
    QTest::newRow("common member: tags") << QByteArray("{\"game\": \"chess\", \"tags\": [[\"Event\"]]}")
                                         << QByteArray("[\"Event\"]") << "json.value" << "tags[0]";
    QTest::newRow("common member: comments")
        << QByteArray("{\"game\": \"chess\", \"comments\": [{\"style\": \"bold\", \"text\": \"x\"}]}")
        << QByteArray("\"bold\"") << "json.value" << "comments[0].style";
}

void TestJsonBoard::badField()
{
    QFETCH(QByteArray, bad);
    QFETCH(QByteArray, needle);
    QFETCH(QString, code);
    QFETCH(QString, field);
    const NotationPlugin &json = plugin("json");
    const QByteArray data = documentOf(kBridge + ",\n    " + bad + ",\n" + kChess);
    const ReadResult r = json.read(data);

    // the good records are read, the bad one is left out
    QCOMPARE(r.collection.size(), 2);
    QCOMPARE(r.collection.records().at(0)->game(), Game::Bridge);
    QVERIFY(board(r.collection.records().at(1)));
    QCOMPARE(board(r.collection.records().at(1))->moves().size(), 1);

    QCOMPARE(r.diagnostics.size(), 1);
    const Diagnostic &d = r.diagnostics.first();
    QVERIFY2(d.isError(), qPrintable(describe(r.diagnostics)));
    QCOMPARE(d.code, code);
    kib::test::checkBadRecordError(json, data, bad, needle, field, r);
}

// ---- what stays refused

void TestJsonBoard::recordsOfOtherClasses()
{
    const NotationPlugin &json = plugin("json");
    QVERIFY(json.games().contains(Game::Chess));
    QVERIFY(json.cannotHold(BoardRecord()).isEmpty());
    OtherChessRecord other;
    QVERIFY(!json.cannotHold(other).isEmpty());

    Collection c;
    c.append(std::make_shared<BoardRecord>());
    c.append(std::make_shared<OtherChessRecord>());
    const WriteResult w = json.write(c);
    QCOMPARE(w.warnings.size(), 1);
    QCOMPARE(w.warnings.first().code, QStringLiteral("json.write.unsupported"));
    QCOMPARE(w.warnings.first().record, 2);
    QCOMPARE(json.read(w.data).collection.size(), 1);

    // a record the model can build but no file holds: written, with a warning
    auto broken = std::make_shared<BoardRecord>();
    broken->setSquares({QStringLiteral("K")});
    Collection b;
    b.append(broken);
    const WriteResult bw = json.write(b);
    QCOMPARE(bw.warnings.size(), 1);
    QCOMPARE(bw.warnings.first().code, QStringLiteral("json.write.board"));
}

// The example of docs/json-model.md's "Chess variants" section reads back
// cleanly, and writing it gives the same record.
void TestJsonBoard::documentedExample()
{
    const QString doc = QString::fromUtf8(fileBytes(QStringLiteral(KIBITZER_SOURCE_DIR "/docs/json-model.md")));
    const qsizetype section = doc.indexOf(QStringLiteral("\n## Chess variants"));
    QVERIFY(section > 0);
    const qsizetype exampleAt = doc.indexOf(QStringLiteral("```json\n{\n"), section);
    QVERIFY(exampleAt > 0);
    const qsizetype start = exampleAt + 8;
    const qsizetype end = doc.indexOf(QStringLiteral("```"), start);
    const QByteArray example = doc.mid(start, end - start).toUtf8();
    QVERIFY(example.contains("\"format\": \"kibitzer\""));

    const NotationPlugin &json = plugin("json");
    const ReadResult r = json.read(example);
    QVERIFY2(r.diagnostics.isEmpty(), qPrintable(describe(r.diagnostics)));
    QCOMPARE(r.collection.size(), 1);
    const BoardRecord *b = board(r.collection.records().first());
    QVERIFY(b);
    QVERIFY(!b->moves().isEmpty());
    const ReadResult again = json.read(json.write(r.collection).data);
    QString why;
    QVERIFY2(sameBoards(r.collection, again.collection, &why), qPrintable(why));
}

QTEST_GUILESS_MAIN(TestJsonBoard)
#include "tst_jsonboard.moc"
