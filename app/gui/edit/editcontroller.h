#pragma once

#include "model/game.h"
#include "model/record.h"

#include <QObject>
#include <QPointer>

class QAction;
class QMainWindow;
class QMenu;
class QUndoGroup;

namespace kib {

class Document;
class NewGameActions;

// The editor's actions and the glue between them and the current document:
// undo and redo (one stack per document, gathered in a QUndoGroup), new,
// duplicate, delete and reorder records. Each edit is one undo command
// (edit/recordcommands.h); the editing panels push theirs through
// Document::editRecord().
class EditController : public QObject
{
    Q_OBJECT

public:
    explicit EditController(QMainWindow *window);

    void addDocument(Document *document);
    void setDocument(Document *document);
    Document *document() const { return m_document; }

    // Fills the Edit menu (and the record list's context menu).
    void populateMenu(QMenu *menu) const;
    QList<QAction *> recordActions() const;

    // A new record of this game, numbered after 'after' (or the first).
    static RecordPtr newRecord(Game game, const Record *after);

    QAction *undo;
    QAction *redo;
    QAction *newBridge;
    QAction *duplicate;
    QAction *remove;
    QAction *moveUp;
    QAction *moveDown;
    NewGameActions *games; // New Pinochle Hand, New Preferans Deal, New Board Game (edit/newgameactions.h)

Q_SIGNALS:
    // The user asked for a new file: the window makes the document.
    void newFileRequested();

private:
    void updateActions();
    void addRecord(Game game);

    QMainWindow *m_window;
    QUndoGroup *m_group;
    QPointer<Document> m_document;
};

} // namespace kib
