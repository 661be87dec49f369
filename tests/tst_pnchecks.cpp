// PN 1.0 statuses and checks: Invalid (errors naming the breach, at the
// line and column concerned), Incomplete (the expected lines left out,
// listed) and Complete; each check of card counts, bid rounds, contract,
// exchange, meld, trick leaders and winners (identical cards) and scores.
#include "support/pntext.h"

#include <QTest>

using namespace kib;
using namespace pntest;

Q_DECLARE_METATYPE(kib::PnStatus)

namespace {

// Applies "from => to" replacements (to may be empty: the line goes).
QByteArray edited(QByteArray text, const QList<QPair<QByteArray, QByteArray>> &edits)
{
    for (const auto &e : edits) {
        const QByteArray next = replaced(text, e.first, e.second);
        if (next.isEmpty())
            qFatal("no line \"%s\"", e.first.constData());
        text = next;
    }
    return text;
}

using Edits = QList<QPair<QByteArray, QByteArray>>;

QByteArray sampleHand(const QString &file, int hand)
{
    // a sample's Game Section and its hand-th Hand Section (1-based)
    const QList<QByteArray> sections = sample(file).trimmed().split('\n');
    QList<QByteArray> parts;
    QByteArray current;
    for (const QByteArray &l : sections) {
        if (l.isEmpty()) {
            parts.append(current);
            current.clear();
        } else {
            current += l + '\n';
        }
    }
    parts.append(current);
    return parts.value(0) + '\n' + parts.value(hand);
}

} // namespace

class TestPnChecks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void status_data();
    void status();
    void positions_data();
    void positions();
    void warnings_data();
    void warnings();
    void acrossHands_data();
    void acrossHands();
    void identicalCards();
    void neverCrashes_data();
    void neverCrashes();
};

