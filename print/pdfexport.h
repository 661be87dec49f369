#pragma once

#include "printoptions.h"

namespace kib::print {

// Writes the job as a PDF (vector: text stays text) at 'path', atomically
// (QSaveFile). Returns the number of pages, or -1 with 'error' set. Needs
// a QGuiApplication (fonts); the offscreen platform is enough.
int writePdf(const QString &path, const PrintJob &job, QString *error = nullptr);

} // namespace kib::print
