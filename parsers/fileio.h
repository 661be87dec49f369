#pragma once

#include "preservingwriter.h"
#include "registry.h"

class QFile;

namespace kib {

// Reading and writing files through the registry, shared by the CLI and the
// GUI so that both detect, report and save in the same way.

struct LoadedFile
{
    const NotationPlugin *plugin = nullptr; // the notation the file was read as
    ReadResult result;
    int records = 0;                        // the records read (ReadKeep::Counted keeps none in result)
    QString error;                          // I/O or detection failure (nothing was read)

    bool ok() const { return error.isEmpty(); }
};

// A file's bytes and the notation to read them as (readFile()'s first half,
// for callers that read record by record: RecordStreaming::readEach()).
struct FileBytes
{
    const NotationPlugin *plugin = nullptr;
    QByteArray data;
    QString error;
    bool ok() const { return error.isEmpty(); }
};
// The rest of an open file, read into an array of the file's size
// (readAll() grows its array past the end, to 128 MiB for a 78 MB file,
// copying as it grows; resize() too rounds a large array up).
QByteArray readWhole(QFile &file);

FileBytes loadFile(const QString &path, const QString &formatId = {}, const Registry &registry = Registry::builtin());

enum class ReadKeep { Built, Lazily, Counted };

// The notation of a file's bytes, as every reader of files (the CLI, the
// viewer) finds it: from the content (the extension only breaks ties). Null
// with the message the user sees when the file is empty ("FILE is empty") or
// no plug-in reads it ("FILE: not a notation Kibitzer knows").
const NotationPlugin *detectNotation(const QByteArray &data, const QString &path, const Registry &registry,
                                     QString *error);

// Reads a file. formatId forces a notation; empty means detect it from the
// content (and the extension to break ties). ReadKeep::Lazily reads with
// NotationPlugin::readLazily() (the same diagnostics; records that stand
// alone are built when asked for): for callers that look at few records.
// ReadKeep::Counted gives the same diagnostics and LoadedFile::records, and
// keeps no record it need not: a notation that reads record by record
// itself (RecordStreaming::readEach()) and not lazily has each record let
// go as it is read (for callers that only count them: validate).
LoadedFile readFile(const QString &path, const QString &formatId = {},
                    const Registry &registry = Registry::builtin(), ReadKeep keep = ReadKeep::Built);

struct SavedFile
{
    // What the target could not hold, each loss once: the plug-in's
    // cannotHold() per record (code convert.lost), then the writer's own
    // warnings that name something else.
    Diagnostics warnings;
    QString error;          // nothing was written when set
    int keptRecords = 0;    // writeFilePreserving: records whose bytes were kept
    bool preserved = false; // writeFilePreserving: the original's bytes were kept
    // writeFileStreaming: written record by record (PreservingStream), and
    // the records written anew (0-based); false: it went the way of
    // writeFilePreserving() (every record built).
    bool streamed = false;
    QList<int> writtenRecords;
    bool ok() const { return error.isEmpty(); }
};

// Writes a collection atomically (QSaveFile). The bytes are read back with
// the same plug-in first: if they do not read without errors, or read as a
// different number of records, nothing is written and the old file stays.
// inputDiagnostics: what reading the collection reported; errors of the
// same codes are tolerated in the read-back (a forced conversion of a file
// with errors), no others.
SavedFile writeFile(const QString &path, const Collection &collection, const NotationPlugin &plugin,
                    const Diagnostics &inputDiagnostics = {});

// The same, in the notation the collection was read in: the records left
// as read keep their exact bytes, and so do the file's header and ending
// (see writePreserving()); the others are written as writeFile() would.
// Falls back to writeFile()'s bytes when keeping them does not read back
// as the model.
SavedFile writeFilePreserving(const QString &path, const Collection &collection, const NotationPlugin &plugin,
                              const OriginalFile &original, const Diagnostics &inputDiagnostics = {});

// writeFilePreserving() record by record (parsers/preservingstream.h): the
// same bytes, to the QSaveFile a record at a time; untouched records are
// copied from 'original' and never built, the others written and read back
// where they stand. What is lost is asked of the records written anew only.
// Goes the way of writeFilePreserving() when the file cannot be settled
// record by record (SavedFile::streamed is then false).
SavedFile writeFileStreaming(const QString &path, const Collection &collection, const NotationPlugin &plugin,
                             const OriginalFile &original, const Diagnostics &inputDiagnostics = {});

} // namespace kib
