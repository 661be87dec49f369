#include "jsonscanner.h"

namespace kib::json {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

qsizetype skipSpace(QByteArrayView d, qsizetype pos)
{
    while (pos < d.size() && isSpace(d[pos]))
        ++pos;
    return pos;
}

// The offset after the string whose opening quote is at 'pos'.
qsizetype stringEnd(QByteArrayView d, qsizetype pos)
{
    for (++pos; pos < d.size(); ++pos) {
        if (d[pos] == '\\')
            ++pos;
        else if (d[pos] == '"')
            return pos + 1;
    }
    return d.size();
}

// The offset after the value starting at 'pos'.
qsizetype valueEnd(QByteArrayView d, qsizetype pos)
{
    if (pos >= d.size())
        return pos;
    const char c = d[pos];
    if (c == '"')
        return stringEnd(d, pos);
    if (c == '{' || c == '[') {
        int depth = 0;
        while (pos < d.size()) {
            const char x = d[pos];
            if (x == '"') {
                pos = stringEnd(d, pos);
                continue;
            }
            if (x == '{' || x == '[') {
                ++depth;
            } else if (x == '}' || x == ']') {
                if (--depth == 0)
                    return pos + 1;
            }
            ++pos;
        }
        return pos;
    }
    while (pos < d.size() && !isSpace(d[pos]) && d[pos] != ',' && d[pos] != '}' && d[pos] != ']')
        ++pos;
    return pos;
}

// The value of member 'key' in the object at 'pos' (the last one when the
// key repeats, as QJsonObject keeps it), -1 when absent.
qsizetype memberValue(QByteArrayView d, qsizetype pos, const QByteArray &key)
{
    if (pos >= d.size() || d[pos] != '{')
        return -1;
    qsizetype found = -1;
    pos = skipSpace(d, pos + 1);
    while (pos < d.size() && d[pos] == '"') {
        const qsizetype keyEnd = stringEnd(d, pos);
        const QByteArrayView name = d.sliced(pos + 1, qMax<qsizetype>(0, keyEnd - pos - 2));
        pos = skipSpace(d, keyEnd);
        if (pos >= d.size() || d[pos] != ':')
            break;
        pos = skipSpace(d, pos + 1);
        if (name == key)
            found = pos;
        pos = skipSpace(d, valueEnd(d, pos));
        if (pos >= d.size() || d[pos] != ',')
            break;
        pos = skipSpace(d, pos + 1);
    }
    return found;
}

// Element 'index' of the array at 'pos', -1 when there is none.
qsizetype elementValue(QByteArrayView d, qsizetype pos, int index)
{
    if (pos >= d.size() || d[pos] != '[')
        return -1;
    pos = skipSpace(d, pos + 1);
    for (int i = 0; pos < d.size() && d[pos] != ']'; ++i) {
        if (i == index)
            return pos;
        pos = skipSpace(d, valueEnd(d, pos));
        if (pos >= d.size() || d[pos] != ',')
            break;
        pos = skipSpace(d, pos + 1);
    }
    return -1;
}

} // namespace

QString pathToString(const Path &path)
{
    QString out;
    for (const PathPart &p : path) {
        if (p.index >= 0) {
            out += QStringLiteral("[%1]").arg(p.index);
        } else {
            if (!out.isEmpty())
                out += QLatin1Char('.');
            out += p.key;
        }
    }
    return out;
}

qsizetype bomLength(QByteArrayView data)
{
    return data.startsWith("\xEF\xBB\xBF") ? 3 : 0;
}

QList<RecordSpan> splitRecords(QByteArrayView d)
{
    QList<RecordSpan> spans;
    qsizetype i = skipSpace(d, bomLength(d));
    if (i >= d.size() || d[i] != '{')
        return spans;
    int line = 1;
    for (qsizetype k = 0; k < i; ++k)
        line += d[k] == '\n';

    int depth = 0;              // nesting before the current byte
    bool inRecords = false;     // inside the top-level "records" array
    bool recordsKey = false;    // the top-level key just read is "records"
    QByteArrayView lastString;  // the last string closed at depth 1
    qsizetype elementStart = -1, lastByte = -1;
    int elementLine = 0;

    const qsizetype n = d.size();
    const char *p = d.data();
    for (; i < n; ++i) {
        const char c = p[i];
        if (c == '"') {
            // a whole string in one go; its bytes never change the depth
            const qsizetype start = i;
            if (inRecords && depth == 2 && elementStart < 0) {
                elementStart = i;
                elementLine = line;
            }
            for (++i; i < n && p[i] != '"'; ++i) {
                if (p[i] == '\\')
                    ++i;
                else if (p[i] == '\n')
                    ++line; // not valid JSON, but keep the count right
            }
            if (depth == 1)
                lastString = d.sliced(start + 1, qMin(i, n) - start - 1);
            lastByte = qMin(i, n - 1);
            continue;
        }
        if (c == '\n') {
            ++line;
            continue;
        }
        if (isSpace(c))
            continue;
        if (inRecords && depth == 2) {
            if (c == ',' || c == ']') {
                if (elementStart >= 0)
                    spans.append(RecordSpan{elementStart, lastByte + 1 - elementStart, elementLine});
                elementStart = -1;
            } else if (elementStart < 0) {
                elementStart = i;
                elementLine = line;
            }
        }
        lastByte = i;
        switch (c) {
        case ':':
            if (depth == 1)
                recordsKey = lastString == "records";
            break;
        case ',':
            if (depth == 1)
                recordsKey = false;
            break;
        case '{':
        case '[':
            if (c == '[' && depth == 1 && recordsKey)
                inRecords = true;
            ++depth;
            break;
        case '}':
        case ']':
            --depth;
            if (depth == 1 && inRecords) {
                inRecords = false;
                recordsKey = false;
            }
            if (depth <= 0)
                return spans;
            break;
        default:
            break;
        }
    }
    // an unterminated file: a record cut short still gets its span
    if (inRecords && elementStart >= 0 && lastByte >= elementStart)
        spans.append(RecordSpan{elementStart, lastByte + 1 - elementStart, elementLine});
    return spans;
}

qsizetype valueEndFrom(QByteArrayView d, qsizetype start)
{
    return valueEnd(d, skipSpace(d, qBound<qsizetype>(0, start, d.size())));
}

qsizetype locate(QByteArrayView d, qsizetype start, const Path &path)
{
    qsizetype pos = skipSpace(d, qBound<qsizetype>(0, start, d.size()));
    for (const PathPart &part : path) {
        const qsizetype next = part.index >= 0 ? elementValue(d, pos, part.index)
                                               : memberValue(d, pos, part.key.toUtf8());
        if (next < 0)
            break;
        pos = next;
    }
    return pos;
}

TextPosition positionOf(QByteArrayView d, qsizetype offset, qsizetype from, int fromLine)
{
    offset = qBound<qsizetype>(0, offset, d.size());
    from = qBound<qsizetype>(0, from, offset);
    TextPosition pos;
    pos.line = fromLine;
    for (qsizetype i = from; i < offset; ++i)
        pos.line += d[i] == '\n';
    qsizetype lineStart = offset;
    while (lineStart > 0 && d[lineStart - 1] != '\n')
        --lineStart;
    if (lineStart == 0)
        lineStart = bomLength(d) <= offset ? bomLength(d) : 0;
    int column = 1;
    for (qsizetype i = lineStart; i < offset; ++i)
        column += (uchar(d[i]) & 0xC0) != 0x80; // count code points, not continuation bytes
    pos.column = column;
    return pos;
}

} // namespace kib::json
