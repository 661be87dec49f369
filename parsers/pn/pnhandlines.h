#pragma once

#include "pncontext.h"
#include "pnlexer.h"

namespace kib::pn {

// Reads the lines of a Hand Section into the record: each value checked
// for its syntax, stored in CardRecord and its PinochleHand. Calls and
// tricks are built by finish(), once the dealer, the declarer and every
// trick's winner are known.
class PnHandLines
{
public:
    explicit PnHandLines(PnContext &context);

    // One line whose label is a hand line of PN (Deal ... Winner).
    void read(const PnLine &line);
    // After the section's last line.
    void finish();

    // Whether a Hand# line for this seat now is a redeclaration after the
    // exchange (an exchange line or the seat's Hand# stood before it).
    bool isRedeclaration(const PnLine &line) const;

private:
    void deal(const PnLine &line);
    void dealer(const PnLine &line);
    void hand(const PnLine &line);
    void bids(const PnLine &line);
    void contract(const PnLine &line);
    void pass(const PnLine &line);
    void kitty(const PnLine &line);
    void discard(const PnLine &line);
    void meld(const PnLine &line);
    void trick(const PnLine &line);
    void scores(const PnLine &line);
    void winner(const PnLine &line);

    bool seatOfLabel(const PnLine &line, Seat *seat);
    bool single(const PnLine &line);
    bool points(const PnLine &line, const PnToken &token, Points *out);
    bool cardList(const PnLine &line, const QList<PnToken> &tokens, Cards *cards);
    void valueError(const PnLine &line, const PnToken &token, const QString &message);
    void buildCalls();
    void buildTricks();

    PnContext &m_ctx;
    CardRecord &m_record;
    QList<bool> m_handSeen;
    bool m_exchangeSeen = false;
    QList<QList<PnToken>> m_rounds;      // each Bids# line's tokens
    QList<int> m_roundLines;
    int m_bidLines = 0;                  // Bids# lines so far (read or refused)
    int m_trickLines = 0;                // Trick# lines so far (read or refused)
    QList<QList<PnToken>> m_tricks;      // each Trick# line's card tokens
    QList<PnToken> m_trickWinners;
};

} // namespace kib::pn
