#pragma once

#include "ppnfields.h"

#include "parsers/notationplugin.h"

#include "model/tag.h"

// PPN's bracketed form: an info section of tag pairs [Name value], then
// the game section's deal records [id order cards bids ...], one a line.
namespace kib::ppn {

// A bracketed item, or a run of text outside the brackets (up to the end
// of its line).
struct Item
{
    enum class Kind : quint8 { Tag, Deal, Text };
    Kind kind = Kind::Text;
    qsizetype begin = 0;     // the '[' (or the text's first byte)
    qsizetype end = 0;       // after the ']' (or the text's last byte)
    bool closed = true;      // false: no ']' before the end of the line
};

// The next item at or after 'pos' and before 'limit'; false at the end.
bool nextItem(QByteArrayView data, qsizetype *pos, qsizetype limit, Item *item);
// A tag item's name and value (quoted values may hold spaces, \" and \\).
bool parseTag(QByteArrayView data, const Item &item, Tag *tag, QString *problem);

// One span per deal record: from the end of the record before (so that a
// game's info section goes with its first deal) to the end of the deal's
// line. Text after the last deal goes with the last span.
QList<RecordSpan> splitBracketed(QByteArrayView data);

// Reads one span as record 'recordNumber'. A deal without tags of its own
// takes the previous record's tags, marked inherited.
ReadResult readBracketedSpan(QByteArrayView data, const RecordSpan &span, int recordNumber, const Record *previous);

// Splits a deal's fields at the spaces and gives them their meaning by
// their number: 4 (passed out), 14, or 13 (without refa, with a warning).
// False (with an error) when there are too few to make a deal.
class Report;
bool dealFields(QByteArrayView data, const Item &item, DealFields *fields, Report *report);

// Tag pairs every PPN game must have, in their usual order.
const QStringList &requiredTags();
// Gives a record its tags: its own (a new game: the required ones are
// checked, warnings placed at 'offset'), else the previous record's,
// marked inherited.
void giveTags(Record *record, const Tags &own, const Record *previous, Report *report, qsizetype offset);

} // namespace kib::ppn
