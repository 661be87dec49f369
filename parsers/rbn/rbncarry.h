#pragma once

#include "model/tag.h"

#include <QByteArray>
#include <QStringList>

namespace kib::rbn {

// Tags that no RBN label holds (a PBN file's Generator, DealId, tables ...)
// travel in % lines, which RBN readers take as extraneous text:
//   %[Name "value"]            a tag, the value in PBN string syntax
//   %:"column" "column" ...    a table's column specifications
//   %|"cell" "cell" ...        one row of the table
// In values \" \\ \n \r stand for a quote, a backslash and line breaks.
// The text given and returned is what follows the '%'.
bool parseCarriedTag(const QString &text, Tag *tag);
// Columns (':') or a row ('|') of the table tag before; false otherwise.
bool parseCarriedTableLine(const QString &text, Tag *table);
// The % lines for a tag, without their '%'.
QStringList formatCarried(const Tag &tag);
// The same lines as UTF-8 bytes appended to 'out', each with its '%':
// "%line", a line break between two lines (none after the last), or with
// 'braced' (RBX) "%{line}" one after the other. The cells are written
// straight into 'out', no string made for a line or a cell.
void appendCarried(QByteArray *out, const Tag &tag, bool braced);
// The same bytes written at 'at' in 'out', after a line break when
// 'lineBreak' (the lines of a tag carried after another's, RBN): 'out' is
// room, grown when the bytes need more, its size not cut back to where they
// end (returned). No call to set the size for each tag; what lies past the
// end returned is left as it was.
qsizetype appendCarriedAt(QByteArray *out, qsizetype at, const Tag &tag, bool braced, bool lineBreak);
// Whether a tag's value or table cells hold a '}', which RBX's braces (a
// carried line's "%{...}") cannot hold; the tag with each such '}' as ')'.
bool hasCloseBrace(const Tag &tag);
Tag withoutCloseBraces(const Tag &tag);
// The UTF-8 of 's' appended to 'out' (QString::toUtf8()'s bytes).
void appendUtf8(QByteArray *out, QStringView s);

// What the text of one % line (the bytes after its '%', in a file read as
// Latin-1 or as UTF-8) holds: a carried tag (parseCarriedTag()), a table's
// columns or a row (parseCarriedTableLine()), or none of them.
struct CarriedLine
{
    enum class Kind : quint8 { None, Tag, Columns, Row };
    Kind kind = Kind::None;
    Tag tag;           // Tag
    QStringList cells; // Columns, Row
};
// The same bytes in a file of the same character set hold the same: each
// thread keeps the lines it has read (up to 4,096 lines of up to 128 bytes;
// then it starts again), so a table row that repeats from record to record
// is one list for all of them. Longer lines are read each time. The answer
// is good until the thread's next call.
const CarriedLine &carriedLine(const QByteArray &bytes, bool latin1);

} // namespace kib::rbn
