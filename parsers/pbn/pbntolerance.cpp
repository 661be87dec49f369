#include "pbntolerance.h"

#include "pbnpassedmemo.h"

#include <QDate>
#include <QRegularExpression>

namespace kib {

namespace {

using Id = PbnTags::Known::Id;

// Tags whose value has a defined form: spaces around it are no part of it.
bool hasDefinedForm(const PbnTags::Known &known)
{
    return known.flags & PbnTags::Known::OwnForm; // (PbnTags decides it once, for each name)
}

QString twoDigits(int n)
{
    return QStringLiteral("%1").arg(n, 2, 10, QLatin1Char('0'));
}

// "2021" "04" "03" as numbers, checked: YYYY.MM.DD, or empty.
QString dateOf(int year, int month, int day)
{
    if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1 || day > 31)
        return {};
    return QStringLiteral("%1.%2.%3").arg(year).arg(twoDigits(month), twoDigits(day));
}

int monthOf(QStringView name)
{
    static const char *const months[] = {"jan", "feb", "mar", "apr", "may", "jun",
                                         "jul", "aug", "sep", "oct", "nov", "dec"};
    if (name.size() < 3)
        return 0;
    for (int i = 0; i < 12; ++i)
        if (name.left(3).compare(QLatin1StringView(months[i]), Qt::CaseInsensitive) == 0)
            return i + 1;
    return 0;
}

// One part of a dotted date with unknown digits: "9" -> "09", "?" -> "??".
bool padPart(QStringView part, int width, QString *out)
{
    if (part.isEmpty() || part.size() > width)
        return false;
    bool allUnknown = true, allDigits = true;
    for (QChar c : part) {
        allUnknown = allUnknown && c == u'?';
        allDigits = allDigits && c.isDigit();
    }
    if (allUnknown)
        *out += QString(width, QLatin1Char('?'));
    else if (allDigits)
        *out += QString(width - part.size(), QLatin1Char('0')) + part.toString();
    else
        return false;
    return true;
}

bool isStandardDate(QStringView v)
{
    if (v.size() != 10 || v.at(4) != u'.' || v.at(7) != u'.')
        return false;
    for (int i = 0; i < 10; ++i)
        if (i != 4 && i != 7 && !v.at(i).isDigit() && v.at(i) != u'?')
            return false;
    return true;
}

} // namespace

QString PbnTolerance::readTime(QStringView value)
{
    static const QRegularExpression re(QStringLiteral("^(\\d{1,2}):(\\d{2})(?::(\\d{2}))?$"));
    const QRegularExpressionMatch m = re.match(value);
    if (!m.hasMatch())
        return {};
    const int h = m.capturedView(1).toInt(), min = m.capturedView(2).toInt();
    const int s = m.capturedView(3).isEmpty() ? 0 : m.capturedView(3).toInt();
    if (h > 23 || min > 59 || s > 59)
        return {};
    return QStringLiteral("%1:%2:%3").arg(twoDigits(h), twoDigits(min), twoDigits(s));
}

QString PbnTolerance::readDate(QStringView value, QString *time, bool *understood)
{
    *understood = true;
    time->clear();
    const QStringView v = value.trimmed();
    // a date and a time: "2021-04-03 05:06", "2021-04-03T05:06:00"
    const qsizetype gap = v.indexOf(QRegularExpression(QStringLiteral("[ T]")));
    if (gap > 0) {
        const QString t = readTime(v.mid(gap + 1).trimmed());
        if (!t.isEmpty()) {
            QString innerTime;
            const QString d = readDate(v.left(gap), &innerTime, understood);
            if (*understood && !d.isEmpty()) {
                *time = t;
                return d;
            }
        }
    }
    // a time alone where the date should be
    if (const QString t = readTime(v); !t.isEmpty()) {
        *time = t;
        return {};
    }
    static const QRegularExpression iso(QStringLiteral("^(\\d{4})-(\\d{1,2})-(\\d{1,2})$"));
    static const QRegularExpression compact(QStringLiteral("^(\\d{4})(\\d{2})(\\d{2})$"));
    static const QRegularExpression named(QStringLiteral("^(\\d{1,2})[- ]([A-Za-z]{3,9})\\.?[- ](\\d{4})$"));
    QRegularExpressionMatch m = iso.match(v);
    if (!m.hasMatch())
        m = compact.match(v);
    if (m.hasMatch()) {
        const QString d = dateOf(m.capturedView(1).toInt(), m.capturedView(2).toInt(), m.capturedView(3).toInt());
        *understood = !d.isEmpty();
        return d;
    }
    m = named.match(v);
    if (m.hasMatch()) {
        const QString d = dateOf(m.capturedView(3).toInt(), monthOf(m.capturedView(2)), m.capturedView(1).toInt());
        *understood = !d.isEmpty();
        return d;
    }
    // dotted with short parts: "2015.09.?", "2015.9.6"
    const QList<QStringView> parts = v.split(u'.');
    if (parts.size() == 3 && parts.at(0).size() == 4) {
        QString d;
        if (padPart(parts.at(0), 4, &d)) {
            d += u'.';
            if (padPart(parts.at(1), 2, &d)) {
                d += u'.';
                if (padPart(parts.at(2), 2, &d))
                    return d;
            }
        }
    }
    *understood = false;
    return {};
}

