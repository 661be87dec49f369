// The bracketed PPN deal record field by field, over small inline deals,
// and each of the notation's checks with its exact line and column.
#include "support/ppntext.h"

#include "parsers/ppn/ppncards.h"
#include "parsers/ppn/ppnplay.h"

using namespace kib;
using namespace ppntest;

namespace {

// kDeal without its one trick.
QByteArray noPlay(const QByteArray &from = {}, const QByteArray &to = {})
{
    QByteArray d = changed(" OLH2 ", " 0 ");
    if (!from.isEmpty())
        d.replace(d.indexOf(from), from.size(), to);
    return d;
}

QString pileText(const CardRecord &r, const QString &name)
{
    const Pile *p = r.deal().pile(name);
    return p ? ppn::encodeCards(p->cards) : QStringLiteral("none");
}

// One aspect of a record, spelled for comparison.
QString describe(const CardRecord &r, const QString &what)
{
    const PreferansDeal &p = r.preferans();
    if (what == u"id")
        return QString::number(p.number);
    if (what == u"dealer")
        return QString::number(r.dealer() + 1);
    if (what == u"first")
        return QString::number(r.auction().first + 1);
    if (what.startsWith(u"hand"))
        return ppn::encodeCards(r.deal().hands.at(what.mid(4).toInt() - 1).cards);
    if (what == u"talon" || what == u"discard")
        return pileText(r, what);
    if (what == u"calls") {
        QStringList calls;
        for (const Call &c : r.auction().calls)
            calls.append(c.toString());
        return calls.join(u'|');
    }
    if (what == u"main")
        return QString::number(r.declarer() + 1);
    if (what == u"contract") {
        const Contract &c = r.contract();
        if (c.kind == Contract::Kind::PassedOut)
            return QStringLiteral("passed out");
        return QStringLiteral("%1%2 %3").arg(c.withoutTalon ? "G" : "").arg(c.level).arg(strainToString(c.strain));
    }
    if (what == u"followers") {
        QStringList f;
        for (Seat s : p.followers)
            f.append(QString::number(s + 1));
        return f.join(u',');
    }
    if (what == u"kontra")
        return QStringLiteral("%1%2 risk %3")
            .arg(preferans::kontraLetter(r.contract().risk, p.invitation))
            .arg(p.kontraBy + 1)
            .arg(r.contract().risk);
    if (what == u"refa")
        return p.refa ? QStringLiteral("yes") : QStringLiteral("no");
    if (what == u"value")
        return p.value ? QString::number(*p.value) : QStringLiteral("none");
    if (what == u"starts")
        return QString::number(r.play().leader + 1);
    if (what == u"tricks") {
        QStringList tricks;
        for (const Trick &t : r.play().tricks) {
            QString s;
            for (const PlayedCard &pc : t.cards)
                s += QStringLiteral("%1%2 ").arg(pc.seat + 1).arg(ppn::encodeCard(pc.card));
            tricks.append(s + QStringLiteral(">%1").arg(t.winner + 1));
        }
        return tricks.join(u'|');
    }
    if (what == u"summary") {
        QStringList items;
        for (const PreferansScore &s : p.summary)
            items.append(ppn::summaryText(s));
        return items.join(u'|');
    }
    if (what == u"result")
        return r.result() ? QString::number(*r.result()) : QStringLiteral("none");
    return QStringLiteral("?");
}

} // namespace

class TestPpnFields : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fields_data();
    void fields();
    void checks_data();
    void checks();
    void thirteenFields();
    void passedOut();
    void tags();
    void multiLineAndGames();
};

