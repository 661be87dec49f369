// formatHands(): the H data of a deal as the model holds it, the cards in
// the order given (not sorted first). Above all when a deal is full: three
// full hands and a fourth that is the rest of the deck (every card no other
// hand names, the x cards of the three taking the lowest), which is then
// left out; any other fourth is spelled.
#include "parsers/rbn/rbnhands.h"

#include <QTest>

#include <algorithm>

using namespace kib;

class TestRbnFormatHands : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void format_data();
    void format();
    void parse_data();
    void parse();
};

namespace {

// "AKQ.JT..2" (S H D C, cards kept in the order written; 'x' a low card,
// '?' an unknown rank, '#' a card of no suit), "-" for no hand; after a
// '<' the cards are reversed (clubs first, low ranks first).
Hand handOf(QString dotted)
{
    Hand h;
    if (dotted == u"-")
        return h;
    h.known = true;
    const bool reversed = dotted.startsWith(u'<');
    if (reversed)
        dotted.remove(0, 1);
    int suit = 0;
    for (QChar ch : dotted) {
        const char c = ch.toLatin1();
        if (c == '.') {
            ++suit;
            continue;
        }
        if (c == '#') {
            h.cards.append(Card(Suit::None, RankAce));
            continue;
        }
        Rank r = 0;
        if (c >= '2' && c <= '9')
            r = Rank(c - '0');
        else if (c == 'x')
            r = RankLow;
        else if (c == '?')
            r = RankUnknown;
        else
            r = Rank(RankTen + QByteArray("TJQKA").indexOf(c));
        h.cards.append(Card(Suit(suit), r));
    }
    if (reversed)
        std::reverse(h.cards.begin(), h.cards.end());
    return h;
}

} // namespace

