#include "packedsummaries.h"

#include <algorithm>

namespace kib {

PackedSummaries::PackedSummaries() = default;

quint32 PackedSummaries::intern(int field, const QString &text)
{
    if (text.isEmpty())
        return 0;
    QString &last = m_lastText[field];
    if (text.isSharedWith(last) || (text.size() == last.size() && text == last))
        return m_lastIndex[field];
    auto it = m_index.constFind(text);
    quint32 index;
    if (it != m_index.constEnd()) {
        index = it.value();
    } else {
        // (the empty text's place, index 0, taken with the first text kept:
        // a collection of one record read back, as convert makes for each,
        // allocates nothing for texts it never keeps)
        if (m_texts.isEmpty())
            m_texts.append(QString());
        index = quint32(m_texts.size());
        m_texts.append(text);
        m_index.insert(text, index);
    }
    last = text;
    m_lastIndex[field] = index;
    return index;
}

PackedSummaries::Packed PackedSummaries::pack(const RecordSummary &s)
{
    Packed p;
    p.contract = s.contract;
    p.hasResult = s.result.has_value();
    p.result = s.result.value_or(0);
    p.game = s.game;
    p.declarer = s.declarer;
    const qsizetype boardSize = s.board.size();
    if (boardSize <= qsizetype(p.boardChars.size())) {
        std::copy_n(reinterpret_cast<const char16_t *>(s.board.constData()), boardSize, p.boardChars.begin());
        p.boardSize = quint8(boardSize);
    } else {
        p.boardSize = LongBoard;
        p.boardText = intern(BoardField, s.board);
    }
    const QString *texts[8] = {&s.event, &s.north, &s.east, &s.south, &s.west,
                               &s.contractTag, &s.declarerTag, &s.resultTag};
    for (int i = 0; i < 8; ++i)
        p.texts[i] = intern(i, *texts[i]);
    return p;
}

RecordSummary PackedSummaries::unpack(const Packed &p) const
{
    RecordSummary s;
    s.game = p.game;
    s.contract = p.contract;
    s.declarer = p.declarer;
    if (p.hasResult)
        s.result = p.result;
    if (p.boardSize == LongBoard)
        s.board = m_texts.value(p.boardText);
    else if (p.boardSize > 0)
        s.board = QString(reinterpret_cast<const QChar *>(p.boardChars.data()), p.boardSize);
    QString *texts[8] = {&s.event, &s.north, &s.east, &s.south, &s.west, &s.contractTag, &s.declarerTag, &s.resultTag};
    for (int i = 0; i < 8; ++i)
        *texts[i] = m_texts.value(p.texts[i]);
    return s;
}

} // namespace kib
