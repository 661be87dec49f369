#pragma once

#include <QString>

namespace kib::piletext {

// A pile's name for people, in their language through
// QCoreApplication::translate() (context kib::Pile: "Прикуп", "Снос"); the
// deal's names ("talon", "discard", "kitty", "kitty2") are the notations'.
// Other names are shown as written, with a capital. For the viewer and
// the printed pages alike.
QString pileName(const QString &name);

} // namespace kib::piletext
