#include "rbnlexer.h"

#include "rbnlabels.h"

#include "parsers/asciiscan.h"

#include <cstring>

namespace kib::rbn {

namespace {

bool isBlank(QByteArrayView line)
{
    for (char c : line)
        if (c != ' ' && c != '\t' && c != '\r')
            return false;
    return true;
}

qsizetype lineEnd(QByteArrayView data, qsizetype from)
{
    const void *nl = std::memchr(data.data() + from, '\n', size_t(data.size() - from));
    return nl ? static_cast<const char *>(nl) - data.data() : data.size();
}

QByteArrayView chopCr(QByteArrayView line)
{
    return line.endsWith('\r') ? line.chopped(1) : line;
}

// An item's data as a view of the block's bytes, not a copy: the items
// live no longer than the bytes they were lexed from (every reader lexes a
// block, reads its items and drops them while it holds the data); a value
// that grows (a {text} paragraph's further lines) is copied then.
QByteArray viewOf(QByteArrayView bytes)
{
    return QByteArray::fromRawData(bytes.data(), bytes.size());
}

QByteArrayView trimRight(QByteArrayView line)
{
    qsizetype n = line.size();
    while (n > 0 && (line[n - 1] == ' ' || line[n - 1] == '\t' || line[n - 1] == '\r'))
        --n;
    return line.first(n);
}

// (fills 'it', made in its place in the list)
void setLabelItem(Item &it, char label, QByteArrayView data, int line, int column, int length)
{
    const bool digit = label >= '0' && label <= '9';
    it.kind = digit ? Item::Kind::Note : isLabel(label) ? Item::Kind::Label : Item::Kind::Unknown;
    it.label = label;
    it.value = viewOf(data);
    it.null = data.isEmpty();
    it.line = line;
    it.column = column;
    it.length = length;
}

Item labelItem(char label, QByteArrayView data, int line, int column, int length)
{
    Item it;
    setLabelItem(it, label, data, line, column, length);
    return it;
}

// A block's items made in their place: the list is given default items a
// stretch at a time (its size grown in one call, then each item handed out
// through the list's data) and cut back to the items made at the end.
// (QList::emplaceBack() asked whether the list was shared, and grew it, for
// each of a block's lines: about 47 instructions an item, most of a %
// line's lexing.)
class ItemSink
{
public:
    explicit ItemSink(qsizetype expected) { grow(expected); }

    Item &add()
    {
        if (m_used == m_items.size())
            grow(m_used + m_used / 2 + 16);
        return m_data[m_used++];
    }
    Item &at(qsizetype i) { return m_data[i]; }
    qsizetype size() const { return m_used; }
    QList<Item> take()
    {
        m_items.resize(m_used); // (the items left over hold nothing)
        return std::move(m_items);
    }

private:
    void grow(qsizetype size)
    {
        m_items.resize(size);
        m_data = m_items.data();
    }

