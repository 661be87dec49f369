// formatAuction(), formatPlay() and formatResult(): the A, P and R data of
// an auction, a play and a result with its scores as the model holds them, with the marks each call or card spells (a
// suffix of ! ? * only, note references 0 to 9), the query points, the
// passes that end an auction folded into A, and the calls or cards RBN
// cannot spell left out or written as their placeholders; R's tricks, the
// raw score and the IMPs or the percentage, each from the first score of its
// name that R can spell.
#include "parsers/rbn/rbnauction.h"
#include "parsers/rbn/rbncontract.h"
#include "parsers/rbn/rbnplay.h"

#include <QTest>

using namespace kib;

class TestRbnFormatAuction : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void auction_data();
    void auction();
    void play_data();
    void play();
    void result_data();
    void result();
    void parseResult_data();
    void parseResult();
};

namespace {

// The marks after a token: suffix characters up to the first '^', then
// "^n" references (n any number): "!?^1^12".
void marksOf(QStringView marks, AnnotationBox *box)
{
    if (marks.isEmpty())
        return;
    Annotation a;
    const QList<QStringView> parts = marks.split(u'^');
    a.suffix = parts.first().toString();
    for (qsizetype i = 1; i < parts.size(); ++i)
        a.noteRefs.append(parts[i].toInt());
    *box = a;
}

// "1C P X!^1 R 8N ? Y ..." (P X R, a bid 1C..7N, 8N a bid of no rank, ?
// an unknown call, O another game's call, Y a query point before the next
// call); marks after '/': "1C/!^1".
Auction auctionOf(const QString &spec)
{
    Auction a;
    for (const QString &token : spec.split(u' ', Qt::SkipEmptyParts)) {
        if (token == u"Y") {
            a.queryPoints.append(int(a.calls.size()));
            continue;
        }
        const qsizetype slash = token.indexOf(u'/');
        const QString call = slash < 0 ? token : token.left(slash);
        Call c;
        if (call == u"X")
            c = Call::dbl();
        else if (call == u"R")
            c = Call::redbl();
        else if (call == u"?")
            c.kind = Call::Kind::Unknown;
        else if (call == u"O")
            c = Call::other(QStringLiteral("250"));
        else if (call != u"P")
            c = Call::bid(call[0].digitValue(), Strain(QStringLiteral("CDHSN").indexOf(call[1])));
        if (slash >= 0)
            marksOf(QStringView(token).mid(slash + 1), &c.annotation);
        a.calls.append(c);
    }
    return a;
}

// "SA H2 D3 C4:..." tricks of cards (suit rank), '-' an unknown card, ~ + .
// pseudo plays, '#' a card of no suit, Y a query point before the next
// card; marks after '/'.
Play playOf(const QString &spec)
{
    Play p;
    int flat = 0;
    for (const QString &trick : spec.split(u':')) {
        Trick t;
        for (const QString &token : trick.split(u' ', Qt::SkipEmptyParts)) {
            if (token == u"Y") {
                p.queryPoints.append(flat);
                continue;
            }
            const qsizetype slash = token.indexOf(u'/');
            const QString card = slash < 0 ? token : token.left(slash);
            PlayedCard pc;
            if (card == u"-") {
                pc.kind = PlayedCard::Kind::Unknown;
            } else if (card == u"~" || card == u"+" || card == u"." || card == u"=") {
                pc.kind = PlayedCard::Kind::Pseudo;
                pc.pseudo = card[0];
            } else if (card == u"#") {
                pc.card = Card(Suit::None, RankAce);
            } else {
                const Suit s = Suit(QStringLiteral("SHDC").indexOf(card[0]));
                const int r = QStringLiteral("23456789TJQKA").indexOf(card[1]);
                pc.card = Card(s, Rank(2 + r));
            }
            if (slash >= 0)
                marksOf(QStringView(token).mid(slash + 1), &pc.annotation);
            t.cards.append(pc);
            ++flat;
        }
        p.tricks.append(t);
    }
    return p;
}

} // namespace

