#pragma once

// Hand-built records for the Kibitzer JSON tests: between them they set
// every field of the card-game model, including values no notation writes
// but the model allows (they must survive a round trip all the same).

#include "model/cardrecord.h"
#include "model/collection.h"
#include "model/pinochle.h"
#include "model/preferansdeal.h"

#include <QStringList>

namespace kib::jsontest {

// "SA HT C2" -> cards; also partial cards ("Sx", "H?").
inline Cards cards(const char *text)
{
    Cards out;
    for (const QString &token : QString::fromLatin1(text).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        Card c;
        if (Card::fromString(token, &c))
            out.append(c);
    }
    return out;
}

inline PlayedCard played(const char *card, Seat seat)
{
    PlayedCard pc;
    Card::fromString(QString::fromLatin1(card), &pc.card);
    pc.seat = seat;
    return pc;
}

inline Trick trick(const SeatLayout &seats, Seat leader, const char *text, Seat winner)
{
    Trick t;
    t.leader = leader;
    t.winner = winner;
    const QStringList tokens = QString::fromLatin1(text).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (int i = 0; i < tokens.size(); ++i)
        t.cards.append(played(tokens.at(i).toLatin1().constData(), seats.next(leader, i)));
    return t;
}

inline Tag tag(const char *name, const char *value)
{
    Tag t;
    t.name = QString::fromUtf8(name);
    t.value = QString::fromUtf8(value);
    return t;
}

// A bridge deal with everything: tags (a table, an inherited tag), a hidden
// hand with a partial card, an annotated auction with an alert, notes and
// query points, play with an unknown card, pseudo plays, a card annotation,
// seats out of turn, a claim, scores and commentary at every anchor in
// every style.
inline std::shared_ptr<CardRecord> fullBridge()
{
    auto r = std::make_shared<CardRecord>(Game::Bridge, 4);
    r->tags().append(tag("Event", "Kibitzer \"JSON\" test {with braces} [and brackets]"));
    r->tags().append(tag("Board", "7"));
    Tag site = tag("Site", "Hilversum");
    site.inherited = true;
    r->tags().append(site);
    Tag table = tag("ScoreTable", "");
    table.columns = {QStringLiteral("PairId_NS\\2R"), QStringLiteral("Score_NS\\5R")};
    table.rows = {{QStringLiteral("1"), QStringLiteral("420")}, {QStringLiteral("2"), QStringLiteral("-50")}};
    r->tags().append(table);
    r->tags().append(tag("Unknown-Tag", "keeps its place, ünïcödé ♠ too"));
    r->setDealer(South);
    r->setVulnerability(Vulnerability::EW);

    Deal &d = r->deal();
    d.hands[North] = Hand{true, false, cards("SA SK SQ HA HK HQ DA DK DQ CA CK CQ CJ")};
    d.hands[East] = Hand{true, false, cards("SJ ST S9 HJ HT H9 DJ DT D9 CT C9 C8 C7")};
    d.hands[South] = Hand{true, true, cards("S8 S7 S6 H8 H7 H6 D8 D7 D6 C6 C5 C4")};
    d.hands[South].cards.append(Card(Suit::Clubs, RankLow)); // a partial card: "Cx"
    d.hands[West] = Hand{false, false, {}};                   // not given

    Auction &a = r->auction();
    a.first = South;
    a.calls = {Call::bid(1, Strain::NoTrump), Call::pass(), Call::bid(2, Strain::Clubs), Call::dbl(),
               Call::redbl(), Call::pass(), Call::bid(3, Strain::NoTrump), Call::pass(),
               Call::pass(), Call::pass()};
    a.calls[0].annotation.edit().alert = true;
    a.calls[0].annotation.edit().alertText = QStringLiteral("15-17");
    a.calls[2].annotation.edit().noteRefs = {1, 2};
    a.calls[2].annotation.edit().suffix = QStringLiteral("!?");
    a.calls[3].annotation.edit().nags = {4, 146};
    a.calls[4].annotation.edit().irregularity = QStringLiteral("I");
    a.queryPoints = {2, 10};

    Contract c;
    c.kind = Contract::Kind::Bid;
    c.level = 3;
    c.strain = Strain::NoTrump;
    r->setContract(c);
    r->setDeclarer(South);

    Play &p = r->play();
    p.leader = West;
    p.tricks.append(trick(r->seats(), West, "H2 HA H9 H8", North));
    p.tricks.append(trick(r->seats(), North, "SA SJ S6 S2", North));
    p.tricks.append(trick(r->seats(), North, "SK - S7 S3", North));
    p.tricks[2].cards[1] = PlayedCard{PlayedCard::Kind::Unknown, Card(), East, QChar(), Annotation{}};
    Trick odd = trick(r->seats(), North, "SQ S4", NoSeat); // out of turn: South plays second
    odd.cards[1].seat = South;
    odd.cards[0].annotation.edit().suffix = QStringLiteral("!");
    odd.cards[0].annotation.edit().noteRefs = {1};
    odd.cards[1].annotation.edit().nags = {2};
    p.tricks.append(odd);
    Trick pseudo;
    pseudo.leader = East;
    pseudo.cards.append(PlayedCard{PlayedCard::Kind::Pseudo, Card(), East, QLatin1Char('+'), Annotation{}});
    pseudo.cards.append(PlayedCard{PlayedCard::Kind::Pseudo, Card(), South, QLatin1Char('~'), Annotation{}});
    p.tricks.append(pseudo);
    p.claim = Claim{10, QStringLiteral("the rest are mine")};
    p.queryPoints = {0, 5};

    r->setResult(10);
    r->scores() = {Score{QStringLiteral("Score"), QStringLiteral("NS 430")},
                   Score{QStringLiteral("ScoreIMP"), QStringLiteral("-1.5")}};
    r->notes() = {Note{Note::Section::Auction, 1, QStringLiteral("Stayman")},
                  Note{Note::Section::Auction, 2, QStringLiteral("asks for majors; \"quoted\"")},
                  Note{Note::Section::Play, 1, QStringLiteral("best defence")}};
    r->comments() = {
        Commentary{Anchor{Anchor::Kind::Record, -1}, Commentary::Style::Brace, QStringLiteral("before the tags")},
        Commentary{Anchor{Anchor::Kind::Tag, 1}, Commentary::Style::Semicolon, QStringLiteral(" after Board")},
        Commentary{Anchor{Anchor::Kind::Call, -1}, Commentary::Style::Plain, QStringLiteral("before the first call")},
        Commentary{Anchor{Anchor::Kind::Call, 3}, Commentary::Style::Brace, QStringLiteral("line one\nline two")},
        Commentary{Anchor{Anchor::Kind::Card, -1}, Commentary::Style::Brace, QStringLiteral("before the lead")},
        Commentary{Anchor{Anchor::Kind::Card, 6}, Commentary::Style::Percent, QStringLiteral("% directive")},
        Commentary{Anchor{Anchor::Kind::End, -1}, Commentary::Style::Plain, QStringLiteral("the end }]\\")},
    };
    return r;
}

// Three-handed double-deck pinochle: seats 1 2 3, 25 cards each and a
// five-card kitty; the bid and calls are spelled as the game says them.
inline std::shared_ptr<CardRecord> pinochle3()
{
    auto r = std::make_shared<CardRecord>(Game::Pinochle, 3);
    r->setDeck(DeckKind::Pinochle80);
    r->tags().append(tag("Game", "Pinochle"));
    r->setDealer(0);
    const Cards deck = Deck(DeckKind::Pinochle80).cards(); // 80 cards, four of each
    for (int i = 0; i < 75; ++i) {
        Hand &h = r->deal().hands[i % 3];
        h.known = true;
        h.cards.append(deck.at(i));
    }
    Pile &kitty = r->deal().pile(QStringLiteral("kitty"));
    kitty.cards = deck.mid(75);
    kitty.hidden = true;

    Auction &a = r->auction();
    a.first = 1;
    a.calls = {Call::other(QStringLiteral("250")), Call::other(QStringLiteral("260")), Call::pass(),
               Call::other(QStringLiteral("300")), Call::pass()};
    a.calls[3].annotation.edit().noteRefs = {1};
    Contract c;
    c.kind = Contract::Kind::Bid;
    c.level = 300;
    c.strain = Strain::Hearts;
    r->setContract(c);
    r->setDeclarer(0);
    r->play().leader = 0;
    r->play().tricks.append(trick(r->seats(), 0, "HA HA HT", 0)); // identical cards: the first wins
    r->play().tricks.append(trick(r->seats(), 0, "SA SK ST", 0));
    r->setResult(2);
    r->notes().append(Note{Note::Section::Auction, 1, QStringLiteral("jumps to 300")});
    r->scores().append(Score{QStringLiteral("Team1"), QStringLiteral("310")});

    // what PN adds: the exchange, melds, counters, how each line was written
    PinochleHand &pn = r->pinochle();
    pn.game = 2;
    pn.deal = Points::of(14);
    pn.dealer = PnMark::Given;
    pn.hands = {PnMark::Given, PnMark::Withheld, PnMark::Query};
    pn.declarer = PnMark::Given;
    pn.bid = PnMark::Given;
    pn.trump = PnMark::Withheld;
    pn.passes = {CardTransfer{0, 2, PnMark::Given, cards("HA HK")},
                 CardTransfer{2, NoSeat, PnMark::Query, {Card(Suit::None, RankUnknown)}}};
    pn.discard = Discard{PnMark::Given, cards("CA CT"), Points::of(2)};
    pn.exchanged = {PnHand{PnMark::Given, cards("SA")}, PnHand{}, PnHand{PnMark::Withheld, {}}};
    pn.melds = {Meld{0, PnMark::Given, cards("SQ DJ"), Points::of(4)},
                Meld{1, PnMark::Withheld, {}, Points{PnMark::Withheld, 0}},
                Meld{2, PnMark::Query, {}, Points{PnMark::Query, 0}}};
    pn.tricks = {TrickScore{PnMark::Given, Points::of(2)}, TrickScore{PnMark::Query, Points{PnMark::Absent, 0}}};
    pn.status = PnStatus::Incomplete;
    pn.missing = {QStringLiteral("Meld2"), QStringLiteral("Trick3")};
    return r;
}

// Preferans: three players, a two-card talon, a six-spade "game" played
// without the talon, a betl call among the others.
inline std::shared_ptr<CardRecord> preferans3()
{
    auto r = std::make_shared<CardRecord>(Game::Preferans, 3);
    r->tags().append(tag("Pulka", "10"));
    r->setDealer(2);
    const Cards deck = Deck(DeckKind::Preferans32).cards();
    for (int i = 0; i < 30; ++i) {
        Hand &h = r->deal().hands[(i / 2) % 3];
        h.known = true;
        h.cards.append(deck.at(i));
    }
    Pile &talon = r->deal().pile(QStringLiteral("talon"));
    talon.cards = deck.mid(30);
    Auction &a = r->auction();
    a.first = 0;
    a.calls = {Call::other(QStringLiteral("6S")), Call::other(QStringLiteral("betl")), Call::pass(),
               Call::other(QStringLiteral("6S")), Call::pass()};
    Contract c;
    c.kind = Contract::Kind::Bid;
    c.level = 6;
    c.strain = Strain::Spades;
    c.risk = 1;
    c.withoutTalon = true;
    r->setContract(c);
    r->setDeclarer(0);
    r->play().leader = 0;
    r->play().tricks.append(trick(r->seats(), 0, "SA S7 SK", 0));
    r->play().claim = Claim{};
    r->setResult(6);

    PreferansDeal &pd = r->preferans();
    pd.number = 12;
    pd.followers = {1};
    pd.kontraBy = 1;
    pd.invitation = true;
    pd.refa = true;
    pd.value = 32;
    pd.summary = {PreferansScore{PreferansScore::Role::Main, 6, std::nullopt, std::nullopt, -16},
                  PreferansScore{PreferansScore::Role::Follower, 3, 0, 24, std::nullopt},
                  PreferansScore{}};
    return r;
}

// Values the model allows and no reader makes, each needing the explicit
// forms of the format: a bid beyond 7 in betl, a pass carrying text, an
// unknown call without text and one spelled "?", pseudo plays '-' and 'a',
// an unknown card with a card set, a suit-less card, a contract object on
// a bridge record, rows without columns, a hidden hand not given, an empty
// pile, a trick without a leader, a record anchor with an index.
inline std::shared_ptr<CardRecord> oddities()
{
    auto r = std::make_shared<CardRecord>(Game::Bridge, 4);
    Tag rows = tag("Rows", "x");
    rows.rows = {{QStringLiteral("a")}, {}};
    r->tags().append(rows);
    r->tags().append(tag("", ""));
    r->deal().hands[East].hidden = true;
    r->deal().hands[North] = Hand{true, false, {}};
    r->deal().piles.append(Pile{QString(), {}, false});
    r->deal().piles.append(Pile{QStringLiteral("widow"), {Card(Suit::None, RankUnknown), Card(Suit::None, RankLow)}, true});
    Call passWithText = Call::pass();
    passWithText.text = QStringLiteral("P");
    Call unknownEmpty;
    unknownEmpty.kind = Call::Kind::Unknown;
    Call unknownQuestion = unknownEmpty;
    unknownQuestion.text = QStringLiteral("?");
    Call betl = Call::bid(8, Strain::Misere);
    Call levelled = Call::dbl();
    levelled.level = 3;
    Call otherEmpty = Call::other(QString());
    r->auction().calls = {passWithText, unknownEmpty, unknownQuestion, betl, levelled, otherEmpty,
                          Call::other(QStringLiteral("1NT"))};
    Contract c;
    c.kind = Contract::Kind::Unknown;
    c.level = 4;
    c.withoutTalon = true;
    r->setContract(c);
    Trick t; // no leader, seats given one by one
    t.cards.append(PlayedCard{PlayedCard::Kind::Pseudo, Card(), NoSeat, QLatin1Char('-'), Annotation{}});
    t.cards.append(PlayedCard{PlayedCard::Kind::Pseudo, Card(), West, QLatin1Char('a'), Annotation{}});
    t.cards.append(PlayedCard{PlayedCard::Kind::Unknown, Card(Suit::Hearts, RankAce), North, QChar(), Annotation{}});
    t.cards.append(PlayedCard{PlayedCard::Kind::Card, Card(Suit::None, RankUnknown), East, QChar(), Annotation{}});
    t.cards.append(PlayedCard{PlayedCard::Kind::Card, Card(Suit::Spades, RankAce), South, QLatin1Char('.'), Annotation{}});
    t.cards[3].annotation.edit().alert = true;
    r->play().tricks.append(t);
    r->play().tricks.append(Trick{});
    r->setResult(0);
    r->comments().append(Commentary{Anchor{Anchor::Kind::Record, 3}, Commentary::Style::Plain, QString()});
    r->comments().append(Commentary{Anchor{Anchor::Kind::End, 0}, Commentary::Style::Semicolon, QStringLiteral("x")});
    // the game extensions on a bridge record, with values beside placeholders
    r->preferans().summary = {PreferansScore{PreferansScore::Role::None, 0, 0, 0, 0}};
    r->pinochle().deal = Points{PnMark::Withheld, 7};
    r->pinochle().discard.counters = Points{PnMark::Absent, 3};
    r->pinochle().melds = {Meld{}};
    return r;
}

} // namespace kib::jsontest
