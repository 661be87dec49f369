#include "pastecontroller.h"

#include "actions.h"
#include "document.h"
#include "edit/filecontroller.h"
#include "mainwindow.h"

#include "parsers/lin/linlink.h"
#include "parsers/registry.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QMimeData>
#include <QStatusBar>
#include <QUndoStack>

namespace kib {

PasteController::PasteController(MainWindow *window) : QObject(window), m_window(window)
{
    paste = new QAction(tr("&Paste"), window);
    paste->setShortcut(QKeySequence::Paste);
    Actions::describe(paste, tr("Open the clipboard's hand viewer link, LIN or PBN text as new records"));
    connect(paste, &QAction::triggered, this, &PasteController::pasteClipboard);
    window->addAction(paste);
    window->installEventFilter(this);
}

void PasteController::pasteClipboard()
{
    openText(QApplication::clipboard()->text());
}

bool PasteController::openText(const QString &text)
{
    const QString trimmed = text.trimmed();
    QByteArray data;
    const NotationPlugin *plugin = nullptr;
    const Registry &registry = Registry::builtin();
    if (lin::isHandViewerLink(trimmed)) {
        QString error;
        data = lin::linFromLink(trimmed, &error);
        if (!error.isEmpty()) {
            m_window->statusBar()->showMessage(tr("Nothing pasted: %1").arg(error), 8000);
            return false;
        }
        plugin = registry.byId(QStringLiteral("lin"));
    } else {
        data = trimmed.toUtf8();
        plugin = data.isEmpty() ? nullptr : registry.detect(data.left(64 * 1024), QString());
    }
    const ReadResult read = plugin ? plugin->read(data) : ReadResult{};
    if (read.collection.isEmpty()) {
        m_window->statusBar()->showMessage(tr("Nothing pasted: the clipboard holds no link or records Kibitzer reads"), 8000);
        return false;
    }
    Document *d = m_window->currentDocument();
    if (!d || d->isLoading())
        d = m_window->files()->newDocument();
    const QList<RecordPtr> records = read.collection.records();
    d->undoStack()->beginMacro(records.size() == 1 ? tr("Paste Record") : tr("Paste %1 Records").arg(records.size()));
    for (const RecordPtr &r : records)
        d->insertRecord(d->currentIndex() + 1, r, tr("Paste Record"));
    d->undoStack()->endMacro();
    const int errors = errorCount(read.diagnostics);
    m_window->statusBar()->showMessage(
        tr("Pasted %n record(s) from %1", nullptr, int(records.size())).arg(plugin->displayName())
            + (read.diagnostics.isEmpty() ? QString() : tr(" (%1 errors, %2 warnings)").arg(errors).arg(read.diagnostics.size() - errors)),
        8000);
    return true;
}

QString PasteController::textOf(const QMimeData *mime)
{
    if (!mime)
        return QString();
    if (mime->hasUrls()) {
        for (const QUrl &url : mime->urls())
            if (url.isLocalFile())
                return QString(); // files: the window opens them
        if (mime->hasText() && lin::isHandViewerLink(mime->text()))
            return mime->text();
        return mime->urls().isEmpty() ? QString() : QString::fromUtf8(mime->urls().first().toEncoded());
    }
    return mime->hasText() ? mime->text() : QString();
}

bool PasteController::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && (event->type() == QEvent::DragEnter || event->type() == QEvent::DragMove)) {
        auto *e = static_cast<QDropEvent *>(event);
        if (!textOf(e->mimeData()).trimmed().isEmpty()) {
            e->acceptProposedAction();
            return true;
        }
    } else if (watched == m_window && event->type() == QEvent::Drop) {
        auto *e = static_cast<QDropEvent *>(event);
        const QString text = textOf(e->mimeData());
        if (!text.trimmed().isEmpty()) {
            e->acceptProposedAction();
            openText(text);
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace kib