void TestPpnFields::fields_data()
{
    QTest::addColumn<QByteArray>("deal");
    QTest::addColumn<QString>("what");
    QTest::addColumn<QString>("expected");
    // id, deal order and cards: player 1 deals, so player 2 gets the first ten
    QTest::newRow("id") << kDeal << "id" << "2";
    QTest::newRow("dealer") << kDeal << "dealer" << "1";
    QTest::newRow("first to bid") << kDeal << "first" << "2";
    QTest::newRow("hand of the first") << kDeal << "hand2" << "5OIMGQ92JN";
    QTest::newRow("hand of the second") << kDeal << "hand3" << "8ELFVDC46U";
    QTest::newRow("hand of the dealer") << kDeal << "hand1" << "HSB7AKRPWT";
    QTest::newRow("talon") << kDeal << "talon" << "13";
    QTest::newRow("order 123") << changed(" 231 ", " 123 ") << "hand1" << "5OIMGQ92JN";
    QTest::newRow("order 312") << changed(" 231 ", " 312 ") << "hand3" << "5OIMGQ92JN";
    // bids, decoded
    QTest::newRow("bids") << kDeal << "calls" << "2|Pass|Pass";
    QTest::newRow("bids with mine") << changed(" 2,P,P ", " M3,P,3 ") << "calls" << "2|Pass|3|mine 3|Pass|Pass";
    // main, discards, contract
    QTest::newRow("main") << kDeal << "main" << "2";
    QTest::newRow("discards") << kDeal << "discard" << "91";
    QTest::newRow("contract") << kDeal << "contract" << "4 H";
    QTest::newRow("game contract") << changed(" 91 4 ", " XX G4 ") << "contract" << "G4 H";
    QTest::newRow("game discards XX") << changed(" 91 4 ", " XX G4 ") << "discard" << "none";
    QTest::newRow("betl") << changed(" 4 8 ", " 6 8 ") << "contract" << "6 Betl";
    QTest::newRow("sans") << changed(" 4 8 ", " 7 8 ") << "contract" << "7 NT";
    QTest::newRow("preferans") << changed(" 4 8 ", " 8 8 ") << "contract" << "8 NT";
    QTest::newRow("game spades") << changed(" 91 4 ", " XX G2 ") << "contract" << "G2 S";
    // accepted
    QTest::newRow("both follow") << kDeal << "followers" << "1,3";
    QTest::newRow("both, any number from 4") << changed(" 4 8 ", " 4 5 ") << "followers" << "1,3";
    QTest::newRow("player 3 follows") << noPlay(" 4 8 ", " 4 3 ") << "followers" << "3";
    QTest::newRow("nobody follows") << noPlay(" 4 8 ", " 4 0 ") << "followers" << "";
    // kontra
    QTest::newRow("no kontra") << kDeal << "kontra" << "00 risk 0";
    QTest::newRow("invitation") << changed(" 8 0 ", " 8 I3 ") << "kontra" << "I3 risk 0";
    QTest::newRow("kontra") << changed(" 8 0 ", " 8 K1 ") << "kontra" << "K1 risk 1";
    QTest::newRow("rekontra") << changed(" 8 0 ", " 8 R3 ") << "kontra" << "R3 risk 2";
    QTest::newRow("subkontra") << changed(" 8 0 ", " 8 S1 ") << "kontra" << "S1 risk 3";
    QTest::newRow("mortkontra") << changed(" 8 0 ", " 8 M3 ") << "kontra" << "M3 risk 4";
    // refa, value, starts
    QTest::newRow("refa") << kDeal << "refa" << "yes";
    QTest::newRow("no refa") << changed(" 1 16 ", " 0 8 ") << "refa" << "no";
    QTest::newRow("value") << kDeal << "value" << "16";
    QTest::newRow("starts") << kDeal << "starts" << "2";
    // throws: the cards from the leader, then the winner, who leads next
    QTest::newRow("one trick") << kDeal << "tricks" << "2O 3L 1H >2";
    QTest::newRow("no trick") << noPlay() << "tricks" << "";
    QTest::newRow("two tricks") << changed(" OLH2 ", " OLH2,NCK2 ") << "tricks" << "2O 3L 1H >2|2N 3C 1K >2";
    QTest::newRow("trick won by another") << changed(" OLH2 ", " OLH2,5671 ") << "tricks" << "2O 3L 1H >2|25 36 17 >1";
    // summary, by player
    QTest::newRow("summary") << kDeal << "summary" << "F2:R32|M6:-16|F2:L32";
    QTest::newRow("summary with a failure") << changed(" M6:-16,F2:L32,F2:R32", " M4:16,F5:L80,F1:R16:16") << "summary"
                                            << "F1:R16:16|M4:16|F5:L80";
    QTest::newRow("summary of a non-player") << noPlay(" 4 8 ", " 4 3 ").replace("F2:R32]", "0]") << "summary"
                                             << "0|M6:-16|F2:L32";
    QTest::newRow("result") << kDeal << "result" << "6";
}

