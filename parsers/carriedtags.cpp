#include "carriedtags.h"

namespace kib {

bool isCarriedTagName(QStringView name)
{
    // (RBN's second parts of its labels that PBN has no tag for: the
    // others, Annotator, Round, Table..., are PBN's own)
    static constexpr QStringView rbnParts[] = {u"Title",          u"Venue",          u"EventDetail", u"ScoringDetail",
                                               u"HomeCarryover", u"VisitCarryover", u"TableInfo"};
    for (QStringView part : rbnParts)
        if (name == part)
            return true;
    return name.size() > 3 && (name.startsWith(u"Rbn") || name.startsWith(u"Lin")) && name.at(3).isUpper();
}

} // namespace kib
