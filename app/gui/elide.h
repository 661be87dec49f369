#pragma once

#include <QString>

namespace kib {

// A value as views show it: at most 'most' characters, one line, an
// ellipsis where it was cut. A 5 MB tag value then costs a view no more than
// a short one (the whole value stays in the record, the editor and tooltips
// show more of it).
inline QString elideText(const QString &text, qsizetype most = 160)
{
    QString out = text.size() > most ? text.left(most - 1) + QChar(0x2026) : text;
    out.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return out;
}

} // namespace kib
