// formatHands(): the H data of a deal as the model holds it, the cards in
// the order given (not sorted first). Above all when a deal is full: three
// full hands and a fourth that is the rest of the deck (every card no other
// hand names, the x cards of the three taking the lowest), which is then
// left out; any other fourth is spelled.
#include "parsers/rbn/rbnhands.h"

#include <QRandomGenerator>
#include <QTest>

#include <algorithm>
#include <array>

using namespace kib;

class TestRbnFormatHands : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void format_data();
    void format();
    void parse_data();
    void parse();
    void commonFormat_data();
    void commonFormat();
    void commonParse_data();
    void commonParse();
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

namespace {

// A random deal of the whole deck, then spoiled one way (see the rows).
Deal randomDeal(QRandomGenerator &rng, const QString &spoil)
{
    QList<Card> deck;
    for (int i = 0; i < 52; ++i)
        deck.append(Card(Suit(i / 13), Rank(RankAce - i % 13)));
    std::shuffle(deck.begin(), deck.end(), rng);
    Deal deal;
    for (int seat = 0; seat < 4; ++seat) {
        deal.hands[seat].known = true;
        deal.hands[seat].cards = deck.mid(seat * 13, 13);
    }
    const int a = rng.bounded(4), b = (a + 1 + rng.bounded(3)) % 4;
    Cards &ca = deal.hands[a].cards;
    if (spoil == "a card moved")
        deal.hands[b].cards.append(ca.takeAt(rng.bounded(ca.size())));
    else if (spoil == "a card twice")
        deal.hands[b].cards.append(ca[rng.bounded(ca.size())]);
    else if (spoil == "a card twice in a hand")
        ca.append(ca[rng.bounded(ca.size())]);
    else if (spoil == "short hands")
        for (Hand &h : deal.hands)
            h.cards.resize(rng.bounded(14));
    else if (spoil == "a hand unknown")
        deal.hands[a] = Hand();
    else if (spoil == "a hand hidden")
        deal.hands[a].hidden = true;
    else if (spoil == "a hand empty")
        ca.clear();
    else if (spoil == "a hand of fifty-two") {
        for (int seat = 0; seat < 4; ++seat)
            if (seat != a)
                ca.append(deal.hands[seat].cards);
        deal.hands[b].cards.clear();
    }
    return deal;
}

// formatHands() as the standard's utilities write a deal of cards of the
// deck, worked out apart from it: sets of cards, sorted copies.
QString referenceFormat(const Deal &deal)
{
    // (the seat whose hand is shown with cards first, then one with cards,
    // then one given, then a hidden one; West, North, East, South among equals)
    int start = -1, best = 4;
    for (int seat : {3, 0, 1, 2}) {
        const Hand &h = deal.hands[seat];
        const int rank = !h.known ? (h.hidden ? 3 : 4) : h.cards.isEmpty() ? 2 : h.hidden ? 1 : 0;
        if (rank < best) {
            best = rank;
            start = seat;
        }
    }
    if (start < 0)
        return QString();
    const Hand *four[4];
    for (int i = 0; i < 4; ++i)
        four[i] = &deal.hands[(start + i) % 4];
    bool full = four[3]->known;
    std::array<int, 52> held{};
    for (int i = 0; i < 3; ++i) {
        full = full && four[i]->known && four[i]->cards.size() == 13;
        for (Card c : four[i]->cards)
            held[c.index()] = 1;
    }
    std::array<int, 52> fourth{};
    for (Card c : four[3]->cards)
        fourth[c.index()] += 1;
    for (int k = 0; k < 52; ++k)
        full = full && fourth[k] == 1 - held[k];
    QString out = QString(QLatin1Char("NESW"[start]));
    for (int i = 0; i < 4; ++i) {
        out += four[i]->hidden ? u';' : u':';
        if (!four[i]->known || (full && i == 3))
            continue;
        Cards sorted = four[i]->cards;
        std::stable_sort(sorted.begin(), sorted.end(), [](Card x, Card y) { return x.index() < y.index(); });
        QString text = sorted.isEmpty() ? QStringLiteral("...") : cardsToDotted(sorted);
        while (!sorted.isEmpty() && sorted.size() < 13 && text.endsWith(u'.'))
            text.chop(1);
        out += text;
    }
    if (!full)
        while (out.endsWith(u':') && out.size() > 1)
            out.chop(1);
    return out;
}

// H data for a deal, each hand's cards in the order held, written in
// random case; hidden hands after ';'.
QByteArray handsText(const Deal &deal, int first, QRandomGenerator &rng)
{
    QByteArray out(1, "NESW"[first]);
    for (int i = 0; i < 4; ++i) {
        const Hand &h = deal.hands[(first + i) % 4];
        out += h.hidden ? ';' : ':';
        if (!h.known)
            continue;
        int suit = 0;
        for (Card c : h.cards) {
            for (; suit < int(c.suit()); ++suit)
                out += '.';
            char r = rankLetter(c.rank()).toLatin1();
            if (r >= 'A' && r <= 'Z' && rng.bounded(4) == 0)
                r = char(r + 32);
            out += r;
        }
        for (; suit < 3; ++suit)
            out += '.';
    }
    return out;
}

} // namespace

