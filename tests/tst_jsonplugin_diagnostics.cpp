// The Kibitzer JSON plug-in's diagnostics: syntax errors at their line and
// column, bad records among good ones, documents that are not Kibitzer JSON.
// Every input is read both ways (whole and record by record).
#include "support/jsonbadrecord.h"
#include "tst_jsonplugin.h"

#include "support/jsontesttools.h"

#include <QJsonDocument>
#include <QTest>

using namespace kib;
using namespace kib::jsontest;

// ---- diagnostics

void TestJsonPlugin::syntaxError_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("record");
    QTest::addColumn<int>("recordsRead");

    // the column counts characters: "♠" is one
    QTest::newRow("missing comma between members")
        << file("    {\"game\": \"bridge\"\n     \"dealer\": \"N\"}") << 6 << 6 << 1 << 0;
    QTest::newRow("bad value in the second record")
        << file(kGood1 + ",\n    {\"game\": \"bridge\", \"result\": tru}") << 6 << 34 << 2 << 1;
    QTest::newRow("unicode before the error")
        << file(kGood1 + ",\n    {\"game\": \"♠♠\", \"result\": 1,, }") << 6 << 32 << 2 << 1;
    QTest::newRow("unterminated string") << QByteArray("{\"format\": \"kibitzer\",\n\"records\": [\"abc\n]}")
                                         << 2 << 13 << 1 << 0;
    QTest::newRow("garbage after the document") << QByteArray("{\"format\": \"kibitzer\", \"records\": []}\n  x\n")
                                                << 2 << 3 << 0 << 0;
    QTest::newRow("trailing comma") << file(kGood1 + ",\n" + kGood3 + ",") << 7 << 3 << 0 << 2;
    QTest::newRow("empty") << QByteArray("\n\n") << 3 << 1 << 0 << 0;
    QTest::newRow("bad number") << QByteArray("{\"format\": \"kibitzer\", \"version\": -x}") << 1 << 35 << 0 << 0;
}

void TestJsonPlugin::syntaxError()
{
    QFETCH(QByteArray, data);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(int, record);
    QFETCH(int, recordsRead);
    const ReadResult r = read(data);
    QVERIFY(!QTest::currentTestFailed());
    QCOMPARE(r.diagnostics.size(), 1);
    const Diagnostic &d = r.diagnostics.first();
    QCOMPARE(d.code, QStringLiteral("json.syntax"));
    QVERIFY(d.isError());
    QCOMPARE(d.line, line);
    QCOMPARE(d.column, column);
    QCOMPARE(d.record, record);
    QVERIFY(!d.message.isEmpty());
    QCOMPARE(r.collection.size(), recordsRead);

    // read on its own, the broken record reports the same place
    if (record > 0) {
        const QList<RecordSpan> spans = m_plugin.split(data);
        QVERIFY(record <= spans.size());
        const ReadResult one = m_plugin.readRecord(data, spans.at(record - 1), record, nullptr);
        QCOMPARE(one.diagnostics.size(), 1);
        QCOMPARE(one.diagnostics.first().code, QStringLiteral("json.syntax"));
        QCOMPARE(one.diagnostics.first().line, line);
        QCOMPARE(one.diagnostics.first().column, column);
        QCOMPARE(one.diagnostics.first().record, record);
    }
}

