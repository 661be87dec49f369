// The value checks of the PBN tags that a record's editor and the PBN
// reader share (moved here from parsers/pbn/pbndecoders.cpp).
#include "tagvalues.h"

namespace kib {

namespace {

TagValues::Check fail(const QString &code, const QString &message)
{
    TagValues::Check c;
    c.ok = false;
    c.code = code;
    c.message = message;
    return c;
}

bool isDigit(QChar c)
{
    return c >= u'0' && c <= u'9';
}

// Reads "NS" or "EW" (any case) at pos, followed by a space.
bool readSide(QStringView v, qsizetype &pos, QString *side)
{
    if (pos + 2 > v.size())
        return false;
    // (the two characters upper-cased one by one: no string built; two
    // characters upper-case to "NS" or "EW" only each on its own)
    const char16_t a = v.at(pos).toUpper().unicode(), b = v.at(pos + 1).toUpper().unicode();
    const bool ns = a == 'N' && b == 'S';
    if (!ns && !(a == 'E' && b == 'W'))
        return false;
    if (pos + 2 < v.size() && v.at(pos + 2) != u' ')
        return false;
    *side = ns ? QStringLiteral("NS") : QStringLiteral("EW");
    pos += 2;
    while (pos < v.size() && v.at(pos) == u' ')
        ++pos;
    return true;
}

enum class NumberRead { Ok, NoNumber, Garbage };

// Reads one number of the kind at pos; on Ok pos is past it.
NumberRead readNumber(QStringView v, qsizetype &pos, TagValues::ScoreKind kind, double *value)
{
    using K = TagValues::ScoreKind;
    qsizetype p = pos;
    bool negative = false;
    if (p < v.size() && (v.at(p) == u'+' || v.at(p) == u'-')) {
        negative = v.at(p) == u'-';
        ++p;
    }
    const qsizetype digits = p;
    while (p < v.size() && isDigit(v.at(p)))
        ++p;
    if (p == digits)
        return p == pos ? NumberRead::NoNumber : NumberRead::Garbage;
    if (kind == K::Decimal || kind == K::Percentage) {
        if (p < v.size() && v.at(p) == u'.') {
            ++p;
            while (p < v.size() && isDigit(v.at(p)))
                ++p;
        }
    } else if (kind == K::Rubber) {
        qsizetype q = p;
        while (q < v.size() && v.at(q) == u' ')
            ++q;
        if (q >= v.size() || v.at(q) != u'/')
            return NumberRead::Garbage;
        ++q;
        while (q < v.size() && v.at(q) == u' ')
            ++q;
        const qsizetype below = q;
        while (q < v.size() && isDigit(v.at(q)))
            ++q;
        if (q == below)
            return NumberRead::Garbage;
        p = q;
    }
    if (p < v.size() && v.at(p) != u' ')
        return NumberRead::Garbage;
    if ((kind == K::Percentage || kind == K::Rubber) && pos != digits)
        return NumberRead::Garbage; // no sign here
    // (the value only matters to a percentage: no string built for the others)
    if (kind == K::Percentage) {
        bool ok = false;
        const double d = v.mid(digits, p - digits).toString().section(QLatin1Char('/'), 0, 0).toDouble(&ok);
        *value = negative ? -d : d;
        if (*value > 100)
            return NumberRead::Garbage;
    }
    pos = p;
    return NumberRead::Ok;
}

} // namespace

int TagValues::ResultValue::declarerTricks(Seat declarer, int tricksInDeal) const
{
    if (!check.ok)
        return -1;
    if (plain >= 0)
        return plain;
    if (declarer == NoSeat)
        return -1;
    const bool ns = declarer == North || declarer == South;
    if (ns)
        return this->ns >= 0 ? this->ns : (ew >= 0 ? tricksInDeal - ew : -1);
    return ew >= 0 ? ew : (this->ns >= 0 ? tricksInDeal - this->ns : -1);
}

TagValues::ResultValue TagValues::result(QStringView value, int tricksInDeal)
{
    ResultValue r;
    QStringView v = value;
    if (v.startsWith(u'^')) {
        r.caret = true;
        v = v.mid(1);
    }
    const auto bad = [&](const QString &why) {
        r.check = fail(QStringLiteral("pbn.result.bad-number"),
                       QStringLiteral("Result \"%1\": %2").arg(value.toString(), why));
        return r;
    };
    qsizetype pos = 0;
    for (int item = 0; item < 2 && pos < v.size(); ++item) {
        QString side;
        const bool hasSide = readSide(v, pos, &side);
        if (!hasSide && item > 0)
            return bad(QStringLiteral("a second number needs NS or EW"));
        const qsizetype start = pos;
        while (pos < v.size() && isDigit(v.at(pos)))
            ++pos;
        if (pos == start || (pos < v.size() && v.at(pos) != u' '))
            return bad(QStringLiteral("not a number of tricks"));
        const int n = v.mid(start, pos - start).toInt();
        if (n > tricksInDeal)
            return bad(QStringLiteral("%1 tricks is more than the deal has").arg(n));
        while (pos < v.size() && v.at(pos) == u' ')
            ++pos;
        if (!hasSide) {
            r.plain = n;
            break;
        }
        int &slot = side == u"NS" ? r.ns : r.ew;
        if (slot >= 0)
            return bad(QStringLiteral("%1 is given twice").arg(side));
        slot = n;
    }
    if (pos < v.size())
        return bad(QStringLiteral("unexpected text after the number of tricks"));
    if (r.ns >= 0 && r.ew >= 0 && r.ns + r.ew != tricksInDeal)
        return bad(QStringLiteral("NS and EW tricks add up to %1, not %2").arg(r.ns + r.ew).arg(tricksInDeal));
    return r;
}

TagValues::ScoreKind TagValues::scoreKind(QStringView tagName)
{
    if (tagName == u"ScoreIMP" || tagName == u"ScoreMP")
        return ScoreKind::Decimal;
    if (tagName == u"ScorePercentage")
        return ScoreKind::Percentage;
    if (tagName == u"ScoreRubber")
        return ScoreKind::Rubber;
    return ScoreKind::Integer;
}

TagValues::Check TagValues::score(QStringView value, ScoreKind kind, bool needsSide, const QString &tagName)
{
    QStringView v = value;
    while (v.endsWith(u' '))
        v.chop(1);
    qsizetype pos = 0;
    QString first;
    for (int item = 0; item < 2; ++item) {
        QString side;
        const bool hasSide = readSide(v, pos, &side);
        if (!hasSide && (item > 0 || needsSide)) {
            // "EW" alone: a side without its number
            if (item == 0 && (v == u"NS" || v == u"EW"))
                return fail(QStringLiteral("pbn.score.bad-number"),
                            QStringLiteral("%1 \"%2\" has no number").arg(tagName, value.toString()));
            return fail(QStringLiteral("pbn.score.bad-value"),
                        QStringLiteral("%1 \"%2\" needs NS or EW before %3").arg(
                            tagName, value.toString(), item ? QStringLiteral("its second score")
                                                            : QStringLiteral("the score")));
        }
        if (hasSide && item > 0 && side == first)
            return fail(QStringLiteral("pbn.score.bad-value"),
                        QStringLiteral("%1 \"%2\" gives %3 twice").arg(tagName, value.toString(), side));
        first = side;
        double d = 0;
        switch (readNumber(v, pos, kind, &d)) {
        case NumberRead::NoNumber:
            return fail(QStringLiteral("pbn.score.bad-number"),
                        QStringLiteral("%1 \"%2\" is not a number").arg(tagName, value.toString()));
        case NumberRead::Garbage:
            return fail(QStringLiteral("pbn.score.bad-value"),
                        QStringLiteral("%1 \"%2\" is not a well-formed score").arg(tagName, value.toString()));
        case NumberRead::Ok:
            break;
        }
        while (pos < v.size() && v.at(pos) == u' ')
            ++pos;
        if (pos >= v.size() || !hasSide)
            break;
    }
    if (pos < v.size())
        return fail(QStringLiteral("pbn.score.bad-value"),
                    QStringLiteral("%1 \"%2\" is not a well-formed score").arg(tagName, value.toString()));
    return {};
}

TagValues::Check TagValues::date(QStringView value, const QString &tagName)
{
    for (QChar c : value)
        if (!isDigit(c) && c != u'.' && c != u'?')
            return fail(QStringLiteral("pbn.date.bad-character"),
                        QStringLiteral("%1 \"%2\" holds '%3' (bad date character)").arg(tagName, value.toString(), c));
    if (value.size() == 8 && !value.contains(u'.')) {
        Check c;
        c.warning = true;
        c.code = QStringLiteral("pbn.date.nonstandard");
        c.message = QStringLiteral("%1 \"%2\" is written YYYYMMDD, not YYYY.MM.DD").arg(tagName, value.toString());
        return c;
    }
    if (value.size() != 10 || value.at(4) != u'.' || value.at(7) != u'.' || value.count(u'.') != 2)
        return fail(QStringLiteral("pbn.date.bad-format"),
                    QStringLiteral("%1 \"%2\" is not in the form YYYY.MM.DD (bad date format)")
                        .arg(tagName, value.toString()));
    const QStringView month = value.mid(5, 2);
    const QStringView day = value.mid(8, 2);
    if ((!month.contains(u'?') && (month.toInt() < 1 || month.toInt() > 12))
        || (!day.contains(u'?') && (day.toInt() < 1 || day.toInt() > 31)))
        return fail(QStringLiteral("pbn.date.bad-format"),
                    QStringLiteral("%1 \"%2\" has no such month or day (bad date format)").arg(tagName, value.toString()));
    return {};
}

TagValues::Check TagValues::time(QStringView value, const QString &tagName)
{
    bool ok = value.size() == 8 && value.at(2) == u':' && value.at(5) == u':';
    for (int i = 0; ok && i < 8; ++i)
        if (i != 2 && i != 5 && !isDigit(value.at(i)) && value.at(i) != u'?')
            ok = false;
    if (!ok)
        return fail(QStringLiteral("pbn.time.bad-format"),
                    QStringLiteral("%1 \"%2\" is not in the form HH:MM:SS").arg(tagName, value.toString()));
    return {};
}

TagValues::Check TagValues::round(QStringView value)
{
    bool ok = !value.isEmpty();
    bool partStart = true;
    for (QChar c : value) {
        if (c == u'.') {
            ok = ok && !partStart;
            partStart = true;
            continue;
        }
        const bool nameChar = isDigit(c) || (c >= u'A' && c <= u'Z') || (c >= u'a' && c <= u'z') || c == u'_';
        ok = ok && nameChar;
        partStart = false;
    }
    if (!ok || partStart)
        return fail(QStringLiteral("pbn.round.bad-value"),
                    QStringLiteral("Round \"%1\" is not a round designation: no integer or name of letters, "
                                   "digits and '_' (parts separated by '.')")
                        .arg(value.toString()));
    return {};
}

} // namespace kib
