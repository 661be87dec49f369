#include "rbncarry.h"

#include "parsers/unalignedload.h"

#include "rbnlexer.h"
#include "rbnnarrow.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <vector>

namespace kib::rbn {

namespace {

// 's' in quotes, appended to 'out' a run at a time (the characters that
// need no escape copied together)
void appendQuoted(QString &out, QStringView s)
{
    out += u'"';
    qsizetype from = 0;
    for (qsizetype i = 0; i < s.size(); ++i) {
        const QChar c = s[i];
        if (c != u'\n' && c != u'\r' && c != u'"' && c != u'\\')
            continue;
        out += s.sliced(from, i - from);
        out += c == u'\n' ? QStringView(u"\\n") : c == u'\r' ? QStringView(u"\\r") : QStringView();
        if (c == u'"' || c == u'\\') {
            out += u'\\';
            out += c;
        }
        from = i + 1;
    }
    out += s.sliced(from);
    out += u'"';
}

// 'n' bytes more at the end of 'out' (the array grows by a share of its
// size, as an append does); returns where they go
char *extend(QByteArray *out, qsizetype n)
{
    const qsizetype at = out->size();
    out->resize(at + n);
    return out->data() + at;
}

void put(QByteArray *out, const char *bytes, qsizetype n)
{
    std::memcpy(extend(out, n), bytes, size_t(n));
}

// What an ASCII character is in a quoted value: 0 itself, else the letter
// after its backslash (" \\ n r)
struct Escapes
{
    std::array<char, 128> letter{};
    constexpr Escapes()
    {
        letter['"'] = '"';
        letter['\\'] = '\\';
        letter['\n'] = 'n';
        letter['\r'] = 'r';
    }
};
constexpr Escapes kEscapes;

// appendQuoted()'s text quoted through 'p' while every character is ASCII
// (one byte each, two for an escape): false at the first that is not ('p'
// then anywhere). (Inline: it is called for every cell of a table, most of
// them a letter or two. Capitals, digits and small letters are told by two
// compares, plainQuoted(); the other characters by a look-up.)
[[gnu::always_inline]] inline bool asciiQuoted(char *&p, QStringView s)
{
    char *q = p;
    *q++ = '"';
    const char16_t *u = s.utf16();
    const char16_t *const end = u + s.size();
    for (; u != end; ++u) {
        const char16_t c = *u;
        if (plainQuoted(c)) {
            *q++ = char(c);
            continue;
        }
        if (c >= 0x80)
            return false;
        if (const char e = kEscapes.letter[c]) {
            *q++ = '\\';
            *q++ = e;
        } else {
            *q++ = char(c);
        }
    }
    *q++ = '"';
    p = q;
    return true;
}

// appendQuoted()'s text as UTF-8, written straight into 'out' while the
// characters are ASCII; a cell with another character is quoted as a string
// and encoded whole (the same bytes: it is cut at ASCII characters only)
void appendQuotedUtf8(QByteArray *out, QStringView s)
{
    const qsizetype at = out->size();
    char *p = extend(out, 2 * s.size() + 2);
    if (asciiQuoted(p, s)) {
        out->resize(p - out->constData());
        return;
    }
    out->resize(at);
    QString quoted;
    appendQuoted(quoted, s);
    appendUtf8(out, quoted);
}

// a table line's cells ("lead", then each quoted, a blank between)
void appendCells(QByteArray *out, char lead, const QStringList &cells)
{
    put(out, &lead, 1);
    for (qsizetype i = 0; i < cells.size(); ++i) {
        if (i > 0)
            put(out, " ", 1);
        appendQuotedUtf8(out, cells[i]);
    }
}

// false at the first character that is not ASCII (the bytes then anywhere)
bool asciiText(char *&p, QStringView s)
{
    const qsizetype n = s.size();
    if (narrowAscii(s.utf16(), n, p) < n)
        return false;
    p += n;
    return true;
}

// Where appendCarried() writes in its array and where the room made ends
struct Room
{
    char *p;
    char *end;
};

// 'n' bytes more of room at 'p' in 'out' (the array's capacity grows by a
// share of its size, as an append's)
Room grow(QByteArray *out, const char *p, qsizetype n)
{
    const qsizetype at = p - out->constData();
    out->resize(at + n + 64);
    return {out->data() + at, out->data() + out->size()};
}

// appendCarried()'s bytes written into 'out' through a pointer while every
// character is ASCII, room made as it goes: before each piece the most it
// can take (twice its characters, for the escapes, and its framing), the
// array grown only when that is not there (no pass over a table's cells to
// count them first). Where the bytes end, or null at the first character
// that is not ASCII. (The pointers are locals, not members: a byte written
// through a char pointer would make the compiler read them again.)
char *asciiCarried(QByteArray *out, Room r, const Tag &tag, bool braced, bool lineBreak)
{
    char *p = r.p, *end = r.end;
    const auto need = [&](qsizetype n) {
        if (end - p < n) {
            r = grow(out, p, n);
            p = r.p;
            end = r.end;
        }
    };
    const auto cells = [&](char lead, const QStringList &list) {
        need(5);
        if (braced) {
            *p++ = '}';
            *p++ = '%';
            *p++ = '{';
        } else {
            *p++ = '\n';
            *p++ = '%';
        }
        *p++ = lead;
        // (each cell followed by a blank, the last one's taken back: no test
        // a cell for the first)
        for (const QString &cell : list) {
            need(2 * cell.size() + 3);
            if (!asciiQuoted(p, cell))
                return false;
            *p++ = ' ';
        }
        p -= !list.isEmpty();
        return true;
    };
    // (the room given holds the tag's line)
    if (lineBreak)
        *p++ = '\n';
    *p++ = '%';
    if (braced)
        *p++ = '{';
    *p++ = '[';
    if (!asciiText(p, tag.name))
        return nullptr;
    *p++ = ' ';
    if (!asciiQuoted(p, tag.value))
        return nullptr;
    *p++ = ']';
    if ((!tag.columns.isEmpty() || !tag.rows.isEmpty()) && !cells(':', tag.columns))
        return nullptr;
    // (most tags have no rows: not asked for the empty list, a static's
    // guard read for begin() and end())
    if (!tag.rows.isEmpty())
        for (const QStringList &row : tag.rows.get())
            if (!cells('|', row))
                return nullptr;
    if (braced) {
        need(1);
        *p++ = '}';
    }
    return p;
}

// "a" "b" ...: false when the text is not such a list. (Each string's
// plain runs are copied together, escapes one at a time.)
bool strings(QStringView text, QStringList *out)
{
    out->clear();
    const qsizetype n = text.size();
    out->reserve(text.count(u'"') / 2); // (at most: a quote may be escaped)
    qsizetype i = 0;
    while (i < n) {
        if (text[i] == u' ') {
            ++i;
            continue;
        }
        if (text[i] != u'"')
            return false;
        QString s;
        ++i;
        bool closed = false;
        qsizetype from = i;
        while (i < n) {
            const QChar c = text[i];
            if (c != u'\\' && c != u'"') {
                ++i;
                continue;
            }
            // (a string with no escape is made at its size, in one go; an
            // empty one stays null, as appending nothing leaves it)
            if (i > from && s.isEmpty())
                s = text.sliced(from, i - from).toString();
            else if (i > from)
                s += text.sliced(from, i - from);
            ++i;
            if (c == u'"') {
                closed = true;
                break;
            }
            if (i < n) {
                const QChar e = text[i++];
                s += e == u'n' ? QChar(u'\n') : e == u'r' ? QChar(u'\r') : e;
            } else {
                s += c; // a backslash at the end: the string is not closed
            }
            from = i;
        }
        if (!closed)
            return false;
        out->append(std::move(s));
    }
    return true;
}

// 'lead', then the cells quoted with a blank between
QString joined(QChar lead, const QStringList &cells)
{
    qsizetype size = 1;
    for (const QString &c : cells)
        size += c.size() + 3;
    QString out;
    out.reserve(size);
    out += lead;
    for (qsizetype i = 0; i < cells.size(); ++i) {
        if (i > 0)
            out += u' ';
        appendQuoted(out, cells[i]);
    }
    return out;
}

// the cells of a table line (':' columns or '|' a row)
bool tableCells(const QString &text, QStringList *cells)
{
    if (!text.startsWith(u':') && !text.startsWith(u'|'))
        return false;
    return strings(QStringView(text).mid(1), cells);
}

// The lines a thread has read, by their bytes, one memo for each character
// set (the same bytes are other text in the other): up to MaxLines lines of
// up to MaxBytes bytes, then it starts again. (Found by a hash of their
// bytes in a table of twice as many places, the next free place taken when
// two meet: no more than a hash and a compare of the bytes for a line read
// before.)
class CarriedMemo
{
public:
    CarriedMemo()
    {
        for (Lines &lines : m_lines)
            lines.places.assign(2 * MaxLines, 0);
    }

