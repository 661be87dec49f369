// Pinochle meld: the meld table (model/pinochlemeld.h), each seat's Meld#
// checked against the hand after the exchange and against the table, and
// the PN reader's warnings for it.
#include "support/pntext.h"

#include "model/pinochlemeld.h"

#include <QTest>

using namespace kib;
using namespace pntest;

namespace {

Suit suitOf(const QString &s)
{
    Suit suit = Suit::None;
    if (!s.isEmpty())
        suitFromLetter(s.at(0), &suit);
    return suit;
}

QStringList meldCodes(const ReadResult &r)
{
    QStringList out;
    for (const QString &c : codes(r.diagnostics, false))
        if (c.startsWith(QLatin1String("pn.meld")))
            out.append(c);
    return out;
}

} // namespace

class TestPinochleMeld : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void value_data();
    void value();
    void reader_data();
    void reader();
    void samplesAgree_data();
    void samplesAgree();
    void checkRecord();
};

void TestPinochleMeld::value_data()
{
    QTest::addColumn<QString>("cards");
    QTest::addColumn<QString>("trump");   // S H D C, "" none
    QTest::addColumn<int>("points");
    QTest::addColumn<QString>("unused");
    QTest::newRow("nothing") << "" << "S" << 0 << "";
    QTest::newRow("run") << "SA ST SK SQ SJ" << "S" << 15 << "";
    QTest::newRow("run off trump is a marriage") << "SA ST SK SQ SJ" << "H" << 2 << "SA ST SJ";
    QTest::newRow("run with no trump") << "SA ST SK SQ SJ" << "" << 2 << "SA ST SJ";
    QTest::newRow("double run") << "DA DA DT DT DK DK DQ DQ DJ DJ" << "D" << 150 << "";
    QTest::newRow("run and an extra royal marriage") << "HA HT HK HK HQ HQ HJ" << "H" << 19 << "";
    QTest::newRow("royal marriage") << "CK CQ" << "C" << 4 << "";
    QTest::newRow("marriage") << "CK CQ" << "S" << 2 << "";
    QTest::newRow("two marriages of a suit") << "CK CK CQ CQ" << "S" << 4 << "";
    QTest::newRow("king without queen") << "CK" << "S" << 0 << "CK";
    QTest::newRow("pinochle") << "SQ DJ" << "H" << 4 << "";
    QTest::newRow("double pinochle") << "SQ SQ DJ DJ" << "H" << 30 << "";
    QTest::newRow("dix") << "H9" << "H" << 1 << "";
    QTest::newRow("nine off trump") << "S9" << "H" << 0 << "S9";
    QTest::newRow("aces around") << "SA HA DA CA" << "S" << 10 << "";
    QTest::newRow("kings around") << "SK HK DK CK" << "C" << 8 << "";
    QTest::newRow("queens around") << "SQ HQ DQ CQ" << "C" << 6 << "";
    QTest::newRow("jacks around") << "SJ HJ DJ CJ" << "C" << 4 << "";
    QTest::newRow("double aces") << "SA SA HA HA DA DA CA CA" << "C" << 100 << "";
    QTest::newRow("triple kings (double deck)") << "SK SK SK HK HK HK DK DK DK CK CK CK" << "" << 120 << "";
    // a king counts in kings around and in its marriage
    QTest::newRow("kings around and marriages") << "SK SQ HK HQ DK CK" << "D" << 12 << "";
    // the spec's Meld2 and Meld4 examples with diamonds trump
    // the spec's Meld2 says 27: it leaves out the pinochle (Q♠ of the
    // marriage, J♦ of the run), which counts in a class of its own
    QTest::newRow("spec Meld2") << "CK DA DT DK DQ DJ SK SQ HK HQ" << "D" << 31 << "";
    QTest::newRow("spec Meld4") << "CK CQ DA DT DK DQ DJ" << "D" << 17 << "";
    QTest::newRow("spec Meld3") << "CJ DJ SJ HJ" << "S" << 4 << "";
    QTest::newRow("pinochle and jacks around share DJ") << "SQ CJ DJ SJ HJ" << "C" << 8 << "";
}

void TestPinochleMeld::value()
{
    QFETCH(QString, cards);
    QFETCH(QString, trump);
    const pinochle::MeldValue v = pinochle::meldValue(cardsOf(cards), suitOf(trump));
    QTEST(v.points, "points");
    QStringList unused;
    for (Card c : v.unused)
        unused.append(c.toString());
    QTEST(unused.join(QLatin1Char(' ')), "unused");
    // each part names its points, and they add up
    int sum = 0;
    for (const QString &part : v.parts)
        sum += part.section(QLatin1Char(' '), -1).toInt();
    QCOMPARE(sum, v.points);
}

