#include "pdfexport.h"

#include "handout.h"

#include <QGuiApplication>
#include <QPdfWriter>
#include <QSaveFile>

namespace kib::print {

int writePdf(const QString &path, const PrintJob &job, QString *error)
{
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return -1;
    };
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return fail(QStringLiteral("writing a PDF needs a QGuiApplication"));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(QStringLiteral("cannot write %1: %2").arg(path, file.errorString()));
    int pages = 0;
    {
        QPdfWriter writer(&file);
        writer.setResolution(72);
        writer.setTitle(job.title);
        writer.setCreator(QStringLiteral("Kibitzer"));
        writer.setPdfVersion(QPagedPaintDevice::PdfVersion_1_6);
        QString why;
        pages = Handout(job).paint(&writer, &why);
        if (pages < 0) {
            file.cancelWriting();
            return fail(why);
        }
    }
    if (!file.commit())
        return fail(QStringLiteral("cannot write %1: %2").arg(path, file.errorString()));
    return pages;
}

} // namespace kib::print
