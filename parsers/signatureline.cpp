#include "signatureline.h"

namespace kib {

QString signatureNotation(const Commentary &comment)
{
    if (comment.style != Commentary::Style::Percent)
        return {};
    const QString t = comment.text.trimmed();
    if (t == u"EXPORT" || t.startsWith(u"PBN ") || t == u"PBN")
        return QStringLiteral("pbn");
    if (t.startsWith(u"RBN") || t.startsWith(u"RBX"))
        return QStringLiteral("rbn");
    return {};
}

} // namespace kib
