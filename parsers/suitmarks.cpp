#include "suitmarks.h"

namespace kib {

namespace {

bool isSuitMarkLetter(QChar c)
{
    return c == u'S' || c == u'H' || c == u'D' || c == u'C';
}

} // namespace

bool hasSuitMarks(const QString &text, QChar mark)
{
    for (qsizetype i = text.indexOf(mark); i >= 0 && i + 1 < text.size(); i = text.indexOf(mark, i + 1))
        if (isSuitMarkLetter(text.at(i + 1)))
            return true;
    return false;
}

QString withSuitMarks(const QString &text, QChar from, QChar to)
{
    if (!hasSuitMarks(text, from))
        return text;
    QString out = text;
    for (qsizetype i = 0; i + 1 < out.size(); ++i)
        if (out.at(i) == from && isSuitMarkLetter(out.at(i + 1)))
            out[i] = to;
    return out;
}

} // namespace kib
