#include "rbnheadersplit.h"

#include "rbnlabels.h"

#include "parsers/unalignedload.h"

#include <algorithm>
#include <array>
#include <cstring>

namespace kib::rbn {

namespace {

// fitHeader()'s last two answers for each label: the tags it was given
// (names and values) and which of them stayed. The answer depends on
// nothing else, and a record's header is fitted several times (the writer,
// the reader's repetition, the loss check) and is often the one before's;
// convert fits each record's tags, then the record before's as they read
// back, so two answers are kept: the last two worked out (finding one does
// not change which two they are).
struct FitMemo
{
    QList<QPair<QString, QString>> given;
    QList<bool> kept;
    // The answer's tags once made, when no tag kept has rows (a tag's rows
    // are not in 'given'; its columns are empty, as it is a candidate, and
    // 'inherited' is cleared): equal in every field to what the same tags
    // give again, so handed out shared, not copied tag by tag.
    Tags fit;
    bool hasFit = false;
};

// Whether the memo was given these tags ('at': indices in 'tags'), without
// copying them.
bool sameGiven(const QList<QPair<QString, QString>> &given, const Tags &tags, const qsizetype *at, int count)
{
    if (given.size() != count)
        return false;
    for (int i = 0; i < count; ++i)
        if (!sameText(given[i].first, tags[at[i]].name) || !sameText(given[i].second, tags[at[i]].value))
            return false;
    return true;
}

// Whether B's candidates ('at': Board, then Section if there is one) read
// back as they are, told from their characters alone: fitFound()'s general
// answer (encode, drop trailing blanks, decode, compare) keeps them all
// when the Board is printable ASCII without a colon (the separator), the
// Section printable ASCII, neither empty, the last not ending in a blank,
// and the line within B's length. Anything else goes the general way.
constexpr int kMaxCandidates = 8;

bool plainBoard(const Tags &tags, const qsizetype *at, int count)
{
    const QString &board = tags[at[0]].name;
    if (count > 2 || board.size() != 5 || board.front() != u'B')
        return false; // (Section alone, or no Board)
    qsizetype length = 2; // "B "
    for (int i = 0; i < count; ++i) {
        const QString &v = tags[at[i]].value;
        if (v.isEmpty())
            return false;
        length += v.size() + i; // (the colon before the Section)
        if (length > 24) // maxLineLength('B')
            return false;
        const char16_t *u = reinterpret_cast<const char16_t *>(v.constData());
        for (qsizetype k = 0; k < v.size(); ++k)
            if (u[k] < 0x20 || u[k] >= 0x7f || (i == 0 && u[k] == u':'))
                return false;
        if (i == count - 1 && u[v.size() - 1] == u' ')
            return false;
    }
    return true;
}

// Two digits at 'u' making a number from lo to hi.
bool twoDigits(const char16_t *u, int lo, int hi)
{
    if (u[0] < u'0' || u[0] > u'9' || u[1] < u'0' || u[1] > u'9')
        return false;
    const int v = (u[0] - u'0') * 10 + (u[1] - u'0');
    return v >= lo && v <= hi;
}

// A date "yyyy.mm.dd" (or a time "hh:mm:ss") of digits that decodeDate()
// reads back from encodeDate()'s spelling as it is, with no RbnDate.
bool plainDateValue(const QString &v, bool time)
{
    if (v.size() != (time ? 8 : 10))
        return false;
    const auto *u = reinterpret_cast<const char16_t *>(v.constData());
    if (time)
        return u[2] == u':' && u[5] == u':' && twoDigits(u, 0, 24) && twoDigits(u + 3, 0, 59)
               && twoDigits(u + 6, 0, 59);
    return u[4] == u'.' && u[7] == u'.' && twoDigits(u, 0, 99) && twoDigits(u + 2, 0, 99)
           && twoDigits(u + 5, 1, 12) && twoDigits(u + 8, 1, 31);
}

// D's answer told from its candidates ('at', in tagNames('D') order: Date
// Time UTCDate UTCTime RbnDate) when they are plain: no RbnDate, and the
// local Date and Time (else the UTC ones), those there are, plain dates and
// times. encodeDate() spells those alone, decodeDate() gives them back, and
// fitFound()'s general answer keeps them and drops the others (the UTC pair
// when a local one is there). The tags kept go to 'keep'; false when the
// general way must answer.
bool plainDate(const Tags &tags, const qsizetype *at, int count, bool *keep)
{
    bool local = false;
    for (int i = 0; i < count; ++i) {
        const QString &n = tags[at[i]].name;
        if (n.size() == 7 && n.front() == u'R')
            return false; // RbnDate
        local = local || n.size() == 4;
    }
    for (int i = 0; i < count; ++i) {
        const QString &n = tags[at[i]].name;
        keep[i] = (n.size() == 4) == local;
        if (keep[i] && !plainDateValue(tags[at[i]].value, n.back() == u'e' && n.at(n.size() - 2) == u'm'))
            return false;
    }
    return true;
}

// fitHeader() once the label's candidates are found: 'at' holds the index
// in 'tags' of the first tag of each of the label's names that is a
// candidate, in tagNames() order (those with none left out).
Tags fitFound(char label, const Tags &tags, const qsizetype *at, int count, HeaderIndices *indices)
{
    Tags fit;
    if (count == 0) {
        // (no candidate: nothing to fit, nothing to remember)
        if (indices)
            indices->clear();
        return fit;
    }
    if (label == 'B' && plainBoard(tags, at, count)) {
        // (every record's B differs: its answer told without a fit)
        fit.reserve(count);
        for (int i = 0; i < count; ++i) {
            fit.append(tags[at[i]]);
            fit.last().inherited = false;
        }
        if (indices) {
            indices->clear();
            indices->append(at, count);
        }
        return fit;
    }
    bool keep[kMaxCandidates];
    if (label == 'D' && count <= kMaxCandidates && plainDate(tags, at, count, keep)) {
        // (a time that changes from record to record: told without a fit)
        HeaderIndices where;
        fit.reserve(count); // (one allocation, not a growth for each tag kept)
        for (int i = 0; i < count; ++i) {
            if (!keep[i])
                continue;
            fit.append(tags[at[i]]);
            fit.last().inherited = false;
            where.append(at[i]);
        }
        if (indices)
            *indices = std::move(where);
        return fit;
    }
    const char *slot = std::strchr(kHeaderLabels, label);
    thread_local std::array<std::array<FitMemo, 2>, 9> memos;
    std::array<FitMemo, 2> *pair = slot && *slot && slot - kHeaderLabels < 9 ? &memos[slot - kHeaderLabels] : nullptr;
    FitMemo *memo = nullptr;
    if (pair && sameGiven((*pair)[0].given, tags, at, count))
        memo = &(*pair)[0];
    else if (pair && sameGiven((*pair)[1].given, tags, at, count))
        memo = &(*pair)[1];
    if (memo) {
        // only the tags that stay are copied, into lists made at their
        // size (none when no tag stays)
        int keep = 0;
        for (int i = 0; i < count; ++i)
            keep += memo->kept[i];
        if (indices)
            indices->clear();
        if (keep == 0)
            return fit;
        bool plain = true; // (no tag kept has rows)
        for (int i = 0; i < count; ++i) {
            if (!memo->kept[i])
                continue;
            plain = plain && tags[at[i]].rows.isEmpty();
            if (indices)
                indices->append(at[i]);
        }
        if (plain && memo->hasFit)
            return memo->fit;
        fit.reserve(keep);
        for (int i = 0; i < count; ++i) {
            if (!memo->kept[i])
                continue;
            fit.append(tags[at[i]]);
            fit.last().inherited = false;
        }
        if (plain) {
            memo->fit = fit;
            memo->hasFit = true;
        }
        return fit;
    }
    QList<qsizetype> place; // in 'given', of each tag still in 'fit'
    HeaderIndices where(at, at + count);
    fit.reserve(count);
    for (int i = 0; i < count; ++i) {
        fit.append(tags[at[i]]);
        fit.last().inherited = false;
        place.append(i);
    }
    QList<QPair<QString, QString>> given;
    for (const Tag &t : std::as_const(fit))
        given.append({t.name, t.value});
    // Leave out what does not read back, one tag at a time.
    while (!fit.isEmpty()) {
        QString data = encodeHeader(label, fit);
        // the reader drops trailing blanks and takes the line as it is
        while (data.endsWith(u' ') || data.endsWith(u'\t'))
            data.chop(1);
        const bool fits = !data.contains(u'\n') && !data.contains(u'\r')
                          && data.toUtf8().size() + 2 <= maxLineLength(label);
        const Tags back = fits ? decodeHeader(label, data, nullptr) : Tags();
        if (fits && sameValues(back, fit))
            break;
        qsizetype drop = fit.size() - 1; // too long: the last one goes
        for (qsizetype i = 0; i < fit.size(); ++i) {
            const bool found = std::any_of(back.begin(), back.end(), [&](const Tag &b) {
                return b.name == fit[i].name && b.value == fit[i].value;
            });
            if (!found) {
                drop = i;
                break;
            }
        }
        fit.removeAt(drop);
        where.remove(drop);
        place.removeAt(drop);
    }
    if (pair) {
        // (the older answer goes, the one before it becomes the older)
        std::swap((*pair)[0], (*pair)[1]);
        memo = &(*pair)[0];
        memo->kept = QList<bool>(given.size(), false);
        for (qsizetype p : std::as_const(place))
            memo->kept[p] = true;
        memo->given = std::move(given);
        memo->fit = Tags();
        memo->hasFit = false; // (made at the next answer from this memo)
    }
    if (indices)
        *indices = std::move(where);
    return fit;
}

// headerNameIndex()'s place for a name: from its first and last characters
// and its length (the header names differ in these, or nearly).
inline unsigned placeOf(char16_t first, char16_t last, qsizetype size)
{
    return (unsigned(first) * 7u + unsigned(last) * 3u + unsigned(size) * 13u) & 63u;
}

// Where each label's names begin among the header labels' tag names
// (kHeaderNames, rbnheadersplit.h).
constexpr int kFirstName[10] = {0, 5, 7, 9, 11, 13, 15, 19, 26, 28};

// The position of a header label's tag name among all of them (label by
// label, each in tagNames() order), -1 for any other name.
int headerNameIndex(const QString &name)
{
    // The names in a table of 64 places found by their first and last
    // characters and their length, the next free place taken when two
    // meet; built once. Every tag of every record is looked up here (the
    // writer's split, the loss check's): most are no header name and end at
    // a free place or a name of another length, without a compare.
    struct Table
    {
        std::array<qint8, 64> place{}; // 1 + the name's position, 0 free
        std::array<QString, kHeaderNames> names;
        qsizetype shortest = 0, longest = 0;
    };
    static const Table table = [] {
        Table t;
        int k = 0;
        t.shortest = 1 << 20;
        for (const char *p = kHeaderLabels; *p; ++p)
            for (const QString &n : tagNames(*p)) {
                t.names[k] = n;
                t.shortest = std::min(t.shortest, n.size());
                t.longest = std::max(t.longest, n.size());
                const auto *u = reinterpret_cast<const char16_t *>(n.constData());
                unsigned h = placeOf(u[0], u[n.size() - 1], n.size());
                while (t.place[h])
                    h = (h + 1) & 63;
                t.place[h] = qint8(++k);
            }
        Q_ASSERT(k == kHeaderNames && t.shortest >= 4 && t.longest <= 16);
        return t;
    }();
    const qsizetype n = name.size();
    if (n < table.shortest || n > table.longest)
        return -1;
    const auto *u = reinterpret_cast<const char16_t *>(name.constData());
    for (unsigned h = placeOf(u[0], u[n - 1], n); table.place[h]; h = (h + 1) & 63) {
        const int k = table.place[h] - 1;
        const QString &candidate = table.names[k];
        if (candidate.size() != n)
            continue;
        // (compared in words: four characters each, the last word read where
        // the name ends; every header name has 4 to 16 characters)
        const char *a = reinterpret_cast<const char *>(candidate.constData());
        const char *b = reinterpret_cast<const char *>(u);
        const qsizetype bytes = 2 * n;
        bool same = loadWord8(a) == loadWord8(b) && loadWord8(a + bytes - 8) == loadWord8(b + bytes - 8);
        if (same && bytes > 16)
            same = loadWord8(a + 8) == loadWord8(b + 8) && loadWord8(a + bytes - 16) == loadWord8(b + bytes - 16);
        if (same)
            return k;
    }
    return -1;
}

} // namespace

Tags fitHeader(char label, const Tags &tags, const QList<bool> &taken, HeaderIndices *indices)
{
    std::array<qsizetype, kHeaderNames> at;
    int count = 0;
    for (const QString &name : tagNames(label)) {
        for (qsizetype i = 0; i < tags.size(); ++i) {
            if ((i < taken.size() && taken[i]) || tags[i].name != name || tags[i].isTable())
                continue;
            at[count++] = i;
            break;
        }
    }
    return fitFound(label, tags, at.data(), count, indices);
}

namespace {

// headerNameIndex() of the names asked before, by their data: the readers
// give a tag name one string for all the records (the PBN reader's names,
// the labels' static names, the carried-line memo), so the same few
// strings come record after record. A slot keeps its name, a copy sharing
// the data: while it holds it no other string can come to have that
// address. Each thread keeps its own; a slot taken by another name only
// costs the look-up again.
class NameIndexMemo
{
public:
    int index(const QString &name)
    {
        const auto p = quintptr(name.constData());
        Slot &slot = m_slots[quint64(p) * 0x9E3779B97F4A7C15u >> (64 - kBits)];
        if (quintptr(slot.name.constData()) != p || slot.name.size() != name.size()) {
            slot.index = headerNameIndex(name);
            slot.name = name;
        }
        return slot.index;
    }

private:
    static constexpr int kBits = 8;
    struct Slot
    {
        QString name;
        int index = -1;
    };
    std::array<Slot, 1 << kBits> m_slots;
};

// The index in 'tags' of the first tag of each header name that is not a
// table, -1 where there is none.
FirstOfNames firstOfNames(const Tags &tags)
{
    static thread_local NameIndexMemo memo;
    FirstOfNames first;
    first.fill(-1);
    for (qsizetype i = 0; i < tags.size(); ++i) {
        const int k = memo.index(tags[i].name);
        if (k >= 0 && first[k] < 0 && !tags[i].isTable())
            first[k] = i;
    }
    return first;
}

} // namespace

bool sameHeaderValues(const Tags &a, const Tags &b)
{
    return sameHeaderValues(a, b, firstOfNames(b));
}

bool sameHeaderValues(const Tags &a, const Tags &b, const FirstOfNames &fb)
{
    // splitHeader()'s values are fitFound()'s answers for these candidates,
    // which depend on nothing but the candidates' names and values (copied,
    // with 'inherited' cleared), label by label in tagNames() order
    const FirstOfNames fa = firstOfNames(a);
    for (int k = 0; k < kHeaderNames; ++k) {
        if ((fa[k] < 0) != (fb[k] < 0))
            return false;
        if (fa[k] < 0)
            continue;
        const Tag &x = a[fa[k]];
        const Tag &y = b[fb[k]];
        if (!sameText(x.value, y.value) || x.columns != y.columns || x.rows != y.rows)
            return false; // (the names are equal: the same header name)
    }
    return true;
}

HeaderSplit splitHeader(const Tags &tags)
{
    // fitHeader() for each label in turn, the tags each takes marked taken:
    // the labels' names are distinct, so a tag one label takes is never
    // another's candidate, and one pass finds every label's candidates (the
    // first tag of each name that is not a table)
    HeaderSplit out;
    out.taken.fill(false, tags.size());
    const FirstOfNames first = firstOfNames(tags);
    out.first = first;
    for (int l = 0; l < 9; ++l) {
        std::array<qsizetype, kHeaderNames> at;
        int count = 0;
        for (int k = kFirstName[l]; k < kFirstName[l + 1]; ++k)
            if (first[k] >= 0)
                at[count++] = first[k];
        out.values[l] = fitFound(kHeaderLabels[l], tags, at.data(), count, &out.indices[l]);
        for (qsizetype i : std::as_const(out.indices[l]))
            out.taken[i] = true;
    }
    return out;
}

} // namespace kib::rbn
