#pragma once

// What the benchmarks read of their own process: its peak resident memory
// (VmHWM), the CPU time it has used and its memory allocator.

#include <QFile>

#include <ctime>

namespace kib::bench {

inline qint64 peakKiB()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    return -1;
}

// The allocator the process runs with, as its mapped libraries tell:
// "TCMalloc" when libtcmalloc is mapped (KIBITZER_TCMALLOC), else "glibc".
inline const char *allocatorName()
{
    QFile f(QStringLiteral("/proc/self/maps"));
    if (!f.open(QIODevice::ReadOnly))
        return "unknown";
    return f.readAll().contains("libtcmalloc") ? "TCMalloc" : "glibc";
}

inline double cpuSeconds()
{
    timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

} // namespace kib::bench
