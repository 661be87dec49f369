// LIN read a part at a time (lin::readInParts(), what LinPlugin::readEach()
// does for dump, convert and analyze) against the whole text read at once
// (lin::readText(), what read() does): the same records, byte for byte as
// JSON, and the same diagnostics in the same order, whatever the part's
// size: parts of one byte put an edge at every token, and a late name
// update (pn after the play began) makes a board's end depend on tokens
// further on.
#include "support/corpus.h"

#include "parsers/json/jsonplugin.h"
#include "parsers/lin/linread.h"
#include "model/collection.h"

#include <QFile>
#include <QTest>

using namespace kib;
using namespace kib::test;

namespace {

struct Read
{
    QByteArray json;       // the records, as the JSON writer writes them
    QStringList messages;  // the diagnostics, formatted
    int records = 0;
};

Read collect(const std::function<Diagnostics(const lin::Take &)> &read)
{
    Collection records;
    const Diagnostics d = read([&](const RecordPtr &r) { records.append(r); });
    Read out;
    out.records = records.size();
    out.json = JsonPlugin().write(records).data;
    for (const Diagnostic &x : d)
        out.messages.append(x.format(QStringLiteral("f")));
    return out;
}

const QByteArray Deal = "md|3ST9843HJT63DQCQT3,SJ2HAK95DJ98632CJ,SA6H842DK54CAK642,|";

} // namespace

class TestLinParts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameAsWhole_data();
    void sameAsWhole();
};

void TestLinParts::sameAsWhole_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("records");

    const auto file = [](const QString &path) {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    };
    QTest::newRow("fixture: vugraph match") << file(QFINDTESTDATA("data/lin/vugraph_match.lin")) << 4;
    QTest::newRow("sample: club session") << file(QFINDTESTDATA("../resources/samples/lin_club_session.lin")) << 3;
    QByteArray many;
    for (int i = 1; i <= 40; ++i)
        many += "pn|S" + QByteArray::number(i) + ",W,N,E|" + Deal + "ah|Board " + QByteArray::number(i)
                + "|mb|1N|mb|p|mb|3N|mb|p|mb|p|mb|p|pg||pc|H2|pc|HA|pc|H4|pc|H3|pg||\n";
    QTest::newRow("40 boards a line") << many << 40;
    QTest::newRow("a late name update, then more play")
        << QByteArray("pn|A,B,C,D|" + Deal + "mb|1N|mb|p|mb|3N|mb|p|mb|p|mb|p|pc|H2|pn|E,F,G,H|nt|hello|pg||pc|HA|pc|H4|\n"
                      "pn|A,B,C,D|" + Deal + "mb|p|mb|p|mb|p|mb|p|\n") << 2;
    QTest::newRow("a name update at the end (a new board with no deal)")
        << QByteArray("pn|A,B,C,D|" + Deal + "mb|1N|mb|p|mb|3N|mb|p|mb|p|mb|p|pc|H2|pn|E,F,G,H|nt|hello|pg||") << 1;
    QTest::newRow("vugraph header, placeholders and a header between boards")
        << QByteArray("vg|Match,Final,I,1,2,Home,0,Away,0|rs|3NN=,3NS-1|pn|a,b,c,d,e,f,g,h|pg||\n"
                      "qx|o1|" + Deal + "mb|p|mb|p|mb|p|mb|p|pg||\nqx|o2|pn|,,,|pg||qx|o3|pn|,,,|pg||\n"
                      "bn|1,2|qx|c1|" + Deal + "mb|1S|mb|p|mb|p|mb|p|pg||\n") << 2;
    QTest::newRow("quirks: empty keys, upper case keys, a break in a value, trailing text")
        << QByteArray("||pn|A,B,C,D|MD|3ST9843HJT63DQCQT3,SJ2HAK95DJ98632CJ,SA6H842DK54CAK642,|an|one\r\ntwo|"
                      "mb|1N|AN|x\ny|mb|p||mb|p|mb|p|\npn|A,B,C,D|" + Deal + "mb|7N|left over") << 2;
    QTest::newRow("not UTF-8") << QByteArray("pn|Jos\xe9,W,N,E|" + Deal + "nt|bien jou\xe9|mb|p|") << 1;
    QTest::newRow("no board") << QByteArray("pn|A,B,C,D|st||nt|no deal here|") << 0;
    QTest::newRow("an unterminated last value") << QByteArray("pn|A,B,C,D|" + Deal + "mb|1N|mb|p") << 1;
    QTest::newRow("empty") << QByteArray() << 0;
    if (!corpusHas(QStringLiteral("lin"))) {
        QTest::newRow("corpus") << QByteArray() << -1; // (skips, saying so)
        return;
    }
    QTest::newRow("corpus: endplay_example1") << file(corpusPath(QStringLiteral("lin/endplay_example1.lin"))) << 8;
    QTest::newRow("corpus: bbo_sample") << file(corpusPath(QStringLiteral("lin/bbo_sample.lin"))) << 1;
    QTest::newRow("corpus: tenace_squeeze") << file(corpusPath(QStringLiteral("lin/tenace_squeeze.lin"))) << 1;
}

void TestLinParts::sameAsWhole()
{
    QFETCH(QByteArray, text);
    QFETCH(int, records);
    if (records < 0)
        KIB_REQUIRE_CORPUS(QStringLiteral("lin"));
    const Read whole = collect([&](const lin::Take &take) { return lin::readText(text, QString(), take); });
    QCOMPARE(whole.records, records);
    for (const qsizetype part : {qsizetype(1), qsizetype(2), qsizetype(7), qsizetype(64), qsizetype(1000),
                                 qsizetype(1) << 20}) {
        const Read parts = collect([&](const lin::Take &take) { return lin::readInParts(text, take, part); });
        QCOMPARE(parts.records, whole.records);
        QCOMPARE(parts.messages, whole.messages);
        QCOMPARE(parts.json, whole.json);
    }
}

QTEST_APPLESS_MAIN(TestLinParts)
#include "tst_linparts.moc"
