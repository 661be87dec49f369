#include "carriedtags.h"

namespace kib {

bool isCarriedTagName(QStringView name)
{
    // (RBN's second parts of its labels that PBN has no tag for: the
    // others, Annotator, Round, Table..., are PBN's own. tst_writerreadback
    // reads every name rbn::tagNames() gives in a PBN game: none unknown)
    static constexpr QStringView rbnParts[] = {u"Title",          u"Venue",          u"EventDetail", u"ScoringDetail",
                                               u"HomeCarryover", u"VisitCarryover", u"TableInfo"};
    for (QStringView part : rbnParts)
        if (name == part)
            return true;
    return name.size() > 3 && (name.startsWith(u"Rbn") || name.startsWith(u"Lin")) && name.at(3).isUpper();
}

} // namespace kib
