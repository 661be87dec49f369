// MainWindow: opening files (dialog, recent files, drag and drop, command
// line), the loading progress and going to a diagnostic's record.

#include "mainwindow.h"

#include "findboardsdialog.h"
#include "edit/editcontroller.h"
#include "edit/filecontroller.h"

#include "actions.h"
#include "diagnosticspanel.h"
#include "document.h"
#include "recordlistpanel.h"
#include "sourceview.h"
#include "statusnotice.h"

#include "parsers/fileio.h"
#include "parsers/registry.h"

#include <QDir>
#include <QLineEdit>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QSettings>
#include <QToolButton>

namespace kib {

namespace {

const QString recentKey = QStringLiteral("recentFiles");
constexpr int recentMax = 10;

} // namespace

QStringList MainWindow::expandPaths(const QStringList &paths)
{
    QStringList out;
    const Registry &registry = Registry::builtin();
    for (const QString &path : paths) {
        const QFileInfo info(path);
        if (!info.isDir()) {
            out << info.absoluteFilePath();
            continue;
        }
        const QFileInfoList entries = QDir(path).entryInfoList(QDir::Files | QDir::Readable, QDir::Name);
        for (const QFileInfo &e : entries) {
            if (e.fileName().startsWith(QLatin1Char('.')))
                continue;
            QFile f(e.absoluteFilePath());
            QByteArray head;
            if (f.open(QIODevice::ReadOnly))
                head = f.read(65536);
            // (as the CLI and the loader detect it: from the content)
            if (detectNotation(head, e.fileName(), registry, nullptr))
                out << e.absoluteFilePath();
        }
    }
    return out;
}

QList<Document *> MainWindow::openPaths(const QStringList &paths, bool now)
{
    QList<Document *> opened;
    for (const QString &path : expandPaths(paths))
        if (Document *d = openFile(path, now))
            opened << d;
    return opened;
}

Document *MainWindow::openFile(const QString &path, bool now)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    for (Document *d : m_documents) {
        if (d->filePath() == absolute) {
            setCurrentDocument(d);
            return d;
        }
    }
    auto *document = new Document(this);
    addDocument(document);
    addRecent(absolute);
    if (now) {
        document->openNow(absolute);
        if (!m_documents.contains(document))
            return nullptr; // refused (loadingFinished)
    } else {
        document->open(absolute);
    }
    return document;
}

void MainWindow::addDocument(Document *document)
{
    document->setParent(this);
    m_documents << document;
    m_editor->addDocument(document);
    m_files->addDocument(document);
    connect(document, &QObject::destroyed, this, [this, document]() { m_documents.removeAll(document); });
    // the file just saved is one to open again
    connect(document, &Document::saved, this, [this, document]() { addRecent(document->filePath()); });
    setCurrentDocument(document);
    applyStartPosition();
}

void MainWindow::setStartPosition(int number, int step)
{
    m_startRecord = number;
    m_startStep = step;
    applyStartPosition();
}

void MainWindow::applyStartPosition()
{
    if (!m_current || (m_startRecord <= 0 && m_startStep < 0))
        return;
    if (m_startRecord > 0) {
        const int index = m_current->indexOfRecordNumber(m_startRecord);
        if (index < 0 || m_current->recordNumber(index) < m_startRecord) {
            if (m_current->isLoading())
                return; // not read yet: wait for it
        }
        goToRecord(index);
    }
    if (m_startStep >= 0 && m_current->currentIndex() >= 0)
        m_current->cursor()->setStep(m_startStep);
    m_startRecord = 0;
    m_startStep = -1;
}

void MainWindow::showOpenDialog()
{
    QSettings s;
    const QString dir = s.value(QStringLiteral("lastDirectory")).toString();
    const QString filters = Registry::builtin().readFilters() + tr(";;All files (*)");
    const QStringList files = QFileDialog::getOpenFileNames(this, tr("Open Files of Deals"), dir, filters);
    if (files.isEmpty())
        return;
    s.setValue(QStringLiteral("lastDirectory"), QFileInfo(files.first()).absolutePath());
    openPaths(files);
}

void MainWindow::closeCurrentFile()
{
    if (!m_current || !m_files->maybeClose(m_current))
        return;
    Document *d = m_current;
    const qsizetype i = m_documents.indexOf(d);
    m_documents.removeAll(d);
    d->cancelLoading();
    setCurrentDocument(m_documents.value(qMin(i, m_documents.size() - 1)));
    d->deleteLater();
}