QString PbnTolerance::normalize(const PbnTags::Known &known, QString &value, PbnReport &report, Place at)
{
    if (value.isEmpty() || value.at(0) == u'#')
        return {};
    // (read through a const view: front() and back() of the QString itself
    // would detach it, a copy of every shared value)
    const QString &v = value;
    if (hasDefinedForm(known) && (v.front().isSpace() || v.back().isSpace())) {
        const QString trimmed = value.trimmed();
        report.warning(QStringLiteral("pbn.tag.spaces"),
                       QStringLiteral("%1 \"%2\" has spaces around its value: read as \"%3\"")
                           .arg(known.name, value, trimmed),
                       at.line, at.column);
        value = trimmed;
        if (value.isEmpty())
            return {};
    }
    if (known.id == Id::Vulnerable) {
        static const QStringList spellings = {QStringLiteral("None"), QStringLiteral("Love"), QStringLiteral("NS"),
                                              QStringLiteral("EW"), QStringLiteral("All"), QStringLiteral("Both")};
        // (a value spelled as the standard does, nearly every one, needs no
        // case-insensitive compare: the spellings differ in more than case)
        for (const QString &s : spellings)
            if (value.size() == s.size() && value == s)
                return {};
        for (const QString &s : spellings)
            // (a case-insensitive match has the same length: others not compared)
            if (value.size() == s.size() && value != s && value.compare(s, Qt::CaseInsensitive) == 0) {
                report.warning(QStringLiteral("pbn.tag.value-case"),
                               QStringLiteral("Vulnerable \"%1\" is not written in the standard's case: read as \"%2\"")
                                   .arg(value, s),
                               at.line, at.column);
                value = s;
                break;
            }
        return {};
    }
    if (known.id == Id::Time) {
        if (value == QLatin1StringView("?") || (value.size() == 8 && value.at(2) == u':' && value.at(5) == u':'))
            return {};
        const QString t = readTime(value);
        if (!t.isEmpty()) {
            report.warning(QStringLiteral("pbn.time.nonstandard"),
                           QStringLiteral("%1 \"%2\" is not written HH:MM:SS: read as %3").arg(known.name, value, t),
                           at.line, at.column);
            value = t;
        }
        return {};
    }
    if (known.id != Id::Date || value == QLatin1StringView("?") || isStandardDate(value))
        return {};
    QString time;
    bool understood = false;
    const QString date = readDate(value, &time, &understood);
    if (!understood)
        return {}; // reported by the date check (pbn.date.bad-format)
    QString reading = date.isEmpty() ? QStringLiteral("no date") : date;
    if (!time.isEmpty())
        reading += QStringLiteral(", time %1").arg(time);
    report.warning(QStringLiteral("pbn.date.nonstandard"),
                   QStringLiteral("%1 \"%2\" is not written YYYY.MM.DD: read as %3").arg(known.name, value, reading),
                   at.line, at.column);
    value = date.isEmpty() ? QStringLiteral("?") : date;
    return time;
}

