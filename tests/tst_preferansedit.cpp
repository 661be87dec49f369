// Editing a preferans deal step by step (model/preferansedit.h): the card
// codes, the deal, the auction's rules, talon, discard, contract,
// followers, kontra, the play's rules and the summary; every sample deal
// entered from scratch comes out as the reader reads it.
#include "support/ppntext.h"

#include "model/preferansedit.h"
#include "model/tablestate.h"

using namespace kib;
using namespace ppntest;

namespace {

const QString kCards = QStringLiteral("5OIMGQ92JN8ELFVDC46UHSB7AKRPWT13"); // kDeal's, order 231

Cards cards(const QString &codes)
{
    Cards out;
    for (QChar ch : codes) {
        Card c;
        if (!preferans::cardFromCode(ch, &c))
            qFatal("bad code");
        out.append(c);
    }
    return out;
}

// A fresh deal: dealer player 1 (order 231) with kDeal's cards.
CardRecord dealt()
{
    CardRecord r(Game::Preferans, 3);
    r.setDealer(0);
    if (!preferans::setDeal(r, kCards).isEmpty())
        qFatal("setDeal");
    return r;
}

Call call(const QString &text)
{
    return text == u"P" ? Call::pass() : Call::other(text);
}

// Applies the steps of 'script' ("bid:2", "talon", "discard:91", "contract:4",
// "follow:1,3", "card:O") and returns the first error (with its step).
QString run(CardRecord &r, const QStringList &script)
{
    for (const QString &step : script) {
        const QString op = step.section(QLatin1Char(':'), 0, 0);
        const QString arg = step.section(QLatin1Char(':'), 1);
        QString error;
        if (op == u"bid")
            error = preferans::appendBid(r, call(arg));
        else if (op == u"talon")
            error = preferans::takeTalon(r);
        else if (op == u"discard")
            error = preferans::discard(r, cards(arg));
        else if (op == u"contract")
            error = preferans::setContract(r, arg.toInt());
        else if (op == u"follow") {
            QList<Seat> f;
            for (const QString &p : arg.split(QLatin1Char(','), Qt::SkipEmptyParts))
                f.append(p.toInt() - 1);
            error = preferans::setFollowers(r, f);
        } else if (op == u"kontra")
            error = preferans::setKontra(r, arg.left(1).toInt(), arg.mid(1).toInt() - 1);
        else if (op == u"card")
            error = preferans::appendCard(r, cards(arg).value(0));
        else
            qFatal("bad op");
        if (!error.isEmpty())
            return step + QStringLiteral(": ") + error;
    }
    return {};
}

} // namespace

class TestPreferansEdit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cardCodes();
    void setDeal_data();
    void setDeal();
    void auction_data();
    void auction();
    void steps_data();
    void steps();
    void samples_data();
    void samples();
};

void TestPreferansEdit::cardCodes()
{
    // the 32 codes are the 32 cards, both ways
    const QString codes = QStringLiteral("123456789ABCDEFGHIJKLMNOPQRSTUVW");
    QSet<int> seen;
    for (QChar ch : codes) {
        Card c;
        QVERIFY(preferans::cardFromCode(ch, &c));
        QVERIFY(c.rank() >= 7);
        QCOMPARE(preferans::codeOfCard(c), ch);
        seen.insert(c.index());
    }
    QCOMPARE(seen.size(), 32);
    Card c;
    QVERIFY(preferans::cardFromCode(QLatin1Char('1'), &c));
    QCOMPARE(c, Card(Suit::Spades, 7));
    QVERIFY(preferans::cardFromCode(QLatin1Char('G'), &c));
    QCOMPARE(c, Card(Suit::Diamonds, RankAce));
    QVERIFY(preferans::cardFromCode(QLatin1Char('W'), &c));
    QCOMPARE(c, Card(Suit::Clubs, RankAce));
    QVERIFY(!preferans::cardFromCode(QLatin1Char('Y'), &c));
    QVERIFY(!preferans::cardFromCode(QLatin1Char('a'), &c));
    QVERIFY(preferans::codeOfCard(Card(Suit::Hearts, 2)).isNull());
}