    // (good until the next call; the way of a line read before kept short,
    // no more than the hash, its places and one compare: a line met for the
    // first time, or too long to keep, is read out of line)
    const CarriedLine &line(const QByteArray &bytes, bool latin1)
    {
        const qsizetype n = bytes.size();
        if (n > MaxBytes) [[unlikely]]
            return readLong(bytes, latin1);
        Lines &lines = m_lines[latin1 ? 1 : 0];
        const char *p = bytes.constData();
        const quint64 hash = hashOf(p, n);
        const quint16 *places = lines.places.data();
        const Entry *entries = lines.entries.data();
        // (an entry's hash and size told apart before its bytes: one compare
        // of the bytes, in words, for a line read before)
        for (qsizetype at = placeOf(hash);; at = (at + 1) & (2 * MaxLines - 1)) {
            const quint16 k = places[at];
            if (k == 0)
                return add(lines, at, hash, bytes, latin1);
            const Entry &e = entries[k - 1];
            if (e.hash == hash && e.bytes.size() == n && sameBytes(e.bytes.constData(), p, n))
                return e.line;
        }
    }

    static constexpr qsizetype MaxBytes = 128;
    static constexpr qsizetype MaxLines = 4096; // (a power of two)
    static constexpr int PlaceBits = 13;         // (2 * MaxLines places)
    static_assert(qsizetype(1) << PlaceBits == 2 * MaxLines);

private:
    struct Entry
    {
        QByteArray bytes;
        quint64 hash;
        CarriedLine line;
    };
    struct Lines
    {
        std::vector<Entry> entries;
        std::vector<quint16> places; // 1 + an entry's index, 0 free
    };

