// The play section's rows of four plain cards, taken a line at a time
// (PbnLexer::cardRow(), PbnPlayParser::cardRow()): the same cards, places
// and diagnostics as the token-by-token read. The reference is the same text
// with a space before each line's end, which gives the same tokens but keeps
// every row on the token path. The expected diagnostics are main 62c3f41's
// (kibitzer-cli validate of each text).

#include "support/pbnhelpers.h"

#include "model/deck.h"
#include "model/rules.h"

#include <QRandomGenerator>

#include <QTest>

using namespace kib;
using namespace kib::test;

namespace {

const QByteArray game = "[Event \"e\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
                        "[Deal \"N:KT.AKT3.5.QT8543 853.QJ9.K9874.AK AJ642.74.AT63.97 Q97.8652.QJ2.J62\"]\n"
                        "[Declarer \"S\"]\n[Contract \"1NT\"]\n[Result \"3\"]\n[Play \"W\"]\n";

QStringList places(const Diagnostics &d, bool withText)
{
    QStringList out;
    for (const Diagnostic &x : d)
        out << QStringLiteral("%1:%2:%3").arg(x.line).arg(x.column).arg(x.code)
                   + (withText ? QStringLiteral(" ") + x.message : QString());
    return out;
}

QString playText(const Play &p)
{
    QStringList out;
    for (const Trick &t : p.tricks) {
        QStringList cards;
        for (const PlayedCard &c : t.cards) {
            const QString card = c.kind == PlayedCard::Kind::Card ? c.card.toString() : QStringLiteral("-");
            const QString mark = c.annotation.isEmpty() ? QString() : QStringLiteral("^") + c.annotation->irregularity;
            cards << QStringLiteral("%1:%2%3").arg(c.seat).arg(card, mark);
        }
        out << QStringLiteral("%1>%2>%3").arg(t.leader).arg(cards.join(u' ')).arg(t.winner);
    }
    return out.join(u'|');
}

} // namespace

class TestPbnPlayRows : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rows_data();
    void rows();
    void tricksBothWays();
};