void TestRbnFormatAuction::auction_data()
{
    QTest::addColumn<int>("dealer");
    QTest::addColumn<int>("vulnerability");
    QTest::addColumn<QString>("calls");
    QTest::addColumn<QString>("data");

    const int none = int(Vulnerability::None), all = int(Vulnerability::All), unknown = int(Vulnerability::Unknown);
    QTest::newRow("no calls") << int(North) << none << "" << "NZ:";
    QTest::newRow("no dealer") << int(NoSeat) << unknown << "" << "XX:";
    QTest::newRow("passed out") << int(West) << all << "P P P P" << "WB:A";
    QTest::newRow("passes folded") << int(South) << none << "1C P 1H P 1N P P P" << "SZ:1CP1HP:1NA";
    QTest::newRow("passes folded after four") << int(East) << none << "1C P P P" << "EZ:1CA";
    QTest::newRow("not complete") << int(East) << none << "1C P P" << "EZ:1CPP";
    QTest::newRow("every kind") << int(North) << none << "1S X R 2N P 3D P 7N X R P P P"
                                << "NZ:1SXR2N:P3DP7N:XRA";
    QTest::newRow("marks") << int(North) << none << "1S/! X/? R/* 2N/!! P/?! 3D/!? P P P"
                           << "NZ:1S!X?R*2N!!:P?!3D!?A";
    QTest::newRow("note references") << int(North) << none << "1S/^1 X/^0^9 P P P" << "NZ:1S^1X^0^9A";
    QTest::newRow("a reference past 9 left out") << int(North) << none << "1S/^12 X/!^3^10 P P P"
                                                 << "NZ:1SX!^3A";
    QTest::newRow("a suffix RBN has not") << int(North) << none << "1S/#^2 X/!x P/^1 P P"
                                          << "NZ:1S^2XP^1A";
    QTest::newRow("a marked pass not folded") << int(North) << none << "1S P P P/!" << "NZ:1SPPP!";
    QTest::newRow("query points") << int(North) << none << "Y 1S P Y P P Y" << "NZ:Y1SPYAY";
    QTest::newRow("a query inside the passes") << int(North) << none << "1S P Y P P" << "NZ:1SPYA";
    QTest::newRow("a query after four calls") << int(North) << none << "1S P 2S P Y" << "NZ:1SP2SP:Y";
    QTest::newRow("a query at the end of a passed auction") << int(North) << none << "1S P P P Y"
                                                            << "NZ:1SAY";
    QTest::newRow("a bid of no rank left out") << int(North) << none << "1S 8N/! P 2S" << "NZ:1SP2S";
    QTest::newRow("unknown and other calls") << int(North) << none << "1S ? O/! P" << "NZ:1SPP!P";
    QTest::newRow("long") << int(West) << none << "1C 1D 1H 1S 1N 2C 2D 2H 2S 2N 3C 3D 3H 3S 3N 4C 4D 4H 4S 4N "
                                                  "5C 5D 5H 5S 5N 6C 6D 6H 6S 6N 7C 7D 7H 7S 7N/!^1^2^3 X R P P P"
                          << "WZ:1C1D1H1S:1N2C2D2H:2S2N3C3D:3H3S3N4C:4D4H4S4N:5C5D5H5S:5N6C6D6H:6S6N7C7D:"
                             "7H7S7N!^1^2^3X:RA";
}

void TestRbnFormatAuction::auction()
{
    QFETCH(int, dealer);
    QFETCH(int, vulnerability);
    QFETCH(QString, calls);
    QFETCH(QString, data);
    const Auction a = auctionOf(calls);
    QCOMPARE(QString::fromLatin1(rbn::formatAuction(Seat(dealer), Vulnerability(vulnerability), a)), data);
}

void TestRbnFormatAuction::play_data()
{
    QTest::addColumn<QString>("play");
    QTest::addColumn<QString>("data");

    QTest::newRow("none") << "" << "";
    QTest::newRow("tricks") << "SA S2 S3 S4:HK H2 C3 H5:D7" << "SA234:HK2C35:D7";
    QTest::newRow("marks") << "SA/! S2/? S3/* S4/!!:HK/^1 H2/?^0^9 C3/^10 H5/#^4"
                           << "SA!2?3*4!!:HK^12?^0^9C35^4";
    QTest::newRow("unknown and pseudo plays") << "SA - ~/! +:. = # H2" << "SA-~!+:.H2";
    QTest::newRow("query points") << "Y SA S2 Y S3 S4:HK Y" << "YSA2Y34:HKY";
    // (formatPlay() writes in room made a trick at a time: marks and
    // queries beyond it, long tricks, a whole play)
    QTest::newRow("two queries at a place") << "Y Y SA S2:Y Y" << "YYSA2:YY";
    QTest::newRow("queries and marks") << "Y SA/!!^1 Y Y S2/? S3 Y:HK/^2 Y" << "YSA!!^1YY2?3:YHK^2Y";
    QTest::newRow("long marks") << "SA/!!!!!!!!!!!!!!!!!!!!^123456^7 S2/?^99999 S3 S4:H2/!!!!!!!!!!!!!!!!"
                                << "SA!!!!!!!!!!!!!!!!!!!!^72?34:H2!!!!!!!!!!!!!!!!"; // (no note 123456 or 99999)
    QTest::newRow("a card of no suit leads") << "# S2 H3:HK" << "S2H3:HK";
    QTest::newRow("a trick of thirteen") << "SA/!!!!!!!!!!!!!!!!!!!!!!!! SK SQ SJ ST S9 S8 S7 S6 S5 S4 S3 H2/!"
                                         << "SA!!!!!!!!!!!!!!!!!!!!!!!!KQJT9876543H2!";
    QString whole, wholeData;
    for (int t = 0; t < 13; ++t) {
        const QChar r = QStringLiteral("23456789TJQKA")[t];
        whole += QStringLiteral("%1S%2 S%2 D%2 C%2/!").arg(t ? ":" : "").arg(r);
        wholeData += QStringLiteral("%1S%2%2D%2C%2!").arg(t ? ":" : "").arg(r);
    }
    QTest::newRow("thirteen tricks") << whole << wholeData;
    QTest::newRow("a query at every place") << "Y SA Y S2 Y S3 Y S4 Y" << "YSAY2Y3Y4Y";
    QTest::newRow("a query alone") << "Y" << "Y";
    QTest::newRow("an empty trick") << "SA S2 S3 S4::HK" << "SA234::HK";
    QTest::newRow("nothing to write") << "# #/!" << "";
}

