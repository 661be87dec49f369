// PCN written and read back gives the same model; the writer's text keeps
// the specification's property names and layout (the samples in
// resources/samples/ are written in exactly that layout, so writing what
// was read from them gives the same bytes).
#include "support/corpus.h"

#include "model/boardstate.h"
#include "model/cardrecord.h"
#include "parsers/fileio.h"
#include "parsers/pcn/pcnplugin.h"
#include "support/boardtext.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace kib;

namespace {

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

QString describe(const Diagnostics &ds)
{
    QStringList out;
    for (const Diagnostic &d : ds)
        out << d.format(QStringLiteral("test.pcn"));
    return out.join(QLatin1Char('\n'));
}

std::shared_ptr<BoardRecord> handBuilt()
{
    auto r = std::make_shared<BoardRecord>();
    r->setVariant(BoardVariant::Shogi);
    r->setIndexes({9, 9});
    QStringList squares(81);
    squares[4] = QStringLiteral("k");
    squares[76] = QStringLiteral("K");
    squares[22] = QStringLiteral("+P");
    squares[40] = QStringLiteral("龍");
    r->setSquares(squares);
    r->setInHand(BoardSide::Bottom, {QStringLiteral("G"), QStringLiteral("S")});
    r->setInHand(BoardSide::Top, {QStringLiteral("p")});
    r->setTopsideMovesFirst(true);
    r->setTag(QStringLiteral("Name"), QStringLiteral("A \"quoted\" name\twith a tab\nand a line"));
    r->setTag(QStringLiteral("Event"), QStringLiteral("Ünïcode ♔ 将棋 \\ backslash"));
    r->setTag(QStringLiteral("Site"), QString());
    r->setTag(QStringLiteral("Date"), QStringLiteral("2021-02-03"));
    r->setTag(QStringLiteral("Round"), QStringLiteral("12"));
    r->setTag(QStringLiteral("Href"), QStringLiteral("https://example.org/?a=1&b=2"));
    r->setTag(QStringLiteral("annotator"), QStringLiteral("someone"));
    r->player(BoardSide::Bottom) = BoardPlayer{QStringLiteral("Sente player"), 2100, false};
    r->player(BoardSide::Top) = BoardPlayer{QString(), 0, true};
    r->setFinishedAt(QStringLiteral("2099-12-31T23:59:59Z"));
    r->setInCheck(true);
    r->setTopsideBetter(std::nullopt);
    // top: p*5c is not legal shogi, but PCN does not care: the replay does
    r->moves().append(BoardMove{BoardAction{std::nullopt, 31, QStringLiteral("p"), QString()}});
    r->moves().append(BoardMove{BoardAction{40, 22, QStringLiteral("龍"), QStringLiteral("P")}});
    r->moves().append(BoardMove{BoardAction{4, 3, QStringLiteral("k"), QString()},
                                BoardAction{31, 30, QStringLiteral("p"), QString()}});
    r->moves().append(BoardMove{BoardAction{std::nullopt, 13, QStringLiteral("G"), QString()}});
    return r;
}

} // namespace

class TestPcnRoundTrip : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void files_data();
    void files();
    void handBuiltRecord();
    void writerLayout();
    void severalRecords();
    void cardRecordRefused();
    void lostOnWriting();
    void throughFileIo();
    void emptyStringsStay();
};

void TestPcnRoundTrip::files_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("canonical"); // written in the writer's own layout

    const QDir corpus(kib::test::corpusPath(QStringLiteral("pcn")));
    for (const QString &name : corpus.entryList({QStringLiteral("*.pcn")}, QDir::Files, QDir::Name))
        QTest::newRow(qPrintable(name)) << corpus.filePath(name) << false;
    if (!corpus.exists())
        QTest::newRow("corpus pcn/") << corpus.path() << false; // skipped, saying why
    const QDir samples(QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples"));
    const QStringList own = samples.entryList({QStringLiteral("*.pcn")}, QDir::Files, QDir::Name);
    QVERIFY(own.size() >= 4);
    for (const QString &name : own)
        QTest::newRow(qPrintable(name)) << samples.filePath(name) << true;
}

