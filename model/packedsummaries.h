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
// record); a Packed one keeps the board's text in place when it is short (a
// board's number: no allocation kept, nor counted, a board) and, for the
// eight texts a file repeats from board to board (event, players, the tags
// the model has no value for) and a longer board, an index among the
// distinct texts kept here. unpack() gives back the very summary packed.
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
        // the board: its characters here (boardSize of them), or, longer
        // than these, its text's index (boardSize LongBoard)
        std::array<char16_t, 8> boardChars{};
        quint8 boardSize = 0;
        std::array<quint32, 8> texts{}; // event, north, east, south, west, contractTag, declarerTag, resultTag
        quint32 boardText = 0;
    };
    static constexpr quint8 LongBoard = 0xFF;

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
    static constexpr int BoardField = 8; // (a longer board's texts are interned as the ninth field)
    std::array<QString, 9> m_lastText;
    std::array<quint32, 9> m_lastIndex{};
};

} // namespace kib