void TestRbnFormatAuction::play()
{
    QFETCH(QString, play);
    QFETCH(QString, data);
    const Play p = play.isEmpty() ? Play() : playOf(play);
    const QByteArray bytes = rbn::formatPlay(p);
    QCOMPARE(QString::fromLatin1(bytes), data);
}

void TestRbnFormatAuction::result_data()
{
    QTest::addColumn<int>("tricks"); // -1 none
    QTest::addColumn<bool>("passed");
    QTest::addColumn<QString>("scores"); // "Name=value|Name=value"
    QTest::addColumn<QString>("data");

    QTest::newRow("nothing") << -1 << false << "" << "";
    QTest::newRow("tricks") << 10 << false << "" << "10";
    QTest::newRow("fourteen tricks") << 14 << false << "" << "14";
    QTest::newRow("passed out") << -1 << true << "" << "P";
    QTest::newRow("passed out, a score") << 3 << true << "Score=NS 0" << "P+0";
    QTest::newRow("a score") << 10 << false << "Score=NS 620" << "10+620";
    QTest::newRow("a negative score") << 9 << false << "Score=NS -100" << "9-100";
    QTest::newRow("a score alone") << -1 << false << "Score=NS 50" << "+50";
    QTest::newRow("EW") << 10 << false << "Score=EW 620" << "10";
    QTest::newRow("no fraction in a score") << 10 << false << "Score=NS 6.5" << "10";
    QTest::newRow("a lower-case name") << 10 << false << "score=NS 620" << "10";
    QTest::newRow("not ASCII") << 10 << false << QString::fromUtf8("Score=NS 62\xc3\xa9") << "10";
    QTest::newRow("the first that is a number") << 10 << false << "Score=NS x|Score=NS 420" << "10+420";
    QTest::newRow("IMPs nil") << 10 << false << "ScoreIMP=NS 0" << "10:=";
    QTest::newRow("IMPs nil with a fraction") << 10 << false << "ScoreIMP=NS 0.0" << "10:+0.0";
    QTest::newRow("IMPs minus nil") << 10 << false << "ScoreIMP=NS -0" << "10:-0";
    QTest::newRow("IMPs") << 10 << false << "ScoreIMP=NS 3.5" << "10:+3.5";
    QTest::newRow("negative IMPs") << 10 << false << "ScoreIMP=NS -12" << "10:-12";
    QTest::newRow("IMPs, a dot at the end") << 10 << false << "ScoreIMP=NS 1." << "10";
    QTest::newRow("IMPs, two dots") << 10 << false << "ScoreIMP=NS 1.2.3" << "10";
    QTest::newRow("a percentage") << 10 << false << "ScorePercentage=NS 57.3" << "10:57.3";
    QTest::newRow("a negative percentage") << 10 << false << "ScorePercentage=NS -5" << "10";
    QTest::newRow("IMPs before a percentage") << 10 << false << "ScorePercentage=NS 40|ScoreIMP=NS -2"
                                              << "10:-2";
    QTest::newRow("all three") << 10 << false << "Score=NS 620|ScoreIMP=NS 5|ScorePercentage=NS 60"
                               << "10+620:+5";
    QTest::newRow("other scores") << 10 << false << "NS=12|Team1=3|ScoreMP=NS 4" << "10";
}

