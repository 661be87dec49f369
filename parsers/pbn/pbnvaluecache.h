#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <cstring>
#include <memory>
#include <vector>

namespace kib {

// Shares the text of tag values that repeat from game to game (event, site,
// date, players, scoring ...), and of notes and commentary that do: one
// QString for all the games of a file, so that reading a file allocates, and
// keeps, each such text once.
class PbnValueCache
{
public:
    // What the bytes are: the same bytes decode differently as a tag value
    // and as a comment, so each kind has entries of its own.
    enum class Kind : quint8 { TagValue, BraceComment, LineComment, NoteText, Word };

    PbnValueCache();
    // The text of these bytes (a tag value already decoded to 'text' when
    // the bytes hold escapes); 'make' builds the text when it is new. Bytes
    // longer than 'maxSize' are not kept: 'make' is called each time.
    // The bytes are kept when first met, the text the second time: a text
    // met once (a board's number, its own commentary) is then its game's
    // alone, and no held copy of it is counted up, then down and freed when
    // another text takes its slot, by then out of the cache (issue 18: the
    // count down was 1.3% of the generated file's read, in comment() alone).
    // A text that repeats is made twice and shared from its third time on.
    // (An entry whose slot is taken by bytes met once keeps the text it had
    // until it makes another: it is not counted down and freed on the way.)
    template<typename Make>
    QString value(Kind kind, const char *data, qsizetype size, Make make, qsizetype maxSize = 64)
    {
        if (size > maxSize)
            return make();
        if (size <= 8) {
            // (short texts, most of a table's entries and many tag values:
            // the bytes themselves are the key, no hash loop, no compare)
            const quint64 key = shortKey(data, size);
            const quint64 mix = (key ^ (quint64(size) << 59 | quint64(kind) << 56)) * 0x9E3779B97F4A7C15ull;
            ShortEntry &e = m_short[quint32(mix >> 55) % ShortSlots];
            if (e.key == key && e.size == quint8(size) && e.kind == kind && e.used)
                return madeAgain(e.text, e.made, make);
            e.key = key;
            e.size = quint8(size);
            e.kind = kind;
            e.used = true;
            e.made = false;
            return make();
        }
        // (the whole hash kept: another text in the slot told without its bytes)
        const quint64 h = hashOf(kind, data, size);
        Entry &e = m_entries[quint32(h >> 54) % Slots];
        if (e.hash == h && e.kind == kind && e.size == size && std::equal(data, data + size, e.bytes.get()))
            return madeAgain(e.text, e.made, make);
        e.hash = h;
        e.kind = kind;
        // (the entry's own buffer reused: bytes met once cost no allocation,
        // and a miss no Qt call to resize a QByteArray; the room in steps of
        // 64 bytes: the call's bound as the room, 64 to 192, made the heap
        // of a convert that follows the read work harder, callgrind +2.5 M
        // in malloc on the generated 1,000 games)
        if (e.room < size) {
            e.room = (size + 63) & ~qsizetype(63);
            e.bytes.reset(new char[size_t(e.room)]);
        }
        e.size = size;
        std::memcpy(e.bytes.get(), data, size_t(size));
        e.made = false;
        return make();
    }
    template<typename Make>
    QString value(const char *data, qsizetype size, Make make)
    {
        return value(Kind::TagValue, data, size, make);
    }

