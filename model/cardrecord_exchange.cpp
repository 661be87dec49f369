// CardRecord's exchange steps: between the auction and the play.
#include "cardrecord.h"

#include "pinochlerules.h"

#include <QCoreApplication>

namespace kib {

QString exchangeStepName(ExchangeStep step)
{
    switch (step) {
    case ExchangeStep::Talon: return QStringLiteral("Talon");
    case ExchangeStep::Discard: return QStringLiteral("Discard");
    case ExchangeStep::Pass: return QStringLiteral("Pass");
    case ExchangeStep::Kitty: return QStringLiteral("Kitty");
    case ExchangeStep::Exchange: return QStringLiteral("Exchange");
    case ExchangeStep::Meld: return QStringLiteral("Meld");
    }
    return {};
}

QString exchangeStepTitle(ExchangeStep step)
{
    switch (step) {
    case ExchangeStep::Talon: return QCoreApplication::translate("kib::Step", "Talon", "preferans: the main player takes the talon");
    case ExchangeStep::Discard: return QCoreApplication::translate("kib::Step", "Discard", "the declarer puts cards aside");
    case ExchangeStep::Pass: return QCoreApplication::translate("kib::Step", "Passing", "pinochle: partners pass cards to each other");
    case ExchangeStep::Kitty: return QCoreApplication::translate("kib::Step", "Kitty", "pinochle: the declarer takes the kitty");
    case ExchangeStep::Exchange: return QCoreApplication::translate("kib::Step", "Exchange", "pinochle: the hands after an exchange");
    case ExchangeStep::Meld: return QCoreApplication::translate("kib::Step", "Meld", "pinochle: the melds are tabled");
    }
    return {};
}

static bool validSeat(Seat seat, int seats)
{
    return seat >= 0 && seat < seats;
}

QList<ExchangeStep> CardRecord::exchangeSteps() const
{
    QList<ExchangeStep> out;
    if (m_game == Game::Preferans) {
        const Pile *talon = m_deal.pile(QStringLiteral("talon"));
        // the main player takes the talon once known (the contract is
        // chosen after the discard), unless the game is played without it
        if (m_contract.kind == Contract::Kind::PassedOut || m_contract.withoutTalon
            || !validSeat(m_declarer, m_seats.count()) || !talon || talon->cards.isEmpty())
            return out;
        out.append(ExchangeStep::Talon);
        const Pile *discard = m_deal.pile(QStringLiteral("discard"));
        if (discard && !discard->cards.isEmpty())
            out.append(ExchangeStep::Discard);
    } else if (m_game == Game::Pinochle) {
        const PinochleHand &pn = m_pinochle.get();
        if (!pn.passes.isEmpty())
            out.append(ExchangeStep::Pass);
        if (validSeat(m_declarer, m_seats.count()) && !pinochle::kittyCards(m_deal).isEmpty())
            out.append(ExchangeStep::Kitty);
        if (pn.discard.mark != PnMark::Absent)
            out.append(ExchangeStep::Discard);
        if (out.isEmpty())
            for (const PnHand &h : pn.exchanged)
                if (h.mark == PnMark::Given) {
                    out.append(ExchangeStep::Exchange);
                    break;
                }
        if (!pn.melds.isEmpty())
            out.append(ExchangeStep::Meld);
    }
    return out;
}

int CardRecord::stepOfExchange(ExchangeStep step) const
{
    const qsizetype i = exchangeSteps().indexOf(step);
    return i < 0 ? -1 : auctionSteps() + int(i) + 1;
}

} // namespace kib