void TestRbnFormatHands::format_data()
{
    QTest::addColumn<QStringList>("hands"); // N E S W
    QTest::addColumn<QString>("data");

    // (tst_rbnlabels' "full W": South the rest)
    const QString n = "96.T54.97.AJ9643", e = "T542.K93.AQ53.52", s = "AKQJ.QJ872.J2.T7", w = "873.A6.KT864.KQ8";
    const QString three = "W:873.A6.KT864.KQ8:96.T54.97.AJ9643:T542.K93.AQ53.52:";
    QTest::newRow("full") << QStringList{n, e, s, w} << three;
    QTest::newRow("the rest out of order") << QStringList{n, e, "JQKA.27JQ8.2J.7T", w} << three;
    QTest::newRow("the rest's suits out of order") << QStringList{n, e, "<AKQJ.QJ872.J2.T7", w}
                                                   << three;
    QTest::newRow("a card of another hand") << QStringList{n, e, "AKQJ.QJ872.J2.T6", w}
                                            << "W:873.A6.KT864.KQ8:96.T54.97.AJ9643:T542.K93.AQ53.52:AKQJ.QJ872.J2.T6";
    QTest::newRow("a card twice") << QStringList{n, e, "AKQJ.QJ872.J2.TT", w}
                                  << "W:873.A6.KT864.KQ8:96.T54.97.AJ9643:T542.K93.AQ53.52:AKQJ.QJ872.J2.TT";
    QTest::newRow("the rest and a card twice")
        << QStringList{n, e, "AKQJ.QJ872.J2.T7T", w}
        << "W:873.A6.KT864.KQ8:96.T54.97.AJ9643:T542.K93.AQ53.52:AKQJ.QJ872.J2.TT7";
    QTest::newRow("twelve cards") << QStringList{n, e, "AKQJ.QJ872.J2.T", w}
                                  << "W:873.A6.KT864.KQ8:96.T54.97.AJ9643:T542.K93.AQ53.52:AKQJ.QJ872.J2.T";
    QTest::newRow("fourteen cards") << QStringList{n, e, "AKQJ.QJ872.J2.T76", w}
                                    << "W:873.A6.KT864.KQ8:96.T54.97.AJ9643:T542.K93.AQ53.52:AKQJ.QJ872.J2.T76";
    QTest::newRow("an x in the fourth") << QStringList{n, e, "AKQJ.QJ872.J2.Tx", w}
                                        << "W:873.A6.KT864.KQ8:96.T54.97.AJ9643:T542.K93.AQ53.52:AKQJ.QJ872.J2.Tx";
    QTest::newRow("a card of no suit in the fourth")
        << QStringList{n, e, "AKQJ.QJ872.J2.T#", w}
        << "W:873.A6.KT864.KQ8:96.T54.97.AJ9643:T542.K93.AQ53.52:AKQJ.QJ872.J2.T";
    QTest::newRow("an unknown rank") << QStringList{n, e, s, "873.A6.KT864.KQ?"}
                                     << "W:873.A6.KT864.KQ?:96.T54.97.AJ9643:T542.K93.AQ53.52:AKQJ.QJ872.J2.T7";
    // x cards take the lowest cards no hand names: South (after W N E)
    // has spades 6, hearts, diamonds and clubs 8765
    const QString xn = "AKQJ.AKQ.AKQ.AKQ", xe = "xxxx.xxx.xxx.xxx", xw = "T987.JT9.JT9.JT9";
    QTest::newRow("x and the rest") << QStringList{xn, xe, "6.8765.8765.8765", xw}
                                    << "W:T987.JT9.JT9.JT9:AKQJ.AKQ.AKQ.AKQ:xxxx.xxx.xxx.xxx:";
    QTest::newRow("x and a low card") << QStringList{xn, xe, "5.8765.8765.8765", xw}
                                      << "W:T987.JT9.JT9.JT9:AKQJ.AKQ.AKQ.AKQ:xxxx.xxx.xxx.xxx:5.8765.8765.8765";
    QTest::newRow("x too many") << QStringList{xn, "xxxxx.xxx.xxx.xx", "6.8765.8765.8765", xw}
                                << "W:T987.JT9.JT9.JT9:AKQJ.AKQ.AKQ.AKQ:xxxxx.xxx.xxx.xx:6.8765.8765.8765";
    QTest::newRow("x, the rest short") << QStringList{xn, "xxxxx.xxx.xxx.xx", ".8765.8765.87654", xw}
                                       << "W:T987.JT9.JT9.JT9:AKQJ.AKQ.AKQ.AKQ:xxxxx.xxx.xxx.xx:";
    QTest::newRow("a hand left out") << QStringList{n, e, "-", w}
                                     << "W:873.A6.KT864.KQ8:96.T54.97.AJ9643:T542.K93.AQ53.52";
    QTest::newRow("ending") << QStringList{"3.A3.Q.4", "Q82..J.A", "A7.7.K8.", "K9.K9.9."}
                            << "W:K9.K9.9:3.A3.Q.4:Q82..J.A:A7.7.K8";
    QTest::newRow("voids") << QStringList{"AKQJT98765432...", "-", "-", "-"} << "N:AKQJT98765432...";
    QTest::newRow("out of order, voids") << QStringList{"<.2.A.", "-", "-", "-"} << "N:.2.A";
    QTest::newRow("x out of order") << QStringList{"<AKxx.Q?.x.", "-", "-", "-"} << "N:AKxx.Q?.x";
    QTest::newRow("no cards") << QStringList{"", "-", "-", "-"} << "N:...";
    QTest::newRow("none") << QStringList{"-", "-", "-", "-"} << QString();
}

void TestRbnFormatHands::format()
{
    QFETCH(QStringList, hands);
    QFETCH(QString, data);
    Deal deal;
    for (int seat = 0; seat < 4; ++seat)
        deal.hands[seat] = handOf(hands[seat]);
    QCOMPARE(QString::fromLatin1(rbn::formatHands(deal)), data);
}

