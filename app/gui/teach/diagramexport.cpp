#include "diagramexport.h"

#include "document.h"

#include "carddiagram.h"
#include "diagramtext.h"

#include <QApplication>
#include <QClipboard>
#include <QFileInfo>
#include <QImageWriter>
#include <QMimeData>
#include <QPainter>
#include <QSvgGenerator>
#include <QWidget>

namespace kib {

namespace {

void paintScaled(QPainter &p, QWidget *widget, const QSize &size)
{
    const QSize from = widget->size().isEmpty() ? widget->sizeHint() : widget->size();
    if (widget->size().isEmpty())
        widget->resize(from);
    const qreal f = qMin(qreal(size.width()) / from.width(), qreal(size.height()) / from.height());
    p.fillRect(QRect(QPoint(), size), widget->palette().color(QPalette::Window));
    p.translate((size.width() - from.width() * f) / 2, (size.height() - from.height() * f) / 2);
    p.scale(f, f);
    widget->render(&p, QPoint(), QRegion(), QWidget::DrawWindowBackground | QWidget::DrawChildren);
}

} // namespace

QString DiagramExport::text(const Document *document)
{
    if (!document)
        return QString();
    const RecordPtr record = document->currentRecord();
    const auto *card = dynamic_cast<const CardRecord *>(record.get());
    if (!card)
        return QString();
    QList<Cards> hands = print::CardDiagram::dealtHands(*card);
    QList<bool> hidden;
    for (Seat s = 0; s < card->seats().count(); ++s)
        hidden.append(document->isHidden(s));
    return print::diagramText(*card, hands, hidden);
}

QImage DiagramExport::image(QWidget *widget, const QSize &size)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(1.0);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    paintScaled(p, widget, size);
    p.end();
    return image;
}

bool DiagramExport::save(QWidget *widget, const QString &path, const QSize &size, QString *error)
{
    if (QFileInfo(path).suffix().compare(u"svg", Qt::CaseInsensitive) == 0) {
        QSvgGenerator svg;
        svg.setFileName(path);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(), size));
        svg.setTitle(QStringLiteral("Kibitzer diagram"));
        QPainter p;
        if (!p.begin(&svg)) {
            if (error)
                *error = QStringLiteral("cannot write %1").arg(path);
            return false;
        }
        paintScaled(p, widget, size);
        p.end();
        return true;
    }
    QImageWriter writer(path, "png");
    if (!writer.write(image(widget, size).convertToFormat(QImage::Format_RGB32))) {
        if (error)
            *error = writer.errorString();
        return false;
    }
    return true;
}

void DiagramExport::copy(const Document *document, QWidget *widget)
{
    auto *mime = new QMimeData;
    mime->setText(text(document));
    if (widget)
        mime->setImageData(image(widget, widget->size().isEmpty() ? QSize(800, 600) : widget->size()));
    QApplication::clipboard()->setMimeData(mime);
}

} // namespace kib
