#include "replaykeys.h"

#include "actions.h"
#include "edit/typedentry.h"

#include <QAction>
#include <QApplication>
#include <QKeyEvent>
#include <QMainWindow>

namespace kib {

ReplayKeys::ReplayKeys(QMainWindow *window, Actions *actions) : QObject(window), m_window(window), m_actions(actions)
{
    qApp->installEventFilter(this);
}

bool ReplayKeys::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::KeyPress && event->type() != QEvent::ShortcutOverride)
        return false;
    auto *w = qobject_cast<QWidget *>(watched);
    if (!w || w->window() != m_window)
        return false;
    const auto *key = static_cast<QKeyEvent *>(event);
    if ((key->modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier)
        return false;
    QAction *action = nullptr;
    switch (key->key()) {
    case Qt::Key_Left: action = m_actions->previous; break;
    case Qt::Key_Right: action = m_actions->next; break;
    case Qt::Key_PageUp: action = m_actions->previousTrick; break;
    case Qt::Key_PageDown: action = m_actions->nextTrick; break;
    case Qt::Key_Home: action = m_actions->start; break;
    case Qt::Key_End: action = m_actions->end; break;
    case Qt::Key_Up: action = m_actions->previousRecord; break;
    case Qt::Key_Down: action = m_actions->nextRecord; break;
    default: return false;
    }
    if (isTextField(QApplication::focusWidget())) {
        // the field's own key: not the replay's shortcut (a filter field's
        // Down does not go to the next record)
        if (event->type() == QEvent::ShortcutOverride) {
            event->accept();
            return true;
        }
        return false;
    }
    if (event->type() == QEvent::ShortcutOverride) {
        // taken here, as a key press, rather than by the shortcut or the widget
        event->accept();
        return true;
    }
    if (action->isEnabled())
        action->trigger();
    return true;
}

} // namespace kib