// parseHands(): the hands in the model's order (sorted when not), hidden
// hands, the fourth worked out, the problems; plain hands (ranks and dots
// only, nothing to report) and the others alike.
void TestRbnFormatHands::parse_data()
{
    QTest::addColumn<QString>("data");
    QTest::addColumn<QStringList>("hands"); // N E S W, "-" not given
    QTest::addColumn<QString>("hidden");    // 'h' at a hidden seat
    QTest::addColumn<QStringList>("codes");

    const QString n = "96.T54.97.AJ9643", e = "T542.K93.AQ53.52", s = "AKQJ.QJ872.J2.T7", w = "873.A6.KT864.KQ8";
    QTest::newRow("three and the rest") << "W:873.A6.KT864.KQ8:96.T54.97.AJ9643:T542.K93.AQ53.52:"
                                        << QStringList{n, e, s, w} << "----" << QStringList();
    QTest::newRow("four") << "N:96.T54.97.AJ9643:T542.K93.AQ53.52:AKQJ.QJ872.J2.T7:873.A6.KT864.KQ8"
                          << QStringList{n, e, s, w} << "----" << QStringList();
    QTest::newRow("out of order, lower case")
        << "S:JQKa.27JQ8.2J.7t:378.6A.KT846.8QK:" << QStringList{"-", "-", s, w} << "----" << QStringList();
    QTest::newRow("one suit out of order") << "N:AKQ.A.AK2.23" << QStringList{"AKQ.A.AK2.32", "-", "-", "-"}
                                           << "----" << QStringList();
    QTest::newRow("x and ? in order") << "E:AKx?.Qx.?.x" << QStringList{"-", "AKx?.Qx.?.x", "-", "-"} << "----"
                                      << QStringList();
    QTest::newRow("x and ? out of order") << "E:?xAK.xQ.?.x" << QStringList{"-", "AKx?.Qx.?.x", "-", "-"}
                                          << "----" << QStringList();
    QTest::newRow("x in three, the rest") << "W:T987.JT9.JT9.JT9:AKQJ.AKQ.AKQ.AKQ:xxxx.xxx.xxx.xxx:"
                                          << QStringList{"AKQJ.AKQ.AKQ.AKQ", "xxxx.xxx.xxx.xxx", "6.8765.8765.8765",
                                                         "T987.JT9.JT9.JT9"}
                                          << "----" << QStringList();
    QTest::newRow("hidden") << "N;96.T54.97.AJ9643:T542.K93.AQ53.52;;873.A6.KT864.KQ8"
                            << QStringList{n, e, "-", w} << "h-hh" << QStringList();
    QTest::newRow("voids, no cards") << "N:...:.2.A." << QStringList{"", ".2.A.", "-", "-"} << "----"
                                     << QStringList();
    QTest::newRow("a card twice") << "N:AK.2.3.4:A.5.6.7" << QStringList{"AK.2.3.4", ".5.6.7", "-", "-"} << "----"
                                  << QStringList{"rbn.deal.duplicate-card"};
    QTest::newRow("a card twice, the rest") << "W:873.A6.KT864.KQ8:96.T54.97.AJ9643:T542.K93.AQ53.53:"
                                            << QStringList{n, "T542.K93.AQ53.5", "-", w} << "----"
                                            << QStringList{"rbn.deal.duplicate-card"};
    QTest::newRow("five suits") << "N:A.K.Q.J.T" << QStringList{"A.K.Q.J", "-", "-", "-"} << "----"
                                << QStringList{"rbn.deal.syntax"};
    // (a character H does not allow is reported with the line)
    QTest::newRow("not a rank") << "N:AK.Z2.3.4" << QStringList{"AK.2.3.4", "-", "-", "-"} << "----"
                                << QStringList();
    QTest::newRow("a seat letter in a hand") << "N:AK.E2.3.4" << QStringList{"AK.2.3.4", "-", "-", "-"} << "----"
                                             << QStringList{"rbn.deal.syntax"};
    QTest::newRow("fourteen cards") << "N:AKQJT98765432.A" << QStringList{"AKQJT98765432.A", "-", "-", "-"}
                                    << "----" << QStringList{"rbn.deal.hand-too-large"};
    QTest::newRow("fourteen of a suit") << "N:AKQJT9876:5432x" << QStringList{"AKQJT9876", "5432x", "-", "-"}
                                        << "----" << QStringList{"rbn.deal.suit-too-long"};
    QTest::newRow("five hands") << "N:A:K:Q:J:T" << QStringList{"A", "K", "Q", "J"} << "----"
                                << QStringList{"rbn.deal.too-many-hands"};
}

void TestRbnFormatHands::parse()
{
    QFETCH(QString, data);
    QFETCH(QStringList, hands);
    QFETCH(QString, hidden);
    QFETCH(QStringList, codes);
    Deal deal;
    rbn::Problems problems;
    const QByteArray text = data.toLatin1();
    rbn::parseHands(text, &deal, &problems);
    QCOMPARE(deal.hands.size(), 4);
    for (int seat = 0; seat < 4; ++seat) {
        const Hand want = handOf(hands[seat]);
        QCOMPARE(deal.hands[seat].known, want.known);
        QCOMPARE(deal.hands[seat].cards, want.cards);
        QCOMPARE(deal.hands[seat].hidden, hidden[seat] == u'h');
    }
    QStringList got;
    for (const rbn::Problem &p : problems)
        got.append(p.code);
    QCOMPARE(got, codes);
}

QTEST_APPLESS_MAIN(TestRbnFormatHands)
#include "tst_rbnformathands.moc"
