#pragma once

#include "model/cardrecord.h"

#include <QString>

#include <functional>

namespace kib {

class Document;

// Runs one of the model's game editing operations (model/preferansedit.h,
// model/pinochleedit.h: functions that change a CardRecord and return why
// they could not, empty on success) on the current record as one undo
// command named 'text'; the replay moves to the record's last step, where
// the change shows. Returns the operation's refusal (nothing pushed), or
// an empty string when the command was pushed.
QString editCardRecord(Document *document, const QString &text,
                       const std::function<QString(CardRecord &)> &operation);

} // namespace kib
