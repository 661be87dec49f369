#include "printoptions.h"

namespace kib::print {

QString layoutId(Layout layout)
{
    switch (layout) {
    case Layout::HandRecord: return QStringLiteral("record");
    case Layout::Quiz: return QStringLiteral("quiz");
    case Layout::Full: return QStringLiteral("full");
    }
    return QString();
}

bool layoutFromId(const QString &id, Layout *layout)
{
    for (Layout l : {Layout::HandRecord, Layout::Quiz, Layout::Full})
        if (id.compare(layoutId(l), Qt::CaseInsensitive) == 0) {
            *layout = l;
            return true;
        }
    return false;
}

bool parseRecordRanges(const QString &text, int count, QList<int> *indexes, QString *error)
{
    indexes->clear();
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    const QStringList parts = text.split(QLatin1Char(','), Qt::KeepEmptyParts);
    for (const QString &raw : parts) {
        const QString part = raw.trimmed();
        if (part.isEmpty())
            return fail(QStringLiteral("empty item in the record list '%1'").arg(text));
        const qsizetype dash = part.indexOf(QLatin1Char('-'));
        bool ok1 = false, ok2 = false;
        int first = 0, last = 0;
        if (dash < 0) {
            first = last = part.toInt(&ok1);
            ok2 = ok1;
        } else {
            first = part.left(dash).trimmed().toInt(&ok1);
            last = part.mid(dash + 1).trimmed().toInt(&ok2);
        }
        if (!ok1 || !ok2 || first < 1 || last < first)
            return fail(QStringLiteral("'%1' is not a record number or range (1-8,12)").arg(part));
        if (last > count)
            return fail(QStringLiteral("there is no record %1: the file has %2").arg(last).arg(count));
        for (int n = first; n <= last; ++n)
            indexes->append(n - 1);
    }
    return true;
}

} // namespace kib::print
