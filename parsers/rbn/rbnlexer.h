#pragma once

#include "parsers/notationplugin.h"

#include <QByteArray>
#include <QList>

namespace kib::rbn {

// The two spellings of RBN: one label a line (RBN), or each record on one
// line with every label's data in braces (RBX).
enum class Form : quint8 { Lines, OneLine };

// One piece of a record as written: a label line, a note, a {free text}
// paragraph, a % line, or a line of a multi-line I item list.
struct Item
{
    enum class Kind : quint8 { Label, Note, Text, Percent, ItemLine, Unknown };
    Kind kind = Kind::Unknown;
    char label = 0;          // label letter or note digit
    bool null = false;       // a bare label: the data is set null
    bool terminated = true;  // Text: the closing brace was found
    QByteArray value;        // data; text with line breaks as '\n' ('|' is left to the reader)
    int line = 0;            // 1-based line of the item's first byte
    int column = 0;          // 1-based column of the data's first byte
    int length = 0;          // length of the label line as RBN writes it (label, space, data)
};

// Record spans: blocks of lines between blank lines (RBN), or lines (RBX).
QList<RecordSpan> splitBlocks(QByteArrayView data, Form form);
// The items of one block whose first line is 'firstLine'.
// An item's value views 'block' (it is no copy): the items must not
// outlive the bytes they were lexed from.
QList<Item> lexBlock(QByteArrayView block, int firstLine, Form form);
// The block before 'span' in 'data' (RBN: lines between blank lines; RBX:
// the line before); length 0 when there is none.
RecordSpan blockBefore(QByteArrayView data, const RecordSpan &span, Form form);

// Text of the file: UTF-8, or ISO-8859-1 when the bytes are not UTF-8.
bool looksLatin1(QByteArrayView bytes);
QString toText(QByteArrayView bytes, bool latin1);

} // namespace kib::rbn

// (moved in memory as bytes when a list grows: every member allows it)
Q_DECLARE_TYPEINFO(kib::rbn::Item, Q_RELOCATABLE_TYPE);
