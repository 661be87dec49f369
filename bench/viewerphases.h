#pragma once

// What viewerbench does with the record list while a file loads (--while):
// "sort" sorts it by one column after another, "filter" filters it by one
// text after another, "scroll" scrolls it to row after row; each from the
// first board shown until the file has loaded.

#include <QObject>
#include <QString>
#include <QTimer>

namespace kib {
class MainWindow;
}

namespace kib::bench {

class ViewerPhase : public QObject
{
public:
    ViewerPhase(kib::MainWindow *window, const QString &phase);

    // The first board is shown: begins.
    void start();
    // Whether the list shows every record as last asked (sorted, filtered).
    bool settled() const;
    // What was done, on stderr.
    void report() const;

private:
    void step();

    kib::MainWindow *m_window;
    QString m_phase;
    QTimer m_timer;
    int m_steps = 0;
    unsigned m_random = 12345;
};

} // namespace kib::bench