void TestPpnFields::fields()
{
    QFETCH(QByteArray, deal);
    QFETCH(QString, what);
    QFETCH(QString, expected);
    const ReadResult r = readPpn(inFile(deal));
    QCOMPARE(r.collection.size(), 1);
    QCOMPARE(describe(*card(r), what), expected);
}

void TestPpnFields::checks_data()
{
    QTest::addColumn<QByteArray>("deal");
    QTest::addColumn<QString>("diagnostic"); // "E line:column code"
    QTest::addColumn<QStringList>("errors"); // every error the deal has, by code
    QTest::newRow("a card twice") << noPlay("5OIM", "55IM") << "E 4:9 ppn.cards.duplicate"
                                  << QStringList{"ppn.cards.duplicate"};
    QTest::newRow("Y is no card") << noPlay("5OIM", "5YIM") << "E 4:9 ppn.cards.unknown"
                                  << QStringList{"ppn.cards.unknown"};
    QTest::newRow("31 cards") << noPlay("5OIM", "OIM") << "E 4:8 ppn.cards.length"
                              << QStringList{"ppn.cards.length", "ppn.discards.not-held"};
    QTest::newRow("card not held") << changed(" OLH2 ", " OL12 ") << "E 4:67 ppn.play.not-held"
                                   << QStringList{"ppn.play.not-held"};
    QTest::newRow("revoke") << changed(" OLH2 ", " OCH2 ") << "E 4:66 ppn.play.revoke"
                            << QStringList{"ppn.play.revoke"};
    QTest::newRow("no trump when void") << changed(" 2 OLH2 ", " 1 BGD2,5873,FAQ3 ") << "E 4:77 ppn.play.revoke"
                                        << QStringList{"ppn.play.revoke"};
    QTest::newRow("wrong winner") << changed(" OLH2 ", " OLH3 ") << "E 4:68 ppn.play.winner"
                                  << QStringList{"ppn.play.winner"};
    QTest::newRow("winner by trump") << changed(" 2 OLH2 ", " 1 BGD2,5873,FAQ2 ") << "E 4:78 ppn.play.winner"
                                     << QStringList{"ppn.play.revoke", "ppn.play.winner"};
    QTest::newRow("twelve fields") << changed(" 91 4 ", " ") << "E 4:1 ppn.fields" << QStringList{"ppn.fields"};
    QTest::newRow("fifteen fields") << changed(" M6:", " 0 M6:") << "E 4:1 ppn.fields"
                                    << QStringList{"ppn.fields", "ppn.summary.count"};
    QTest::newRow("bids of no auction") << changed(" 2,P,P ", " 3,P,P ") << "E 4:41 ppn.bids"
                                        << QStringList{"ppn.bids"};
    QTest::newRow("discard not held") << changed(" 91 ", " 9H ") << "E 4:50 ppn.discards.not-held"
                                      << QStringList{"ppn.discards.not-held"};
    QTest::newRow("deal order") << noPlay(" 231 ", " 132 ") << "E 4:4 ppn.order"
                                << QStringList{"ppn.order", "ppn.discards.not-held"};
    QTest::newRow("main is no player") << changed(" 2 91 ", " 4 91 ") << "E 4:47 ppn.main.syntax"
                                       << QStringList{"ppn.main.syntax"};
    QTest::newRow("contract nine") << changed(" 91 4 ", " 91 9 ") << "E 4:52 ppn.contract"
                                   << QStringList{"ppn.contract"};
    QTest::newRow("kontra without player") << changed(" 8 0 ", " 8 K ") << "E 4:56 ppn.kontra"
                                           << QStringList{"ppn.kontra"};
    QTest::newRow("refa two") << changed(" 0 1 16 ", " 0 2 16 ") << "E 4:58 ppn.refa" << QStringList{"ppn.refa"};
    QTest::newRow("summary item") << changed("F2:L32,", "X2:L32,") << "E 4:77 ppn.summary.syntax"
                                  << QStringList{"ppn.summary.syntax"};
    QTest::newRow("unclosed bracket") << changed("]", "") << "E 4:1 ppn.syntax" << QStringList{"ppn.syntax"};
    // warnings: the record reads, the inconsistency is reported
    QTest::newRow("value") << changed(" 1 16 ", " 1 10 ") << "W 4:60 ppn.value" << QStringList{};
    QTest::newRow("main not the winner") << changed(" 2,P,P ", " P,P,2 ") << "W 4:47 ppn.main" << QStringList{};
    QTest::newRow("contract below the bid") << QByteArray(kDeal).replace(" 2,P,P 2 91 4 ", " M3,P,3 2 91 2 ")
                                            << "W 4:53 ppn.contract.bid" << QStringList{};
}

