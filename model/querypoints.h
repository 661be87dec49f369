#pragma once

#include <QList>
#include <QString>

namespace kib::entry {

// Sets 'why' (when given) and returns false: the editing functions' refusal.
inline bool fail(QString *why, const QString &text)
{
    if (why)
        *why = text;
    return false;
}

// Marks (on) or unmarks a "your call?"/"your play?" point at 'position' (0
// to 'last', the number of calls or cards made before the question) in a
// sorted list of query points. 'what' names the section ("auction", "play")
// and 'question' the point ("your call?"). False, with the reason, when
// there is no such place or nothing to change.
inline bool setQueryPoint(QList<int> &points, int position, int last, bool on, const QString &what,
                          const QString &question, QString *why)
{
    if (position < 0 || position > last)
        return fail(why, QStringLiteral("no such place in the %1").arg(what));
    if (on == points.contains(position))
        return fail(why, on ? QStringLiteral("a \"%1\" point is there already").arg(question)
                            : QStringLiteral("no \"%1\" point there").arg(question));
    if (on) {
        points.append(position);
        std::sort(points.begin(), points.end());
    } else {
        points.removeAll(position);
    }
    return true;
}

} // namespace kib::entry
