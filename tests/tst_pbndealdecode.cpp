// PbnDeal::decode() reads the common Deal value on a short way and any
// other the general way (PbnDeal::decodeGeneral()). Both must give the same
// answer for every value: the same cards in each hand, in the same order,
// the same flags, masks and messages. Values of every shape are decoded
// both ways and compared: written ones, and many made from random deals
// (in export form, then spoiled one way at a time).

#include "parsers/pbn/pbndeal.h"

#include <QRandomGenerator>
#include <QTest>

#include <algorithm>

using namespace kib;

class TestPbnDealDecode : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameAnswer_data();
    void sameAnswer();
    void randomDeals();
    void reusedDeal();
};

namespace {

const char *const common = "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85";

// The two answers, told apart: the first difference, or an empty string.
QString difference(QStringView value, const Deal *start = nullptr)
{
    Deal a = start ? *start : Deal(4);
    Deal b = start ? *start : Deal(4);
    const PbnDeal::Decoded x = PbnDeal::decode(value, &a);
    const PbnDeal::Decoded y = PbnDeal::decodeGeneral(value, &b);
    if (x.ok != y.ok)
        return QStringLiteral("ok %1 / %2").arg(x.ok).arg(y.ok);
    if (x.first != y.first)
        return QStringLiteral("first %1 / %2").arg(x.first).arg(y.first);
    if (x.code != y.code || x.message != y.message)
        return QStringLiteral("message %1 %2 / %3 %4").arg(x.code, x.message, y.code, y.message);
    if (x.emptyHands != y.emptyHands)
        return QStringLiteral("empty hands %1 / %2").arg(x.emptyHands).arg(y.emptyHands);
    if (x.exportForm != y.exportForm)
        return QStringLiteral("export form %1 / %2").arg(x.exportForm).arg(y.exportForm);
    if (!std::equal(x.held, x.held + 4, y.held))
        return QStringLiteral("held");
    if (x.twice != y.twice)
        return QStringLiteral("twice");
    if (a.hands.size() != b.hands.size())
        return QStringLiteral("hands %1 / %2").arg(a.hands.size()).arg(b.hands.size());
    for (int s = 0; s < a.hands.size(); ++s) {
        const Hand &p = a.hands.at(s);
        const Hand &q = b.hands.at(s);
        if (p.known != q.known || p.hidden != q.hidden)
            return QStringLiteral("hand %1 known %2 / %3").arg(s).arg(p.known).arg(q.known);
        if (p.cards != q.cards)
            return QStringLiteral("hand %1: %2 / %3").arg(s).arg(cardsToDotted(p.cards), cardsToDotted(q.cards));
    }
    if (a != b)
        return QStringLiteral("deal");
    return QString();
}

// A random deal in export form from 'first'.
QString randomDeal(QRandomGenerator &random, int first)
{
    int deck[52];
    for (int i = 0; i < 52; ++i)
        deck[i] = i;
    std::shuffle(deck, deck + 52, random);
    QString out = QLatin1Char("NESW"[first]) + QStringLiteral(":");
    const char ranks[] = "AKQJT98765432";
    for (int h = 0; h < 4; ++h) {
        std::sort(deck + h * 13, deck + h * 13 + 13);
        if (h)
            out += QLatin1Char(' ');
        for (int suit = 0; suit < 4; ++suit) {
            if (suit)
                out += QLatin1Char('.');
            for (int k = h * 13; k < h * 13 + 13; ++k)
                if (deck[k] / 13 == suit)
                    out += QLatin1Char(ranks[deck[k] % 13]);
        }
    }
    return out;
}

} // namespace