// formatHands()'s short way (every hand given of cards of the deck, none
// twice) and its general way, against referenceFormat(): random deals,
// spoiled one way a row.
// (the rows: randomDeal()'s spoils, and after them the text's)
void spoilRows(std::initializer_list<const char *> textSpoils)
{
    QTest::addColumn<QString>("spoil");
    for (const char *spoil : {"none", "a card moved", "a card twice", "a card twice in a hand", "short hands",
                              "a hand unknown", "a hand hidden", "a hand empty", "a hand of fifty-two"})
        QTest::newRow(spoil) << QString::fromLatin1(spoil);
    for (const char *spoil : textSpoils)
        QTest::newRow(spoil) << QString::fromLatin1(spoil);
}

void TestRbnFormatHands::commonFormat_data()
{
    spoilRows({});
}

void TestRbnFormatHands::commonFormat()
{
    QFETCH(QString, spoil);
    QRandomGenerator rng(18 + spoil.size());
    for (int n = 0; n < 400; ++n) {
        Deal deal = randomDeal(rng, spoil);
        if (n % 2) // (the three and the rest, when it is one)
            for (Hand &h : deal.hands)
                sortCards(h.cards);
        QCOMPARE(QString::fromLatin1(rbn::formatHands(deal)), referenceFormat(deal));
    }
}

// parseHands()'s short way (ranks of the deck and dots, nothing to report)
// against its general way, made to read the same data by a character it
// passes over without a word ('Z', reported with the line): the same hands
// and the same problems. Random deals spoiled one way a row, written in
// random case and order, with the fourth left out or not.
void TestRbnFormatHands::commonParse_data()
{
    spoilRows({"x and ?", "ten as 10", "five hands", "five suits"});
}

void TestRbnFormatHands::commonParse()
{
    QFETCH(QString, spoil);
    QRandomGenerator rng(15 + spoil.size());
    for (int n = 0; n < 400; ++n) {
        Deal deal = randomDeal(rng, spoil);
        for (Hand &h : deal.hands)
            std::shuffle(h.cards.begin(), h.cards.end(), rng);
        for (Hand &h : deal.hands)
            std::stable_sort(h.cards.begin(), h.cards.end(), [](Card x, Card y) { return x.suit() < y.suit(); });
        const int first = rng.bounded(4);
        Deal whole = deal;
        if (n % 3 == 0) // (the fourth left out: the rest)
            deal.hands[(first + 3) % 4] = Hand();
        QByteArray text = handsText(deal, first, rng);
        if (spoil == "x and ?")
            text.replace(int(rng.bounded(text.size() - 2)) + 2, 1, rng.bounded(2) ? "x" : "?");
        else if (spoil == "ten as 10")
            text.replace("T", "10");
        else if (spoil == "five hands")
            text += ":A";
        else if (spoil == "five suits")
            text.insert(2, "A.");
        Deal fast, general;
        rbn::Problems fastProblems, generalProblems;
        rbn::parseHands(text, &fast, &fastProblems);
        // (the 'Z' before a hand's first character: a hand left out stays out)
        qsizetype at = 2;
        while (at < text.size() && (text[at] == ':' || text[at] == ';'))
            ++at;
        if (at == text.size())
            continue;
        QByteArray spelled = text;
        spelled.insert(at, 'Z');
        rbn::parseHands(spelled, &general, &generalProblems);
        QCOMPARE(fast, general);
        QCOMPARE(fastProblems.size(), generalProblems.size());
        for (qsizetype i = 0; i < fastProblems.size(); ++i) {
            QCOMPARE(fastProblems[i].code, generalProblems[i].code);
            QCOMPARE(fastProblems[i].message, generalProblems[i].message);
        }
        if (spoil == "none") { // (nothing to spoil: the hands read are the deal's, sorted)
            for (Hand &h : whole.hands)
                sortCards(h.cards);
            QCOMPARE(fast, whole);
            QVERIFY(fastProblems.isEmpty());
        }
    }
}

QTEST_APPLESS_MAIN(TestRbnFormatHands)
#include "tst_rbnformathands.moc"
