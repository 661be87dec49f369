// PN 1.0 around the lines: labels, sections and games, the defaults of
// lines that are left out, teams, the multiple-use lines (Team#, Seat#,
// BidSystem#, Annotator overwrite from where they stand; Note adds and is
// anchored where it stands), seat count and deck detection, the sniffer.
#include "model/pinochlerules.h"
#include "parsers/pn/pnlabels.h"
#include "parsers/pn/pnlexer.h"
#include "parsers/pn/pnvalues.h"
#include "parsers/registry.h"
#include "support/pntext.h"

#include <QTest>

using namespace kib;
using namespace pntest;

namespace {

// The base hand with a line replaced; the test fails when it is not there.
QByteArray variant(const QByteArray &from, const QByteArray &to)
{
    const QByteArray text = replaced(baseHand(), from, to);
    if (text.isEmpty())
        qFatal("no line \"%s\" in the base hand", from.constData());
    return text;
}

QString tagsOf(const CardRecord &r)
{
    QStringList out;
    for (const Tag &t : r.tags())
        out.append(t.name + QLatin1Char('=') + t.value + (t.inherited ? QStringLiteral("^") : QString()));
    return out.join(QLatin1Char('|'));
}

} // namespace

class TestPnSections : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void labels_data();
    void labels();
    void split_data();
    void split();
    void notes_data();
    void notes();
    void defaults_data();
    void defaults();
    void teams_data();
    void teams();
    void overwrite();
    void games();
    void seatsAndDeck_data();
    void seatsAndDeck();
    void sniff_data();
    void sniff();
};

void TestPnSections::labels_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("base");
    QTest::addColumn<int>("number");
    QTest::addColumn<QString>("value");
    QTest::addColumn<bool>("ok");
    QTest::newRow("plain") << "Deal 2" << "Deal" << 0 << "2" << true;
    QTest::newRow("numbered") << "Hand3 CA D S H" << "Hand" << 3 << "CA D S H" << true;
    QTest::newRow("two words") << "BidSystem2 Power Pinochle" << "BidSystem" << 2 << "Power Pinochle" << true;
    QTest::newRow("two digits") << "Trick20 ST CA HA CJ Seat2 5" << "Trick" << 20 << "ST CA HA CJ Seat2 5" << true;
    QTest::newRow("lower case") << "deal 2" << "deal" << 0 << "2" << false;
    QTest::newRow("leading zero") << "Hand03 C D S H" << "Hand" << 3 << "C D S H" << false;
    QTest::newRow("leading space") << " Deal 2" << "" << 0 << "Deal 2" << false;
    QTest::newRow("only a number") << "12 x" << "" << 12 << "x" << false;
    QTest::newRow("punctuation") << "Deal: 2" << "Deal:" << 0 << "2" << false;
}

void TestPnSections::labels()
{
    QFETCH(QString, line);
    const pn::PnLine l = pn::PnLexer::line(line, 7);
    QTEST(l.base, "base");
    QTEST(l.number, "number");
    QTEST(l.value, "value");
    QTEST(l.labelError.isEmpty(), "ok");
    QCOMPARE(l.line, 7);
}

void TestPnSections::split_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QList<int>>("firstLines");
    QTest::addColumn<QList<bool>>("startsGame");
    QTest::newRow("game section joins the first hand")
        << QByteArray("Presenter P\n\nDeal 1\nDealer Seat1\n\nDeal 2\n") << QList<int>{1, 6} << QList<bool>{true, false};
    QTest::newRow("two games")
        << QByteArray("Presenter P\n\nDeal 1\n\n\nEvent E\n\nDeal 1\n\nDeal 2\n") << QList<int>{1, 6, 10}
        << QList<bool>{true, true, false};
    QTest::newRow("second game without a Game Section")
        << QByteArray("Deal 1\n\n\nDeal 1\n") << QList<int>{1, 4} << QList<bool>{true, true};
    QTest::newRow("table lines between hands")
        << QByteArray("Deal 1\n\nSeat3 Bob\n\nDeal 2\n") << QList<int>{1, 3} << QList<bool>{true, false};
    QTest::newRow("CRLF and blank lines with spaces")
        << QByteArray("Presenter P\r\n \r\nDeal 1\r\n\t\r\nDeal 2\r\n") << QList<int>{1, 5} << QList<bool>{true, false};
    QTest::newRow("only a Game Section") << QByteArray("Presenter P\nNote x\n") << QList<int>{1} << QList<bool>{true};
    QTest::newRow("empty") << QByteArray("\n\n") << QList<int>{} << QList<bool>{};
}