void TestRbnFormatAuction::result()
{
    QFETCH(int, tricks);
    QFETCH(bool, passed);
    QFETCH(QString, scores);
    QFETCH(QString, data);
    QList<Score> list;
    for (const QString &s : scores.split(u'|', Qt::SkipEmptyParts))
        list.append(Score{s.section(u'=', 0, 0), s.section(u'=', 1)});
    const std::optional<int> t = tricks < 0 ? std::nullopt : std::optional<int>(tricks);
    const QByteArray bytes = rbn::formatResult(t, passed, list);
    QCOMPARE(QString::fromLatin1(bytes), data);
    QCOMPARE(bytes.isNull(), data.isEmpty());
}

// parseResult(): what R's data holds and the problems it reports (their
// text quoting the data upper-cased)
void TestRbnFormatAuction::parseResult_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("read"); // tricks (or P, or -), then each score
    QTest::addColumn<QString>("problems");

    QTest::newRow("empty") << QByteArray() << "-" << "";
    QTest::newRow("tricks") << QByteArray("10") << "10" << "";
    QTest::newRow("passed out") << QByteArray("P") << "P" << "";
    QTest::newRow("passed out, lower case") << QByteArray("p+0") << "P|Score=NS 0" << "";
    QTest::newRow("a score") << QByteArray("10+620") << "10|Score=NS 620" << "";
    QTest::newRow("a negative score") << QByteArray("9-100:-3") << "9|Score=NS -100|ScoreIMP=NS -3" << "";
    QTest::newRow("IMPs nil") << QByteArray("10:=") << "10|ScoreIMP=NS 0" << "";
    QTest::newRow("IMPs") << QByteArray("10:+3.5") << "10|ScoreIMP=NS 3.5" << "";
    QTest::newRow("a percentage") << QByteArray("10:57.3") << "10|ScorePercentage=NS 57.3" << "";
    QTest::newRow("an empty effective score") << QByteArray("10:") << "10" << "";
    QTest::newRow("more fields") << QByteArray("10:1:x") << "10|ScorePercentage=NS 1 (kept)" << "";
    QTest::newRow("fourteen tricks") << QByteArray("14") << "14" << "rbn.result.tricks 0: 14 is more tricks than a deal has";
    QTest::newRow("a raw score without a sign")
        << QByteArray("10x5") << "10" << "rbn.result.syntax 2: the raw score must be a sign and a number, not \"X5\"";
    QTest::newRow("a raw score with a fraction")
        << QByteArray("10+6.5") << "10" << "rbn.result.syntax 2: the raw score must be a sign and a number, not \"+6.5\"";
    QTest::newRow("lower case after P")
        << QByteArray("pass") << "P" << "rbn.result.syntax 1: the raw score must be a sign and a number, not \"ASS\"";
    QTest::newRow("a bad effective score")
        << QByteArray("10:+x") << "10"
        << "rbn.result.syntax 3: the effective score must be =, a signed number of IMPs or a percentage, not \"+X\"";
    QTest::newRow("both bad")
        << QByteArray("7ab:cd") << "7"
        << "rbn.result.syntax 1: the raw score must be a sign and a number, not \"AB\"|rbn.result.syntax 4: the "
           "effective score must be =, a signed number of IMPs or a percentage, not \"CD\"";
    QTest::newRow("Latin-1 in a message")
        << QByteArray("3:\xe9t\xe9") << "3"
        << QString::fromUtf8("rbn.result.syntax 2: the effective score must be =, a signed number of IMPs or a "
                             "percentage, not \"\xc3\xa9T\xc3\xa9\"");
}

void TestRbnFormatAuction::parseResult()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, read);
    QFETCH(QString, problems);
    rbn::Problems got;
    const rbn::ParsedResult r = rbn::parseResult(data, &got);
    QStringList parts{r.passedOut ? QStringLiteral("P") : r.tricks ? QString::number(*r.tricks) : QStringLiteral("-")};
    for (const Score &s : r.scores)
        parts.append(s.name + u'=' + s.value);
    if (r.keepData)
        parts.last() += QStringLiteral(" (kept)");
    QCOMPARE(parts.join(u'|'), read);
    QStringList messages;
    for (const rbn::Problem &p : got)
        messages.append(p.code + u' ' + QString::number(p.offset) + QStringLiteral(": ") + p.message);
    QCOMPARE(messages.join(u'|'), problems);
}

QTEST_APPLESS_MAIN(TestRbnFormatAuction)
#include "tst_rbnformatauction.moc"
