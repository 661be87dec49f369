#pragma once

#include <QMessageBox>
#include <QObject>
#include <QPointer>

#include <functional>

class QAction;
class QMenu;

namespace kib {

class AutoSaver;
class Document;
class MainWindow;

// The File menu's editing half: New File, Save, Save As; the question
// before a modified document closes; the autosave copies and their
// recovery after a crash. Questions and the file dialog go through two
// replaceable functions, so tests answer them without a modal loop.
class FileController : public QObject
{
    Q_OBJECT

public:
    explicit FileController(MainWindow *window);

    // Puts New File first and Save, Save As before 'before' (Close).
    void populateMenu(QMenu *menu, QAction *before) const;
    void addDocument(Document *document);
    void setDocument(Document *document);

    // An empty Untitled document (records come from Edit > New Bridge Deal).
    Document *newDocument();
    // Save: in the document's file and notation, else as Save As. Each
    // returns whether the document was saved.
    bool saveDocument(Document *document);
    // Save As: asks for the file and notation.
    bool saveDocumentAs(Document *document);
    // Saves to 'path' in 'formatId', first asking when the notation cannot
    // hold everything; reports a failure (the old file stays).
    bool saveDocumentTo(Document *document, const QString &path, const QString &formatId);
    // Before closing: Save / Discard / Cancel when the document is modified.
    // Returns whether it may close.
    bool maybeClose(Document *document);
    // The same for every open document (the window closes); the autosave
    // copies are removed when all may close.
    bool maybeCloseAll();
    // Offers the autosave copies left by a crash; returns the documents
    // recovered.
    QList<Document *> offerRecovery();

    AutoSaver *autoSaver() const { return m_autoSaver; }

    // How a question is asked: QMessageBox by default.
    using Asker = std::function<QMessageBox::StandardButton(
        QMessageBox::Icon icon, const QString &title, const QString &text, const QString &details,
        QMessageBox::StandardButtons buttons, QMessageBox::StandardButton defaultButton)>;
    // How a file to save is chosen: QFileDialog by default. Returns the path
    // (empty: cancelled); 'filter' holds the filter shown first and, after,
    // the one chosen.
    using FileChooser = std::function<QString(const QString &title, const QString &suggested,
                                              const QStringList &filters, QString *filter)>;
    void setAsker(Asker asker) { m_ask = std::move(asker); }
    void setFileChooser(FileChooser chooser) { m_choose = std::move(chooser); }

    QAction *newFile;
    QAction *save;
    QAction *saveAs;

private:
    void updateActions();

    MainWindow *m_window;
    AutoSaver *m_autoSaver;
    QPointer<Document> m_document;
    Asker m_ask;
    FileChooser m_choose;
};

} // namespace kib
