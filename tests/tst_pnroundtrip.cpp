// PN written and read back: the samples are written in the writer's own
// line order, so writing what was read from them gives their bytes; other
// layouts read, write and read again to the same records, and a second
// writing gives the same bytes. What PN cannot hold is listed.
#include "parsers/fileio.h"
#include "parsers/json/jsonplugin.h"
#include "parsers/registry.h"
#include "support/pntext.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace kib;
using namespace pntest;

namespace {

bool sameRecords(const Collection &a, const Collection &b, QString *why)
{
    if (a.size() != b.size()) {
        *why = QStringLiteral("%1 records, then %2").arg(a.size()).arg(b.size());
        return false;
    }
    for (int i = 0; i < a.size(); ++i) {
        const auto *x = dynamic_cast<const CardRecord *>(a.records().at(i).get());
        const auto *y = dynamic_cast<const CardRecord *>(b.records().at(i).get());
        if (!x || !y || !(*x == *y)) {
            *why = QStringLiteral("record %1 differs").arg(i + 1);
            return false;
        }
    }
    return true;
}

const QStringList &sampleFiles()
{
    static const QStringList files = {
        QStringLiteral("pinochle_4hand_single_deck_game.pn"), QStringLiteral("pinochle_3hand_kitty_discard.pn"),
        QStringLiteral("pinochle_4hand_double_deck_passing.pn"), QStringLiteral("pinochle_6hand_double_deck.pn"),
        QStringLiteral("pinochle_lesson_quiz.pn"),
    };
    return files;
}

} // namespace

class TestPnRoundTrip : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void samples_data();
    void samples();
    void layouts_data();
    void layouts();
    void handBuilt();
    void json_data();
    void json();
    void cannotHold();
    void saveThroughFileIo();
};

void TestPnRoundTrip::samples_data()
{
    QTest::addColumn<QString>("file");
    for (const QString &f : sampleFiles())
        QTest::newRow(qPrintable(f)) << f;
}

void TestPnRoundTrip::samples()
{
    QFETCH(QString, file);
    const QByteArray data = sample(file);
    const ReadResult first = readPn(data);
    const WriteResult written = PnPlugin().write(first.collection);
    QVERIFY2(written.warnings.isEmpty(), qPrintable(describe(written.warnings)));
    QCOMPARE(QString::fromUtf8(written.data), QString::fromUtf8(data));
    const ReadResult again = readPn(written.data);
    QString why;
    QVERIFY2(sameRecords(first.collection, again.collection, &why), qPrintable(why));
    QCOMPARE(PnPlugin().write(again.collection).data, written.data);
}

void TestPnRoundTrip::layouts_data()
{
    QTest::addColumn<QByteArray>("text");
    const QByteArray base = baseHand();
    const QByteArray hand = base.mid(base.indexOf("Deal 1"));
    QTest::newRow("the base") << base;
    QTest::newRow("notes everywhere")
        << QByteArray("Note Before anything.\nPresenter P\nNote After the presenter.\nDateTime 2024-01-02 03:04:05\n\n"
                      "Note Before the deal.\n")
               + hand.left(hand.indexOf("Bids1")) + "Note Before the bids.\n"
               + hand.mid(hand.indexOf("Bids1"), hand.indexOf("Contract") - hand.indexOf("Bids1"))
               + "Note After the bids.\n" + hand.mid(hand.indexOf("Contract"), hand.indexOf("Meld1") - hand.indexOf("Contract"))
               + "Note After the contract.\n" + hand.mid(hand.indexOf("Meld1"), hand.indexOf("Trick2") - hand.indexOf("Meld1"))
               + "Note After trick one.\n" + hand.mid(hand.indexOf("Trick2"), hand.indexOf("HandScores") - hand.indexOf("Trick2"))
               + "Note Among the results.\nHandScores 36 16\nNote At the end.\n";
    QTest::newRow("games and hands")
        << "Event One\nSeat1 Ann\n" + base + "\n" + QByteArray(hand).replace("Deal 1", "Deal 2\nSeat2 Bo\nNote Bo sits in.")
                                                       .replace("GameScores 0 0", "GameScores 36 16")
               + "\n\nEvent Two\n\n" + hand + "\n\n\n" + hand;
    QTest::newRow("table lines between hands") << base + "\nSeat3 Cy\nAnnotator Z\n\n" + QByteArray(hand).replace("Deal 1", "Deal 2")
                                                                                       .replace("GameScores 0 0", "GameScores 36 16");
    QTest::newRow("game section without a blank line") << replaced(base, "", {});
    QTest::newRow("placeholders")
        << QByteArray("Deal ?\nGameScores - ?\nDealer ?\nHand1 -\nHand2 ?\nHand3 CAJ DAK99 SATKQJ HJ\nHand4 -\n"
                      "Bids1 ? ? ? ?\nContract ? ? ?\nMeld3 - ?\nMeld1 ? 0\nTrick1 ? - ? - ? ?\nMeldScores ? -\n"
                      "Adjustments -\nHandScores ? ?\nWinner ?\n");
    QTest::newRow("kitty by rounds")
        << QByteArray("Deal 1\nDealer Seat3\nBids1 26 Pass 27\nKitty1 HA\nBids2 28 - 29\nKitty2 CJ\nBids3 Pass\nKitty3 HA\n"
                      "Contract Seat3 29 Hearts\n");
    QTest::newRow("passes to a seat")
        << QByteArray("Deal 1\nDealer Seat6\nPass2 DJ SQ SQ Seat4\nPass4 CA HA HA Seat6\nPass6 SK SK HK Seat2\n"
                      "Kitty -\nDiscard - 0\nHand2 ?\n");
    QTest::newRow("CRLF and extra spaces") << QByteArray(base).replace("\n", "\r\n").replace("Bids1 Pass 20", "Bids1  Pass 20");
}

