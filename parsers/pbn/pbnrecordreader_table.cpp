#include "pbnrecordreader.h"

#include "pbntext.h"
#include "pbnvaluecache.h"

// The entries of a table (a supplemental section): rows of the table's width
// made as the entries come, the last one whatever is left.

namespace kib {

namespace {

// value.split(';'): a table's columns, the same from game to game in most
// files, or a few that take turns (Bridge Composer writes "Result\1R" or
// "Result\2R" as the game's tricks need): the last four kept on each thread,
// split once (the lists share)
QStringList columnsOf(const QString &value)
{
    struct Kept
    {
        QString value;
        QStringList columns; // (never empty once made)
    };
    static constexpr int KeptCount = 4;
    thread_local Kept kept[KeptCount];
    thread_local int next = 0;
    for (const Kept &k : kept)
        if (!k.columns.isEmpty() && k.value == value)
            return k.columns;
    Kept &k = kept[next];
    next = (next + 1) % KeptCount;
    k.value = value;
    k.columns = value.split(QLatin1Char(';'));
    return k.columns;
}

// The rows of the last table read on this thread: room for as many is made
// in the next table at once (a file's tables are mostly of one length).
thread_local int lastTableRows = 0;

bool isString(const PbnToken &t)
{
    return t.kind == PbnToken::Kind::String;
}

} // namespace

QStringList PbnRecordReader::tableColumns(const QString &value)
{
    return columnsOf(value);
}

QString PbnRecordReader::entryText(const PbnToken &t) const
{
    // (table entries repeat from game to game: "N", "NT", "6" ... decoded once)
    const bool string = isString(t);
    auto make = [&]() {
        return string ? PbnText::decodeString(t.text, t.size, m_latin1) : PbnText::decode(t.text, t.size, m_latin1);
    };
    return m_cache && !t.unterminated
               ? m_cache->value(string ? PbnValueCache::Kind::TagValue : PbnValueCache::Kind::Word, t.text, t.size,
                                make, 24)
               : make();
}

// The entries held back for the row cache, decoded one by one into the row
// being read (a row cut short by a tag, or one the cache cannot take).
void PbnRecordReader::takePending()
{
    for (int i = 0; i < m_pendingCount; ++i)
        m_data.append(entryText(m_pending[i]));
    m_pendingCount = 0;
}

// The entries of a row that PbnLexer::plainRow() took: words of plain ASCII
// between spaces.
QStringList PbnRecordReader::plainEntries(const char *from, const char *to) const
{
    QStringList made;
    made.reserve(m_rowWidth);
    for (const char *p = from; p < to;) {
        const char *q = p;
        while (q < to && *q != ' ')
            ++q;
        PbnToken word;
        word.kind = PbnToken::Kind::Word;
        word.text = p;
        word.size = q - p;
        made.append(entryText(word));
        for (p = q; p < to && *p == ' ';)
            ++p;
    }
    return made;
}

// The held-back entries, a whole row, taken from the cache by their bytes.
void PbnRecordReader::takeCachedRow(Tag &tag)
{
    const PbnToken &first = m_pending[0];
    const PbnToken &last = m_pending[m_pendingCount - 1];
    const char *from = first.text - (isString(first) ? 1 : 0);
    const char *to = last.text + last.size + (isString(last) ? 1 : 0);
    QStringList row = m_cache->row(from, to - from, [&]() {
        QStringList made;
        made.reserve(m_pendingCount);
        for (int i = 0; i < m_pendingCount; ++i)
            made.append(entryText(m_pending[i]));
        return made;
    });
    m_pendingCount = 0;
    tag.rows.edit().append(std::move(row));
}

void PbnRecordReader::tableEntry(const PbnToken &t)
{
    if (m_dataTag < 0) { // (entries after a note in a table: counted, not kept)
        ++m_dataCount;
        return;
    }
    Tag &tag = m_record->tags()[m_dataTag];
    if (m_dataCount++ == 0) {
        if (tag.columns.isEmpty())
            tag.columns = columnsOf(tag.value);
        m_rowWidth = int(tag.columns.size());
        m_data.clear();
        m_pendingCount = 0;
        if (lastTableRows > 0 && tag.rows.isEmpty())
            tag.rows.edit().reserve(lastTableRows);
    }
    // A row of a width the cache takes is held back until it is whole, then
    // taken from the cache by its bytes (decoded only when they are new).
    if (m_cache && !t.unterminated && m_rowWidth <= MaxPendingEntries && m_data.isEmpty()) {
        m_pending[m_pendingCount++] = t;
        if (m_pendingCount < m_rowWidth)
            return;
        takeCachedRow(tag);
        // (the rows after it that stand a line each, plain words, taken a
        // line at a time: the same words, without a token's way through read())
        // (the rows' list detached once for them all: nothing copies the tag
        // meanwhile)
        const char *from = nullptr;
        const char *to = nullptr;
        QList<QStringList> *rows = nullptr;
        while (m_lexer.plainRow(m_rowWidth, &from, &to)) {
            m_dataCount += m_rowWidth;
            if (!rows)
                rows = &tag.rows.edit();
            rows->append(m_cache->row(from, to - from, [&]() { return plainEntries(from, to); }));
        }
        return;
    }
    takePending();
    if (m_data.isEmpty())
        m_data.reserve(m_rowWidth);
    m_data.append(entryText(t));
    if (m_data.size() >= m_rowWidth) {
        tag.rows.edit().append(std::move(m_data));
        m_data = QStringList();
    }
}

void PbnRecordReader::flushData()
{
    if (m_dataTag < 0)
        return;
    // (the full rows are in the tag already: tableEntry())
    takePending();
    Tag &tag = m_record->tags()[m_dataTag];
    if (!m_data.isEmpty())
        tag.rows.edit().append(m_data);
    if (m_dataCount > 0)
        lastTableRows = int(qMin<qsizetype>(tag.rows.size(), 1024));
    m_data.clear();
    m_dataCount = 0;
    m_dataTag = -1;
}

} // namespace kib
