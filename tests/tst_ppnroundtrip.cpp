// Writing PPN, bracketed and JSON: the samples are written back byte for
// byte, read(write(x)) == x, writing again gives the same bytes, both forms
// hold the same model, several games keep their info sections, and what
// PPN cannot hold is reported.
#include "support/ppntext.h"

#include "parsers/json/jsonplugin.h"
#include "parsers/registry.h"

using namespace kib;
using namespace ppntest;

namespace {

const NotationPlugin &plugin(const QString &form)
{
    static const PpnPlugin ppn;
    static const PpnJsonPlugin json;
    return form == u"ppn" ? static_cast<const NotationPlugin &>(ppn) : json;
}

const QStringList &sampleNames()
{
    static const QStringList names = {QStringLiteral("preferans_refa_game_betl"),
                                      QStringLiteral("preferans_kontra_sans"),
                                      QStringLiteral("preferans_failed_betl_invitation")};
    return names;
}

} // namespace

class TestPpnRoundTrip : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void samples_data();
    void samples();
    void bothForms_data();
    void bothForms();
    void severalGames_data();
    void severalGames();
    void dealsWithoutTags();
    void onDemand();
    void kibitzerJson();
    void sniffing();
    void cannotHold();
    void builtRecord();
};

void TestPpnRoundTrip::samples_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("form");
    for (const QString &name : sampleNames()) {
        QTest::newRow(qPrintable(name + QStringLiteral(".ppn"))) << name + QStringLiteral(".ppn") << "ppn";
        QTest::newRow(qPrintable(name + QStringLiteral(".json"))) << name + QStringLiteral(".json") << "ppn-json";
    }
}

void TestPpnRoundTrip::samples()
{
    QFETCH(QString, file);
    QFETCH(QString, form);
    const NotationPlugin &p = plugin(form);
    const QByteArray bytes = readFile(sample(file));
    const ReadResult x = p.read(bytes);
    QCOMPARE(described(x.diagnostics), QStringList{});
    QCOMPARE(x.collection.size(), 4);
    const WriteResult w = p.write(x.collection);
    QCOMPARE(described(w.warnings), QStringList{});
    QCOMPARE(w.data, bytes); // the samples are written as the writer writes
    const ReadResult y = p.read(w.data);
    QCOMPARE(described(y.diagnostics), QStringList{});
    QVERIFY(equal(x.collection, y.collection));
    QCOMPARE(p.write(y.collection).data, w.data);
}

void TestPpnRoundTrip::bothForms_data()
{
    QTest::addColumn<QString>("name");
    for (const QString &name : sampleNames())
        QTest::newRow(qPrintable(name)) << name;
}

void TestPpnRoundTrip::bothForms()
{
    QFETCH(QString, name);
    const ReadResult a = PpnPlugin().read(readFile(sample(name + QStringLiteral(".ppn"))));
    const ReadResult b = PpnJsonPlugin().read(readFile(sample(name + QStringLiteral(".json"))));
    QVERIFY(equal(a.collection, b.collection));
    // bracketed -> JSON -> bracketed
    const QByteArray json = PpnJsonPlugin().write(a.collection).data;
    QCOMPARE(PpnPlugin().write(PpnJsonPlugin().read(json).collection).data, readFile(sample(name + ".ppn")));
}

void TestPpnRoundTrip::severalGames_data()
{
    QTest::addColumn<QString>("form");
    QTest::newRow("bracketed") << "ppn";
    QTest::newRow("JSON") << "ppn-json";
}