void TestPnChecks::status_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<PnStatus>("status");
    QTest::addColumn<QStringList>("errors");   // codes, in order
    QTest::addColumn<QStringList>("missing");

    const QByteArray base = baseHand();
    auto row = [&](const char *name, const Edits &edits, PnStatus status, const QStringList &errors,
                   const QStringList &missing = {}) {
        QTest::newRow(name) << edited(base, edits) << status << errors << missing;
    };
    row("complete", {}, PnStatus::Complete, {});

    // Incomplete: an expected line left out
    row("no Presenter", {{"Presenter Kibitzer tests", {}}}, PnStatus::Incomplete, {}, {"Presenter"});
    row("no DateTime", {{"DateTime 2024-01-02 03:04:05", {}}}, PnStatus::Incomplete, {}, {"DateTime"});
    row("no Deal", {{"Deal 1", {}}}, PnStatus::Incomplete, {}, {"Deal"});
    row("no GameScores", {{"GameScores 0 0", {}}}, PnStatus::Incomplete, {}, {"GameScores"});
    row("no Dealer", {{"Dealer Seat4", {}}}, PnStatus::Incomplete, {}, {"Dealer"});
    row("no Hand2", {{"Hand2 CAK9 DTJJ SAQ HATKQ", {}}}, PnStatus::Incomplete, {}, {"Hand2"});
    row("no bids", {{"Bids1 Pass 20 21 Pass", {}}, {"Bids2 - Pass", {}}}, PnStatus::Incomplete, {}, {"Bids1"});
    row("auction unfinished", {{"Bids2 - Pass", {}}}, PnStatus::Incomplete, {}, {"Bids2"});
    row("no Contract", {{"Contract Seat3 21 Spades", {}}}, PnStatus::Incomplete, {}, {"Contract"});
    row("a Meld# left out", {{"Meld3 C D SATKQJ H 15", {}}}, PnStatus::Incomplete, {}, {"Meld3"});
    row("last trick left out", {{"Trick12 SA ST HT HT Seat3 5", {}}}, PnStatus::Incomplete, {}, {"Trick12"});
    row("tricks left out", {{"Trick11 ST S9 CT SQ Seat3 2", {}}, {"Trick12 SA ST HT HT Seat3 5", {}}},
        PnStatus::Incomplete, {}, {"Trick11-12"});
    row("no results", {{"MeldScores 15 12", {}}, {"PlayScores 21 4", {}}, {"HandScores 36 16", {}}},
        PnStatus::Incomplete, {}, {"MeldScores", "PlayScores", "HandScores"});
    row("placeholders are values", {{"Hand2 CAK9 DTJJ SAQ HATKQ", "Hand2 -"}, {"Dealer Seat4", "Dealer Seat4"}},
        PnStatus::Complete, {});
    row("no meld phase", {{"Meld1 C D S H 0", {}}, {"Meld2 C DJ SQ HKQ 6", {}}, {"Meld3 C D SATKQJ H 15", {}},
                          {"Meld4 CKQ DKQ S99 H 6", {}}},
        PnStatus::Complete, {});

    // Invalid: label and line syntax
    row("label case", {{"Deal 1", "deal 1"}}, PnStatus::Invalid, {"pn.label.syntax"});
    row("unknown label", {{"Deal 1", "Deal 1\nBoard 7"}}, PnStatus::Invalid, {"pn.label.unknown"});
    row("number missing", {{"Dealer Seat4", "Dealer Seat4\nMeld C D S H 0"}}, PnStatus::Invalid, {"pn.label.number"});
    row("number not taken", {{"GameScores 0 0", "GameScores2 0 0"}}, PnStatus::Invalid, {"pn.label.number"});
    row("no value", {{"Deal 1", "Deal"}}, PnStatus::Invalid, {"pn.value.missing"});
    row("Deal not first", {{"Deal 1", {}}, {"Dealer Seat4", "Dealer Seat4\nDeal 1"}}, PnStatus::Invalid,
        {"pn.line.order"});
    row("group order", {{"Meld4 CKQ DKQ S99 H 6", {}}, {"Trick1 CA C9 CJ C9 Seat3 1", "Trick1 CA C9 CJ C9 Seat3 1\nMeld4 CKQ DKQ S99 H 6"}},
        PnStatus::Invalid, {"pn.line.order"});
    row("twice", {{"Dealer Seat4", "Dealer Seat4\nDealer Seat4"}}, PnStatus::Invalid, {"pn.line.duplicate"});
    row("event line in a hand", {{"Deal 1", "Deal 1\nEvent Late"}}, PnStatus::Invalid, {"pn.line.misplaced"});
    row("Game Section line twice", {{"Presenter Kibitzer tests", "Presenter A\nPresenter B"}}, PnStatus::Invalid,
        {"pn.line.duplicate"});
    row("DateTime syntax", {{"DateTime 2024-01-02 03:04:05", "DateTime 2024-01-02 3:04"}}, PnStatus::Invalid,
        {"pn.value.syntax"});
    row("Notation", {{"Presenter Kibitzer tests", "Notation PBN 2.1\nPresenter Kibitzer tests"}}, PnStatus::Invalid,
        {"pn.notation"});
    row("Team# value", {{"Presenter Kibitzer tests", "Team1 Seat1 Seat9\nPresenter Kibitzer tests"}},
        PnStatus::Invalid, {"pn.value.syntax"});
    row("Seat# beyond the table", {{"Presenter Kibitzer tests", "Seat7 Eve\nPresenter Kibitzer tests"}},
        PnStatus::Invalid, {"pn.label.seat"});

    // cards
    row("grouped syntax", {{"Hand1 CTTQJ DAQ SKJ HATK9", "Hand1 CTTQJ SKJ DAQ HATK9"}}, PnStatus::Invalid,
        {"pn.cards.syntax"});
    row("hand too short", {{"Hand1 CTTQJ DAQ SKJ HATK9", "Hand1 CTTQJ DAQ SKJ HATK"}}, PnStatus::Invalid,
        {"pn.deal.count", "pn.play.card"});
    row("three copies", {{"Hand1 CTTQJ DAQ SKJ HATK9", "Hand1 CTTQJ DAQ SKJ HATKK"}}, PnStatus::Invalid,
        {"pn.deal.copies", "pn.play.card"});
    row("no kitty here", {{"Contract Seat3 21 Spades", "Contract Seat3 21 Spades\nKitty CA"}}, PnStatus::Invalid,
        {"pn.deal.count", "pn.deal.copies"});

    // the auction
    row("bid syntax", {{"Bids1 Pass 20 21 Pass", "Bids1 Pass 20 21x Pass"}}, PnStatus::Invalid, {"pn.value.syntax"});
    row("zero bid", {{"Bids1 Pass 20 21 Pass", "Bids1 Pass 0 21 Pass"}}, PnStatus::Invalid, {"pn.value.syntax"});
    row("round too long", {{"Bids1 Pass 20 21 Pass", "Bids1 Pass 20 21 Pass Pass"}}, PnStatus::Invalid,
        {"pn.value.syntax"});
    row("short round before the last", {{"Bids1 Pass 20 21 Pass", "Bids1 Pass 20 21"}, {"Bids2 - Pass", "Bids2 Pass - Pass"}},
        PnStatus::Invalid, {"pn.auction.round"});
    row("round numbers", {{"Bids2 - Pass", "Bids3 - Pass"}}, PnStatus::Invalid, {"pn.auction.round"});
    row("- for a player still bidding", {{"Bids1 Pass 20 21 Pass", "Bids1 Pass 20 21 -"}}, PnStatus::Invalid,
        {"pn.auction.active"});
    row("a bid after passing", {{"Bids2 - Pass", "Bids2 22 Pass"}}, PnStatus::Invalid, {"pn.auction.inactive"});
    row("a bid no higher", {{"Bids1 Pass 20 21 Pass", "Bids1 Pass 21 21 Pass"}}, PnStatus::Invalid,
        {"pn.auction.bid"});
    row("bids after the end", {{"Bids2 - Pass", "Bids2 - Pass - -"}}, PnStatus::Invalid, {"pn.auction.over"});

    // the contract against the bids
    row("contract winner", {{"Contract Seat3 21 Spades", "Contract Seat2 21 Spades"}}, PnStatus::Invalid,
        {"pn.contract.winner", "pn.play.card", "pn.score.hand"});
    row("contract bid", {{"Contract Seat3 21 Spades", "Contract Seat3 25 Spades"}}, PnStatus::Invalid,
        {"pn.contract.bid"});
    row("trump name", {{"Contract Seat3 21 Spades", "Contract Seat3 21 S"}}, PnStatus::Invalid, {"pn.value.syntax"});

    // meld
    row("meld not held", {{"Meld1 C D S H 0", "Meld1 CA D S H 0"}}, PnStatus::Invalid, {"pn.meld.cards"});
    row("meld twice", {{"Meld1 C D S H 0", "Meld1 C D S H 0\nMeld1 C D S H 0"}}, PnStatus::Invalid,
        {"pn.line.duplicate"});

    // the play
    row("trick led by the wrong seat", {{"Trick1 CA C9 CJ C9 Seat3 1", "Trick1 C9 CA C9 CJ Seat3 1"}},
        PnStatus::Invalid, {"pn.play.card"});
    row("trick winner", {{"Trick3 D9 DK DA DJ Seat1 2", "Trick3 D9 DK DA DJ Seat2 2"}}, PnStatus::Invalid,
        {"pn.play.winner"});
    row("trick numbers", {{"Trick12 SA ST HT HT Seat3 5", "Trick13 SA ST HT HT Seat3 5"}}, PnStatus::Invalid,
        {"pn.play.number"});
    row("a trick too many", {{"Trick12 SA ST HT HT Seat3 5", "Trick12 SA ST HT HT Seat3 5\nTrick13 SA SA SA SA Seat3 0"}},
        PnStatus::Invalid, {"pn.play.count"});
    row("cards in a trick", {{"Trick1 CA C9 CJ C9 Seat3 1", "Trick1 CA C9 CJ Seat3 1"}}, PnStatus::Invalid,
        {"pn.value.syntax"});

    // scores
    row("score per team", {{"MeldScores 15 12", "MeldScores 15 12 0"}}, PnStatus::Invalid, {"pn.score.count"});
    row("meld scores", {{"MeldScores 15 12", "MeldScores 14 12"}}, PnStatus::Invalid, {"pn.score.meld", "pn.score.hand"});
    row("meld voided", {{"MeldScores 15 12", "MeldScores 15 0"}, {"HandScores 36 16", "HandScores 36 4"}},
        PnStatus::Complete, {});
    row("play scores", {{"PlayScores 21 4", "PlayScores 20 5"}}, PnStatus::Invalid,
        {"pn.score.play", "pn.score.play", "pn.score.hand", "pn.score.hand"});
    row("hand scores", {{"HandScores 36 16", "HandScores 35 16"}}, PnStatus::Invalid, {"pn.score.hand"});
    row("set though made", {{"HandScores 36 16", "HandScores -21 16"}}, PnStatus::Invalid, {"pn.score.hand"});
    row("made though set",
        {{"Bids1 Pass 20 21 Pass", "Bids1 Pass 20 40 Pass"}, {"Contract Seat3 21 Spades", "Contract Seat3 40 Spades"}},
        PnStatus::Invalid, {"pn.score.hand"});
    row("set", {{"Bids1 Pass 20 21 Pass", "Bids1 Pass 20 40 Pass"}, {"Contract Seat3 21 Spades", "Contract Seat3 40 Spades"},
                {"HandScores 36 16", "HandScores -40 16"}},
        PnStatus::Complete, {});
    row("adjustments", {{"HandScores 36 16", "Adjustments 0 -25\nHandScores 36 -9"}}, PnStatus::Complete, {});
    row("final scores", {{"HandScores 36 16", "HandScores 36 16\nFinalScores 36 15"}}, PnStatus::Invalid,
        {"pn.score.final"});
    row("winner team", {{"HandScores 36 16", "HandScores 36 16\nWinner Team3"}}, PnStatus::Invalid,
        {"pn.score.winner"});
}

