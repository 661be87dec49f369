#pragma once

// A stall tracer for the benchmarks (issue 18): an application that times
// every event it delivers on the window's thread (wall and the thread's own
// CPU time) and keeps the longest, with what received them (the object's
// class and name, its parent's class, the event's type) and the longest
// event delivered inside each. Wall time well above CPU time is the thread
// waiting for a core (the machine shared), not the window's own work: the
// time the thread waited runnable for a core is measured too (Linux's
// /proc/thread-self/schedstat, "run queue" below); what is neither CPU nor
// that wait is the thread blocked (a lock, a file).

#include <QApplication>

#include <vector>

namespace kib::bench {

class TracingApplication : public QApplication
{
public:
    TracingApplication(int &argc, char **argv);

    bool notify(QObject *receiver, QEvent *event) override;

    // Events at the top of the stack that took 'thresholdMs' or more of wall time.
    void setTracing(bool on, int thresholdMs = 50);
    // Prints the 'n' longest to stderr, with the sum of all traced.
    void report(int n) const;

private:
    struct Entry
    {
        double wallMs = 0;
        double cpuMs = 0;
        double queueMs = 0; // waited runnable for a core
        QByteArray what;   // receiver, event
        QByteArray inside; // the longest nested delivery
        double insideMs = 0;
    };
    bool m_tracing = false;
    int m_threshold = 50;
    int m_depth = 0;
    // the longest nested delivery of the event at the top (depth 1)
    QByteArray m_nested;
    double m_nestedMs = 0;
    std::vector<Entry> m_entries;
    std::vector<Entry> m_busiest; // the events with the most CPU, whatever their wall time
    int m_schedstat = -1;         // /proc/thread-self/schedstat of the window's thread
    double queueMs() const;
    qint64 m_events = 0;
    double m_totalWallMs = 0;
    double m_totalCpuMs = 0;
    double m_totalQueueMs = 0;
};

} // namespace kib::bench
