#pragma once

#include <QObject>

class QActionGroup;
class QMenu;
class QWidget;

namespace kib {

// View ▸ Language: the system's language or one the viewer speaks (see
// Translator). The choice is remembered and takes effect on the next start.
class LanguageMenu : public QObject
{
    Q_OBJECT

public:
    explicit LanguageMenu(QWidget *window);

    // Adds the Language submenu to 'menu'; returns it.
    QMenu *populate(QMenu *menu);

private:
    void choose(const QString &code);

    QWidget *m_window;
    QActionGroup *m_group;
};

} // namespace kib
