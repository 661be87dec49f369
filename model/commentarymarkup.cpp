#include "commentarymarkup.h"

#include <QRegularExpression>

namespace kib {

namespace {

// A tag this reads: its name (group 2), whether it closes (group 1).
const QRegularExpression &tagPattern()
{
    static const QRegularExpression re(
        QStringLiteral(R"(<\s*(/?)\s*(b|strong|i|em|u|br|p|font|span)\b[^<>]*>)"),
        QRegularExpression::CaseInsensitiveOption);
    return re;
}

QString decodeEntities(QString text)
{
    if (!text.contains(u'&'))
        return text;
    text.replace(QLatin1String("&lt;"), QLatin1String("<"), Qt::CaseInsensitive);
    text.replace(QLatin1String("&gt;"), QLatin1String(">"), Qt::CaseInsensitive);
    text.replace(QLatin1String("&quot;"), QLatin1String("\""), Qt::CaseInsensitive);
    text.replace(QLatin1String("&apos;"), QLatin1String("'"), Qt::CaseInsensitive);
    text.replace(QLatin1String("&nbsp;"), QString(QChar(0x00A0)), Qt::CaseInsensitive);
    text.replace(QLatin1String("&amp;"), QLatin1String("&"), Qt::CaseInsensitive); // last: "&amp;lt;" is "&lt;"
    return text;
}

} // namespace

bool hasCommentaryMarkup(const QString &text)
{
    return text.contains(u'<') && tagPattern().match(text).hasMatch();
}

QList<MarkupRun> commentaryRuns(const QString &text)
{
    if (!hasCommentaryMarkup(text))
        return {MarkupRun{text}};
    QList<MarkupRun> runs;
    int bold = 0, italic = 0, underline = 0; // nesting depths
    auto append = [&](const QString &piece) {
        if (piece.isEmpty())
            return;
        const MarkupRun style{QString(), bold > 0, italic > 0, underline > 0};
        if (!runs.isEmpty() && runs.last().bold == style.bold && runs.last().italic == style.italic
            && runs.last().underline == style.underline) {
            runs.last().text += piece;
            return;
        }
        runs.append(style);
        runs.last().text = piece;
    };
    qsizetype from = 0;
    auto it = tagPattern().globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        append(decodeEntities(text.mid(from, m.capturedStart() - from)));
        from = m.capturedEnd();
        const bool closing = !m.captured(1).isEmpty();
        const QString name = m.captured(2).toLower();
        const int step = closing ? -1 : 1;
        if (name == u"b" || name == u"strong")
            bold = qMax(0, bold + step);
        else if (name == u"i" || name == u"em")
            italic = qMax(0, italic + step);
        else if (name == u"u")
            underline = qMax(0, underline + step);
        else if (name == u"br" || (name == u"p" && closing))
            append(QStringLiteral("\n"));
        // <p>, <font>, <span>: their text is kept, their look is not
    }
    append(decodeEntities(text.mid(from)));
    return runs;
}

QString commentaryPlainText(const QString &text)
{
    if (!hasCommentaryMarkup(text))
        return text;
    QString out;
    for (const MarkupRun &run : commentaryRuns(text))
        out += run.text;
    return out;
}

} // namespace kib
