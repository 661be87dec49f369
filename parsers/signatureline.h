#pragma once

#include "model/collection.h"
#include "model/commentary.h"
#include "model/diagnostic.h"

#include <QStringList>

namespace kib {

// A '%' line that names the notation of the file it stands in ("% PBN 2.1",
// "% EXPORT", "% RBN 3.2", "RBX"): it describes the source, not the games,
// so a writer keeps only its own notation's and never carries another's.
// Returns "pbn" or "rbn", or an empty string for any other line.
QString signatureNotation(const Commentary &comment);

// What a signature line says besides the signature, trimmed: "Kibitzer
// sample: two boards" in "% RBN Kibitzer sample: two boards"; empty when
// nothing (a writer that leaves the signature out keeps this as a comment).
QString signatureRest(const Commentary &comment);

// The file's signature lines (at its head), as "% PBN 2.1", in order.
QStringList signatureLines(const QList<Commentary> &fileComments);

// The warning a writer gives when the file's signature lines are written
// as 'written' instead ("% PBN 1.0" as "% PBN 2.1" and "% EXPORT"); none
// (an empty code) when they are the same. A file without signature lines
// gets the writer's with a word too when it was read in any notation
// (sourceFormat not empty: LIN, JSON, PBN without "% PBN"), so that a
// round trip names what it added; records made in memory (no source) get
// them without a word.
// 'sourceFormat' is the id of the notation the file was read in
// (Collection::sourceFormat()).
Diagnostic signatureChange(const QList<Commentary> &fileComments, const QString &sourceFormat,
                           const QStringList &written, const QString &code);
Diagnostic signatureChange(const Collection &collection, const QStringList &written, const QString &code);

} // namespace kib