void TestPreferansEdit::setDeal_data()
{
    QTest::addColumn<QString>("cards");
    QTest::addColumn<bool>("ok");
    QTest::newRow("a permutation") << kCards << true;
    QTest::newRow("31 cards") << kCards.left(31) << false;
    QTest::newRow("a card twice") << QString(kCards).replace(QLatin1Char('5'), QLatin1Char('O')) << false;
    QTest::newRow("not a card") << QString(kCards).replace(QLatin1Char('5'), QLatin1Char('Y')) << false;
}

void TestPreferansEdit::setDeal()
{
    QFETCH(QString, cards);
    QFETCH(bool, ok);
    CardRecord r(Game::Preferans, 3);
    r.setDealer(0);
    r.auction().calls.append(Call::pass()); // cleared by a new deal
    const CardRecord before = r;
    const QString error = preferans::setDeal(r, cards);
    QCOMPARE(error.isEmpty(), ok);
    if (!ok) {
        QVERIFY(r == before);
        return;
    }
    // the player after the dealer gets the first ten, as PPN deals
    QCOMPARE(r.deal().hands.at(1).cards, ::cards(kCards.left(10)));
    QCOMPARE(r.deal().hands.at(2).cards, ::cards(kCards.mid(10, 10)));
    QCOMPARE(r.deal().hands.at(0).cards, ::cards(kCards.mid(20, 10)));
    QCOMPARE(std::as_const(r.deal()).pile(QStringLiteral("talon"))->cards, ::cards(kCards.mid(30)));
    QVERIFY(r.auction().calls.isEmpty());
    QCOMPARE(r.auction().first, 1);
    // the same from hands and talon; a hand of nine is refused
    CardRecord h(Game::Preferans, 3);
    h.setDealer(0);
    QCOMPARE(preferans::setDeal(h, {r.deal().hands.at(0).cards, r.deal().hands.at(1).cards, r.deal().hands.at(2).cards},
                                std::as_const(r.deal()).pile(QStringLiteral("talon"))->cards),
             QString());
    QVERIFY(h.deal() == r.deal());
    QVERIFY(!preferans::setDeal(h, {r.deal().hands.at(0).cards.mid(1), r.deal().hands.at(1).cards,
                                    r.deal().hands.at(2).cards},
                                std::as_const(r.deal()).pile(QStringLiteral("talon"))->cards)
                 .isEmpty());
}

void TestPreferansEdit::auction_data()
{
    QTest::addColumn<QString>("calls");   // in turn from the player after the dealer
    QTest::addColumn<int>("refused");     // index of the first call refused, -1 none
    QTest::addColumn<bool>("complete");
    QTest::addColumn<int>("winner");      // player, 0 nobody
    QTest::addColumn<int>("value");
    QTest::addColumn<bool>("game");
    QTest::newRow("all pass") << "P,P,P" << -1 << true << 0 << 0 << false;
    QTest::newRow("2 then passes") << "2,P,P" << -1 << true << 2 << 2 << false;
    QTest::newRow("mine holds") << "2,P,3,mine 3,P,P" << -1 << true << 2 << 3 << false;
    QTest::newRow("under way") << "2,3" << -1 << false << 3 << 3 << false;
    QTest::newRow("a bid must rise by one") << "2,4" << 1 << false << 2 << 2 << false;
    QTest::newRow("the first bid is 2") << "3" << 0 << false << 0 << 0 << false;
    QTest::newRow("mine only for an earlier player") << "P,2,mine 2" << 2 << false << 3 << 2 << false;
    QTest::newRow("out stays out") << "P,2,3,2" << 3 << false << 1 << 3 << false;
    // a player out passes at each later turn, so a lone game waits a round
    QTest::newRow("game, then named alone") << "P,game,P,P,game hearts" << -1 << true << 3 << 4 << true;
    QTest::newRow("game named at once when alone") << "P,P,game clubs" << -1 << true << 1 << 5 << true;
    QTest::newRow("game only at the first turn") << "2,P,3,game" << 3 << false << 1 << 3 << false;
    QTest::newRow("two games, the later names higher")
        << "game,game,P,game spades,game hearts,P,P" << -1 << true << 3 << 4 << true;
    QTest::newRow("a name must beat the one before") << "game,game,P,game hearts,game spades" << 4 << false << 2 << 4
                                                     << true;
    QTest::newRow("a game beats the numbers") << "2,game,P,P,game sans" << -1 << true << 3 << 7 << true;
    QTest::newRow("after the end") << "P,P,P,P" << 3 << true << 0 << 0 << false;
}

