#pragma once

#include "cardrecord.h"

// Editing a preferans deal step by step, with the checks the PPN reader
// makes: pure functions on a CardRecord, for the editor's entry widgets
// (which push the result through Document::editRecord). Each operation
// returns an empty string when it changed the record, else why it could
// not (and leaves the record as it was).
namespace kib::preferans {

// PPN's one-character card code (1-8 spades 7..A, 9 and A-G diamonds,
// H-O hearts, P-W clubs) both ways; false / a null QChar otherwise.
bool cardFromCode(QChar code, Card *card);
QChar codeOfCard(Card card);

// The deal from PPN's 32-character card string: ten cards for each player
// in the deal order (the player after the dealer first), then the talon.
// It must be a permutation of the 32 cards. The auction and everything
// after it are cleared.
QString setDeal(CardRecord &record, const QString &cards);
// The same from three hands (by seat) and the talon.
QString setDeal(CardRecord &record, const QList<Cards> &hands, const Cards &talon);

// The auction as it stands (see ppnbids.h for the rules: turns in the deal
// order, a player out passes at each later turn, bids rise one at a time
// from 2, an earlier player holds with "mine", a game is announced at a
// player's first turn only and then named).
struct AuctionState
{
    bool complete = false;   // every player has spoken and the auction is over
    Seat toCall = NoSeat;    // whose turn it is (NoSeat when complete)
    Seat winner = NoSeat;    // who holds the highest bid so far (NoSeat: nobody)
    int value = 0;           // the winning number (2..8), or the named game's
    bool game = false;       // a game was announced: the winner plays without the talon
    bool gameNamed = false;  // ... and has named it
    QList<Call> legal;       // the calls the player to call may make
    QString problem;         // the calls so far do not follow the rules
};
AuctionState auctionState(const CardRecord &record);
// Appends a call ("2".."8", "mine N", "game", "game hearts"... or Pass)
// when it is legal for the player whose turn it is.
QString appendBid(CardRecord &record, const Call &call);

// The winner of the auction (not a game) takes the talon: becomes the main
// player; the table shows the talon in the hand from the talon step on.
QString takeTalon(CardRecord &record);
// The main player discards two cards of the hand and the talon.
QString discard(CardRecord &record, const Cards &cards);
// The contract: level 2..8 (spades, diamonds, hearts, clubs, betl, sans,
// preferans), at least the bid that won; a game won in the auction is
// played without the talon at the level named. The main player must have
// discarded first unless it is a game.
QString setContract(CardRecord &record, int level);
// Who follows the main player (not the main player; one or both others).
QString setFollowers(CardRecord &record, const QList<Seat> &followers);

// Kontra (risk 1..4: kontra, rekontra, subkontra, mortkontra) started by a
// follower, or a follower's invitation (risk 0, 'invitation'); 0 and
// NoSeat clear it. Before the play only.
QString setKontra(CardRecord &record, int risk, Seat by, bool invitation = false);

// Who plays the next card (the main player and the followers in turn; the
// first trick is led by play().leader when set, else in sans by the player
// before the main one when he plays, else by the first player of the deal
// order who plays),
// NoSeat when the play is over or cannot start.
Seat nextToPlay(const CardRecord &record);
// Appends the next card: held by the player, following suit, trumping when
// void of the suit led (preferans' obligation); a complete trick gets its
// winner by the contract's trump.
QString appendCard(CardRecord &record, Card card);

// The summary the play gives (PPN "summary", one item per seat): roles and
// tricks; the main player writes the value in the middle column, negative
// when the contract is made (6 tricks, none in a betl), positive when not;
// each follower writes tricks x value as soups against the main player
// (none in a betl) and fails (the value in the middle) with fewer than 2
// tricks of the 4 two followers need, or fewer than 4 alone.
QList<PreferansScore> computeSummary(const CardRecord &record);
// Sets the summary and the result from a complete play (ten tricks).
QString setSummary(CardRecord &record);

} // namespace kib::preferans