    QList<Item> m_items;
    Item *m_data = nullptr;
    qsizetype m_used = 0;
};

// One line of an RBN block, outside free text.
void lexLine(QByteArrayView raw, int lineNo, bool *itemMode, qsizetype *openText, ItemSink *items)
{
    // (each item made in its place in the list, not copied there)
    if (raw.startsWith('%')) {
        Item &it = items->add();
        it.kind = Item::Kind::Percent;
        it.value = viewOf(chopCr(raw).sliced(1));
        it.line = lineNo;
        it.column = 2;
        return;
    }
    if (raw.startsWith('{')) {
        *itemMode = false; // a paragraph ends a multi-line item list
        QByteArrayView text = chopCr(raw).sliced(1);
        Item &it = items->add();
        it.kind = Item::Kind::Text;
        it.line = lineNo;
        it.column = 2;
        if (text.endsWith('}')) {
            it.value = viewOf(text.chopped(1));
        } else {
            it.value = viewOf(text);
            it.terminated = false;
            *openText = items->size() - 1;
        }
        return;
    }
    const QByteArrayView line = trimRight(raw);
    if (*itemMode || (line.size() >= 2 && line[1] != ' ')) {
        // The lines of an I item list; the "I " may be left out of the first.
        Item &it = items->add();
        it.kind = Item::Kind::ItemLine;
        it.label = 'I';
        it.value = viewOf(line);
        it.line = lineNo;
        it.column = 1;
        it.length = int(line.size());
        *itemMode = true;
        return;
    }
    Item &it = items->add();
    setLabelItem(it, line[0], line.size() > 2 ? line.sliced(2) : QByteArrayView(), lineNo, 3, int(line.size()));
    if (it.kind == Item::Kind::Label && it.label == 'I')
        *itemMode = true;
}

QList<Item> lexLines(QByteArrayView block, int firstLine)
{
    ItemSink items(block.size() / 16 + 4); // (about a line's worth of bytes each)
    bool itemMode = false;
    qsizetype openText = -1;
    int lineNo = firstLine;
    for (qsizetype pos = 0; pos < block.size(); ++lineNo) {
        const qsizetype end = lineEnd(block, pos);
        const QByteArrayView raw = block.sliced(pos, end - pos);
        pos = end + 1;
        if (openText >= 0) {
            Item &t = items.at(openText);
            QByteArrayView text = chopCr(raw);
            t.value += '\n';
            if (text.endsWith('}')) {
                t.value += text.chopped(1);
                t.terminated = true;
                openText = -1;
            } else {
                t.value += text;
            }
            continue;
        }
        if (isBlank(raw))
            continue;
        lexLine(raw, lineNo, &itemMode, &openText, &items);
    }
    return items.take();
}

QList<Item> lexOneLine(QByteArrayView line, int lineNo)
{
    QList<Item> items;
    line = trimRight(line);
    qsizetype pos = 0;
    while (pos < line.size()) {
        char label = 0;
        const qsizetype at = pos;
        if (line[pos] != '{') {
            label = line[pos];
            if (pos + 1 >= line.size() || line[pos + 1] != '{') {
                // not label{data}: report it once and go on at the next group
                Item bad;
                bad.kind = Item::Kind::Unknown;
                bad.label = label;
                bad.line = lineNo;
                bad.column = int(at) + 3; // as if the data followed: the label is two to the left
                const qsizetype next = line.indexOf('{', pos + 1);
                qsizetype stop = next < 0 ? line.size() : next;
                if (next > pos + 1 && line[next - 1] != '}')
                    stop = next - 1; // the label of the next group
                bad.value = viewOf(line.sliced(pos, stop - pos));
                items.append(bad);
                pos = stop;
                continue;
            }
            ++pos;
        }
        const qsizetype open = pos + 1;
        qsizetype close = line.indexOf('}', open);
        const bool terminated = close >= 0;
        if (!terminated)
            close = line.size();
        const QByteArrayView data = line.sliced(open, close - open);
        pos = terminated ? close + 1 : close;
        Item it;
        if (label == 0) {
            it.kind = Item::Kind::Text;
            it.value = viewOf(data);
            it.terminated = terminated;
            it.line = lineNo;
            it.column = int(open) + 1;
        } else if (label == '%') {
            it.kind = Item::Kind::Percent;
            it.value = viewOf(data);
            it.line = lineNo;
            it.column = int(open) + 1;
        } else {
            it = labelItem(label, data, lineNo, int(open) + 1, int(data.size()) + (data.isEmpty() ? 1 : 2));
            // I{..}I{..}: the lines of a multi-line item list
            if (label == 'I' && !items.isEmpty()
                && (items.last().kind == Item::Kind::ItemLine
                    || (items.last().kind == Item::Kind::Label && items.last().label == 'I')))
                it.kind = Item::Kind::ItemLine;
        }
        items.append(std::move(it));
    }
    return items;
}

} // namespace

QList<RecordSpan> splitBlocks(QByteArrayView data, Form form)
{
    QList<RecordSpan> spans;
    qsizetype start = -1, last = 0;
    int startLine = 0, lineNo = 1;
    for (qsizetype pos = 0; pos < data.size(); ++lineNo) {
        const qsizetype end = lineEnd(data, pos);
        const bool blank = isBlank(data.sliced(pos, end - pos));
        if (form == Form::OneLine) {
            if (!blank)
                spans.append(RecordSpan{pos, end - pos, lineNo});
        } else if (blank) {
            if (start >= 0)
                spans.append(RecordSpan{start, last - start, startLine});
            start = -1;
        } else {
            if (start < 0) {
                start = pos;
                startLine = lineNo;
            }
            last = end;
        }
        pos = end + 1;
    }
    if (form == Form::Lines && start >= 0)
        spans.append(RecordSpan{start, last - start, startLine});
    return spans;
}

QList<Item> lexBlock(QByteArrayView block, int firstLine, Form form)
{
    return form == Form::Lines ? lexLines(block, firstLine) : lexOneLine(block, firstLine);
}

RecordSpan blockBefore(QByteArrayView data, const RecordSpan &span, Form form)
{
    // Walk back line by line from the span's first line: skip blank lines,
    // then take non-blank lines until a blank one (RBN) or one line (RBX).
    qsizetype pos = qMin(span.offset, data.size());
    qsizetype blockStart = -1, blockEnd = -1;
    int linesBack = 0, startLinesBack = 0;
    while (pos > 0) {
        const qsizetype le = pos - 1; // the line break that ends the line before
        qsizetype ls = le;
        while (ls > 0 && data[ls - 1] != '\n')
            --ls;
        ++linesBack;
        if (isBlank(data.sliced(ls, le - ls))) {
            if (blockEnd >= 0)
                break;
        } else {
            if (blockEnd < 0)
                blockEnd = le;
            blockStart = ls;
            startLinesBack = linesBack;
            if (form == Form::OneLine)
                break;
        }
        pos = ls;
    }
    if (blockStart < 0)
        return RecordSpan{0, 0, 0};
    return RecordSpan{blockStart, blockEnd - blockStart, span.line - startLinesBack};
}

bool looksLatin1(QByteArrayView bytes)
{
    // a quick UTF-8 validity scan: only bytes above 0x7F need a look
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.data());
    const qsizetype n = bytes.size();
    for (qsizetype i = 0; i < n;) {
        // (the ASCII up to the next byte that is not)
        i = skipAscii(bytes.data() + i, bytes.data() + n) - bytes.data();
        if (i >= n)
            break;
        const unsigned char c = p[i];
        const int extra = (c & 0xE0) == 0xC0 ? 1 : (c & 0xF0) == 0xE0 ? 2 : (c & 0xF8) == 0xF0 ? 3 : -1;
        if (extra < 0 || c == 0xC0 || c == 0xC1)
            return true;
        for (int k = 1; k <= extra; ++k)
            if (i + k >= n || (p[i + k] & 0xC0) != 0x80)
                return true;
        i += extra + 1;
    }
    return false;
}

QString toText(QByteArrayView bytes, bool latin1)
{
    return latin1 ? QString::fromLatin1(bytes) : QString::fromUtf8(bytes);
}

} // namespace kib::rbn
