#pragma once

#include "rbnproblem.h"

#include "model/auction.h"
#include "model/cardrecord.h"

#include <QByteArray>

#include <string>

namespace kib::rbn {

struct ParsedAuction
{
    Seat dealer = NoSeat;   // X (any) gives NoSeat
    Vulnerability vulnerability = Vulnerability::Unknown; // X (any or immaterial) gives Unknown
    Auction auction;        // 'first' is the dealer when there are calls or queries
    bool lowerCase = false; // letters in lower case ("personal coding"): keep the data as written
    QList<int> callOffsets; // where each call stands in the data
    bool allPass = false;   // the data used A
};

// The A label: an optional dealer and vulnerability ("WZ:"; left out it is
// "WX:"), then the calls P X R 1C..7N, A (all pass) and Y (your call?), each
// call with its marks; colons start the rounds.
ParsedAuction parseAuction(QByteArrayView data, Problems *problems);
// Reports the calls of 'auction' (the parsed one, its annotations
// completed) that the laws do not allow.
void checkAuction(const ParsedAuction &parsed, const Auction &auction, Problems *problems);

// The A data: dealer and vulnerability, the rounds after colons, trailing
// passes that end the auction as A. Calls RBN has no spelling for are left
// out (see cannotHold).
QByteArray formatAuction(Seat dealer, Vulnerability vulnerability, const Auction &auction);
// The same, appended to 'out' (the writer's bytes for the record's labels).
void appendAuction(std::string &out, Seat dealer, Vulnerability vulnerability, const Auction &auction);

} // namespace kib::rbn
