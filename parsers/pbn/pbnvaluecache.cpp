#include "pbnvaluecache.h"

namespace kib {

PbnValueCache::PbnValueCache() : m_entries(Slots) {}

quint32 PbnValueCache::slotOf(Kind kind, const char *data, qsizetype size)
{
    quint32 h = (2166136261u ^ quint32(kind)) * 16777619u;
    for (qsizetype i = 0; i < size; ++i)
        h = (h ^ quint8(data[i])) * 16777619u;
    return h % Slots;
}

} // namespace kib
