// RBN P against the hands: which card of a hand each play takes, in hands
// given card by card in any order (named cards, x and ? cards, a card
// twice), the pseudo plays - and + resolved or not, and the problems
// reported (a card not held, one played twice, a revoke). parsePlay() is
// called directly with a deal made here.
#include "parsers/rbn/rbnplainplay.h"
#include "parsers/rbn/rbnplay.h"

#include <QTest>

using namespace kib;

class TestRbnPlayHeld : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void play_data();
    void play();
    void marks_data();
    void marks();
    void plainAgrees_data();
    void plainAgrees();
};

namespace {

// "SA Sx S? H2": the cards in this order (S*: a spade of a rank above the
// ace, partial as x and ? are); "-": the hand is not known.
Hand handOf(const QString &text)
{
    Hand h;
    if (text == u"-")
        return h;
    h.known = true;
    for (const QString &c : text.split(u' ', Qt::SkipEmptyParts)) {
        Suit s = Suit::None;
        Rank r = RankUnknown;
        suitFromLetter(c.at(0), &s);
        if (c.at(1) == u'*')
            r = RankAce + 1; // a rank no letter gives
        else
            rankFromLetter(c.at(1), &r);
        h.cards.append(Card(s, r));
    }
    return h;
}

// The play's context of a row: the hands (handOf()) into *deal, the leader,
// the trump suit's letter ("": not known).
rbn::PlayContext contextOf(const QStringList &hands, int leader, const QString &trump, Deal *deal)
{
    for (int s = 0; s < 4; ++s)
        deal->hands[s] = handOf(hands.at(s));
    rbn::PlayContext ctx;
    ctx.deal = deal;
    ctx.leader = Seat(leader);
    ctx.trumpKnown = suitFromLetter(trump.isEmpty() ? QChar() : trump.at(0), &ctx.trump);
    return ctx;
}

QChar seatLetter(Seat s)
{
    return s >= 0 && s < 4 ? QLatin1Char("NESW"[s]) : QLatin1Char('?');
}

// "N:SA E:-(S2) S:- W:+(SK)[!/1/R] >N | ...": each play's seat and card, a
// pseudo play with the card it resolved to, the marks (suffix, note
// references, irregularity), the winner.
QString tricksOf(const Play &play)
{
    QStringList out;
    for (const Trick &t : play.tricks) {
        QStringList cards;
        for (const PlayedCard &pc : t.cards) {
            QString one = QString(seatLetter(pc.seat)) + u':';
            if (pc.kind == PlayedCard::Kind::Pseudo) {
                one += pc.pseudo;
                if (pc.card.isValid())
                    one += u'(' + pc.card.toString() + u')';
            } else {
                one += pc.card.toString();
                if (!pc.pseudo.isNull()) // (a card has none)
                    one += u'~' + QString(pc.pseudo);
            }
            if (!pc.annotation.isEmpty()) {
                QStringList refs;
                for (int n : pc.annotation->noteRefs)
                    refs.append(QString::number(n));
                one += u'[' + pc.annotation->suffix + u'/' + refs.join(u',') + u'/' + pc.annotation->irregularity + u']';
            }
            cards.append(one);
        }
        if (t.winner != NoSeat)
            cards.append(QStringLiteral(">") + seatLetter(t.winner));
        out.append(cards.join(u' '));
    }
    return out.join(QStringLiteral(" | "));
}

} // namespace

