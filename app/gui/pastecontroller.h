#pragma once

#include <QObject>

class QAction;
class QMimeData;

namespace kib {

class MainWindow;

// Edit > Paste (Ctrl+V, while the focus is not in a text field) and drops
// of text on the window: a BBO hand viewer link, LIN text or PBN text (any
// notation the registry reads) opens as new records after the current one
// of the current file, as one undoable command; with no file open, in a new
// file. Dropped files stay the window's own business.
class PasteController : public QObject
{
    Q_OBJECT

public:
    explicit PasteController(MainWindow *window);

    // Opens the records 'text' holds; false (and a word in the status bar)
    // when it holds none.
    bool openText(const QString &text);

    QAction *paste;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void pasteClipboard();
    static QString textOf(const QMimeData *mime);

    MainWindow *m_window;
};

} // namespace kib