void MainWindow::addRecent(const QString &path)
{
    if (!m_persistent)
        return;
    QSettings s;
    QStringList recent = s.value(recentKey).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > recentMax)
        recent.removeLast();
    s.setValue(recentKey, recent);
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = QSettings().value(recentKey).toStringList();
    int n = 0;
    for (const QString &path : recent) {
        if (!QFileInfo::exists(path))
            continue;
        ++n;
        QAction *a = m_recentMenu->addAction(QStringLiteral("&%1 %2").arg(n % 10).arg(QFileInfo(path).fileName()));
        a->setToolTip(path);
        if (n <= 9)
            a->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key(Qt::Key_0 + n)));
        connect(a, &QAction::triggered, this, [this, path]() { openFile(path); });
    }
    if (n == 0)
        m_recentMenu->addAction(tr("No recent files"))->setEnabled(false);
    m_recentMenu->addSeparator();
    m_recentMenu->addAction(m_actions->clearRecent);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls()) {
        for (const QUrl &url : event->mimeData()->urls()) {
            if (url.isLocalFile()) {
                event->acceptProposedAction();
                return;
            }
        }
    }
    QMainWindow::dragEnterEvent(event);
}

void MainWindow::dropEvent(QDropEvent *event)
{
    QStringList paths;
    for (const QUrl &url : event->mimeData()->urls())
        if (url.isLocalFile())
            paths << url.toLocalFile();
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    openPaths(paths);
}

void MainWindow::loadingStarted()
{
    m_status->setText(tr("Reading %1…").arg(m_current ? m_current->displayName() : QString()));
    m_progress->setRange(0, 0);
    m_progress->show();
    m_cancel->show();
}

void MainWindow::loadingProgress(qint64 done, qint64 total)
{
    if (total <= 0)
        return;
    m_progress->setRange(0, 1000);
    m_progress->setValue(int(done * 1000 / total));
    if (m_current)
        m_status->setText(tr("Reading %1: %2 records…").arg(m_current->displayName()).arg(m_current->recordCount()));
}

void MainWindow::refuseFile(Document *document, const QString &message)
{
    // not a file of records: it does not stay open, nor among the recent files
    QSettings s;
    QStringList recent = s.value(recentKey).toStringList();
    if (m_persistent && recent.removeAll(document->filePath()) > 0)
        s.setValue(recentKey, recent);
    const qsizetype i = m_documents.indexOf(document);
    m_documents.removeAll(document);
    if (m_current == document)
        setCurrentDocument(m_documents.value(qMin(i, m_documents.size() - 1)));
    document->deleteLater();
    m_status->setText(message);
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Open"), message, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("refusedFile"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::loadingFinished(bool cancelled, const QString &error)
{
    m_progress->hide();
    m_cancel->hide();
    if (!m_current)
        return;
    if (!error.isEmpty() && m_current->recordCount() == 0) {
        refuseFile(m_current, error);
        return;
    }
    applyStartPosition();
    const int errors = errorCount(m_current->diagnostics());
    const int warnings = warningCount(m_current->diagnostics());
    QString text = StatusNotice::summary(m_current);
    if (cancelled)
        text += tr(" (reading stopped)");
    if (!error.isEmpty())
        text = error;
    else if (errors || warnings)
        text += tr(", %1 errors, %2 warnings").arg(errors).arg(warnings);
    m_status->setText(text);
    updateTitle();
    updateActions();
}

void MainWindow::diagnosticActivated(int record, int line)
{
    if (!m_current)
        return;
    if (record > 0) {
        const int index = m_current->indexOfRecordNumber(record);
        if (index >= 0 && m_current->recordNumber(index) == record)
            goToRecord(index);
        else
            m_status->setText(tr("Record %1 could not be read; its text is shown from the file").arg(record));
    }
    if (line > 0) {
        QDockWidget *dock = findChild<QDockWidget *>(QStringLiteral("source"));
        if (dock) {
            dock->show();
            dock->raise();
        }
        m_source->refresh();
        m_source->highlightLine(line);
    }
}

void MainWindow::showFindBoards()
{
    if (!m_findBoards) {
        m_findBoards = new FindBoardsDialog(this);
        connect(m_findBoards, &FindBoardsDialog::recordChosen, this, &MainWindow::goToRecord);
    }
    m_findBoards->setDocument(m_current);
    m_findBoards->show();
    m_findBoards->raise();
    m_findBoards->queryEdit()->setFocus();
}

} // namespace kib