void TestPnSections::split()
{
    QFETCH(QByteArray, text);
    QFETCH(QList<int>, firstLines);
    QFETCH(QList<bool>, startsGame);
    const QList<RecordSpan> spans = pn::PnLexer::split(text);
    QCOMPARE(spans.size(), firstLines.size());
    for (int i = 0; i < spans.size(); ++i) {
        QCOMPARE(spans.at(i).line, firstLines.at(i));
        QCOMPARE(pn::PnLexer::startsGame(text, spans.at(i).offset), startsGame.at(i));
    }
    // the split file reads as the whole file does
    const ReadResult whole = readPn(text);
    QCOMPARE(whole.collection.size(), spans.size());
}

void TestPnSections::notes_data()
{
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<int>("kind");   // Anchor::Kind
    QTest::addColumn<int>("index");
    QTest::addColumn<int>("step");   // where the replay shows it
    // a note after the line 'from'
    QTest::newRow("first line") << QByteArray() << int(Anchor::Kind::Record) << -1 << 0;
    QTest::newRow("after a game line") << QByteArray("Presenter Kibitzer tests") << int(Anchor::Kind::Tag) << 0 << 0;
    QTest::newRow("after the hands") << QByteArray("Hand4 CKQ9 DTKQ ST99 HQJ9") << int(Anchor::Kind::Call) << -1 << 0;
    QTest::newRow("after a round") << QByteArray("Bids1 Pass 20 21 Pass") << int(Anchor::Kind::Call) << 3 << 4;
    // six calls, then the Meld step (7), then the cards from step 8
    QTest::newRow("after the contract") << QByteArray("Contract Seat3 21 Spades") << int(Anchor::Kind::Card) << -1 << 7;
    QTest::newRow("after the meld") << QByteArray("Meld4 CKQ DKQ S99 H 6") << int(Anchor::Kind::Card) << -1 << 7;
    QTest::newRow("after a trick") << QByteArray("Trick2 DA DQ DQ DJ Seat3 1") << int(Anchor::Kind::Card) << 7 << 15;
    QTest::newRow("after the results") << QByteArray("HandScores 36 16") << int(Anchor::Kind::End) << -1 << 55;
}

void TestPnSections::notes()
{
    QFETCH(QByteArray, from);
    const QByteArray text = from.isEmpty() ? "Note Here.\n" + baseHand()
                                           : variant(from, from + "\nNote Here.\nNote And more.");
    const ReadResult r = readPn(text);
    const CardRecord *rec = record(r);
    QCOMPARE(rec->comments().size(), from.isEmpty() ? 1 : 2);
    const Commentary &c = rec->comments().first();
    QCOMPARE(c.text, QStringLiteral("Here."));
    QCOMPARE(c.style, Commentary::Style::Plain);
    QTEST(int(c.anchor.kind), "kind");
    QTEST(c.anchor.index, "index");
    QTEST(rec->stepOf(c.anchor), "step");
    if (!from.isEmpty()) // a second note adds to the first, at the same point
        QCOMPARE(rec->comments().at(1).anchor, c.anchor);
    QCOMPARE(rec->pinochle().status, PnStatus::Complete); // notes do not count
}

void TestPnSections::defaults_data()
{
    QTest::addColumn<QString>("label");
    QTest::addColumn<int>("seats");
    QTest::addColumn<QString>("value");
    QTest::newRow("Notation") << "Notation" << 4 << "PN 1.0";
    QTest::newRow("Presenter") << "Presenter" << 4 << "";
    QTest::newRow("Location") << "Location" << 4 << "-";
    QTest::newRow("Event") << "Event" << 4 << "-";
    QTest::newRow("Table") << "Table" << 4 << "-";
    QTest::newRow("DateTime") << "DateTime" << 4 << "";
    QTest::newRow("TimeControl") << "TimeControl" << 4 << "-";
    QTest::newRow("BidSystem1") << "BidSystem1" << 4 << "-";
    QTest::newRow("Annotator") << "Annotator" << 4 << "-";
    QTest::newRow("Adjustments") << "Adjustments" << 4 << "-";
    QTest::newRow("Seat2 of 3") << "Seat2" << 3 << "Southeast";
    QTest::newRow("Seat3 of 3") << "Seat3" << 3 << "Southwest";
    QTest::newRow("Seat2 of 4") << "Seat2" << 4 << "East";
    QTest::newRow("Seat4 of 4") << "Seat4" << 4 << "West";
    QTest::newRow("Seat2 of 6") << "Seat2" << 6 << "Northeast";
    QTest::newRow("Seat4 of 6") << "Seat4" << 6 << "South";
    QTest::newRow("Seat6 of 6") << "Seat6" << 6 << "Northwest";
    QTest::newRow("Team3 of 3") << "Team3" << 3 << "Seat3";
    QTest::newRow("Team1 of 4") << "Team1" << 4 << "Seat1 Seat3";
    QTest::newRow("Team2 of 4") << "Team2" << 4 << "Seat2 Seat4";
    QTest::newRow("Team1 of 6") << "Team1" << 6 << "Seat1 Seat3 Seat5";
    QTest::newRow("Team2 of 6") << "Team2" << 6 << "Seat2 Seat4 Seat6";
    QTest::newRow("Team3 of 4") << "Team3" << 4 << "";
    QTest::newRow("a hand line") << "Dealer" << 4 << "";
}