void TestPbnPlayRows::rows_data()
{
    QTest::addColumn<QByteArray>("play");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("plain") << QByteArray("H5 HT HQ H7\nC6 C5 CK C7\nH6 H3 H9 H4\nH2 HA HJ S2\n"
                                    "DJ D5 D4 DA\nDQ SK D9 DT\nC2 C4 CA C9\nD2 HK D7 D3\n"
                                    "S9 ST S8 SJ\nS7 CT D8 D6\nSQ CQ S5 S6\nCJ C8 S3 SA\n"
                                    "H8 C3 DK S4\n")
                         << QStringList{};
    QTest::newRow("twice") << QByteArray("H5 HT HQ H7\nC6 C5 CK C7\nH6 H3 H9 H4\nH2 HA H9 S2\n"
                                    "DJ D5 D4 DA\nDQ SK D9 DT\nC2 C4 CA C9\nD2 HK D7 D3\n"
                                    "S9 ST S8 SJ\nS7 CT D8 D6\nSQ CQ S5 S6\nCJ C8 S3 SA\n"
                                    "H8 C3 DK S4\n")
                         << QStringList{QStringLiteral("13:7:pbn.play.card-twice"), QStringLiteral("22:7:pbn.play.revoke")};
    QTest::newRow("tabs") << QByteArray("H5\tHT\tHQ\tH7\nC6\tC5\tCK\tC7\nH6\tH3\tS9\tH4\nH2\tHA\tHJ\tS2\n"
                                    "DJ\tD5\tD4\tDA\nDQ\tSK\tD9\tDT\nC2\tC4\tCA\tC9\nD2\tHK\tD7\tD3\n"
                                    "S9\tST\tS8\tSJ\nS7\tCT\tD8\tD6\nSQ\tCQ\tS5\tS6\nCJ\tC8\tS3\tSA\n"
                                    "H8\tC3\tDK\tS4\n")
                         << QStringList{QStringLiteral("10:3:pbn.syntax.tab"), QStringLiteral("12:7:pbn.play.card-not-held"), QStringLiteral("12:10:pbn.play.revoke"), QStringLiteral("12:1:pbn.play.revoke"), QStringLiteral("12:4:pbn.play.revoke"), QStringLiteral("18:1:pbn.play.card-twice"), QStringLiteral("22:7:pbn.play.revoke")};
    QTest::newRow("firsttab") << QByteArray("H5 HT HQ H7\nC6\tC5\tCK\tC7\nH6 H3 H9 H4\nH2 HA HJ S2\n"
                                    "DJ D5 D4 DA\nDQ SK D9 DT\nC2 C4 CA C9\nD2 HK D7 D3\n"
                                    "S9 ST S8 SJ\nS7 CT D8 D6\nSQ CQ S5 S6\nCJ C8 S3 SA\n"
                                    "H8 C3 DK S4\n")
                         << QStringList{QStringLiteral("11:3:pbn.syntax.tab")};
    QTest::newRow("mixedsep") << QByteArray("H5 HT HQ H7\nC6\tC5 CK\tC7\nH6 H3 H9 H4\nH2 HA HJ S2\n"
                                    "DJ D5 D4 DA\nDQ SK D9 DT\nC2 C4 CA C9\nD2 HK D7 D3\n"
                                    "S9 ST S8 SJ\nS7 CT D8 D6\nSQ CQ S5 S6\nCJ C8 S3 SA\n"
                                    "H8 C3 DK S4\n")
                         << QStringList{QStringLiteral("11:3:pbn.syntax.tab")};
    QTest::newRow("toomany") << QByteArray("H5 HT HQ H7\nC6 C5 CK C7\nH6 H3 H9 H4\nH2 HA HJ S2\n"
                                    "DJ D5 D4 DA\nDQ SK D9 DT\nC2 C4 CA C9\nD2 HK D7 D3\n"
                                    "S9 ST S8 SJ\nS7 CT D8 D6\nSQ CQ S5 S6\nCJ C8 S3 SA\n"
                                    "H8 C3 DK S4\nH8 C3 DK S4\n")
                         << QStringList{QStringLiteral("23:1:pbn.play.too-many-cards"), QStringLiteral("23:1:pbn.play.card-twice"), QStringLiteral("23:4:pbn.play.card-twice"), QStringLiteral("23:7:pbn.play.card-twice"), QStringLiteral("23:10:pbn.play.card-twice"), QStringLiteral("8:1:pbn.result.contradicts-play")};
    QTest::newRow("afterstar") << QByteArray("H5 HT HQ H7\nC6 C5 CK C7\nH6 H3 H9 H4\nH2 HA HJ S2\n"
                                    "DJ D5 D4 DA\n*\nDQ SK D9 DT\nC2 C4 CA C9\nD2 HK D7 D3\n"
                                    "S9 ST S8 SJ\nS7 CT D8 D6\nSQ CQ S5 S6\nCJ C8 S3 SA\n"
                                    "H8 C3 DK S4\n")
                         << QStringList{QStringLiteral("16:1:pbn.play.after-star")};
    QTest::newRow("pending") << QByteArray("H5 HT HQ H7\nC6 C5 CK C7 ^R\nH6 H3 S2 H4\nH2 HA HJ S2\n"
                                    "DJ D5 D4 DA\nDQ SK D9 DT\nC2 C4 CA C9\nD2 HK D7 D3\n"
                                    "S9 ST S8 SJ\nS7 CT D8 D6\nSQ CQ S5 S6\nCJ C8 S3 SA\n"
                                    "H8 C3 DK S4\n")
                         << QStringList{QStringLiteral("12:7:pbn.play.card-not-held"), QStringLiteral("12:10:pbn.play.revoke"), QStringLiteral("12:4:pbn.play.revoke"), QStringLiteral("13:10:pbn.play.card-twice"), QStringLiteral("22:7:pbn.play.revoke")};
    QTest::newRow("lowercase") << QByteArray("H5 HT HQ H7\nc6 c5 ck c7\nH6 H3 H9 H4\nH2 HA HJ S2\n"
                                    "DJ D5 D4 DA\nDQ SK D9 DT\nC2 C4 CA C9\nD2 HK D7 D3\n"
                                    "S9 ST S8 SJ\nS7 CT D8 D6\nSQ CQ S5 S6\nCJ C8 S3 SA\n"
                                    "H8 C3 DK S4\n")
                         << QStringList{};
    QTest::newRow("badcard") << QByteArray("H5 HT HQ H7\nC6 C5 C1 C7\nH6 H3 H9 H4\nH2 HA HJ S2\n"
                                    "DJ D5 D4 DA\nDQ SK D9 DT\nC2 C4 CA C9\nD2 HK D7 D3\n"
                                    "S9 ST S8 SJ\nS7 CT D8 D6\nSQ CQ S5 S6\nCJ C8 S3 SA\n"
                                    "H8 C3 DK S4\n")
                         << QStringList{QStringLiteral("11:7:pbn.card.bad-rank"), QStringLiteral("12:1:pbn.play.unknown-leader"), QStringLiteral("21:7:pbn.play.revoke")};
    QTest::newRow("dash") << QByteArray("H5 HT HQ H7\nC6 - CK C7\nH6 H3 H9 H4\nH2 HA HJ S2\n"
                                    "DJ D5 D4 DA\nDQ SK D9 DT\nC2 C4 CA C9\nD2 HK D7 D3\n"
                                    "S9 ST S8 SJ\nS7 CT D8 D6\nSQ CQ S5 S6\nCJ C8 S3 SA\n"
                                    "H8 C3 DK S4\n")
                         << QStringList{QStringLiteral("12:1:pbn.play.unknown-leader")};
    QTest::newRow("crlf") << QByteArray("H5 HT HQ H7\r\nC6 C5 CK C7\r\nH6 H3 H9 H4\r\nH2 HA HJ S2\r"
                                    "\nDJ D5 D4 DA\r\nDQ SK D9 DT\r\nC2 C4 CA C9\r\nD2 HK D7 D3\r"
                                    "\nS9 ST S8 SJ\r\nS7 CT D8 D6\r\nSQ CQ S5 S6\r\nCJ C8 S3 SA\r"
                                    "\nH8 C3 DK S4\r\n")
                         << QStringList{};
    QTest::newRow("cr") << QByteArray("H5 HT HQ H7\rC6 C5 CK C7\rH6 H3 H9 H4\rH2 HA HJ S2\r"
                                    "DJ D5 D4 DA\rDQ SK D9 DT\rC2 C4 CA C9\rD2 HK D7 D3\r"
                                    "S9 ST S8 SJ\rS7 CT D8 D6\rSQ CQ S5 S6\rCJ C8 S3 SA\r"
                                    "H8 C3 DK S4\r")
                         << QStringList{};
    QTest::newRow("noend") << QByteArray("H5 HT HQ H7\nC6 C5 CK C7\nH6 H3 H9 H4\nH2 HA HJ S2\n"
                                    "DJ D5 D4 DA\nDQ SK D9 DT\nC2 C4 CA C9\nD2 HK D7 D3\n"
                                    "S9 ST S8 SJ\nS7 CT D8 D6\nSQ CQ S5 S6\nCJ C8 S3 SA\n"
                                    "H8 C3 DK S4")
                         << QStringList{};
    QTest::newRow("comment") << QByteArray("H5 HT HQ H7\nC6 C5 CK C7 ; c\nH6 H3 H9 H4{x}\n"
                                    "H2 HA HJ S2\nDJ D5 D4 DA\nDQ SK D9 DT\nC2 C4 CA C9\n"
                                    "D2 HK D7 D3\nS9 ST S8 SJ\nS7 CT D8 D6\nSQ CQ S5 S6\n"
                                    "CJ C8 S3 SA\nH8 C3 DK S4\n")
                         << QStringList{};
    QTest::newRow("blank") << QByteArray("H5 HT HQ H7\n  C6 C5 CK C7\n   H6 H3 H9 H9\n"
                                    "H2 HA HJ S2\nDJ D5 D4 DA\nDQ SK D9 DT\nC2 C4 CA C9\n"
                                    "D2 HK D7 D3\nS9 ST S8 SJ\nS7 CT D8 D6\nSQ CQ S5 S6\n"
                                    "CJ C8 S3 SA\nH8 C3 DK S4\n")
                         << QStringList{QStringLiteral("12:13:pbn.play.card-twice"), QStringLiteral("13:10:pbn.play.revoke"), QStringLiteral("22:10:pbn.play.revoke")};
    QTest::newRow("wide") << QByteArray("H5 HT HQ H7\nC6  C5 CK C7\nH6 H3 H9 H4 \nH2 HA HJ S2\n"
                                    "DJ D5 D4 DA\nDQ SK D9 DT\nC2 C4 CA C9\nD2 HK D7 D3\n"
                                    "S9 ST S8 SJ\nS7 CT D8 D6\nSQ CQ S5 S6\nCJ C8 S3 SA\n"
                                    "H8 C3 DK S4\n")
                         << QStringList{};
    QTest::newRow("revoke") << QByteArray("H5 HT HQ H7\nC6 C5 CK H3\nH6 H3 H9 H4\nH2 HA HJ S2\n"
                                    "DJ D5 D4 DA\nDQ SK D9 DT\nC2 C4 CA C9\nD2 HK D7 D3\n"
                                    "S9 ST S8 SJ\nS7 CT D8 D6\nSQ CQ S5 S6\nCJ C8 S3 SA\n"
                                    "H8 C3 DK S4\n")
                         << QStringList{QStringLiteral("11:10:pbn.play.card-not-held"), QStringLiteral("12:4:pbn.play.card-twice"), QStringLiteral("21:10:pbn.play.revoke"), QStringLiteral("22:4:pbn.play.revoke")};
    QTest::newRow("percent") << QByteArray("H5 HT HQ H7\n%C6 C5 CK C7\nC6 C5 CK C7\nH6 H3 H9 H4\n"
                                    "H2 HA HJ S2\nDJ D5 D4 DA\nDQ SK D9 DT\nC2 C4 CA C9\n"
                                    "D2 HK D7 D3\nS9 ST S8 SJ\nS7 CT D8 D6\nSQ CQ S5 S6\n"
                                    "CJ C8 S3 SA\nH8 C3 DK S4\n")
                         << QStringList{};
    QTest::newRow("suffix") << QByteArray("H5 HT HQ H7\nC6 C5 CK C7!\nH6 H3 H9 H4 !\nH2 HA HJ S2$1\n"
                                    "DJ D5 D4 DA\nDQ SK D9 DT\nC2 C4 CA C9\nD2 HK D7 D3\n"
                                    "S9 ST S8 SJ\nS7 CT D8 D6\nSQ CQ S5 S6\nCJ C8 S3 SA\n"
                                    "H8 C3 DK S4\n")
                         << QStringList{QStringLiteral("13:12:pbn.nag.bad")};
    QTest::newRow("wordafter") << QByteArray("H5 HT HQ H7\nC6 C5 CK C78\nH6 H3 H9 H4\nH2 HA HJ S2\n"
                                    "DJ D5 D4 DA\nDQ SK D9 DT\nC2 C4 CA C9\nD2 HK D7 D3\n"
                                    "S9 ST S8 SJ\nS7 CT D8 D6\nSQ CQ S5 S6\nCJ C8 S3 SA\n"
                                    "H8 C3 DK S4\n")
                         << QStringList{QStringLiteral("11:10:pbn.card.bad-rank"), QStringLiteral("12:1:pbn.play.unknown-leader"), QStringLiteral("21:10:pbn.play.revoke")};
}

