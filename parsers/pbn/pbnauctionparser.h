#pragma once

#include "pbnannotations.h"
#include "pbnrecordinfo.h"

#include "model/auction.h"

#include <QVarLengthArray>

namespace kib {

// The auction section: the calls after [Auction "X"], with '-' for the
// seats before the first caller, AP, annotations, ^I and ^S, '*' and '+'
// (and Bridge Composer's "_____" answer blank).
class PbnAuctionParser
{
public:
    explicit PbnAuctionParser(PbnReport &report) : m_report(report) {}

    // tagSeat: the seat named by the Auction tag (NoSeat when unreadable).
    void start(Seat tagSeat);
    void word(const PbnToken &word);
    void finish();

    // The call that commentary written now follows (-1: before the first).
    int anchor() const { return int(m_calls.size()) - 1; }

    // (after finish(): the calls are gathered on the parser until then)
    Auction &auction() { return m_auction; }
    Seat tagSeat() const { return m_tagSeat; }
    int dashes() const { return m_dashes; }            // leading '-' entries
    bool ended() const { return m_ended; }             // '*' seen
    using Position = PbnRecordInfo::Place;
    const QList<Position> &positions() const { return m_positions; } // one per call
    QList<Position> &positions() { return m_positions; } // (taken after finish(); room put in before start())
    Position startPosition() const { return m_start; }

private:
    void token(const PbnAnnotations::Piece &piece, int line);
    void addCall(const Call &call, int line, int column);
    Call *last() { return m_calls.isEmpty() ? nullptr : &m_calls.last(); }

    PbnReport &m_report;
    Auction m_auction;
    // The calls as read, moved to the auction by finish() in one allocation
    // of their number (nearly every auction fits here).
    QVarLengthArray<Call, 24> m_calls;
    Seat m_tagSeat = NoSeat;
    int m_dashes = 0;
    bool m_ended = false;
    bool m_reportedAfterEnd = false;
    QString m_pendingIrregularity;   // ^I waiting for its bid
    Position m_pendingAt{0, 0};
    bool m_suffixFromNag = false;    // of the last call
    QList<Position> m_positions;
    Position m_start{0, 0};
};

} // namespace kib
