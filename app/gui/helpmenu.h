#pragma once

#include <QObject>

class QAction;
class QMainWindow;
class QMenu;

namespace kib {

// Help ▸ User Guide (the documents shipped in the application, shown in a
// browser) and Help ▸ Keyboard Shortcuts (every shortcut of the window,
// read from its actions, so the list is never out of date).
class HelpMenu : public QObject
{
    Q_OBJECT

public:
    explicit HelpMenu(QMainWindow *window);

    // Adds both actions to 'menu'.
    void populate(QMenu *menu);

    QAction *userGuideAction() const { return m_userGuide; }
    QAction *shortcutsAction() const { return m_shortcuts; }

    // Every action of the window's menus (and the window itself) that has a
    // shortcut, as "Menu ▸ Action", with its shortcuts in the native form.
    static QList<QPair<QString, QString>> shortcutTable(const QMainWindow *window);

    void showUserGuide();
    void showShortcuts();

private:
    QMainWindow *m_window;
    QAction *m_userGuide;
    QAction *m_shortcuts;
};

} // namespace kib