void TestPnRoundTrip::layouts()
{
    QFETCH(QByteArray, text);
    const ReadResult first = readPn(text);
    QVERIFY(first.collection.size() > 0);
    const QByteArray once = PnPlugin().write(first.collection).data;
    const ReadResult again = readPn(once);
    QString why;
    QVERIFY2(sameRecords(first.collection, again.collection, &why), qPrintable(why + QLatin1Char('\n') + QString::fromUtf8(once)));
    QCOMPARE(errorCount(again.diagnostics), errorCount(first.diagnostics));
    QCOMPARE(PnPlugin().write(again.collection).data, once);
}

void TestPnRoundTrip::handBuilt()
{
    // a hand entered without PN: the writer gives it PN's lines and the
    // reader gives it back
    CardRecord r(Game::Pinochle, 3);
    r.setTag(QStringLiteral("Presenter"), QStringLiteral("Editor"));
    r.setTag(QStringLiteral("Seat1"), QStringLiteral("Ann"));
    r.setDealer(2);
    r.deal().hands[0] = Hand{true, false, {Card(Suit::Clubs, RankAce), Card(Suit::Hearts, 9)}};
    r.deal().hands[1] = Hand{true, false, {Card(Suit::Diamonds, RankTen), Card(Suit::Spades, RankKing)}};
    r.deal().hands[2] = Hand{true, false, {Card(Suit::Clubs, RankQueen), Card(Suit::Spades, RankJack)}};
    r.auction().first = 0;
    r.auction().calls = {Call::other(QStringLiteral("20")), Call::pass(), Call::pass()};
    Contract c;
    c.kind = Contract::Kind::Bid;
    c.level = 20;
    c.strain = Strain::Hearts;
    r.setContract(c);
    r.setDeclarer(0);
    r.comments().append(Commentary{Anchor{Anchor::Kind::Call, 2}, Commentary::Style::Plain, QStringLiteral("Sold.")});
    Collection col;
    col.append(std::make_shared<CardRecord>(r));
    const WriteResult w = PnPlugin().write(col);
    QCOMPARE(QString::fromUtf8(w.data), QStringLiteral("Presenter Editor\nSeat1 Ann\n\nDealer Seat3\n"
                                                       "Hand1 CA D S H9\nHand2 C DT SK H\nHand3 CQ D SJ H\n"
                                                       "Bids1 20 Pass Pass\nNote Sold.\nContract Seat1 20 Hearts\n"));
    const ReadResult back = readPn(w.data);
    const CardRecord *b = record(back);
    QCOMPARE(b->tags(), r.tags());
    QCOMPARE(b->dealer(), r.dealer());
    QCOMPARE(b->deal().hands, r.deal().hands);
    QCOMPARE(b->auction(), r.auction());
    QCOMPARE(b->contract(), r.contract());
    QCOMPARE(b->declarer(), r.declarer());
    QCOMPARE(b->comments(), r.comments());
    QCOMPARE(b->pinochle().status, PnStatus::Invalid); // two cards a hand is no deal
}

