#pragma once

#include "pncontext.h"

namespace kib::pn {

// The checks PN 1.0 implies for one hand, run on a record read without
// syntax errors: card counts against the deck, bids in rounds from the
// dealer's left with '-' for players out of the auction, the contract's
// winner and bid against the bids, the exchange, the meld, then the play
// and the scores (PnPlayCheck). Breaches are errors (the annotation is
// Invalid); expected lines that are left out go to PnContext::missing()
// (Incomplete).
class PnValidator
{
public:
    // 'previous': the hand before this one in the same game, or null.
    PnValidator(PnContext &context, const CardRecord *previous);

    void run();

private:
    void checkGameLines();
    void checkDeal();
    void checkAuction();
    void checkContract();
    void checkExchange();
    void checkMeld();
    QString seatName(Seat seat) const;

    PnContext &m_ctx;
    const CardRecord &m_record;
    const CardRecord *m_previous;
    // the auction as the bids give it
    Seat m_highSeat = NoSeat;
    int m_high = 0;
    bool m_over = false;
    bool m_query = false;
    // which hands after the exchange are known
    QList<bool> m_knownAfter;
};

} // namespace kib::pn
