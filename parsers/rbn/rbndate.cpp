#include "rbndate.h"

#include "rbnlabels.h"

namespace kib::rbn {

namespace {

bool allDigits(QStringView s)
{
    for (QChar c : s)
        if (!c.isDigit())
            return false;
    return !s.isEmpty();
}

bool digitsOrUnknown(QStringView s)
{
    for (QChar c : s)
        if (!c.isDigit() && c != u'?')
            return false;
    return true;
}

// s.toInt(), worked out here when every character is an ASCII digit (a
// date's fields and a time's: no call into Qt's number parsing), else by it
int numberOf(QStringView s)
{
    int v = 0;
    for (const QChar c : s) {
        const char16_t u = c.unicode();
        if (u < u'0' || u > u'9' || v > 99999)
            return s.toInt();
        v = v * 10 + (u - u'0');
    }
    return s.isEmpty() ? s.toInt() : v;
}

// A two-digit field between lo and hi, or "??".
bool fieldOk(QStringView s, int lo, int hi)
{
    if (s == u"??")
        return true;
    if (!allDigits(s))
        return s.contains(u'?'); // "1?" is a partly unknown field: kept as written
    const int v = numberOf(s);
    return v >= lo && v <= hi;
}

// (the names are literals: no string made for each tag)
void addTag(Tags *tags, const QString &name, const QString &value)
{
    if (value.isEmpty())
        return;
    Tag t;
    t.name = name;
    t.value = value;
    tags->append(std::move(t));
}

QString valueOf(const Tags &tags, const char *name)
{
    for (const Tag &t : tags)
        if (t.name == QLatin1String(name))
            return t.value;
    return {};
}

} // namespace

Tags decodeDate(const QString &value, Problems *problems)
{
    // (the fields are views of the value: strings are made only for the
    // tags' values and the messages)
    Tags out;
    bool keepRaw = false;
    auto bad = [&](int offset, const QString &why) {
        report(problems, offset, "rbn.date.syntax", why);
        keepRaw = true;
    };
    QStringView v(value);
    const bool utc = v.endsWith(u'G');
    if (utc)
        v.chop(1);
    const qsizetype colon = v.indexOf(u':');
    QStringView d = colon < 0 ? v : v.left(colon);
    const QStringView t = colon < 0 ? QStringView() : v.mid(colon + 1);
    if (d.endsWith(u'C')) {
        d.chop(1);
        keepRaw = true; // circa: PBN has no spelling for it
    }
    QString date;
    if (!digitsOrUnknown(d)) {
        bad(0, QStringLiteral("the date must be digits yyyymmdd (? for unknown ones), not \"%1\"").arg(d));
    } else if (!d.isEmpty()) {
        if (d.size() != 4 && d.size() != 6 && d.size() != 8 && d.size() != 10) {
            bad(0, QStringLiteral("the date \"%1\" is not yyyy, yyyymm, yyyymmdd or a span yyyymmdddd").arg(d));
        } else {
            if (d.size() == 10)
                keepRaw = true; // a span of days
            const QStringView month = d.size() >= 6 ? d.mid(4, 2) : QStringView(u"??");
            const QStringView day = d.size() >= 8 ? d.mid(6, 2) : QStringView(u"??");
            if (!fieldOk(month, 1, 12))
                bad(4, QStringLiteral("%1 is not a month").arg(month));
            if (!fieldOk(day, 1, 31))
                bad(6, QStringLiteral("%1 is not a day of the month").arg(day));
            if (d.size() == 10 && !fieldOk(d.mid(8, 2), 1, 31))
                bad(8, QStringLiteral("%1 is not a day of the month").arg(d.mid(8, 2)));
            date.reserve(4 + 1 + month.size() + 1 + day.size());
            date += d.left(4);
            date += u'.';
            date += month;
            date += u'.';
            date += day;
        }
    }
    QString time;
    if (colon >= 0) {
        const int at = int(colon) + 1;
        if (!allDigits(t) || (t.size() != 2 && t.size() != 4 && t.size() != 6)) {
            bad(at, QStringLiteral("the time must be hh, hhmm or hhmmss, not \"%1\"").arg(t));
        } else {
            const QStringView hh = t.mid(0, 2);
            const QStringView mm = t.size() >= 4 ? t.mid(2, 2) : QStringView(u"00");
            const QStringView ss = t.size() >= 6 ? t.mid(4, 2) : QStringView(u"00");
            if (numberOf(hh) > 24 || numberOf(mm) > 59 || numberOf(ss) > 59)
                bad(at, QStringLiteral("%1 is not a time of day").arg(t));
            time.reserve(8);
            time += hh;
            time += u':';
            time += mm;
            time += u':';
            time += ss;
        }
    }
    addTag(&out, utc ? QStringLiteral("UTCDate") : QStringLiteral("Date"), date);
    addTag(&out, utc ? QStringLiteral("UTCTime") : QStringLiteral("Time"), time);
    if (keepRaw)
        addTag(&out, QStringLiteral("RbnDate"), value);
    return out;
}

QString encodeDate(const Tags &tags)
{
    const QString raw = valueOf(tags, "RbnDate");
    if (!raw.isEmpty()) {
        Tags mine;
        for (const Tag &t : tags)
            if (labelOfTag(t.name) == 'D')
                mine.append(t);
        if (sameValues(decodeDate(raw, nullptr), mine))
            return raw;
    }
    const QString date = valueOf(tags, "Date"), time = valueOf(tags, "Time");
    const bool utc = date.isEmpty() && time.isEmpty();
    const QString d = utc ? valueOf(tags, "UTCDate") : date;
    const QString t = utc ? valueOf(tags, "UTCTime") : time;
    if (d.isEmpty() && t.isEmpty())
        return {};
    QString out;
    out.reserve(16);
    if (!d.isEmpty()) {
        if (d.size() != 10 || d[4] != u'.' || d[7] != u'.')
            return {};
        const QStringView y = QStringView(d).left(4), m = QStringView(d).mid(5, 2), day = QStringView(d).mid(8, 2);
        if (!digitsOrUnknown(y) || !digitsOrUnknown(m) || !digitsOrUnknown(day))
            return {};
        out += y;
        if (m != u"??" || day != u"??")
            out += m;
        if (day != u"??")
            out += day;
    }
    if (!t.isEmpty()) {
        if (t.size() != 8 || t[2] != u':' || t[5] != u':')
            return {};
        const QStringView hh = QStringView(t).left(2), mm = QStringView(t).mid(3, 2), ss = QStringView(t).mid(6, 2);
        if (!allDigits(hh) || !allDigits(mm) || !allDigits(ss))
            return {};
        out += u':';
        out += hh;
        if (mm != u"00" || ss != u"00")
            out += mm;
        if (ss != u"00")
            out += ss;
    }
    if (utc)
        out += u'G';
    return out;
}

} // namespace kib::rbn