void TestPnRoundTrip::json_data()
{
    samples_data();
}

void TestPnRoundTrip::json()
{
    // Kibitzer JSON carries everything PN reads
    QFETCH(QString, file);
    const ReadResult pn = readPn(sample(file));
    const JsonPlugin json;
    const WriteResult w = json.write(pn.collection);
    QCOMPARE(errorCount(w.warnings), 0);
    const ReadResult back = json.read(w.data);
    QCOMPARE(errorCount(back.diagnostics), 0);
    QString why;
    QVERIFY2(sameRecords(pn.collection, back.collection, &why), qPrintable(why));
    QCOMPARE(PnPlugin().write(back.collection).data, sample(file));
}

void TestPnRoundTrip::cannotHold()
{
    const PnPlugin plugin;
    const ReadResult r = readPn(sample(QStringLiteral("pinochle_3hand_kitty_discard.pn")));
    QCOMPARE(plugin.cannotHold(*r.collection.records().first()), QStringList());
    QVERIFY(!plugin.cannotHold(CardRecord(Game::Bridge, 4)).isEmpty());
    QVERIFY(!plugin.cannotHold(CardRecord(Game::Preferans, 3)).isEmpty());

    CardRecord odd = *record(r);
    odd.setTag(QStringLiteral("Site"), QStringLiteral("PBN's tag"));
    odd.deal().hands[0].hidden = true;
    odd.comments().append(Commentary{Anchor{}, Commentary::Style::Brace, QStringLiteral("two\nlines")});
    odd.play().tricks[3].leader = (odd.play().tricks[3].leader + 1) % 3;
    const QStringList lost = plugin.cannotHold(odd);
    QVERIFY(lost.join(QLatin1Char('|')).contains(QStringLiteral("Site")));
    QVERIFY(lost.join(QLatin1Char('|')).contains(QStringLiteral("hidden hands")));
    QVERIFY(lost.join(QLatin1Char('|')).contains(QStringLiteral("style of comments")));
    QVERIFY(lost.join(QLatin1Char('|')).contains(QStringLiteral("line breaks")));
    QVERIFY(lost.join(QLatin1Char('|')).contains(QStringLiteral("tricks not led")));

    // writing warns about what it drops, and skips other games
    Collection mixed;
    mixed.append(std::make_shared<CardRecord>(Game::Bridge, 4));
    mixed.append(std::make_shared<CardRecord>(odd));
    const WriteResult w = plugin.write(mixed);
    QVERIFY(!w.warnings.isEmpty());
    QCOMPARE(w.warnings.first().record, 1);
    QVERIFY(!w.data.contains("Site"));
    QCOMPARE(readPn(w.data).collection.size(), 1);
}

void TestPnRoundTrip::saveThroughFileIo()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("game.pn"));
    const ReadResult r = readPn(sample(QStringLiteral("pinochle_6hand_double_deck.pn")));
    const NotationPlugin *plugin = Registry::builtin().forWriting(path);
    QVERIFY(plugin);
    QCOMPARE(plugin->id(), QStringLiteral("pn"));
    const SavedFile saved = writeFile(path, r.collection, *plugin);
    QVERIFY2(saved.ok(), qPrintable(saved.error));
    const LoadedFile loaded = readFile(path);
    QVERIFY(loaded.ok());
    QCOMPARE(loaded.plugin->id(), QStringLiteral("pn"));
    QString why;
    QVERIFY2(sameRecords(r.collection, loaded.result.collection, &why), qPrintable(why));
    // a .txt file is recognised by its content
    const QString txt = dir.filePath(QStringLiteral("hand.txt"));
    QFile f(txt);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(baseHand());
    f.close();
    QCOMPARE(readFile(txt).plugin->id(), QStringLiteral("pn"));
}

QTEST_GUILESS_MAIN(TestPnRoundTrip)
#include "tst_pnroundtrip.moc"
