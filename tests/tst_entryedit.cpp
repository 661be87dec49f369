// The model's auction and play entry (model/auctionedit.h, playedit.h):
// pure functions on a CardRecord, checked against the hand-worked board 7
// of support/guirecords.h (its tricks, winners and leaders were worked out
// by hand).

#include "support/guirecords.h"

#include "model/annotationedit.h"

#include "model/auctionedit.h"
#include "model/newrecord.h"
#include "model/playedit.h"

#include <QTest>

using namespace kib;
using namespace kib::guitest;
using namespace kib::entry;

namespace {

// A new board (1: dealer North, nobody vulnerable) with board 7's hands.
CardRecord dealt()
{
    CardRecord r = *newBridgeRecord(nullptr);
    for (Seat s = 0; s < 4; ++s) {
        r.deal().hands[s].known = true;
        r.deal().hands[s].cards = dotted(kHands.at(s));
    }
    return r;
}

CardRecord afterAuction()
{
    CardRecord r = dealt();
    for (const Call &c : board7Calls())
        if (!enterCall(r, int(r.auction().calls.size()), c, false))
            qFatal("board 7's auction did not enter");
    return r;
}

// Board 7 after 'tricks' tricks and 'extra' cards of the next.
CardRecord afterCards(int tricks, int extra = 0)
{
    CardRecord r = afterAuction();
    for (int t = 0; t <= tricks && t < 13; ++t)
        for (int i = 0; i < (t < tricks ? 4 : extra); ++i)
            if (!enterCard(r, r.play().cardCount(), card(kPlay[t][i]), false))
                qFatal("board 7's play did not enter");
    return r;
}

} // namespace

