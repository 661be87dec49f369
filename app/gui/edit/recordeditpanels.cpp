#include "recordeditpanels.h"

#include "actions.h"
#include "commenteditor.h"
#include "dealeditor.h"
#include "document.h"
#include "hiddenhandactions.h"
#include "tageditor.h"

#include "model/cardrecord.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>

namespace kib {

RecordEditPanels::RecordEditPanels(QMainWindow *window)
    : QObject(window),
      m_window(window),
      m_tags(new TagEditor),
      m_comments(new CommentEditor),
      m_hidden(new HiddenHandActions(this)),
      m_tagsDock(new QDockWidget(tr("Tags"), window)),
      m_commentsDock(new QDockWidget(tr("Comments"), window))
{
    editDealAction = Actions::make(window, tr("Edit &Deal…"), QKeySequence(Qt::CTRL | Qt::Key_E),
                                   tr("Type or click the hands of the current deal"));
    connect(editDealAction, &QAction::triggered, this, &RecordEditPanels::editDeal);

    m_tagsDock->setObjectName(QStringLiteral("tagsDock"));
    m_tagsDock->setWidget(m_tags);
    m_commentsDock->setObjectName(QStringLiteral("commentsDock"));
    m_commentsDock->setWidget(m_comments);
    for (QDockWidget *d : docks()) {
        d->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable
                       | QDockWidget::DockWidgetFloatable);
        window->addDockWidget(Qt::RightDockWidgetArea, d);
        d->hide(); // the viewer's layout first; View shows them
    }
    window->tabifyDockWidget(m_tagsDock, m_commentsDock);
    updateActions();
}

void RecordEditPanels::setDocument(Document *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_tags->setDocument(document);
    m_comments->setDocument(document);
    m_hidden->setDocument(document);
    if (document) {
        connect(document, &Document::currentIndexChanged, this, &RecordEditPanels::updateActions);
        connect(document, &Document::loadingFinished, this, &RecordEditPanels::updateActions);
    }
    updateActions();
}

void RecordEditPanels::populateEditMenu(QMenu *menu) const
{
    menu->addSeparator();
    menu->addAction(editDealAction);
    menu->addAction(m_tagsDock->toggleViewAction());
    menu->addAction(m_commentsDock->toggleViewAction());
}

void RecordEditPanels::populateHandsMenu(QMenu *menu) const
{
    menu->addSeparator();
    m_hidden->populateMenu(menu);
}

void RecordEditPanels::editDeal()
{
    Document *d = m_document;
    if (!d || d->isLoading() || !dynamic_cast<const CardRecord *>(d->currentRecord().get()))
        return;
    DealEditor dialog(d, d->currentIndex(), m_window);
    m_dealEditor = &dialog;
    dialog.exec();
}

DealEditor *RecordEditPanels::dealEditor() const
{
    return m_dealEditor;
}

void RecordEditPanels::updateActions()
{
    Document *d = m_document;
    editDealAction->setEnabled(d && !d->isLoading() && dynamic_cast<const CardRecord *>(d->currentRecord().get()));
}

} // namespace kib
