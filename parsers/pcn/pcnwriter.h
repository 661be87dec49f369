#pragma once

#include "parsers/notationplugin.h"

#include "model/boardrecord.h"

namespace kib::pcn {

// Writes PCN 1.0: every property of the resource, setup, state and player
// objects under the specification's names, indented as the specification's
// examples are (the squares one row per line, one move per line). A
// collection of one record is one object; of several, an array of objects.
WriteResult writePcn(const Collection &collection);

// One record as a PCN object, indented by 'indent' spaces.
QByteArray writeResource(const BoardRecord &record, int indent, Diagnostics *warnings, int recordNumber);

// What PCN cannot hold of a record (commentary, notes, tag tables, a
// variant that differs from the one its setup suggests).
QStringList pcnCannotHold(const Record &record);

} // namespace kib::pcn