void TestPpnRoundTrip::severalGames()
{
    QFETCH(QString, form);
    // two games in one file: the second info section starts the second game
    const QByteArray text = readFile(sample(QStringLiteral("preferans_kontra_sans.ppn"))) + "\n"
                            + readFile(sample(QStringLiteral("preferans_refa_game_betl.ppn")));
    const ReadResult x = PpnPlugin().read(text);
    QCOMPARE(described(x.diagnostics), QStringList{});
    QCOMPARE(x.collection.size(), 8);
    QCOMPARE(x.collection.records().at(4)->tag(QStringLiteral("Player1")), QStringLiteral("Ana"));
    QVERIFY(!x.collection.records().at(4)->tags().first().inherited);
    QVERIFY(x.collection.records().at(5)->tags().first().inherited);
    const NotationPlugin &p = plugin(form);
    const WriteResult w = p.write(x.collection);
    const ReadResult y = p.read(w.data);
    QCOMPARE(described(y.diagnostics), QStringList{});
    QVERIFY(equal(x.collection, y.collection));
    QCOMPARE(p.write(y.collection).data, w.data);
    if (form == u"ppn")
        QCOMPARE(w.data, text); // the file's structure, exactly
    else
        QVERIFY(w.data.startsWith("[\n  {\n    \"info\": {"));
}

void TestPpnRoundTrip::dealsWithoutTags()
{
    const QByteArray two = kDeal + "\n" + changed("[2 ", "[3 ") + "\n";
    const ReadResult x = readPpn(two);
    QCOMPARE(x.collection.size(), 2);
    QVERIFY(x.collection.records().at(0)->tags().isEmpty());
    QCOMPARE(PpnPlugin().write(x.collection).data, two);
    // JSON: an array of deals; one deal alone is the object itself
    const QByteArray json = PpnJsonPlugin().write(x.collection).data;
    QVERIFY(json.startsWith("[\n  {\n    \"id\": 2,"));
    QVERIFY(equal(PpnJsonPlugin().read(json).collection, x.collection));
    Collection one;
    one.append(x.collection.records().at(0));
    const QByteArray single = PpnJsonPlugin().write(one).data;
    QVERIFY(single.startsWith("{\n  \"id\": 2,\n  \"dealOrder\": 231,\n  \"cards\": {\"p1\": \"HSB7AKRPWT\""));
    const ReadResult back = PpnJsonPlugin().read(single);
    QCOMPARE(described(back.diagnostics), QStringList{});
    QVERIFY(equal(back.collection, one));
}

void TestPpnRoundTrip::onDemand()
{
    // split() and readRecord() give what read() gives
    const QByteArray text = readFile(sample(QStringLiteral("preferans_refa_game_betl.ppn")));
    const PpnPlugin p;
    const ReadResult all = p.read(text);
    const QList<RecordSpan> spans = p.split(text);
    QCOMPARE(spans.size(), 4);
    QCOMPARE(spans.at(0).offset, 0); // the info section goes with the first deal
    QCOMPARE(spans.at(1).line, 16);
    for (int i = 0; i < spans.size(); ++i) {
        const ReadResult one = p.readRecord(text, spans.at(i), i + 1, i ? all.collection.records().at(i - 1).get() : nullptr);
        QCOMPARE(one.collection.size(), 1);
        QVERIFY(*card(one) == *card(all, i));
    }
}

void TestPpnRoundTrip::kibitzerJson()
{
    // Kibitzer's own JSON keeps the preferans fields too
    for (const QString &name : sampleNames()) {
        const ReadResult x = PpnPlugin().read(readFile(sample(name + QStringLiteral(".ppn"))));
        const JsonPlugin json;
        const WriteResult w = json.write(x.collection);
        QCOMPARE(errorCount(w.warnings), 0);
        const ReadResult y = json.read(w.data);
        QCOMPARE(errorCount(y.diagnostics), 0);
        QVERIFY(equal(x.collection, y.collection));
        // and from there back to PPN, byte for byte
        QCOMPARE(PpnPlugin().write(y.collection).data, readFile(sample(name + QStringLiteral(".ppn"))));
    }
}

