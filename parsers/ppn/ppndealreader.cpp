#include "ppndealreader.h"

#include "ppncards.h"
#include "ppnplay.h"

#include <QSet>

namespace kib::ppn {

namespace {

QString cardName(Card card)
{
    return QStringLiteral("%1%2 (%3)").arg(rankLetter(card.rank())).arg(suitSymbol(card.suit())).arg(encodeCard(card));
}

bool toInt(const Token &token, int *out)
{
    bool ok = false;
    const int n = token.text.toInt(&ok);
    if (ok)
        *out = n;
    return ok && !token.text.startsWith(u'+');
}

} // namespace

std::shared_ptr<CardRecord> DealReader::read(const DealFields &f)
{
    m_record = std::make_shared<CardRecord>(Game::Preferans, 3);
    m_record->setSourceLine(m_report.locator().line(f.offset));
    readId(f.id);
    readOrder(f.order);
    readCards(f.cards);
    readBids(f.bids);
    if (f.passedOut) {
        m_record->setContract(Contract{Contract::Kind::PassedOut});
        if (m_auctionRead && m_auction.winner != NoSeat)
            m_report.warning("ppn.passed-out",
                             QStringLiteral("the deal is recorded as passed out, but player %1 wins the auction")
                                 .arg(m_auction.winner + 1),
                             f.bids.value(0).offset);
        return m_record;
    }
    if (f.incomplete)
        return m_record;
    readMain(f.main);
    readContract(f.contract);
    readDiscards(f.discards);
    readAccepted(f.accepted);
    readKontra(f.kontra);
    readRefa(f.refa);
    readValue(f.value);
    readStarts(f.starts);
    if (required(f.throwsField, "throws"))
        readThrows(f, m_record.get(), &m_report);
    readSummary(f, m_order, m_record.get(), &m_report);
    return m_record;
}

bool DealReader::required(const Token &token, const char *name)
{
    if (!token.isNull())
        return true;
    m_report.error("ppn.missing", QStringLiteral("the deal has no %1").arg(QLatin1String(name)), -1);
    return false;
}

void DealReader::readId(const Token &t)
{
    int n = 0;
    if (!required(t, "id"))
        return;
    if (!toInt(t, &n) || n < 0)
        m_report.error("ppn.id", QStringLiteral("\"%1\" is not a deal number").arg(t.text), t.offset);
    else
        m_record->preferans().number = n;
}

void DealReader::readOrder(const Token &t)
{
    if (!required(t, "deal order"))
        return;
    if (!parseDealOrder(t.text, &m_order)) {
        m_report.error("ppn.order",
                       QStringLiteral("\"%1\" is not a deal order: the players are dealt to as 123, 231 or 312, "
                                      "the dealer last")
                           .arg(t.text),
                       t.offset);
        m_order = {0, 1, 2};
    }
    m_record->setDealer(m_order.at(2));
}

void DealReader::readCards(const Token &t)
{
    if (!required(t, "cards"))
        return;
    const QString &text = t.text;
    if (text.size() != 32)
        m_report.error("ppn.cards.length",
                       QStringLiteral("the card string has %1 characters, not 32: ten for each player and two for "
                                      "the talon")
                           .arg(text.size()),
                       t.offset);
    QSet<int> seen;
    Cards dealt;
    for (qsizetype i = 0; i < text.size() && i < 32; ++i) {
        Card c;
        if (!decodeCard(text.at(i), &c)) {
            m_report.error("ppn.cards.unknown",
                           QStringLiteral("'%1' is not a card: the cards are 1-8, 9 and A-W").arg(text.at(i)),
                           t.at(i));
            dealt.append(Card());
            continue;
        }
        if (seen.contains(c.index())) {
            Cards missing;
            for (Card d : Deck(DeckKind::Preferans32).cards())
                if (!text.contains(encodeCard(d)))
                    missing.append(d);
            QStringList names;
            for (Card m : missing)
                names.append(cardName(m));
            m_report.error("ppn.cards.duplicate",
                           QStringLiteral("the cards are not a permutation of the deck: %1 is dealt twice%2")
                               .arg(cardName(c),
                                    names.isEmpty() ? QString()
                                                    : QStringLiteral(" and %1 is missing").arg(names.join(u", "))),
                           t.at(i));
        }
        seen.insert(c.index());
        dealt.append(c);
    }
    Deal &deal = m_record->deal();
    for (int k = 0; k < 3; ++k) {
        Hand &hand = deal.hands[m_order.at(k)];
        hand.cards = dealt.mid(k * 10, 10);
        hand.known = !hand.cards.isEmpty();
    }
    if (dealt.size() > 30)
        deal.pile(QStringLiteral("talon")).cards = dealt.mid(30);
}

void DealReader::readBids(const QList<Token> &bids)
{
    if (bids.isEmpty()) {
        required(Token{}, "bids");
        return;
    }
    if (bids.size() != 3) {
        m_report.error("ppn.bids.count", QStringLiteral("the bids field has %1 values, not one for each of the 3 players")
                                             .arg(bids.size()),
                       bids.first().offset);
        return;
    }
    QList<Bid> highest;
    for (const Token &t : bids) {
        Bid b;
        if (!parseBid(t.text, &b)) {
            m_report.error("ppn.bids.syntax",
                           QStringLiteral("\"%1\" is not a bid: P, 2-8, M2-M8 (mine), G or G2-G8 (game)").arg(t.text),
                           t.offset);
            return;
        }
        highest.append(b);
    }
    m_auction = decodeBids(highest, m_order);
    m_auctionRead = true;
    m_record->auction().first = m_order.first();
    m_record->auction().calls = m_auction.calls;
    if (!m_auction.problem.isEmpty())
        m_report.error("ppn.bids", m_auction.problem, bids.first().offset);
}

void DealReader::readMain(const Token &t)
{
    if (!required(t, "main player"))
        return;
    const Seat main = seatOfPlayer(t.text);
    if (main == NoSeat) {
        m_report.error("ppn.main.syntax", QStringLiteral("\"%1\" is not a player (1, 2 or 3)").arg(t.text), t.offset);
        return;
    }
    m_record->setDeclarer(main);
    if (m_auctionRead && m_auction.problem.isEmpty() && m_auction.winner != main)
        m_report.warning("ppn.main",
                         m_auction.winner == NoSeat
                             ? QStringLiteral("player %1 is the main player, but nobody wins the auction").arg(main + 1)
                             : QStringLiteral("player %1 is the main player, but player %2 wins the auction")
                                   .arg(main + 1)
                                   .arg(m_auction.winner + 1),
                         t.offset);
}

void DealReader::readContract(const Token &t)
{
    if (!required(t, "contract"))
        return;
    Contract c;
    QStringView text = t.text;
    c.withoutTalon = text.startsWith(u'G');
    if (c.withoutTalon)
        text = text.mid(1);
    c.level = text.size() == 1 ? text[0].unicode() - '0' : 0;
    if (!preferans::strainOfLevel(c.level, &c.strain)) {
        m_report.error("ppn.contract",
                       QStringLiteral("\"%1\" is not a contract: 2-8, or G2-G8 for a game without the talon").arg(t.text),
                       t.offset);
        return;
    }
    c.kind = Contract::Kind::Bid;
    m_record->setContract(c);
    // the contract is at least what won the auction; a game is the game named
    const Bid &won = m_auction.winning;
    if (!m_auctionRead || m_auction.winner == NoSeat || m_auction.winner != m_record->declarer())
        return;
    const bool gameWon = won.kind == Bid::Kind::NamedGame;
    if (gameWon != c.withoutTalon || (gameWon ? c.level != won.value : c.level < won.value))
        m_report.warning("ppn.contract.bid",
                         QStringLiteral("the contract %1 does not match the auction, won with %2")
                             .arg(t.text, bidText(won)),
                         t.offset);
}

void DealReader::readDiscards(const Token &t)
{
    if (!required(t, "discards"))
        return;
    const Contract &c = m_record->contract();
    if (t.text == u"XX") {
        if (c.isBid() && !c.withoutTalon)
            m_report.warning("ppn.discards.missing",
                             QStringLiteral("the discards are XX, but the contract is not a game: the main player "
                                            "takes the talon and discards two cards"),
                             t.offset);
        return;
    }
    if (c.withoutTalon)
        m_report.warning("ppn.discards.game",
                         QStringLiteral("a game is played without the talon: its discards are written XX"), t.offset);
    Cards discards;
    for (qsizetype i = 0; i < t.text.size(); ++i) {
        Card card;
        if (t.text.size() != 2 || !decodeCard(t.text.at(i), &card)) {
            m_report.error("ppn.discards.syntax",
                           QStringLiteral("\"%1\" is not two discarded cards (or XX for a game)").arg(t.text), t.offset);
            return;
        }
        discards.append(card);
    }
    const Seat main = m_record->declarer();
    Cards held = main != NoSeat ? m_record->deal().hands.at(main).cards : Cards{};
    if (const Pile *talon = std::as_const(m_record->deal()).pile(QStringLiteral("talon")))
        held += talon->cards;
    for (int i = 0; i < 2; ++i) {
        const Card card = discards.at(i);
        if (i == 1 && card == discards.at(0))
            m_report.error("ppn.discards.duplicate", QStringLiteral("%1 is discarded twice").arg(cardName(card)),
                           t.at(i));
        else if (main != NoSeat && !held.contains(card))
            m_report.error("ppn.discards.not-held",
                           QStringLiteral("player %1 discards %2, which is neither in their hand nor in the talon")
                               .arg(main + 1)
                               .arg(cardName(card)),
                           t.at(i));
    }
    m_record->deal().pile(QStringLiteral("discard")).cards = discards;
}

void DealReader::readAccepted(const Token &t)
{
    if (!required(t, "accepted"))
        return;
    int n = -1;
    if (!toInt(t, &n) || n < 0) {
        m_report.error("ppn.accepted",
                       QStringLiteral("\"%1\" is not who follows: 0 for nobody, 1-3 for one player, 8 for both")
                           .arg(t.text),
                       t.offset);
        return;
    }
    const Seat main = m_record->declarer();
    QList<Seat> &followers = m_record->preferans().followers;
    if (n >= 1 && n <= 3) {
        if (n - 1 == main)
            m_report.error("ppn.accepted", QStringLiteral("the main player, player %1, cannot follow").arg(n), t.offset);
        else
            followers.append(n - 1);
    } else if (n >= 4) {
        for (Seat s = 0; s < 3; ++s)
            if (s != main)
                followers.append(s);
    }
}

void DealReader::readKontra(const Token &t)
{
    if (!required(t, "kontra"))
        return;
    Contract c = m_record->contract();
    PreferansDeal &p = m_record->preferans();
    if (t.text == u"0")
        return;
    const Seat by = seatOfPlayer(QStringView(t.text).mid(1));
    if (t.text.size() != 2 || !preferans::kontraFromLetter(t.text.at(0), &c.risk, &p.invitation) || by == NoSeat) {
        m_report.error("ppn.kontra",
                       QStringLiteral("\"%1\" is not a kontra: 0, or I K R S M and the player who started it")
                           .arg(t.text),
                       t.offset);
        return;
    }
    p.kontraBy = by;
    m_record->setContract(c);
}

void DealReader::readRefa(const Token &t)
{
    if (t.isNull())
        return; // thirteen fields: no refa
    if (t.text != u"0" && t.text != u"1") {
        m_report.error("ppn.refa", QStringLiteral("\"%1\" is not a refa: 0 or 1").arg(t.text), t.offset);
        return;
    }
    m_record->preferans().refa = t.text == u"1";
}

void DealReader::readValue(const Token &t)
{
    if (!required(t, "value"))
        return;
    int n = 0;
    if (!toInt(t, &n)) {
        m_report.error("ppn.value.syntax", QStringLiteral("\"%1\" is not a value").arg(t.text), t.offset);
        return;
    }
    m_record->preferans().value = n;
    const int expected = preferans::contractValue(m_record->contract(), m_record->preferans().refa);
    if (m_record->contract().isBid() && n != expected)
        m_report.warning("ppn.value",
                         QStringLiteral("the value is %1, but the contract, the kontra and the refa make it %2")
                             .arg(n)
                             .arg(expected),
                         t.offset);
}

void DealReader::readStarts(const Token &t)
{
    if (!required(t, "starting player"))
        return;
    const Seat s = seatOfPlayer(t.text);
    if (s == NoSeat)
        m_report.error("ppn.starts", QStringLiteral("\"%1\" is not a player (1, 2 or 3)").arg(t.text), t.offset);
    else
        m_record->play().leader = s;
}

} // namespace kib::ppn
