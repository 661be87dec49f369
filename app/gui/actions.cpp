#include "actions.h"

#include <QAction>
#include <QApplication>
#include <QStyle>
#include <QWidget>

namespace kib {

void Actions::describe(QAction *action, const QString &tip)
{
    const QString keys = action->shortcut().toString(QKeySequence::NativeText);
    action->setToolTip(keys.isEmpty() ? tip : QStringLiteral("%1 (%2)").arg(tip, keys));
    action->setStatusTip(tip);
}

QAction *Actions::make(QWidget *window, const QString &text, const QKeySequence &key, const QString &tip,
                       bool checkable, const QIcon &icon)
{
    auto *a = new QAction(icon, text, window);
    a->setShortcut(key);
    a->setShortcutContext(Qt::WindowShortcut);
    a->setCheckable(checkable);
    describe(a, tip);
    window->addAction(a);
    return a;
}

Actions::Actions(QWidget *parent) : QObject(parent)
{
    QStyle *st = parent->style();
    auto make = [parent](const QString &text, const QKeySequence &key, const QString &tip, const QIcon &icon = QIcon()) {
        return Actions::make(parent, text, key, tip, false, icon);
    };
    open = make(tr("&Open…"), QKeySequence::Open, tr("Open files of deals"), st->standardIcon(QStyle::SP_DialogOpenButton));
    closeFile = make(tr("&Close File"), QKeySequence::Close, tr("Close the current file"),
                     st->standardIcon(QStyle::SP_DialogCloseButton));
    clearRecent = make(tr("Clear Recent Files"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Delete),
                       tr("Forget the list of recent files"));
    quit = make(tr("&Quit"), QKeySequence(Qt::CTRL | Qt::Key_Q), tr("Quit Kibitzer"));
    quit->setMenuRole(QAction::QuitRole);

    start = make(tr("To &Start"), QKeySequence(Qt::Key_Home), tr("Back to the deal"),
                 st->standardIcon(QStyle::SP_MediaSkipBackward));
    previousTrick = make(tr("Previous &Trick"), QKeySequence(Qt::Key_PageUp), tr("Back one trick"),
                         st->standardIcon(QStyle::SP_MediaSeekBackward));
    previous = make(tr("&Previous Step"), QKeySequence(Qt::Key_Left), tr("Back one call or card"),
                    st->standardIcon(QStyle::SP_ArrowLeft));
    next = make(tr("&Next Step"), QKeySequence(Qt::Key_Right), tr("Forward one call or card"),
                st->standardIcon(QStyle::SP_ArrowRight));
    nextTrick = make(tr("Next T&rick"), QKeySequence(Qt::Key_PageDown), tr("Forward one trick"),
                     st->standardIcon(QStyle::SP_MediaSeekForward));
    end = make(tr("To &End"), QKeySequence(Qt::Key_End), tr("To the end of the record"),
               st->standardIcon(QStyle::SP_MediaSkipForward));
    play = make(tr("&Autoplay"), QKeySequence(Qt::Key_Space), tr("Play the record step by step; again to pause"),
                st->standardIcon(QStyle::SP_MediaPlay));
    play->setCheckable(true);
    showAnswer = make(tr("Show &Answer"), QKeySequence(Qt::CTRL | Qt::Key_Return),
                      tr("At a \u201cyour call?\u201d or \u201cyour play?\u201d point: show the answer"),
                      QIcon(QStringLiteral(":/icons/answer.svg")));
    previousRecord = make(tr("Previous &Record"), QKeySequence(Qt::Key_Up), tr("The record above in the list"),
                          st->standardIcon(QStyle::SP_ArrowUp));
    nextRecord = make(tr("Next R&ecord"), QKeySequence(Qt::Key_Down), tr("The record below in the list"),
                      st->standardIcon(QStyle::SP_ArrowDown));
    findRecord = make(tr("&Filter Records"), QKeySequence::Find, tr("Type to filter the record list"));
    findBoards = make(tr("Find &Boards..."), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F),
                      tr("Find the boards of this file by players, contract, hands, text..."));

    revealAll = make(tr("Reveal &All Hands"), QKeySequence(Qt::CTRL | Qt::Key_R), tr("Show every hidden hand"),
                     QIcon(QStringLiteral(":/icons/reveal.svg")));
    hideAgain = make(tr("&Hide Hands Again"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R),
                     tr("Hide the hands the record hides"), QIcon(QStringLiteral(":/icons/hide.svg")));
    for (int i = 0; i < 6; ++i) {
        QAction *a = make(tr("Reveal Seat %1").arg(i + 1), QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)),
                          tr("Show the hidden hand of seat %1").arg(i + 1));
        a->setData(i);
        revealSeat.append(a);
    }

    cardImages = make(tr("Card &Images"), QKeySequence(Qt::CTRL | Qt::Key_I),
                      tr("Draw hands as fanned cards; off: suit rows with symbols"),
                      QIcon(QStringLiteral(":/icons/cards.svg")));
    cardImages->setCheckable(true);
    fourColour = make(tr("&Four-Colour Suits"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_4),
                      tr("Diamonds blue and clubs green; off: red and black"),
                      QIcon(QStringLiteral(":/icons/fourcolour.svg")));
    fourColour->setCheckable(true);
    greyPlayed = make(tr("&Grey Played Cards"), QKeySequence(Qt::CTRL | Qt::Key_G),
                      tr("Keep played cards in the hand, greyed; off: they leave the hand"),
                      QIcon(QStringLiteral(":/icons/greyplayed.svg")));
    greyPlayed->setCheckable(true);
    rotateTable = make(tr("&Rotate Table"), QKeySequence(Qt::CTRL | Qt::Key_T),
                       tr("Turn the table one seat clockwise: another hand at the bottom"));
    resetLayout = make(tr("Reset &Layout"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_0),
                       tr("Put the panels back where they started"));
    fullScreen = make(tr("F&ull Screen"), QKeySequence(Qt::Key_F11), tr("Show the window on the whole screen"));
    fullScreen->setCheckable(true);
    about = make(tr("&About Kibitzer"), QKeySequence(Qt::CTRL | Qt::Key_F1), tr("About Kibitzer"));
    about->setMenuRole(QAction::AboutRole);
}

QList<QAction *> Actions::all() const
{
    QList<QAction *> out{open,     closeFile,      clearRecent, quit,      start,      previousTrick, previous,
                         next,     nextTrick,      end,         play,      showAnswer, previousRecord, nextRecord,
                         findRecord, revealAll,    hideAgain,   cardImages, fourColour, greyPlayed,   rotateTable, resetLayout,
                         fullScreen, about, findBoards};
    out.append(revealSeat);
    return out;
}

} // namespace kib
