// Every PBN file of the shared corpus: read without a crash, split into as
// many spans as games, the same records when each span is read on demand,
// and, for the files below, the counts of games, hands, calls and cards.

#include "support/corpus.h"

#include "support/pbnhelpers.h"

#include <QTest>

using namespace kib;
using namespace kib::test;

namespace {

struct Counts
{
    int games = 0;
    int hands = 0;  // hands given in the deals
    int calls = 0;
    int cards = 0;  // cards played
};

Counts countsOf(const Collection &c)
{
    Counts n;
    n.games = c.size();
    for (const RecordPtr &r : c.records()) {
        const auto *rec = dynamic_cast<const CardRecord *>(r.get());
        for (const Hand &h : rec->deal().hands)
            n.hands += h.known ? 1 : 0;
        n.calls += int(rec->auction().calls.size());
        for (const Trick &t : rec->play().tricks)
            for (const PlayedCard &pc : t.cards)
                n.cards += pc.kind == PlayedCard::Kind::Card ? 1 : 0;
    }
    return n;
}

} // namespace

class TestPbnCorpus : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyFile_data();
    void everyFile();
    void counts_data();
    void counts();
};

void TestPbnCorpus::everyFile_data()
{
    KIB_REQUIRE_CORPUS(QStringLiteral("pbn"));
    QTest::addColumn<QString>("file");
    const QStringList files = corpusFiles();
    QVERIFY(files.size() >= 22);
    for (const QString &f : files)
        QTest::newRow(qPrintable(f)) << f;
}

void TestPbnCorpus::everyFile()
{
    QFETCH(QString, file);
    const QByteArray data = corpusFile(file);
    QVERIFY(!data.isEmpty());
    const PbnPlugin plugin;
    QVERIFY(plugin.sniff(data.left(65536), file) >= (data.contains("[Deal \"") ? 60 : 1));
    const ReadResult whole = plugin.read(data);
    for (const Diagnostic &d : whole.diagnostics) {
        QVERIFY(d.record >= 0 && d.record <= whole.collection.size());
        QVERIFY(!d.code.isEmpty() && d.code.startsWith(u"pbn."));
        QVERIFY(!d.message.isEmpty());
    }
    const QList<RecordSpan> spans = plugin.split(data);
    QCOMPARE(spans.size(), whole.collection.size());
    const Record *previous = nullptr;
    for (int i = 0; i < spans.size(); ++i) {
        const ReadResult one = plugin.readRecord(data, spans.at(i), i + 1, previous);
        QCOMPARE(one.collection.size(), 1);
        QVERIFY2(*cardRecord(one, 0) == *cardRecord(whole, i), qPrintable(QStringLiteral("record %1").arg(i + 1)));
        QCOMPARE(one.collection.records().at(0)->sourceLine(), whole.collection.records().at(i)->sourceLine());
        previous = whole.collection.records().at(i).get();
    }
}

void TestPbnCorpus::counts_data()
{
    KIB_REQUIRE_CORPUS(QStringLiteral("pbn"));
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("games");
    QTest::addColumn<int>("hands");
    QTest::addColumn<int>("calls");
    QTest::addColumn<int>("cards");
    // Checked by hand, not by the reader: games = `grep -c '^\[Deal "[NESW]:'`
    // (every deal of these files gives all four hands: `grep '^\[Deal ' | grep ' -'`
    // finds none, so hands = 4 x games); calls and cards counted with awk over
    // the lines between [Auction ...] (or [Play ...]) and the next tag, words
    // matching /^(Pass|PASS|pass|X|XX|[1-7](C|D|H|S|N|NT))$/ and /^[SHDC][2-9TJQKA]$/.
    // schiphol.pbn and correct_21.pbn were also counted by eye: 15 calls,
    // 6 x 4 + 1 cards (the '-' are not cards); 10 calls and 4 x 4 cards.
    QTest::newRow("schiphol") << "tournament/schiphol.pbn" << 1 << 4 << 15 << 25;
    QTest::newRow("correct_21") << "verifier/correct_21.pbn" << 2 << 8 << 10 << 16;
    QTest::newRow("realbridge") << "tournament/realbridge_example2.pbn" << 299 << 1196 << 3018 << 9867;
    QTest::newRow("bbo helper") << "tournament/bbo_helper_daylong.pbn" << 8 << 32 << 103 << 416;
    QTest::newRow("dealer") << "generated/dealer_200.pbn" << 200 << 800 << 0 << 0;
    QTest::newRow("endplay") << "tournament/endplay_example1.pbn" << 2 << 8 << 16 << 28;
    QTest::newRow("christy ##") << "tournament/christy170a_hash_inherit.pbn" << 8 << 32 << 104 << 416;
    QTest::newRow("empty") << "generated/empty.pbn" << 0 << 0 << 0 << 0;
}

void TestPbnCorpus::counts()
{
    QFETCH(QString, file);
    QFETCH(int, games);
    QFETCH(int, hands);
    QFETCH(int, calls);
    QFETCH(int, cards);
    const ReadResult r = readPbn(corpusFile(file));
    const Counts n = countsOf(r.collection);
    QCOMPARE(n.games, games);
    QCOMPARE(n.hands, hands);
    QCOMPARE(n.calls, calls);
    QCOMPARE(n.cards, cards);
    QVERIFY2(errorCodes(r.diagnostics).isEmpty(), qPrintable(describe(r.diagnostics)));
}

QTEST_GUILESS_MAIN(TestPbnCorpus)
#include "tst_pbncorpus.moc"
