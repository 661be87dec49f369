#pragma once

#include "model/boardvariant.h"

#include <QObject>
#include <QPointer>

class QAction;
class QMenu;
class QWidget;

namespace kib {

class Document;

// The Edit menu's "New ..." entries for the games other than bridge: a
// pinochle hand (players and deck asked), a preferans deal, a game of each
// chess variant from its starting position. Each adds one record after the
// current one, as one undo command.
class NewGameActions : public QObject
{
    Q_OBJECT

public:
    explicit NewGameActions(QWidget *window);

    void setDocument(Document *document);
    // Adds the entries (and the chess submenu) to a menu.
    void populateMenu(QMenu *menu) const;

    // What the actions do once the choices are made; false when there is
    // no document to add to.
    bool addPinochle(int seats, bool doubleDeck);
    bool addPreferans();
    bool addBoard(BoardVariant variant);

    QAction *newPinochle;
    QAction *newPreferans;
    QList<QAction *> newBoard; // chess, shogi, xiangqi, janggi, makruk

private:
    bool add(const std::shared_ptr<class Record> &record, const QString &text);
    void askPinochle();
    void updateActions();

    QWidget *m_window;
    QMenu *m_boardMenu;
    QPointer<Document> m_document;
};

} // namespace kib
