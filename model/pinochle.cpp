#include "pinochle.h"

namespace kib {

QString pnMarkText(PnMark mark)
{
    switch (mark) {
    case PnMark::Withheld: return QStringLiteral("-");
    case PnMark::Query: return QStringLiteral("?");
    case PnMark::Absent:
    case PnMark::Given: break;
    }
    return {};
}

PnMark pnMarkOf(QStringView token)
{
    if (token == u"-")
        return PnMark::Withheld;
    if (token == u"?")
        return PnMark::Query;
    return PnMark::Given;
}

QString Points::toString() const
{
    return mark == PnMark::Given ? QString::number(value) : pnMarkText(mark);
}

bool Points::fromString(QStringView text, Points *points)
{
    const PnMark m = pnMarkOf(text);
    if (m != PnMark::Given) {
        *points = Points{m, 0};
        return true;
    }
    // digits only, with an optional sign: no spaces, no "+-", no "1e3"
    qsizetype i = (text.startsWith(u'-') || text.startsWith(u'+')) ? 1 : 0;
    if (i >= text.size() || text.size() > 10)
        return false;
    for (qsizetype k = i; k < text.size(); ++k)
        if (text.at(k) < u'0' || text.at(k) > u'9')
            return false;
    bool ok = false;
    const int v = text.toInt(&ok);
    if (!ok)
        return false;
    *points = Points::of(v);
    return true;
}

QString pnStatusName(PnStatus status)
{
    switch (status) {
    case PnStatus::Invalid: return QStringLiteral("Invalid");
    case PnStatus::Incomplete: return QStringLiteral("Incomplete");
    case PnStatus::Complete: return QStringLiteral("Complete");
    case PnStatus::Unknown: break;
    }
    return {};
}

bool pnStatusFromName(QStringView name, PnStatus *status)
{
    for (PnStatus s : {PnStatus::Unknown, PnStatus::Invalid, PnStatus::Incomplete, PnStatus::Complete}) {
        if (name.compare(pnStatusName(s), Qt::CaseInsensitive) == 0) {
            *status = s;
            return true;
        }
    }
    return false;
}

const Meld *PinochleHand::meld(Seat seat) const
{
    for (const Meld &m : melds)
        if (m.seat == seat)
            return &m;
    return nullptr;
}

} // namespace kib
