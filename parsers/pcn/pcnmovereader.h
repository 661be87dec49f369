#pragma once

#include "pcnreadcontext.h"

#include "model/boardrecord.h"

namespace kib::pcn {

// Reads PCN "moves" (flat arrays of [source, destination, piece,
// piece-to-hand] actions) into a record, then replays them from the setup
// and reports every action that cannot be played at its place in the file.
class MoveReader
{
public:
    explicit MoveReader(const ReadContext &context) : m_context(context) {}

    // 'path' is where the moves array stands ("moves", or "3/moves" in an
    // array of resources). A malformed move ends the list: the moves from it
    // on are not read (an error says so).
    void readMoves(const QJsonValue &value, const QString &path, BoardRecord *record) const;
    // Replays the record's moves, reporting problems against 'path'.
    void replay(const BoardRecord &record, const QString &path) const;

private:
    bool readMove(const QJsonValue &value, const QString &path, int number, BoardMove *move) const;

    const ReadContext &m_context;
};

} // namespace kib::pcn