void TestPnChecks::status()
{
    QFETCH(QByteArray, text);
    const ReadResult r = readPn(text);
    QCOMPARE(r.collection.size(), 1);
    const CardRecord *rec = record(r);
    QVERIFY(rec);
    QFETCH(PnStatus, status);
    QVERIFY2(rec->pinochle().status == status, qPrintable(describe(r.diagnostics)));
    QFETCH(QStringList, errors);
    QCOMPARE(codes(r.diagnostics), errors);
    QTEST(rec->pinochle().missing, "missing");
    // an Incomplete record has one warning listing what it leaves out
    int incomplete = 0;
    for (const Diagnostic &d : r.diagnostics) {
        QCOMPARE(d.record, 1);
        QVERIFY(!d.message.isEmpty());
        if (d.code == u"pn.status.incomplete") {
            ++incomplete;
            for (const QString &m : rec->pinochle().missing)
                QVERIFY(d.message.contains(m));
        }
    }
    QCOMPARE(incomplete, status == PnStatus::Incomplete ? 1 : 0);
}

void TestPnChecks::positions_data()
{
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");
    QTest::newRow("a bid") << QByteArray("Bids1 Pass 20 21 Pass") << QByteArray("Bids1 Pass 21 21 Pass") << 11 << 15
                           << "a bid of 21 does not exceed Seat2's 21";
    QTest::newRow("a card") << QByteArray("Trick2 DA DQ DQ DJ Seat3 1") << QByteArray("Trick2 DA DQ DK DJ Seat3 1") << 19
                            << 14 << "Trick2: Seat1 plays DK, which it does not hold";
    QTest::newRow("a winner") << QByteArray("Trick3 D9 DK DA DJ Seat1 2") << QByteArray("Trick3 D9 DK DA DJ Seat2 2")
                              << 20 << 17 << "Trick3 is won by Seat1 with DA, not by Seat2";
    QTest::newRow("a rank") << QByteArray("Hand3 CAJ DAK99 SATKQJ HJ") << QByteArray("Hand3 CAJ DAK99 SATQKJ HJ") << 9
                            << 17 << "ranks go in the order A T K Q J 9";
    QTest::newRow("a label") << QByteArray("Meld4 CKQ DKQ S99 H 6") << QByteArray("Meld5 CKQ DKQ S99 H 6") << 17 << 1
                             << "there is no Seat5 at a table of 4";
    QTest::newRow("the contract") << QByteArray("Contract Seat3 21 Spades") << QByteArray("Contract Seat1 21 Spades")
                                  << 13 << 10 << "the contract names Seat1, but Seat3 won the auction with 21";
}