void TestPpnFields::checks()
{
    QFETCH(QByteArray, deal);
    QFETCH(QString, diagnostic);
    QFETCH(QStringList, errors);
    const ReadResult r = readPpn(inFile(deal));
    QCOMPARE(r.collection.size(), 1); // the deal is kept, its problems reported
    const QStringList all = described(r.diagnostics);
    QVERIFY2(all.contains(diagnostic), qPrintable(all.join(u'\n')));
    QStringList errorCodes;
    for (const Diagnostic &d : r.diagnostics) {
        QCOMPARE(d.record, 1);
        if (d.isError())
            errorCodes.append(d.code);
    }
    errorCodes.removeDuplicates();
    QCOMPARE(errorCodes, errors);
}

void TestPpnFields::thirteenFields()
{
    // the published example's shape: no refa between kontra and value
    const ReadResult r = readPpn(inFile(changed(" 0 1 16 ", " 0 8 ")));
    QCOMPARE(described(r.diagnostics), QStringList{"W 4:1 ppn.fields.thirteen"});
    QVERIFY(!card(r)->preferans().refa);
    QCOMPARE(card(r)->preferans().value, 8);
    QCOMPARE(card(r)->play().tricks.size(), 1);
    // written back with all fourteen
    const WriteResult w = PpnPlugin().write(r.collection);
    QVERIFY(w.data.contains(" 8 0 0 8 2 OLH2 "));
}

void TestPpnFields::passedOut()
{
    const QByteArray deal = "[7 312 5OIMGQ92JN8ELFVDC46UHSB7AKRPWT13 P,P,P]";
    const ReadResult r = readPpn(inFile(deal));
    QCOMPARE(described(r.diagnostics), QStringList{});
    const CardRecord *rec = card(r);
    QCOMPARE(rec->contract().kind, Contract::Kind::PassedOut);
    QCOMPARE(rec->dealer(), 1);
    QCOMPARE(describe(*rec, QStringLiteral("calls")), QStringLiteral("Pass|Pass|Pass"));
    QCOMPARE(rec->declarer(), NoSeat);
    QVERIFY(rec->play().tricks.isEmpty());
    QCOMPARE(rec->stepCount(), 3);
    // four fields whose bids have a winner: read, with a warning
    const ReadResult won = readPpn(inFile("[7 312 5OIMGQ92JN8ELFVDC46UHSB7AKRPWT13 P,2,P]"));
    QCOMPARE(described(won.diagnostics), QStringList{"W 4:41 ppn.passed-out"});
}

