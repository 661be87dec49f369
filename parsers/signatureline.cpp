#include "signatureline.h"

#include <QRegularExpression>

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

QString signatureRest(const Commentary &comment)
{
    if (signatureNotation(comment).isEmpty())
        return {};
    QString t = comment.text.trimmed();
    if (t == u"EXPORT")
        return {};
    // the signature word, then a version such as 2.1 or 3.2 when there is one
    static const QRegularExpression head(QStringLiteral("^(PBN|RBN|RBX)(\\s+\\d+\\.\\d+)?"));
    t.remove(head);
    return t.trimmed();
}

QStringList signatureLines(const QList<Commentary> &fileComments)
{
    QStringList out;
    for (const Commentary &c : fileComments)
        if (c.anchor.kind != Anchor::Kind::End && !signatureNotation(c).isEmpty())
            out.append(QStringLiteral("% ") + c.text.trimmed());
    return out;
}

Diagnostic signatureChange(const Collection &collection, const QStringList &written, const QString &code)
{
    return signatureChange(collection.fileComments(), collection.sourceFormat(), written, code);
}

Diagnostic signatureChange(const QList<Commentary> &fileComments, const QString &sourceFormat,
                           const QStringList &written, const QString &code)
{
    const QStringList before = signatureLines(fileComments);
    // A file read in some notation (a conversion, or a save of what was
    // read) that gets signature lines it did not have is told so: the
    // lines are a difference a round trip would otherwise show unnamed.
    // Records made in memory (no source) get them without a word.
    if (before == written || (before.isEmpty() && sourceFormat.isEmpty()))
        return {};
    const auto quoted = [](const QStringList &lines) {
        QStringList q;
        for (const QString &l : lines)
            q.append(QLatin1Char('"') + l + QLatin1Char('"'));
        return q.join(QStringLiteral(" and "));
    };
    QString what = before.isEmpty()
                       ? QStringLiteral("the file gets the first line %1, which it did not have").arg(quoted(written))
                       : QStringLiteral("the file's %1 is written as %2").arg(quoted(before), quoted(written));
    bool kept = false;
    for (const Commentary &c : fileComments)
        kept = kept
               || (c.anchor.kind != Anchor::Kind::End && !signatureRest(c).isEmpty()
                   && !written.contains(QStringLiteral("% ") + c.text.trimmed()));
    if (kept)
        what += QStringLiteral(" (what else it says is kept as a comment)");
    return Diagnostic::warning(code, what);
}

} // namespace kib
