#pragma once

#include <QImage>
#include <QSize>
#include <QString>

class QWidget;

namespace kib {

// Renders a window at 'size' (device-independent pixels, device pixel ratio
// 1) into an image, as it would show on screen.
QImage renderWidget(QWidget *widget, const QSize &size);
// The same, saved as PNG. Returns false with 'error' set on failure.
bool saveScreenshot(QWidget *widget, const QString &path, const QSize &size, QString *error = nullptr);

} // namespace kib