void TestRbnPlayHeld::play_data()
{
    QTest::addColumn<QStringList>("hands"); // N E S W
    QTest::addColumn<int>("leader");
    QTest::addColumn<QString>("trump"); // "": not known
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("tricks");
    QTest::addColumn<QStringList>("problems"); // "offset code message"

    const QStringList plain{"SA SK SQ", "S2 S3 S4", "S5 S6 S7", "S8 S9 ST"};
    QTest::newRow("named cards") << plain << 0 << "S" << QByteArray("SA25T:SK36J")
        << "N:SA E:S2 S:S5 W:ST >N | N:SK E:S3 S:S6 W:SJ >N"
        << QStringList{"10 rbn.play.not-held West does not hold SJ"};
    QTest::newRow("minus lowest, plus highest") << plain << 0 << "S" << QByteArray("SA-+-:SK+--")
        << "N:SA E:-(S2) S:+(S7) W:-(S8) >N | N:SK E:+(S4) S:-(S5) W:-(S9) >N"
        << QStringList{};
    // x and ? cards: - and + take the first of them in the hand's order,
    // unresolved, before any named card of the suit
    const QStringList partial{"SA Sx SK S? Sx", "S2 S? S3 Sx S4", "S5 Sx S6 S7 S8", "S9 ST SJ SQ Sx"};
    QTest::newRow("x and ? in the hand's order") << partial << 0 << "S" << QByteArray("SA-+-:SK-+-:S-+--")
        << "N:SA E:- S:+ W:- | N:SK E:- S:+(S8) W:-(S9) >N | N:- E:+ S:- W:- >E"
        << QStringList{"12 rbn.play.rank-missing a suit letter must be followed by a rank"};
    QTest::newRow("a named card taken from x or ?") << partial << 0 << "S" << QByteArray("S2-S5+:S3+--")
        << "N:S2 E:- S:S5 W:+ | E:S3 S:+ W:-(S9) N:-"
        << QStringList{};
    // a card another hand names is no x: it takes a ?
    QTest::newRow("named elsewhere takes ?") << partial << 0 << "S" << QByteArray("S5--S9:S5")
        << "N:S5 E:- S:- W:S9 >W | W:S5"
        << QStringList{"7 rbn.play.twice S5 was played before"};
    QTest::newRow("only ? left") << QStringList{"S? S? SA", "S2 S3 S4", "S5 S6 S7", "S8 S9 ST"} << 1 << "S"
                                 << QByteArray("S2++-:S3-+-:S4-+-:SA") 
        << "E:S2 S:+(S7) W:+(ST) N:- >W | W:S3 N:- E:+(S4) S:-(S5) >S | S:S4 W:-(S8) N:+(SA) E:-(S3) >N | N:SA"
        << QStringList{"6 rbn.play.not-held West does not hold S3", "12 rbn.play.twice S4 was played before", "18 rbn.play.twice SA was played before"};
    QTest::newRow("x after named cards") << QStringList{"SA SK Sx", "S2 S3 S4", "S5 S6 S7", "S8 S9 ST"} << 1
                                         << "S" << QByteArray("S2---:S3+--:S4-+-") 
        << "E:S2 S:-(S5) W:-(S8) N:- >W | W:S3 N:+(SA) E:-(S3) S:-(S6) >N | N:S4 E:-(S4) S:+(S7) W:-(S9) >W"
        << QStringList{"6 rbn.play.not-held West does not hold S3", "12 rbn.play.not-held North does not hold S4"};
    QTest::newRow("suits apart") << QStringList{"SA Hx H? D2 Cx", "S2 H3 D3 C3", "S5 H5 D5 C5", "S8 H8 D8 C8"} << 1
                                 << "S" << QByteArray("S2-+-:H3-+-:D3-+-:C3-+-:H5+-+") 
        << "E:S2 S:-(S5) W:+(S8) N:-(SA) >N | N:H3 E:-(H3) S:+(H5) W:-(H8) >W | W:D3 N:-(D2) E:+(D3) S:-(D5) >S | S:C3 W:-(C8) N:+ E:-(C3) | S:H5 W:+ N:- E:+"
        << QStringList{"12 rbn.play.not-held West does not hold D3", "18 rbn.play.not-held South does not hold C3", "24 rbn.play.twice H5 was played before"};
    // none of the suit: the hand becomes uncertain (no revoke reported)
    QTest::newRow("minus on a void") << QStringList{"HA HK", "S2 S3", "S5 S6", "S8 S9"} << 1 << "S"
                                     << QByteArray("S2-+-:S3HA+-") 
        << "E:S2 S:-(S5) W:+(S9) N:- >W | W:S3 N:HA E:+(S3) S:-(S6) >S"
        << QStringList{"6 rbn.play.not-held West does not hold S3"};
    QTest::newRow("revoke") << QStringList{"SA HK", "S2 H3", "S5 H6", "S8 H9"} << 1 << "S"
                            << QByteArray("S2H6S8SA:H3K69") 
        << "E:S2 S:H6 W:S8 N:SA >N | N:H3 E:HK S:H6 W:H9 >E"
        << QStringList{"2 rbn.play.revoke South plays H6 on a S lead but still holds ♠", "9 rbn.play.not-held North does not hold H3", "11 rbn.play.not-held East does not hold HK", "12 rbn.play.twice H6 was played before"};
    QTest::newRow("revoke on x") << QStringList{"Sx HK", "S2 H3", "S5 H6", "S8 H9"} << 1 << ""
                                 << QByteArray("S2H6S8HK") 
        << "E:S2 S:H6 W:S8 N:HK"
        << QStringList{"2 rbn.play.revoke South plays H6 on a S lead but still holds ♠", "6 rbn.play.revoke North plays HK on a S lead but still holds ♠"};
    QTest::newRow("discard revoke") << QStringList{"SA HK", "S2 H3", "S5 H6", "S8 H9"} << 1 << "S"
                                    << QByteArray("S2.58") 
        << "E:S2 S:. W:S5 N:S8 >N"
        << QStringList{"2 rbn.play.revoke South discards on a S lead but still holds ♠", "3 rbn.play.not-held West does not hold S5", "4 rbn.play.not-held North does not hold S8"};
    QTest::newRow("not held, twice") << plain << 0 << "S" << QByteArray("SA25T:SA36J:H2") 
        << "N:SA E:S2 S:S5 W:ST >N | N:SA E:S3 S:S6 W:SJ >N | N:H2"
        << QStringList{"6 rbn.play.twice SA was played before", "10 rbn.play.not-held West does not hold SJ", "12 rbn.play.not-held North does not hold H2"};
    // (parsePlay() takes a named card that follows suit from a hand that
    // holds it inline; the same card again goes to the general path)
    QTest::newRow("followed twice in a trick") << plain << 0 << "S" << QByteArray("SA22T:SK")
        << "N:SA E:S2 S:S2 W:ST >N | N:SK"
        << QStringList{"3 rbn.play.twice S2 was played before"};
    QTest::newRow("twice in a hand") << QStringList{"SA SA SK", "S2 S3 S4", "S5 S6 S7", "S8 S9 ST"} << 0 << "S"
                                     << QByteArray("SA258:SA369:SA4+T") 
        << "N:SA E:S2 S:S5 W:S8 >N | N:SA E:S3 S:S6 W:S9 >N | N:SA E:S4 S:+(S7) W:ST >N"
        << QStringList{"12 rbn.play.twice SA was played before"};
    QTest::newRow("twice, x and minus") << QStringList{"SA Sx SA Sx", "S2 S3 S4 S5", "S6 S7 S8 S9", "ST SJ SQ SK"}
                                        << 1 << "S" << QByteArray("S2--T:SJS3-A:S4+-+:S5-QS") 
        << "E:S2 S:-(S6) W:-(ST) N:ST >W | W:SJ N:S3 E:-(S3) S:SA >S | S:S4 W:+(SK) N:- E:+(S5) >W | W:S5 N:- E:SQ"
        << QStringList{"23 rbn.play.rank-missing a suit letter must be followed by a rank", "4 rbn.play.twice ST was played before", "8 rbn.play.not-held North does not hold S3", "11 rbn.play.not-held South does not hold SA", "13 rbn.play.not-held South does not hold S4", "19 rbn.play.twice S5 was played before", "22 rbn.play.not-held East does not hold SQ"};
    QTest::newRow("rank of no card") << QStringList{"SA S? SK", "S2 S3 S4", "S5 S6 S7", "S8 S9 ST"} << 1 << "S"
                                     << QByteArray("S2-+-") 
        << "E:S2 S:-(S5) W:+(ST) N:- >W"
        << QStringList{};
    // the first x or ? in the hand's order goes on a -: the ? here, so that
    // N's S3 after (E names it: no x) is not held
    QTest::newRow("minus takes the first, ? before x")
        << QStringList{"S? Sx SA SK", "S2 S3 S4", "S6 S7 S8", "ST SJ SQ"} << 1 << "" << QByteArray("S26T-:SJ347")
        << "E:S2 S:S6 W:ST N:- >W | W:SJ N:S3 E:S4 S:S7 >W" << QStringList{"8 rbn.play.not-held North does not hold S3"};
    // N's S3 (E names it) takes the ? from between two x: S4 after finds none
    QTest::newRow("? taken from the middle")
        << QStringList{"Sx S? Sx", "S2 S3 S4", "S5 S6 S7", "S8 S9 ST"} << 1 << "" << QByteArray("S2583:S94-6")
        << "E:S2 S:S5 W:S8 N:S3 >W | W:S9 N:S4 E:-(S3) S:S6 >W" << QStringList{"8 rbn.play.not-held North does not hold S4"};
    // a partial card of another rank than x or ?: N's SJ (no hand names it)
    // takes the x, not it; the SQ after finds no x or ?
    QTest::newRow("a partial card of another rank")
        << QStringList{"S* SA Sx", "S2 S3 S4", "S5 S6 S7", "S8 S9 ST"} << 1 << "" << QByteArray("S258J:SA---:SQ")
        << "E:S2 S:S5 W:S8 N:SJ >N | N:SA E:-(S3) S:-(S6) W:-(S9) >N | N:SQ" << QStringList{"12 rbn.play.not-held North does not hold SQ"};
    QTest::newRow("unknown hand") << QStringList{"SA SK SQ", "-", "S5 S6 S7", "S8 S9 ST"} << 0 << "S"
                                  << QByteArray("SA-+-:SK2-+") 
        << "N:SA E:- S:+(S7) W:-(S8) >N | N:SK E:S2 S:-(S5) W:+(ST) >N"
        << QStringList{};
    QTest::newRow("a card of no suit") << QStringList{"SA ?? SK", "S2 S3 S4", "S5 S6 S7", "S8 S9 ST"} << 1 << "S"
                                       << QByteArray("S2---:S3+--:S4+-+") 
        << "E:S2 S:-(S5) W:-(S8) N:-(SK) >N | N:S3 E:+(S4) S:-(S6) W:-(S9) >W | W:S4 N:+(SA) E:-(S3) S:+(S7) >N"
        << QStringList{"6 rbn.play.not-held North does not hold S3", "12 rbn.play.twice S4 was played before"};
    QTest::newRow("thirteen x") << QStringList{"Sx Sx Sx Sx Sx Sx Sx Sx Sx Sx Sx Sx S?", "SA", "SK", "SQ"} << 1
                                << "S" << QByteArray("SA-KQ") 
        << "E:SA S:-(SK) W:SK N:SQ >E"
        << QStringList{"3 rbn.play.twice SK was played before"};
}