    // A line's first place: the hash's top bits. (Its low bits come from
    // the lines' first bytes more than their last, and the rows of a table
    // begin alike: taken from there, a third of the look-ups met another
    // line first.)
    static qsizetype placeOf(quint64 hash) { return qsizetype(hash >> (64 - PlaceBits)); }

    static quint64 word(const char *p) { return loadWord8(p); }
    static quint32 half(const char *p) { return loadWord4(p); }

    // eight bytes at a time, the last eight (or fewer) read where they end
    // (overlapping the word before): no copy of a tail of another length
    static quint64 hashOf(const char *p, qsizetype n)
    {
        quint64 h = quint64(n) * 0x9E3779B97F4A7C15ull;
        const auto mix = [&h](quint64 chunk) {
            h = (h ^ chunk) * 0xBF58476D1CE4E5B9ull;
            h ^= h >> 29;
        };
        if (n >= 8) {
            qsizetype i = 0;
            for (; i + 8 < n; i += 8)
                mix(word(p + i));
            mix(word(p + n - 8));
        } else if (n >= 4) {
            mix(quint64(half(p)) << 32 | half(p + n - 4));
        } else {
            quint64 chunk = 0;
            for (qsizetype i = 0; i < n; ++i)
                chunk = chunk << 8 | uchar(p[i]);
            mix(chunk);
        }
        return h ^ (h >> 32);
    }

    // the same 'n' bytes, compared a word at a time as hashOf() reads them
    static bool sameBytes(const char *a, const char *b, qsizetype n)
    {
        if (n >= 8) {
            for (qsizetype i = 0; i + 8 < n; i += 8)
                if (word(a + i) != word(b + i))
                    return false;
            return word(a + n - 8) == word(b + n - 8);
        }
        if (n >= 4)
            return half(a) == half(b) && half(a + n - 4) == half(b + n - 4);
        for (qsizetype i = 0; i < n; ++i)
            if (a[i] != b[i])
                return false;
        return true;
    }

    // a line not read before, read and kept in the free place 'at'
    [[gnu::noinline]] const CarriedLine &add(Lines &lines, qsizetype at, quint64 hash, const QByteArray &bytes,
                                             bool latin1)
    {
        if (qsizetype(lines.entries.size()) >= MaxLines) {
            lines.entries.clear();
            std::fill(lines.places.begin(), lines.places.end(), 0);
            at = placeOf(hash);
        }
        // (a copy of the bytes: those given may stand in another's buffer)
        lines.entries.push_back(Entry{QByteArray(bytes.constData(), bytes.size()), hash, read(bytes, latin1)});
        lines.places[at] = quint16(lines.entries.size());
        return lines.entries.back().line;
    }

    [[gnu::noinline]] const CarriedLine &readLong(const QByteArray &bytes, bool latin1)
    {
        m_long = read(bytes, latin1);
        return m_long;
    }

    static CarriedLine read(const QByteArray &bytes, bool latin1)
    {
        const QString text = toText(bytes, latin1);
        CarriedLine out;
        if (parseCarriedTag(text, &out.tag))
            out.kind = CarriedLine::Kind::Tag;
        else if (tableCells(text, &out.cells))
            out.kind = text.startsWith(u':') ? CarriedLine::Kind::Columns : CarriedLine::Kind::Row;
        else
            out.cells.clear();
        return out;
    }

