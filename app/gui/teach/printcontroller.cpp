#include "printcontroller.h"

#include "diagramexport.h"

#include "actions.h"
#include "document.h"
#include "mainwindow.h"
#include "recordlistpanel.h"
#include "tablewidget.h"

#include "handout.h"
#include "pdfexport.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QMenu>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QSortFilterProxyModel>
#include <QStackedWidget>
#include <QTableView>

namespace kib {

PrintController::PrintController(MainWindow *window) : QObject(window), m_window(window)
{
    printAction = Actions::make(window, tr("&Print…"), QKeySequence::Print, tr("Print hand records, quiz handouts or full records"));
    previewAction = Actions::make(window, tr("Print Pre&view…"), QKeySequence(), tr("See the pages before printing"));
    exportPdfAction = Actions::make(window, tr("Export P&DF…"), QKeySequence(), tr("Write the pages as a PDF file"));
    exportDiagramAction = Actions::make(window, tr("Export Dia&gram…"), QKeySequence(),
                                  tr("Save the table at the current step as PNG or SVG"));
    copyDiagramAction = Actions::make(window, tr("Copy &Diagram"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C),
                                tr("Copy the deal as a text diagram with suit symbols, and the table as an image"));
    connect(printAction, &QAction::triggered, this, &PrintController::printNow);
    connect(previewAction, &QAction::triggered, this, &PrintController::preview);
    connect(exportPdfAction, &QAction::triggered, this, &PrintController::exportPdfAsk);
    connect(exportDiagramAction, &QAction::triggered, this, &PrintController::exportDiagramAsk);
    connect(copyDiagramAction, &QAction::triggered, this, &PrintController::copyDiagramNow);
}

void PrintController::populateFileMenu(QMenu *file, QAction *before)
{
    file->insertSeparator(before);
    for (QAction *a : {printAction, previewAction, exportPdfAction, exportDiagramAction})
        file->insertAction(before, a);
    file->insertSeparator(before);
}

void PrintController::populateEditMenu(QMenu *edit)
{
    edit->addSeparator();
    edit->addAction(copyDiagramAction);
}

QList<int> PrintController::selectedRecords() const
{
    QList<int> out;
    const RecordListPanel *list = m_window->recordList();
    if (!list->view()->selectionModel())
        return out;
    for (const QModelIndex &i : list->view()->selectionModel()->selectedRows())
        out.append(list->proxy()->mapToSource(i).row());
    std::sort(out.begin(), out.end());
    return out;
}

print::PrintJob PrintController::job(PrintDialog::Scope scope, const print::PrintOptions &options) const
{
    print::PrintJob j;
    j.options = options;
    const Document *d = m_window->currentDocument();
    if (!d)
        return j;
    j.title = d->displayName();
    QList<int> wanted;
    switch (scope) {
    case PrintDialog::Scope::Current:
        if (d->currentIndex() >= 0)
            wanted = {d->currentIndex()};
        break;
    case PrintDialog::Scope::Selected:
        wanted = selectedRecords();
        if (wanted.isEmpty() && d->currentIndex() >= 0)
            wanted = {d->currentIndex()};
        break;
    case PrintDialog::Scope::All:
        break;
    }
    const Collection &c = d->collection();
    if (scope != PrintDialog::Scope::All && c.hasUnbuilt()) {
        // a large file's records stay unbuilt (bridge deals only: no score
        // sheet adds them up): only the wanted ones are built
        for (int i : wanted)
            if (RecordPtr r = c.record(i)) {
                j.selected.append(int(j.records.size()));
                j.records.append(r);
            }
        return j;
    }
    j.records = c.records();
    j.selected = wanted;
    if (scope == PrintDialog::Scope::All)
        for (int i = 0; i < j.records.size(); ++i)
            j.selected.append(i);
    return j;
}

bool PrintController::ask(PrintDialog::Scope *scope)
{
    const Document *d = m_window->currentDocument();
    if (!d || d->recordCount() == 0) {
        Q_EMIT message(tr("Nothing to print: open a file first"));
        return false;
    }
    const int selected = int(selectedRecords().size());
    PrintDialog dialog(m_options, selected, d->recordCount(), m_window);
    dialog.setScope(selected > 1 ? PrintDialog::Scope::Selected : PrintDialog::Scope::Current);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    m_options = dialog.options();
    *scope = dialog.scope();
    return true;
}

std::optional<print::Handout> PrintController::askHandout(QPrinter *printer)
{
    PrintDialog::Scope scope;
    if (!ask(&scope))
        return std::nullopt;
    print::Handout handout(job(scope, m_options));
    printer->setPageLayout(handout.pageLayout());
    return handout;
}

void PrintController::printNow()
{
    QPrinter printer(QPrinter::HighResolution);
    const std::optional<print::Handout> handout = askHandout(&printer);
    if (!handout)
        return;
    QPrintDialog dialog(&printer, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    const int pages = handout->paint(&printer, &error, true);
    Q_EMIT message(pages < 0 ? error : tr("Printed %n page(s)", nullptr, pages));
}

void PrintController::preview()
{
    QPrinter printer(QPrinter::HighResolution);
    const std::optional<print::Handout> handout = askHandout(&printer);
    if (!handout)
        return;
    QPrintPreviewDialog dialog(&printer, m_window);
    connect(&dialog, &QPrintPreviewDialog::paintRequested, this, [&handout](QPrinter *p) { handout->paint(p, nullptr, true); });
    dialog.exec();
}

int PrintController::exportPdfTo(const QString &path, PrintDialog::Scope scope, const print::PrintOptions &options)
{
    QString error;
    const int pages = print::writePdf(path, job(scope, options), &error);
    Q_EMIT message(pages < 0 ? error : tr("Wrote %n page(s) to %1", nullptr, pages).arg(QFileInfo(path).fileName()));
    return pages;
}

void PrintController::exportPdfAsk()
{
    PrintDialog::Scope scope;
    if (!ask(&scope))
        return;
    const Document *d = m_window->currentDocument();
    const QString suggestion = QFileInfo(d->filePath()).completeBaseName() + QStringLiteral(".pdf");
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Export PDF"), suggestion, tr("PDF (*.pdf)"));
    if (path.isEmpty())
        return;
    if (exportPdfTo(path, scope, m_options) < 0)
        QMessageBox::warning(m_window, tr("Export PDF"), tr("Cannot write %1").arg(path));
}

QWidget *PrintController::diagramWidget() const
{
    if (auto *stage = qobject_cast<QStackedWidget *>(m_window->table()->parentWidget()))
        return stage->currentWidget();
    return m_window->table();
}

void PrintController::exportDiagramAsk()
{
    if (!m_window->currentDocument())
        return;
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Export Diagram"), QStringLiteral("diagram.png"),
                                                      tr("PNG image (*.png);;SVG drawing (*.svg)"));
    if (path.isEmpty())
        return;
    QWidget *w = diagramWidget();
    const QStringList sizes = {QStringLiteral("800x600"), QStringLiteral("1200x900"), QStringLiteral("1600x1200"),
                               QStringLiteral("%1x%2").arg(w->width()).arg(w->height())};
    bool ok = false;
    const QString chosen = QInputDialog::getItem(m_window, tr("Export Diagram"), tr("Size (width x height):"), sizes, 0,
                                                 true, &ok);
    if (!ok)
        return;
    const QStringList wh = chosen.split(QLatin1Char('x'));
    const QSize size(wh.value(0).toInt(), wh.value(1).toInt());
    QString error;
    if (size.isEmpty() || !DiagramExport::save(w, path, size, &error))
        QMessageBox::warning(m_window, tr("Export Diagram"), tr("Cannot write %1 %2").arg(path, error));
    else
        Q_EMIT message(tr("Wrote %1").arg(QFileInfo(path).fileName()));
}

void PrintController::copyDiagramNow()
{
    DiagramExport::copy(m_window->currentDocument(), diagramWidget());
    Q_EMIT message(tr("Diagram copied"));
}

} // namespace kib
