#pragma once

#include <QImage>
#include <QSize>
#include <QString>

class QWidget;

namespace kib {

class Document;

// The current deal as a diagram: plain text with suit symbols (the
// compass layout of forums and email) and pictures of the table as it
// stands at the current step (PNG, SVG through QSvgGenerator).
class DiagramExport
{
public:
    // The text of the document's current record at its step's hidden
    // state (a quiz's hidden hands stay out); empty for a chess variant.
    static QString text(const Document *document);
    // The widget drawn at 'size', scaled to fit without distortion.
    static QImage image(QWidget *widget, const QSize &size);
    // PNG or SVG by the extension of 'path'.
    static bool save(QWidget *widget, const QString &path, const QSize &size, QString *error = nullptr);
    // Both on the clipboard (text and image in one QMimeData).
    static void copy(const Document *document, QWidget *widget);
};

} // namespace kib
