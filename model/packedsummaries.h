#pragma once

#include "recordsummary.h"

#include <QHash>
#include <QList>
#include <QString>

#include <array>

namespace kib {

// Record summaries kept compactly, for a collection that keeps a summary per
// record it lets go (issue 18: a list of a million boards). A RecordSummary
// holds nine QStrings (216 bytes, plus its contract and values: 264 bytes a
// record); a Packed one keeps the board's text and, for the eight texts a
// file repeats from board to board (event, players, the tags the model has
// no value for), an index among the distinct texts kept here: 96 bytes with
// its collection slot. unpack() gives back the very summary packed.
class PackedSummaries
{
public:
    struct Packed
    {
        Contract contract;
        qint32 result = 0;
        bool hasResult = false;
        Game game = Game::Bridge;
        Seat declarer = NoSeat;
        QString board;
        std::array<quint32, 8> texts{}; // event, north, east, south, west, contractTag, declarerTag, resultTag
    };

    PackedSummaries();

    Packed pack(const RecordSummary &summary);
    RecordSummary unpack(const Packed &packed) const;

    // Distinct texts kept (the empty one included once there is another).
    int textCount() const { return int(m_texts.size()); }

private:
    quint32 intern(int field, const QString &text);

    QList<QString> m_texts; // [0] is the empty text (once any other is kept)
    QHash<QString, quint32> m_index;
    // per field, the text packed last and its index: a file's event and
    // players repeat board after board, and come shared (one QString)
    std::array<QString, 8> m_lastText;
    std::array<quint32, 8> m_lastIndex{};
};

} // namespace kib