void TestRbnPlayHeld::play()
{
    QFETCH(QStringList, hands);
    QFETCH(int, leader);
    QFETCH(QString, trump);
    QFETCH(QByteArray, data);
    QFETCH(QString, tricks);
    QFETCH(QStringList, problems);
    Deal deal;
    const rbn::PlayContext ctx = contextOf(hands, leader, trump, &deal);
    rbn::Problems found;
    const rbn::ParsedPlay pp = rbn::parsePlay(data, ctx, &found);
    QStringList said;
    for (const rbn::Problem &p : found)
        said.append(QStringLiteral("%1 %2 %3").arg(p.offset).arg(p.code, p.message));
    if (qEnvironmentVariableIsSet("KIB_PRINT"))
        qInfo().noquote() << QTest::currentDataTag() << "\n  " << tricksOf(pp.play) << "\n  " << said;
    QCOMPARE(tricksOf(pp.play), tricks);
    QCOMPARE(said, problems);
}

// Marks after plays and carried marks (PlayContext::extras, by flat index):
// kept with their plays; an irregular play (^R) not reported, a lead out
// of turn (^L) led by its holder.
void TestRbnPlayHeld::marks_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QStringList>("extras"); // "index:irregularity" or "index:irregularity:suffix"
    QTest::addColumn<QString>("tricks");
    QTest::addColumn<QStringList>("problems");
    QTest::newRow("marks on plays") << QByteArray("SA!25*T^1:SK?36J") << QStringList{} 
        << "E:SA[!//] S:S2 W:S5[*//] N:ST[/1/] >E | E:SK[?//] S:S3 W:S6 N:SJ >E"
        << QStringList{"0 rbn.play.not-held East does not hold SA", "3 rbn.play.not-held South does not hold S2", "4 rbn.play.not-held West does not hold S5", "6 rbn.play.not-held North does not hold ST", "10 rbn.play.not-held East does not hold SK", "13 rbn.play.not-held South does not hold S3", "14 rbn.play.not-held West does not hold S6", "15 rbn.play.not-held North does not hold SJ"};
    QTest::newRow("marks on pseudo plays") << QByteArray("SA-!+^2-:SK?" "?-+^3^4-") << QStringList{}
        << "E:SA S:-(S5)[!//] W:+(S8)[/2/] N:-(SA) >E | E:SK[?" "?//] S:- W:+[/3,4/] N:-"
        << QStringList{"0 rbn.play.not-held East does not hold SA", "9 rbn.play.not-held East does not hold SK"};
    QTest::newRow("a revoke marked") << QByteArray("S2H6S8SA") << QStringList{"1:R"} 
        << "E:S2 S:H6[//R] W:S8 N:SA >N"
        << QStringList{};
    QTest::newRow("a revoke marked, with marks") << QByteArray("S2H6!S8SA") << QStringList{"1:R"} 
        << "E:S2 S:H6[!//R] W:S8 N:SA >N"
        << QStringList{};
    QTest::newRow("a suffix carried") << QByteArray("S2H6!S8SA^3") << QStringList{"1:R:!!", "3::?"} 
        << "E:S2 S:H6[!!//R] W:S8 N:SA[?/3/] >N"
        << QStringList{};
    QTest::newRow("a lead out of turn") << QByteArray("S2H6S8SA:H3K69") << QStringList{"4:L"} 
        << "E:S2 S:H6 W:S8 N:SA >N | E:H3[//L] S:HK W:H6 N:H9 >S"
        << QStringList{"2 rbn.play.revoke South plays H6 on a S lead but still holds ♠", "11 rbn.play.not-held South does not hold HK", "12 rbn.play.twice H6 was played before", "13 rbn.play.not-held North does not hold H9"};
    QTest::newRow("a lead out of turn, not held") << QByteArray("S2H6S8SA:HQ") << QStringList{"4:L"} 
        << "E:S2 S:H6 W:S8 N:SA >N | N:HQ[//L]"
        << QStringList{"2 rbn.play.revoke South plays H6 on a S lead but still holds ♠"};
    QTest::newRow("extras past the plays") << QByteArray("S2H6S8SA") << QStringList{"9:R"} 
        << "E:S2 S:H6 W:S8 N:SA >N"
        << QStringList{"2 rbn.play.revoke South plays H6 on a S lead but still holds ♠"};
}

