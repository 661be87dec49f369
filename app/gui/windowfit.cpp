#include "windowfit.h"

#include <QAbstractScrollArea>
#include <QAction>
#include <QDockWidget>
#include <QEvent>
#include <QGuiApplication>
#include <QLayout>
#include <QMainWindow>
#include <QScreen>
#include <QScrollArea>
#include <QTimer>

namespace kib {

WindowFit::WindowFit(QMainWindow *window) : QObject(window), m_window(window)
{
    m_bound = QGuiApplication::platformName() != QLatin1String("offscreen");
    window->installEventFilter(this);
}

void WindowFit::setScreenBound(bool on)
{
    m_bound = on;
    if (on && m_window->isVisible())
        fitToScreen(m_window);
}

void WindowFit::wrapDocks()
{
    for (QDockWidget *dock : m_window->findChildren<QDockWidget *>(QString(), Qt::FindDirectChildrenOnly)) {
        QWidget *content = dock->widget();
        if (!content || qobject_cast<QAbstractScrollArea *>(content) || content->property("kibFitted").toBool())
            continue;
        auto *scroll = new QScrollArea;
        scroll->setObjectName(dock->objectName() + QStringLiteral("Scroll"));
        scroll->setProperty("kibFitted", true);
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setWidgetResizable(true);
        scroll->setFocusPolicy(Qt::NoFocus);
        dock->setWidget(scroll); // (the dock lets go of the panel without deleting it)
        scroll->setWidget(content);
        content->show();
    }
}

// Docks stacked in one area whose least sizes add up beyond the screen
// become tabs of the first dock of their column (or row), area by area until
// the window's least size fits: a stack of seven panels in the right area cannot fit on a
// 720 px screen, as tabs they can.
static void tabifyToFit(QMainWindow *window, const QSize &room)
{
    const auto tooBig = [window, room]() {
        window->layout()->activate();
        const QSize least = window->minimumSizeHint();
        return least.height() > room.height() || least.width() > room.width();
    };
    if (!tooBig())
        return;
    const Qt::DockWidgetArea areas[] = {Qt::RightDockWidgetArea, Qt::LeftDockWidgetArea, Qt::BottomDockWidgetArea,
                                        Qt::TopDockWidgetArea};
    for (const Qt::DockWidgetArea area : areas) {
        QList<QDockWidget *> stacked;
        for (QDockWidget *dock : window->findChildren<QDockWidget *>(QString(), Qt::FindDirectChildrenOnly))
            if (dock->isVisible() && !dock->isFloating() && window->dockWidgetArea(dock) == area
                && window->tabifiedDockWidgets(dock).isEmpty())
                stacked.append(dock);
        // (the whole column as one set of tabs: each panel then has the
        // column's height, rather than a sliver of it)
        while (stacked.size() >= 2)
            window->tabifyDockWidget(stacked.first(), stacked.takeLast());
        if (!tooBig())
            return;
    }
}

void WindowFit::showEveryDock(QMainWindow *window, const QSize &room)
{
    for (QDockWidget *dock : window->findChildren<QDockWidget *>(QString(), Qt::FindDirectChildrenOnly))
        if (dock->isHidden())
            dock->toggleViewAction()->trigger();
    tabifyToFit(window, room);
}

void WindowFit::fitToScreen(QMainWindow *window)
{
    if (window->isFullScreen() || window->isMaximized())
        return;
    QScreen *screen = window->screen();
    if (!screen)
        return;
    const QRect area = screen->availableGeometry();
    const QRect frame = window->frameGeometry();
    const int extraW = frame.width() - window->width();
    const int extraH = frame.height() - window->height();
    tabifyToFit(window, QSize(area.width() - extraW, area.height() - extraH));
    const int w = qMin(window->width(), area.width() - extraW);
    const int h = qMin(window->height(), area.height() - extraH);
    if (w != window->width() || h != window->height())
        window->resize(qMax(w, window->minimumWidth()), qMax(h, window->minimumHeight()));
    QRect placed = window->frameGeometry();
    QPoint at = placed.topLeft();
    if (placed.right() > area.right())
        at.setX(area.right() - placed.width() + 1);
    if (placed.bottom() > area.bottom())
        at.setY(area.bottom() - placed.height() + 1);
    at.setX(qMax(at.x(), area.left()));
    at.setY(qMax(at.y(), area.top()));
    if (at != placed.topLeft())
        window->move(at);
}

void WindowFit::restoreGeometry(QMainWindow *window, const QByteArray &geometry)
{
    if (!geometry.isEmpty())
        window->restoreGeometry(geometry);
    fitToScreen(window);
    // once shown, its frame is known: checked again then
    window->setProperty("kibRestored", true);
}

bool WindowFit::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_window)
        return false;
    if (event->type() == QEvent::Show)
        wrapDocks();
    if (event->type() == QEvent::Show && m_window->property("kibRestored").toBool()) {
        m_window->setProperty("kibRestored", false);
        QTimer::singleShot(0, this, [this]() { fitToScreen(m_window); });
    }
    if (!m_bound)
        return false;
    switch (event->type()) {
    case QEvent::Show:
        fitToScreen(m_window);
        break;
    case QEvent::Resize:
    case QEvent::LayoutRequest:
        // (after the layout has done its work)
        if (!m_pending) {
            m_pending = true;
            QTimer::singleShot(0, this, [this]() {
                m_pending = false;
                fitToScreen(m_window);
            });
        }
        break;
    default:
        break;
    }
    return false;
}

} // namespace kib
