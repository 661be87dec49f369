#include "screenshot.h"

#include <QApplication>
#include <QFileInfo>
#include <QDir>
#include <QImageWriter>
#include <QWidget>

namespace kib {

QImage renderWidget(QWidget *widget, const QSize &size)
{
    widget->resize(size);
    if (!widget->isVisible())
        widget->show();
    // let layouts, docks and deferred updates settle
    for (int i = 0; i < 5; ++i)
        QApplication::processEvents();
    widget->resize(size);
    QApplication::processEvents();
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(1.0);
    image.fill(widget->palette().color(QPalette::Window));
    widget->render(&image, QPoint(), QRegion(), QWidget::DrawWindowBackground | QWidget::DrawChildren);
    return image;
}

bool saveScreenshot(QWidget *widget, const QString &path, const QSize &size, QString *error)
{
    const QImage image = renderWidget(widget, size).convertToFormat(QImage::Format_RGB32);
    const QFileInfo info(path);
    if (!info.absoluteDir().exists())
        QDir().mkpath(info.absolutePath());
    QImageWriter writer(path, "png");
    if (!writer.write(image)) {
        if (error)
            *error = writer.errorString();
        return false;
    }
    return true;
}

} // namespace kib
