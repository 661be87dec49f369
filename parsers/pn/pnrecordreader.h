#pragma once

#include "pnlexer.h"

#include "model/cardrecord.h"

namespace kib::pn {

// Reads one span (a Hand Section, with the Game Section or table lines
// that stand before it) into one CardRecord: the hand. Game and table
// lines become tags; tags of the record before are carried over as
// inherited ones (PN: a value holds until it is redeclared). Notes become
// plain commentary anchored where they stand. The checks (PnValidator)
// run on a record without syntax errors and set its PN status.
class PnRecordReader
{
public:
    // 'previous' is the record read before this one (null for the first);
    // 'startsGame': the span begins a game (the file's start, or after two
    // blank lines).
    PnRecordReader(int recordNumber, const CardRecord *previous, bool startsGame);

    std::shared_ptr<CardRecord> read(const QList<PnSection> &sections, int firstLine);
    const Diagnostics &diagnostics() const { return m_diagnostics; }

private:
    int detectSeats(const QList<PnSection> &sections) const;

    int m_recordNumber;
    const CardRecord *m_previous;
    bool m_startsGame;
    Diagnostics m_diagnostics;
};

} // namespace kib::pn