void TestJsonPlugin::badRecord_data()
{
    QTest::addColumn<QByteArray>("bad");     // record 2, between two good ones
    QTest::addColumn<QByteArray>("needle");  // where the diagnostic points
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("field");      // named in the message

    QTest::newRow("unknown game") << QByteArray("{\"game\": \"skat\"}") << QByteArray("\"skat\"")
                                  << "json.value" << "game";
    QTest::newRow("chess") << QByteArray("{\"game\": \"chess\", \"indexes\": [8, 0]}") << QByteArray("0]}")
                           << "json.value" << "indexes[1]";
    QTest::newRow("no game") << QByteArray("{\"dealer\": \"N\"}") << QByteArray("{\"dealer\"") << "json.missing"
                             << "game";
    QTest::newRow("bad card") << QByteArray("{\"game\": \"bridge\",\n     \"hands\": {\"N\": [\"SA\", \"SZ\"]}}")
                              << QByteArray("\"SZ\"") << "json.value" << "hands.N[1]";
    QTest::newRow("bad seat letter") << QByteArray("{\"game\": \"bridge\", \"dealer\": \"Q\"}") << QByteArray("\"Q\"")
                                     << "json.value" << "dealer";
    QTest::newRow("bad hand seat") << QByteArray("{\"game\": \"bridge\", \"hands\": {\"X\": []}}")
                                   << QByteArray("[]}}") << "json.value" << "hands.X";
    QTest::newRow("seat of another game") << QByteArray("{\"game\": \"preferans\", \"declarer\": \"N\"}")
                                          << QByteArray("\"N\"}") << "json.value" << "declarer";
    QTest::newRow("wrong type") << QByteArray("{\"game\": \"bridge\", \"seats\": \"4\"}") << QByteArray("\"4\"")
                                << "json.type" << "seats";
    QTest::newRow("too many seats") << QByteArray("{\"game\": \"bridge\", \"seats\": 6}") << QByteArray("6}")
                                    << "json.value" << "seats";
    QTest::newRow("record not an object") << QByteArray("[\"game\", \"bridge\"]") << QByteArray("[\"game\"")
                                          << "json.type" << "";
    QTest::newRow("bad call")
        << QByteArray("{\"game\": \"bridge\",\n  \"auction\": {\"first\": \"N\",\n   \"calls\": [{\"call\": \"1C\"}, "
                      "{\"call\": \"1NX\"}]}}")
        << QByteArray("\"1NX\"") << "json.value" << "auction.calls[1].call";
    QTest::newRow("bad nags") << QByteArray("{\"game\": \"bridge\", \"auction\": {\"calls\": [{\"call\": \"P\", "
                                            "\"nags\": [\"$1\"]}]}}")
                              << QByteArray("[\"$1\"]") << "json.type" << "auction.calls[0].nags";
    QTest::newRow("bad played card")
        << QByteArray("{\"game\": \"bridge\", \"play\": {\"tricks\": [{\"leader\": \"E\", \"cards\": [\"D2\", "
                      "\"Q\"]}]}}")
        << QByteArray("\"Q\"") << "json.value" << "play.tricks[0].cards[1]";
    QTest::newRow("annotation out of the trick")
        << QByteArray("{\"game\": \"bridge\", \"play\": {\"tricks\": [{\"cards\": [\"D2\"], \"annotations\": {\"1\": "
                      "{}}}]}}")
        << QByteArray("{}}}") << "json.value" << "play.tricks[0].annotations.1";
    QTest::newRow("bad contract") << QByteArray("{\"game\": \"bridge\", \"contract\": \"8NT\"}")
                                  << QByteArray("\"8NT\"") << "json.value" << "contract";
    QTest::newRow("bad contract strain")
        << QByteArray("{\"game\": \"pinochle\", \"contract\": {\"level\": 250, \"strain\": \"Q\"}}")
        << QByteArray("\"Q\"") << "json.value" << "contract.strain";
    QTest::newRow("bad anchor") << QByteArray("{\"game\": \"bridge\", \"comments\": [{\"anchor\": {\"kind\": "
                                              "\"move\"}}]}")
                                << QByteArray("\"move\"") << "json.value" << "comments[0].anchor.kind";
    QTest::newRow("bad result") << QByteArray("{\"game\": \"bridge\", \"result\": 9.5}") << QByteArray("9.5")
                                << "json.type" << "result";
    QTest::newRow("tag pair too short") << QByteArray("{\"game\": \"bridge\", \"tags\": [[\"Board\"]]}")
                                        << QByteArray("[\"Board\"]") << "json.value" << "tags[0]";
    QTest::newRow("seats not matching cards")
        << QByteArray("{\"game\": \"bridge\", \"play\": {\"tricks\": [{\"cards\": [\"D2\"], \"seats\": []}]}}")
        << QByteArray("[]}") << "json.value" << "play.tricks[0].seats";
}

void TestJsonPlugin::badRecord()
{
    QFETCH(QByteArray, bad);
    QFETCH(QByteArray, needle);
    QFETCH(QString, code);
    QFETCH(QString, field);
    const QByteArray data = file(kGood1 + ",\n    " + bad + ",\n" + kGood3);
    const ReadResult r = read(data);
    QVERIFY(!QTest::currentTestFailed());

    // the good records are read, the bad one is left out
    QCOMPARE(r.collection.size(), 2);
    QCOMPARE(r.collection.records().at(0)->game(), Game::Bridge);
    QCOMPARE(r.collection.records().at(1)->game(), Game::Preferans);
    QCOMPARE(r.collection.records().at(1)->sourceLine(), lineOf(data, kGood3));

    QCOMPARE(errorCount(r.diagnostics), 1);
    const Diagnostic &d = r.diagnostics.first();
    QVERIFY2(d.isError(), qPrintable(describe(r.diagnostics)));
    QCOMPARE(d.code, code);
    kib::test::checkBadRecordError(m_plugin, data, bad, needle, field, r);
}

