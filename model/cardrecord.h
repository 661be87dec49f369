#pragma once

#include "auction.h"
#include "contract.h"
#include "deal.h"
#include "deck.h"
#include "exchangestep.h"
#include "pinochle.h"
#include "play.h"
#include "preferansdeal.h"
#include "record.h"
#include "seats.h"
#include "valuebox.h"

#include <optional>

namespace kib {

enum class Vulnerability : quint8 { Unknown, None, NS, EW, All };
QString vulnerabilityToString(Vulnerability v);                 // PBN: None NS EW All ("" unknown)
bool vulnerabilityFromString(QStringView text, Vulnerability *v); // also Love, -, Both, 0

struct Score
{
    QString name;   // "Score", "ScoreIMP", "NS", "Team1" ...
    QString value;
    friend bool operator==(const Score &, const Score &) = default;
};

// One deal of a trick-taking game: bridge, pinochle or preferans.
// Steps: 0 is the deal, then one step per call, then the exchange steps
// (talon and discard, passes, kitty, meld: exchangeSteps()), then one per
// card played.
class CardRecord : public Record
{
public:
    explicit CardRecord(Game game = Game::Bridge, int seats = 4);

    Game game() const override { return m_game; }
    std::unique_ptr<Record> clone() const override;
    int stepCount() const override;
    QString stepLabel(int step) const override;
    int stepOf(const Anchor &anchor) const override;
    QList<Note> notesAt(int step) const override;

    const SeatLayout &seats() const { return m_seats; }
    void setSeatCount(int count);
    Deck deck() const { return Deck(m_deck); }
    void setDeck(DeckKind kind) { m_deck = kind; }

    Seat dealer() const { return m_dealer; }
    void setDealer(Seat seat) { m_dealer = seat; }
    Vulnerability vulnerability() const { return m_vulnerability; }
    void setVulnerability(Vulnerability v) { m_vulnerability = v; }

    Deal &deal() { return m_deal; }
    const Deal &deal() const { return m_deal; }
    Auction &auction() { return m_auction; }
    const Auction &auction() const { return m_auction; }
    Play &play() { return m_play; }
    const Play &play() const { return m_play; }

    const Contract &contract() const { return m_contract; }
    void setContract(const Contract &c) { m_contract = c; }
    Seat declarer() const { return m_declarer; }
    void setDeclarer(Seat seat) { m_declarer = seat; }
    Suit trump() const { return m_contract.trump(); }

    // Tricks taken by the declarer's side, when known.
    std::optional<int> result() const { return m_result; }
    void setResult(std::optional<int> tricks) { m_result = tricks; }
    QList<Score> &scores() { return m_scores; }
    const QList<Score> &scores() const { return m_scores; }

    // Preferans: followers, kontra, refa, value and the summary (PPN).
    // (held behind a pointer, made on first non-const access: a bridge
    // record costs one pointer for it)
    PreferansDeal &preferans() { return m_preferans.edit(); }
    const PreferansDeal &preferans() const { return m_preferans.get(); }

    // Pinochle: exchange, meld, trick counters and the PN status (pinochle.h).
    // (behind a pointer as preferans() is)
    PinochleHand &pinochle() { return m_pinochle.edit(); }
    const PinochleHand &pinochle() const { return m_pinochle.get(); }

    // The step of call i (0-based) and of card j (0-based, flat).
    int stepOfCall(int call) const { return call + 1; }
    int stepOfCard(int card) const { return playStartStep() + card + 1; }
    int auctionSteps() const { return int(m_auction.calls.size()); }
    // The steps between the last call and the first card, in order; they
    // follow from the record's data (cardrecord_exchange.cpp).
    QList<ExchangeStep> exchangeSteps() const;
    int exchangeStepCount() const { return int(exchangeSteps().size()); }
    // The step of an exchange step, -1 when the record has none such.
    int stepOfExchange(ExchangeStep step) const;
    // The last step before the first card: the auction and the exchange done.
    int playStartStep() const { return auctionSteps() + exchangeStepCount(); }

    bool operator==(const CardRecord &other) const;

private:
    Game m_game;
    SeatLayout m_seats;
    DeckKind m_deck;
    Seat m_dealer = NoSeat;
    Vulnerability m_vulnerability = Vulnerability::Unknown;
    Deal m_deal;
    Auction m_auction;
    Contract m_contract;
    Seat m_declarer = NoSeat;
    Play m_play;
    std::optional<int> m_result;
    QList<Score> m_scores;
    ValueBox<PreferansDeal> m_preferans;
    ValueBox<PinochleHand> m_pinochle;
};

} // namespace kib
