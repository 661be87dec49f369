#include "filecontroller.h"

#include "actions.h"
#include "autosaver.h"
#include "document.h"
#include "statusnotice.h"
#include "editcontroller.h"
#include "mainwindow.h"

#include "parsers/registry.h"

#include <QAction>
#include <QDir>
#include <QRegularExpression>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMenu>
#include <QSettings>
#include <QStatusBar>

namespace kib {

namespace {

// The questions are lists of lines: at most this many in the text, every
// one in the details.
constexpr int shownLosses = 12;

} // namespace

FileController::FileController(MainWindow *window)
    : QObject(window), m_window(window), m_autoSaver(new AutoSaver(this))
{
    auto make = [window](const QString &text, const QKeySequence &key, const QString &tip) {
        return Actions::make(window, text, key, tip);
    };
    newFile = make(tr("&New File"), QKeySequence::New, tr("Start an empty file; add deals with Edit > New Bridge Deal"));
    save = make(tr("&Save"), QKeySequence::Save, tr("Save the file in its notation"));
    saveAs = make(tr("Save &As…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S),
                  tr("Save the file under another name or in another notation"));
    connect(newFile, &QAction::triggered, this, &FileController::newDocument);
    connect(save, &QAction::triggered, this, [this]() {
        if (m_document)
            saveDocument(m_document);
    });
    connect(saveAs, &QAction::triggered, this, [this]() {
        if (m_document)
            saveDocumentAs(m_document);
    });
    if (window->editor())
        connect(window->editor(), &EditController::newFileRequested, this, &FileController::newDocument);

    m_ask = [window](QMessageBox::Icon icon, const QString &title, const QString &text, const QString &details,
                     QMessageBox::StandardButtons buttons, QMessageBox::StandardButton defaultButton) {
        QMessageBox box(icon, title, text, buttons, window);
        box.setDefaultButton(defaultButton);
        if (!details.isEmpty())
            box.setDetailedText(details);
        return QMessageBox::StandardButton(box.exec());
    };
    m_choose = [window](const QString &title, const QString &suggested, const QStringList &filters, QString *filter) {
        return QFileDialog::getSaveFileName(window, title, suggested, filters.join(QStringLiteral(";;")), filter);
    };
    updateActions();
}

void FileController::populateMenu(QMenu *menu, QAction *before) const
{
    const QList<QAction *> actions = menu->actions();
    menu->insertAction(actions.value(0), newFile);
    menu->insertAction(before, save);
    menu->insertAction(before, saveAs);
    menu->insertSeparator(before);
}

void FileController::addDocument(Document *document)
{
    m_autoSaver->addDocument(document);
}

void FileController::setDocument(Document *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (document) {
        connect(document, &Document::loadingFinished, this, &FileController::updateActions);
        connect(document, &Document::loadingStarted, this, &FileController::updateActions);
    }
    updateActions();
}

void FileController::updateActions()
{
    const bool ready = m_document && !m_document->isLoading();
    save->setEnabled(ready);
    saveAs->setEnabled(ready);
}

Document *FileController::newDocument()
{
    auto *document = new Document(m_window);
    document->setCollection(Collection{});
    m_window->addDocument(document);
    return document;
}

bool FileController::saveDocument(Document *document)
{
    if (!document)
        return false;
    const NotationPlugin *own = Registry::builtin().byId(document->formatId());
    if (document->filePath().isEmpty() || !own || !document->writableFormats().contains(own))
        return saveDocumentAs(document);
    return saveDocumentTo(document, document->filePath(), own->id());
}

bool FileController::saveDocumentAs(Document *document)
{
    if (!document)
        return false;
    const QList<const NotationPlugin *> formats = document->writableFormats();
    if (formats.isEmpty()) {
        m_ask(QMessageBox::Warning, tr("Save As"), tr("No notation Kibitzer writes can hold these records."), {},
              QMessageBox::Ok, QMessageBox::Ok);
        return false;
    }
    // the file's own notation first, else PBN (a new bridge file)
    const NotationPlugin *preferred = nullptr;
    for (const QString &id : {document->formatId(), QStringLiteral("pbn")})
        for (const NotationPlugin *p : formats)
            if (!preferred && p->id() == id)
                preferred = p;
    if (!preferred)
        preferred = formats.first();
    QStringList filters;
    for (const NotationPlugin *p : formats)
        filters << p->fileFilter();
    QString suggested;
    const QString extension = preferred->extensions().value(0);
    if (!document->filePath().isEmpty()) {
        const QFileInfo info(document->filePath());
        suggested = info.absolutePath() + QLatin1Char('/') + info.completeBaseName() + QLatin1Char('.') + extension;
    } else {
        // a directory that exists, and a name from the deals (their event),
        // not "Untitled"
        QString dir = QSettings().value(QStringLiteral("lastDirectory")).toString();
        if (dir.isEmpty() || !QFileInfo(dir).isDir())
            dir = QDir::homePath();
        QString name;
        if (const RecordPtr first = document->recordCount() > 0 ? document->record(0) : RecordPtr())
            name = first->tag(QStringLiteral("Event")).trimmed();
        static const QRegularExpression unsafe(QStringLiteral("[^\\w\\- ]+"));
        name = name.replace(unsafe, QStringLiteral(" ")).simplified();
        if (name.isEmpty() || name == QLatin1String("?"))
            name = tr("deals");
        suggested = QDir(dir).filePath(name.left(60) + QLatin1Char('.') + extension);
    }
    QString filter = preferred->fileFilter();
    QString path = m_choose(tr("Save %1 As").arg(document->displayName()), suggested, filters, &filter);
    if (path.isEmpty())
        return false;
    const NotationPlugin *target = preferred;
    for (const NotationPlugin *p : formats)
        if (p->fileFilter() == filter)
            target = p;
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + target->extensions().value(0);
    QSettings().setValue(QStringLiteral("lastDirectory"), QFileInfo(path).absolutePath());
    return saveDocumentTo(document, path, target->id());
}

bool FileController::saveDocumentTo(Document *document, const QString &path, const QString &formatId)
{
    const NotationPlugin *plugin = Registry::builtin().byId(formatId);
    if (!document || !plugin)
        return false;
    const Diagnostics losses = document->lossesIn(formatId);
    if (!losses.isEmpty()) {
        QStringList lines;
        for (const Diagnostic &d : losses)
            lines << (d.record > 0 ? tr("Record %1: %2").arg(d.record).arg(d.message) : d.message);
        QString text = tr("%1 cannot hold everything in %2; saving loses:")
                           .arg(plugin->displayName(), document->displayName());
        text += QStringLiteral("\n\n• ") + lines.mid(0, shownLosses).join(QStringLiteral("\n• "));
        if (lines.size() > shownLosses)
            text += tr("\n… and %n more (see the details)", nullptr, int(lines.size() - shownLosses));
        text += tr("\n\nSave anyway?");
        const auto answer = m_ask(QMessageBox::Warning, tr("Save as %1").arg(plugin->displayName()), text,
                                  // (the details only for what the text leaves out: each item once)
                                  lines.size() > shownLosses ? lines.join(QLatin1Char('\n')) : QString(),
                                  QMessageBox::Save | QMessageBox::Cancel,
                                  QMessageBox::Cancel);
        if (answer != QMessageBox::Save)
            return false;
    }
    const SavedFile saved = document->saveAs(path, formatId);
    if (!saved.ok()) {
        m_ask(QMessageBox::Critical, tr("Save"),
              tr("%1 was not saved: %2\n\nThe file on disk has not been changed.").arg(QFileInfo(path).fileName(), saved.error),
              {}, QMessageBox::Ok, QMessageBox::Ok);
        return false;
    }
    QString message = tr("Saved %1 as %2: %3")
                          .arg(document->displayName(), plugin->displayName(),
                               StatusNotice::records(document->recordCount()));
    if (saved.preserved && saved.keptRecords > 0)
        message += tr(", %1 kept byte for byte").arg(saved.keptRecords);
    m_window->statusBar()->showMessage(message, 8000);
    return true;
}

bool FileController::maybeClose(Document *document)
{
    if (!document || !document->isModified())
        return true;
    const auto answer =
        m_ask(QMessageBox::Warning, tr("Close %1").arg(document->displayName()),
              tr("%1 has changes that are not saved. Save them before closing?").arg(document->displayName()), {},
              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return saveDocument(document);
    return answer == QMessageBox::Discard;
}

bool FileController::maybeCloseAll()
{
    for (Document *d : m_window->documents()) {
        if (!d->isModified())
            continue;
        m_window->setCurrentDocument(d); // show what the question is about
        if (!maybeClose(d))
            return false;
    }
    m_autoSaver->removeAll();
    return true;
}

QList<Document *> FileController::offerRecovery()
{
    QList<Document *> recovered;
    for (const AutoSaver::Leftover &l : AutoSaver::leftovers()) {
        const QString name = l.originalPath.isEmpty() ? l.name : QDir::toNativeSeparators(l.originalPath);
        const QString when = QLocale().toString(l.written.toLocalTime(), QLocale::ShortFormat);
        const auto answer = m_ask(
            QMessageBox::Question, tr("Recover Unsaved Changes"),
            tr("Kibitzer stopped before %1 was saved. A copy of its %n record(s) was kept at %2.\n\n"
               "Recover it? (Discard deletes the copy.)",
               nullptr, l.records)
                .arg(name, when),
            {}, QMessageBox::Yes | QMessageBox::Discard | QMessageBox::Ignore, QMessageBox::Yes);
        if (answer == QMessageBox::Discard) {
            AutoSaver::discard(l);
            continue;
        }
        if (answer != QMessageBox::Yes)
            continue; // asked again next time
        Collection records;
        QString error;
        if (!AutoSaver::read(l, &records, &error)) {
            m_ask(QMessageBox::Critical, tr("Recover Unsaved Changes"),
                  tr("The copy of %1 cannot be read: %2").arg(name, error), {}, QMessageBox::Ok, QMessageBox::Ok);
            continue;
        }
        auto *document = new Document(m_window);
        document->setRecovered(std::move(records), l.originalPath, l.formatId);
        m_window->addDocument(document);
        AutoSaver::discard(l); // the recovered document writes copies of its own
        recovered << document;
    }
    return recovered;
}

} // namespace kib
