#pragma once

#include "ppnbids.h"
#include "ppnreport.h"

#include "model/cardrecord.h"

#include <memory>

namespace kib::ppn {

// The one mapping from a PPN deal's fields (read from either form) to the
// model, with the notation's checks. Errors and warnings go on the deal's
// record number and the line and column of the field concerned; the record
// is built whatever they are, so that what can be shown is shown.
class DealReader
{
public:
    DealReader(const Locator &locator, int recordNumber) : m_report(locator, recordNumber) {}

    std::shared_ptr<CardRecord> read(const DealFields &fields);
    Diagnostics takeDiagnostics() { return m_report.takeDiagnostics(); }

private:
    bool required(const Token &token, const char *name);
    void readId(const Token &token);
    void readOrder(const Token &token);
    void readCards(const Token &token);
    void readBids(const QList<Token> &bids);
    void readMain(const Token &token);
    void readContract(const Token &token);
    void readDiscards(const Token &token);
    void readAccepted(const Token &token);
    void readKontra(const Token &token);
    void readRefa(const Token &token);
    void readValue(const Token &token);
    void readStarts(const Token &token);

    Report m_report;
    std::shared_ptr<CardRecord> m_record;
    QList<Seat> m_order{0, 1, 2};
    DecodedAuction m_auction;
    bool m_auctionRead = false;
};

} // namespace kib::ppn
