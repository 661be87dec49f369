#include "lineindex.h"

#include <algorithm>
#include <cstring>

namespace kib {

namespace {

constexpr qsizetype blockSize = 1024;

bool isContinuation(char c)
{
    return (uchar(c) & 0xC0) == 0x80;
}

qsizetype countContinuations(const char *p, qsizetype n)
{
    qsizetype count = 0;
    for (qsizetype i = 0; i < n; ++i)
        count += isContinuation(p[i]);
    return count;
}

} // namespace

LineIndex::LineIndex(QByteArrayView data, qsizetype from, int fromLine, qsizetype to)
    : m_data(data), m_from(qBound<qsizetype>(0, from, data.size())), m_fromLine(fromLine)
{
    m_to = to < 0 ? data.size() : qBound<qsizetype>(m_from, to, data.size());
}

void LineIndex::build() const
{
    m_built = true;
    const char *p = m_data.data();
    // the line 'from' stands on may start before it
    qsizetype first = m_from;
    while (first > 0 && p[first - 1] != '\n')
        --first;
    m_starts.append(first);
    for (qsizetype i = m_from; i < m_to;) {
        const void *nl = std::memchr(p + i, '\n', size_t(m_to - i));
        if (!nl)
            break;
        i = static_cast<const char *>(nl) - p + 1;
        m_starts.append(i);
    }
    qsizetype count = 0;
    for (qsizetype b = first; b < m_to; b += blockSize) {
        m_blocks.append(count);
        count += countContinuations(p + b, qMin(blockSize, m_to - b));
    }
    m_blocks.append(count);
}

qsizetype LineIndex::continuations(qsizetype offset) const
{
    const qsizetype first = m_starts.first();
    const qsizetype block = (offset - first) / blockSize;
    const qsizetype blockStart = first + block * blockSize;
    return m_blocks.at(qMin(block, m_blocks.size() - 1)) + countContinuations(m_data.data() + blockStart, offset - blockStart);
}

LineIndex::Position LineIndex::position(qsizetype offset) const
{
    if (!m_built)
        build();
    offset = qBound<qsizetype>(0, offset, m_data.size());
    Position pos;
    qsizetype lineStart;
    if (offset <= m_to) {
        // the last line start at or before offset
        auto it = std::upper_bound(m_starts.cbegin(), m_starts.cend(), qMax(offset, m_from));
        const qsizetype index = qMax<qsizetype>(0, (it - m_starts.cbegin()) - 1);
        pos.line = m_fromLine + int(index);
        lineStart = qMin(m_starts.at(index), offset);
        if (offset < m_starts.first()) { // before the table: count back to the line's start
            lineStart = offset;
            while (lineStart > 0 && m_data[lineStart - 1] != '\n')
                --lineStart;
        }
    } else {
        // past the table (rare): count on from its end
        pos.line = m_fromLine + int(m_starts.size()) - 1;
        lineStart = m_starts.last();
        for (qsizetype i = m_to; i < offset; ++i) {
            if (m_data[i] == '\n') {
                ++pos.line;
                lineStart = i + 1;
            }
        }
    }
    if (lineStart == 0 && m_data.startsWith("\xEF\xBB\xBF") && offset >= 3)
        lineStart = 3;
    qsizetype skipped;
    if (lineStart >= m_starts.first() && offset <= m_to)
        skipped = continuations(offset) - continuations(lineStart);
    else
        skipped = countContinuations(m_data.data() + lineStart, offset - lineStart);
    pos.column = 1 + int(offset - lineStart - skipped);
    return pos;
}

} // namespace kib
