#include "rbnmarks.h"

namespace kib::rbn {

namespace {

bool knownSuffix(QStringView s)
{
    static const char *const known[] = {"!", "?", "!!", "??", "!?", "?!", "*"};
    for (const char *k : known)
        if (s == QLatin1String(k))
            return true;
    return false;
}

} // namespace

qsizetype parseMarks(QByteArrayView data, qsizetype pos, Annotation *annotation, Problems *problems)
{
    const qsizetype start = pos;
    QString suffix;
    while (pos < data.size()) {
        const char c = data[pos];
        if (c == '!' || c == '?' || c == '*') {
            suffix += QLatin1Char(c);
            ++pos;
        } else if (c == '^') {
            if (pos + 1 < data.size() && data[pos + 1] >= '0' && data[pos + 1] <= '9') {
                annotation->noteRefs.append(data[pos + 1] - '0');
                pos += 2;
            } else {
                report(problems, int(pos), "rbn.mark.note", QStringLiteral("'^' must be followed by a note number 0-9"));
                ++pos;
            }
        } else {
            break;
        }
    }
    if (!suffix.isEmpty()) {
        if (!knownSuffix(suffix))
            report(problems, int(start), "rbn.mark.unknown",
                   QStringLiteral("\"%1\" is not one of the marks ! ? !! ?? !? ?! *").arg(suffix), true);
        annotation->suffix += suffix;
    }
    return pos;
}

QByteArray formatMarks(const Annotation &annotation)
{
    QByteArray out;
    bool marks = true;
    for (QChar c : annotation.suffix)
        marks = marks && (c == u'!' || c == u'?' || c == u'*');
    if (marks)
        out = annotation.suffix.toLatin1();
    for (int n : annotation.noteRefs)
        if (n >= 0 && n <= 9)
            out += '^' + QByteArray::number(n);
    return out;
}

bool marksCanHold(const Annotation &a)
{
    for (QChar c : a.suffix)
        if (c != u'!' && c != u'?' && c != u'*')
            return false;
    for (int n : a.noteRefs)
        if (n < 0 || n > 9)
            return false;
    return a.nags.isEmpty() && a.irregularity.isEmpty() && !a.alert && a.alertText.isEmpty();
}

} // namespace kib::rbn