void TestPnChecks::positions()
{
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    const ReadResult r = readPn(replaced(baseHand(), from, to));
    QVERIFY(!r.diagnostics.isEmpty());
    const Diagnostic &d = r.diagnostics.first();
    QVERIFY(d.isError());
    QTEST(d.line, "line");
    QTEST(d.column, "column");
    QFETCH(QString, message);
    QVERIFY2(d.message.contains(message), qPrintable(d.message));
}

void TestPnChecks::warnings_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("code");
    const QByteArray base = baseHand();
    QTest::newRow("trick counters")
        << edited(base, {{"Trick1 CA C9 CJ C9 Seat3 1", "Trick1 CA C9 CJ C9 Seat3 2"}, {"PlayScores 21 4", "PlayScores 22 4"},
                         {"HandScores 36 16", "HandScores 37 16"}})
        << "pn.play.counters";
    QTest::newRow("not following suit")
        << edited(base, {{"Trick7 CQ CK CJ CQ Seat2 1", "Trick7 CQ CK CJ HQ Seat2 1"},
                         {"Trick10 HA SK HQ HK Seat3 3", "Trick10 HA SK CQ HK Seat3 3"}})
        << "pn.play.follow";
    QTest::newRow("deal number") << base + "\n" + base.mid(base.indexOf("Deal 1")).replace("GameScores 0 0", "GameScores 36 16")
                                 << "pn.deal.number";
    QTest::newRow("discard counters")
        << edited(sampleHand(QStringLiteral("pinochle_3hand_kitty_discard.pn"), 1),
                  {{"Discard SJ SJ S9 0", "Discard SJ SJ S9 1"}, {"PlayScores 17 5 3", "PlayScores 17 5 4"},
                   {"HandScores 22 10 21", "HandScores 22 10 22"}})
        << "pn.exchange.counters";
    QTest::newRow("PN version") << "Notation PN 1.1\n" + base << "pn.notation.version";
    QTest::newRow("no blank line") << replaced(base, "", "Deal 1").replace("Deal 1\nDeal 1", "Deal 1") << "pn.section.blank";
}