void TestPinochleMeld::reader_data()
{
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<QStringList>("codes");   // pn.meld.* diagnostics, in order
    QTest::addColumn<bool>("invalid");
    QTest::newRow("as written") << QByteArray() << QByteArray() << QStringList{} << false;
    // points moved between partners: the team's MeldScores still add up
    // (an empty meld with points is a syntax error of the line)
    QTest::newRow("no cards, points") << QByteArray("Meld1 C D S H 0") << QByteArray("Meld1 C D S H 1")
                                      << QStringList{"pn.meld.points"} << true;
    QTest::newRow("points moved in team 2")
        << QByteArray("Meld2 C DJ SQ HKQ 6\nMeld3 C D SATKQJ H 15\nMeld4 CKQ DKQ S99 H 6")
        << QByteArray("Meld2 C DJ SQ HKQ 4\nMeld3 C D SATKQJ H 15\nMeld4 CKQ DKQ S99 H 8")
        << QStringList{"pn.meld.points", "pn.meld.points"} << false;
    QTest::newRow("a card in no meld") << QByteArray("Meld1 C D S H 0") << QByteArray("Meld1 CT D S H 0")
                                       << QStringList{"pn.meld.unused"} << false;
    QTest::newRow("a card not held") << QByteArray("Meld1 C D S H 0") << QByteArray("Meld1 C D S HKQ 2")
                                     << QStringList{"pn.meld.cards"} << true;
    QTest::newRow("points a question") << QByteArray("Meld3 C D SATKQJ H 15") << QByteArray("Meld3 C D SATKQJ H ?")
                                       << QStringList{} << false;
    QTest::newRow("trump a question: points not checked")
        << QByteArray("Contract Seat3 21 Spades") << QByteArray("Contract Seat3 21 ?") << QStringList{} << false;
}

void TestPinochleMeld::reader()
{
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    QByteArray text = baseHand();
    if (!from.isEmpty()) {
        QVERIFY(text.contains(from));
        text.replace(from, to);
    }
    QVERIFY(!text.isEmpty());
    const ReadResult r = readPn(text);
    QTEST(meldCodes(r), "codes");
    QFETCH(bool, invalid);
    QCOMPARE(errorCount(r.diagnostics) > 0, invalid);
    for (const Diagnostic &d : r.diagnostics)
        if (d.code.startsWith(QLatin1String("pn.meld")) && d.code != u"pn.meld.cards") {
            QVERIFY(d.message.startsWith(QLatin1String("Meld")));
            QVERIFY(d.line > 0);
        }
}

void TestPinochleMeld::samplesAgree_data()
{
    QTest::addColumn<QString>("file");
    for (const char *f : {"pinochle_3hand_kitty_discard.pn", "pinochle_4hand_double_deck_passing.pn",
                          "pinochle_4hand_single_deck_game.pn", "pinochle_6hand_double_deck.pn", "pinochle_lesson_quiz.pn"})
        QTest::newRow(f) << QString::fromLatin1(f);
}

void TestPinochleMeld::samplesAgree()
{
    // every sample's meld is held and worth what it says
    QFETCH(QString, file);
    const ReadResult r = readPn(sample(file));
    QVERIFY(r.collection.size() > 0);
    QVERIFY2(meldCodes(r).isEmpty(), qPrintable(describe(r.diagnostics)));
    for (int i = 0; i < r.collection.size(); ++i)
        QVERIFY(pinochle::checkMelds(*record(r, i)).isEmpty());
}

void TestPinochleMeld::checkRecord()
{
    const ReadResult r = readPn(baseHand());
    CardRecord rec = *record(r);
    QVERIFY(pinochle::checkMelds(rec).isEmpty());
    // Seat1 tables a marriage it does not hold and claims 3 for it
    rec.pinochle().melds[0].cards = cardsOf(QStringLiteral("HK HQ"));
    rec.pinochle().melds[0].points = Points::of(3);
    const QList<pinochle::MeldProblem> problems = pinochle::checkMelds(rec);
    QCOMPARE(problems.size(), 2);
    QCOMPARE(problems.at(0).kind, pinochle::MeldProblem::Kind::NotHeld);
    QCOMPARE(problems.at(0).seat, 0);
    QCOMPARE(problems.at(0).cards, cardsOf(QStringLiteral("HQ")));
    QCOMPARE(problems.at(1).kind, pinochle::MeldProblem::Kind::PointsMismatch);
    QCOMPARE(problems.at(1).declared, 3);
    QCOMPARE(problems.at(1).value, 2);
    QCOMPARE(problems.at(1).message(), QStringLiteral("Meld1 gives 3 points: the cards are worth 2"));
}

QTEST_GUILESS_MAIN(TestPinochleMeld)
#include "tst_pinochlemeld.moc"
