#include "pbnvaluecache.h"

#include <cstring>

namespace kib {

PbnValueCache::PbnValueCache() : m_entries(Slots), m_short(ShortSlots), m_shortRows(ShortRowSlots) {}

quint64 PbnValueCache::hashOf(Kind kind, const char *data, qsizetype size)
{
    // eight bytes at a time, multiplied and folded (the slot is in the high bits)
    quint64 h = (quint64(kind) + 1) * 0x9E3779B97F4A7C15ull ^ quint64(size);
    qsizetype i = 0;
    for (; i + 8 <= size; i += 8) {
        quint64 w;
        std::memcpy(&w, data + i, 8);
        h = (h ^ w) * 0x9E3779B97F4A7C15ull;
        h ^= h >> 32;
    }
    quint64 tail = 0;
    if (size >= 8) {
        // (the last eight bytes, which may overlap those hashed already:
        // one load, no loop; value() hashes only texts of nine bytes or more)
        std::memcpy(&tail, data + size - 8, 8);
    } else {
        for (qsizetype j = 0; i + j < size; ++j)
            tail |= quint64(quint8(data[i + j])) << (8 * j);
    }
    h = (h ^ tail) * 0x9E3779B97F4A7C15ull;
    return h;
}

} // namespace kib