void TestPnChecks::warnings()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, code);
    QVERIFY(!text.isEmpty());
    const ReadResult r = readPn(text);
    QVERIFY2(codes(r.diagnostics, false).contains(code), qPrintable(describe(r.diagnostics)));
    // warnings leave the status alone
    QVERIFY2(errorCount(r.diagnostics) == 0, qPrintable(describe(r.diagnostics)));
}

void TestPnChecks::acrossHands_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QStringList>("errors");   // of the second hand
    const QByteArray base = baseHand();
    const QByteArray hand = base.mid(base.indexOf("Deal 1"));
    QByteArray second = hand;
    second.replace("Deal 1", "Deal 2").replace("GameScores 0 0", "GameScores 36 16");
    QTest::newRow("scores carried") << base + "\n" + second << QStringList{};
    QByteArray wrong = hand;
    wrong.replace("Deal 1", "Deal 2").replace("GameScores 0 0", "GameScores 36 17");
    QTest::newRow("scores not carried") << base + "\n" + wrong << QStringList{"pn.score.game"};
    QByteArray ended = base;
    ended.replace("HandScores 36 16", "HandScores 36 16\nFinalScores 36 16\nWinner Team1");
    QTest::newRow("a hand after the game ended") << ended + "\n" + second << QStringList{"pn.game.over"};
    QTest::newRow("a new game after the end") << ended + "\n\n" + hand << QStringList{};
    // the three-handed sample: the kitty and the discard
    const QString three = QStringLiteral("pinochle_3hand_kitty_discard.pn");
    const QByteArray kitty = sampleHand(three, 1);
    QTest::newRow("three: as written") << kitty << QStringList{};
    QTest::newRow("three: discard not held") << replaced(kitty, "Discard SJ SJ S9 0", "Discard SJ SJ SJ 0")
                                             << QStringList{"pn.exchange.discard", "pn.exchange.hand"};
    QTest::newRow("three: kitty size") << replaced(kitty, "Kitty CQ HT HJ", "Kitty CQ HT")
                                       << QStringList{"pn.deal.count", "pn.exchange.hand"};
    QTest::newRow("three: kitty order") << replaced(kitty, "Kitty CQ HT HJ", "Kitty HT CQ HJ")
                                        << QStringList{"pn.cards.order"};
    QTest::newRow("three: redeclared wrong")
        << replaced(kitty, "Hand3 CKQQ DTKKQQ SAKK HTKKJ", "Hand3 CKQQ DTKKQQ SAKK HTKKQ")
        << QStringList{"pn.exchange.hand", "pn.play.card"};
    QTest::newRow("three: pass needs a receiver")
        << replaced(kitty, "Contract Seat3 20 Diamonds", "Contract Seat3 20 Diamonds\nPass1 CA")
        << QStringList{"pn.exchange.receiver"};
    const QByteArray passing = sampleHand(QStringLiteral("pinochle_4hand_double_deck_passing.pn"), 1);
    QTest::newRow("passing: as written") << passing << QStringList{};
    QTest::newRow("passing: cards not held") << replaced(passing, "Pass3 DT DT DK DQ", "Pass3 DT DT DK DK")
                                             << QStringList{"pn.exchange.cards", "pn.exchange.hand", "pn.exchange.hand"};
}