void TestPpnRoundTrip::sniffing()
{
    const QByteArray ppnJson = readFile(sample(QStringLiteral("preferans_kontra_sans.json")));
    const ReadResult x = PpnJsonPlugin().read(ppnJson);
    const QByteArray kibitzer = JsonPlugin().write(x.collection).data;
    // Kibitzer JSON is not PPN JSON, and the other way round
    QCOMPARE(PpnJsonPlugin().sniff(kibitzer, QStringLiteral("a.json")), 0);
    QCOMPARE(Registry::builtin().detect(kibitzer, QStringLiteral("a.json"))->id(), QStringLiteral("json"));
    QCOMPARE(Registry::builtin().detect(ppnJson, QStringLiteral("a.json"))->id(), QStringLiteral("ppn-json"));
    QCOMPARE(Registry::builtin().detect(readFile(sample(QStringLiteral("preferans_kontra_sans.ppn"))),
                                        QStringLiteral("a.ppn"))
                 ->id(),
             QStringLiteral("ppn"));
    // a .ppn name alone is not enough
    QCOMPARE(PpnPlugin().sniff("[Event \"bridge\"]\n[Board \"1\"]\n", QStringLiteral("a.ppn")), 0);
    QCOMPARE(PpnJsonPlugin().sniff("{\"format\": \"kibitzer\", \"dealOrder\": 1}", QStringLiteral("a.json")), 0);
    // writing: .ppn goes to PPN; .json stays Kibitzer JSON unless asked
    QCOMPARE(Registry::builtin().forWriting(QStringLiteral("out.ppn"))->id(), QStringLiteral("ppn"));
    QCOMPARE(Registry::builtin().forWriting(QStringLiteral("out.json"))->id(), QStringLiteral("json"));
    QVERIFY(Registry::builtin().byId(QStringLiteral("ppn-json"))->canWrite());
    QVERIFY(!Registry::builtin().byId(QStringLiteral("ppn-2019"))->canWrite());
}

void TestPpnRoundTrip::cannotHold()
{
    auto bridge = std::make_shared<CardRecord>(Game::Bridge, 4);
    QVERIFY(!PpnPlugin().cannotHold(*bridge).isEmpty());
    QVERIFY(!PpnJsonPlugin().cannotHold(*bridge).isEmpty());
    const ReadResult x = readPpn(inFile(kDeal));
    QCOMPARE(PpnPlugin().cannotHold(*x.collection.records().first()), QStringList{});
    // a bridge record is left out with a warning; a comment is lost with one
    auto commented = std::shared_ptr<Record>(x.collection.records().first()->clone());
    commented->comments().append(Commentary{Anchor{}, Commentary::Style::Brace, QStringLiteral("nice")});
    QCOMPARE(PpnPlugin().cannotHold(*commented).size(), 1);
    Collection c;
    c.append(bridge);
    c.append(commented);
    for (const NotationPlugin *p : {static_cast<const NotationPlugin *>(new PpnPlugin),
                                    static_cast<const NotationPlugin *>(new PpnJsonPlugin)}) {
        const WriteResult w = p->write(c);
        QCOMPARE(codes(w.warnings), (QStringList{"ppn.write", "ppn.write.lost"}));
        QCOMPARE(w.warnings.at(0).record, 1);
        QCOMPARE(w.warnings.at(1).record, 2);
        QCOMPARE(p->read(w.data).collection.size(), 1);
        delete p;
    }
    // a deal that is not all 32 cards cannot be written
    auto partial = std::shared_ptr<Record>(x.collection.records().first()->clone());
    static_cast<CardRecord &>(*partial).deal().hands[0].cards.removeLast();
    Collection d;
    d.append(partial);
    const WriteResult w = PpnPlugin().write(d);
    QCOMPARE(w.data, QByteArray());
    QCOMPARE(codes(w.warnings), QStringList{"ppn.write"});
}

void TestPpnRoundTrip::builtRecord()
{
    // a record built in code, without the PPN-only fields: the writer
    // fills in the value and the summary from the contract and the play
    const ReadResult x = readPpn(kDeal);
    auto r = std::shared_ptr<CardRecord>(static_cast<CardRecord *>(x.collection.records().first()->clone().release()));
    r->preferans().summary.clear();
    r->preferans().value.reset();
    r->preferans().number = 0;
    Collection c;
    c.append(r);
    const QByteArray text = PpnPlugin().write(c).data;
    QCOMPARE(text, QByteArray("[1 231 5OIMGQ92JN8ELFVDC46UHSB7AKRPWT13 2,P,P 2 91 4 8 0 1 16 2 OLH2 M1,F0,F0]\n"));
}

QTEST_GUILESS_MAIN(TestPpnRoundTrip)
#include "tst_ppnroundtrip.moc"
