#include "analysistags.h"

#include <QRegularExpression>

namespace kib::dd {

namespace {

QByteArray escaped(const QString &value)
{
    QByteArray v = value.toUtf8();
    v.replace('\\', "\\\\");
    v.replace('"', "\\\"");
    return v;
}

// Replaces the value of tag 'name' in 'text'; false when it has none.
bool replaceValue(QByteArray &text, const char *name, const QByteArray &value)
{
    const QRegularExpression re(QStringLiteral("\\[%1[ \\t]+\"((?:[^\"\\\\]|\\\\.)*)\"[ \\t]*\\]")
                                    .arg(QLatin1String(name)));
    const QString s = QString::fromLatin1(text); // byte for byte: offsets stay
    const QRegularExpressionMatch m = re.match(s);
    if (!m.hasMatch())
        return false;
    text.replace(m.capturedStart(1), m.capturedLength(1), value);
    return true;
}

} // namespace

QByteArray withAnalysisTags(const QByteArray &record, const DdTable &table, const ParResult *par,
                            const QByteArray &lineEnd)
{
    QList<QPair<const char *, QByteArray>> tags;
    tags.append({"DoubleDummyTricks", table.toDoubleDummyTricks().toLatin1()});
    if (par && par->valid) {
        tags.append({"OptimumScore", escaped(par->scoreText())});
        tags.append({"ParContract", escaped(par->contracts.join(QStringLiteral(", ")))});
    }
    QByteArray text = record;
    QByteArray insert;
    for (const auto &[name, value] : tags)
        if (!replaceValue(text, name, value))
            insert += '[' + QByteArray(name) + " \"" + value + "\"]" + lineEnd;
    if (insert.isEmpty())
        return text;
    // after the Deal tag's line, else before the record
    qsizetype at = 0;
    static const QRegularExpression deal(QStringLiteral("(^|\\n)[ \\t]*\\[Deal[ \\t]"));
    const QRegularExpressionMatch m = deal.match(QString::fromLatin1(text));
    if (m.hasMatch()) {
        const qsizetype eol = text.indexOf('\n', m.capturedEnd(0));
        if (eol >= 0) {
            at = eol + 1;
        } else {
            text += lineEnd;
            at = text.size();
        }
    }
    text.insert(at, insert);
    return text;
}

} // namespace kib::dd
