#pragma once

#include "model/tag.h"

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

} // namespace kib::rbn