    // A table's row held in these bytes (its first entry's first byte to its
    // last entry's last, quotes and what stands between the entries
    // included: the bytes decide the entries); 'make' builds the row when
    // the bytes are new. The rows of a file's tables repeat from game to
    // game ("N NT  5"), and each such row is then one list for all of them.
    template<typename Make>
    QStringList row(const char *data, qsizetype size, Make make)
    {
        if (size > MaxRowBytes)
            return make();
        if (size <= 16) {
            // (most rows: "N NT  5"; the bytes themselves are the key of a
            // slot in front of the hash)
            quint64 key[2];
            shortKey(data, size, key);
            const quint64 mix = ((key[0] * 0x9E3779B97F4A7C15ull) ^ key[1] ^ quint64(size)) * 0xC2B2AE3D27D4EB4Full;
            ShortRow &e = m_shortRows[quint32(mix >> 54) % ShortRowSlots];
            if (e.key[0] == key[0] && e.key[1] == key[1] && e.size == quint8(size) && e.size != 0)
                return e.row;
            e.row = longRow(data, size, make);
            e.key[0] = key[0];
            e.key[1] = key[1];
            e.size = quint8(size);
            return e.row;
        }
        return longRow(data, size, make);
    }
    static constexpr qsizetype MaxRowBytes = 64;

private:
    // A key that tells apart any two texts of one size up to 16 bytes, read
    // with a few fixed loads, none beyond the text: its first and last eight
    // (or four) bytes, which overlap when it is shorter than sixteen (eight)
    // and cover it together; its first, middle and last byte under four.
    static void shortKey(const char *data, qsizetype size, quint64 key[2])
    {
        auto load64 = [](const char *p) {
            quint64 v;
            std::memcpy(&v, p, 8);
            return v;
        };
        auto load32 = [](const char *p) {
            quint32 v;
            std::memcpy(&v, p, 4);
            return quint64(v);
        };
        if (size >= 8) {
            key[0] = load64(data);
            key[1] = load64(data + size - 8);
        } else if (size >= 4) {
            key[0] = load32(data) | (load32(data + size - 4) << 32);
            key[1] = 0;
        } else {
            key[0] = size > 0 ? quint64(quint8(data[0])) | (quint64(quint8(data[size / 2])) << 8)
                                    | (quint64(quint8(data[size - 1])) << 16)
                              : 0;
            key[1] = 0;
        }
    }

    // An entry's text for its bytes met again: made now if they were met
    // once only before.
    template<typename Make>
    static QString madeAgain(QString &text, bool &made, Make make)
    {
        if (!made) {
            text = make();
            made = true;
        }
        return text;
    }

    // The same up to eight bytes, in one word: read with loads of the text
    // itself (bytes copied to a word on the stack and read back as one made
    // the load wait for the copies, a stall in every tag value looked up).
    static quint64 shortKey(const char *data, qsizetype size)
    {
        quint64 key[2];
        shortKey(data, size, key);
        return key[0];
    }

    template<typename Make>
    QStringList longRow(const char *data, qsizetype size, Make make)
    {
        // (a file's tables have a few hundred rows between them: all kept,
        // up to a bound, looked up by the bytes in place)
        const auto found = m_rows.constFind(QByteArray::fromRawData(data, size));
        if (found != m_rows.constEnd())
            return found.value();
        if (m_rows.size() >= MaxRows)
            m_rows.clear();
        QStringList made = make();
        m_rows.insert(QByteArray(data, size), made);
        return made;
    }

    static constexpr int Slots = 1024;
    static constexpr int ShortSlots = 512;
    struct ShortEntry
    {
        quint64 key = 0; // shortKey() of the bytes
        QString text;
        quint8 size = 0;
        Kind kind = Kind::TagValue;
        bool used = false;
        bool made = false; // (text is the bytes' text: they were met twice)
    };
    static constexpr int ShortRowSlots = 512;
    struct ShortRow
    {
        quint64 key[2] = {0, 0}; // the bytes, zero-padded
        QStringList row;
        quint8 size = 0; // (0: an empty slot)
    };
    struct Entry
    {
        std::unique_ptr<char[]> bytes; // the text's bytes ('size' of 'room')
        qsizetype size = 0;
        qsizetype room = 0;
        QString text;
        quint64 hash = 0;
        Kind kind = Kind::TagValue;
        bool made = false; // (as ShortEntry's)
    };
    static constexpr qsizetype MaxRows = 4096;
    static quint64 hashOf(Kind kind, const char *data, qsizetype size);

    // (std::vector: a slot looked up with no test for a shared list)
    std::vector<Entry> m_entries;
    std::vector<ShortEntry> m_short;
    std::vector<ShortRow> m_shortRows;
    QHash<QByteArray, QStringList> m_rows;
};

} // namespace kib
