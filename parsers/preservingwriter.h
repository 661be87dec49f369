#pragma once

#include "notationplugin.h"

#include <QSet>

namespace kib {

// The file a collection was read from, for a save in the same notation
// that keeps the bytes of every record the user did not change.
struct OriginalFile
{
    QByteArray data;             // the file's bytes as read
    QList<RecordSpan> spans;     // NotationPlugin::split(data)
    // One per record of the collection being written: the index in 'spans'
    // of the span it was read from when the record is exactly as read, -1
    // when it is new or changed.
    QList<int> recordSpans;

    bool isEmpty() const { return data.isEmpty() || spans.isEmpty(); }
};

struct PreservedWrite
{
    QByteArray data;
    // The plug-in's write() warnings (what the notation cannot hold); an
    // error among them means nothing can be written.
    Diagnostics warnings;
    int copiedRecords = 0;   // records whose original bytes were kept
    QList<bool> kept;        // per record: its original bytes were kept
    bool preserved = false;  // false: 'data' is the plug-in's plain write()
};

// Writes 'collection' with 'plugin', keeping the original file's bytes
// wherever the records are untouched:
//  - the bytes before the first record (header, '%' lines) and those after
//    the last one are kept;
//  - an untouched record is copied verbatim with the separator that
//    followed it, unless it inherits from the record before it (Tag::
//    inherited: PBN '#'/'##'; NotationPlugin::repeatsPrevious(): RBN
//    repetition) and that record is no longer its original predecessor,
//    copied verbatim;
//  - new and changed records take their text from the plug-in's full
//    write() of the collection, in the original's line endings.
// The result is read back: it must read without errors beyond those whose
// codes 'tolerated' lists, as many records, each equal (as Kibitzer JSON)
// to the model for the copied records and to the plain write's reading for
// the others. Records that fail are written instead of copied; when that
// does not settle it, the result is the plain write().
PreservedWrite writePreserving(const NotationPlugin &plugin, const Collection &collection,
                               const OriginalFile &original, const QSet<QString> &tolerated = {});

} // namespace kib
