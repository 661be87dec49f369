// PbnValidator's check of the play: a trick of four plain cards is checked at
// once (cleanTrick()), any other card by card. Random plays from random
// deals, with cards not held, cards twice and revokes among them, read as
// they are and with every other trick's cards marked '!' (which sends those
// tricks card by card) give the same diagnostics.

#include "support/pbnhelpers.h"

#include "model/deck.h"
#include "model/rules.h"

#include <QRandomGenerator>
#include <QTest>

using namespace kib;
using namespace kib::test;

namespace {

// "LINE:CODE MESSAGE" (the '!' moves the columns after it)
QStringList findings(const Diagnostics &d)
{
    QStringList out;
    for (const Diagnostic &x : d)
        out << QStringLiteral("%1:%2 %3").arg(x.line).arg(x.code, x.message);
    return out;
}

QByteArray dealText(const QList<Cards> &hands)
{
    QByteArray out = "N:";
    for (int s = 0; s < 4; ++s) {
        if (s > 0)
            out += ' ';
        for (int suit = 0; suit < 4; ++suit) {
            if (suit > 0)
                out += '.';
            for (int rank = RankAce; rank >= 2; --rank)
                if (hands.at(s).contains(Card(Suit(suit), Rank(rank))))
                    out += Card(Suit(suit), Rank(rank)).toString().toLatin1().mid(1);
        }
    }
    return out;
}

} // namespace

class TestPbnPlayCheck : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void trickAtOnceAndCardByCard();
    void cardInTwoHands();
};

void TestPbnPlayCheck::trickAtOnceAndCardByCard()
{
    QRandomGenerator rng(1819);
    const char *const seats = "NESW";
    const char *const contracts[] = {"1NT", "2S", "3H", "4D", "5C"};
    int found = 0;
    int clean = 0;
    for (int n = 0; n < 400; ++n) {
        Cards deck = Deck(DeckKind::Bridge52).cards();
        for (qsizetype i = deck.size() - 1; i > 0; --i)
            deck.swapItemsAt(i, rng.bounded(int(i + 1)));
        QList<Cards> hands;
        for (int s = 0; s < 4; ++s)
            hands.append(deck.mid(s * 13, 13));
        const int declarer = rng.bounded(4);
        const int lead = (declarer + 1) % 4;
        const int contract = rng.bounded(5);
        const Suit trumps[] = {Suit::None, Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs};
        QByteArray head = "[Board \"1\"]\n[Dealer \"N\"]\n[Deal \"" + dealText(hands) + "\"]\n[Declarer \""
                          + seats[declarer] + "\"]\n[Contract \"" + contracts[contract] + "\"]\n[Play \""
                          + seats[lead] + "\"]\n";
        // Each seat plays a card of its own, one of the suit led when it
        // can, mostly; now and then any card of its own or any card at all.
        const int errorRate = rng.bounded(4) == 0 ? 0 : 1 + rng.bounded(30);
        QList<Cards> left = hands;
        QList<QByteArray> rows;
        Seat leader = lead;
        for (int t = 0; t < 13; ++t) {
            QByteArray row[4];
            Trick trick;
            trick.leader = leader;
            Suit led = Suit::None;
            for (int k = 0; k < 4; ++k) {
                const int seat = (leader + k) % 4;
                Cards &own = left[seat];
                Card c;
                const int roll = rng.bounded(1000);
                if (roll < errorRate * 2) {
                    c = deck.at(rng.bounded(52));
                } else {
                    Cards follow;
                    for (Card x : own)
                        if (x.suit() == led)
                            follow.append(x);
                    const Cards &from = !follow.isEmpty() && roll >= errorRate * 4 ? follow : own;
                    c = from.isEmpty() ? deck.at(rng.bounded(52)) : from.at(rng.bounded(int(from.size())));
                }
                own.removeOne(c);
                if (k == 0)
                    led = c.suit();
                PlayedCard pc;
                pc.card = c;
                pc.seat = seat;
                trick.cards.append(pc);
                row[(seat - lead + 4) % 4] = c.toString().toLatin1(); // (the columns start with the Play seat)
            }
            leader = rules::trickWinner(Game::Bridge, trick, trumps[contract], 4);
            rows.append(row[0] + ' ' + row[1] + ' ' + row[2] + ' ' + row[3] + '\n');
        }
        const int odd = rng.bounded(2);
        QByteArray plain = head, marked = head;
        for (int t = 0; t < rows.size(); ++t) {
            plain += rows.at(t);
            marked += t % 2 == odd ? QByteArray(rows.at(t)).replace(' ', "! ").replace('\n', "!\n") : rows.at(t);
        }
        const ReadResult a = readPbn(plain);
        const ReadResult b = readPbn(marked);
        QCOMPARE(findings(a.diagnostics), findings(b.diagnostics));
        if (a.diagnostics.isEmpty())
            ++clean;
        else
            ++found;
    }
    QVERIFY2(found > 100 && clean > 40, qPrintable(QStringLiteral("%1 with findings, %2 without").arg(found).arg(clean)));
}

// A card given to two hands and played by both in one trick: each holds it,
// the second is a card twice (as main 62c3f41 reports it).
void TestPbnPlayCheck::cardInTwoHands()
{
    const QByteArray text = "[Board \"1\"]\n[Dealer \"N\"]\n"
                            "[Deal \"N:AKQJT98765432... A.AKQJT9876543.. ..AKQJT98765432. ...AKQJT98765432\"]\n"
                            "[Declarer \"W\"]\n[Contract \"1NT\"]\n[Play \"N\"]\nSA SA D2 C2\n";
    const ReadResult r = readPbn(text);
    QStringList seen;
    for (const Diagnostic &d : r.diagnostics)
        seen << QStringLiteral("%1:%2:%3").arg(d.line).arg(d.column).arg(d.code);
    seen.sort();
    QCOMPARE(seen, QStringList({QStringLiteral("3:1:pbn.deal.duplicate-card"), QStringLiteral("7:10:pbn.play.no-end"),
                                QStringLiteral("7:4:pbn.play.card-twice")}));
}

QTEST_GUILESS_MAIN(TestPbnPlayCheck)
#include "tst_pbnplaycheck.moc"
