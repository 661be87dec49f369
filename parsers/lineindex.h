#pragma once

#include <QByteArrayView>
#include <QList>

namespace kib {

// Lines and columns of byte offsets in a text, for the readers'
// diagnostics: one table of line starts, built over a part of the text the
// first time a position is asked for (a clean file pays nothing), then a
// binary search a position, so that any number of diagnostics costs time
// linear in the text.
class LineIndex
{
public:
    struct Position
    {
        int line = 1;   // 1-based
        int column = 1; // 1-based, in code points; a UTF-8 byte order mark does not count
    };

    // Positions are counted from byte 'from', which stands on line
    // 'fromLine'; the table covers [from, to) (to < 0: the end of 'data'),
    // so that a reader of one record's span builds no more than its span.
    explicit LineIndex(QByteArrayView data, qsizetype from = 0, int fromLine = 1, qsizetype to = -1);

    Position position(qsizetype offset) const;
    int line(qsizetype offset) const { return position(offset).line; }
    int column(qsizetype offset) const { return position(offset).column; }
    QByteArrayView data() const { return m_data; }

private:
    void build() const;
    // Continuation bytes (UTF-8 bytes 10xxxxxx) in [m_starts[0], offset).
    qsizetype continuations(qsizetype offset) const;

    QByteArrayView m_data;
    qsizetype m_from;
    qsizetype m_to;
    int m_fromLine;
    mutable bool m_built = false;
    mutable QList<qsizetype> m_starts;   // m_starts[i]: where line m_fromLine + i starts
    mutable QList<qsizetype> m_blocks;   // continuation bytes before each block of the table
};

} // namespace kib