void TestPreferansEdit::auction()
{
    QFETCH(QString, calls);
    QFETCH(int, refused);
    CardRecord r = dealt(); // the dealer is player 1: player 2 calls first
    const QStringList items = calls.split(QLatin1Char(','));
    int firstRefused = -1;
    for (int i = 0; i < items.size(); ++i) {
        const Call c = call(items.at(i));
        const preferans::AuctionState before = preferans::auctionState(r);
        bool listed = false;
        for (const Call &l : before.legal)
            listed = listed || l.sameCall(c);
        const QString error = preferans::appendBid(r, c);
        QCOMPARE(error.isEmpty(), listed); // the legal calls are exactly those accepted
        if (!error.isEmpty()) {
            firstRefused = i;
            break;
        }
    }
    QCOMPARE(firstRefused, refused);
    const preferans::AuctionState st = preferans::auctionState(r);
    QVERIFY(st.problem.isEmpty());
    QTEST(st.complete, "complete");
    QTEST(int(st.winner + 1), "winner");
    QTEST(st.value, "value");
    QTEST(st.game, "game");
    if (st.complete)
        QCOMPARE(st.toCall, NoSeat);
    if (st.complete && st.winner == NoSeat)
        QCOMPARE(r.contract().kind, Contract::Kind::PassedOut);
}

void TestPreferansEdit::steps_data()
{
    // kDeal: player 2 wins with 2, takes the talon 7♠ 9♠, discards 7♦ 7♠,
    // plays hearts; players 3 and 1 follow. Hands after the discard:
    // 2 J♠ A♥ 8♥ Q♥ A♦ 8♣ 8♠ 9♥ K♥ 9♠; 3 A♠ Q♦ J♥ K♦ K♣ J♦ 10♦ 10♠ Q♠ Q♣;
    // 1 7♥ 10♣ 9♦ K♠ 8♦ 10♥ 9♣ 7♣ A♣ J♣.
    QTest::addColumn<QStringList>("script");
    QTest::addColumn<QString>("error"); // the start of the refusal, empty: all done
    const QStringList won{"bid:2", "bid:P", "bid:P"};
    const QStringList ready = won + QStringList{"talon", "discard:91", "contract:4", "follow:1,3"};
    QTest::newRow("the whole way to the first trick") << ready + QStringList{"card:O", "card:L", "card:H"} << "";
    QTest::newRow("talon before the auction ends") << QStringList{"bid:2", "talon"} << "talon: the auction is not over";
    QTest::newRow("talon twice") << won + QStringList{"talon", "talon"} << "talon: the talon is taken";
    QTest::newRow("discard before the talon") << won + QStringList{"discard:91"} << "discard:91: nobody has taken";
    QTest::newRow("discard a card not held") << won + QStringList{"talon", "discard:9U"} << "discard:9U: player 2 holds no";
    QTest::newRow("discard one card") << won + QStringList{"talon", "discard:9"} << "discard:9: the main player discards two";
    QTest::newRow("discard a talon card") << won + QStringList{"talon", "discard:13"} << "";
    QTest::newRow("contract before the discard") << won + QStringList{"talon", "contract:4"}
                                                 << "contract:4: the main player discards";
    QTest::newRow("contract below the bid") << QStringList{"bid:2", "bid:3", "bid:P", "bid:P"}
                                                   + QStringList{"talon", "discard:8E", "contract:2"}
                                            << "contract:2: the auction was won at 3";
    QTest::newRow("contract 9") << won + QStringList{"talon", "discard:91", "contract:9"} << "contract:9: 9 is not";
    QTest::newRow("the main player cannot follow") << won + QStringList{"talon", "discard:91", "contract:4", "follow:2"}
                                                   << "follow:2: player 2 cannot follow";
    QTest::newRow("kontra by a follower") << ready + QStringList{"kontra:13"} << "";
    QTest::newRow("kontra by the main player") << ready + QStringList{"kontra:12"} << "kontra:12: player 2 does not follow";
    QTest::newRow("a card not held") << ready + QStringList{"card:U"} << "card:U: player 2 does not hold";
    QTest::newRow("the discard is not held") << ready + QStringList{"card:9"} << "card:9: player 2 does not hold";
    QTest::newRow("revoke") << ready + QStringList{"card:O", "card:E"} << "card:E: player 3 must follow";
    QTest::newRow("revoke in diamonds") << ready + QStringList{"card:G", "card:6"} << "card:6: player 3 must follow ♦";
    // J♠ A♠ K♠ to player 3, who leads 10♠: player 1 has no spade left
    const QStringList spades = ready + QStringList{"card:5", "card:8", "card:7", "card:4"};
    QTest::newRow("void must trump") << spades + QStringList{"card:S"} << "card:S: player 1 has no ♠ and must trump";
    QTest::newRow("void trumps") << spades + QStringList{"card:H", "card:2"} << "";
    QTest::newRow("the trick's winner (player 1, trumping) leads") << spades + QStringList{"card:H", "card:2", "card:U"} << "card:U: player 1 does not hold";
    QTest::newRow("nobody follows: no play") << won + QStringList{"talon", "discard:91", "contract:4", "card:O"}
                                             << "card:O: nobody follows";
}

