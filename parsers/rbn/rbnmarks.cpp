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
    std::string out;
    appendMarks(out, annotation);
    return out.empty() ? QByteArray() : QByteArray(out.data(), qsizetype(out.size()));
}

void appendMarks(std::string &out, const Annotation &annotation)
{
    const QString &suffix = annotation.suffix;
    const char16_t *u = reinterpret_cast<const char16_t *>(suffix.constData());
    bool marks = true;
    for (qsizetype i = 0; i < suffix.size() && marks; ++i)
        marks = u[i] == u'!' || u[i] == u'?' || u[i] == u'*';
    if (marks)
        for (qsizetype i = 0; i < suffix.size(); ++i)
            out += char(u[i]); // (ASCII: the Latin-1 byte)
    for (int n : annotation.noteRefs)
        if (n >= 0 && n <= 9) {
            out += '^';
            out += char('0' + n);
        }
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
