#include "gamecontract.h"

#include "suitstyle.h"

#include "model/pilenames.h"
#include "model/preferansdeal.h"
#include "preferansnames.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace kib::style {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("kib::style", text); // the context lupdate gives the namespace
}

QString cardsText(const Cards &cards)
{
    QStringList out;
    for (Card c : cards)
        out.append(cardText(c));
    return out.join(QLatin1Char(' '));
}

QString who(const CardRecord &record, Seat seat)
{
    const QString name = playerName(record, seat);
    return name.isEmpty() ? style::seatName(record.seats(), seat) : name;
}

} // namespace

QString gameContractText(const CardRecord &record)
{
    if (record.game() != Game::Preferans)
        return {};
    const Contract &contract = record.contract();
    if (contract.kind == Contract::Kind::PassedOut)
        return tr("Passed out: all passed");
    if (!contract.isBid())
        return {};
    QString name = preferansLevelName(contract.level);
    const Suit trump = contract.trump();
    if (contract.level >= 2 && contract.level <= 5 && trump != Suit::None)
        name = suitSymbol(trump) + QLatin1Char(' ') + name;
    QString out = contract.withoutTalon ? tr("Game %1 (G%2), without the talon").arg(name).arg(contract.level)
                                        : QStringLiteral("%1 (%2)").arg(name).arg(contract.level);
    if (const QString k = kontraText(contract.risk); !k.isEmpty())
        out += QStringLiteral(", ") + k;
    return out;
}

QString followersText(const CardRecord &record)
{
    if (record.game() != Game::Preferans || !record.contract().isBid())
        return {};
    const PreferansDeal &p = record.preferans();
    QString out;
    if (!p.followers.isEmpty()) {
        QStringList names;
        for (Seat s : p.followers)
            names.append(who(record, s));
        out = tr("Follows: %1").arg(names.join(QStringLiteral(", ")));
    } else if (!p.summary.isEmpty() || p.value) {
        out = tr("Nobody follows");
    }
    if (p.refa)
        out += (out.isEmpty() ? QString() : QStringLiteral("; ")) + tr("refa");
    return out;
}

QString exchangeCaption(const CardRecord &record, const TableState &state)
{
    if (state.phase != TableState::Phase::Exchange || state.exchangeStepsDone <= 0)
        return {};
    const QList<ExchangeStep> steps = record.exchangeSteps();
    if (state.exchangeStepsDone > steps.size())
        return {};
    const Seat declarer = record.declarer();
    const QString name = declarer == NoSeat ? tr("The declarer") : who(record, declarer);
    switch (steps.at(state.exchangeStepsDone - 1)) {
    case ExchangeStep::Talon:
        return tr("%1 takes the talon").arg(name);
    case ExchangeStep::Discard: {
        Cards cards;
        if (record.game() == Game::Preferans) {
            if (const Pile *d = record.deal().pile(QStringLiteral("discard")))
                cards = d->cards;
        } else {
            cards = record.pinochle().discard.cards;
        }
        return cards.isEmpty() ? tr("%1 discards").arg(name) : tr("%1 discards %2").arg(name, cardsText(cards));
    }
    case ExchangeStep::Pass:
        return tr("Cards are passed");
    case ExchangeStep::Kitty:
        return tr("%1 takes the kitty").arg(name);
    case ExchangeStep::Exchange:
        return tr("The hands after the exchange");
    case ExchangeStep::Meld:
        return tr("Melds on the table");
    }
    return {};
}

Cards pileCardsAt(const CardRecord &record, const TableState &state, const Pile &pile)
{
    const QList<ExchangeStep> steps = record.exchangeSteps();
    auto done = [&](ExchangeStep step) {
        const qsizetype i = steps.indexOf(step);
        return i >= 0 && i < state.exchangeStepsDone;
    };
    if (pile.name == u"talon" && done(ExchangeStep::Talon))
        return {};
    if (pile.name.startsWith(QLatin1String("kitty")) && done(ExchangeStep::Kitty))
        return {};
    if (pile.name == u"discard" && steps.contains(ExchangeStep::Discard) && !done(ExchangeStep::Discard))
        return {};
    return pile.cards;
}

QString pileName(const QString &name)
{
    return piletext::pileName(name);
}

} // namespace kib::style
