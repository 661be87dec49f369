#include "rbncarry.h"

namespace kib::rbn {

namespace {

// 's' in quotes, appended to 'out' a run at a time (the characters that
// need no escape copied together)
void appendQuoted(QString &out, const QString &s)
{
    out += u'"';
    qsizetype from = 0;
    for (qsizetype i = 0; i < s.size(); ++i) {
        const QChar c = s[i];
        if (c != u'\n' && c != u'\r' && c != u'"' && c != u'\\')
            continue;
        out += QStringView(s).sliced(from, i - from);
        out += c == u'\n' ? QStringView(u"\\n") : c == u'\r' ? QStringView(u"\\r") : QStringView();
        if (c == u'"' || c == u'\\') {
            out += u'\\';
            out += c;
        }
        from = i + 1;
    }
    out += QStringView(s).sliced(from);
    out += u'"';
}

// "a" "b" ...: false when the text is not such a list. (Each string's
// plain runs are copied together, escapes one at a time.)
bool strings(QStringView text, QStringList *out)
{
    out->clear();
    const qsizetype n = text.size();
    out->reserve(text.count(u'"') / 2); // (at most: a quote may be escaped)
    qsizetype i = 0;
    while (i < n) {
        if (text[i] == u' ') {
            ++i;
            continue;
        }
        if (text[i] != u'"')
            return false;
        QString s;
        ++i;
        bool closed = false;
        qsizetype from = i;
        while (i < n) {
            const QChar c = text[i];
            if (c != u'\\' && c != u'"') {
                ++i;
                continue;
            }
            // (a string with no escape is made at its size, in one go; an
            // empty one stays null, as appending nothing leaves it)
            if (i > from && s.isEmpty())
                s = text.sliced(from, i - from).toString();
            else if (i > from)
                s += text.sliced(from, i - from);
            ++i;
            if (c == u'"') {
                closed = true;
                break;
            }
            if (i < n) {
                const QChar e = text[i++];
                s += e == u'n' ? QChar(u'\n') : e == u'r' ? QChar(u'\r') : e;
            } else {
                s += c; // a backslash at the end: the string is not closed
            }
            from = i;
        }
        if (!closed)
            return false;
        out->append(std::move(s));
    }
    return true;
}

// 'lead', then the cells quoted with a blank between
QString joined(QChar lead, const QStringList &cells)
{
    qsizetype size = 1;
    for (const QString &c : cells)
        size += c.size() + 3;
    QString out;
    out.reserve(size);
    out += lead;
    for (qsizetype i = 0; i < cells.size(); ++i) {
        if (i > 0)
            out += u' ';
        appendQuoted(out, cells[i]);
    }
    return out;
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
    QString first;
    first.reserve(tag.name.size() + tag.value.size() + 5);
    first += u'[';
    first += tag.name;
    first += u' ';
    appendQuoted(first, tag.value);
    first += u']';
    QStringList out;
    out.reserve(2 + tag.rows.size());
    out.append(first);
    if (!tag.columns.isEmpty() || !tag.rows.isEmpty())
        out.append(joined(u':', tag.columns));
    for (const QStringList &row : tag.rows)
        out.append(joined(u'|', row));
    return out;
}

} // namespace kib::rbn
