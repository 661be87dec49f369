#include "rbncarry.h"

namespace kib::rbn {

namespace {

QString quoted(const QString &s)
{
    QString out(1, u'"');
    for (QChar c : s) {
        if (c == u'\n') {
            out += QStringLiteral("\\n");
            continue;
        }
        if (c == u'\r') {
            out += QStringLiteral("\\r");
            continue;
        }
        if (c == u'"' || c == u'\\')
            out += u'\\';
        out += c;
    }
    return out + u'"';
}

// "a" "b" ...: false when the text is not such a list.
bool strings(QStringView text, QStringList *out)
{
    out->clear();
    qsizetype i = 0;
    while (i < text.size()) {
        if (text[i] == u' ') {
            ++i;
            continue;
        }
        if (text[i] != u'"')
            return false;
        QString s;
        ++i;
        bool closed = false;
        while (i < text.size()) {
            const QChar c = text[i++];
            if (c == u'\\' && i < text.size()) {
                const QChar e = text[i++];
                s += e == u'n' ? QChar(u'\n') : e == u'r' ? QChar(u'\r') : e;
            } else if (c == u'"') {
                closed = true;
                break;
            } else {
                s += c;
            }
        }
        if (!closed)
            return false;
        out->append(s);
    }
    return true;
}

QString joined(const QStringList &cells)
{
    QStringList q;
    for (const QString &c : cells)
        q.append(quoted(c));
    return q.join(u' ');
}

} // namespace

bool parseCarriedTag(const QString &text, Tag *tag)
{
    if (!text.startsWith(u'[') || !text.endsWith(u']'))
        return false;
    const qsizetype space = text.indexOf(u' ');
    if (space < 2)
        return false;
    const QString name = text.mid(1, space - 1);
    for (QChar c : name)
        if (!c.isLetterOrNumber() && c != u'_')
            return false;
    QStringList value;
    if (!strings(QStringView(text).mid(space + 1).chopped(1), &value) || value.size() != 1)
        return false;
    *tag = Tag();
    tag->name = name;
    tag->value = value.first();
    return true;
}

bool parseCarriedTableLine(const QString &text, Tag *table)
{
    if (!text.startsWith(u':') && !text.startsWith(u'|'))
        return false;
    QStringList cells;
    if (!strings(QStringView(text).mid(1), &cells))
        return false;
    if (text.startsWith(u':'))
        table->columns = cells;
    else
        table->rows.edit().append(cells);
    return true;
}

QStringList formatCarried(const Tag &tag)
{
    QStringList out{u'[' + tag.name + u' ' + quoted(tag.value) + u']'};
    if (!tag.columns.isEmpty() || !tag.rows.isEmpty())
        out.append(u':' + joined(tag.columns));
    for (const QStringList &row : tag.rows)
        out.append(u'|' + joined(row));
    return out;
}

} // namespace kib::rbn
