#pragma once

#include "parsers/notationplugin.h"

#include <QByteArrayView>
#include <QList>
#include <QString>

// Byte-level helpers for Kibitzer JSON that never build a QJsonDocument:
// splitting a file into record spans, finding where a value stands, and
// turning byte offsets into lines and columns.
namespace kib::json {

// One step of a path into a JSON value: an object key, or an array index
// when 'index' >= 0.
struct PathPart
{
    QString key;
    int index = -1;
};
using Path = QList<PathPart>;

// "auction.calls[2].call"
QString pathToString(const Path &path);

// Offset after a UTF-8 byte order mark at the start of 'data' (0 or 3).
qsizetype bomLength(QByteArrayView data);

// The spans of the elements of the top-level object's "records" array, in
// order (one span per element, whatever its type, so span i is record i+1).
// A single pass that tracks strings, escapes and bracket depth only.
QList<RecordSpan> splitRecords(QByteArrayView data);

// The offset of the value reached by following 'path' from the value that
// starts at (or after whitespace from) 'start'. When the path leads nowhere,
// the offset of the deepest value found on the way.
qsizetype locate(QByteArrayView data, qsizetype start, const Path &path);

// The offset after the value that starts at (or after whitespace from)
// 'start'.
qsizetype valueEndFrom(QByteArrayView data, qsizetype start);

struct TextPosition
{
    int line = 1;    // 1-based
    int column = 1;  // 1-based, in characters (code points); the BOM does not count
};

// Line and column of 'offset'. Counting starts at 'from', which stands on
// line 'fromLine' (give a record span's offset and line to avoid counting
// through the whole file).
TextPosition positionOf(QByteArrayView data, qsizetype offset, qsizetype from = 0, int fromLine = 1);

} // namespace kib::json