void TestPcnRoundTrip::files()
{
    QFETCH(QString, path);
    QFETCH(bool, canonical);
    KIB_REQUIRE_CORPUS(path);

    const PcnPlugin pcn;
    const QByteArray original = fileBytes(path);
    QVERIFY(!original.isEmpty());
    const ReadResult first = pcn.read(original);
    QCOMPARE(errorCount(first.diagnostics), 0);
    QCOMPARE(first.collection.size(), 1);

    const WriteResult written = pcn.write(first.collection);
    QVERIFY2(written.warnings.isEmpty(), qPrintable(describe(written.warnings)));
    const ReadResult second = pcn.read(written.data);
    QVERIFY2(second.diagnostics.isEmpty(), qPrintable(describe(second.diagnostics)));
    QCOMPARE(second.collection.size(), 1);
    auto a = std::dynamic_pointer_cast<BoardRecord>(first.collection.records().first());
    auto b = std::dynamic_pointer_cast<BoardRecord>(second.collection.records().first());
    QVERIFY(a && b);
    QCOMPARE(b->squares(), a->squares());
    QCOMPARE(b->moves(), a->moves());
    QCOMPARE(b->tags(), a->tags());
    QVERIFY(*a == *b);
    QCOMPARE(boardStateAt(*b, b->stepCount()), boardStateAt(*a, a->stepCount()));
    // writing is stable
    QCOMPARE(pcn.write(second.collection).data, written.data);
    if (canonical)
        QCOMPARE(QString::fromUtf8(written.data), QString::fromUtf8(original));
    // and what it writes is JSON any reader takes
    QJsonParseError error;
    QJsonDocument::fromJson(written.data, &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
}

void TestPcnRoundTrip::handBuiltRecord()
{
    const auto record = handBuilt();
    Collection c;
    c.append(record);
    const PcnPlugin pcn;
    const WriteResult written = pcn.write(c);
    QVERIFY2(written.warnings.isEmpty(), qPrintable(describe(written.warnings)));
    const ReadResult back = pcn.read(written.data);
    QVERIFY2(back.diagnostics.isEmpty(), qPrintable(describe(back.diagnostics) + "\n" + written.data));
    auto r = std::dynamic_pointer_cast<BoardRecord>(back.collection.records().value(0));
    QVERIFY(r);
    // Site was given as a null value: PCN writes null, which reads as no tag
    BoardRecord expected = *record;
    expected.removeTag(QStringLiteral("Site"));
    QCOMPARE(r->tags(), expected.tags());
    QCOMPARE(r->moves(), expected.moves());
    QCOMPARE(r->player(BoardSide::Top), expected.player(BoardSide::Top));
    QVERIFY(*r == expected);
    QVERIFY(!r->isFinished(QDateTime(QDate(2030, 1, 1), QTime(0, 0), Qt::UTC)));

    // the replay of the hand-built game: worked out by hand
    const BoardState st = boardStateAt(*r, 4);
    QCOMPARE(st.squares.at(3), QStringLiteral("k"));
    QCOMPARE(st.squares.at(30), QStringLiteral("p"));
    QCOMPARE(st.squares.at(22), QStringLiteral("龍"));
    QCOMPARE(st.squares.at(13), QStringLiteral("G"));
    QVERIFY(st.squares.at(4).isEmpty());
    QVERIFY(st.squares.at(31).isEmpty());
    QVERIFY(st.squares.at(40).isEmpty());
    QCOMPARE(st.hand(BoardSide::Bottom), (QStringList{"S", "P"}));
    QVERIFY(st.hand(BoardSide::Top).isEmpty());
    QCOMPARE(st.toMove, BoardSide::Top);
}

void TestPcnRoundTrip::writerLayout()
{
    Collection c;
    c.append(handBuilt());
    const QString text = QString::fromUtf8(PcnPlugin().write(c).data);
    // every property of the specification, in its order, indented by two
    const QStringList keys = {"bottomside", "event", "finished_at", "href", "indexes", "location", "moves",
                              "name",       "round", "setup",       "started_on", "state", "topside"};
    qsizetype last = -1;
    for (const QString &k : keys) {
        const qsizetype at = text.indexOf(QStringLiteral("\n  \"%1\": ").arg(k));
        QVERIFY2(at > last, qPrintable(k));
        last = at;
    }
    for (const char *k : {"bottomside_in_hand_pieces", "is_topside_moves_first", "squares", "topside_in_hand_pieces",
                          "is_in_check", "is_topside_better", "elo", "is_requesting_a_draw"})
        QVERIFY2(text.contains(QStringLiteral("\n    \"%1\": ").arg(QLatin1String(k))), k);
    QVERIFY(text.startsWith(QStringLiteral("{\n  \"bottomside\": {\n    \"elo\": 2100,")));
    QVERIFY(text.contains(QStringLiteral("\"indexes\": [9, 9],")));
    QVERIFY(text.contains(QStringLiteral("\"round\": 12,")));
    QVERIFY(text.contains(QStringLiteral("\"location\": null,")));
    // one move per line; a lone action leaves out its null piece-to-hand,
    // several actions keep all four elements each
    QVERIFY(text.contains(QStringLiteral("\n    [ null, 31, \"p\" ],\n")));
    QVERIFY(text.contains(QStringLiteral("\n    [ 40, 22, \"龍\", \"P\" ],\n")));
    QVERIFY(text.contains(QStringLiteral("\n    [ 4, 3, \"k\", null, 31, 30, \"p\", null ],\n")));
    // the squares one row per line
    QVERIFY(text.contains(QStringLiteral("\n      null, null, null, null, \"k\", null, null, null, null,\n")));
    QVERIFY(text.contains(QStringLiteral("\"topside_in_hand_pieces\": [\"p\"]")));
    QVERIFY(text.contains(QStringLiteral("\"is_topside_better\": null")));
    QVERIFY(text.contains(QStringLiteral("\"name\": \"A \\\"quoted\\\" name\\twith a tab\\nand a line\"")));
    QVERIFY(text.contains(QStringLiteral("\"annotator\": \"someone\"\n}")));
    QVERIFY(text.endsWith(QStringLiteral("}\n")));
}

void TestPcnRoundTrip::severalRecords()
{
    const PcnPlugin pcn;
    Collection c;
    c.append(handBuilt());
    const ReadResult sample = pcn.read(fileBytes(QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples/makruk_knight_raid.pcn")));
    QCOMPARE(sample.collection.size(), 1);
    c.append(sample.collection.records().first());
    const WriteResult written = pcn.write(c);
    QVERIFY(written.data.startsWith("[\n  {\n    \"bottomside\""));
    const ReadResult back = pcn.read(written.data);
    QVERIFY2(back.diagnostics.isEmpty(), qPrintable(describe(back.diagnostics)));
    QCOMPARE(back.collection.size(), 2);
    for (int i = 0; i < 2; ++i) {
        auto a = std::dynamic_pointer_cast<BoardRecord>(c.records().at(i));
        auto b = std::dynamic_pointer_cast<BoardRecord>(back.collection.records().at(i));
        QVERIFY(a && b);
        QCOMPARE(b->moves(), a->moves());
        QCOMPARE(b->squares(), a->squares());
    }
}

void TestPcnRoundTrip::cardRecordRefused()
{
    Collection c;
    c.append(std::make_shared<CardRecord>(Game::Bridge, 4));
    const WriteResult w = PcnPlugin().write(c);
    QCOMPARE(errorCount(w.warnings), 1);
    QCOMPARE(w.warnings.first().code, QStringLiteral("pcn.write.not-a-board"));
    QCOMPARE(PcnPlugin().cannotHold(*c.records().first()).size(), 1);
}

void TestPcnRoundTrip::lostOnWriting()
{
    auto r = handBuilt();
    r->comments().append(Commentary{Anchor{Anchor::Kind::Card, 1}, Commentary::Style::Brace, QStringLiteral("good")});
    r->setVariant(BoardVariant::Janggi); // the 9x9 shape reads back as shogi
    const QStringList lost = PcnPlugin().cannotHold(*r);
    QCOMPARE(lost.size(), 2);
    QVERIFY(lost.at(0).contains(QStringLiteral("commentary")));
    QVERIFY(lost.at(1).contains(QStringLiteral("Janggi reads back as Shogi")));
    Collection c;
    c.append(r);
    const WriteResult w = PcnPlugin().write(c);
    QCOMPARE(warningCount(w.warnings), 2);
    QCOMPARE(errorCount(w.warnings), 0);
    QCOMPARE(r->stepOf(r->comments().first().anchor), 2);
}

void TestPcnRoundTrip::throughFileIo()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString out = dir.filePath(QStringLiteral("copy.pcn"));
    const LoadedFile in = readFile(QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples/shogi_drop_after_capture.pcn"));
    QVERIFY(in.ok());
    const NotationPlugin *writer = Registry::builtin().forWriting(out);
    QVERIFY(writer);
    QCOMPARE(writer->id(), QStringLiteral("pcn"));
    const SavedFile saved = writeFile(out, in.result.collection, *writer);
    QVERIFY2(saved.ok(), qPrintable(saved.error));
    const LoadedFile back = readFile(out);
    QVERIFY(back.ok());
    QCOMPARE(back.plugin->id(), QStringLiteral("pcn"));
    auto a = std::dynamic_pointer_cast<BoardRecord>(in.result.collection.records().first());
    auto b = std::dynamic_pointer_cast<BoardRecord>(back.result.collection.records().first());
    QVERIFY(a && b && *a == *b);
}

void TestPcnRoundTrip::emptyStringsStay()
{
    // "" is not null: an empty name is written back as "", not as null
    const QByteArray json = R"({"indexes": [1, 1], "name": "", "bottomside": {"name": ""}, "setup": {"squares": [null]}})";
    const PcnPlugin pcn;
    const ReadResult first = pcn.read(json);
    QVERIFY2(first.diagnostics.isEmpty(), qPrintable(describe(first.diagnostics)));
    auto a = std::dynamic_pointer_cast<BoardRecord>(first.collection.records().value(0));
    QVERIFY(a);
    QVERIFY(a->hasTag(QStringLiteral("Name")));
    QVERIFY(!a->player(BoardSide::Bottom).name.isNull());
    const QByteArray written = pcn.write(first.collection).data;
    QVERIFY(written.contains("\n  \"name\": \"\",\n"));
    auto b = std::dynamic_pointer_cast<BoardRecord>(pcn.read(written).collection.records().value(0));
    QVERIFY(b && *a == *b);
}

QTEST_GUILESS_MAIN(TestPcnRoundTrip)
#include "tst_pcnroundtrip.moc"