void TestPnChecks::acrossHands()
{
    QFETCH(QByteArray, text);
    QVERIFY(!text.isEmpty());
    const ReadResult r = readPn(text);
    QVERIFY(r.collection.size() >= 1);
    QStringList found;
    for (const Diagnostic &d : r.diagnostics)
        if (d.isError() && d.record == r.collection.size())
            found.append(d.code);
    QFETCH(QStringList, errors);
    QVERIFY2(found == errors, qPrintable(describe(r.diagnostics)));
    const CardRecord *last = record(r, r.collection.size() - 1);
    QCOMPARE(last->pinochle().status, errors.isEmpty() ? PnStatus::Complete : PnStatus::Invalid);
}

void TestPnChecks::identicalCards()
{
    // the game's second hand: in Trick2 two C9 trump the lead; the first wins
    const QByteArray hand = sampleHand(QStringLiteral("pinochle_4hand_single_deck_game.pn"), 2);
    const ReadResult good = readPn(hand);
    QCOMPARE(errorCount(good.diagnostics), 0);
    const Trick &t = record(good)->play().tricks.at(1);
    QCOMPARE(t.cards.at(1).card, t.cards.at(2).card);
    QCOMPARE(t.winner, t.cards.at(1).seat);
    const QByteArray second = replaced(hand, "Trick2 DJ C9 C9 DQ Seat4 0", "Trick2 DJ C9 C9 DQ Seat1 0");
    QVERIFY(!second.isEmpty());
    const ReadResult bad = readPn(second);
    QCOMPARE(codes(bad.diagnostics).value(0), QStringLiteral("pn.play.winner"));
    QVERIFY2(bad.diagnostics.first().message.contains(QStringLiteral("with the first C9, not by Seat1")),
             qPrintable(bad.diagnostics.first().message));
}

void TestPnChecks::neverCrashes_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("binary") << QByteArray("\x00\x01\xff\xfe Deal \x00", sizeof("\x00\x01\xff\xfe Deal \x00") - 1);
    QTest::newRow("labels only") << QByteArray("Deal\nHand1\nBids1\nTrick1\nContract\nMeld1\n");
    QTest::newRow("huge numbers") << QByteArray("Deal 99999999999999\nHand999 C D S H\nBids1 99999999999\n"
                                                "Trick99999 CA\nGameScores 1e9 2\nMeld0 C D S H 0\n");
    QTest::newRow("seats out of range") << QByteArray("Dealer Seat0\nContract Seat9 50 Spades\nPass1 CA Seat1\n"
                                                      "Trick1 CA CA CA CA Seat7 1\nWinner Team0\n");
    QTest::newRow("everything unknown") << QByteArray("Deal ?\nGameScores ? ?\nDealer ?\nHand1 ?\nHand2 -\nHand3 ?\n"
                                                      "Hand4 -\nBids1 ? ? ? ?\nContract ? ? ?\nKitty -\nDiscard - ?\n"
                                                      "Meld1 ? ?\nTrick1 ? ? ? ? ? ?\nMeldScores ? ?\nHandScores - -\n");
    QTest::newRow("every sample cut short") << sample(QStringLiteral("pinochle_6hand_double_deck.pn")).left(1500);
}

void TestPnChecks::neverCrashes()
{
    QFETCH(QByteArray, text);
    const ReadResult r = readPn(text);
    for (const RecordPtr &p : r.collection.records()) {
        const auto *c = dynamic_cast<const CardRecord *>(p.get());
        QVERIFY(c);
        QVERIFY(c->pinochle().status != PnStatus::Unknown);
    }
    // and what was read writes and reads again without a crash
    const WriteResult w = PnPlugin().write(r.collection);
    readPn(w.data);
}

QTEST_GUILESS_MAIN(TestPnChecks)
#include "tst_pnchecks.moc"