void TestRbnPlayHeld::marks()
{
    QFETCH(QByteArray, data);
    QFETCH(QStringList, extras);
    QFETCH(QString, tricks);
    QFETCH(QStringList, problems);
    Deal deal;
    const QStringList hands{"SA HK", "S2 H3", "S5 H6", "S8 H9"};
    for (int s = 0; s < 4; ++s)
        deal.hands[s] = handOf(hands.at(s));
    QHash<int, rbn::MarkExtras> carried;
    for (const QString &e : extras) {
        const QStringList parts = e.split(u':');
        rbn::MarkExtras x;
        x.irregularity = parts.at(1);
        if (parts.size() > 2) {
            x.hasSuffix = true;
            x.suffix = parts.at(2);
        }
        carried.insert(parts.at(0).toInt(), x);
    }
    rbn::PlayContext ctx;
    ctx.deal = &deal;
    ctx.leader = 1;
    ctx.trumpKnown = true;
    ctx.trump = Suit::Spades;
    ctx.extras = &carried;
    rbn::Problems found;
    const rbn::ParsedPlay pp = rbn::parsePlay(data, ctx, &found);
    QStringList said;
    for (const rbn::Problem &p : found)
        said.append(QStringLiteral("%1 %2 %3").arg(p.offset).arg(p.code, p.message));
    if (qEnvironmentVariableIsSet("KIB_PRINT"))
        qInfo().noquote() << QTest::currentDataTag() << "\n  " << tricksOf(pp.play) << "\n  " << said;
    QCOMPARE(tricksOf(pp.play), tricks);
    QCOMPARE(said, problems);
}

