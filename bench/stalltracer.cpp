#include "stalltracer.h"

#include <QElapsedTimer>
#include <QEvent>
#include <QMetaEnum>

#include <algorithm>
#include <cstdio>
#include <ctime>

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
}

bool TracingApplication::notify(QObject *receiver, QEvent *event)
{
    if (!m_tracing)
        return QApplication::notify(receiver, event);
    QElapsedTimer wall;
    wall.start();
    const double cpu0 = m_depth == 0 ? threadCpuMs() : 0;
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
        ++m_events;
        m_totalWallMs += ms;
        m_totalCpuMs += cpu;
        if (ms >= m_threshold)
            m_entries.push_back({ms, cpu, what.text(), m_nested, m_nestedMs});
    }
    return result;
}

void TracingApplication::report(int n) const
{
    std::vector<Entry> sorted = m_entries;
    std::sort(sorted.begin(), sorted.end(), [](const Entry &a, const Entry &b) { return a.wallMs > b.wallMs; });
    std::fprintf(stderr, "stall trace: %lld events on the window's thread, %.0f ms wall, %.0f ms cpu; %zu took %d ms or more\n",
                 m_events, m_totalWallMs, m_totalCpuMs, m_entries.size(), m_threshold);
    for (size_t i = 0; i < sorted.size() && int(i) < n; ++i) {
        const Entry &e = sorted.at(i);
        std::fprintf(stderr, "  %7.1f ms wall %7.1f ms cpu  %s", e.wallMs, e.cpuMs, e.what.constData());
        if (!e.inside.isEmpty())
            std::fprintf(stderr, "  [inside: %.1f ms %s]", e.insideMs, e.inside.constData());
        std::fprintf(stderr, "\n");
    }
}

} // namespace kib::bench
