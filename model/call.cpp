#include "call.h"

namespace kib {

QString Call::toString() const
{
    switch (kind) {
    case Kind::Pass: return QStringLiteral("Pass");
    case Kind::Double: return QStringLiteral("X");
    case Kind::Redouble: return QStringLiteral("XX");
    case Kind::Bid: return QString::number(level) + strainToString(strain);
    case Kind::Other: return text;
    case Kind::Unknown: return text.isEmpty() ? QStringLiteral("?") : text;
    }
    return {};
}

bool Call::fromString(QStringView token, Call *call)
{
    const QString t = token.trimmed().toString().toUpper();
    Call c;
    if (t == u"PASS" || t == u"P") {
        c.kind = Kind::Pass;
    } else if (t == u"X" || t == u"D" || t == u"DBL") {
        c.kind = Kind::Double;
    } else if (t == u"XX" || t == u"R" || t == u"RDBL") {
        c.kind = Kind::Redouble;
    } else if (t.size() >= 2 && t[0] >= u'1' && t[0] <= u'7') {
        c.kind = Kind::Bid;
        c.level = t[0].unicode() - '0';
        if (!strainFromString(QStringView(t).mid(1), &c.strain) || c.strain == Strain::Misere)
            return false;
    } else {
        return false;
    }
    *call = c;
    return true;
}

int Call::bidRank() const
{
    if (kind != Kind::Bid || level < 1 || level > 7 || strain > Strain::NoTrump)
        return -1;
    return (level - 1) * 5 + int(strain);
}

bool Call::sameCall(const Call &other) const
{
    return kind == other.kind && level == other.level && strain == other.strain && text == other.text;
}

} // namespace kib
