#include "stalltracer.h"

#include <QElapsedTimer>
#include <QEvent>
#include <QMetaEnum>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>

#ifdef Q_OS_LINUX
#include <fcntl.h>
#include <unistd.h>
#endif

namespace kib::bench {

namespace {

double threadCpuMs()
{
    timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

// What received an event, taken before it is delivered (a receiver may be
// deleted by it: DeferredDelete).
struct Receiver
{
    const char *className = "?";
    const char *parentClass = nullptr;
    QString name;
    QEvent::Type type = QEvent::None;

    Receiver(QObject *receiver, QEvent *event) : type(event->type())
    {
        if (!receiver)
            return;
        className = receiver->metaObject()->className();
        name = receiver->objectName();
        if (receiver->parent())
            parentClass = receiver->parent()->metaObject()->className();
    }

    QByteArray text() const
    {
        QByteArray out(className);
        if (!name.isEmpty())
            out += " \"" + name.toUtf8() + '"';
        if (parentClass)
            out += " (in " + QByteArray(parentClass) + ')';
        const char *key = QMetaEnum::fromType<QEvent::Type>().valueToKey(type);
        out += ": ";
        out += key ? QByteArray(key) : QByteArray::number(int(type));
        return out;
    }
};

} // namespace

TracingApplication::TracingApplication(int &argc, char **argv) : QApplication(argc, argv) {}

void TracingApplication::setTracing(bool on, int thresholdMs)
{
    m_tracing = on;
    m_threshold = thresholdMs;
#ifdef Q_OS_LINUX
    if (on && m_schedstat < 0)
        m_schedstat = ::open("/proc/thread-self/schedstat", O_RDONLY | O_CLOEXEC);
#endif
}

double TracingApplication::queueMs() const
{
#ifdef Q_OS_LINUX
    // "cpu ns, run-queue wait ns, timeslices"
    char buf[128];
    const ssize_t n = m_schedstat >= 0 ? ::pread(m_schedstat, buf, sizeof buf - 1, 0) : -1;
    if (n <= 0)
        return 0;
    buf[n] = 0;
    char *end = nullptr;
    std::strtoull(buf, &end, 10);
    return std::strtoull(end, nullptr, 10) / 1e6;
#else
    return 0;
#endif
}

bool TracingApplication::notify(QObject *receiver, QEvent *event)
{
    if (!m_tracing)
        return QApplication::notify(receiver, event);
    QElapsedTimer wall;
    wall.start();
    const double cpu0 = m_depth == 0 ? threadCpuMs() : 0;
    const double queue0 = m_depth == 0 ? queueMs() : 0;
    if (m_depth == 0) {
        m_nested.clear();
        m_nestedMs = 0;
    }
    const Receiver what(receiver, event);
    ++m_depth;
    const bool result = QApplication::notify(receiver, event);
    --m_depth;
    const double ms = wall.nsecsElapsed() / 1e6;
    if (m_depth == 1 && ms > m_nestedMs) {
        m_nestedMs = ms;
        m_nested = what.text();
    }
    if (m_depth == 0) {
        const double cpu = threadCpuMs() - cpu0;
        const double queue = queueMs() - queue0;
        ++m_events;
        m_totalWallMs += ms;
        m_totalCpuMs += cpu;
        m_totalQueueMs += queue;
        if (ms >= m_threshold)
            m_entries.push_back({ms, cpu, queue, what.text(), m_nested, m_nestedMs});
        // (the ten busiest, kept as they come)
        const auto byCpu = [](const Entry &a, const Entry &b) { return a.cpuMs > b.cpuMs; };
        if (m_busiest.size() < 10 || cpu > m_busiest.back().cpuMs) {
            m_busiest.push_back({ms, cpu, queue, what.text(), m_nested, m_nestedMs});
            std::sort(m_busiest.begin(), m_busiest.end(), byCpu);
            if (m_busiest.size() > 10)
                m_busiest.pop_back();
        }
    }
    return result;
}

void TracingApplication::report(int n) const
{
    std::vector<Entry> sorted = m_entries;
    std::sort(sorted.begin(), sorted.end(), [](const Entry &a, const Entry &b) { return a.wallMs > b.wallMs; });
    std::fprintf(stderr,
                 "stall trace: %lld events on the window's thread, %.0f ms wall, %.0f ms cpu, %.0f ms waiting in the "
                 "run queue; %zu took %d ms or more\n",
                 m_events, m_totalWallMs, m_totalCpuMs, m_totalQueueMs, m_entries.size(), m_threshold);
    const auto print = [](const Entry &e) {
        std::fprintf(stderr, "  %7.1f ms wall %7.1f ms cpu %7.1f ms run queue  %s", e.wallMs, e.cpuMs, e.queueMs,
                     e.what.constData());
        if (!e.inside.isEmpty())
            std::fprintf(stderr, "  [inside: %.1f ms %s]", e.insideMs, e.inside.constData());
        std::fprintf(stderr, "\n");
    };
    for (size_t i = 0; i < sorted.size() && int(i) < n; ++i)
        print(sorted.at(i));
    std::fprintf(stderr, "the busiest events (the window's own work):\n");
    for (const Entry &e : m_busiest)
        print(e);
}

} // namespace kib::bench
