#pragma once

#include "cardrecord.h"

#include <memory>

namespace kib {

// Duplicate bridge's board rotation: the dealer of board n (N E S W in turn)
// and its vulnerability (the 16-board cycle of the laws).
Seat boardDealer(int board);
Vulnerability boardVulnerability(int board);

// A new, empty bridge deal for the editor: numbered after 'previous' (board
// 1 when there is none), with that board's dealer and vulnerability, the
// event, site and date of 'previous' (the same session, as a rule), and
// every hand still unknown.
std::shared_ptr<CardRecord> newBridgeRecord(const Record *previous);

} // namespace kib
