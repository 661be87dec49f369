#pragma once

#include <QtGlobal>

#include <cstring>

namespace kib {

// Eight or four bytes read at any address, as one word in the machine's byte
// order (a memcpy the compiler makes a single load): for comparing and
// hashing text a word at a time.
inline quint64 loadWord8(const char *p)
{
    quint64 w;
    std::memcpy(&w, p, 8);
    return w;
}

inline quint32 loadWord4(const char *p)
{
    quint32 w;
    std::memcpy(&w, p, 4);
    return w;
}

} // namespace kib
