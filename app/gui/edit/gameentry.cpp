#include "gameentry.h"
#include "refusaltext.h"
#include "gamecontract.h"
#include "suitstyle.h"

#include "entrycontroller.h"
#include "gameedit.h"

#include "document.h"
#include "handview.h"
#include "tablewidget.h"

#include "model/cardrecord.h"
#include "model/pinochleedit.h"
#include "model/pinochlerules.h"
#include "model/preferansedit.h"
#include "model/preferansrefa.h"
#include "parsers/pn/pnvalues.h"

namespace kib {

namespace {

bool isGameRecord(const CardRecord *r)
{
    return r && (r->game() == Game::Pinochle || r->game() == Game::Preferans);
}

} // namespace

GameEntry::GameEntry(TableWidget *table, QObject *parent) : QObject(parent), m_table(table)
{
    connect(table, &TableWidget::cardClicked, this, &GameEntry::cardClicked);
    connect(this, &GameEntry::stateChanged, this, &GameEntry::showSelection);
}

void GameEntry::showSelection()
{
    if (!m_table)
        return;
    for (Seat s = 0; s < m_table->handCount(); ++s)
        if (HandView *h = m_table->handView(s))
            h->setSelected(s == m_selectionSeat ? m_selection : Cards());
}

void GameEntry::setDocument(Document *document)
{
    if (m_document) {
        disconnect(m_document, nullptr, this, nullptr);
        disconnect(m_document->cursor(), nullptr, this, nullptr);
    }
    m_document = document;
    if (document) {
        connect(document, &Document::currentIndexChanged, this, &GameEntry::refresh);
        connect(document, &Document::recordReplaced, this, &GameEntry::refresh);
        connect(document, &Document::loadingFinished, this, &GameEntry::refresh);
        connect(document->cursor(), &ReplayCursor::recordChanged, this, &GameEntry::refresh);
        connect(document->cursor(), &ReplayCursor::stepChanged, this, &GameEntry::stateChanged);
    }
    refresh();
}

const CardRecord *GameEntry::record() const
{
    if (!m_document || m_document->isLoading())
        return nullptr;
    const CardRecord *r = m_document->cursor()->cardRecord();
    return isGameRecord(r) ? r : nullptr;
}

bool GameEntry::isPinochle() const
{
    const CardRecord *r = record();
    return r && r->game() == Game::Pinochle;
}

bool GameEntry::isPreferans() const
{
    const CardRecord *r = record();
    return r && r->game() == Game::Preferans;
}

bool GameEntry::isSelecting() const
{
    const CardRecord *r = record();
    if (!r)
        return false;
    if (r->game() == Game::Preferans)
        return r->declarer() != NoSeat && !r->contract().isBid() && !std::as_const(r->deal()).pile(QStringLiteral("discard"))
               && std::as_const(r->deal()).pile(QStringLiteral("talon"));
    return r->contract().isBid() && r->play().isEmpty() && r->pinochle().melds.size() < r->seats().count();
}

void GameEntry::clearSelection()
{
    m_selection.clear();
    m_selectionSeat = NoSeat;
    Q_EMIT stateChanged();
}

QString GameEntry::cardsText(const Cards &cards)
{
    QStringList out;
    for (Card c : cards)
        out.append(EntryController::cardText(c));
    return out.join(QLatin1Char(' '));
}

QString GameEntry::stageText() const
{
    const CardRecord *r = record();
    if (!r)
        return tr("No pinochle hand or preferans deal");
    const SeatLayout &seats = r->seats();
    if (r->game() == Game::Preferans) {
        const preferans::AuctionState st = preferans::auctionState(*r);
        if (r->deal().hands.isEmpty() || r->deal().hands.at(0).cards.isEmpty())
            return tr("Type the deal's 32 cards");
        if (!st.complete)
            return tr("%1 to bid").arg(style::seatName(seats, st.toCall));
        if (r->contract().kind == Contract::Kind::PassedOut)
            return tr("Passed out");
        if (!r->contract().isBid()) {
            if (st.game)
                return tr("%1 names the contract").arg(style::seatName(seats, st.winner));
            if (r->declarer() == NoSeat)
                return tr("%1 takes the talon").arg(style::seatName(seats, st.winner));
            if (!std::as_const(r->deal()).pile(QStringLiteral("discard")))
                return tr("Select the two cards %1 discards").arg(style::seatName(seats, r->declarer()));
            return tr("%1 names the contract").arg(style::seatName(seats, r->declarer()));
        }
        if (r->preferans().followers.isEmpty() && r->play().isEmpty())
            return tr("Choose who follows");
        const Seat next = preferans::nextToPlay(*r);
        if (next != NoSeat)
            return tr("%1 to play").arg(style::seatName(seats, next));
        return r->preferans().summary.isEmpty() ? tr("The play is over") : tr("The deal is scored");
    }
    const pinochle::AuctionState st = pinochle::auctionState(*r);
    if (!st.complete)
        return st.high > 0 ? tr("%1 to bid over %2").arg(style::seatName(seats, st.toCall)).arg(st.high)
                           : tr("%1 to bid").arg(style::seatName(seats, st.toCall));
    if (!r->contract().isBid())
        return st.highSeat == NoSeat ? tr("Every player passed") : tr("%1 names the trump").arg(style::seatName(seats, st.highSeat));
    if (isSelecting())
        return tr("Select cards to pass, discard or meld");
    const Seat next = pinochle::nextToPlay(*r);
    return next != NoSeat ? tr("%1 to play").arg(style::seatName(seats, next)) : tr("The play is over");
}

bool GameEntry::refuse(const QString &why)
{
    // the model's reasons in the user's language, the seats named as the table names them
    const CardRecord *r = record();
    m_message = r ? style::refusalText(why, r->seats()) : style::refusalText(why);
    Q_EMIT message(m_message);
    Q_EMIT stateChanged();
    return false;
}

bool GameEntry::run(const QString &text, const std::function<QString(CardRecord &)> &op)
{
    if (!record())
        return refuse(tr("There is no pinochle hand or preferans deal to edit"));
    const QString why = editCardRecord(m_document, text, op);
    if (!why.isEmpty())
        return refuse(why);
    m_message.clear();
    m_selection.clear();
    m_selectionSeat = NoSeat;
    Q_EMIT stateChanged();
    return true;
}

void GameEntry::refresh()
{
    // a selection belongs to the record and the stage it was made at
    if (!isSelecting()) {
        m_selection.clear();
        m_selectionSeat = NoSeat;
    }
    Q_EMIT stateChanged();
}

bool GameEntry::setPreferansDeal(const QString &codes)
{
    if (!isPreferans())
        return refuse(tr("The record is not a preferans deal"));
    const QString text = codes.trimmed();
    return run(tr("Set Deal"), [text](CardRecord &r) { return preferans::setDeal(r, text); });
}

bool GameEntry::setKittyFromRest()
{
    const CardRecord *r = record();
    if (!isPinochle())
        return refuse(tr("The record is not a pinochle hand"));
    Cards rest = r->deck().cards();
    for (const Hand &h : r->deal().hands)
        if (!pinochle::removeCards(rest, h.cards))
            return refuse(tr("the hands hold cards the deck does not"));
    if (rest.isEmpty())
        return refuse(tr("the hands hold the whole deck: there is no kitty"));
    pn::sortPn(rest); // in the order PN writes it, so that it reads back the same
    return run(tr("Set Kitty %1").arg(cardsText(rest)), [rest](CardRecord &c) { return pinochle::setKitty(c, rest); });
}

QString GameEntry::preferansCallAction(const Call &call)
{
    return call.kind == Call::Kind::Pass ? tr("Pass") : tr("Bid %1").arg(style::preferansCallText(call.toString()));
}

QList<Call> GameEntry::legalPreferansCalls() const
{
    return isPreferans() ? preferans::auctionState(*record()).legal : QList<Call>();
}

bool GameEntry::bidPreferans(const Call &call)
{
    if (!isPreferans())
        return refuse(tr("The record is not a preferans deal"));
    return run(preferansCallAction(call), [call](CardRecord &r) { return preferans::appendBid(r, call); });
}

bool GameEntry::bidPinochle(int points, int minimum)
{
    if (!isPinochle())
        return refuse(tr("The record is not a pinochle hand"));
    return run(points > 0 ? tr("Bid %1").arg(points) : tr("Pass"),
               [=](CardRecord &r) { return pinochle::appendBid(r, points, minimum); });
}

bool GameEntry::setTrump(Suit trump)
{
    if (!isPinochle())
        return refuse(tr("The record is not a pinochle hand"));
    return run(trump == Suit::None ? tr("No Trump") : tr("Trump %1").arg(suitSymbol(trump)),
               [trump](CardRecord &r) { return pinochle::setContract(r, trump); });
}

bool GameEntry::setPreferansContract(int level)
{
    if (!isPreferans())
        return refuse(tr("The record is not a preferans deal"));
    Contract c{Contract::Kind::Bid, level};
    preferans::strainOfLevel(level, &c.strain);
    return run(tr("Contract %1").arg(style::preferansContractName(c)),
               [level](CardRecord &r) { return preferans::setContract(r, level); });
}

bool GameEntry::setFollowers(const QList<Seat> &followers)
{
    const CardRecord *r = record();
    if (!isPreferans())
        return refuse(tr("The record is not a preferans deal"));
    QStringList names;
    for (Seat s : followers)
        names.append(style::seatName(r->seats(), s));
    const QString text = followers.isEmpty() ? tr("Nobody Follows") : tr("Follows: %1").arg(names.join(QStringLiteral(", ")));
    return run(text, [followers](CardRecord &c) { return preferans::setFollowers(c, followers); });
}

bool GameEntry::setKontra(int risk, Seat by, bool invitation)
{
    const CardRecord *r = record();
    if (!isPreferans())
        return refuse(tr("The record is not a preferans deal"));
    QString text = tr("No Kontra");
    if (invitation)
        text = tr("Invitation by %1").arg(style::seatName(r->seats(), by));
    else if (risk > 0)
        text = tr("%1 by %2").arg(style::kontraText(risk), style::seatName(r->seats(), by));
    text[0] = text.at(0).toUpper();
    return run(text, [=](CardRecord &c) { return preferans::setKontra(c, risk, by, invitation); });
}

bool GameEntry::setRefa(bool refa)
{
    if (!isPreferans())
        return refuse(tr("The record is not a preferans deal"));
    return run(refa ? tr("Refa") : tr("No Refa"), [refa](CardRecord &r) { return preferans::setRefa(r, refa); });
}

bool GameEntry::takeTalon()
{
    if (isPinochle())
        return refuse(tr("The declarer takes the kitty with the discard: select the cards to discard"));
    if (!isPreferans())
        return refuse(tr("The record is not a preferans deal"));
    return run(tr("Take Talon"), &preferans::takeTalon);
}

bool GameEntry::discardSelection()
{
    if (!record())
        return refuse(tr("There is no pinochle hand or preferans deal to edit"));
    if (m_selection.isEmpty())
        return refuse(tr("Click the cards to discard first"));
    const Cards cards = m_selection;
    const bool pref = isPreferans();
    return run(tr("Discard %1").arg(cardsText(cards)),
               [=](CardRecord &r) { return pref ? preferans::discard(r, cards) : pinochle::discard(r, cards); });
}

bool GameEntry::passSelection(Seat to)
{
    if (!isPinochle())
        return refuse(tr("Cards are passed in pinochle only"));
    if (m_selection.isEmpty())
        return refuse(tr("Click the cards to pass first"));
    const Cards cards = m_selection;
    const Seat from = m_selectionSeat;
    const Seat across = pinochle::passReceiver(CardTransfer{from, NoSeat, PnMark::Given, {}}, record()->seats().count());
    QString text = cards.size() == 1 ? tr("Pass 1 Card") : tr("Pass %1 Cards").arg(cards.size());
    if (to != NoSeat && to != across)
        text += tr(" to %1").arg(style::seatName(record()->seats(), to)); // PN writes the receiver then
    if (to == NoSeat)
        to = across;
    if (to == NoSeat)
        return refuse(tr("Choose the seat that receives the cards"));
    return run(text,
               [=](CardRecord &r) { return pinochle::passCards(r, from, to, cards); });
}

bool GameEntry::declareMeld()
{
    const CardRecord *r = record();
    if (!isPinochle())
        return refuse(tr("Meld is declared in pinochle only"));
    Seat seat = m_selectionSeat;
    if (m_selection.isEmpty())
        for (Seat s = 0; s < r->seats().count() && seat == NoSeat; ++s)
            if (!r->pinochle().meld(s))
                seat = s;
    if (seat == NoSeat)
        return refuse(tr("Every seat has declared its meld"));
    const Cards cards = m_selection;
    return run(tr("Meld for %1").arg(style::seatName(r->seats(), seat)),
               [=](CardRecord &c) { return pinochle::declareMeld(c, seat, cards); });
}

bool GameEntry::playCard(Seat seat, Card card)
{
    const CardRecord *r = record();
    if (!r)
        return refuse(tr("There is no pinochle hand or preferans deal to edit"));
    const bool pref = r->game() == Game::Preferans;
    const Seat next = pref ? preferans::nextToPlay(*r) : pinochle::nextToPlay(*r);
    if (next == NoSeat) {
        // the model says why: no contract, nobody follows, the play is over
        CardRecord copy = *r;
        const QString reason = pref ? preferans::appendCard(copy, card) : pinochle::appendCard(copy, card);
        return refuse(reason.isEmpty() ? tr("No card can be played now") : reason);
    }
    if (seat != next)
        return refuse(tr("It is %1's turn to play").arg(style::seatName(r->seats(), next)));
    return run(tr("Play %1").arg(EntryController::cardText(card)), [=](CardRecord &c) {
        if (!pref)
            return pinochle::appendCard(c, card);
        QString why = preferans::appendCard(c, card);
        if (why.isEmpty() && preferans::nextToPlay(c) == NoSeat && c.play().tricks.size() == 10)
            why = preferans::setSummary(c); // the last card scores the deal
        if (why.isEmpty() && !c.preferans().summary.isEmpty())
            c.preferans().value = preferans::contractValue(c.contract(), c.preferans().refa);
        return why;
    });
}

void GameEntry::cardClicked(Seat seat, Card card)
{
    if (!record())
        return; // bridge: the EntryController's
    if (!isSelecting()) {
        playCard(seat, card);
        return;
    }
    if (seat != m_selectionSeat) {
        m_selection.clear();
        m_selectionSeat = seat;
    }
    // a second click on a selected card takes it back (one copy of it)
    const qsizetype held = std::count(m_selection.cbegin(), m_selection.cend(), card);
    const Cards &hand = m_document->cursor()->tableState().held.value(seat);
    const qsizetype inHand = std::count(hand.cbegin(), hand.cend(), card);
    if (held > 0 && held >= inHand)
        m_selection.removeAll(card);
    else
        m_selection.append(card);
    if (m_selection.isEmpty())
        m_selectionSeat = NoSeat;
    m_message.clear();
    Q_EMIT stateChanged();
}

} // namespace kib
