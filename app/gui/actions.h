#pragma once

#include <QIcon>
#include <QKeySequence>
#include <QList>
#include <QObject>

class QAction;
class QWidget;

namespace kib {

// Every action of the viewer's menus and toolbars, each with a shortcut and
// a tooltip that names it. The main window connects them.
class Actions : public QObject
{
    Q_OBJECT

public:
    explicit Actions(QWidget *parent);

    // File
    QAction *open;
    QAction *closeFile;
    QAction *clearRecent;
    QAction *quit;
    // Replay
    QAction *start;
    QAction *previousTrick;
    QAction *previous;
    QAction *next;
    QAction *nextTrick;
    QAction *end;
    QAction *play;
    QAction *showAnswer;
    QAction *previousRecord;
    QAction *nextRecord;
    QAction *findRecord;
    QAction *findBoards; // the Find Boards dialog (findboardsdialog.h)
    // Hidden hands
    QAction *revealAll;
    QAction *hideAgain;
    QList<QAction *> revealSeat; // one per seat, up to six
    // View
    QAction *cardImages;
    QAction *fourColour;
    QAction *greyPlayed;
    QAction *rotateTable;
    QAction *resetLayout;
    QAction *fullScreen;
    // Help
    QAction *about;

    // Every action above (for menus and for checks).
    QList<QAction *> all() const;
    // Adds "(shortcut)" to an action's tooltip.
    static void describe(QAction *action, const QString &tip);
    // A window-wide action with a shortcut and a tooltip naming it, added
    // to 'window' so that its shortcut works wherever the focus is.
    static QAction *make(QWidget *window, const QString &text, const QKeySequence &key, const QString &tip,
                         bool checkable = false, const QIcon &icon = QIcon());
};

} // namespace kib