void TestPreferansEdit::steps()
{
    QFETCH(QStringList, script);
    QFETCH(QString, error);
    CardRecord r = dealt();
    const QString got = run(r, script);
    if (error.isEmpty())
        QCOMPARE(got, QString());
    else
        QVERIFY2(got.startsWith(error), qPrintable(got));
}

void TestPreferansEdit::samples_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("index");
    for (const char *f : {"preferans_refa_game_betl.ppn", "preferans_kontra_sans.ppn", "preferans_failed_betl_invitation.ppn"})
        for (int i = 0; i < 4; ++i)
            QTest::addRow("%s/%d", f, i + 1) << QString::fromLatin1(f) << i;
}

void TestPreferansEdit::samples()
{
    // each sample deal entered through the edit operations gives the deal
    // the reader reads: the auction's calls, the contract, the tricks and
    // their winners, the summary the play makes
    QFETCH(QString, file);
    QFETCH(int, index);
    const ReadResult read = readPpn(readFile(sample(file)));
    const CardRecord &d = *card(read, index);
    CardRecord r(Game::Preferans, 3);
    r.setDealer(d.dealer());
    QList<Cards> hands;
    for (const Hand &h : d.deal().hands)
        hands.append(h.cards);
    QCOMPARE(preferans::setDeal(r, hands, std::as_const(d.deal()).pile(QStringLiteral("talon"))->cards), QString());
    for (const Call &c : d.auction().calls)
        QCOMPARE(preferans::appendBid(r, c), QString());
    QCOMPARE(r.auction(), d.auction());
    const preferans::AuctionState st = preferans::auctionState(r);
    QVERIFY(st.complete);
    if (d.contract().kind == Contract::Kind::PassedOut) {
        QCOMPARE(st.winner, NoSeat);
        QCOMPARE(r.contract().kind, Contract::Kind::PassedOut);
        QCOMPARE(preferans::takeTalon(r).isEmpty(), false);
        return;
    }
    QCOMPARE(st.winner, d.declarer());
    if (!d.contract().withoutTalon) {
        QCOMPARE(preferans::takeTalon(r), QString());
        QCOMPARE(preferans::discard(r, std::as_const(d.deal()).pile(QStringLiteral("discard"))->cards), QString());
    } else {
        QVERIFY(!preferans::takeTalon(r).isEmpty());
    }
    QCOMPARE(preferans::setContract(r, d.contract().level), QString());
    QCOMPARE(preferans::setFollowers(r, d.preferans().followers), QString());
    if (d.contract().risk > 0 || d.preferans().invitation)
        QCOMPARE(preferans::setKontra(r, d.contract().risk, d.preferans().kontraBy, d.preferans().invitation), QString());
    r.preferans().refa = d.preferans().refa;
    QCOMPARE(r.contract(), d.contract());
    QCOMPARE(r.exchangeSteps(), d.exchangeSteps());
    for (const Trick &t : d.play().tricks) {
        QCOMPARE(preferans::nextToPlay(r), t.leader);
        for (const PlayedCard &pc : t.cards)
            QCOMPARE(preferans::appendCard(r, pc.card), QString());
    }
    QCOMPARE(preferans::nextToPlay(r), NoSeat);
    QCOMPARE(r.play().tricks, d.play().tricks);
    QCOMPARE(preferans::setSummary(r), QString());
    QCOMPARE(r.preferans().summary, d.preferans().summary);
    QCOMPARE(r.result(), d.result());
}

QTEST_GUILESS_MAIN(TestPreferansEdit)
#include "tst_preferansedit.moc"