void TestPbnPlayRows::rows()
{
    QFETCH(QByteArray, play);
    QFETCH(QStringList, expected);
    const QByteArray text = game + play;
    QByteArray reference = text;
    reference.replace("\r\n", "\x01").replace('\n', " \n").replace('\r', " \r").replace("\x01", " \r\n");
    const ReadResult r = readPbn(text);
    const ReadResult ref = readPbn(reference);
    QStringList seen = places(r.diagnostics, false);
    QStringList want = expected;
    seen.sort();
    want.sort();
    QCOMPARE(seen, want);
    QCOMPARE(places(r.diagnostics, true), places(ref.diagnostics, true));
    QCOMPARE(r.collection.size(), ref.collection.size());
    for (int i = 0; i < r.collection.size(); ++i) {
        const CardRecord *got = cardRecord(r, i);
        const CardRecord *was = cardRecord(ref, i);
        QCOMPARE(playText(got->play()), playText(was->play()));
        QVERIFY(got->play() == was->play());
        QCOMPARE(got->comments().size(), was->comments().size());
        for (int c = 0; c < got->comments().size(); ++c)
            QVERIFY(got->comments().at(c).anchor == was->comments().at(c).anchor);
    }
}

// PbnPlayParser::finish() makes a trick of four known cards, none annotated
// or marked, on a short way. Random plays (any cards, in any seat's column,
// each contract's trump) read as they are and with every card of every
// other trick marked '!' (which sends those tricks the general way) give the
// same tricks, and each trick's winner is the one rules::trickWinner() finds.
void TestPbnPlayRows::tricksBothWays()
{
    QRandomGenerator rng(19);
    const char *const seats = "NESW";
    const char *const contracts[] = {"1NT", "2S", "3H", "4D", "5C"};
    const char *const declarers = "NESW";
    for (int n = 0; n < 300; ++n) {
        Cards deck = Deck(DeckKind::Bridge52).cards();
        for (qsizetype i = deck.size() - 1; i > 0; --i)
            deck.swapItemsAt(i, rng.bounded(int(i + 1)));
        const int contract = rng.bounded(5);
        QByteArray head = QByteArray("[Board \"1\"]\n[Dealer \"N\"]\n[Declarer \"") + declarers[rng.bounded(4)]
                          + "\"]\n[Contract \"" + contracts[contract] + "\"]\n[Play \"" + seats[rng.bounded(4)]
                          + "\"]\n";
        const int cards = 4 + rng.bounded(49);
        const int odd = rng.bounded(2);
        QByteArray plain = head, marked = head;
        for (int i = 0; i < cards; ++i) {
            const QByteArray card = deck.at(i).toString().toLatin1();
            const char *sep = i % 4 == 3 ? "\n" : " ";
            plain += card + sep;
            marked += card + ((i / 4) % 2 == odd ? "!" : "") + sep;
        }
        const ReadResult a = readPbn(plain);
        const ReadResult b = readPbn(marked);
        QCOMPARE(a.collection.size(), 1);
        QCOMPARE(b.collection.size(), 1);
        const Play &pa = cardRecord(a, 0)->play();
        const Play &pb = cardRecord(b, 0)->play();
        QCOMPARE(pa.tricks.size(), pb.tricks.size());
        const Suit trump = cardRecord(a, 0)->contract().trump();
        for (int t = 0; t < pa.tricks.size(); ++t) {
            const Trick &x = pa.tricks.at(t);
            const Trick &y = pb.tricks.at(t);
            QCOMPARE(x.leader, y.leader);
            QCOMPARE(x.winner, y.winner);
            QCOMPARE(x.cards.size(), y.cards.size());
            for (int k = 0; k < x.cards.size(); ++k) {
                QCOMPARE(x.cards.at(k).seat, y.cards.at(k).seat);
                QCOMPARE(x.cards.at(k).seat, (x.leader + k) % 4);
                QVERIFY(x.cards.at(k).card == y.cards.at(k).card);
                QVERIFY(x.cards.at(k).kind == y.cards.at(k).kind);
                QVERIFY(x.cards.at(k).annotation.isEmpty());
                if (y.cards.at(k).kind == PlayedCard::Kind::Card) // (not a short trick's filler)
                    QCOMPARE(y.cards.at(k).annotation.isEmpty(), t % 2 != odd);
            }
            if (x.cards.size() == 4) {
                QCOMPARE(x.winner, rules::trickWinner(Game::Bridge, x, trump, 4));
                if (t + 1 < pa.tricks.size())
                    QCOMPARE(pa.tricks.at(t + 1).leader, x.winner);
            }
        }
        // (the '!' moves the columns after it: the codes are compared)
        QCOMPARE(codes(a.diagnostics), codes(b.diagnostics));
    }
}

QTEST_GUILESS_MAIN(TestPbnPlayRows)
#include "tst_pbnplayrows.moc"
