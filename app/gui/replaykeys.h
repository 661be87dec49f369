#pragma once

#include <QObject>

class QMainWindow;

namespace kib {

class Actions;

// The replay keys (Left/Right, Page Up/Down, Home/End, Up/Down for the
// records) work wherever the focus is in the window: a list, the table,
// the auction, a dock's buttons. Only text fields keep them (a line edit,
// an editable text, a spin box: see isTextField()), and dialogs. The key
// triggers the window's action, and the widget under focus does not also
// take it (the record list does not scroll sideways).
class ReplayKeys : public QObject
{
    Q_OBJECT

public:
    ReplayKeys(QMainWindow *window, Actions *actions);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QMainWindow *m_window;
    Actions *m_actions;
};

} // namespace kib