void TestPpnFields::tags()
{
    const QByteArray text = "[Bula 60]\n[Refe 2]\n[Player1 \"Ana Marija\"]\n[Player2 b]\n[Player3 c]\n"
                            "[Result1 1]\n[Result2 2]\n[Result3 \"-3\"]\n[Place1 1]\n[Custom \"say \\\"hi\\\"\"]\n\n"
                            + kDeal + "\n" + changed("[2 ", "[3 ") + "\n";
    const ReadResult r = readPpn(text);
    QCOMPARE(described(r.diagnostics), QStringList{});
    QCOMPARE(r.collection.size(), 2);
    const Record &first = *r.collection.records().at(0);
    QCOMPARE(first.tags().size(), 10);
    QCOMPARE(first.tag(QStringLiteral("Player1")), QStringLiteral("Ana Marija"));
    QCOMPARE(first.tag(QStringLiteral("Result3")), QStringLiteral("-3"));
    QCOMPARE(first.tag(QStringLiteral("Custom")), QStringLiteral("say \"hi\""));
    QCOMPARE(first.tags().last().name, QStringLiteral("Custom")); // any other tag, in file order
    QVERIFY(!first.tags().first().inherited);
    const Record &second = *r.collection.records().at(1);
    QCOMPARE(second.tags().size(), 10);
    QVERIFY(second.tags().first().inherited);
    QCOMPARE(second.sourceLine(), 13);
    // a game without its required tags is read with a warning
    const ReadResult bare = readPpn("[Bula 60]\n\n" + kDeal + "\n");
    QCOMPARE(described(bare.diagnostics), QStringList{"W 1:1 ppn.tags.missing"});
    QVERIFY(bare.diagnostics.first().message.contains(QStringLiteral("Refe, Player1")));
}

void TestPpnFields::multiLineAndGames()
{
    // a second info section starts a second game; its deals take its tags
    const QByteArray text = inFile(kDeal) + "\n[Bula 20]\n[Refe 1]\n\n" + changed("[2 ", "[1 ") + "\n"
                            + changed("[2 ", "[2 ") + "\n";
    const ReadResult r = readPpn(text);
    QCOMPARE(r.collection.size(), 3);
    QCOMPARE(r.collection.records().at(1)->tag(QStringLiteral("Bula")), QStringLiteral("20"));
    QVERIFY(!r.collection.records().at(1)->tags().first().inherited);
    QVERIFY(r.collection.records().at(2)->tags().first().inherited);
    QCOMPARE(r.collection.records().at(2)->sourceLine(), 10);
    // split and read on demand give the same records
    PpnPlugin plugin;
    const QList<RecordSpan> spans = plugin.split(text);
    QCOMPARE(spans.size(), 3);
    const Record *previous = nullptr;
    for (int i = 0; i < spans.size(); ++i) {
        const ReadResult one = plugin.readRecord(text, spans.at(i), i + 1, previous);
        QCOMPARE(one.collection.size(), 1);
        QVERIFY(*card(one) == *card(r, i));
        previous = r.collection.records().at(i).get();
    }
    // text outside the brackets is an error, the deals still read
    const ReadResult junk = readPpn(inFile(kDeal) + "what is this\n" + changed("[2 ", "[3 ") + "\n");
    QCOMPARE(junk.collection.size(), 2);
    QCOMPARE(described(junk.diagnostics), QStringList{"E 5:1 ppn.syntax"});
    QCOMPARE(junk.diagnostics.last().record, 2);
}

QTEST_GUILESS_MAIN(TestPpnFields)
#include "tst_ppnfields.moc"
