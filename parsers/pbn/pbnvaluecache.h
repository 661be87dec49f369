#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include <algorithm>

namespace kib {

// Shares the text of tag values that repeat from game to game (event, site,
// date, players, scoring ...): one QString for all the games of a file, so
// that reading a file allocates, and keeps, each such value once.
class PbnValueCache
{
public:
    PbnValueCache();
    // The value of these bytes (a tag value already decoded to 'text' when
    // the bytes hold escapes); 'make' builds the text when it is new.
    template<typename Make>
    QString value(const char *data, qsizetype size, Make make)
    {
        if (size > MaxSize)
            return make();
        Entry &e = m_entries[slotOf(data, size)];
        if (e.bytes.size() == size && std::equal(data, data + size, e.bytes.constData()))
            return e.text;
        e.bytes = QByteArray(data, size);
        e.text = make();
        return e.text;
    }

private:
    static constexpr qsizetype MaxSize = 64;
    static constexpr int Slots = 1024;
    struct Entry
    {
        QByteArray bytes;
        QString text;
    };
    static quint32 slotOf(const char *data, qsizetype size);

    QList<Entry> m_entries;
};

} // namespace kib
