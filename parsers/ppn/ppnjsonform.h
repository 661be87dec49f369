#pragma once

#include "ppndealwriter.h"
#include "ppnjson.h"
#include "ppnreport.h"

#include "model/tag.h"

// PPN's JSON form: one object per deal, with the bracketed form's fields
// under names (id, dealOrder, cards, bids, main, discarded, contract,
// accepted, kontra, refa, value, starts, throws, summary). In cards, bids
// and summary, "p1".."p3" name the players. A file holds one deal object,
// an array of them, or games: {"info": {tag: value ...}, "deals": [...]}
// (or an array of such games) where the info section's tags are kept.
namespace kib::ppn {

// The fields of one deal object, in the bracketed form's spelling.
DealFields jsonDealFields(const json::Value &deal, Report *report);

// A deal object's text at the given indent (no trailing newline).
QByteArray jsonDeal(const DealText &deal, int indent);
// An info section as an object of tag values in file order.
QByteArray jsonInfo(const Tags &tags, int indent);

// Whether an object is a deal (it has dealOrder or cards).
bool isJsonDeal(const json::Value &value);

} // namespace kib::ppn
