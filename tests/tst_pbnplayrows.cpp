// The play section's rows of four plain cards, taken a line at a time
// (PbnLexer::cardRow(), PbnPlayParser::cardRow()): the same cards, places
// and diagnostics as the token-by-token read. The reference is the same text
// with a space before each line's end, which gives the same tokens but keeps
// every row on the token path. The expected diagnostics are main 62c3f41's
// (kibitzer-cli validate of each text).

#include "support/pbnhelpers.h"

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

QTEST_GUILESS_MAIN(TestPbnPlayRows)
#include "tst_pbnplayrows.moc"
