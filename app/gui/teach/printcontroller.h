#pragma once

#include "printdialog.h"

#include "handout.h"

#include <QObject>

#include <optional>

class QAction;
class QMenu;
class QPrinter;

namespace kib {

class MainWindow;

// File ▸ Print (Ctrl+P), Print Preview, Export PDF and Export Diagram, and
// Edit ▸ Copy Diagram (docs/printing.md). The pages come from the print
// library (print/): this controller asks what to print and where.
class PrintController : public QObject
{
    Q_OBJECT

public:
    explicit PrintController(MainWindow *window);

    void populateFileMenu(QMenu *file, QAction *before);
    void populateEditMenu(QMenu *edit);

    // The job for the current document: its records, the ones in 'scope'.
    print::PrintJob job(PrintDialog::Scope scope, const print::PrintOptions &options) const;
    // Writes the job as PDF; the number of pages, -1 on failure (message shown).
    int exportPdfTo(const QString &path, PrintDialog::Scope scope, const print::PrintOptions &options);
    // The widget drawn for a diagram: the card table or the board.
    QWidget *diagramWidget() const;

    print::PrintOptions lastOptions() const { return m_options; }

    QAction *printAction;
    QAction *previewAction;
    QAction *exportPdfAction;
    QAction *exportDiagramAction;
    QAction *copyDiagramAction;

Q_SIGNALS:
    void message(const QString &text);

private:
    bool ask(PrintDialog::Scope *scope);
    // The options asked for, as a handout whose page layout 'printer' takes;
    // none when the user cancels (Print and Print Preview start the same way).
    std::optional<print::Handout> askHandout(QPrinter *printer);
    void printNow();
    void preview();
    void exportPdfAsk();
    void exportDiagramAsk();
    void copyDiagramNow();
    QList<int> selectedRecords() const;
    void updateEnabled();

    MainWindow *m_window;
    print::PrintOptions m_options;
};

} // namespace kib
