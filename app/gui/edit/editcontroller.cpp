#include "editcontroller.h"

#include "actions.h"
#include "document.h"
#include "newgameactions.h"

#include "model/newgamerecord.h"
#include "model/newrecord.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QUndoGroup>
#include <QUndoStack>

namespace kib {

EditController::EditController(QMainWindow *window) : QObject(window), m_window(window), m_group(new QUndoGroup(this))
{
    auto make = [window](const QString &text, const QKeySequence &key, const QString &tip) {
        return Actions::make(window, text, key, tip);
    };
    undo = m_group->createUndoAction(window, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    redo = m_group->createRedoAction(window, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    window->addAction(undo);
    window->addAction(redo);
    newBridge = make(tr("New &Bridge Deal"), QKeySequence(Qt::CTRL | Qt::Key_B),
                     tr("Add a bridge deal after the current record"));
    duplicate = make(tr("&Duplicate Record"), QKeySequence(Qt::CTRL | Qt::Key_D),
                     tr("Add a copy of the current record after it"));
    remove = make(tr("De&lete Record"), QKeySequence(Qt::CTRL | Qt::Key_Delete), tr("Delete the current record"));
    moveUp = make(tr("Move Record &Up"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Up),
                  tr("Move the current record one place up in the file"));
    moveDown = make(tr("Move Record Dow&n"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Down),
                    tr("Move the current record one place down in the file"));

    games = new NewGameActions(window);
    connect(newBridge, &QAction::triggered, this, [this]() { addRecord(Game::Bridge); });
    connect(duplicate, &QAction::triggered, this, [this]() {
        Document *d = m_document;
        if (!d || !d->currentRecord())
            return;
        RecordPtr copy(d->currentRecord()->clone());
        d->insertRecord(d->currentIndex() + 1, copy, tr("Duplicate Record"));
    });
    connect(remove, &QAction::triggered, this, [this]() {
        if (m_document)
            m_document->removeRecord(m_document->currentIndex());
    });
    connect(moveUp, &QAction::triggered, this, [this]() {
        if (m_document)
            m_document->moveRecord(m_document->currentIndex(), m_document->currentIndex() - 1);
    });
    connect(moveDown, &QAction::triggered, this, [this]() {
        if (m_document)
            m_document->moveRecord(m_document->currentIndex(), m_document->currentIndex() + 1);
    });
    updateActions();
}

void EditController::addDocument(Document *document)
{
    m_group->addStack(document->undoStack());
}

void EditController::setDocument(Document *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_group->setActiveStack(document ? document->undoStack() : nullptr);
    games->setDocument(document);
    if (document) {
        connect(document, &Document::currentIndexChanged, this, &EditController::updateActions);
        connect(document, &Document::recordsRearranged, this, &EditController::updateActions);
        connect(document, &Document::recordsAppended, this, &EditController::updateActions);
        connect(document, &Document::loadingFinished, this, &EditController::updateActions);
    }
    updateActions();
}

void EditController::populateMenu(QMenu *menu) const
{
    menu->addAction(undo);
    menu->addAction(redo);
    menu->addSeparator();
    menu->addAction(newBridge);
    games->populateMenu(menu);
    for (QAction *a : recordActions())
        menu->addAction(a);
}

QList<QAction *> EditController::recordActions() const
{
    return {duplicate, remove, moveUp, moveDown};
}

RecordPtr EditController::newRecord(Game game, const Record *after)
{
    switch (game) {
    case Game::Bridge:
        return newBridgeRecord(after);
    case Game::Pinochle:
        return newPinochleRecord(4, false, after);
    case Game::Preferans:
        return newPreferansRecord(after);
    case Game::Chess:
        return newBoardRecord(BoardVariant::Chess, after);
    default:
        return nullptr;
    }
}

static QString gameName(Game game)
{
    switch (game) {
    case Game::Bridge:
        return EditController::tr("Bridge");
    case Game::Pinochle:
        return EditController::tr("Pinochle");
    case Game::Preferans:
        return EditController::tr("Preferans");
    case Game::Chess:
        return EditController::tr("Chess");
    }
    return QString();
}

void EditController::addRecord(Game game)
{
    Document *d = m_document;
    if (!d || d->isLoading())
        return;
    RecordPtr r = newRecord(game, d->currentRecord().get());
    if (r)
        d->insertRecord(d->currentIndex() + 1, r, tr("New %1 Record").arg(gameName(game)));
}

void EditController::updateActions()
{
    Document *d = m_document;
    const bool editable = d && !d->isLoading();
    const int index = d ? d->currentIndex() : -1;
    const int count = d ? d->recordCount() : 0;
    newBridge->setEnabled(editable);
    duplicate->setEnabled(editable && index >= 0);
    remove->setEnabled(editable && index >= 0);
    moveUp->setEnabled(editable && index > 0);
    moveDown->setEnabled(editable && index >= 0 && index + 1 < count);
}

} // namespace kib