void TestPnSections::defaults()
{
    QFETCH(QString, label);
    QFETCH(int, seats);
    QTEST(pn::defaultValue(label, seats), "value");
    // a record without the line gives the default; with it, its value
    CardRecord r(Game::Pinochle, seats);
    QTEST(pn::effectiveValue(r, label), "value");
    r.setTag(label, QStringLiteral("given"));
    QCOMPARE(pn::effectiveValue(r, label), QStringLiteral("given"));
    if (label.startsWith(QLatin1String("Seat")) && label.size() == 5) {
        CardRecord named(Game::Pinochle, seats);
        QTEST(pinochle::playerName(named, label.mid(4).toInt() - 1), "value");
    }
}

void TestPnSections::teams_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("teams");
    QTest::newRow("four by default") << baseHand() << "1 3|2 4";
    QTest::newRow("three by default") << sample(QStringLiteral("pinochle_3hand_kitty_discard.pn")) << "1|2|3";
    QTest::newRow("six by default") << sample(QStringLiteral("pinochle_6hand_double_deck.pn")) << "1 3 5|2 4 6";
    QTest::newRow("declared") << QByteArray("Team1 Seat1 Seat2\nTeam2 Seat3 Seat4\n") + baseHand() << "1 2|3 4";
}

void TestPnSections::teams()
{
    QFETCH(QByteArray, text);
    const ReadResult r = readPn(text);
    const QList<QList<Seat>> teams = pinochle::teams(*record(r));
    QStringList out;
    for (const QList<Seat> &t : teams) {
        QStringList seats;
        for (Seat s : t)
            seats.append(QString::number(s + 1));
        out.append(seats.join(QLatin1Char(' ')));
    }
    QTEST(out.join(QLatin1Char('|')), "teams");
}

void TestPnSections::overwrite()
{
    // Seat#, Team#, BidSystem# and Annotator hold from where they stand;
    // the hands before keep the old value
    QByteArray second = baseHand().mid(baseHand().indexOf("Deal 1"));
    second.replace("Deal 1", "Deal 2\nSeat3 Bea\nAnnotator Second");
    second.replace("GameScores 0 0", "GameScores 36 16");
    QByteArray third = baseHand().mid(baseHand().indexOf("Deal 1"));
    third.replace("Deal 1", "Deal 3");
    third.replace("GameScores 0 0", "GameScores 72 32");
    const QByteArray text = "Seat3 Cal\nAnnotator First\nBidSystem1 Meld-First-Always\n" + baseHand() + "\n" + second
                            + "\nTeam1 Seat1 Seat3\n\n" + third;
    const ReadResult r = readPn(text);
    QVERIFY2(errorCount(r.diagnostics) == 0, qPrintable(describe(r.diagnostics)));
    QCOMPARE(r.collection.size(), 3);
    QCOMPARE(tagsOf(*record(r, 0)), QStringLiteral("Seat3=Cal|Annotator=First|BidSystem1=Meld-First-Always|"
                                                   "Presenter=Kibitzer tests|DateTime=2024-01-02 03:04:05"));
    QCOMPARE(tagsOf(*record(r, 1)), QStringLiteral("Seat3=Bea|Annotator=Second|BidSystem1=Meld-First-Always^|"
                                                   "Presenter=Kibitzer tests^|DateTime=2024-01-02 03:04:05^"));
    QCOMPARE(tagsOf(*record(r, 2)), QStringLiteral("Seat3=Bea^|Annotator=Second^|BidSystem1=Meld-First-Always^|"
                                                   "Presenter=Kibitzer tests^|DateTime=2024-01-02 03:04:05^|"
                                                   "Team1=Seat1 Seat3"));
    QCOMPARE(pinochle::playerName(*record(r, 0), 2), QStringLiteral("Cal"));
    QCOMPARE(pinochle::playerName(*record(r, 1), 2), QStringLiteral("Bea"));
    QCOMPARE(pinochle::playerName(*record(r, 2), 0), QStringLiteral("North"));
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(record(r, i)->pinochle().game, 1);
        QCOMPARE(record(r, i)->pinochle().status, PnStatus::Complete);
    }
    // event and other table lines may not change once the hands begin
    QByteArray late = text;
    late.replace("Deal 2\n", "Deal 2\nEvent Late\nTable 9\n");
    const ReadResult bad = readPn(late);
    QCOMPARE(codes(bad.diagnostics), QStringList({"pn.line.misplaced", "pn.line.misplaced"}));
    QCOMPARE(record(bad, 1)->pinochle().status, PnStatus::Invalid);
}

