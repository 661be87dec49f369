#pragma once

#include <QtGlobal>

namespace kib {

// Whether the bytes are valid UTF-8 (RFC 3629: no overlong form, no
// surrogate, nothing past U+10FFFF, no sequence cut off; ASCII is), as
// QStringDecoder finds them, with no text made: the ASCII that most text is
// made of skipped 64 bytes at a time. The PBN and LIN readers' check of
// their files' character set.
bool isUtf8(const char *data, qsizetype size);

} // namespace kib