void TestPbnDealDecode::sameAnswer_data()
{
    QTest::addColumn<QString>("value");
    QTest::newRow("common") << QString::fromLatin1(common);
    QTest::newRow("from east") << "E:A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85 .63.AKQ987.A9732";
    QTest::newRow("from south") << "S:J973.J98742.3.K4 KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6";
    QTest::newRow("from west") << "W:KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4";
    QTest::newRow("lower case side") << "n:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85";
    QTest::newRow("lower case rank") << "N:.63.akq987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85";
    QTest::newRow("unsorted suit") << "N:.36.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85";
    QTest::newRow("unsorted across suits") << "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.58";
    QTest::newRow("card twice in a hand") << "N:.63.AKQ987.A9733 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85";
    QTest::newRow("card twice, unsorted") << "N:.636.AKQ987.A973 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85";
    QTest::newRow("card twice, in order") << "N:.663.AKQ987.A973 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85";
    QTest::newRow("card in two hands") << "N:A.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85";
    QTest::newRow("short hand") << "N:.63.AKQ987.A973 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85";
    QTest::newRow("long hand") << "N:2.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85";
    QTest::newRow("hands not given") << "S:J973.J98742.3.K4 - - -";
    QTest::newRow("one hand not given") << "N:.63.AKQ987.A9732 - J973.J98742.3.K4 KQT2.AT.J6542.85";
    QTest::newRow("empty hand") << "N:.63.AKQ987.A9732 ... J973.J98742.3.K4 KQT2.AT.J6542.85";
    QTest::newRow("four empty hands") << "N:... ... ... ...";
    QTest::newRow("three suits") << "N:.63.AKQ987A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85";
    QTest::newRow("five suits") << "N:.63.AKQ987.A97.32 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85";
    QTest::newRow("eight dots") << "N:.63.AKQ987.A97.32.... A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85";
    QTest::newRow("three hands") << "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4";
    QTest::newRow("five hands") << QString::fromLatin1(common) + " KQT2.AT.J6542.85";
    QTest::newRow("trailing space") << QString::fromLatin1(common) + " ";
    QTest::newRow("two spaces") << "N:.63.AKQ987.A9732  A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85";
    QTest::newRow("leading space") << "N: .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85";
    QTest::newRow("tab") << "N:.63.AKQ987.A9732\tA8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85";
    QTest::newRow("bad rank") << "N:.63.AKQ987.A9731 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85";
    QTest::newRow("ten as 10") << "N:.63.AKQ987.A9732 A8654.KQ5.10.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85";
    QTest::newRow("x") << "N:.63.AKQ987.A973x A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85";
    QTest::newRow("not ASCII") << QString::fromUtf8("N:.63.AKQ987.A9732 A8654.KQ5.T.QJT\u00e96 J973.J98742.3.K4 KQT2.AT.J6542.85");
    QTest::newRow("bad side") << "X:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85";
    QTest::newRow("no colon") << "N .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85";
    QTest::newRow("side only") << "N:";
    QTest::newRow("one character") << "N";
    QTest::newRow("empty") << "";
    QTest::newRow("voids") << "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432";
    QTest::newRow("all in one hand") << "N:AKQJT98765432.AKQJT98765432.AKQJT98765432.AKQJT98765432 - - -";
    QTest::newRow("one card each") << "E:A... .A.. ..A. ...A";
}

void TestPbnDealDecode::sameAnswer()
{
    QFETCH(QString, value);
    QCOMPARE(difference(value), QString());
    // (and into a deal that holds cards already)
    Deal used(4);
    used.hands[0].known = true;
    used.hands[0].cards = {Card(Suit::Spades, RankAce)};
    QCOMPARE(difference(value, &used), QString());
}

void TestPbnDealDecode::randomDeals()
{
    QRandomGenerator random(20261125);
    const QString ranks = QStringLiteral("AKQJT98765432");
    for (int n = 0; n < 3000; ++n) {
        const QString value = randomDeal(random, n % 4);
        QCOMPARE(difference(value), QString());
        // the same deal spoiled one way: a character changed, dropped,
        // doubled, swapped with the next, or put in lower case
        QString spoiled = value;
        const int at = 2 + int(random.bounded(spoiled.size() - 2));
        switch (n % 5) {
        case 0: spoiled[at] = ranks.at(random.bounded(13)); break;
        case 1: spoiled.remove(at, 1); break;
        case 2: spoiled.insert(at, spoiled.at(at)); break;
        case 3:
            if (at + 1 < spoiled.size())
                std::swap(spoiled[at], spoiled[at + 1]);
            break;
        case 4: spoiled[at] = spoiled.at(at).toLower(); break;
        }
        QVERIFY2(difference(spoiled).isEmpty(), qPrintable(spoiled + QStringLiteral(": ") + difference(spoiled)));
    }
}

void TestPbnDealDecode::reusedDeal()
{
    // (one Deal decoded into again and again, as a caller may)
    Deal a(4);
    Deal b(4);
    QRandomGenerator random(7);
    for (int n = 0; n < 50; ++n) {
        const QString value = n % 3 == 2 ? QStringLiteral("N:.63.AKQ987.A9732 - - -") : randomDeal(random, n % 4);
        const PbnDeal::Decoded x = PbnDeal::decode(value, &a);
        const PbnDeal::Decoded y = PbnDeal::decodeGeneral(value, &b);
        QCOMPARE(x.ok, y.ok);
        QVERIFY(a == b);
    }
}

QTEST_GUILESS_MAIN(TestPbnDealDecode)
#include "tst_pbndealdecode.moc"
