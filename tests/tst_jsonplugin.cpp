// The Kibitzer JSON plug-in: lossless round trips of every model field,
// stable bytes, the record splitter, sniffing and robustness against
// malformed input. Diagnostics: tst_jsonplugin_diagnostics.cpp.
#include "tst_jsonplugin.h"

#include "support/jsontesttools.h"

#include "model/boardrecord.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace kib;
using namespace kib::jsontest;

ReadResult TestJsonPlugin::read(const QByteArray &data)
{
    const ReadResult whole = m_plugin.read(data);
    QString why;
    if (!sameRead(whole, m_byRecords.read(data), &why))
        QTest::qFail(qPrintable(QStringLiteral("the two ways of reading differ: ") + why), __FILE__, __LINE__);
    return whole;
}

// ---- round trips

void TestJsonPlugin::roundTrip_data()
{
    QTest::addColumn<QString>("which");
    for (const char *name : {"bridge", "pinochle", "preferans", "oddities", "empty record", "empty file", "all"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

void TestJsonPlugin::roundTrip()
{
    QFETCH(QString, which);
    const Collection original = collectionOf(which);
    const WriteResult written = m_plugin.write(original);
    QVERIFY2(written.warnings.isEmpty(), qPrintable(describe(written.warnings)));
    QVERIFY(written.data.endsWith("}\n"));

    const ReadResult read = this->read(written.data);
    QVERIFY(!QTest::currentTestFailed());
    QVERIFY2(read.diagnostics.isEmpty(), qPrintable(describe(read.diagnostics)));
    QCOMPARE(read.collection.sourceFormat(), QStringLiteral("json"));
    QCOMPARE(read.collection.size(), original.size());
    QCOMPARE(read.collection.fileComments(), original.fileComments());
    for (int i = 0; i < original.size(); ++i) {
        const CardRecord &a = cardRecord(original.records().at(i));
        const CardRecord &b = cardRecord(read.collection.records().at(i));
        // field by field first, for a readable failure
        QCOMPARE(b.game(), a.game());
        QCOMPARE(b.seats().count(), a.seats().count());
        QCOMPARE(b.deck().kind(), a.deck().kind());
        QCOMPARE(b.tags(), a.tags());
        QCOMPARE(b.dealer(), a.dealer());
        QCOMPARE(b.vulnerability(), a.vulnerability());
        QVERIFY(b.deal() == a.deal());
        QVERIFY(b.auction() == a.auction());
        QVERIFY(b.contract() == a.contract());
        QCOMPARE(b.declarer(), a.declarer());
        QVERIFY(b.play() == a.play());
        QCOMPARE(b.result(), a.result());
        QCOMPARE(b.scores(), a.scores());
        QCOMPARE(b.notes(), a.notes());
        QCOMPARE(b.comments(), a.comments());
        QVERIFY(b.preferans() == a.preferans());
        QVERIFY(b.pinochle() == a.pinochle());
        QVERIFY(b == a);
        QVERIFY(b.sourceLine() > 0);
    }

    // and the bytes are stable
    const WriteResult again = m_plugin.write(read.collection);
    QCOMPARE(again.data, written.data);
}

void TestJsonPlugin::readRecordMatchesRead()
{
    QFETCH(QString, which);
    const QByteArray data = m_plugin.write(collectionOf(which)).data;
    const ReadResult whole = read(data);
    QVERIFY(!QTest::currentTestFailed());
    const QList<RecordSpan> spans = m_plugin.split(data);
    QCOMPARE(spans.size(), whole.collection.size());
    for (int i = 0; i < spans.size(); ++i) {
        const ReadResult one = m_plugin.readRecord(data, spans.at(i), i + 1, nullptr);
        QVERIFY2(one.diagnostics.isEmpty(), qPrintable(describe(one.diagnostics)));
        QCOMPARE(one.collection.size(), 1);
        const RecordPtr &a = whole.collection.records().at(i);
        const RecordPtr &b = one.collection.records().at(0);
        QVERIFY(cardRecord(a) == cardRecord(b));
        QCOMPARE(b->sourceLine(), a->sourceLine());
        QCOMPARE(b->sourceLine(), spans.at(i).line);
        QCOMPARE(data.at(spans.at(i).offset), '{');
        QCOMPARE(data.at(spans.at(i).offset + spans.at(i).length - 1), '}');
    }
}

// ---- what the bytes look like

void TestJsonPlugin::exactBytes()
{
    auto r = std::make_shared<CardRecord>(Game::Bridge, 4);
    r->setTag(QStringLiteral("Board"), QStringLiteral("1"));
    r->setDealer(North);
    r->setResult(9);
    Collection c;
    c.append(r);
    const QByteArray expected = "{\n"
                                "    \"format\": \"kibitzer\",\n"
                                "    \"records\": [\n"
                                "        {\n"
                                "            \"dealer\": \"N\",\n"
                                "            \"deck\": \"bridge52\",\n"
                                "            \"game\": \"bridge\",\n"
                                "            \"result\": 9,\n"
                                "            \"seats\": 4,\n"
                                "            \"tags\": [\n"
                                "                [\n"
                                "                    \"Board\",\n"
                                "                    \"1\"\n"
                                "                ]\n"
                                "            ]\n"
                                "        }\n"
                                "    ],\n"
                                "    \"version\": 1\n"
                                "}\n";
    QCOMPARE(m_plugin.write(c).data, expected);
}

void TestJsonPlugin::writtenValues()
{
    Collection c;
    c.append(fullBridge());
    c.append(pinochle3());
    c.append(preferans3());
    const QByteArray data = m_plugin.write(c).data;
    const QJsonArray records = QJsonDocument::fromJson(data).object().value(QStringLiteral("records")).toArray();
    QCOMPARE(records.size(), 3);

    const QJsonObject bridge = records.at(0).toObject();
    QCOMPARE(bridge.value(QStringLiteral("game")).toString(), QStringLiteral("bridge"));
    QCOMPARE(bridge.value(QStringLiteral("seats")).toInt(), 4);
    QCOMPARE(bridge.value(QStringLiteral("dealer")).toString(), QStringLiteral("S"));
    QCOMPARE(bridge.value(QStringLiteral("vulnerable")).toString(), QStringLiteral("EW"));
    QCOMPARE(bridge.value(QStringLiteral("contract")).toString(), QStringLiteral("3NT"));
    QCOMPARE(bridge.value(QStringLiteral("declarer")).toString(), QStringLiteral("S"));
    QCOMPARE(bridge.value(QStringLiteral("result")).toInt(), 10);
    const QJsonObject hands = bridge.value(QStringLiteral("hands")).toObject();
    QCOMPARE(hands.keys(), (QStringList{"E", "N", "S"})); // West is not given
    QCOMPARE(hands.value(QStringLiteral("N")).toArray().first().toString(), QStringLiteral("SA"));
    QCOMPARE(hands.value(QStringLiteral("E")).toArray().at(1).toString(), QStringLiteral("ST"));
    QCOMPARE(hands.value(QStringLiteral("S")).toArray().last().toString(), QStringLiteral("Cx"));
    QCOMPARE(bridge.value(QStringLiteral("hidden")).toArray(), (QJsonArray{"S"}));
    QCOMPARE(bridge.value(QStringLiteral("tags")).toArray().at(0).toArray().at(0).toString(), QStringLiteral("Event"));
    const QJsonArray table = bridge.value(QStringLiteral("tags")).toArray().at(3).toArray();
    QCOMPARE(table.size(), 3);
    QCOMPARE(table.at(2).toObject().value(QStringLiteral("rows")).toArray().at(1).toArray().at(1).toString(),
             QStringLiteral("-50"));
    QCOMPARE(bridge.value(QStringLiteral("tags")).toArray().at(2).toArray().at(2).toObject(),
             (QJsonObject{{"inherited", true}}));

    const QJsonObject auction = bridge.value(QStringLiteral("auction")).toObject();
    QCOMPARE(auction.value(QStringLiteral("first")).toString(), QStringLiteral("S"));
    const QJsonArray calls = auction.value(QStringLiteral("calls")).toArray();
    QCOMPARE(calls.at(0).toObject(),
             (QJsonObject{{"call", "1NT"}, {"alert", true}, {"explanation", "15-17"}}));
    QCOMPARE(calls.at(1).toObject(), (QJsonObject{{"call", "Pass"}}));
    QCOMPARE(calls.at(2).toObject(), (QJsonObject{{"call", "2C"}, {"notes", QJsonArray{1, 2}}, {"suffix", "!?"}}));
    QCOMPARE(calls.at(3).toObject(), (QJsonObject{{"call", "X"}, {"nags", QJsonArray{4, 146}}}));
    QCOMPARE(calls.at(4).toObject(), (QJsonObject{{"call", "XX"}, {"irregularity", "I"}}));
    QCOMPARE(auction.value(QStringLiteral("queries")).toArray(), (QJsonArray{2, 10}));

    const QJsonObject play = bridge.value(QStringLiteral("play")).toObject();
    QCOMPARE(play.value(QStringLiteral("leader")).toString(), QStringLiteral("W"));
    const QJsonArray tricks = play.value(QStringLiteral("tricks")).toArray();
    QCOMPARE(tricks.at(0).toObject(),
             (QJsonObject{{"leader", "W"}, {"cards", QJsonArray{"H2", "HA", "H9", "H8"}}, {"winner", "N"}}));
    QCOMPARE(tricks.at(2).toObject().value(QStringLiteral("cards")).toArray(), (QJsonArray{"SK", "-", "S7", "S3"}));
    const QJsonObject odd = tricks.at(3).toObject();
    QCOMPARE(odd.value(QStringLiteral("seats")).toArray(), (QJsonArray{"N", "S"}));
    QVERIFY(!odd.contains(QStringLiteral("winner")));
    QCOMPARE(odd.value(QStringLiteral("annotations")).toObject(),
             (QJsonObject{{"0", QJsonObject{{"suffix", "!"}, {"notes", QJsonArray{1}}}},
                          {"1", QJsonObject{{"nags", QJsonArray{2}}}}}));
    QCOMPARE(tricks.at(4).toObject().value(QStringLiteral("cards")).toArray(), (QJsonArray{"+", "~"}));
    QCOMPARE(play.value(QStringLiteral("claim")).toObject(), (QJsonObject{{"tricks", 10}, {"text", "the rest are mine"}}));
    QCOMPARE(bridge.value(QStringLiteral("scores")).toArray().at(1).toArray(), (QJsonArray{"ScoreIMP", "-1.5"}));
    QCOMPARE(bridge.value(QStringLiteral("notes")).toArray().at(2).toObject(),
             (QJsonObject{{"section", "play"}, {"number", 1}, {"text", "best defence"}}));
    const QJsonArray comments = bridge.value(QStringLiteral("comments")).toArray();
    QCOMPARE(comments.at(0).toObject(),
             (QJsonObject{{"anchor", QJsonObject{{"kind", "record"}}}, {"style", "brace"}, {"text", "before the tags"}}));
    QCOMPARE(comments.at(3).toObject().value(QStringLiteral("anchor")).toObject(),
             (QJsonObject{{"kind", "call"}, {"index", 3}}));
    QCOMPARE(comments.at(5).toObject().value(QStringLiteral("style")).toString(), QStringLiteral("percent"));

    const QJsonObject pinochle = records.at(1).toObject();
    QCOMPARE(pinochle.value(QStringLiteral("deck")).toString(), QStringLiteral("pinochle80"));
    QCOMPARE(pinochle.value(QStringLiteral("hands")).toObject().keys(), (QStringList{"1", "2", "3"}));
    QCOMPARE(pinochle.value(QStringLiteral("hands")).toObject().value(QStringLiteral("2")).toArray().size(), 25);
    QCOMPARE(pinochle.value(QStringLiteral("piles")).toArray().at(0).toObject().value(QStringLiteral("name")).toString(),
             QStringLiteral("kitty"));
    QCOMPARE(pinochle.value(QStringLiteral("auction")).toObject().value(QStringLiteral("calls")).toArray().at(0).toObject(),
             (QJsonObject{{"call", "250"}, {"kind", "other"}}));
    QCOMPARE(pinochle.value(QStringLiteral("contract")).toObject(), (QJsonObject{{"level", 300}, {"strain", "H"}}));
    const QJsonObject pn = pinochle.value(QStringLiteral("pinochle")).toObject();
    QCOMPARE(pn.value(QStringLiteral("deal")).toInt(), 14);
    QCOMPARE(pn.value(QStringLiteral("hands")).toArray(), (QJsonArray{"given", "withheld", "query"}));
    QCOMPARE(pn.value(QStringLiteral("passes")).toArray().at(0).toObject(),
             (QJsonObject{{"from", "1"}, {"to", "3"}, {"cards", QJsonArray{"HA", "HK"}}}));
    QCOMPARE(pn.value(QStringLiteral("melds")).toArray().at(1).toObject(),
             (QJsonObject{{"seat", "2"}, {"mark", "withheld"}, {"points", "-"}}));
    QCOMPARE(pn.value(QStringLiteral("status")).toString(), QStringLiteral("incomplete"));

    const QJsonObject preferans = records.at(2).toObject();
    QCOMPARE(preferans.value(QStringLiteral("seats")).toInt(), 3);
    QCOMPARE(preferans.value(QStringLiteral("contract")).toObject(),
             (QJsonObject{{"level", 6}, {"strain", "S"}, {"risk", 1}, {"withoutTalon", true}}));
    QCOMPARE(preferans.value(QStringLiteral("piles")).toArray().at(0).toObject().value(QStringLiteral("cards")).toArray(),
             (QJsonArray{"C8", "C7"}));
    QCOMPARE(preferans.value(QStringLiteral("play")).toObject().value(QStringLiteral("claim")).toObject(), QJsonObject{});
    const QJsonObject pd = preferans.value(QStringLiteral("preferans")).toObject();
    QCOMPARE(pd.value(QStringLiteral("followers")).toArray(), (QJsonArray{"2"}));
    QCOMPARE(pd.value(QStringLiteral("summary")).toArray().at(0).toObject(),
             (QJsonObject{{"role", "main"}, {"tricks", 6}, {"middle", -16}}));
    QVERIFY(!bridge.contains(QStringLiteral("preferans")) && !bridge.contains(QStringLiteral("pinochle")));
}

// ---- split

void TestJsonPlugin::split_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QList<int>>("lines");

    QTest::newRow("none") << QByteArray("{\"format\": \"kibitzer\", \"records\": []}") << QList<int>{};
    QTest::newRow("no records key") << QByteArray("{\"format\": \"kibitzer\"}") << QList<int>{};
    QTest::newRow("not an object") << QByteArray("[{\"game\": \"bridge\"}]") << QList<int>{};
    QTest::newRow("one per line") << file(kGood1 + ",\n" + kGood3) << QList<int>{5, 6};
    QTest::newRow("strings with brackets and escapes")
        << file("    {\"game\": \"bridge\", \"tags\": [[\"Event\", \"}]{[\\\"\\\\\"]]},\n"
                "    {\"game\": \"bridge\",\n     \"tags\": [[\"a\\\\\", \"\\\"}\"]]},\n"
                "    {\"game\": \"bridge\", \"comments\": [{\"text\": \"{\\n}\"}]}")
        << QList<int>{5, 6, 8};
    QTest::newRow("records key elsewhere")
        << QByteArray("{\"comments\": [{\"text\": \"\\\"records\\\": [{}]\"}],\n"
                      " \"x\": {\"records\": [{}, {}]},\n"
                      " \"records\": [\n{\"game\": \"bridge\", \"tags\": [[\"records\", \"[{\"]]}\n],\n"
                      " \"format\": \"kibitzer\"}")
        << QList<int>{4};
    QTest::newRow("crlf and bom") << QByteArray("\xEF\xBB\xBF{\r\n\"records\": [\r\n{},\r\n\r\n{}\r\n]}\r\n")
                                  << QList<int>{3, 5};
    QTest::newRow("elements that are not objects")
        << file("    1, \"two\",\n    [3], {}, null") << QList<int>{5, 5, 6, 6, 6};
    QTest::newRow("compact") << QByteArray("{\"records\":[{\"a\":{\"b\":[]}},{}],\"format\":\"kibitzer\"}")
                             << QList<int>{1, 1};
}

void TestJsonPlugin::split()
{
    QFETCH(QByteArray, data);
    QFETCH(QList<int>, lines);
    const QList<RecordSpan> spans = m_plugin.split(data);
    QList<int> gotLines;
    for (const RecordSpan &s : spans)
        gotLines.append(s.line);
    QCOMPARE(gotLines, lines);

    // each span is exactly one element of the records array
    const QJsonDocument doc = QJsonDocument::fromJson(data);
    if (!doc.isObject())
        return;
    const QJsonArray records = doc.object().value(QStringLiteral("records")).toArray();
    QCOMPARE(spans.size(), records.size());
    for (int i = 0; i < spans.size(); ++i) {
        const QByteArray bytes = data.mid(spans.at(i).offset, spans.at(i).length);
        const QJsonDocument one = QJsonDocument::fromJson("[" + bytes + "]");
        QVERIFY2(!one.isNull(), bytes.constData());
        QCOMPARE(one.array().size(), 1);
        QCOMPARE(one.array().at(0), records.at(i));
    }
}

// ---- sniffing

void TestJsonPlugin::sniff_data()
{
    QTest::addColumn<QByteArray>("head");
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<int>("score");

    const QByteArray ours = m_plugin.write(collectionOf(QStringLiteral("bridge"))).data.left(4096);
    QTest::newRow("written by us") << ours << "game.json" << 95;
    QTest::newRow("written by us, any name") << ours << "game.txt" << 95;
    QTest::newRow("bom and spaces") << QByteArray("\xEF\xBB\xBF \n {\"format\" :\n\"kibitzer\"") << "" << 95;
    QTest::newRow("other json") << QByteArray("{\"format\": \"geojson\"}") << "map.json" << 10;
    QTest::newRow("json array") << QByteArray("  [1, 2]") << "list.JSON" << 10;
    QTest::newRow("kibitzer extension") << QByteArray("{}") << "x.kibitzer" << 10;
    QTest::newRow("other json, other name") << QByteArray("{\"a\": 1}") << "map.txt" << 0;
    QTest::newRow("pbn") << QByteArray("% PBN 2.1\n[Event \"\"]\n") << "game.pbn" << 0;
    QTest::newRow("pbn named json") << QByteArray("[Event \"format kibitzer\"]") << "game.json" << 10;
    QTest::newRow("empty") << QByteArray() << "game.json" << 0;
}

void TestJsonPlugin::sniff()
{
    QFETCH(QByteArray, head);
    QFETCH(QString, fileName);
    QFETCH(int, score);
    QCOMPARE(m_plugin.sniff(head, fileName), score);
}

void TestJsonPlugin::cannotHold()
{
    // chess (a BoardRecord) is held too since the board records came in
    BoardRecord chess;
    QVERIFY(m_plugin.cannotHold(chess).isEmpty());
    QVERIFY(m_plugin.cannotHold(*fullBridge()).isEmpty());
    QVERIFY(m_plugin.cannotHold(*pinochle3()).isEmpty());
    QVERIFY(m_plugin.cannotHold(*preferans3()).isEmpty());

    Collection c;
    c.append(fullBridge());
    c.append(std::make_shared<BoardRecord>());
    c.append(preferans3());
    const WriteResult w = m_plugin.write(c);
    QVERIFY(w.warnings.isEmpty());
    const ReadResult r = m_plugin.read(w.data);
    QVERIFY(r.diagnostics.isEmpty());
    QCOMPARE(r.collection.size(), 3);
    QCOMPARE(r.collection.records().at(1)->game(), Game::Chess);
}

void TestJsonPlugin::writeWarnings()
{
    // states no reader makes: they are reported, never silently dropped
    auto r = std::make_shared<CardRecord>(Game::Bridge, 4);
    r->deal().hands[West].cards = cards("SA SK"); // cards, yet the hand is marked unknown
    r->setDeclarer(7);
    Collection c;
    c.append(std::make_shared<CardRecord>());
    c.append(r);
    const WriteResult w = m_plugin.write(c);
    QCOMPARE(w.warnings.size(), 2);
    QStringList codes;
    for (const Diagnostic &d : w.warnings) {
        QCOMPARE(d.record, 2);
        QCOMPARE(d.severity, Diagnostic::Severity::Warning);
        codes.append(d.code);
    }
    codes.sort();
    QCOMPARE(codes, (QStringList{"json.write.hand", "json.write.seat"}));
    QCOMPARE(m_plugin.read(w.data).collection.size(), 2);
}

void TestJsonPlugin::lenientInput()
{
    // what people write by hand: other spellings the model's own parsers
    // accept, nulls for "not known", members in any order
    const QByteArray data = file(
        "    {\"vulnerable\": \"Both\", \"game\": \"bridge\", \"dealer\": null, \"result\": null,\n"
        "     \"hands\": {\"n\": [\"s10\", \"HT\", \"d2\"], \"E\": null},\n"
        "     \"auction\": {\"first\": \"w\", \"calls\": [{\"call\": \"1N\"}, {\"call\": \"p\"}, {\"call\": \"D\"}]},\n"
        "     \"contract\": \"4sx\", \"declarer\": \"s\",\n"
        "     \"play\": {\"tricks\": [{\"leader\": \"W\", \"cards\": [\"C2\", \"C10\"]}]}}");
    const ReadResult r = read(data);
    QVERIFY(!QTest::currentTestFailed());
    QVERIFY2(r.diagnostics.isEmpty(), qPrintable(describe(r.diagnostics)));
    QCOMPARE(r.collection.size(), 1);
    const CardRecord &rec = cardRecord(r.collection.records().first());
    QCOMPARE(rec.vulnerability(), Vulnerability::All);
    QCOMPARE(rec.dealer(), NoSeat);
    QCOMPARE(rec.result(), std::nullopt);
    QVERIFY(rec.deal().hands[North].known);
    QCOMPARE(rec.deal().hands[North].cards, cards("ST HT D2"));
    QVERIFY(!rec.deal().hands[East].known);
    QCOMPARE(rec.auction().first, West);
    QVERIFY(rec.auction().calls.at(0).sameCall(Call::bid(1, Strain::NoTrump)));
    QVERIFY(rec.auction().calls.at(1).sameCall(Call::pass()));
    QVERIFY(rec.auction().calls.at(2).sameCall(Call::dbl()));
    QCOMPARE(rec.contract().toString(), QStringLiteral("4SX"));
    QCOMPARE(rec.declarer(), South);
    const Trick &t = rec.play().tricks.first();
    QCOMPARE(t.cards.at(1).card, Card(Suit::Clubs, RankTen));
    QCOMPARE(t.cards.at(1).seat, North); // clockwise from the leader
}

// ---- robustness

namespace {

// Every value of 'v', addressed by a path of keys and indices.
void collectPaths(const QJsonValue &v, QList<QVariantList> *out, const QVariantList &path = {})
{
    out->append(path);
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            collectPaths(it.value(), out, path + QVariantList{it.key()});
    } else if (v.isArray()) {
        const QJsonArray a = v.toArray();
        for (int i = 0; i < a.size(); ++i)
            collectPaths(a.at(i), out, path + QVariantList{i});
    }
}

QJsonValue replaced(const QJsonValue &v, const QVariantList &path, int depth, const QJsonValue &with)
{
    if (depth == path.size())
        return with;
    if (v.isObject()) {
        QJsonObject o = v.toObject();
        const QString key = path.at(depth).toString();
        o.insert(key, replaced(o.value(key), path, depth + 1, with));
        return o;
    }
    QJsonArray a = v.toArray();
    const int i = path.at(depth).toInt();
    a.replace(i, replaced(a.at(i), path, depth + 1, with));
    return a;
}

} // namespace

void TestJsonPlugin::wrongTypesNeverCrash()
{
    Collection c;
    c.append(fullBridge());
    c.append(oddities());
    const QJsonObject doc = QJsonDocument::fromJson(m_plugin.write(c).data).object();
    QList<QVariantList> paths;
    collectPaths(doc, &paths);
    const QList<QJsonValue> substitutes = {QJsonValue(QJsonValue::Null), QJsonValue(1e300),
                                           QJsonValue(QStringLiteral("ZZ")), QJsonArray{}, QJsonObject{}};
    int reads = 0;
    for (const QVariantList &path : paths) {
        for (const QJsonValue &with : substitutes) {
            const QJsonObject changed = replaced(doc, path, 0, with).toObject();
            const ReadResult r = read(QJsonDocument(changed).toJson());
            QVERIFY(!QTest::currentTestFailed());
            // a change either reads back whole or is reported
            const qsizetype expected = changed.value(QStringLiteral("records")).toArray().size();
            QVERIFY2(r.collection.size() == expected || errorCount(r.diagnostics) > 0,
                     qPrintable(QVariant(path).toStringList().join(QLatin1Char('/')) + QLatin1Char(' ')
                                + QString::fromUtf8(QJsonDocument(QJsonArray{with}).toJson(QJsonDocument::Compact))));
            for (const Diagnostic &d : r.diagnostics)
                QVERIFY(d.line >= 1 && d.column >= 1);
            ++reads;
        }
    }
    QVERIFY(reads > 1000);
}

void TestJsonPlugin::truncationsNeverCrash()
{
    Collection c;
    c.append(fullBridge());
    c.append(pinochle3());
    const QByteArray data = m_plugin.write(c).data;
    for (qsizetype n = 0; n < data.size(); n += 13) {
        const QByteArray cut = data.left(n);
        const ReadResult r = read(cut);
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY(errorCount(r.diagnostics) > 0);
        for (const RecordSpan &s : m_plugin.split(cut)) {
            QVERIFY(s.offset >= 0 && s.length >= 0 && s.offset + s.length <= cut.size());
            m_plugin.readRecord(cut, s, 1, nullptr);
        }
    }
}

QTEST_GUILESS_MAIN(TestJsonPlugin)