// readPlainPlay() (tricks of named cards read straight into the play)
// against parsePlayInGeneral(): where it takes the data, the same play and
// nothing to report; everything else it declines, and parsePlay() then
// gives what parsePlayInGeneral() gives, problems and all.
void TestRbnPlayHeld::plainAgrees_data()
{
    QTest::addColumn<QStringList>("hands"); // N E S W
    QTest::addColumn<int>("leader");        // -1: from the first card's holder
    QTest::addColumn<QString>("trump");     // "": not known
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<bool>("plain");        // readPlainPlay() takes it
    QTest::addColumn<QString>("tricks");    // parsePlayInGeneral()'s

    const QStringList three{"SA SK SQ", "S2 S3 S4", "S5 S6 S7", "S8 S9 ST"};
    const QString two = "N:SA E:S2 S:S5 W:S8 >N | N:SK E:S3 S:S6 W:S9 >N";
    const QString all = two + " | N:SQ E:S4 S:S7 W:ST >N";
    QTest::newRow("ranks following") << three << 0 << "S" << QByteArray("SA258:SK369:SQ47T") << true << all;
    QTest::newRow("suits given") << three << 0 << "S" << QByteArray("SAS2S5S8:SKS3S6S9:SQS4S7ST") << true << all;
    QTest::newRow("last trick short") << three << 0 << "S" << QByteArray("SA258:SK3") << true
        << "N:SA E:S2 S:S5 W:S8 >N | N:SK E:S3";
    QTest::newRow("one card") << three << 0 << "S" << QByteArray("SA") << true << "N:SA";
    QTest::newRow("marks") << three << 0 << "S" << QByteArray("SA^1258!?:SK^2^3369*") << true
        << "N:SA[/1/] E:S2 S:S5 W:S8[!?//] >N | N:SK[/2,3/] E:S3 S:S6 W:S9[*//] >N";
    QTest::newRow("leader from the hands") << three << -1 << "S" << QByteArray("S258A:SK369") << true
        << "E:S2 S:S5 W:S8 N:SA >N | N:SK E:S3 S:S6 W:S9 >N";
    const QStringList ruff{"SA HA", "S2 H2", "C5 H5", "S8 H8"};
    QTest::newRow("a ruff, trump not known") << ruff << 0 << "" << QByteArray("SA2C58:H258A") << true
        << "N:SA E:S2 S:C5 W:S8 | E:H2 S:H5 W:H8 N:HA >N";
    QTest::newRow("a ruff, clubs trump") << ruff << 0 << "C" << QByteArray("SA2C58:H58A2") << true
        << "N:SA E:S2 S:C5 W:S8 >S | S:H5 W:H8 N:HA E:H2 >N";
    QTest::newRow("a discard, spades trump") << ruff << 0 << "S" << QByteArray("SA2C58:HAH25H8") << true
        << "N:SA E:S2 S:C5 W:S8 >N | N:HA E:H2 S:H5 W:H8 >N";
    QTest::newRow("an over-ruff") << QStringList{"SA", "C2", "C5", "C3"} << 0 << "C" << QByteArray("SAC2C5C3") << true
        << "N:SA E:C2 S:C5 W:C3 >S";
    QTest::newRow("an under-ruff, a discard") << QStringList{"SA", "C5", "H2", "C3"} << 0 << "C"
        << QByteArray("SAC5H2C3") << true << "N:SA E:C5 S:H2 W:C3 >E";
    QTest::newRow("a discard, then a ruff, trump not known") << QStringList{"SA", "H2", "C5", "SK"} << 0 << ""
        << QByteArray("SAH2C5K") << true << "N:SA E:H2 S:C5 W:SK";
    QTest::newRow("digits and letters") << QStringList{"CT C9", "CJ C8", "CQ C7", "CK C6"} << 3 << ""
        << QByteArray("CKTJQ:C6987") << true << "W:CK N:CT E:CJ S:CQ >W | W:C6 N:C9 E:C8 S:C7 >N";

    // declined: the general path reports, keeps the data or knows more
    QTest::newRow("lower case") << three << 0 << "S" << QByteArray("sa258:Sk369") << false
        << "N:SA E:S2 S:S5 W:S8 >N | N:SK E:S3 S:S6 W:S9 >N";
    QTest::newRow("a ':' at the end") << three << 0 << "S" << QByteArray("SA258:") << false << "N:SA E:S2 S:S5 W:S8 >N";
    QTest::newRow("a short trick") << three << 0 << "S" << QByteArray("SA25:8") << false << "N:SA E:S2 S:S5 | ?:?8";
    QTest::newRow("a long trick") << three << 0 << "S" << QByteArray("SA2589") << false << "N:SA E:S2 S:S5 W:S8 >N | N:?9";
    QTest::newRow("an empty trick") << three << 0 << "S" << QByteArray("SA258::SK369") << false << two;
    QTest::newRow("a ':' first") << three << 0 << "S" << QByteArray(":SA258") << false << "N:SA E:S2 S:S5 W:S8 >N";
    QTest::newRow("not held") << three << 0 << "S" << QByteArray("SA25J") << false << "N:SA E:S2 S:S5 W:SJ >N";
    QTest::newRow("not the leader's") << three << 0 << "S" << QByteArray("S258A") << false << "N:S2 E:S5 S:S8 W:SA >W";
    QTest::newRow("played twice") << three << 0 << "S" << QByteArray("SA258:SA369") << false
        << "N:SA E:S2 S:S5 W:S8 >N | N:SA E:S3 S:S6 W:S9 >N";
    QTest::newRow("a revoke") << ruff << 0 << "S" << QByteArray("SAH2C58") << false << "N:SA E:H2 S:C5 W:S8 >N";
    QTest::newRow("a pseudo play") << three << 0 << "S" << QByteArray("SA-+-") << false
        << "N:SA E:-(S2) S:+(S7) W:-(S8) >N";
    QTest::newRow("Y") << three << 0 << "S" << QByteArray("SA25Y8") << false << "N:SA E:S2 S:S5 W:S8 >N";
    QTest::newRow("';'") << three << 0 << "S" << QByteArray("SA258;SK369") << false << two;
    QTest::newRow("a space") << three << 0 << "S" << QByteArray("SA2 58") << false << "N:SA E:S2 S:S5 W:S8 >N";
    QTest::newRow("a Latin-1 byte") << three << 0 << "S" << QByteArray("SA25\xe9" "8") << false << "N:SA E:S2 S:S5 W:S8 >N";
    QTest::newRow("a bad note") << three << 0 << "S" << QByteArray("SA^x258") << false << "N:SA E:S2 S:S5 W:S8 >N";
    QTest::newRow("an unknown mark") << three << 0 << "S" << QByteArray("SA!!!258") << false
        << "N:SA[!!!//] E:S2 S:S5 W:S8 >N";
    QTest::newRow("a mark first") << three << 0 << "S" << QByteArray("SA258:!SK369") << false << two;
    QTest::newRow("a rank leading") << three << 0 << "S" << QByteArray("SA258:K369") << false
        << "N:SA E:S2 S:S5 W:S8 >N | N:?K E:?3 S:?6 W:?9";
    QTest::newRow("a suit alone at the end") << three << 0 << "S" << QByteArray("SA258:S") << false
        << "N:SA E:S2 S:S5 W:S8 >N";
    QTest::newRow("S10") << three << 0 << "S" << QByteArray("SA258:S10") << false << "N:SA E:S2 S:S5 W:S8 >N";
    QTest::newRow("x in a hand") << QStringList{"SA SK Sx", "S2 S3 S4", "S5 S6 S7", "S8 S9 ST"} << 0 << "S"
        << QByteArray("SA258") << false << "N:SA E:S2 S:S5 W:S8 >N";
    QTest::newRow("a card twice in a hand") << QStringList{"SA SA SK", "S2 S3 S4", "S5 S6 S7", "S8 S9 ST"} << 0
        << "S" << QByteArray("SA258") << false << "N:SA E:S2 S:S5 W:S8 >N";
    QTest::newRow("a hand not known") << QStringList{"SA SK SQ", "-", "S5 S6 S7", "S8 S9 ST"} << 0 << "S"
        << QByteArray("SA258") << false << "N:SA E:S2 S:S5 W:S8 >N";
    QTest::newRow("no holder of the lead") << three << -1 << "S" << QByteArray("SJ258") << false << "?:SJ ?:S2 ?:S5 ?:S8";
    QTest::newRow("no holder after a ruff") << ruff << 0 << "" << QByteArray("SA2C58:D9") << false
        << "N:SA E:S2 S:C5 W:S8 | ?:D9";
    QTest::newRow("empty") << three << 0 << "S" << QByteArray() << false << "";
}