class TestEntryEdit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fullAuctionSetsContract()
    {
        CardRecord r = dealt();
        const QList<Call> calls = board7Calls();
        for (int i = 0; i < calls.size(); ++i) {
            QString why;
            QVERIFY2(enterCall(r, i, calls.at(i), false, &why), qPrintable(why));
            QCOMPARE(r.auction().calls.size(), i + 1);
            QVERIFY(r.auction().calls.last().sameCall(calls.at(i)));
            QVERIFY(!annotations::hasAnnotation(r.auction().calls.last()));
            QCOMPARE(r.auction().first, North);
            if (i < calls.size() - 1) {
                QCOMPARE(r.contract().kind, Contract::Kind::Unknown);
                QCOMPARE(r.declarer(), NoSeat);
                QCOMPARE(r.play().leader, NoSeat);
            }
        }
        QCOMPARE(r.contract().toString(), QStringLiteral("4S"));
        QCOMPARE(r.declarer(), North);
        QCOMPARE(r.play().leader, East);
        QVERIFY(!r.result());
        // nothing follows a complete auction
        QString why;
        QVERIFY(!enterCall(r, 10, Call::pass(), false, &why));
        QVERIFY(why.contains(QStringLiteral("after the auction has ended")));
        QCOMPARE(r.auction().calls.size(), 10);
    }

    void illegalCallsRefused()
    {
        CardRecord r = dealt();
        QString why;
        QVERIFY(!enterCall(r, 0, Call::dbl(), false, &why));
        QVERIFY(!enterCall(r, 0, Call::redbl(), false, &why));
        QVERIFY(!enterCall(r, 0, Call::bid(8, Strain::Clubs), false, &why));
        QVERIFY(r.auction().calls.isEmpty());
        QVERIFY(enterCall(r, 0, Call::bid(1, Strain::NoTrump), false));
        QVERIFY(!enterCall(r, 1, Call::redbl(), false, &why));  // East: nothing to redouble
        QVERIFY(enterCall(r, 1, Call::pass(), false));
        QVERIFY(!enterCall(r, 2, Call::dbl(), false, &why)); // South doubling partner's 1NT
        QVERIFY(why.contains(QStringLiteral("partner")));
        QCOMPARE(r.auction().calls.size(), 2);
    }

    void insufficientBidOnlyWhenIrregular()
    {
        CardRecord r = dealt();
        QVERIFY(enterCall(r, 0, Call::bid(1, Strain::NoTrump), false));
        QString why;
        QVERIFY(!enterCall(r, 1, Call::bid(1, Strain::Spades), false, &why));
        QVERIFY(why.contains(QStringLiteral("insufficient")));
        QCOMPARE(r.auction().calls.size(), 1);
        QVERIFY(enterCall(r, 1, Call::bid(1, Strain::Spades), true, &why));
        QCOMPARE(r.auction().calls.size(), 2);
        QCOMPARE(annotations::irregularityOf(r.auction().calls.at(1)), QStringLiteral("I"));
        // a sufficient bid with the irregular mark on is a plain bid
        QVERIFY(enterCall(r, 2, Call::bid(2, Strain::Spades), true));
        QVERIFY(annotations::irregularityOf(r.auction().calls.at(2)).isEmpty());
        // an irregularity does not excuse a double of partner (North of South's 2S)
        QVERIFY(enterCall(r, 3, Call::pass(), false));
        QVERIFY(!enterCall(r, 4, Call::dbl(), true, &why));
        QVERIFY(why.contains(QStringLiteral("partner")));
        QCOMPARE(r.auction().calls.size(), 4);
    }

    void passedOut()
    {
        CardRecord r = dealt();
        for (int i = 0; i < 4; ++i)
            QVERIFY(enterCall(r, i, Call::pass(), false));
        QCOMPARE(r.contract().kind, Contract::Kind::PassedOut);
        QCOMPARE(r.declarer(), NoSeat);
        QCOMPARE(r.play().leader, NoSeat);
        QString why;
        QVERIFY(!canEnterPlay(r, &why));
        QVERIFY(!enterCard(r, 0, card("CQ"), false, &why));
        QVERIFY(why.contains(QStringLiteral("passed out")));
    }

    void playsAllThirteenTricks()
    {
        CardRecord r = afterAuction();
        int n = 0;
        for (int t = 0; t < 13; ++t) {
            for (int i = 0; i < 4; ++i, ++n) {
                const Seat seat = (kLeaders[t] + i) % 4;
                QCOMPARE(seatToPlay(r, n), seat);
                QString why;
                QVERIFY2(enterCard(r, n, card(kPlay[t][i]), false, &why), qPrintable(why));
                QCOMPARE(r.play().cardCount(), n + 1);
                const Trick &trick = r.play().tricks.at(t);
                QCOMPARE(trick.leader, kLeaders[t]);
                QCOMPARE(trick.cards.last().seat, seat);
                QCOMPARE(trick.cards.last().card, card(kPlay[t][i]));
                QCOMPARE(trick.winner, i == 3 ? kWinners[t] : NoSeat);
                QCOMPARE(r.result().has_value(), n == 51);
            }
            if (t < 12)
                QCOMPARE(seatToPlay(r, n), kLeaders[t + 1]);
        }
        QCOMPARE(r.result(), std::optional<int>(11));
        QCOMPARE(r.play().tricks.size(), 13);
        QString why;
        QVERIFY(!enterCard(r, 52, card("SA"), false, &why));
        // the same play as the hand-built board 7
        QCOMPARE(r.play().tricks, board7()->play().tricks);
    }

    void cardChecks()
    {
        CardRecord r = afterAuction();
        QString why;
        QVERIFY(!enterCard(r, 0, card("SA"), false, &why)); // North's card, East leads
        QVERIFY2(why.contains(QStringLiteral("North")) && why.contains(QStringLiteral("East")), qPrintable(why));
        QVERIFY(enterCard(r, 0, card("CQ"), false));
        QVERIFY(!enterCard(r, 1, card("CQ"), false, &why)); // played already
        QVERIFY(why.contains(QStringLiteral("does not hold")));
        // South holds clubs: a heart is a revoke
        QVERIFY(!enterCard(r, 1, card("HQ"), false, &why));
        QVERIFY(why.contains(QStringLiteral("follow suit")));
        QCOMPARE(r.play().cardCount(), 1);
        QVERIFY(enterCard(r, 1, card("HQ"), true, &why));
        QCOMPARE(annotations::irregularityOf(r.play().tricks.at(0).cards.at(1)), QStringLiteral("R"));
        // with the revoke mark on, a card that follows suit is played plainly
        QVERIFY(enterCard(r, 2, card("C4"), true, &why));
        QVERIFY(annotations::irregularityOf(r.play().tricks.at(0).cards.at(2)).isEmpty());
        QVERIFY(enterCard(r, 3, card("C2"), false, &why));
        // CQ HQ C4 C2: no trump in it, East's club queen wins
        QCOMPARE(r.play().tricks.at(0).winner, East);
        QCOMPARE(seatToPlay(r, 4), East);
    }

    void enteringEarlierReplacesWhatFollows()
    {
        CardRecord r = afterCards(13);
        r.comments().append({Anchor{Anchor::Kind::Call, 6}, Commentary::Style::Brace, QStringLiteral("after 4S")});
        r.comments().append({Anchor{Anchor::Kind::Call, 1}, Commentary::Style::Brace, QStringLiteral("after P")});
        r.comments().append({Anchor{Anchor::Kind::Card, 0}, Commentary::Style::Brace, QStringLiteral("lead")});
        QVERIFY(alertCall(r, 2, QStringLiteral("Stayman")));
        QVERIFY(alertCall(r, 6, QStringLiteral("to play")));
        QVERIFY(setCallQuery(r, 4, true));
        QVERIFY(setCallQuery(r, 8, true));
        QVERIFY(setPlayQuery(r, 4, true));
        // North bids 3NT instead of 2S
        QVERIFY(enterCall(r, 4, Call::bid(3, Strain::NoTrump), false));
        QCOMPARE(r.auction().calls.size(), 5);
        QVERIFY(r.play().tricks.isEmpty());
        QVERIFY(r.play().queryPoints.isEmpty());
        QCOMPARE(r.auction().queryPoints, QList<int>{4});
        QCOMPARE(r.contract().kind, Contract::Kind::Unknown);
        QCOMPARE(r.declarer(), NoSeat);
        QCOMPARE(r.play().leader, NoSeat);
        QVERIFY(!r.result());
        // commentary on what went moves to the call entered in its place
        QCOMPARE(r.comments().size(), 3);
        QCOMPARE(r.comments().at(0).text, QStringLiteral("after 4S"));
        QCOMPARE(r.comments().at(0).anchor, (Anchor{Anchor::Kind::Call, 4}));
        QCOMPARE(r.comments().at(1).anchor, (Anchor{Anchor::Kind::Call, 1}));
        QCOMPARE(r.comments().at(2).text, QStringLiteral("lead"));
        QCOMPARE(r.comments().at(2).anchor, (Anchor{Anchor::Kind::Call, 4}));
        // the note of 2C stays, that of the 4S that went goes
        QCOMPARE(r.notes().size(), 1);
        QCOMPARE(r.notes().first().text, QStringLiteral("Stayman"));

        // a card in the middle of the play
        CardRecord p = afterCards(13);
        p.comments().append({Anchor{Anchor::Kind::Card, 12}, Commentary::Style::Brace, QStringLiteral("closing")});
        QVERIFY(enterCard(p, 5, card("S4"), false)); // trick 2: West's S4 instead of S3
        QCOMPARE(p.comments().size(), 1);
        QCOMPARE(p.comments().first().anchor, (Anchor{Anchor::Kind::Card, 5}));
        QCOMPARE(p.play().cardCount(), 6);
        QVERIFY(!p.result());
        // removing the last card keeps its commentary on the card before
        QVERIFY(removeLastCard(p));
        QCOMPARE(p.comments().first().anchor, (Anchor{Anchor::Kind::Card, 4}));
    }

    void removeLastCallAndCard()
    {
        CardRecord r = afterCards(1, 1);
        QString why;
        QVERIFY(!removeLastCall(r, &why));
        QVERIFY(why.contains(QStringLiteral("cards")));
        QVERIFY(removeLastCard(r));
        QCOMPARE(r.play().cardCount(), 4);
        QCOMPARE(r.play().tricks.size(), 1);
        QCOMPARE(r.play().tricks.at(0).winner, South);
        QVERIFY(removeLastCard(r));
        QCOMPARE(r.play().tricks.at(0).winner, NoSeat);
        for (int i = 0; i < 3; ++i)
            QVERIFY(removeLastCard(r));
        QVERIFY(r.play().tricks.isEmpty());
        QVERIFY(!removeLastCard(r, &why));
        QVERIFY(removeLastCall(r));
        QCOMPARE(r.auction().calls.size(), 9);
        QCOMPARE(r.contract().kind, Contract::Kind::Unknown);
        QCOMPARE(r.declarer(), NoSeat);
        QCOMPARE(r.play().leader, NoSeat);
        QVERIFY(enterCall(r, 9, Call::pass(), false));
        QCOMPARE(r, afterAuction());
    }

    void thirteenthTrickUndone()
    {
        CardRecord r = afterCards(13);
        QCOMPARE(r.result(), std::optional<int>(11));
        QVERIFY(removeLastCard(r));
        QVERIFY(!r.result());
    }

    void claims()
    {
        // after 8 tricks N-S have won 6 (S N N . . S S S), E-W 2
        CardRecord r = afterCards(8, 2);
        int least = 0, most = 0;
        claimRange(r, 34, &least, &most);
        QCOMPARE(least, 6);
        QCOMPARE(most, 11);
        QString why;
        QVERIFY(!claimTricks(r, 34, 12, &why));
        QVERIFY(why.contains(QStringLiteral("6 to 11")));
        QVERIFY(!claimTricks(r, 34, 5, &why));
        QVERIFY(claimTricks(r, 34, 10, &why));
        QCOMPARE(r.play().cardCount(), 34);
        QCOMPARE(r.play().claim->tricks, 10);
        QCOMPARE(r.result(), std::optional<int>(10));
        // a claim earlier drops the cards after it
        QVERIFY(claimTricks(r, 8, 9, &why));
        QCOMPARE(r.play().cardCount(), 8);
        QCOMPARE(r.play().claim->tricks, 9);
        QCOMPARE(r.result(), std::optional<int>(9));
        // a card after the claim withdraws it
        QVERIFY(enterCard(r, 8, card(kPlay[2][0]), false, &why));
        QVERIFY(!r.play().claim);
        QVERIFY(!r.result());
        QVERIFY(claimTricks(r, 9, 11, &why));
        QVERIFY(removeClaim(r));
        QVERIFY(!r.play().claim);
        QVERIFY(!r.result());
        QVERIFY(!removeClaim(r, &why));
        // nothing to claim after thirteen tricks
        CardRecord done = afterCards(13);
        QVERIFY(!claimTricks(done, 52, 11, &why));
    }

    void queryPoints()
    {
        CardRecord r = afterCards(2);
        QString why;
        QVERIFY(setCallQuery(r, 4, true));
        QVERIFY(!setCallQuery(r, 4, true, &why));
        QVERIFY(setCallQuery(r, 10, true));
        QVERIFY(setCallQuery(r, 0, true));
        QCOMPARE(r.auction().queryPoints, (QList<int>{0, 4, 10}));
        QVERIFY(!setCallQuery(r, 11, true, &why));
        QVERIFY(setCallQuery(r, 4, false));
        QCOMPARE(r.auction().queryPoints, (QList<int>{0, 10}));
        QVERIFY(setPlayQuery(r, 8, true));
        QVERIFY(setPlayQuery(r, 4, true));
        QCOMPARE(r.play().queryPoints, (QList<int>{4, 8}));
        QVERIFY(!setPlayQuery(r, 9, true, &why));
        // a point after a card that goes goes with it
        QVERIFY(removeLastCard(r));
        QCOMPARE(r.play().queryPoints, (QList<int>{4}));
        QVERIFY(!setPlayQuery(r, 8, false, &why));
    }

    void alerts()
    {
        CardRecord r = afterCards(1);
        r.notes().append(Note{Note::Section::Play, 1, QStringLiteral("a play note")});
        QVERIFY(!isAlerted(r, 2));
        QVERIFY(alertCall(r, 2, QStringLiteral("  Stayman:  asks for a major ")));
        QVERIFY(isAlerted(r, 2));
        QCOMPARE(annotations::noteRefsOf(r.auction().calls.at(2)), QList<int>{1});
        QCOMPARE(alertExplanation(r, 2), QStringLiteral("Stayman: asks for a major"));
        QVERIFY(alertCall(r, 4, QString()));
        QCOMPARE(annotations::noteRefsOf(r.auction().calls.at(4)), QList<int>{2});
        QCOMPARE(alertExplanation(r, 4), QStringLiteral("Alert"));
        // auction notes in number order, before the play's
        QCOMPARE(r.notes().size(), 3);
        QCOMPARE(r.notes().at(0).number, 1);
        QCOMPARE(r.notes().at(1).number, 2);
        QCOMPARE(r.notes().at(2).section, Note::Section::Play);
        // a new explanation replaces the old
        QVERIFY(alertCall(r, 4, QStringLiteral("shows 4 spades")));
        QCOMPARE(r.notes().size(), 3);
        QCOMPARE(alertExplanation(r, 4), QStringLiteral("shows 4 spades"));
        QVERIFY(removeAlert(r, 2));
        QVERIFY(!isAlerted(r, 2));
        QCOMPARE(r.notes().size(), 2);
        QString why;
        QVERIFY(!removeAlert(r, 2, &why));
        // the free number is used again
        QVERIFY(alertCall(r, 0, QStringLiteral("15-17")));
        QCOMPARE(annotations::noteRefsOf(r.auction().calls.at(0)), QList<int>{1});
        QCOMPARE(r.notes().at(0).text, QStringLiteral("15-17"));
        QVERIFY(!alertCall(r, 10, QStringLiteral("no such call"), &why));
    }
};

QTEST_GUILESS_MAIN(TestEntryEdit)
#include "tst_entryedit.moc"