void PbnTolerance::checkRecord(const CardRecord &record, const PbnRecordInfo::Places &places, PbnReport &report,
                               const PbnTags::KnownList *known)
{
    // (the two names checked here told by their known entries when the
    // reader found them: no name compared for the game's other tags)
    static const PbnTags::Known *const scoringTag = PbnTags::find(QStringView(u"Scoring"));
    static const PbnTags::Known *const historyTag = PbnTags::find(QStringView(u"ScoreRubberHistory"));
    static const QStringList scoring = {
        QStringLiteral("MP"),        QStringLiteral("MatchPoints"), QStringLiteral("IMP"),
        QStringLiteral("Cavendish"), QStringLiteral("Chicago"),     QStringLiteral("Rubber"),
        QStringLiteral("BAM"),       QStringLiteral("Instant"),     QStringLiteral("Butler"),
        QStringLiteral("Butler-2"),  QStringLiteral("Experts"),     QStringLiteral("Cross"),
        QStringLiteral("Cross1"),    QStringLiteral("Cross2"),      QStringLiteral("Mean"),
        QStringLiteral("Median"),    QStringLiteral("MP1"),         QStringLiteral("MP2"),
        QStringLiteral("OldMP"),     QStringLiteral("Mitchell2"),   QStringLiteral("Mitchell3"),
        QStringLiteral("Mitchell4"), QStringLiteral("Ascherman"),   QStringLiteral("Bastille"),
        QStringLiteral("EMP"),       QStringLiteral("IMP_1948"),    QStringLiteral("IMP_1961"),
    };
    const Tags &tags = record.tags();
    for (int i = 0; i < tags.size(); ++i) {
        if (known && known->at(i) != scoringTag && known->at(i) != historyTag)
            continue;
        const Tag &tag = tags.at(i);
        const Place at = places.value(i);
        if (tag.name == QLatin1StringView("Scoring") && !tag.value.isEmpty() && tag.value != QLatin1StringView("?")) {
            // (a value that passed in a game before: most files keep one
            // value, shared from game to game by the value cache)
            thread_local PbnPassedMemo<QString> passedValues;
            if (passedValues.passed(1, tag.value))
                continue;
            bool passed = true;
            for (QStringView field : QStringView(tag.value).tokenize(u';')) {
                if (scoring.contains(field.trimmed()))
                    continue;
                passed = false;
                report.warning(QStringLiteral("pbn.scoring.unknown"),
                               QStringLiteral("Scoring \"%1\": \"%2\" is not one of the standard's scoring systems "
                                              "or modifiers; kept as written")
                                   .arg(tag.value, field.toString()),
                               at.line, at.column);
                break;
            }
            if (passed)
                passedValues.remember(1, tag.value);
        } else if (tag.name == QLatin1StringView("ScoreRubberHistory")
                   && record.vulnerability() != Vulnerability::Unknown) {
            // "NS <above_previous> <above_current>/<below-1> .. EW ...": a side that won a
            // finished game (100 below the line) is vulnerable
            const QStringList words = tag.value.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            int side = -1; // 0 NS, 1 EW
            QString part[2];
            for (const QString &w : words) {
                if (w == QLatin1StringView("NS"))
                    side = 0;
                else if (w == QLatin1StringView("EW"))
                    side = 1;
                else if (side >= 0)
                    part[side] += w + QLatin1Char(' ');
            }
            bool won[2] = {false, false};
            bool ok = !part[0].isEmpty() && !part[1].isEmpty();
            for (int s = 0; s < 2 && ok; ++s) {
                const QStringList halves = part[s].split(QLatin1Char('/'));
                if (halves.size() != 2) {
                    ok = false;
                    break;
                }
                const QStringList below = halves.at(1).split(QLatin1Char(' '), Qt::SkipEmptyParts);
                for (int g = 0; g + 1 < below.size(); ++g) // the games finished
                    won[s] = won[s] || below.at(g).toInt() >= 100;
            }
            if (!ok)
                continue;
            const Vulnerability v = record.vulnerability();
            const bool nsVul = v == Vulnerability::NS || v == Vulnerability::All;
            const bool ewVul = v == Vulnerability::EW || v == Vulnerability::All;
            if (nsVul != won[0] || ewVul != won[1])
                report.warning(QStringLiteral("pbn.scorerubberhistory.vulnerable"),
                               QStringLiteral("ScoreRubberHistory \"%1\" gives NS %2 and EW %3 game won, but "
                                              "Vulnerable is %4")
                                   .arg(tag.value, won[0] ? QStringLiteral("a") : QStringLiteral("no"),
                                        won[1] ? QStringLiteral("a") : QStringLiteral("no"),
                                        vulnerabilityToString(v)),
                               at.line, at.column);
        }
    }
}

} // namespace kib
