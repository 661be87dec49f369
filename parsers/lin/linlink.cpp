#include "linlink.h"

#include "lintext.h"

#include <QRegularExpression>
#include <QUrl>

namespace kib::lin {

namespace {

// The query of a link: what follows '?', up to a '#'.
QString queryOf(QStringView link)
{
    const qsizetype q = link.indexOf(QLatin1Char('?'));
    if (q < 0)
        return QString();
    return link.mid(q + 1).toString();
}

// Parameters of the older interface, form-decoded.
QString param(const QString &query, const char *name)
{
    for (const QString &part : query.split(QLatin1Char('&'))) {
        const qsizetype eq = part.indexOf(QLatin1Char('='));
        if (eq > 0 && part.left(eq).compare(QLatin1String(name), Qt::CaseInsensitive) == 0)
            return QString::fromUtf8(fromUrlForm(part.mid(eq + 1).toUtf8()));
    }
    return QString();
}

// A hand of the older interface: S..H..D..C.., "10" for the ten.
QString oldHand(QString h)
{
    h.replace(QStringLiteral("10"), QStringLiteral("T"));
    return h.toUpper();
}

QByteArray fromOldForm(const QString &query)
{
    QString lin;
    lin += QStringLiteral("pn|%1,%2,%3,%4|st||").arg(param(query, "sn"), param(query, "wn"), param(query, "nn"), param(query, "en"));
    const QString d = param(query, "d").toLower();
    const QString digit = d == u"s" ? QStringLiteral("1") : d == u"w" ? QStringLiteral("2") : d == u"n" ? QStringLiteral("3") : d == u"e" ? QStringLiteral("4") : QString();
    lin += QStringLiteral("md|%1%2,%3,%4,%5|rh||").arg(digit, oldHand(param(query, "s")), oldHand(param(query, "w")),
                                                        oldHand(param(query, "n")), oldHand(param(query, "e")));
    if (const QString b = param(query, "b"); !b.isEmpty())
        lin += QStringLiteral("ah|Board %1|").arg(b);
    if (const QString v = param(query, "v").toLower(); !v.isEmpty())
        lin += QStringLiteral("sv|%1|").arg(v == u"-" ? QStringLiteral("o") : v.left(1));
    static const QRegularExpression call(QStringLiteral("[1-7](?:NT|N|C|D|H|S)|XX|P|D|R|X"), QRegularExpression::CaseInsensitiveOption);
    const QString a = param(query, "a");
    auto it = call.globalMatch(a);
    bool any = false;
    while (it.hasNext()) {
        QString c = it.next().captured().toUpper();
        if (c == u"P")
            c = QStringLiteral("p");
        else if (c == u"D" || c == u"X")
            c = QStringLiteral("d");
        else if (c == u"R" || c == u"XX")
            c = QStringLiteral("r");
        else if (c.endsWith(QLatin1String("NT")))
            c.chop(1);
        lin += QStringLiteral("mb|%1|").arg(c);
        any = true;
    }
    if (any)
        lin += QStringLiteral("pg||");
    QString p = param(query, "p");
    p.replace(QStringLiteral("10"), QStringLiteral("T"));
    for (qsizetype i = 0; i + 1 < p.size(); i += 2)
        lin += QStringLiteral("pc|%1|").arg(p.mid(i, 2).toUpper());
    return lin.toUtf8();
}

} // namespace

bool isHandViewerLink(QStringView text)
{
    const QStringView t = text.trimmed();
    if (!(t.startsWith(QLatin1String("http://"), Qt::CaseInsensitive) || t.startsWith(QLatin1String("https://"), Qt::CaseInsensitive)
          || t.startsWith(QLatin1String("www."), Qt::CaseInsensitive) || t.startsWith(QLatin1String("bridgebase.com"), Qt::CaseInsensitive)))
        return false;
    const QString query = queryOf(t);
    if (query.isEmpty())
        return false;
    static const QRegularExpression lin(QStringLiteral("(^|&)(lin|myhand)="), QRegularExpression::CaseInsensitiveOption);
    if (lin.match(query).hasMatch())
        return true;
    return t.contains(QLatin1String("bridgebase.com"), Qt::CaseInsensitive) && !param(query, "s").isEmpty();
}

QByteArray linFromLink(QStringView link, QString *error)
{
    const QStringView t = link.trimmed();
    if (!isHandViewerLink(t)) {
        if (error)
            *error = QStringLiteral("not a BBO hand viewer link");
        return {};
    }
    const QString query = queryOf(t);
    static const QRegularExpression lin(QStringLiteral("(?:^|&)lin="), QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = lin.match(query);
    if (m.hasMatch()) {
        // The value runs to the end: a raw LIN value may hold '&' (links in
        // the wild are not always encoded); a trailing parameter of the
        // viewer's own (&v3b=, &d=...) is cut off at a '&name=' after the
        // last '|'.
        QString value = query.mid(m.capturedEnd());
        const qsizetype hash = value.lastIndexOf(QLatin1Char('#'));
        if (hash >= 0 && value.lastIndexOf(QLatin1Char('|')) < hash && value.lastIndexOf(QStringLiteral("%7C"), -1, Qt::CaseInsensitive) < hash)
            value.truncate(hash);
        static const QRegularExpression tail(QStringLiteral("&[A-Za-z0-9_]+=[^|]*$"));
        const qsizetype lastBar = qMax(value.lastIndexOf(QLatin1Char('|')), value.lastIndexOf(QStringLiteral("%7C"), -1, Qt::CaseInsensitive));
        const QRegularExpressionMatch tm = tail.match(value, qMax<qsizetype>(0, lastBar));
        if (tm.hasMatch())
            value.truncate(tm.capturedStart());
        QByteArray out = fromUrlForm(value.toUtf8());
        if (out.trimmed().isEmpty() && error)
            *error = QStringLiteral("the link's lin= holds nothing");
        return out;
    }
    if (!param(query, "myhand").isEmpty()) {
        if (error)
            *error = QStringLiteral("a ?myhand= link names a hand kept on BBO's server: it holds no LIN to read");
        return {};
    }
    return fromOldForm(query);
}

QString handViewerLink(const QByteArray &lin)
{
    return QStringLiteral("https://www.bridgebase.com/tools/handviewer.html?lin=")
           + QString::fromLatin1(QUrl::toPercentEncoding(QString::fromUtf8(lin).trimmed()));
}

} // namespace kib::lin