void TestJsonPlugin::documentProblems_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("code");
    QTest::addColumn<bool>("isError");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("recordsRead");

    QTest::newRow("not an object") << QByteArray("\n[1, 2]") << "json.format" << true << 2 << 0;
    QTest::newRow("no format") << QByteArray("{\"records\": []}") << "json.format" << true << 1 << 0;
    QTest::newRow("other format") << QByteArray("{\"records\": [],\n \"format\": \"pbn\"}") << "json.format" << true
                                  << 2 << 0;
    QTest::newRow("no records") << QByteArray("{\"format\": \"kibitzer\", \"version\": 1}") << "json.missing" << true
                                << 1 << 0;
    QTest::newRow("records not an array") << QByteArray("{\"format\": \"kibitzer\", \"version\": 1,\n\"records\": {}}")
                                          << "json.type" << true << 2 << 0;
    QTest::newRow("no version") << QByteArray("{\"format\": \"kibitzer\", \"records\": [{\"game\": \"bridge\"}]}")
                                << "json.version" << false << 1 << 1;
    QTest::newRow("newer version") << QByteArray("{\"format\": \"kibitzer\",\n\"version\": 2, \"records\": [{\"game\": "
                                                 "\"bridge\"}]}")
                                   << "json.version" << false << 2 << 1;
    QTest::newRow("unknown top-level member")
        << QByteArray("{\"format\": \"kibitzer\", \"version\": 1, \"records\": [],\n\"extra\": 1}")
        << "json.unknown-field" << false << 2 << 0;
    QTest::newRow("unknown record member")
        << file(kGood1 + ",\n    {\"game\": \"bridge\", \"future\": {\"x\": 1}}") << "json.unknown-field" << false << 6
        << 2;
    QTest::newRow("bad file comment") << QByteArray("{\"format\": \"kibitzer\", \"version\": 1, \"records\": [],\n"
                                                    "\"comments\": [{\"style\": \"bold\"}]}")
                                      << "json.value" << true << 2 << 0;
}

void TestJsonPlugin::documentProblems()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, code);
    QFETCH(bool, isError);
    QFETCH(int, line);
    QFETCH(int, recordsRead);
    const ReadResult r = read(data);
    QVERIFY(!QTest::currentTestFailed());
    QCOMPARE(r.diagnostics.size(), 1);
    QCOMPARE(r.diagnostics.first().code, code);
    QCOMPARE(r.diagnostics.first().isError(), isError);
    QCOMPARE(r.diagnostics.first().line, line);
    QCOMPARE(r.collection.size(), recordsRead);
}

void TestJsonPlugin::agreesWithQt_data()
{
    // values on the edges of what QJsonDocument takes, in the middle record
    // of three: the byte checker used for large files must take exactly
    // what Qt takes, so that both ways of reading give the same result
    QTest::addColumn<QByteArray>("value");
    for (const char *v : {".5", "1.", "-0", "1E+2", "1e308", "2e308", "1e-400", "-", "+1", "1.5e", "01", "tru",
                          "nul", "\"\\u00e9\"", "\"\\u12\"", "\"\\uZZZZ\"", "\"\\x\"", "\"a\tb\"",
                          "\"\xef\xbf\xbe\"", "\"\xed\xa0\x80\"", "\"\xc0\xaf\"", "\"\xf4\x90\x80\x80\"",
                          "[1,]", "{\"a\": 1,}", "[]", "{}"})
        QTest::newRow(v) << QByteArray(v);
}

void TestJsonPlugin::agreesWithQt()
{
    QFETCH(QByteArray, value);
    const QByteArray data = file(kGood1 + ",\n    {\"game\": \"bridge\", \"x\": " + value + "},\n" + kGood3);
    QJsonParseError error;
    QJsonDocument::fromJson(data, &error);
    const ReadResult r = read(data); // compares both ways of reading
    QVERIFY(!QTest::currentTestFailed());
    bool syntax = false;
    for (const Diagnostic &d : r.diagnostics)
        syntax = syntax || d.code == u"json.syntax";
    QCOMPARE(syntax, error.error != QJsonParseError::NoError);
    QCOMPARE(r.collection.size(), syntax ? 1 : 3);
}
