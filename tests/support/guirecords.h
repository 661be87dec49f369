#pragma once

// Records for the viewer's widget tests. Every trick, winner and count in
// the comments was worked out by hand, never by the code under test.

#include "model/cardrecord.h"
#include "model/collection.h"
#include "testrecords.h"

#include <QStringList>

namespace kib::guitest {

// Hand and card notation helpers shared with the model tests.
using kib::test::card;
using kib::test::dotted;

// Board 7, dealer N, N-S vulnerable.
//   N  AK52.K73.AQ4.962      E  QJ9.AJ84.KT95.Q3
//   S  T876.Q65.J3.AKJ8      W  43.T92.8762.T754
// Auction (10 calls): N 1NT  E P  S 2C(alert, note 1)  W P  N 2S  E P
//   S 4S  W P  N P  E P.  4S by North, East leads.
inline const QStringList kHands = {QStringLiteral("AK52.K73.AQ4.962"), QStringLiteral("QJ9.AJ84.KT95.Q3"),
                                   QStringLiteral("T876.Q65.J3.AKJ8"), QStringLiteral("43.T92.8762.T754")};
// The auction's calls (board7() adds the alert and note of 2C).
inline QList<Call> board7Calls()
{
    return {Call::bid(1, Strain::NoTrump), Call::pass(), Call::bid(2, Strain::Clubs), Call::pass(),
            Call::bid(2, Strain::Spades), Call::pass(), Call::bid(4, Strain::Spades), Call::pass(),
            Call::pass(), Call::pass()};
}
// Play, leader first (winner):
inline const char *const kPlay[13][4] = {
    {"CQ", "CA", "C4", "C2"}, //  1 E leads, S wins
    {"S6", "S3", "SA", "S9"}, //  2 S, N wins
    {"SK", "SJ", "S7", "S4"}, //  3 N, N wins
    {"S2", "SQ", "S8", "H2"}, //  4 N, E wins (W discards)
    {"HA", "H5", "H9", "H3"}, //  5 E, E wins
    {"HJ", "HQ", "HT", "H7"}, //  6 E, S wins
    {"CK", "C5", "C6", "C3"}, //  7 S, S wins
    {"CJ", "C7", "C9", "H4"}, //  8 S, S wins (E discards)
    {"C8", "CT", "S5", "D5"}, //  9 S, N ruffs and wins
    {"HK", "H8", "H6", "D2"}, // 10 N, N wins
    {"DA", "D9", "D3", "D6"}, // 11 N, N wins
    {"DQ", "DT", "DJ", "D7"}, // 12 N, N wins
    {"D4", "DK", "ST", "D8"}, // 13 N, S ruffs and wins
};
inline const Seat kLeaders[13] = {East, South, North, North, East, East, South,
                                  South, South, North, North, North, North};
inline const Seat kWinners[13] = {South, North, North, East, East, South, South,
                                  South, North, North, North, North, South};
// N-S take 11 tricks, E-W 2. Steps: 1..10 calls, 11..62 cards.
constexpr int kCalls = 10;
constexpr int kSteps = 62;

inline std::shared_ptr<CardRecord> board7()
{
    auto r = std::make_shared<CardRecord>(Game::Bridge, 4);
    r->setTag(QStringLiteral("Event"), QStringLiteral("Kibitzer Club Pairs"));
    r->setTag(QStringLiteral("Site"), QStringLiteral("Test Room"));
    r->setTag(QStringLiteral("Date"), QStringLiteral("2024.05.17"));
    r->setTag(QStringLiteral("Board"), QStringLiteral("7"));
    r->setTag(QStringLiteral("North"), QStringLiteral("Nora"));
    r->setTag(QStringLiteral("East"), QStringLiteral("Ethan"));
    r->setTag(QStringLiteral("South"), QStringLiteral("Sofia"));
    r->setTag(QStringLiteral("West"), QStringLiteral("Walter"));
    r->setTag(QStringLiteral("Scoring"), QStringLiteral("MP"));
    r->setDealer(North);
    r->setVulnerability(Vulnerability::NS);
    for (Seat s = 0; s < 4; ++s) {
        r->deal().hands[s].known = true;
        r->deal().hands[s].cards = dotted(kHands.at(s));
    }
    Auction &a = r->auction();
    a.first = North;
    a.calls = board7Calls();
    a.calls[2].annotation.edit().alert = true;
    a.calls[2].annotation.edit().alertText = QStringLiteral("asks for majors");
    a.calls[2].annotation.edit().noteRefs = {1};
    r->notes().append(Note{Note::Section::Auction, 1, QStringLiteral("Stayman: asks for a 4-card major")});
    Contract c;
    c.kind = Contract::Kind::Bid;
    c.level = 4;
    c.strain = Strain::Spades;
    r->setContract(c);
    r->setDeclarer(North);
    Play &p = r->play();
    p.leader = East;
    for (int t = 0; t < 13; ++t) {
        Trick trick;
        trick.leader = kLeaders[t];
        trick.winner = kWinners[t];
        for (int i = 0; i < 4; ++i) {
            PlayedCard pc;
            pc.card = card(kPlay[t][i]);
            pc.seat = (kLeaders[t] + i) % 4;
            trick.cards.append(pc);
        }
        p.tricks.append(trick);
    }
    r->setResult(11);
    r->comments().append({Anchor{Anchor::Kind::Call, 6}, Commentary::Style::Brace,
                          QStringLiteral("South knows of the \\S fit")});
    r->comments().append({Anchor{Anchor::Kind::Card, 0}, Commentary::Style::Brace,
                          QStringLiteral("A doubleton lead")});
    return r;
}

// The same board as a quiz: East and West hidden, "your call?" before
// North's 2S (after 4 calls) and "your play?" before trick 2 (after 4 cards).
inline std::shared_ptr<CardRecord> board7Quiz()
{
    auto r = board7();
    r->deal().hands[East].hidden = true;
    r->deal().hands[West].hidden = true;
    r->auction().queryPoints = {4};
    r->play().queryPoints = {4};
    return r;
}

// Only North's hand is given, and it is hidden: the rest of the deal is
// unknown (what a pixel test needs: two deals differing in that hand only).
inline std::shared_ptr<CardRecord> lonelyHidden(const QString &north)
{
    auto r = std::make_shared<CardRecord>(Game::Bridge, 4);
    r->setTag(QStringLiteral("Board"), QStringLiteral("1"));
    r->setDealer(North);
    r->setVulnerability(Vulnerability::None);
    r->deal().hands[North].known = true;
    r->deal().hands[North].hidden = true;
    r->deal().hands[North].cards = dotted(north);
    return r;
}

inline Collection collectionOf(const QList<std::shared_ptr<CardRecord>> &records)
{
    Collection c;
    for (const auto &r : records)
        c.append(r);
    return c;
}

} // namespace kib::guitest
