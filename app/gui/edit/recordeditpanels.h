#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;

namespace kib {

class CommentEditor;
class DealEditor;
class Document;
class HiddenHandActions;
class TagEditor;

// The record editors of issue 6 in the main window: the Tags and the
// Comments docks, Edit ▸ Edit Deal… (Ctrl+E) and the Hands menu's
// "Hide ... in Quiz" toggles. The window creates one and hands it the
// current document.
class RecordEditPanels : public QObject
{
    Q_OBJECT

public:
    explicit RecordEditPanels(QMainWindow *window);

    void setDocument(Document *document);
    void populateEditMenu(QMenu *menu) const;
    void populateHandsMenu(QMenu *menu) const;
    QList<QDockWidget *> docks() const { return {m_tagsDock, m_commentsDock}; }

    TagEditor *tagEditor() const { return m_tags; }
    CommentEditor *commentEditor() const { return m_comments; }
    HiddenHandActions *hiddenHands() const { return m_hidden; }
    // Opens the deal editor on the current record (modal).
    void editDeal();
    // The deal editor while it is open (tests), null otherwise.
    DealEditor *dealEditor() const;

    QAction *editDealAction;

private:
    void updateActions();

    QMainWindow *m_window;
    QPointer<Document> m_document;
    TagEditor *m_tags;
    CommentEditor *m_comments;
    HiddenHandActions *m_hidden;
    QDockWidget *m_tagsDock;
    QDockWidget *m_commentsDock;
    QPointer<DealEditor> m_dealEditor;
};

} // namespace kib