void TestRbnPlayHeld::plainAgrees()
{
    QFETCH(QStringList, hands);
    QFETCH(int, leader);
    QFETCH(QString, trump);
    QFETCH(QByteArray, data);
    QFETCH(bool, plain);
    QFETCH(QString, tricks);
    Deal deal;
    const rbn::PlayContext ctx = contextOf(hands, leader, trump, &deal);
    rbn::Problems general;
    const rbn::ParsedPlay all = rbn::parsePlayInGeneral(data, ctx, &general);
    if (qEnvironmentVariableIsSet("KIB_PRINT"))
        qInfo().noquote() << QTest::currentDataTag() << "\n  " << tricksOf(all.play) << general.size();
    QCOMPARE(tricksOf(all.play), tricks);
    rbn::ParsedPlay fast;
    QCOMPARE(rbn::readPlainPlay(data, ctx, &fast), plain);
    if (plain) {
        QCOMPARE(tricksOf(fast.play), tricks);
        QVERIFY(fast.play == all.play);
        QCOMPARE(fast.keepData, all.keepData);
        QVERIFY(general.isEmpty());
    }
    rbn::Problems found;
    const rbn::ParsedPlay pp = rbn::parsePlay(data, ctx, &found);
    QVERIFY(pp.play == all.play);
    QCOMPARE(pp.keepData, all.keepData);
    QCOMPARE(found.size(), general.size());
    for (qsizetype i = 0; i < found.size(); ++i) {
        QCOMPARE(found[i].offset, general[i].offset);
        QCOMPARE(found[i].code, general[i].code);
        QCOMPARE(found[i].message, general[i].message);
        QCOMPARE(found[i].warning, general[i].warning);
        QCOMPARE(found[i].omitted, general[i].omitted);
    }
}

QTEST_GUILESS_MAIN(TestRbnPlayHeld)
#include "tst_rbnplayheld.moc"
