#pragma once

// Hand-built records for tests. Every value here was worked out by hand
// (see the comments), never by the code under test.

#include "model/bridgeauction.h"
#include "model/cardrecord.h"
#include "model/rules.h"

#include <QStringList>

namespace kib::test {

// "AKQJ.AKQ.AKQ.AKQ" -> cards, spades first.
inline Cards dotted(const QString &hand)
{
    Cards out;
    const QStringList suits = hand.split(QLatin1Char('.'));
    for (int s = 0; s < suits.size() && s < SuitCount; ++s)
        for (QChar c : suits.at(s)) {
            Rank r;
            if (rankFromLetter(c, &r))
                out.append(Card(Suit(s), r));
        }
    return out;
}

inline Card card(const char *text)
{
    Card c;
    Card::fromString(QString::fromLatin1(text), &c);
    return c;
}

// The grand slam: each suit split AKQ(J) / JT9(8) / 8765 / 432(5).
//   N  AKQJ.AKQ.AKQ.AKQ      E  T98.JT98.JT9.JT9
//   S  765.765.8765.876      W  432.432.432.5432
// Dealer N, None vulnerable. Auction (12 calls):
//   N 2C  E P  S 2D  W P  N 7NT(=1=)  E X  S P  W P  N XX  E P  S P  W P
// 7NTXX by N, E leads. N wins all 13 tricks: spades A K Q J (E, S and W
// follow three times; on the fourth spade E throws H8, S D5, W C2), then
// hearts, diamonds and clubs from the top (see kPlay below).
inline const char *const kGrandSlamPlay[13][4] = {
    // cards in the order played; leader first
    {"S8", "S5", "S2", "SA"}, // E leads
    {"SK", "S9", "S6", "S3"}, // N leads from here on
    {"SQ", "ST", "S7", "S4"},
    {"SJ", "H8", "D5", "C2"},
    {"HA", "H9", "H7", "H4"},
    {"HK", "HT", "H6", "H3"},
    {"HQ", "HJ", "H5", "H2"},
    {"DA", "D9", "D8", "D4"},
    {"DK", "DT", "D7", "D3"},
    {"DQ", "DJ", "D6", "D2"},
    {"CA", "C9", "C8", "C5"},
    {"CK", "CT", "C7", "C4"},
    {"CQ", "CJ", "C6", "C3"},
};

inline std::shared_ptr<CardRecord> grandSlam()
{
    auto r = std::make_shared<CardRecord>(Game::Bridge, 4);
    r->setTag(QStringLiteral("Event"), QStringLiteral("Kibitzer test"));
    r->setTag(QStringLiteral("Board"), QStringLiteral("1"));
    r->setDealer(North);
    r->setVulnerability(Vulnerability::None);
    const QStringList hands = {QStringLiteral("AKQJ.AKQ.AKQ.AKQ"), QStringLiteral("T98.JT98.JT9.JT9"),
                               QStringLiteral("765.765.8765.876"), QStringLiteral("432.432.432.5432")};
    for (Seat s = 0; s < 4; ++s) {
        r->deal().hands[s].known = true;
        r->deal().hands[s].cards = dotted(hands.at(s));
    }
    Auction &a = r->auction();
    a.first = North;
    a.calls = {Call::bid(2, Strain::Clubs), Call::pass(), Call::bid(2, Strain::Diamonds), Call::pass(),
               Call::bid(7, Strain::NoTrump), Call::dbl(), Call::pass(), Call::pass(),
               Call::redbl(), Call::pass(), Call::pass(), Call::pass()};
    a.calls[4].annotation.edit().noteRefs = {1};
    r->notes().append(Note{Note::Section::Auction, 1, QStringLiteral("Thirteen top tricks")});
    r->notes().append(Note{Note::Section::Play, 1, QStringLiteral("The only spade that matters")});
    Contract c;
    c.kind = Contract::Kind::Bid;
    c.level = 7;
    c.strain = Strain::NoTrump;
    c.risk = 2;
    r->setContract(c);
    r->setDeclarer(North);
    Play &p = r->play();
    p.leader = East;
    Seat leader = East;
    for (const auto &trickCards : kGrandSlamPlay) {
        Trick t;
        t.leader = leader;
        for (int i = 0; i < 4; ++i) {
            PlayedCard pc;
            pc.card = card(trickCards[i]);
            pc.seat = (leader + i) % 4;
            t.cards.append(pc);
        }
        t.winner = North; // worked out above: N wins every trick
        p.tricks.append(t);
        leader = North;
    }
    p.tricks[0].cards[3].annotation.edit().noteRefs = {1}; // N's SA
    r->setResult(13);
    // Commentary: before the record, after the Board tag, after 7NT, after
    // the opening lead, at the end.
    r->comments().append({Anchor{Anchor::Kind::Record, -1}, Commentary::Style::Brace, QStringLiteral("A lay-down")});
    r->comments().append({Anchor{Anchor::Kind::Tag, 1}, Commentary::Style::Semicolon, QStringLiteral("board one")});
    r->comments().append({Anchor{Anchor::Kind::Call, 4}, Commentary::Style::Brace, QStringLiteral("counts 13")});
    r->comments().append({Anchor{Anchor::Kind::Card, 0}, Commentary::Style::Brace, QStringLiteral("safe lead")});
    r->comments().append({Anchor{Anchor::Kind::End, -1}, Commentary::Style::Brace, QStringLiteral("all thirteen")});
    return r;
}

} // namespace kib::test
