#pragma once

#include <QList>
#include <QString>

namespace kib {

// A replay step between the last call and the first card: what happens to
// the hands once the auction is over and before the play starts.
// Preferans: the main player takes the talon, then discards two cards
// (neither for a game played without the talon, nor when the deal is passed
// out). Pinochle: cards passed between partners, the kitty taken by the
// declarer, the discard thrown (or, with none of these written, the hands
// redeclared after the exchange), then the melds tabled.
enum class ExchangeStep : quint8 {
    Talon,    // preferans: the main player picks up the talon
    Discard,  // both: the declarer (main player) throws the discard
    Pass,     // pinochle: every Pass# at once
    Kitty,    // pinochle: the declarer takes the kitty
    Exchange, // pinochle: hands redeclared after an exchange nothing else describes
    Meld,     // pinochle: every Meld# at once
};

// "Talon", "Discard", "Pass", "Kitty", "Exchange", "Meld".
QString exchangeStepName(ExchangeStep step);
// The same in the user's language, through QCoreApplication::translate()
// (context kib::Step: "Прикуп", "Снос"), for the pages that list each step.
QString exchangeStepTitle(ExchangeStep step);

} // namespace kib