    Lines m_lines[2];
    CarriedLine m_long; // the last line too long to keep
};

} // namespace

bool parseCarriedTag(const QString &text, Tag *tag)
{
    if (!text.startsWith(u'[') || !text.endsWith(u']'))
        return false;
    const qsizetype space = text.indexOf(u' ');
    if (space < 2)
        return false;
    const QString name = text.mid(1, space - 1);
    for (QChar c : name)
        if (!c.isLetterOrNumber() && c != u'_')
            return false;
    QStringList value;
    if (!strings(QStringView(text).mid(space + 1).chopped(1), &value) || value.size() != 1)
        return false;
    *tag = Tag();
    tag->name = name;
    tag->value = value.first();
    return true;
}

bool parseCarriedTableLine(const QString &text, Tag *table)
{
    QStringList cells;
    if (!tableCells(text, &cells))
        return false;
    if (text.startsWith(u':'))
        table->columns = cells;
    else
        table->rows.edit().append(cells);
    return true;
}

QStringList formatCarried(const Tag &tag)
{
    QString first;
    first.reserve(tag.name.size() + tag.value.size() + 5);
    first += u'[';
    first += tag.name;
    first += u' ';
    appendQuoted(first, tag.value);
    first += u']';
    QStringList out;
    out.reserve(2 + tag.rows.size());
    out.append(first);
    if (!tag.columns.isEmpty() || !tag.rows.isEmpty())
        out.append(joined(u':', tag.columns));
    for (const QStringList &row : tag.rows)
        out.append(joined(u'|', row));
    return out;
}

void appendCarried(QByteArray *out, const Tag &tag, bool braced)
{
    out->resize(appendCarriedAt(out, out->size(), tag, braced, false));
}

qsizetype appendCarriedAt(QByteArray *out, qsizetype at, const Tag &tag, bool braced, bool lineBreak)
{
    // (the tag's line in the room there is, or is made first, a table's
    // lines as they come; a tag with another character than ASCII goes
    // piece by piece)
    const qsizetype room = 17 + tag.name.size() + 2 * tag.value.size();
    char *const data = out->data();
    Room r{data + at, data + out->size()};
    if (r.end - r.p < room)
        r = grow(out, r.p, room);
    if (const char *end = asciiCarried(out, r, tag, braced, lineBreak))
        return end - out->constData();
    out->resize(at);
    if (lineBreak)
        put(out, "\n", 1);
    // formatCarried()'s lines, each framed as the writer frames a % line
    const auto open = [&] { braced ? put(out, "%{[", 3) : put(out, "%[", 2); };
    const auto next = [&] { braced ? put(out, "}%{", 3) : put(out, "\n%", 2); };
    open();
    appendUtf8(out, tag.name);
    put(out, " ", 1);
    appendQuotedUtf8(out, tag.value);
    put(out, "]", 1);
    if (!tag.columns.isEmpty() || !tag.rows.isEmpty()) {
        next();
        appendCells(out, ':', tag.columns);
    }
    for (const QStringList &row : tag.rows) {
        next();
        appendCells(out, '|', row);
    }
    if (braced)
        put(out, "}", 1);
    return out->size();
}

bool hasCloseBrace(const Tag &tag)
{
    const auto in = [](const QStringList &cells) {
        for (const QString &c : cells)
            if (c.contains(u'}'))
                return true;
        return false;
    };
    if (tag.value.contains(u'}') || in(tag.columns))
        return true;
    if (tag.rows.isEmpty())
        return false; // (no look into the rows' box)
    for (const QStringList &row : tag.rows.get())
        if (in(row))
            return true;
    return false;
}

Tag withoutCloseBraces(const Tag &tag)
{
    Tag out = tag;
    const auto close = [](QString &text) { text.replace(u'}', u')'); };
    close(out.value);
    for (QString &c : out.columns.edit())
        close(c);
    for (QStringList &row : out.rows.edit())
        for (QString &c : row)
            close(c);
    return out;
}

void appendUtf8(QByteArray *out, QStringView s)
{
    const qsizetype at = out->size();
    char *p = extend(out, s.size());
    const char16_t *u = s.utf16();
    for (qsizetype i = 0; i < s.size(); ++i) {
        if (u[i] >= 0x80) {
            // (from the first other character on, as toUtf8() encodes it)
            out->resize(at + i);
            *out += s.sliced(i).toUtf8();
            return;
        }
        p[i] = char(u[i]);
    }
}

const CarriedLine &carriedLine(const QByteArray &bytes, bool latin1)
{
    static thread_local CarriedMemo memo;
    return memo.line(bytes, latin1);
}

} // namespace kib::rbn
