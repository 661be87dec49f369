#pragma once

#include "compactdiagnostics.h"
#include "fileio.h"
#include "recordwriter.h"

namespace kib {

// A file read and written record by record: RecordStreaming::readEach() hands
// each record to 'writer' and lets it go, so that a file of any size is
// converted in about its own bytes' memory (the input, one record, the
// writer's state). 'onRecord', when given, sees each record first.
struct StreamedRead
{
    Diagnostics diagnostics; // reading the input (as read() reports them)
    int records = 0;
};
StreamedRead pipeRecords(const NotationPlugin &reader, const QByteArray &input, RecordWriter &writer);

struct StreamedConvert
{
    StreamedRead read;
    SavedFile saved;         // saved.error set: nothing was written
    bool refused = false;    // the input had errors and 'force' was not given: nothing was written
    // What the written file does not carry over (writeFile()'s warnings):
    // convert's own losses record by record, then the writer's warnings not
    // named already, each (record, message) once. Kept compactly here (a
    // large file gives a few for every record); saved.warnings stays empty.
    CompactDiagnostics lost;
    CompactDiagnostics writerWarnings;
    qsizetype warningCount() const { return lost.size() + writerWarnings.size(); }
    Diagnostic warning(qsizetype i) const
    {
        return i < lost.size() ? lost.at(i) : writerWarnings.at(i - lost.size());
    }
    // warning(i).format(fileName) appended to 'out'
    void appendWarning(qsizetype i, const QString &fileName, QString &out) const
    {
        if (i < lost.size())
            lost.appendFormatted(i, fileName, out);
        else
            writerWarnings.appendFormatted(i - lost.size(), fileName, out);
    }
};

// What `kibitzer-cli convert` does, in the memory of the input and a record:
// reads 'input' with 'reader', writes 'path' with 'writer' atomically
// (QSaveFile), with writeFile()'s warnings, checks and read-back (the
// written bytes are read back from a temporary copy, the input's memory let
// go first). With input errors the file is written only when 'force'.
StreamedConvert convertStreaming(const QString &path, QByteArray input, const NotationPlugin &reader,
                                 const NotationPlugin &writer, bool force);

} // namespace kib
