#pragma once

#include <QObject>

class QMainWindow;

namespace kib {

// Keeps the main window on its screen. Every dock's panel sits in a scroll
// area, so that opening the editing docks (Comments, Bidding Box, the
// pinochle and preferans panels...) makes them scroll or shrink instead of
// growing the window; and the window is never larger than the screen's
// available area (the replay bar and the status bar stay on screen), nor
// restored from the settings beyond it.
class WindowFit : public QObject
{
    Q_OBJECT

public:
    explicit WindowFit(QMainWindow *window);

    // Puts the panel of every dock not yet wrapped in a scroll area (docks
    // added later are wrapped when the window is shown).
    void wrapDocks();
    // restoreGeometry(), then the size and place checked against the
    // available area of the screen the window lands on.
    static void restoreGeometry(QMainWindow *window, const QByteArray &geometry);
    // Shrinks and moves the window into the available area of its screen.
    static void fitToScreen(QMainWindow *window);
    // Shows every dock (as View's items do); those that do not fit in
    // 'room' become tabs.
    static void showEveryDock(QMainWindow *window, const QSize &room);

    // Whether the window is kept within its screen as it shows and resizes.
    // On by default, except on the offscreen platform, where screenshots and
    // tests size windows beyond its small default screen on purpose (a test
    // that sets up a screen turns it on).
    void setScreenBound(bool on);
    bool isScreenBound() const { return m_bound; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QMainWindow *m_window;
    bool m_pending = false;
    bool m_bound = true;
};

} // namespace kib