void TestPnSections::games()
{
    // two games: the second redeclares what changes and carries the rest
    const QByteArray hand = baseHand().mid(baseHand().indexOf("Deal 1"));
    const QByteArray text = "Event First\nSeat1 Ann\n" + baseHand() + "\n\nEvent Second\nNote New game.\n\n" + hand;
    const ReadResult r = readPn(text);
    QVERIFY2(errorCount(r.diagnostics) == 0, qPrintable(describe(r.diagnostics)));
    QCOMPARE(r.collection.size(), 2);
    QCOMPARE(record(r, 0)->pinochle().game, 1);
    QCOMPARE(record(r, 1)->pinochle().game, 2);
    QCOMPARE(tagsOf(*record(r, 1)), QStringLiteral("Event=Second|Seat1=Ann^|Presenter=Kibitzer tests^|"
                                                   "DateTime=2024-01-02 03:04:05^"));
    QCOMPARE(record(r, 1)->comments().size(), 1);
    QCOMPARE(record(r, 1)->comments().first().anchor, (Anchor{Anchor::Kind::Tag, 0}));
    // a game's second hand does not repeat the Game Section's notes
    QCOMPARE(record(r, 0)->comments().size(), 0);
}

void TestPnSections::seatsAndDeck_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("seats");
    QTest::addColumn<int>("deck");
    QTest::addColumn<int>("handSize");
    QTest::newRow("four, single") << "pinochle_4hand_single_deck_game.pn" << 4 << int(DeckKind::Pinochle48) << 12;
    QTest::newRow("three, single, kitty") << "pinochle_3hand_kitty_discard.pn" << 3 << int(DeckKind::Pinochle48) << 15;
    QTest::newRow("four, double") << "pinochle_4hand_double_deck_passing.pn" << 4 << int(DeckKind::Pinochle80) << 20;
    QTest::newRow("six, double, kitty") << "pinochle_6hand_double_deck.pn" << 6 << int(DeckKind::Pinochle80) << 13;
}

void TestPnSections::seatsAndDeck()
{
    QFETCH(QString, file);
    const ReadResult r = readPn(sample(file));
    QVERIFY(r.collection.size() > 0);
    for (int i = 0; i < r.collection.size(); ++i) {
        const CardRecord *rec = record(r, i);
        QTEST(rec->seats().count(), "seats");
        QTEST(int(rec->deck().kind()), "deck");
        QTEST(int(rec->deal().hands.first().cards.size()), "handSize");
        QCOMPARE(rec->game(), Game::Pinochle);
    }
}

void TestPnSections::sniff_data()
{
    QTest::addColumn<QByteArray>("head");
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<bool>("pn");
    QTest::newRow("Notation line, any name") << QByteArray("Notation PN 1.0\nPresenter X\n") << "game.txt" << true;
    QTest::newRow("hand lines, .txt") << baseHand() << "hands.txt" << true;
    QTest::newRow("hand lines, .pn") << baseHand() << "hands.pn" << true;
    QTest::newRow("PBN") << QByteArray("[Event \"x\"]\n[Deal \"N:AKQ...\"]\n") << "game.pn" << false;
    QTest::newRow("prose") << QByteArray("Deal me in.\nThe dealer said hello.\n") << "notes.txt" << false;
    QTest::newRow("JSON") << QByteArray("{\"format\": \"kibitzer\"}") << "x.pn" << false;
}

void TestPnSections::sniff()
{
    QFETCH(QByteArray, head);
    QFETCH(QString, fileName);
    QFETCH(bool, pn);
    const int score = PnPlugin().sniff(head, fileName);
    QCOMPARE(score >= 50, pn);
    if (pn)
        QCOMPARE(Registry::builtin().detect(head, fileName)->id(), QStringLiteral("pn"));
}

QTEST_GUILESS_MAIN(TestPnSections)
#include "tst_pnsections.moc"
